/**
 * The tools a Rust server defines with rust-mcp-sdk's `#[mcp_tool(…)]` on a struct, read as its
 * rust-mcp-macros makes `Struct::tool()` (`tool/parser.rs`, `common/global_parser.rs`, `tool/generator.rs`
 * at 1.0.0):
 * - `name`, `description` (both required: the macro makes no description of the doc comment) and `title`:
 *   a string literal or `concat!` of string literals, nothing else (a constant does not compile);
 * - `destructive_hint`, `idempotent_hint`, `open_world_hint`, `read_only_hint`: `true`/`false`, the
 *   tool's annotations; `meta`: a string literal of a JSON object, its `_meta`;
 * - `icons = [(src = "…", mime_type = "…", sizes = ["…"], theme = "light")]` and
 *   `execution(task_support = "…")`;
 * - the input schema its `#[derive(JsonSchema)]` makes of the struct's fields (mcp-json-schema.ts); a
 *   `type` alias, a struct of schemars' `JsonSchema` or without the derive: not statically known.
 * A struct under `#[cfg(test)]` is counted, not read.
 */
import { joinPointer } from '../../util/pointer.js';
import type { Extracted } from '../source/extracted.js';
import { parameterSpans, placer } from '../source/tokens.js';
import { type DeriveInput, deriveSchema } from './mcp-json-schema.js';

export interface McpToolInput extends DeriveInput {
  /** Each closing bracket's opening one (extract.ts): an item's attributes are read back from it. */
  openers: Int32Array;
  skipped(i: number): boolean;
  /** The file names schemars: a `JsonSchema` derive may be its, whose schema the macro cannot call. */
  schemars: boolean;
}

const HINTS: Readonly<Record<string, string>> = {
  destructive_hint: 'destructiveHint',
  idempotent_hint: 'idempotentHint',
  open_world_hint: 'openWorldHint',
  read_only_hint: 'readOnlyHint',
};
const TASK_SUPPORT = new Set(['forbidden', 'optional', 'required']);
/** The paths the attribute is written with. */
const PREFIXES = new Set(['rust_mcp_sdk', 'rust_mcp_macros', 'macros']);

/** Reads the file's `#[mcp_tool(…)]` structs into `out`; returns how many were test code, left out. */
export function readMcpTools(input: McpToolInput, out: Extracted): number {
  const { tokens, pairs, openers, value, skipped } = input;
  const { tools, names, unread, spans } = out;
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  const place = placer(tokens, spans);
  let tests = 0;

  /** A string literal or `concat!` of string literals in [at, end), read and placed; undefined when it is neither. */
  const text = (at: number, end: number, pointer: string, key: number): string | undefined => {
    const single = end === at + 1 && tokens[at].kind === 'string';
    let joined = is(at, 'concat') && op(at + 1, '!') && op(at + 2, '(') && pairs[at + 2] === end - 1;
    for (let k = at + 3; joined && k < end - 1; k += 2) joined = tokens[k].kind === 'string' && (op(k + 1, ',') || k + 1 === end - 1);
    if (!single && !joined) return undefined;
    const read = value(at, end, pointer, key);
    return typeof read === 'string' ? read : undefined;
  };

  /** `icons = [(src = "…", …), …]` whose `[` is at `open`, as the SDK's `Icon`s serialize; undefined when not all literals. */
  const icons = (open: number): Record<string, unknown>[] | undefined => {
    const list: Record<string, unknown>[] = [];
    for (const [at, end] of parameterSpans(tokens, pairs, open)) {
      if (!op(at, '(') || pairs[at] !== end - 1) return undefined;
      const icon: Record<string, unknown> = {};
      for (const [key, to] of parameterSpans(tokens, pairs, at)) {
        const field = tokens[key].text;
        const lone = to === key + 3 && tokens[key + 2].kind === 'string' ? tokens[key + 2].text : undefined;
        if (!op(key + 1, '=')) return undefined;
        if (field === 'src' && lone !== undefined) icon.src = lone;
        else if (field === 'mime_type' && lone !== undefined) icon.mimeType = lone;
        else if (field === 'theme' && (lone === 'light' || lone === 'dark')) icon.theme = lone;
        else if (field === 'sizes' && op(key + 2, '[') && pairs[key + 2] === to - 1) {
          const sizes = parameterSpans(tokens, pairs, key + 2).map(([s, e]) => (e === s + 1 && tokens[s].kind === 'string' ? tokens[s].text : undefined));
          if (sizes.some((s) => s === undefined)) return undefined;
          if (sizes.length > 0) icon.sizes = sizes;
        } else return undefined;
      }
      if (icon.src === undefined) return undefined;
      list.push(icon);
    }
    return list;
  };

  /** Reads the tool whose attributes start at `first`, its `#[mcp_tool]`'s arguments' `(` at `open`, its item at `item`. */
  const tool = (first: number, open: number, item: number) => {
    const pointer = joinPointer('/tools', String(tools.length));
    const entry: Record<string, unknown> = {};
    const annotations: Record<string, unknown> = {};
    let nameAt = -1;
    for (const [at, end] of parameterSpans(tokens, pairs, open)) {
      const key = tokens[at].text as string;
      if (tokens[at].kind !== 'name') continue;
      if (key === 'execution' && op(at + 1, '(') && pairs[at + 1] === end - 1) {
        const [inner] = parameterSpans(tokens, pairs, at + 1);
        const support = inner && is(inner[0], 'task_support') && op(inner[0] + 1, '=') && inner[1] === inner[0] + 3 ? tokens[inner[0] + 2].text : undefined;
        if (support !== undefined && TASK_SUPPORT.has(support)) {
          entry.execution = { taskSupport: support };
          place(joinPointer(pointer, 'execution'), at, end - 1, at);
        } else unread.push({ start: tokens[at].start, what: "the tool's execution", pointer: joinPointer(pointer, 'execution') });
        continue;
      }
      if (!op(at + 1, '=')) continue;
      const from = at + 2;
      if (key === 'name' || key === 'description' || key === 'title') {
        const read = text(from, end, joinPointer(pointer, key), at);
        if (read === undefined && key === 'name') {
          unread.push({ start: tokens[from].start, what: 'a tool registration' });
          return;
        }
        if (read === undefined) unread.push({ start: tokens[from].start, what: `the tool's ${key}`, pointer: joinPointer(pointer, key) });
        else entry[key] = read;
        if (key === 'name') nameAt = is(from, 'concat') ? from + 3 : from;
      } else if (Object.hasOwn(HINTS, key)) {
        const hint = HINTS[key];
        if (end === from + 1 && (is(from, 'true') || is(from, 'false'))) {
          annotations[hint] = is(from, 'true');
          place(joinPointer(joinPointer(pointer, 'annotations'), hint), from, from, at);
        } else unread.push({ start: tokens[from].start, what: `the tool's ${hint}` });
      } else if (key === 'meta') {
        const meta = end === from + 1 && tokens[from].kind === 'string' ? jsonObject(tokens[from].text) : undefined;
        if (meta) {
          entry._meta = meta;
          place(joinPointer(pointer, '_meta'), from, from, at);
        } else unread.push({ start: tokens[from].start, what: "the tool's _meta", pointer: joinPointer(pointer, '_meta') });
      } else if (key === 'icons') {
        const list = op(from, '[') && pairs[from] === end - 1 ? icons(from) : undefined;
        if (list) {
          if (list.length > 0) entry.icons = list;
          place(joinPointer(pointer, 'icons'), from, end - 1, at);
        } else unread.push({ start: tokens[from].start, what: "the tool's icons", pointer: joinPointer(pointer, 'icons') });
      }
    }
    // No name does not compile.
    if (nameAt === -1) return;
    if (Object.keys(annotations).length > 0) entry.annotations = annotations;
    const schemaAt = joinPointer(pointer, 'inputSchema');
    let schema: Record<string, unknown> | undefined;
    if (is(item, 'struct') && op(item + 2, '{') && derivesJsonSchema(first, item) && !input.schemars) {
      schema = deriveSchema(input, item + 2, schemaAt, out);
      place(schemaAt, item + 2, pairs[item + 2]);
    }
    if (!schema) unread.push({ start: tokens[item + 1].start, what: "the tool's input schema (made from its struct's JsonSchema)", pointer: schemaAt });
    entry.inputSchema = schema ?? { type: 'object' };
    place(pointer, first, item + 1);
    tools.push({ name: entry.name, ...entry });
    names.push(tokens[nameAt].start);
  };

  /** Whether a `#[derive(…)]` among the attributes in [from, to) names `JsonSchema`. */
  const derivesJsonSchema = (from: number, to: number): boolean => {
    for (let j = from; j < to; j++) {
      if (!op(j, '#') || !op(j + 1, '[') || !is(j + 2, 'derive') || !op(j + 3, '(')) continue;
      for (let k = j + 4; k < pairs[j + 3]; k++) if (is(k, 'JsonSchema') && (op(k + 1, ',') || k + 1 === pairs[j + 3])) return true;
    }
    return false;
  };

  for (let i = 0; i + 3 < tokens.length; i++) {
    if (!op(i, '#') || !op(i + 1, '[')) continue;
    let at = i + 2;
    while (PREFIXES.has(tokens[at]?.text as string) && tokens[at].kind === 'name' && op(at + 1, ':') && op(at + 2, ':')) at += 3;
    if (!is(at, 'mcp_tool') || !op(at + 1, '(') || pairs[at + 1] + 1 !== pairs[i + 1]) continue;
    // The item's attributes and doc comments, back to the previous item and on to the item itself.
    let first = i;
    while (first > 0 && (tokens[first - 1].kind === 'doc' || (op(first - 1, ']') && openers[first - 1] >= 1 && op(openers[first - 1] - 1, '#'))))
      first = tokens[first - 1].kind === 'doc' ? first - 1 : openers[first - 1] - 1;
    let item = pairs[i + 1] + 1;
    while (tokens[item]?.kind === 'doc' || (op(item, '#') && op(item + 1, '['))) item = tokens[item].kind === 'doc' ? item + 1 : pairs[item + 1] + 1;
    if (is(item, 'pub')) item = op(item + 1, '(') ? pairs[item + 1] + 1 : item + 1;
    if (skipped(i)) tests++;
    else if ((is(item, 'struct') || is(item, 'type')) && tokens[item + 1]?.kind === 'name') tool(first, at + 1, item);
    // On past the item's other attributes: each is walked once, and a second `#[mcp_tool]` on it does not compile.
    i = Math.max(pairs[i + 1], item - 1);
  }
  return tests;
}

/** A string's JSON object, as the macro requires `meta` to be; undefined when it is not one. */
function jsonObject(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
