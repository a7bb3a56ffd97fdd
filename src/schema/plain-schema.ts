// Kept for speed: synthetic corpus 64 % faster with it (npm run bench, 2026-12-04; CLI --jobs 1 CPU 9.0 s vs 24.7 s without).
/**
 * A quick meta-schema check for the schemas nearly every descriptor has: objects of typed properties
 * with descriptions, enums and simple bounds, composed with anyOf/oneOf/allOf/not, with definitions
 * reached by local references ("#/$defs/x"). When every keyword is one of these and its value is of
 * the kind the meta-schema asks for, the schema is valid in every dialect mcpdesc checks, and ajv's
 * meta-schema validation (whose first use compiles the whole meta-schema, most of a run's start-up)
 * is not needed. Anything else returns false and goes to ajv.
 */
import { isObject, type JsonObject, jsonEqual } from '../util/json.js';
import { getAt, joinPointer } from '../util/pointer.js';
import { type Dialect, KEYWORDS } from './dialects.js';
import { fragmentPointer, type SchemaFacts } from './walk.js';

const TYPES = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);

const isString = (v: unknown) => typeof v === 'string';
const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isCount = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isAny = () => true;

function isType(value: unknown): boolean {
  if (typeof value === 'string') return TYPES.has(value);
  return Array.isArray(value) && value.length > 0 && value.every((t) => typeof t === 'string' && TYPES.has(t)) && distinct(value);
}

/**
 * Whether no two values are the same, for strings and finite numbers (where === is a set's equality):
 * short lists, most of them, pairwise instead of through a set made for each.
 */
function distinct(values: readonly unknown[]): boolean {
  if (values.length > 16) return new Set(values).size === values.length;
  for (let i = 1; i < values.length; i++) for (let j = 0; j < i; j++) if (values[i] === values[j]) return false;
  return true;
}

/** A value JSON equality compares with === and a set tells apart alike (NaN, which YAML can write, is neither). */
const isScalar = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'boolean' || isNumber(v);

/**
 * draft-07 asks for at least one value, all different. Scalars are told apart by a set, however many;
 * objects and arrays are compared pairwise, so only in short lists.
 */
function isEnum(value: unknown): boolean {
  if (!Array.isArray(value) || value.length === 0) return false;
  if (value.every(isScalar)) return distinct(value);
  return value.length <= 64 && value.every((v, i) => value.findIndex((w) => jsonEqual(v, w)) === i);
}

function isNames(value: unknown): boolean {
  return Array.isArray(value) && value.every(isString) && distinct(value);
}

/** What the ECMA-262 "regex" format of the meta-schemas accepts (as ajv-formats checks it). */
function isPattern(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  let valid = PATTERNS.get(value);
  if (valid === undefined) {
    valid = !/[^\\]\\Z/.test(value) && compiles(value);
    // Tools of a descriptor repeat their patterns: remember a bounded number of verdicts.
    if (PATTERNS.size >= MAX_PATTERNS) PATTERNS.clear();
    PATTERNS.set(value, valid);
  }
  return valid;
}

const PATTERNS = new Map<string, boolean>();
const MAX_PATTERNS = 1000;

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
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

/**
 * A `$ref` a plain schema may hold: "#" or a JSON Pointer into the schema itself ("#/$defs/x"), in
 * characters the meta-schemas' "uri-reference" format accepts as they are (no percent-encoding).
 */
const LOCAL_REF = /^#(?:\/[A-Za-z0-9\-._~!$&'()*+,;=:@/?]*)?$/;

/** Keywords whose value is a non-empty list of subschemas (prefixItems only where the dialect defines it). */
const LIST = 1;
/** Keywords whose value maps names to subschemas: defined by every dialect mcpdesc checks (see dialects.ts). */
const MAP = 2;
/** Keywords whose value is one subschema. */
const SINGLE = 3;

/** What each keyword a plain schema may hold is: a value checked as it is, or subschemas; one lookup per key. */
type Kind = ((value: unknown) => boolean) | typeof LIST | typeof MAP | typeof SINGLE;
const KINDS: ReadonlyMap<string, Kind> = new Map<string, Kind>([
  ...VALUES,
  ...['anyOf', 'oneOf', 'allOf', 'prefixItems'].map((key): [string, Kind] => [key, LIST]),
  ...['properties', '$defs', 'definitions'].map((key): [string, Kind] => [key, MAP]),
  ...['items', 'additionalProperties', 'not', 'propertyNames'].map((key): [string, Kind] => [key, SINGLE]),
]);

/** True only when the schema is certainly valid against its dialect's meta-schema; false means "ask ajv". */
export function isPlainValidSchema(schema: unknown): boolean {
  return plain(schema, 0, undefined, schema);
}

/**
 * For a plain schema, its facts (walk.ts) found in the same pass that finds it plain, so the checker
 * walks it once; undefined when it is not plain. A plain schema has no identifiers, anchors or
 * `patternProperties`, and only local references: its unknown keywords, references, patterns and
 * formats are left to collect.
 */
export function plainSchemaFacts(schema: unknown, dialect: Dialect): SchemaFacts | undefined {
  const facts: SchemaFacts = { refs: [], patterns: [], unknownKeywords: [], formats: [], usesIdentifiers: false };
  return plain(schema, 0, { facts, keywords: KEYWORDS[dialect], path: [] }, schema) ? facts : undefined;
}

interface Collector {
  facts: SchemaFacts;
  keywords: ReadonlySet<string>;
  /** The path to the node being visited; pointers are built only for the facts recorded. */
  path: string[];
}

function plain(schema: unknown, depth: number, collect: Collector | undefined, root: unknown): boolean {
  if (typeof schema === 'boolean') return true;
  if (!isObject(schema) || depth > 32) return false;
  const keys = Object.keys(schema);
  // In walk.ts's order: a node's own facts, then its subschemas'.
  if (collect) record(schema, keys, collect, root);
  for (const key of keys) {
    const value = schema[key];
    const kind = KINDS.get(key);
    if (kind === undefined) {
      if (key === '$ref') {
        if (typeof value !== 'string' || !LOCAL_REF.test(value)) return false;
      } else if (!key.startsWith('x-')) {
        // Any other keyword (and any other unknown key) is left to ajv.
        return false;
      }
    } else if (typeof kind === 'function') {
      if (!kind(value)) return false;
    } else if (kind === MAP) {
      if (!isObject(value)) return false;
      collect?.path.push(key);
      for (const name of Object.keys(value)) {
        collect?.path.push(name);
        if (!plain(value[name], depth + 1, collect, root)) return false;
        collect?.path.pop();
      }
      collect?.path.pop();
    } else if (kind === SINGLE) {
      collect?.path.push(key);
      if (!plain(value, depth + 1, collect, root)) return false;
      collect?.path.pop();
    } else {
      if (!Array.isArray(value) || value.length === 0) return false;
      // The full walk visits prefixItems only where it is a keyword: elsewhere its items are only checked.
      const inner = collect && !collect.keywords.has(key) ? undefined : collect;
      inner?.path.push(key);
      for (let index = 0; index < value.length; index++) {
        inner?.path.push(String(index));
        if (!plain(value[index], depth + 1, inner, root)) return false;
        inner?.path.pop();
      }
      inner?.path.pop();
    }
  }
  return true;
}

function record(node: JsonObject, keys: string[], { facts, keywords, path }: Collector, root: unknown): void {
  let prefix: string | undefined;
  const at = (key: string) => joinPointer((prefix ??= path.length === 0 ? '' : joinPointer('', ...path)), key);
  for (const key of keys) {
    if (!keywords.has(key) && !key.startsWith('x-')) facts.unknownKeywords.push({ pointer: at(key), keyword: key });
  }
  const ref = node.$ref;
  // Only a local reference keeps the schema plain (checked by `plain`): it never leaves the schema.
  if (typeof ref === 'string' && LOCAL_REF.test(ref)) {
    const dangling = ref.startsWith('#/') && getAt(root, fragmentPointer(ref)) === undefined;
    facts.refs.push({ pointer: at('$ref'), keyword: '$ref', ref, external: false, dangling });
  }
  if (typeof node.pattern === 'string') facts.patterns.push({ pointer: at('pattern'), pattern: node.pattern, target: 'value' });
  if (typeof node.format === 'string') facts.formats.push({ pointer: at('format'), format: node.format });
}
