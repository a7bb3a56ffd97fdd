import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from '@jest/globals';
import type { Version } from '../src/protocol/versions.js';
import AjvDraft07Module from 'ajv';
import Ajv2019Module from 'ajv/dist/2019.js';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { type Dialect, KNOWN_FORMATS, mcpSchemaDialect, UNASSERTED_FORMATS } from '../src/schema/dialects.js';
import { JsonSchemaChecker, type RegExpEngine, type SchemaProblem } from '../src/schema/json-schema.js';
import { fileSchemaCompiler } from '../src/schema/compiler.js';

/** [pointer, target, a phrase the message contains] */
type Expected = [string, 'key' | 'value', string];

const summary = (problems: readonly SchemaProblem[]) => problems.map((p) => [p.pointer, p.target, p.message]);
const matches = (problems: readonly SchemaProblem[], expected: readonly Expected[]) => {
  expect(problems.map((p) => [p.pointer, p.target])).toEqual(expected.map(([pointer, target]) => [pointer, target]));
  for (const [i, [, , phrase]] of expected.entries()) expect(problems[i].message).toContain(phrase);
};

describe('KNOWN_FORMATS', () => {
  // The checker reports unknown formats without loading ajv: its list must be ajv's, as createAjv sets it up.
  it.each([
    ['draft-07', AjvDraft07Module.default],
    ['2019-09', Ajv2019Module.default],
    ['2020-12', Ajv2020Module.default],
  ])("is %s ajv's list of formats, in ajv's order", (_, Ajv) => {
    const ajv = new Ajv({ strict: false, logger: false });
    addFormatsModule.default(ajv);
    for (const format of UNASSERTED_FORMATS) ajv.addFormat(format, true);
    expect(KNOWN_FORMATS).toEqual(Object.keys(ajv.formats));
  });
});

describe('mcpSchemaDialect', () => {
  const cases: [Version, unknown, ReturnType<typeof mcpSchemaDialect>][] = [
    ['2024-11-05', { type: 'object' }, { dialect: 'draft-07', declared: false }],
    ['2025-06-18', { $schema: 'https://json-schema.org/draft/2020-12/schema' }, { dialect: 'draft-07', declared: false }],
    ['2025-11-25', { type: 'object' }, { dialect: '2020-12', declared: false }],
    ['2025-11-25', { $schema: 'http://json-schema.org/draft-07/schema#' }, { dialect: 'draft-07', declared: true }],
    ['2026-07-28', { $schema: 'http://json-schema.org/draft-07/schema' }, { dialect: 'draft-07', declared: true }],
    ['2026-07-28', { $schema: 'https://json-schema.org/draft/2019-09/schema' }, { dialect: '2019-09', declared: true }],
    ['2026-07-28', { $schema: 'https://json-schema.org/draft/2020-12/schema#' }, { dialect: '2020-12', declared: true }],
    ['2026-07-28', { $schema: 'http://json-schema.org/draft-04/schema#' }, { unsupported: 'http://json-schema.org/draft-04/schema#' }],
    ['2026-07-28', { $schema: 7 }, { dialect: '2020-12', declared: false }],
  ];
  it.each(cases)('%s %j', (version, schema, expected) => expect(mcpSchemaDialect(schema, version)).toEqual(expected));

  it('reads a version that states no dialect by the statement of a later version the file also speaks', () => {
    const both: Version[] = ['2024-11-05', '2025-11-25'];
    expect(mcpSchemaDialect({ type: 'object' }, '2024-11-05', both)).toEqual({ dialect: '2020-12', declared: false, borrowed: true });
    expect(mcpSchemaDialect({ $schema: 'http://json-schema.org/draft-07/schema#' }, '2024-11-05', both)).toEqual({
      dialect: 'draft-07',
      declared: true,
      borrowed: true,
    });
    expect(mcpSchemaDialect({ type: 'object' }, '2025-11-25', both)).toEqual({ dialect: '2020-12', declared: false });
    expect(mcpSchemaDialect({ type: 'object' }, '2024-11-05', ['2024-11-05', '2025-06-18'])).toEqual({ dialect: 'draft-07', declared: false });
  });
});

describe('JsonSchemaChecker.compile', () => {
  const cases: [string, unknown, Dialect, Expected[]][] = [
    ['a valid schema', { type: 'object', properties: { a: { type: 'string', pattern: '^a+$' } }, required: ['a'] }, '2020-12', []],
    ['a boolean schema', true, '2020-12', []],
    ['a non-schema', 'object', '2020-12', [['', 'value', 'must be a JSON Schema']]],
    ['a typo in type', { type: 'strnig' }, '2020-12', [['/type', 'value', 'Did you mean "string"?']]],
    ['a typo inside a list of types', { type: ['string', 'nul'] }, 'draft-07', [['/type/1', 'value', 'Did you mean "null"?']]],
    [
      'a non-schema property',
      { properties: { a: 5 } },
      '2020-12',
      [['/properties/a', 'value', 'must be a schema (an object, or true or false), but it is an integer (5)']],
    ],
    ['a draft-07 tuple that 2020-12 rejects', { items: [{ type: 'string' }] }, '2020-12', [['/items', 'value', 'must be a schema']]],
    ['a draft-07 tuple in draft-07', { items: [{ type: 'string' }] }, 'draft-07', []],
    ['a repeated required name', { required: ['a', 'a'] }, '2020-12', [['/required', 'value', 'the items at [0] and [1] are equal']]],
    ['an invalid pattern, reported once', { properties: { a: { pattern: '(' } } }, '2020-12', [['/properties/a/pattern', 'value', 'Unterminated group']]],
    [
      'an invalid patternProperties key',
      { patternProperties: { '[a-': {} } },
      '2020-12',
      [['/patternProperties/[a-', 'key', 'not a valid regular expression']],
    ],
    [
      'a remote reference',
      { properties: { a: { $ref: 'https://example.com/a.json#/x' } } },
      '2020-12',
      [['/properties/a/$ref', 'value', 'points outside this schema']],
    ],
    ['a relative reference to another file', { $ref: 'defs.json' }, 'draft-07', [['/$ref', 'value', 'points outside this schema']]],
    [
      'a reference to a meta-schema, which is never fetched',
      { $ref: 'http://json-schema.org/draft-07/schema#' },
      'draft-07',
      [['/$ref', 'value', 'points outside this schema']],
    ],
    ['a dangling local reference', { properties: { a: { $ref: '#/$defs/missing' } } }, '2020-12', [['/properties/a/$ref', 'value', 'leads to nothing']]],
    ['a local reference with an escaped name', { $defs: { 'a b': { type: 'string' } }, $ref: '#/$defs/a%20b' }, '2020-12', []],
    ['a reference to an unknown anchor', { $ref: '#nowhere' }, '2020-12', [['/$ref', 'value', 'does not resolve']]],
    ['a reference to an embedded resource', { $id: 'https://example.com/root', $ref: 'item', $defs: { item: { $id: 'item', type: 'string' } } }, '2020-12', []],
    ['a recursive reference', { type: 'object', properties: { child: { $ref: '#' } } }, '2020-12', []],
    ['a data value that looks like a reference', { const: { $ref: 'https://example.com/x' } }, '2020-12', []],
    ['a property named __proto__', JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}'), '2020-12', []],
    [
      'two resources with one $id',
      { $defs: { a: { $id: 'https://x/a' }, b: { $id: 'https://x/a' } } },
      '2020-12',
      [['', 'value', 'cannot be compiled as JSON Schema 2020-12 (reference "https://x/a" resolves to more than one schema)']],
    ],
    ['an unparsable $id', { $id: 'http://[::1', type: 'string', properties: { a: { $ref: '#' } } }, '2020-12', []],
  ];
  it.each(cases)('%s', (_name, schema, dialect, expected) => {
    const compiled = new JsonSchemaChecker().compile(schema, dialect);
    if (expected.length === 0) expect(compiled.ok ? [] : summary(compiled.problems)).toEqual([]);
    else matches(compiled.ok ? [] : compiled.problems, expected);
  });

  it('ignores a root $schema: the caller chose the dialect', () => {
    expect(new JsonSchemaChecker().compile({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'string' }, '2020-12').ok).toBe(true);
  });

  it('compiles two schemas with the same $id one after the other', () => {
    const checker = new JsonSchemaChecker();
    const first = checker.compile({ $id: 'https://example.com/s', type: 'string' }, '2020-12');
    const second = checker.compile({ $id: 'https://example.com/s', type: 'number' }, '2020-12');
    expect(first.ok && first.validate('x')).toEqual([]);
    expect(second.ok && second.validate('x').map((p) => p.message)).toEqual(['must be a number, but it is a string ("x").']);
  });

  it('caches plain schemas per object, and the others, which ajv compiles, per dialect and schema text', () => {
    const checker = new JsonSchemaChecker();
    const plain = { type: 'object', properties: { a: { type: 'string' } } };
    expect(checker.compile(plain, '2020-12')).toBe(checker.compile(plain, '2020-12'));
    expect(checker.compile(plain, '2020-12')).not.toBe(checker.compile(plain, 'draft-07'));
    const composed = { if: { type: 'string' }, then: { minLength: 1 }, else: { type: 'integer' } };
    expect(checker.compile(composed, '2020-12')).toBe(checker.compile(JSON.parse(JSON.stringify(composed)), '2020-12'));
    expect(checker.compile(composed, '2020-12')).not.toBe(checker.compile(composed, 'draft-07'));
  });
});

describe('JsonSchemaChecker memory', () => {
  const keptHeap = () => {
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
    return process.memoryUsage().heapUsed;
  };
  // Each file's schema is its own object: once the file is done, nothing of its validator should stay.
  const checkOnce = (checker: JsonSchemaChecker, i: number) => {
    const schema = { type: 'object', properties: { [`p${i}`]: { type: 'string', minLength: i + 1 } }, required: [`p${i}`] };
    const compiled = checker.compile(schema, '2020-12');
    // An instance that does not fit: the validator is compiled to say why.
    return compiled.ok ? compiled.validate({}).length : 0;
  };

  it("keeps no validator of a schema that is gone (ajv's instances keep every one they compile)", () => {
    const checker = new JsonSchemaChecker();
    for (let i = 0; i < 40; i++) checkOnce(checker, i);
    const before = keptHeap();
    let problems = 0;
    for (let i = 40; i < 340; i++) problems += checkOnce(checker, i);
    expect(problems).toBe(300);
    // 300 validators kept took about 2 MB; the instances in use keep at most a few dozen.
    expect(keptHeap() - before).toBeLessThan(600_000);
  });
});

describe("a file's schema compiler", () => {
  it('admits a schema of exactly maxSchemaNodes values, and refuses one more', () => {
    const compiler = fileSchemaCompiler({ maxSchemaNodes: 7 });
    // The schema, its "type" and "properties", two properties and their types: seven values; "required" adds two.
    const fits = compiler.compile({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'integer' } } }, '2020-12');
    expect(fits.ok).toBe(true);
    const over = compiler.compile({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'integer' } }, required: ['a'] }, '2020-12');
    expect(over.ok ? [] : over.problems.map((p) => p.message)).toEqual([expect.stringContaining('more than 7 values (limits.maxSchemaNodes)')]);
  });

  it('answers a schema it compiled again without charging it twice, and keeps charging the others', () => {
    const compiler = fileSchemaCompiler({ maxSchemaNodes: 100, maxSchemaNodesPerFile: 10 });
    // Seven values each: one schema fits the file's budget, a second does not.
    const schema = () => ({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'integer' } } });
    const first = schema();
    const compiled = compiler.compile(first, '2020-12');
    expect(compiled.ok).toBe(true);
    expect(compiler.compile(first, '2020-12')).toBe(compiled);
    expect(compiler.compile(first, '2020-12').ok).toBe(true);
    const second = compiler.compile(schema(), '2020-12');
    expect(second.ok ? [] : second.problems.map((p) => p.message)).toEqual([expect.stringContaining('limits.maxSchemaNodesPerFile')]);
    // The same object in another dialect is compiled as that dialect, and already charged.
    const other = compiler.compile(first, 'draft-07');
    expect(other.ok).toBe(true);
    expect(other).not.toBe(compiled);
  });
});

describe('JsonSchemaChecker validation of instances', () => {
  const schema = {
    type: 'object',
    properties: {
      city: { type: 'string', minLength: 2 },
      days: { type: 'integer', minimum: 1, maximum: 7 },
      units: { enum: ['metric', 'imperial'] },
      email: { type: 'string', format: 'email' },
      note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      count: { oneOf: [{ type: 'integer' }, { type: 'number' }] },
      place: { anyOf: [{ type: 'object', properties: { lat: { type: 'number' } }, required: ['lat'] }, { type: 'string' }] },
      tags: { type: 'array', items: { type: 'string' }, uniqueItems: true },
    },
    required: ['city'],
    additionalProperties: false,
  };
  const cases: [string, unknown, Expected[]][] = [
    ['valid input', { city: 'Lisbon', days: 3, units: 'metric', note: null, count: 1.5 }, []],
    ['a missing required property', {}, [['', 'value', 'is missing required property "city"']]],
    ['an undeclared property', { city: 'Lisbon', town: 'x' }, [['/town', 'key', '"additionalProperties" to false']]],
    ['a wrong type', { city: 5 }, [['/city', 'value', 'must be a string, but it is an integer (5)']]],
    ['a value out of range', { city: 'Lisbon', days: 14 }, [['/days', 'value', 'must be at most 7, not 14']]],
    ['a near-miss enum value', { city: 'Lisbon', units: 'metrc' }, [['/units', 'value', 'Did you mean "metric"?']]],
    ['a bad format', { city: 'Lisbon', email: 'nope' }, [['/email', 'value', 'must be a valid email, not "nope"']]],
    ['a nullable type', { city: 'Lisbon', note: 3 }, [['/note', 'value', 'must be a string or null, but it is an integer (3)']]],
    ['an ambiguous oneOf', { city: 'Lisbon', count: 2 }, [['/count', 'value', 'alternatives 1 and 2']]],
    ['a failed anyOf of different shapes', { city: 'Lisbon', place: { lat: 'north' } }, [['/place', 'value', 'Against alternative 1, "lat" must be a number']]],
    ['a repeated item', { city: 'Lisbon', tags: ['a', 'a'] }, [['/tags', 'value', 'must not repeat an item']]],
    ['a nested wrong item', { city: 'Lisbon', tags: ['a', 1] }, [['/tags/1', 'value', 'must be a string']]],
    ['a short string', { city: 'L' }, [['/city', 'value', 'at least 2 characters long']]],
  ];
  const compiled = new JsonSchemaChecker().compile(schema, '2020-12');
  it.each(cases)('%s', (_name, instance, expected) => {
    if (!compiled.ok) throw new Error('fixture schema must compile');
    matches(compiled.validate(instance), expected);
  });
});

describe('JsonSchemaChecker.vocabularyProblems', () => {
  const cases: [string, unknown, Dialect, Expected[]][] = [
    ['known keywords and extensions', { type: 'object', 'x-mcp-header': 'Region', properties: { a: { type: 'string', format: 'uuid' } } }, '2020-12', []],
    ['a typo', { type: 'object', requried: ['a'] }, '2020-12', [['/requried', 'key', 'Did you mean "required"?']]],
    ['OpenAPI vocabulary', { properties: { a: { type: 'string', nullable: true } } }, '2020-12', [['/properties/a/nullable', 'key', 'OpenAPI']]],
    [
      'a keyword of another dialect',
      { prefixItems: [{ type: 'string' }] },
      'draft-07',
      [['/prefixItems', 'key', 'is a keyword of JSON Schema 2020-12, not of JSON Schema draft-07']],
    ],
    ['a keyword 2020-12 dropped', { additionalItems: false }, '2020-12', [['/additionalItems', 'key', 'JSON Schema draft-07 and 2019-09']]],
    ['an unknown format', { type: 'string', format: 'emial' }, '2020-12', [['/format', 'value', 'Did you mean "email"?']]],
    ['an internationalised format', { type: 'string', format: 'idn-email' }, '2020-12', []],
    ['data is not schema', { enum: [{ requried: true }], default: { nullable: 1 } }, '2020-12', []],
  ];
  it.each(cases)('%s', (_name, schema, dialect, expected) => matches(new JsonSchemaChecker().vocabularyProblems(schema, dialect), expected));
});

/** JavaScript's own engine, for tests of the seam itself. */
const NATIVE_REGEXP: RegExpEngine = Object.assign((pattern: string, flags: string) => new RegExp(pattern, flags), { code: 'new RegExp' });

describe('the regular-expression engine seam', () => {
  it('runs every descriptor pattern through the configured engine, when checking and when validating', () => {
    const seen: string[] = [];
    const recording: RegExpEngine = Object.assign(
      (pattern: string, flags: string) => {
        seen.push(pattern);
        return NATIVE_REGEXP(pattern, flags);
      },
      { code: 'new RegExp' },
    );
    const compiled = new JsonSchemaChecker({ regExp: recording }).compile({ properties: { a: { pattern: '^x' } }, patternProperties: { '^y': {} } }, '2020-12');
    expect(compiled.ok && compiled.validate({ a: 'xa', yb: 1 })).toEqual([]);
    expect(seen).toEqual(expect.arrayContaining(['^x', '^y']));
  });

  it('reports a pattern the engine refuses, at the pattern', () => {
    const refusing: RegExpEngine = Object.assign(
      (pattern: string, flags: string) => {
        if (pattern.includes('(?<=')) throw new SyntaxError('Invalid regular expression: /(?<=a)b/u: lookbehind is not supported');
        return NATIVE_REGEXP(pattern, flags);
      },
      { code: 'new RegExp' },
    );
    const compiled = new JsonSchemaChecker({ regExp: refusing }).compile({ properties: { a: { pattern: '(?<=a)b' } } }, '2020-12');
    matches(compiled.ok ? [] : compiled.problems, [['/properties/a/pattern', 'value', 'lookbehind is not supported']]);
  });
});
