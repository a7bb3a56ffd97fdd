// The quick meta-schema check may only say "valid" where ajv's meta-schema validation agrees, in
// every dialect; everything it is unsure of goes to ajv.
import { describe, expect, it } from '@jest/globals';
import AjvDraft07Module from 'ajv';
import Ajv2019Module from 'ajv/dist/2019.js';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import type { Dialect } from '../src/schema/dialects.js';
import { isPlainValidSchema, plainSchemaFacts } from '../src/schema/plain-schema.js';
import { schemaFacts } from '../src/schema/walk.js';

type AjvLike = { validateSchema(schema: unknown): boolean | Promise<unknown> };
const construct = (module: unknown) => ((module as { default?: unknown }).default ?? module) as new (options: object) => AjvLike;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: AjvLike) => void;
const validators = [AjvDraft07Module, Ajv2019Module, Ajv2020Module].map((module) => {
  const ajv = new (construct(module))({ strict: false, logger: false });
  addFormats(ajv);
  return ajv;
});

const anyValue = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.integer({ min: -3, max: 3 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }),
);
const keyword = fc.constantFrom(
  'type',
  'required',
  'title',
  'description',
  'format',
  'pattern',
  'enum',
  'const',
  'default',
  'examples',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'multipleOf',
  'minLength',
  'maxItems',
  'uniqueItems',
  'readOnly',
  'deprecated',
  'x-mcp-header',
  'nullable',
  '$ref',
);
const typeValue = fc.oneof(
  fc.constantFrom('string', 'object', 'integer', 'strin', 'null'),
  fc.array(fc.constantFrom('string', 'null', 'number', 'nope'), { maxLength: 3 }),
);
// Local references that resolve, lead nowhere, are not pointers, have to be percent-decoded, or leave the schema.
const refValue = fc.constantFrom(
  '#',
  "#/$defs/a~1b/(x)'*!$&+,;=:@?",
  '#/$defs/a',
  '#/$defs/b',
  '#/properties',
  '#/nope',
  '#a',
  '#/$defs/%61',
  'other.json#/x',
  'http://example.com/s',
  7,
);
const schema = fc.letrec((tie) => ({
  schema: fc.oneof({ depthSize: 'small' }, fc.boolean(), tie('object')),
  object: fc.dictionary(keyword, fc.oneof(anyValue, typeValue, fc.constantFrom('[a-z]+', '(', 'a\\Z', '\\p{L}'))).chain((base) =>
    fc
      .record(
        {
          properties: fc.dictionary(fc.string({ maxLength: 3 }), tie('schema') as fc.Arbitrary<unknown>, { maxKeys: 3 }),
          items: tie('schema') as fc.Arbitrary<unknown>,
          anyOf: fc.array(tie('schema') as fc.Arbitrary<unknown>, { maxLength: 2 }),
          prefixItems: fc.array(tie('schema') as fc.Arbitrary<unknown>, { maxLength: 2 }),
          not: fc.oneof(tie('schema') as fc.Arbitrary<unknown>, fc.integer()),
          $defs: fc.dictionary(fc.constantFrom('a', 'b'), tie('schema') as fc.Arbitrary<unknown>, { maxKeys: 2 }),
          $ref: refValue,
        },
        { requiredKeys: [] },
      )
      .map((children) => ({ ...base, ...children })),
  ),
})).schema;

describe('the quick meta-schema check', () => {
  it('says "valid" only for schemas every dialect\'s meta-schema accepts', () => {
    let plain = 0;
    fc.assert(
      fc.property(schema, (candidate) => {
        if (!isPlainValidSchema(candidate)) return;
        plain++;
        for (const ajv of validators) expect(ajv.validateSchema(candidate)).toBe(true);
      }),
      { seed: 20261130, numRuns: 2000 },
    );
    // The generator must reach the quick path often enough for the property to mean something.
    expect(plain).toBeGreaterThan(200);
  });

  it("finds a plain schema's facts exactly as the full walk does, in every dialect, and none for other schemas", () => {
    const dialects: Dialect[] = ['draft-07', '2019-09', '2020-12'];
    // Valid values, so that most candidates are plain and many have facts to collect (the other
    // generator brings the schemas that are not plain).
    const plainLike = fc.letrec((tie) => ({
      schema: fc.oneof({ depthSize: 'small' }, fc.boolean(), tie('object')),
      object: fc.record(
        {
          type: fc.constantFrom('string', 'object'),
          format: fc.constantFrom('uuid', 'date', 'nope'),
          pattern: fc.constantFrom('^[a-z]+$', '\\p{L}'),
          deprecated: fc.boolean(),
          'x-mcp-header': fc.string({ maxLength: 3 }),
          properties: fc.dictionary(fc.string({ maxLength: 3 }), tie('schema') as fc.Arbitrary<unknown>, { maxKeys: 3 }),
          items: tie('schema') as fc.Arbitrary<unknown>,
          oneOf: fc.array(tie('schema') as fc.Arbitrary<unknown>, { minLength: 1, maxLength: 2 }),
          allOf: fc.array(tie('schema') as fc.Arbitrary<unknown>, { minLength: 1, maxLength: 2 }),
          prefixItems: fc.array(tie('schema') as fc.Arbitrary<unknown>, { minLength: 1, maxLength: 2 }),
          propertyNames: tie('schema') as fc.Arbitrary<unknown>,
          definitions: fc.dictionary(fc.constantFrom('a', 'b'), tie('schema') as fc.Arbitrary<unknown>, { maxKeys: 2 }),
          $defs: fc.dictionary(fc.constantFrom('a', 'b'), tie('schema') as fc.Arbitrary<unknown>, { maxKeys: 2 }),
          $ref: fc.constantFrom('#', '#/$defs/a', '#/definitions/b', '#/nope', '#/$defs/a~1b/(x)'),
        },
        { requiredKeys: [] },
      ),
    })).schema;
    let withFacts = 0;
    let withRefs = 0;
    fc.assert(
      fc.property(fc.oneof(schema, plainLike), fc.constantFrom(...dialects), (candidate, dialect) => {
        const facts = plainSchemaFacts(candidate, dialect);
        if (!isPlainValidSchema(candidate)) return expect(facts).toBeUndefined();
        const full = schemaFacts(candidate, dialect);
        if (full.unknownKeywords.length + full.patterns.length + full.formats.length > 0) withFacts++;
        if (full.refs.length > 0) withRefs++;
        expect(facts).toEqual(full);
      }),
      { seed: 20261201, numRuns: 2000 },
    );
    // Plain schemas with facts to collect (a "deprecated" unknown to draft-07, patterns, formats) must be reached.
    expect(withFacts).toBeGreaterThan(100);
    // And so must plain schemas with references, resolving or dangling.
    expect(withRefs).toBeGreaterThan(100);
  });

  it('collects facts at their pointers in nested properties and items', () => {
    const nested = { type: 'object', 'x-ui': 1, properties: { 'a/b': { items: { format: 'uuid', pattern: '^[a-z]+$', deprecated: true } } } };
    expect(plainSchemaFacts(nested, 'draft-07')).toEqual({
      refs: [],
      patterns: [{ pointer: '/properties/a~1b/items/pattern', pattern: '^[a-z]+$', target: 'value' }],
      unknownKeywords: [{ pointer: '/properties/a~1b/items/deprecated', keyword: 'deprecated' }],
      formats: [{ pointer: '/properties/a~1b/items/format', format: 'uuid' }],
      usesIdentifiers: false,
    });
  });

  it.each([
    [
      'a typical tool input schema',
      {
        type: 'object',
        properties: { city: { type: 'string', description: 'City', minLength: 1 }, days: { type: 'integer', minimum: 1, maximum: 7 } },
        required: ['city'],
      },
      true,
    ],
    ['a misspelt type', { type: 'strng' }, false],
    ['duplicate required names', { required: ['a', 'a'] }, false],
    ['a negative minLength', { minLength: -1 }, false],
    ['an invalid pattern', { pattern: '(' }, false],
    ['a long enum of scalars', { enum: [...Array.from({ length: 100 }, (_, i) => `v${i}`), 1, 0, true, null] }, true],
    ['a long enum with a repeated value', { enum: [...Array.from({ length: 100 }, (_, i) => `v${i}`), 'v7'] }, false],
    ['an enum holding NaN (YAML .nan), left to ajv', { enum: ['a', Number.NaN] }, false],
    ['a long enum of objects, left to ajv', { enum: Array.from({ length: 65 }, (_, i) => ({ i })) }, false],
    ['composition', { anyOf: [{ type: 'string' }, { not: { type: 'null' } }], propertyNames: { maxLength: 3 } }, true],
    ['empty composition, which the meta-schemas refuse', { anyOf: [] }, false],
    ['a local reference to a definition', { $defs: { id: { type: 'string' } }, properties: { a: { $ref: '#/$defs/id' } } }, true],
    ['a reference that leaves the schema, left to ajv', { $ref: 'other.json#/x' }, false],
    ['a percent-encoded reference, left to ajv', { $ref: '#/$defs/%61' }, false],
    ['conditionals, left to ajv', { if: { type: 'string' }, then: { minLength: 1 } }, false],
  ])('%s', (_, candidate, expected) => {
    expect(isPlainValidSchema(candidate)).toBe(expected);
  });
});
