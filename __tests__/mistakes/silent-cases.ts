import type { Mistake } from './mistake.js';

const tool = '{ "name": "add_note", "description": "Add a note.", "inputSchema": { "type": "object" } }';
const json = (version: string, capabilities: string, tools = `[${tool}]`, extra = '') => `{${extra}
  "protocolVersion": "${version}",
  "serverInfo": { "name": "notes", "version": "1.0.0" },
  "capabilities": ${capabilities},
  "tools": ${tools}
}
`;
const schemaTool = (schema: string, key = 'inputSchema') =>
  key === 'inputSchema'
    ? `[{ "name": "add_note", "description": "Add a note.", "inputSchema": ${schema} }]`
    : `[{ "name": "add_note", "description": "Add a note.", "inputSchema": { "type": "object" }, "${key}": ${schema} }]`;
const BASE = 'https://raw.githubusercontent.com/mcpdesc/mcpdesc/main/schemas';

/** Mistakes mcpdesc used to pass silently (issue 15): client capabilities, dangling required, $schema of another version, tool names. */
export const MISTAKES: Mistake[] = [
  ...(
    [
      ['elicitation', '2025-06-18'],
      ['elicitation', '2025-11-25'],
      ['elicitation', '2026-07-28'],
      ['sampling', '2024-11-05'],
      ['sampling', '2025-11-25'],
      ['roots', '2025-03-26'],
      ['roots', '2026-07-28'],
    ] as const
  ).map(
    ([capability, version]): Mistake => ({
      name: `the client capability "${capability}" under a ${version} server's capabilities`,
      text: json(version, `{ "tools": {}, "${capability}": {} }`),
      rule: 'mcp.capabilities.client-capability',
      pointer: `/capabilities/${capability}`,
      suggestion: `Remove "${capability}" from "capabilities"`,
    }),
  ),
  {
    name: 'an inputSchema requires a property renamed in "properties" only',
    text: json(
      '2025-11-25',
      '{ "tools": {} }',
      schemaTool('{ "type": "object", "properties": { "text": { "type": "string" }, "date": { "type": "string" } }, "required": ["text", "due"] }'),
    ),
    rule: 'mcpdesc.tool.required-property',
    pointer: '/tools/0/inputSchema/required/1',
    suggestion: 'Did you mean "date"?',
  },
  {
    name: 'an inputSchema with additionalProperties false requires a property it never defines',
    text: json(
      '2025-06-18',
      '{ "tools": {} }',
      schemaTool('{ "type": "object", "properties": { "text": { "type": "string" } }, "required": ["text", "tags"], "additionalProperties": false }'),
    ),
    rule: 'mcpdesc.tool.required-property',
    pointer: '/tools/0/inputSchema/required/1',
    suggestion: 'Add "tags" to "properties"',
  },
  {
    name: 'a nested object in an inputSchema requires a property in other letter case',
    text: json(
      '2025-11-25',
      '{ "tools": {} }',
      schemaTool(
        '{ "type": "object", "properties": { "note": { "type": "object", "properties": { "noteId": { "type": "string" } }, "required": ["noteid"] } } }',
      ),
    ),
    rule: 'mcpdesc.tool.required-property',
    pointer: '/tools/0/inputSchema/properties/note/required/0',
    suggestion: 'Did you mean "noteId"?',
  },
  {
    name: 'an outputSchema requires a field of its items that the items do not define',
    text: json(
      '2025-11-25',
      '{ "tools": {} }',
      schemaTool(
        '{ "type": "object", "properties": { "notes": { "type": "array", "items": { "type": "object", "properties": { "id": { "type": "string" } }, "required": ["id", "text"] } } } }',
        'outputSchema',
      ),
    ),
    rule: 'mcpdesc.tool.required-property',
    pointer: '/tools/0/outputSchema/properties/notes/items/required/1',
    suggestion: 'Add "text" to "properties"',
  },
  {
    name: 'an elicitation form requires a field it does not show',
    text: json(
      '2025-11-25',
      '{ "tools": {} }',
      '[{ "name": "add_note", "description": "Add a note.", "inputSchema": { "type": "object" }, "elicitations": { "confirm": { "message": "Save it?", "requestedSchema": { "type": "object", "properties": { "save": { "type": "boolean" } }, "required": ["saved"] } } } }]',
    ),
    rule: 'mcpdesc.tool.required-property',
    pointer: '/tools/0/elicitations/confirm/requestedSchema/required/0',
    suggestion: 'Did you mean "save"?',
  },
  {
    name: '"$schema" names the 2025-11-25 editor schema in a 2025-06-18 descriptor',
    text: json('2025-06-18', '{ "tools": {} }', `[${tool}]`, `\n  "$schema": "${BASE}/descriptor-2025-11-25.schema.json",`),
    rule: 'mcpdesc.document.schema-url',
    pointer: '/$schema',
    suggestion: `"${BASE}/descriptor-2025-06-18.schema.json"`,
  },
  {
    name: '"$schema" names one version\'s editor schema in a descriptor that lists two',
    text: `{
  "$schema": "${BASE}/descriptor-2025-06-18.schema.json",
  "protocolVersion": ["2025-06-18", "2025-11-25"],
  "serverInfo": { "name": "notes", "version": "1.0.0" },
  "capabilities": { "tools": {} },
  "tools": [${tool}]
}
`,
    rule: 'mcpdesc.document.schema-url',
    pointer: '/$schema',
    suggestion: `"${BASE}/descriptor.schema.json"`,
  },
  ...(['2024-11-05', '2025-03-26', '2025-06-18'] as const).map(
    (version): Mistake => ({
      name: `a tool name with a space in a ${version} descriptor`,
      text: json(version, '{ "tools": {} }', '[{ "name": "add note", "description": "Add a note.", "inputSchema": { "type": "object" } }]'),
      rule: 'mcp.tool.name-format',
      pointer: '/tools/0/name',
      suggestion: 'rename it, e.g. to "add_note"',
    }),
  ),
  {
    name: 'a tool name with a slash in a 2025-06-18 descriptor',
    text: json('2025-06-18', '{ "tools": {} }', '[{ "name": "notes/add", "description": "Add a note.", "inputSchema": { "type": "object" } }]'),
    rule: 'mcp.tool.name-format',
    pointer: '/tools/0/name',
    suggestion: 'rename it, e.g. to "notes_add"',
  },
];
