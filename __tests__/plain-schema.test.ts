// The quick meta-schema check may only say "valid" where ajv's meta-schema validation agrees, in
// every dialect; everything it is unsure of goes to ajv.
import { describe, expect, it } from '@jest/globals';
import AjvDraft07Module from 'ajv';
import Ajv2019Module from 'ajv/dist/2019.js';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { isPlainValidSchema } from '../src/schema/plain-schema.js';

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
const schema = fc.letrec((tie) => ({
  schema: fc.oneof({ depthSize: 'small' }, fc.boolean(), tie('object')),
  object: fc.dictionary(keyword, fc.oneof(anyValue, typeValue, fc.constantFrom('[a-z]+', '(', 'a\\Z', '\\p{L}'))).chain((base) =>
    fc
      .record(
        {
          properties: fc.dictionary(fc.string({ maxLength: 3 }), tie('schema') as fc.Arbitrary<unknown>, { maxKeys: 3 }),
          items: tie('schema') as fc.Arbitrary<unknown>,
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
    ['composition, left to ajv', { anyOf: [{ type: 'string' }] }, false],
  ])('%s', (_, candidate, expected) => {
    expect(isPlainValidSchema(candidate)).toBe(expected);
  });
});
