/**
 * A quick meta-schema check for the schemas nearly every descriptor has: objects of typed properties
 * with descriptions, enums and simple bounds. When every keyword is one of these and its value is of
 * the kind the meta-schema asks for, the schema is valid in every dialect mcpdesc checks, and ajv's
 * meta-schema validation (whose first use compiles the whole meta-schema, most of a run's start-up)
 * is not needed. Anything else returns false and goes to ajv.
 */
import { isObject, type JsonObject, jsonEqual } from '../util/json.js';
import { joinPointer } from '../util/pointer.js';
import { type Dialect, KEYWORDS } from './dialects.js';
import type { SchemaFacts } from './walk.js';

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

/** True only when the schema is certainly valid against its dialect's meta-schema; false means "ask ajv". */
export function isPlainValidSchema(schema: unknown): boolean {
  return plain(schema, 0, undefined);
}

/**
 * For a plain schema, its facts (walk.ts) found in the same pass that finds it plain, so the checker
 * walks it once; undefined when it is not plain. A plain schema has no references, anchors or
 * `patternProperties`: only its unknown keywords, patterns and formats are left to collect.
 */
export function plainSchemaFacts(schema: unknown, dialect: Dialect): SchemaFacts | undefined {
  const facts: SchemaFacts = { refs: [], patterns: [], unknownKeywords: [], formats: [], usesIdentifiers: false };
  return plain(schema, 0, { facts, keywords: KEYWORDS[dialect], path: [] }) ? facts : undefined;
}

interface Collector {
  facts: SchemaFacts;
  keywords: ReadonlySet<string>;
  /** The path to the node being visited; pointers are built only for the facts recorded. */
  path: string[];
}

function plain(schema: unknown, depth: number, collect: Collector | undefined): boolean {
  if (typeof schema === 'boolean') return true;
  if (!isObject(schema) || depth > 32) return false;
  const keys = Object.keys(schema);
  // In walk.ts's order: a node's own facts, then its subschemas'.
  if (collect) record(schema, keys, collect);
  for (const key of keys) {
    const value = schema[key];
    const check = VALUES.get(key);
    if (check) {
      if (!check(value)) return false;
    } else if (key === 'properties') {
      if (!isObject(value)) return false;
      collect?.path.push(key);
      for (const name of Object.keys(value)) {
        collect?.path.push(name);
        if (!plain(value[name], depth + 1, collect)) return false;
        collect?.path.pop();
      }
      collect?.path.pop();
    } else if (key === 'items' || key === 'additionalProperties') {
      collect?.path.push(key);
      if (!plain(value, depth + 1, collect)) return false;
      collect?.path.pop();
    } else if (!key.startsWith('x-')) {
      // Any other keyword (and any other unknown key) is left to ajv.
      return false;
    }
  }
  return true;
}

function record(node: JsonObject, keys: string[], { facts, keywords, path }: Collector): void {
  let prefix: string | undefined;
  const at = (key: string) => joinPointer((prefix ??= path.length === 0 ? '' : joinPointer('', ...path)), key);
  for (const key of keys) {
    if (!keywords.has(key) && !key.startsWith('x-')) facts.unknownKeywords.push({ pointer: at(key), keyword: key });
  }
  if (typeof node.pattern === 'string') facts.patterns.push({ pointer: at('pattern'), pattern: node.pattern, target: 'value' });
  if (typeof node.format === 'string') facts.formats.push({ pointer: at('format'), format: node.format });
}
