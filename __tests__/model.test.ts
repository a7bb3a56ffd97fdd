import { describe, expect, it } from '@jest/globals';
import { UNVERSIONED, VersionAxis } from '../src/model/axis.js';
import { checkModel, Model } from '../src/model/check.js';
import { define, opt, req, string } from '../src/model/dsl.js';
import { checkDefinition } from '../src/protocol/check.js';
import { DEFINITIONS } from '../src/protocol/model/index.js';
import type { Type } from '../src/model/dsl.js';
import type { Version } from '../src/protocol/versions.js';

const issues = (definition: string, value: unknown, version: Version) =>
  checkDefinition(definition, value, version, '').map((i) => `${i.kind} ${i.pointer || '/'}: ${i.message}`);

const tool = { name: 't', inputSchema: { type: 'object' } };

describe('protocol model', () => {
  it('resolves every reference to a definition', () => {
    const missing: string[] = [];
    const visit = (type: Type, where: string): void => {
      switch (type.kind) {
        case 'ref':
          if (!DEFINITIONS.has(type.name)) missing.push(`${where} → ${type.name}`);
          return;
        case 'array':
          return visit(type.items, where);
        case 'map':
          return visit(type.values, where);
        case 'union':
          for (const o of type.options) visit(o.type, where);
          return;
        case 'versioned':
          for (const [, t] of type.steps) visit(t, where);
          return;
        case 'shape':
          for (const f of Object.values(type.fields)) visit(f.type, where);
          return;
        default:
      }
    };
    for (const def of DEFINITIONS.values()) {
      if (def.alias) visit(def.alias, def.name);
      else for (const [key, field] of Object.entries(def.fields)) visit(field.type, `${def.name}.${key}`);
    }
    expect(missing).toEqual([]);
  });

  it.each<[string, string, unknown, Version, string[]]>([
    [
      'a field from a later version',
      'Tool',
      { ...tool, title: 'T' },
      '2024-11-05',
      [
        'unavailable /title: "title" is not a property of a tool in 2024-11-05; it exists in 2025-06-18 and later. Remove it, or declare protocolVersion 2025-06-18 or later if the server speaks it.',
      ],
    ],
    ['the same field where it exists', 'Tool', { ...tool, title: 'T' }, '2025-06-18', []],
    [
      'a field removed later',
      'Tool',
      { ...tool, execution: { taskSupport: 'optional' } },
      '2026-07-28',
      [
        'unavailable /execution: "execution" is not a property of a tool in 2026-07-28; it exists only in 2025-11-25. It was removed after 2025-11-25: remove it.',
      ],
    ],
    [
      'a content type from a later version',
      'CallToolResult',
      { content: [{ type: 'resource_link', uri: 'file:///a', name: 'a' }] },
      '2025-03-26',
      [
        'invalid /content/0/type: Resource link ("type": "resource_link") does not exist in 2025-03-26; it exists in 2025-06-18 and later. Use "text", "image", "audio" or "resource", or declare a protocolVersion that has it.',
      ],
    ],
    [
      'an unknown content type',
      'CallToolResult',
      { content: [{ type: 'video' }] },
      '2025-06-18',
      ['invalid /content/0/type: "content[0].type" must be "text", "image", "audio", "resource_link" or "resource", not "video". Use one of these.'],
    ],
    [
      'URL elicitation before 2025-11-25',
      'ElicitRequestParams',
      { mode: 'url', message: 'm', url: 'https://x' },
      '2025-06-18',
      [
        'invalid /mode: URL elicitation ("mode": "url") does not exist in 2025-06-18; it exists in 2025-11-25 and later. Use "form", or declare a protocolVersion that has it.',
      ],
    ],
    [
      'elicitationId required in 2025-11-25',
      'ElicitRequestParams',
      { mode: 'url', message: 'm', url: 'https://x' },
      '2025-11-25',
      ['invalid /: Missing required property "elicitationId" in this URL elicitation request (required in 2025-11-25). Add "elicitationId".'],
    ],
    [
      'elicitationId gone in 2026-07-28',
      'ElicitRequestParams',
      { mode: 'url', message: 'm', url: 'https://x', elicitationId: 'e' },
      '2026-07-28',
      [
        'unavailable /elicitationId: "elicitationId" is not a property of a URL elicitation request in 2026-07-28; it exists only in 2025-11-25. It was removed after 2025-11-25: remove it.',
      ],
    ],
    [
      'form elicitation without mode',
      'ElicitRequestParams',
      { message: 'm', requestedSchema: { type: 'object', properties: { a: { type: 'string' } } } },
      '2025-11-25',
      [],
    ],
    [
      'an array output schema before 2026-07-28',
      'ToolOutputSchema',
      { type: 'array' },
      '2025-11-25',
      ['invalid /type: "type" must be "object", not "array". Set it to "object".'],
    ],
    ['an array output schema in 2026-07-28', 'ToolOutputSchema', { type: 'array' }, '2026-07-28', []],
    [
      'a boolean subschema before 2026-07-28',
      'ToolInputSchema',
      { type: 'object', properties: { a: true } },
      '2025-11-25',
      ['invalid /properties/a: "properties.a" must be an object, but it is a boolean (true). Write an object here.'],
    ],
    [
      'sampling content lists before 2025-11-25',
      'SamplingMessage',
      { role: 'user', content: [{ type: 'text', text: 'x' }] },
      '2025-06-18',
      [
        'invalid /content: "content" must be a text content or an image content or an audio content, but it is an array. Write a text content or an image content or an audio content here.',
      ],
    ],
    [
      'a deprecated value',
      'CreateMessageRequestParams',
      { messages: [], maxTokens: 5, includeContext: 'thisServer' },
      '2026-07-28',
      [
        'deprecated /: Sampling request is deprecated in 2026-07-28: Sampling is deprecated (SEP-2577): new servers should not depend on it. Keep it only as long as clients still need it.',
        'deprecated /includeContext: "includeContext": "thisServer" is deprecated in 2026-07-28: includeContext values other than "none" are deprecated; omit the field or use "none". Keep it only as long as clients still need it.',
      ],
    ],
    [
      'legacy enumNames',
      'PrimitiveSchemaDefinition',
      { type: 'string', enum: ['a'], enumNames: ['A'] },
      '2025-11-25',
      [
        'deprecated /enumNames: "enumNames" is deprecated in 2025-11-25: "enumNames" is legacy: use a titled single-select enum ("oneOf" with "const" and "title"). Keep it only as long as clients still need it.',
      ],
    ],
    ['the best-fitting union member', 'PrimitiveSchemaDefinition', { type: 'string', oneOf: [{ const: 'a', title: 'A' }] }, '2025-11-25', []],
    [
      'a missing property with a likely typo',
      'Tool',
      { name: 't', inputschema: {} },
      '2025-11-25',
      [
        'invalid /: Missing required property "inputSchema" in this tool (required in 2025-11-25). Found "inputschema": did you mean "inputSchema"?',
        'unknown /inputschema: Unknown property "inputschema" in a tool. Did you mean "inputSchema"?',
      ],
    ],
    [
      'a key no version defines, in a nested capability setting',
      'ServerCapabilities',
      { tools: { listchanged: true } },
      '2025-06-18',
      ['unknown /tools/listchanged: Unknown property "listchanged" in this object. Did you mean "listChanged"?'],
    ],
    [
      'no unknown key for "x-" keys, "_meta", JSON Schema keywords or an elicitation\'s requested schema',
      'ElicitRequestParams',
      {
        message: 'Sure?',
        'x-note': 1,
        _meta: {},
        requestedSchema: { type: 'object', properties: { ok: { type: 'boolean', titel: 'OK' } }, additionalProperties: false },
      },
      '2025-11-25',
      [],
    ],
    [
      'a number out of range',
      'Annotations',
      { priority: 2 },
      '2025-06-18',
      ['invalid /priority: "priority" must be between 0 and 1, not 2. Use a value in that range.'],
    ],
  ])('reports %s', (_what, definition, value, version, expected) => {
    expect(issues(definition, value, version)).toEqual(expected);
  });
});

describe('unknown keys of the protocol model (closed world)', () => {
  const unknown = (definition: string, value: unknown, version: Version) =>
    checkDefinition(definition, value, version, '/x').flatMap((i) => (i.unknown ? [i.unknown] : []));

  it('names the object that holds the key, and whether it can carry "_meta"', () => {
    expect(unknown('Tool', { ...tool, annotations: { readOnlyHnt: true }, desciption: 'd' }, '2025-11-25')).toEqual([
      expect.objectContaining({ key: 'readOnlyHnt', suggestion: 'readOnlyHint', owner: 'the tool annotations', noun: 'tool annotations', hasMeta: false }),
      expect.objectContaining({ key: 'desciption', suggestion: 'description', owner: 'the tool', hasMeta: true }),
    ]);
    expect(unknown('ServerCapabilities', { tasks: { requests: { tools: { cal: {} } } } }, '2025-11-25')).toEqual([
      expect.objectContaining({ key: 'cal', suggestion: 'call', owner: '"tasks.requests.tools" of the capabilities' }),
    ]);
  });

  it('suggests a field of another version when none of this version is close', () => {
    expect(unknown('Tool', { ...tool, executon: {} }, '2025-06-18')).toEqual([expect.objectContaining({ key: 'executon', suggestion: 'execution' })]);
  });

  it("passes over the root object's unlisted keys when asked to, and still checks the rest", () => {
    const value = { ...tool, annotations: { readOnlyHnt: true }, desciption: 'd', execution: {}, inputSchema: 'none' };
    const all = checkDefinition('Tool', value, '2025-06-18', '/x');
    const listed = checkDefinition('Tool', value, '2025-06-18', '/x', { listedKeysOnly: true });
    // The root's unknown key and its field of a later version are passed over; the nested unknown key and the type error are not.
    expect(all.map((i) => i.pointer)).toEqual(expect.arrayContaining(['/x/desciption', '/x/execution']));
    expect(listed.map((i) => [i.kind, i.pointer])).toEqual(
      all.filter((i) => !['/x/desciption', '/x/execution'].includes(i.pointer)).map((i) => [i.kind, i.pointer]),
    );
    expect(listed.map((i) => i.pointer)).toEqual(expect.arrayContaining(['/x/annotations/readOnlyHnt', '/x/inputSchema']));
  });

  it('is off for models that do not ask for it: their open objects stay open', () => {
    const model = new Model(UNVERSIONED, [define('Thing', 'thing', { name: req(string) })]);
    expect(checkModel(model, 'Thing', { name: 'a', nme: 'b' }, 'current', '')).toEqual([]);
  });
});

describe('models on a version axis', () => {
  const axis = new VersionAxis(['0.1', '0.2', '0.3'], { noun: 'manifest version', field: 'manifest_version', declare: (v) => `declare manifest_version ${v}` });

  it('refuses a span that names a version the axis does not have', () => {
    expect(() => new Model(axis, [define('Thing', 'thing', { icon: opt(string, { since: '0.5' }) })])).toThrow(
      'Thing.icon: 0.5 is not a version of this axis (0.1, 0.2, 0.3)',
    );
  });

  it('checks a value against its own axis and names that axis in its advice', () => {
    const model = new Model(axis, [define('Thing', 'thing', { name: req(string), icon: opt(string, { since: '0.3' }) }, { closed: true })]);
    expect(checkModel(model, 'Thing', { name: 'a', icon: 'x' }, '0.1', '')).toEqual([
      {
        kind: 'unavailable',
        availability: { subject: '"icon" is not a property of a thing', exists: 'only in 0.3', versions: ['0.3'] },
        pointer: '/icon',
        target: 'key',
        message: '"icon" is not a property of a thing in 0.1; it exists only in 0.3. Remove it, or declare manifest_version 0.3 if the server speaks it.',
      },
    ]);
  });

  it('names no version in the messages of a format that declares none', () => {
    const model = new Model(UNVERSIONED, [define('Server', 'server entry', { command: req(string) }, { closed: true })]);
    expect(checkModel(model, 'Server', { comand: 'npx' }, 'current', '/s').map((i) => i.message)).toEqual([
      'Missing required property "command" in this server entry. Found "comand": did you mean "command"?',
      'Unknown property "comand" in a server entry. Did you mean "command"?',
    ]);
  });
});
