/**
 * A quick meta-schema check for the schemas nearly every descriptor has: objects of typed properties
 * with descriptions, enums and simple bounds. When every keyword is one of these and its value is of
 * the kind the meta-schema asks for, the schema is valid in every dialect mcpdesc checks, and ajv's
 * meta-schema validation (whose first use compiles the whole meta-schema, most of a run's start-up)
 * is not needed. Anything else returns false and goes to ajv.
 */
import { isObject, jsonEqual } from '../util/json.js';

const TYPES = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);

const isString = (v: unknown) => typeof v === 'string';
const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isCount = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isAny = () => true;

function isType(value: unknown): boolean {
  if (typeof value === 'string') return TYPES.has(value);
  return Array.isArray(value) && value.length > 0 && value.every((t) => typeof t === 'string' && TYPES.has(t)) && new Set(value).size === value.length;
}

/** draft-07 asks for at least one value, all different. */
function isEnum(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0 && value.length <= 64 && value.every((v, i) => value.findIndex((w) => jsonEqual(v, w)) === i);
}

function isNames(value: unknown): boolean {
  return Array.isArray(value) && value.every(isString) && new Set(value).size === value.length;
}

/** What the ECMA-262 "regex" format of the meta-schemas accepts (as ajv-formats checks it). */
function isPattern(value: unknown): boolean {
  if (typeof value !== 'string' || /[^\\]\\Z/.test(value)) return false;
  try {
    new RegExp(value, 'u');
    return true;
  } catch {
    return false;
  }
}

/** Keywords whose values are checked here, with the check; subschema keywords are handled by `plain`. */
const VALUES: ReadonlyMap<string, (value: unknown) => boolean> = new Map([
  ['type', isType],
  ['required', isNames],
  ['title', isString],
  ['description', isString],
  ['$comment', isString],
  ['format', isString],
  ['pattern', isPattern],
  ['default', isAny],
  ['const', isAny],
  ['enum', isEnum],
  ['examples', Array.isArray],
  ['minimum', isNumber],
  ['maximum', isNumber],
  ['exclusiveMinimum', isNumber],
  ['exclusiveMaximum', isNumber],
  ['multipleOf', (v: unknown) => isNumber(v) && (v as number) > 0],
  ['minLength', isCount],
  ['maxLength', isCount],
  ['minItems', isCount],
  ['maxItems', isCount],
  ['minProperties', isCount],
  ['maxProperties', isCount],
  ['uniqueItems', (v: unknown) => typeof v === 'boolean'],
  ['readOnly', (v: unknown) => typeof v === 'boolean'],
  ['writeOnly', (v: unknown) => typeof v === 'boolean'],
  ['deprecated', (v: unknown) => typeof v === 'boolean'],
]);

/** True only when the schema is certainly valid against its dialect's meta-schema; false means "ask ajv". */
export function isPlainValidSchema(schema: unknown, depth = 0): boolean {
  if (typeof schema === 'boolean') return true;
  if (!isObject(schema) || depth > 32) return false;
  for (const key of Object.keys(schema)) {
    const value = schema[key];
    const check = VALUES.get(key);
    if (check) {
      if (!check(value)) return false;
    } else if (key === 'properties') {
      if (!isObject(value) || !Object.keys(value).every((name) => isPlainValidSchema(value[name], depth + 1))) return false;
    } else if (key === 'items' || key === 'additionalProperties') {
      if (!isPlainValidSchema(value, depth + 1)) return false;
    } else if (!key.startsWith('x-')) {
      // Any other keyword (and any other unknown key) is left to ajv.
      return false;
    }
  }
  return true;
}
