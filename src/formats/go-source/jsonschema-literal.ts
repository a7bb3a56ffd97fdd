/**
 * A google/jsonschema-go `Schema` literal as the JSON Schema it marshals to: `&jsonschema.Schema{Type: "object",
 * Properties: map[string]*jsonschema.Schema{"owner": {Type: "string", Description: "…"}}, Required:
 * []string{"owner"}}`, as go-sdk servers write a tool's `InputSchema` (the go-sdk's own `jsonschema` package
 * before it moved, the same type). Each field by the JSON name the package's MarshalJSON gives it, left out
 * when empty (its fields are all `omitempty`): strings, booleans, numbers behind `jsonschema.Ptr(…)`, schemas,
 * maps and lists of schemas (`{…}` items elided), lists of literals (`Enum: []any{…}`), and `Default:
 * json.RawMessage(`…`)` of literal JSON. Every part must be a literal (or what extract.ts's `value` reads: a
 * same-file constant, a translation's default): one that is not, or a field not listed here (`Extra`, `Const`),
 * makes the whole schema not statically known, never guessed.
 */
import { joinPointer } from '../../util/pointer.js';
import { type Read, UNKNOWN } from '../source/extracted.js';
import type { GoToken } from './tokens.js';

const MAX_DEPTH = 32;
const IMPORT = /(?:^|[\n(])[ \t]*(?:import[ \t]+)?([A-Za-z_]\w{0,63}[ \t]+)?"github\.com\/(?:google\/jsonschema-go|modelcontextprotocol\/go-sdk)\/jsonschema"/;

export const STRINGS: Readonly<Record<string, string>> = {
  Type: 'type',
  Title: 'title',
  Description: 'description',
  Pattern: 'pattern',
  Format: 'format',
  ID: '$id',
  Schema: '$schema',
  Ref: '$ref',
  Comment: '$comment',
  Anchor: '$anchor',
  ContentEncoding: 'contentEncoding',
  ContentMediaType: 'contentMediaType',
};
const BOOLEANS: Readonly<Record<string, string>> = { Deprecated: 'deprecated', ReadOnly: 'readOnly', WriteOnly: 'writeOnly', UniqueItems: 'uniqueItems' };
/** The `*float64` and `*int` fields, each written `jsonschema.Ptr(…)`. */
const NUMBERS: Readonly<Record<string, string>> = {
  Minimum: 'minimum',
  Maximum: 'maximum',
  ExclusiveMinimum: 'exclusiveMinimum',
  ExclusiveMaximum: 'exclusiveMaximum',
  MultipleOf: 'multipleOf',
  MinLength: 'minLength',
  MaxLength: 'maxLength',
  MinItems: 'minItems',
  MaxItems: 'maxItems',
  MinProperties: 'minProperties',
  MaxProperties: 'maxProperties',
  MinContains: 'minContains',
  MaxContains: 'maxContains',
};
const SCHEMAS: Readonly<Record<string, string>> = {
  Items: 'items',
  AdditionalProperties: 'additionalProperties',
  AdditionalItems: 'additionalItems',
  Not: 'not',
  Contains: 'contains',
  PropertyNames: 'propertyNames',
  If: 'if',
  Then: 'then',
  Else: 'else',
  UnevaluatedItems: 'unevaluatedItems',
  UnevaluatedProperties: 'unevaluatedProperties',
  ContentSchema: 'contentSchema',
};
const SCHEMA_MAPS: Readonly<Record<string, string>> = {
  Properties: 'properties',
  PatternProperties: 'patternProperties',
  Defs: '$defs',
  Definitions: 'definitions',
  DependentSchemas: 'dependentSchemas',
};
/** The fields a literal may leave not statically known without hiding the schema's structure: texts, bounds, values. */
const SOFT: ReadonlySet<string> = new Set([
  'Title',
  'Description',
  'Pattern',
  'Format',
  'Comment',
  'ContentEncoding',
  'ContentMediaType',
  ...Object.keys(NUMBERS),
  ...Object.keys(BOOLEANS),
  'Enum',
  'Examples',
  'Default',
]);
const SCHEMA_LISTS: Readonly<Record<string, string>> = { AllOf: 'allOf', AnyOf: 'anyOf', OneOf: 'oneOf', PrefixItems: 'prefixItems' };
/** Lists of literals; `Types` marshals as an array `type`. */
const VALUE_LISTS: Readonly<Record<string, string>> = { Enum: 'enum', Examples: 'examples', Required: 'required', Types: 'type' };

export interface SchemaLiteralInput {
  tokens: readonly GoToken[];
  pairs: Int32Array;
  /** A scalar's value at `i` (a literal, a same-file constant), placed at `pointer` (extract.ts). */
  value(i: number, pointer: string, key?: number): Read;
  /** The index after the expression at `i`. */
  skip(i: number): number;
  place(pointer: string, from: number, to: number, key?: number): void;
  /** Lists the part at `pointer`, written at token `i`, as not statically known. */
  unknown(i: number, pointer: string): void;
  /** Forgets what was placed or listed at `pointer` and under it. */
  forget(pointer: string): void;
}

/** The name the file imports the jsonschema package as, or undefined when it does not. */
export function jsonschemaAlias(text: string): string | undefined {
  if (!text.includes('/jsonschema"')) return undefined;
  const match = IMPORT.exec(text);
  return match ? (match[1]?.trim() ?? 'jsonschema') : undefined;
}

/** A reader of the `Schema` literal at `i` (`&jsonschema.Schema{…}`) as JSON placed under `pointer`, or UNKNOWN. */
export function schemaLiteral(alias: string, { tokens, pairs, value, skip, place, unknown, forget }: SchemaLiteralInput): (i: number, pointer: string) => Read {
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  return (i, pointer) => {
    // The literal the whole expression: nothing after its `}`.
    const brace = open(i, false);
    return brace !== -1 && skip(i) === pairs[brace] + 1 ? schema(i, pointer, undefined, 0, false) : UNKNOWN;
  };

  /** The `{` of a Schema literal at `i` (`&alias.Schema{`, `alias.Schema{`, or `{` where the type is elided), or -1. */
  function open(i: number, elided: boolean): number {
    if (elided && op(i, '{')) return i;
    const at = op(i, '&') ? i + 1 : i;
    return is(at, alias) && op(at + 1, '.') && is(at + 2, 'Schema') && op(at + 3, '{') ? at + 3 : -1;
  }

  /** A literal's `key: value` items at `brace` (each key's and value's first token), or undefined when not all keyed. */
  function entries(brace: number): [number, number][] | undefined {
    const found: [number, number][] = [];
    for (let j = brace + 1; j < pairs[brace]; ) {
      const keyEnd = skip(j);
      if (!op(keyEnd, ':')) return undefined;
      found.push([j, keyEnd + 1]);
      j = skip(keyEnd + 1);
      if (op(j, ',')) j++;
      else if (j < pairs[brace]) return undefined;
    }
    return found;
  }

  /** The items of a slice literal `[]T{…}` at `i` (each one's first token), its `{`, or undefined. */
  function items(i: number): { brace: number; at: number[] } | undefined {
    if (!op(i, '[') || !op(i + 1, ']')) return undefined;
    let brace = i + 2;
    while (brace < tokens.length && brace < i + 8 && !op(brace, '{')) brace++;
    // `[]any{`, `[]interface{}{`: the element type's own braces first.
    if (is(brace - 1, 'interface') && pairs[brace] === brace + 1) brace += 2;
    if (!op(brace, '{')) return undefined;
    const at: number[] = [];
    for (let j = brace + 1; j < pairs[brace]; ) {
      at.push(j);
      j = skip(j);
      if (op(j, ',')) j++;
      else if (j < pairs[brace]) return undefined;
    }
    return { brace, at };
  }

  function schema(i: number, pointer: string, key: number | undefined, depth: number, elided: boolean): Read {
    const brace = open(i, elided);
    const fields = brace === -1 || depth > MAX_DEPTH ? undefined : entries(brace);
    if (!fields) return UNKNOWN;
    const out: Record<string, unknown> = {};
    for (const [fieldAt, at] of fields) {
      const field = tokens[fieldAt].kind === 'name' && at === fieldAt + 2 ? (tokens[fieldAt].text as string) : '';
      const read = fieldValue(field, at, pointer, fieldAt, depth);
      // A text, a bound or a list of values not statically known is left out, and listed; a part of the structure not, the whole.
      const soft = SOFT.has(field) ? (STRINGS[field] ?? NUMBERS[field] ?? BOOLEANS[field] ?? VALUE_LISTS[field] ?? 'default') : undefined;
      if (read === UNKNOWN && soft !== undefined && !Object.hasOwn(out, soft)) {
        forget(joinPointer(pointer, soft));
        unknown(at, joinPointer(pointer, soft));
        continue;
      }
      if (read === UNKNOWN || read.name === undefined || Object.hasOwn(out, read.name)) return UNKNOWN;
      // A schema behind a pointer and a raw default are written when given; the rest are `omitempty`.
      if (Object.hasOwn(SCHEMAS, field) || field === 'Default' || !emptyValue(read.value)) out[read.name] = read.value;
    }
    place(pointer, i, pairs[brace], key);
    return out;
  }

  /** One field's JSON name and value, or UNKNOWN. */
  function fieldValue(field: string, at: number, pointer: string, key: number, depth: number): { name?: string; value: unknown } | typeof UNKNOWN {
    const under = (name: string) => joinPointer(pointer, name);
    const scalar = (name: string, type: 'string' | 'boolean' | 'number', i = at) => {
      const read = value(i, under(name), key);
      return typeof read === type ? { name, value: read } : UNKNOWN;
    };
    if (Object.hasOwn(STRINGS, field)) return scalar(STRINGS[field], 'string');
    if (Object.hasOwn(BOOLEANS, field)) return scalar(BOOLEANS[field], 'boolean');
    if (Object.hasOwn(NUMBERS, field)) {
      const inner = pointed(at);
      return inner === -1 ? UNKNOWN : scalar(NUMBERS[field], 'number', inner);
    }
    if (Object.hasOwn(SCHEMAS, field)) {
      const read = schema(at, under(SCHEMAS[field]), key, depth + 1, false);
      return read === UNKNOWN ? UNKNOWN : { name: SCHEMAS[field], value: read };
    }
    // `Required: nil`: an empty list or map, left out.
    const listed = Object.hasOwn(SCHEMA_MAPS, field) || Object.hasOwn(SCHEMA_LISTS, field) || Object.hasOwn(VALUE_LISTS, field);
    if (listed && is(at, 'nil') && skip(at) === at + 1) return { name: SCHEMA_MAPS[field] ?? SCHEMA_LISTS[field] ?? VALUE_LISTS[field], value: [] };
    if (Object.hasOwn(SCHEMA_MAPS, field)) {
      const name = SCHEMA_MAPS[field];
      // `map[string]*jsonschema.Schema{"owner": {…}}`
      const brace = is(at, 'map') && op(at + 1, '[') ? skip(at) - 1 : -1;
      const fields = brace !== -1 && op(brace, '}') ? entries(mapOpen(at)) : undefined;
      if (!fields) return UNKNOWN;
      const map: Record<string, unknown> = {};
      for (const [keyAt, item] of fields) {
        const property = tokens[keyAt].kind === 'string' && item === keyAt + 2 ? tokens[keyAt].text : undefined;
        if (property === undefined || Object.hasOwn(map, property)) return UNKNOWN;
        const where = joinPointer(under(name), property);
        const read = schema(item, where, keyAt, depth + 1, true);
        // A property whose schema is not statically known accepts anything, as far as is known: `{}`, listed.
        if (read === UNKNOWN) {
          forget(where);
          unknown(item, where);
          place(where, item, skip(item) - 1, keyAt);
        }
        map[property] = read === UNKNOWN ? {} : read;
      }
      place(under(name), at, skip(at) - 1, key);
      return { name, value: map };
    }
    if (Object.hasOwn(SCHEMA_LISTS, field) || Object.hasOwn(VALUE_LISTS, field)) {
      const schemas = Object.hasOwn(SCHEMA_LISTS, field);
      const name = schemas ? SCHEMA_LISTS[field] : VALUE_LISTS[field];
      const list = items(at);
      // A list `value` gives whole (a schema builder's parameter, schema-builders.ts): its literals.
      const given = list || schemas ? undefined : value(at, under(name), key);
      const fit = (v: unknown) => (name === 'enum' || name === 'examples' ? typeof v !== 'object' : typeof v === 'string');
      if (Array.isArray(given)) return given.every(fit) ? { name, value: given } : UNKNOWN;
      if (!list) return UNKNOWN;
      const out: unknown[] = [];
      for (const item of list.at) {
        const where = joinPointer(under(name), String(out.length));
        const read = schemas ? schema(item, where, undefined, depth + 1, true) : value(item, where);
        // `required` and `type` name strings; `enum` and `examples` hold literals.
        const fits = schemas || (name === 'enum' || name === 'examples' ? typeof read !== 'object' : typeof read === 'string');
        if (read === UNKNOWN || !fits) return UNKNOWN;
        out.push(read);
      }
      place(under(name), at, pairs[list.brace], key);
      return { name, value: out };
    }
    if (field === 'Default') return rawJson(at, under('default'), key);
    return UNKNOWN;
  }

  /** The `{` of a map literal `map[K]V{` at `i`. */
  function mapOpen(i: number): number {
    let j = pairs[i + 1] + 1;
    while (j < tokens.length && !op(j, '{')) j++;
    return j;
  }

  /** The argument of `jsonschema.Ptr(x)` / `jsonschema.Ptr[T](x)` at `i`, or -1. */
  function pointed(i: number): number {
    if (!(is(i, alias) && op(i + 1, '.') && is(i + 2, 'Ptr'))) return -1;
    const call = op(i + 3, '[') ? pairs[i + 3] + 1 : i + 3;
    return op(call, '(') && skip(call + 1) === pairs[call] ? call + 1 : -1;
  }

  /** `json.RawMessage(`…`)` of a literal string holding JSON: the JSON, placed; else UNKNOWN. */
  function rawJson(i: number, pointer: string, key: number): { name: string; value: unknown } | typeof UNKNOWN {
    if (!(is(i, 'json') && op(i + 1, '.') && is(i + 2, 'RawMessage') && op(i + 3, '(') && pairs[i + 3] === i + 5)) return UNKNOWN;
    const literal = tokens[i + 4];
    if (literal.kind !== 'string' || literal.text === undefined) return UNKNOWN;
    try {
      const parsed: unknown = JSON.parse(literal.text);
      place(pointer, i + 4, i + 4, key);
      return { name: 'default', value: parsed };
    } catch {
      return UNKNOWN;
    }
  }
}

/** Whether `omitempty` leaves a value out: "", false, or an empty list or map (a pointer's 0 is written). */
function emptyValue(read: unknown): boolean {
  if (read === '' || read === false) return true;
  if (Array.isArray(read)) return read.length === 0;
  return typeof read === 'object' && read !== null && Object.keys(read).length === 0;
}
