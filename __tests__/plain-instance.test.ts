// The quick instance check may only accept what ajv accepts, in every dialect; what it does not accept
// goes to ajv, which then explains the problem.
import { describe, expect, it } from '@jest/globals';
import AjvDraft07Module from 'ajv';
import Ajv2019Module from 'ajv/dist/2019.js';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { plainlyValid } from '../src/schema/plain-instance.js';
import { isPlainValidSchema } from '../src/schema/plain-schema.js';
import { budgetedRegExp } from '../src/schema/regex.js';

type AjvLike = { compile(schema: unknown): (data: unknown) => boolean };
const construct = (module: unknown) => ((module as { default?: unknown }).default ?? module) as new (options: object) => AjvLike;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: AjvLike) => void;
const validators = [AjvDraft07Module, Ajv2019Module, Ajv2020Module].map((module) => {
  const ajv = new (construct(module))({ strict: false, logger: false, allErrors: true });
  addFormats(ajv);
  return ajv;
});
const regExp = budgetedRegExp();

const NAMES = ['a', 'b', 'c'];
const scalar = fc.oneof(
  fc.constantFrom('', 'x', 'ab', 'hello', '😀😀', 'a-1'),
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom(1.5, 0, -0, 1e21),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(fc.constantFrom(...NAMES, 'd'), scalar, { maxKeys: 3 }));
const leaf = fc.record(
  {
    type: fc.oneof(fc.constantFrom('string', 'integer', 'number', 'boolean', 'null', 'array', 'object'), fc.constant(['string', 'null'])),
    enum: fc.array(scalar, { minLength: 1, maxLength: 3 }),
    const: scalar,
    minimum: fc.integer({ min: -2, max: 2 }),
    exclusiveMaximum: fc.integer({ min: -2, max: 4 }),
    minLength: fc.integer({ min: 0, max: 3 }),
    maxLength: fc.integer({ min: 0, max: 3 }),
    pattern: fc.constantFrom('^[a-z]+$', 'a', '^\\p{L}+$'),
    minItems: fc.integer({ min: 0, max: 2 }),
    uniqueItems: fc.boolean(),
    items: fc.constantFrom({ type: 'string' }, { type: 'integer', maximum: 3 }, true, false),
    minProperties: fc.integer({ min: 0, max: 2 }),
    description: fc.constant('annotation only'),
  },
  { requiredKeys: [] },
);
const schema = fc.record(
  {
    type: fc.constant('object'),
    properties: fc.dictionary(fc.constantFrom(...NAMES), leaf, { maxKeys: 3 }),
    required: fc.subarray(NAMES),
    additionalProperties: fc.oneof(fc.boolean(), leaf),
  },
  { requiredKeys: ['type'] },
);
// Composition the quick check follows (anyOf, allOf, propertyNames; definitions assert nothing by themselves).
const composed = fc.oneof(
  fc.record({ anyOf: fc.array(leaf, { minLength: 1, maxLength: 2 }) }),
  fc.record({ allOf: fc.array(leaf, { minLength: 1, maxLength: 2 }), $defs: fc.dictionary(fc.constantFrom(...NAMES), leaf, { maxKeys: 1 }) }),
  fc.record({ propertyNames: fc.constantFrom({ maxLength: 1 }, { pattern: '^[ab]$' }, { enum: ['a', 'd'] }, false), type: fc.constant('object') }),
);

describe('the quick instance check', () => {
  it('accepts only instances ajv accepts', () => {
    let accepted = 0;
    let acceptedComposed = 0;
    let rejected = 0;
    fc.assert(
      fc.property(fc.oneof(schema, leaf, composed), value, (candidate, instance) => {
        if (!isPlainValidSchema(candidate)) return;
        if (!plainlyValid(candidate, instance, regExp)) {
          rejected++;
          return;
        }
        accepted++;
        if ('anyOf' in candidate || 'allOf' in candidate || 'propertyNames' in candidate) acceptedComposed++;
        for (const ajv of validators) expect(ajv.compile(candidate)(instance)).toBe(true);
      }),
      { seed: 20261130, numRuns: 6000 },
    );
    // Both answers must occur often enough for the property to mean something.
    expect(accepted).toBeGreaterThan(150);
    expect(rejected).toBeGreaterThan(300);
    expect(acceptedComposed).toBeGreaterThan(100);
  });

  it('leaves keywords it does not implement to ajv', () => {
    expect(plainlyValid({ type: 'string', format: 'email' }, 'a@b.c', regExp)).toBe(false);
    expect(plainlyValid({ multipleOf: 2 }, 4, regExp)).toBe(false);
  });

  it('counts string length in code points, as JSON Schema does', () => {
    expect(plainlyValid({ maxLength: 1 }, '😀', regExp)).toBe(true);
    expect(plainlyValid({ minLength: 2 }, '😀', regExp)).toBe(false);
  });
});
