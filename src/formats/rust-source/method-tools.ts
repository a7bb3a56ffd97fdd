/**
 * The tools a hand-rolled Rust server (hand-rolled.ts) defines as types of its own: `impl Tool for Search {
 * fn name(&self) -> &str { "search" } fn description(&self) -> &str { "…" } fn input_schema(&self) -> Value {
 * json!({…}) } }`, for a type the crate boxes as a trait object (`Box::new(tools::Search)`: a type never
 * registered so is no tool). Each such impl is one tool: its name and description when each method's body is
 * a literal (or `concat!`, a same-file constant), its input schema when that method's body is one literal
 * `json!`; a method left to the trait's default, or computed, is listed as not statically known.
 */
import { joinPointer } from '../../util/pointer.js';
import { type Extracted, type Read, UNKNOWN } from '../source/extracted.js';
import { placer } from '../source/tokens.js';
import { jsonReader } from './json-tools.js';
import type { RsToken } from './tokens.js';

const SCHEMA_METHODS = ['input_schema', 'inputSchema', 'schema'];

export interface MethodToolsInput {
  tokens: readonly RsToken[];
  pairs: Int32Array;
  /** The types the crate registers (boxes as trait objects). */
  registered: ReadonlySet<string>;
  /** The value of the expression at `i`, placed (extract.ts). */
  value(i: number, pointer: string, key?: number): Read;
  /** Whether token `i` is test code, not read. */
  skipped(i: number): boolean;
}

/** Reads the file's registered types with tool methods into `out`. */
export function readMethodTools({ tokens, pairs, registered, value, skipped }: MethodToolsInput, out: Extracted): void {
  const { tools, names, unread, spans } = out;
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  const place = placer(tokens, spans);
  const { json } = jsonReader(tokens, pairs, out);
  for (let i = 0; i + 2 < tokens.length; i++) {
    // `impl Trait for Type {` (a path before the trait).
    if (!is(i, 'impl') || skipped(i)) continue;
    let at = i + 1;
    while (tokens[at]?.kind === 'name' && op(at + 1, ':') && op(at + 2, ':')) at += 3;
    if (tokens[at]?.kind !== 'name' || !is(at + 1, 'for') || tokens[at + 2]?.kind !== 'name' || !op(at + 3, '{')) continue;
    const body = at + 3;
    const methods = methodsOf(body);
    const nameBody = methods.get('name');
    if (!registered.has(tokens[at + 2].text as string) || nameBody === undefined || !methods.has('description')) continue;
    const pointer = joinPointer('/tools', String(tools.length));
    const name = single(nameBody) ? value(nameBody + 1, joinPointer(pointer, 'name')) : UNKNOWN;
    if (typeof name !== 'string') {
      unread.push({ start: tokens[nameBody + 1].start, what: 'a tool registration' });
      i = pairs[body];
      continue;
    }
    const tool: Record<string, unknown> = { name };
    const descriptionBody = methods.get('description') as number;
    const description = single(descriptionBody) ? value(descriptionBody + 1, joinPointer(pointer, 'description')) : UNKNOWN;
    if (typeof description === 'string') tool.description = description;
    else unread.push({ start: tokens[descriptionBody + 1].start, what: "the tool's description", pointer: joinPointer(pointer, 'description') });
    const schemaBody = SCHEMA_METHODS.map((m) => methods.get(m)).find((b) => b !== undefined);
    const made = schemaBody === undefined ? -1 : jsonBody(schemaBody);
    const schema = made === -1 ? UNKNOWN : json(made, joinPointer(pointer, 'inputSchema'), undefined, 0);
    if (schema !== UNKNOWN && typeof schema === 'object') tool.inputSchema = schema;
    else {
      tool.inputSchema = { type: 'object' };
      unread.push({ start: tokens[schemaBody ?? at + 2].start, what: "the tool's inputSchema", pointer: joinPointer(pointer, 'inputSchema') });
    }
    place(pointer, i, pairs[body]);
    tools.push(tool);
    names.push(tokens[nameBody + 1].start);
    i = pairs[body];
  }

  /** The impl's methods `fn m(&self) -> T { … }` at `open`: the `{` of each body, by name. */
  function methodsOf(open: number): Map<string, number> {
    const found = new Map<string, number>();
    for (let j = open + 1; j < pairs[open]; j++) {
      if (op(j, '{') || op(j, '(') || op(j, '[')) {
        j = pairs[j];
        continue;
      }
      if (!is(j, 'fn') || tokens[j + 1]?.kind !== 'name' || !op(j + 2, '(')) continue;
      // Only `(&self)`: a method given nothing but its value.
      if (!(op(j + 3, '&') && is(j + 4, 'self') && pairs[j + 2] === j + 5)) continue;
      let b = j + 6;
      while (b < pairs[open] && !op(b, '{') && !op(b, ';')) b++;
      if (op(b, '{')) {
        if (!found.has(tokens[j + 1].text as string)) found.set(tokens[j + 1].text as string, b);
        j = pairs[b];
      }
    }
    return found;
  }
  /** The body at `open` is one expression with no statement before it. */
  function single(open: number): boolean {
    for (let j = open + 1; j < pairs[open]; j++) {
      if (op(j, ';')) return false;
      if (op(j, '{') || op(j, '(') || op(j, '[')) j = pairs[j];
    }
    return pairs[open] > open + 1;
  }
  /** The `{` or `[` of the JSON a body `{ json!(…) }` (or `serde_json::json!`) is, or -1. */
  function jsonBody(open: number): number {
    let call = open + 1;
    while (tokens[call]?.kind === 'name' && op(call + 1, ':') && op(call + 2, ':')) call += 3;
    const paren = call + 2;
    return is(call, 'json') && op(call + 1, '!') && op(paren, '(') && pairs[paren] + 1 === pairs[open] && pairs[paren + 1] + 1 === pairs[paren]
      ? paren + 1
      : -1;
  }
}
