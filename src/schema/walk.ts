/**
 * One pass over a JSON Schema that collects what ajv cannot report with a location: references and
 * where they lead, regular expressions, keywords the dialect does not define, and `format` values.
 * Only places the dialect reads as subschemas are visited, so `const`, `enum`, `default` and
 * `examples` data is never mistaken for schema.
 */
import { hasOwn, isObject, type JsonObject } from '../util/json.js';
import { getAt, joinPointer } from '../util/pointer.js';
import { type Dialect, KEYWORDS } from './dialects.js';

/** Keywords whose value is one subschema. */
const SINGLE = ['additionalItems', 'additionalProperties', 'contains', 'contentSchema', 'else', 'if', 'not', 'propertyNames', 'then', 'unevaluatedItems', 'unevaluatedProperties'];
/** Keywords whose value is a list of subschemas. */
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/** Keywords whose value maps names to subschemas. */
const MAPS = ['$defs', 'definitions', 'dependentSchemas', 'dependencies', 'patternProperties', 'properties'];
const REF_KEYWORDS = ['$ref', '$dynamicRef', '$recursiveRef'];
const ANCHORS = ['$id', '$anchor', '$dynamicAnchor', '$recursiveAnchor', '$dynamicRef', '$recursiveRef'];

/** The base URI of a schema without `$id`: any value works as long as it cannot collide with a real one. */
const ROOT_BASE = 'mcpdesc:/schema';

export interface RefUse {
  /** Pointer of the `$ref` value, relative to the schema root. */
  pointer: string;
  keyword: string;
  ref: string;
  /** True when the reference leads to a document other than this schema (a URL, another file). */
  external: boolean;
  /** True when it is a JSON Pointer into this schema ("#/$defs/x") that leads nowhere. */
  dangling: boolean;
}

export interface SchemaFacts {
  refs: RefUse[];
  /** Regular expressions: `pattern` values (target 'value') and `patternProperties` keys (target 'key'). */
  patterns: { pointer: string; pattern: string; target: 'key' | 'value' }[];
  unknownKeywords: { pointer: string; keyword: string }[];
  formats: { pointer: string; format: string }[];
  /**
   * True when references may resolve through `$id`s or anchors, which only ajv's compiler resolves;
   * without them mcpdesc checks every reference itself ("#" and "#/..." into the root).
   */
  usesIdentifiers: boolean;
}

export function schemaFacts(schema: unknown, dialect: Dialect): SchemaFacts {
  const facts: SchemaFacts = { refs: [], patterns: [], unknownKeywords: [], formats: [], usesIdentifiers: false };
  const documents = new Set<string>([ROOT_BASE]);
  const refs: { use: Omit<RefUse, 'external' | 'dangling'>; resolved: string | undefined; base: string }[] = [];
  const keywords = KEYWORDS[dialect];

  const visit = (node: unknown, pointer: string, parentBase: string): void => {
    if (!isObject(node)) return;
    const base = baseOf(node, parentBase);
    if (base !== parentBase) documents.add(base);
    if (ANCHORS.some((k) => keywords.has(k) && hasOwn(node, k))) facts.usesIdentifiers = true;
    for (const key of Object.keys(node)) {
      if (!keywords.has(key) && !key.startsWith('x-')) facts.unknownKeywords.push({ pointer: joinPointer(pointer, key), keyword: key });
    }
    for (const keyword of REF_KEYWORDS) {
      const ref = node[keyword];
      if (keywords.has(keyword) && typeof ref === 'string') {
        refs.push({ use: { pointer: joinPointer(pointer, keyword), keyword, ref }, resolved: documentOf(ref, base), base });
      }
    }
    if (typeof node.pattern === 'string') facts.patterns.push({ pointer: joinPointer(pointer, 'pattern'), pattern: node.pattern, target: 'value' });
    if (isObject(node.patternProperties)) {
      for (const key of Object.keys(node.patternProperties)) {
        facts.patterns.push({ pointer: joinPointer(pointer, 'patternProperties', key), pattern: key, target: 'key' });
      }
    }
    if (typeof node.format === 'string') facts.formats.push({ pointer: joinPointer(pointer, 'format'), format: node.format });
    for (const [key, value] of Object.entries(node)) {
      if (!keywords.has(key)) continue;
      const at = joinPointer(pointer, key);
      if (SINGLE.includes(key)) visit(value, at, base);
      else if (LISTS.includes(key) || key === 'items') {
        if (Array.isArray(value)) value.forEach((item, index) => visit(item, joinPointer(at, index), base));
        else visit(value, at, base);
      } else if (MAPS.includes(key) && isObject(value)) {
        for (const [name, sub] of Object.entries(value)) visit(sub, joinPointer(at, name), base);
      }
    }
  };
  visit(schema, '', ROOT_BASE);

  if (refs.some(({ use }) => use.ref !== '#' && !use.ref.startsWith('#/'))) facts.usesIdentifiers = true;
  facts.refs = refs.map(({ use, resolved, base }) => ({
    ...use,
    external: resolved === undefined || !documents.has(resolved),
    dangling: base === ROOT_BASE && use.ref.startsWith('#/') && getAt(schema, fragmentPointer(use.ref)) === undefined,
  }));
  return facts;
}

/** The base URI a schema object establishes with `$id` ("#name" ids of draft-07 are anchors, not bases). */
function baseOf(node: JsonObject, parentBase: string): string {
  const id = node.$id;
  if (typeof id !== 'string' || id === '' || id.startsWith('#')) return parentBase;
  return documentOf(id, parentBase) ?? parentBase;
}

/** The JSON Pointer in a "#/..." reference, with its percent-encoding undone. */
function fragmentPointer(ref: string): string {
  try {
    return decodeURIComponent(ref.slice(1));
  } catch {
    return ref.slice(1);
  }
}

/** The document a reference resolves to (its URI without the fragment), or undefined when it is not a URI reference. */
function documentOf(reference: string, base: string): string | undefined {
  try {
    const url = new URL(reference, base);
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}
