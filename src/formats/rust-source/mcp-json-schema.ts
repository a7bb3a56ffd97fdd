/**
 * The input schema rust-mcp-sdk's `#[derive(JsonSchema)]` (rust-mcp-macros' own, not schemars') makes of a
 * tool struct's named fields, as `type_to_json_schema` in its `utils.rs` writes it (1.0.0):
 * - a property per field, named by `#[serde(rename = "…")]` (the only serde key the macro reads; syn stops at
 *   the first other `key = value`, so a rename after one is unknown here) else by its identifier;
 * - required unless its type is `Option<T>`; the struct's own serde attributes are never read by the macro;
 * - `String` is `"string"`, `i8`…`i128`/`u8`…`u128` `"integer"` (not `isize`/`usize`, which it takes for a
 *   struct), `f32`/`f64` `"number"`, `bool` `"boolean"`, `Vec<T>` an array of `T`'s schema (without the
 *   field's attributes); `Option<T>` is `T`'s schema with `"type": [T, "null"]` (1.0.0 on) or `"nullable":
 *   true` (before);
 * - the description is `#[json_schema(description = "…")]`, else the field's `///` lines, each trimmed and
 *   joined by line breaks, blank ones kept; `#[json_schema(…)]`'s title, format, min/max length and bounds and
 *   default are set on the types the macro sets them on.
 * Any other type (a struct, an enum, a path), attribute or form makes the whole schema not statically known.
 */
import type { StringAnchors } from '../../parse/parse.js';
import { joinPointer } from '../../util/pointer.js';
import type { Extracted, Read } from '../source/extracted.js';
import { placer } from '../source/tokens.js';
import { RUST_SPACE } from './simple-types.js';
import type { RsToken } from './tokens.js';

export interface DeriveInput {
  tokens: readonly RsToken[];
  pairs: Int32Array;
  /** The value of the literal in tokens [i, to), placed (extract.ts). */
  value(i: number, to: number, pointer: string, key?: number): Read;
  /** rust-mcp-macros 1.0.0 on: `Option<T>` as a type union. */
  nullUnion: boolean;
}

/** The field types the macro makes a schema of, by JSON Schema type. */
const SIMPLE: Readonly<Record<string, string>> = {
  String: 'string',
  bool: 'boolean',
  f32: 'number',
  f64: 'number',
  ...Object.fromEntries(['i8', 'i16', 'i32', 'i64', 'i128', 'u8', 'u16', 'u32', 'u64', 'u128'].map((t) => [t, 'integer'])),
};
/** `#[json_schema(…)]` keys, by the keyword each sets and the literal it takes. */
const KEYS: Readonly<Record<string, readonly [string, 'string' | 'integer' | 'literal']>> = {
  title: ['title', 'string'],
  description: ['description', 'string'],
  format: ['format', 'string'],
  min_length: ['minLength', 'integer'],
  max_length: ['maxLength', 'integer'],
  minimum: ['minimum', 'integer'],
  maximum: ['maximum', 'integer'],
  default: ['default', 'literal'],
};
/** The keywords each kind of schema gets of the field's `#[json_schema]`, after its type (and items). */
const ADDS: Readonly<Record<string, readonly string[]>> = {
  string: ['description', 'title', 'format', 'minLength', 'maxLength', 'default'],
  integer: ['description', 'title', 'minimum', 'maximum', 'default'],
  number: ['description', 'title', 'minimum', 'maximum', 'default'],
  boolean: ['description', 'title', 'default'],
  array: ['description', 'title', 'minItems', 'maxItems', 'default'],
  option: ['description', 'title', 'format', 'minLength', 'maxLength', 'minimum', 'maximum', 'default'],
};

type Keywords = Record<string, unknown>;

/**
 * The schema of the struct whose `{` is at `open`, placed under `pointer`; undefined when any field is not
 * of a form read here.
 */
export function deriveSchema(input: DeriveInput, open: number, pointer: string, out: Pick<Extracted, 'spans' | 'anchors'>): Keywords | undefined {
  // The literals read place themselves as they are read: taken back when the schema is not known after all.
  const read: string[] = [];
  const schema = fields(input, open, pointer, out, read);
  if (!schema)
    for (const at of read) {
      out.spans.delete(at);
      out.anchors.delete(at);
    }
  return schema;
}

function fields(input: DeriveInput, open: number, pointer: string, out: Pick<Extracted, 'spans' | 'anchors'>, read: string[]): Keywords | undefined {
  const { tokens, pairs, value, nullUnion } = input;
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  const place = placer(tokens, out.spans);
  const properties: Keywords = {};
  const required: string[] = [];
  const placed: (() => void)[] = [];
  for (let j = open + 1; j < pairs[open]; ) {
    const docs: number[] = [];
    const keywords: Keywords = {};
    const literals: [string, number, number][] = [];
    let renamed: number | undefined;
    while (tokens[j]?.kind === 'doc' || (op(j, '#') && op(j + 1, '['))) {
      if (tokens[j].kind === 'doc') {
        docs.push(j++);
        continue;
      }
      const close = pairs[j + 1];
      if (!op(j + 3, '(') || pairs[j + 3] !== close - 1) return undefined;
      if (is(j + 2, 'serde')) {
        const rename = serdeRename(tokens, pairs, j + 3);
        if (rename === null) return undefined;
        renamed = rename ?? renamed;
      } else if (is(j + 2, 'json_schema')) {
        for (let k = j + 4; k < close - 1; k += 4) {
          const key = Object.hasOwn(KEYS, tokens[k].text ?? '') ? KEYS[tokens[k].text as string] : undefined;
          if (!key || tokens[k].kind !== 'name' || !op(k + 1, '=') || !literal(tokens[k + 2], key[1]) || !(op(k + 3, ',') || k + 3 === close - 1))
            return undefined;
          literals.push([key[0], k + 2, k]);
        }
      } else return undefined;
      j = close + 1;
    }
    if (is(j, 'pub')) j = op(j + 1, '(') ? pairs[j + 1] + 1 : j + 1;
    if (tokens[j]?.kind !== 'name' || !op(j + 1, ':')) return undefined;
    let end = j + 2;
    while (end < pairs[open] && !op(end, ',')) end++;
    const field = j;
    const name = renamed === undefined ? (tokens[field].text as string) : (tokens[renamed].text as string);
    const at = joinPointer(joinPointer(pointer, 'properties'), name);
    for (const [keyword, k, keyAt] of literals) {
      read.push(joinPointer(at, keyword));
      const literal = value(k, k + 1, joinPointer(at, keyword), keyAt);
      if (typeof literal === 'symbol') return undefined;
      keywords[keyword] = literal;
    }
    if (keywords.description === undefined && docs.length > 0) {
      const doc = docText(tokens, docs);
      keywords.description = doc.text;
      placed.push(() => {
        out.anchors.set(joinPointer(at, 'description'), doc.anchors);
        place(joinPointer(at, 'description'), docs[0], docs[docs.length - 1]);
      });
    }
    const words = tokens.slice(field + 2, end).map((t) => t.text);
    const schema = typeSchema(words, keywords, nullUnion);
    if (!schema) return undefined;
    properties[name] = schema;
    if (words[0] !== 'Option') required.push(name);
    placed.push(() => out.spans.set(at, { value: [tokens[field].start, tokens[field].end], key: [tokens[field].start, tokens[field].end] }));
    j = end + 1;
  }
  for (const set of placed) set();
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

/** The schema of a field's type (its tokens' texts) with its `#[json_schema]` keywords; undefined when not of a form read here. */
function typeSchema(words: readonly (string | undefined)[], keywords: Keywords, nullUnion: boolean): Keywords | undefined {
  const last = words.length - 1;
  if (words[0] === 'Option' && words[1] === '<' && words[last] === '>' && words[2] !== 'Option') {
    const inner = typeSchema(words.slice(2, last), keywords, nullUnion);
    if (!inner) return undefined;
    const wrapped = nullUnion ? { ...inner, type: [inner.type, 'null'] } : { ...inner, nullable: true };
    return adds(wrapped, keywords, 'option');
  }
  if (words.length === 4 && words[0] === 'Vec' && words[1] === '<' && words[3] === '>' && Object.hasOwn(SIMPLE, words[2] as string)) {
    const { minLength, maxLength, ...rest } = keywords;
    return adds({ type: 'array', items: { type: SIMPLE[words[2] as string] } }, { ...rest, minItems: minLength, maxItems: maxLength }, 'array');
  }
  if (words.length !== 1 || !Object.hasOwn(SIMPLE, words[0] as string)) return undefined;
  const type = SIMPLE[words[0] as string];
  return adds({ type }, keywords, type);
}

function adds(schema: Keywords, keywords: Keywords, kind: string): Keywords {
  for (const keyword of ADDS[kind]) if (keywords[keyword] !== undefined) schema[keyword] = keywords[keyword];
  return schema;
}

/** A literal the key takes: a string, an integer, or (for `default`) any string, number or `true`/`false`. */
function literal(token: RsToken | undefined, kind: 'string' | 'integer' | 'literal'): boolean {
  if (token?.kind === 'string') return kind !== 'integer';
  if (token?.kind === 'number') return kind === 'literal' || /^\d+$/.test(token.text ?? '');
  return kind === 'literal' && token?.kind === 'name' && (token.text === 'true' || token.text === 'false');
}

/**
 * The token of the name a field's `#[serde(…)]` (its `(` at `open`) renames it to; undefined when it does not,
 * null when the form is not one read here (a rename the macro may not see, `rename(serialize = …)`).
 */
function serdeRename(tokens: readonly RsToken[], pairs: Int32Array, open: number): number | null | undefined {
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  let renamed: number | undefined;
  let stopped = false;
  for (let k = open + 1; k < pairs[open]; ) {
    if (tokens[k].kind !== 'name') return null;
    const key = tokens[k].text;
    if (key === 'rename' && (stopped || !op(k + 1, '=') || tokens[k + 2]?.kind !== 'string' || tokens[k + 2].text === undefined)) return null;
    if (key === 'rename') renamed = k + 2;
    // syn's `parse_nested_meta` stops at a value the macro does not take: later keys are never seen.
    else if (op(k + 1, '=') || op(k + 1, '(')) stopped = true;
    k++;
    while (k < pairs[open] && !op(k, ',')) k = op(k, '(') || op(k, '[') ? pairs[k] + 1 : k + 1;
    k++;
  }
  return renamed;
}

/** The `///` lines of a field as rust-mcp-macros' `doc_comment` joins them: each trimmed, blank ones kept, line breaks between. */
function docText(tokens: readonly RsToken[], docs: readonly number[]): { text: string; anchors: StringAnchors } {
  let text = '';
  const anchors: [number, number][] = [];
  for (const [index, j] of docs.entries()) {
    const raw = tokens[j].text as string;
    let lead = 0;
    let end = raw.length;
    while (lead < end && RUST_SPACE.has(raw[lead])) lead++;
    while (end > lead && RUST_SPACE.has(raw[end - 1])) end--;
    if (index > 0) text += '\n';
    if (end > lead) anchors.push([text.length, tokens[j].start + lead]);
    text += raw.slice(lead, end);
  }
  return { text, anchors };
}
