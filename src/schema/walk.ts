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
const SINGLE = new Set([
  'additionalItems',
  'additionalProperties',
  'contains',
  'contentSchema',
  'else',
  'if',
  'not',
  'propertyNames',
  'then',
  'unevaluatedItems',
  'unevaluatedProperties',
]);
/** Keywords whose value is a list of subschemas. */
const LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items']);
/** Keywords whose value maps names to subschemas. */
const MAPS = new Set(['$defs', 'definitions', 'dependentSchemas', 'dependencies', 'patternProperties', 'properties']);
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

  // The path to the node being visited; pointers are built only for the facts recorded.
  const path: (string | number)[] = [];
  const at = (...more: (string | number)[]) => joinPointer(path.length === 0 ? '' : joinPointer('', ...path), ...more);
  const anchors = ANCHORS.filter((k) => keywords.has(k));
  const refKeywords = REF_KEYWORDS.filter((k) => keywords.has(k));

  const visit = (node: unknown, parentBase: string): void => {
    if (!isObject(node)) return;
    const base = baseOf(node, parentBase);
    if (base !== parentBase) documents.add(base);
    if (anchors.some((k) => hasOwn(node, k))) facts.usesIdentifiers = true;
    const keys = Object.keys(node);
    for (const key of keys) {
      if (!keywords.has(key) && !key.startsWith('x-')) facts.unknownKeywords.push({ pointer: at(key), keyword: key });
    }
    for (const keyword of refKeywords) {
      const ref = node[keyword];
      if (typeof ref === 'string') refs.push({ use: { pointer: at(keyword), keyword, ref }, resolved: documentOf(ref, base), base });
    }
    if (typeof node.pattern === 'string') facts.patterns.push({ pointer: at('pattern'), pattern: node.pattern, target: 'value' });
    if (isObject(node.patternProperties)) {
      for (const key of Object.keys(node.patternProperties)) {
        facts.patterns.push({ pointer: at('patternProperties', key), pattern: key, target: 'key' });
      }
    }
    if (typeof node.format === 'string') facts.formats.push({ pointer: at('format'), format: node.format });
    for (const key of keys) {
      if (!keywords.has(key)) continue;
      const value = node[key];
      if (typeof value !== 'object' || value === null) continue;
      path.push(key);
      if (SINGLE.has(key)) {
        visit(value, base);
      } else if (LISTS.has(key)) {
        if (Array.isArray(value)) {
          for (let index = 0; index < value.length; index++) {
            path.push(index);
            visit(value[index], base);
            path.pop();
          }
        } else {
          visit(value, base);
        }
      } else if (MAPS.has(key) && isObject(value)) {
        for (const name of Object.keys(value)) {
          path.push(name);
          visit(value[name], base);
          path.pop();
        }
      }
      path.pop();
    }
  };
  visit(schema, ROOT_BASE);

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
export function fragmentPointer(ref: string): string {
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
