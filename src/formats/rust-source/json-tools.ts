/**
 * The tools a hand-rolled Rust server (no SDK: it answers JSON-RPC itself, hand-rolled.ts) lists: each
 * `json!({"name": "…", "description": "…", "inputSchema": {…}})` object that is an item of a list (`vec![…]`,
 * or a JSON array inside a `json!`), its keys MCP's own field names. Values only when written as JSON
 * literals; a Rust expression among them (`env!(…)`, a variable) is listed as not statically known at its
 * position. A name listed twice (a short list for one mode, the full one for another) is one tool.
 */
import type { StringAnchors } from '../../parse/parse.js';
import { joinedAnchors } from '../../parse/string-anchors.js';
import { joinPointer } from '../../util/pointer.js';
import { type Extracted, type Read, UNKNOWN } from '../source/extracted.js';
import { placer } from '../source/tokens.js';
import type { RsToken } from './tokens.js';

const MAX_DEPTH = 32;
/** Enclosing brackets walked up from an object to find the `json!` it is in. */
const MAX_ANCESTORS = 64;
/** The tool fields read besides name and description, each a JSON value. */
const FIELDS = new Set(['title', 'inputSchema', 'outputSchema', 'annotations']);

export interface JsonToolsInput {
  tokens: readonly RsToken[];
  pairs: Int32Array;
  /** Whether token `i` is test code (not read unless the file is named explicitly). */
  skipped(i: number): boolean;
}

/** Reads the file's listed `json!` tools into `out`; returns how many were left out as test code. */
export function readJsonTools({ tokens, pairs, skipped }: JsonToolsInput, out: Extracted): number {
  const { tools, names, unread, spans, anchors } = out;
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const place = placer(tokens, spans);
  const parent = new Int32Array(tokens.length).fill(-1);
  const stack: number[] = [];
  for (let j = 0; j < tokens.length; j++) {
    if ((op(j, ')') || op(j, ']') || op(j, '}')) && stack.length > 0) stack.pop();
    parent[j] = stack.length > 0 ? stack[stack.length - 1] : -1;
    if (op(j, '(') || op(j, '[') || op(j, '{')) stack.push(j);
  }
  /** The `(` of `json!(` / `serde_json::json!(`. */
  const jsonCall = (open: number) => op(open, '(') && op(open - 1, '!') && tokens[open - 2]?.kind === 'name' && tokens[open - 2].text === 'json';
  /** The object at `open` is a list's item: `vec![json!({…}), …]`, or `[{…}, …]` inside a `json!`. */
  const listed = (open: number): boolean => {
    if (jsonCall(open - 1) && pairs[open] + 1 === pairs[open - 1]) {
      let start = open - 3;
      while (op(start - 1, ':') && op(start - 2, ':') && tokens[start - 3]?.kind === 'name') start -= 3;
      return op(parent[start], '[');
    }
    if (!op(parent[open], '[')) return false;
    let at = parent[open];
    for (let k = 0; k < MAX_ANCESTORS && at !== -1; k++, at = parent[at]) if (jsonCall(at)) return true;
    return false;
  };

  const { json, entries } = jsonReader(tokens, pairs, out);

  const seen = new Map<string, string>();
  let left = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (!op(i, '{')) continue;
    const fields = entries(i);
    const nameAt = fields.get('name');
    if (nameAt === undefined || !fields.has('inputSchema') || !fields.has('description') || !listed(i)) continue;
    if (skipped(i)) {
      left++;
      i = pairs[i];
      continue;
    }
    const pointer = joinPointer('/tools', String(tools.length));
    const before = unread.length;
    const name = json(nameAt.value, joinPointer(pointer, 'name'), nameAt.key, 0);
    if (typeof name !== 'string') {
      unread.push({ start: tokens[nameAt.value].start, what: 'a tool registration' });
      i = pairs[i];
      continue;
    }
    const tool: Record<string, unknown> = { name };
    for (const [field, at] of fields) {
      if (field !== 'description' && !FIELDS.has(field)) continue;
      const read = json(at.value, joinPointer(pointer, field), at.key, 0);
      if (read !== UNKNOWN && (field !== 'description' || typeof read === 'string')) tool[field] = read;
      else {
        unread.push({ start: tokens[at.value].start, what: `the tool's ${field}`, pointer: joinPointer(pointer, field) });
        if (field === 'inputSchema') tool.inputSchema = { type: 'object' };
      }
    }
    // The same name again: one tool, read where it is first listed, when it is listed alike.
    const same = seen.get(name);
    if (same !== undefined) {
      const under = (key: string) => key === pointer || key.startsWith(`${pointer}/`);
      for (const map of [spans, anchors]) for (const key of [...map.keys()]) if (under(key)) map.delete(key);
      unread.length = before;
      if (same !== JSON.stringify(tool))
        unread.push({
          start: tokens[nameAt.value].start,
          what: 'a tool listed again under the same name with other fields (which list is served is not statically known)',
        });
      i = pairs[i];
      continue;
    }
    seen.set(name, JSON.stringify(tool));
    place(pointer, i, pairs[i]);
    tools.push(tool);
    names.push(tokens[nameAt.value].start);
    i = pairs[i];
  }
  return left;
}

/**
 * Reads JSON written as `json!` syntax: `json(i, pointer, key)` is the value at token `i` (to the next `,` or
 * closing bracket), placed where it is written, or UNKNOWN where Rust computes it; `entries(open)` the
 * top-level `"key": value` pairs of the object at `open`.
 */
export function jsonReader(tokens: readonly RsToken[], pairs: Int32Array, { spans, anchors }: Pick<Extracted, 'spans' | 'anchors'>) {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const place = placer(tokens, spans);
  /** A value ends at a `,`, or at the bracket that closes what holds it (a `json!(…)`'s `)` too). */
  const ends = (i: number) => op(i, ',') || op(i, '}') || op(i, ']') || op(i, ')');
  const text = (i: number, pointer: string): string | undefined => {
    const t = tokens[i];
    if (t?.kind !== 'string' || t.text === undefined || !ends(i + 1)) return undefined;
    const pieces: StringAnchors = joinedAnchors([{ anchors: t.anchors ?? [[0, t.start]], length: t.text.length }]);
    anchors.set(pointer, pieces);
    return t.text;
  };

  /** The JSON value written at `i` (to the next `,` or closing bracket), or UNKNOWN where Rust computes it. */
  const json = (i: number, pointer: string, key: number | undefined, depth: number): Read => {
    const t = tokens[i];
    if (!t || depth > MAX_DEPTH) return UNKNOWN;
    let read: Read = UNKNOWN;
    let last = i;
    if (op(i, '{') || op(i, '[')) {
      last = pairs[i];
      read = op(i, '{') ? object(i, pointer, depth) : array(i, pointer, depth);
    } else if (t.kind === 'string') read = text(i, pointer) ?? UNKNOWN;
    else if (op(i, '-') && tokens[i + 1]?.kind === 'number' && /^\d+(?:\.\d+)?$/.test(tokens[i + 1].text ?? '')) {
      read = -Number(tokens[i + 1].text);
      last = i + 1;
    } else if (t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.text ?? '')) read = Number(t.text);
    else if (t.kind === 'name' && (t.text === 'true' || t.text === 'false' || t.text === 'null')) read = t.text === 'null' ? null : t.text === 'true';
    if (read === UNKNOWN || !ends(last + 1)) return UNKNOWN;
    place(pointer, i, last, key);
    return read;
  };
  const object = (open: number, pointer: string, depth: number): Read => {
    const result: Record<string, unknown> = {};
    for (let j = open + 1; j < pairs[open]; ) {
      const key = tokens[j];
      if (key.kind !== 'string' || key.text === undefined || !op(j + 1, ':')) return UNKNOWN;
      const read = json(j + 2, joinPointer(pointer, key.text), j, depth + 1);
      if (read === UNKNOWN) return UNKNOWN;
      result[key.text] = read;
      j = end(j + 2);
      if (op(j, ',')) j++;
    }
    return result;
  };
  const array = (open: number, pointer: string, depth: number): Read => {
    const result: unknown[] = [];
    for (let j = open + 1; j < pairs[open]; ) {
      const read = json(j, joinPointer(pointer, String(result.length)), undefined, depth + 1);
      if (read === UNKNOWN) return UNKNOWN;
      result.push(read);
      j = end(j);
      if (op(j, ',')) j++;
    }
    return result;
  };
  /** The index after the JSON value at `i`. */
  const end = (i: number): number => {
    for (; i < tokens.length; i++) {
      if (op(i, '{') || op(i, '[') || op(i, '(')) i = pairs[i];
      else if (op(i, ',') || op(i, '}') || op(i, ']') || op(i, ')')) return i;
    }
    return i;
  };

  /** Each top-level `"key": value` of the object at `open`: the key's token and the value's first. */
  const entries = (open: number): Map<string, { key: number; value: number }> => {
    const found = new Map<string, { key: number; value: number }>();
    for (let j = open + 1; j < pairs[open]; ) {
      const key = tokens[j];
      if (key.kind !== 'string' || key.text === undefined || !op(j + 1, ':')) return new Map();
      if (!found.has(key.text)) found.set(key.text, { key: j, value: j + 2 });
      j = end(j + 2);
      if (op(j, ',')) j++;
    }
    return found;
  };

  return { json, entries };
}
