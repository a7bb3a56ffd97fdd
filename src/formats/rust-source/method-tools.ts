/**
 * The tools a hand-rolled Rust server (hand-rolled.ts) defines as types of its own: `impl Tool for Search {
 * fn name(&self) -> &str { "search" } fn description(&self) -> &str { "…" } fn input_schema(&self) -> Value {
 * json!({…}) } }`, for a type the crate boxes as a trait object (`Box::new(tools::Search)`: a type never
 * registered so is no tool, nor one with no input schema method: a prompt's or a resource's). Each such impl
 * is one tool: its name and description when each method returns a literal (or `concat!`, a same-file
 * constant; `"…".to_string()`, `Some(…)` too), its input schema when that method returns one literal `json!`;
 * a computed one is listed as not statically known.
 */
import { joinPointer } from '../../util/pointer.js';
import { type Extracted, type Read, UNKNOWN } from '../source/extracted.js';
import { placer } from '../source/tokens.js';
import { jsonReader } from './json-tools.js';
import type { RsToken } from './tokens.js';

const SCHEMA_METHODS = ['input_schema', 'inputSchema', 'schema'];
/** What a method's returned text may be wrapped in, and converted by. */
const WRAPPERS = new Set(['Some', 'Ok']);
const CONVERSIONS = new Set(['to_string', 'to_owned', 'into']);
const MAX_WRAPPERS = 4;

export interface MethodToolsInput {
  tokens: readonly RsToken[];
  pairs: Int32Array;
  /** The types the crate registers (boxes as trait objects), with the files that box each. */
  registered: ReadonlyMap<string, readonly string[]>;
  /** Told of each file a tool read rests on: where its type is boxed. */
  drawsOn?(path: string): void;
  /** The value of the expression written in tokens [i, to), placed (extract.ts). */
  value(i: number, to: number, pointer: string): Read;
  /** Whether token `i` is test code, not read. */
  skipped(i: number): boolean;
}

/** Reads the file's registered types with tool methods into `out`. */
export function readMethodTools({ tokens, pairs, registered, value, skipped, drawsOn }: MethodToolsInput, out: Extracted): void {
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
    const schemaBody = SCHEMA_METHODS.map((m) => methods.get(m)).find((b) => b !== undefined);
    // A tool's type has an input schema of its own: a prompt's or a resource's has a name and a description too.
    if (!registered.has(tokens[at + 2].text as string) || nameBody === undefined || !methods.has('description') || schemaBody === undefined) continue;
    const pointer = joinPointer('/tools', String(tools.length));
    const name = text(nameBody, joinPointer(pointer, 'name'));
    if (typeof name !== 'string') {
      unread.push({ start: tokens[nameBody + 1].start, what: 'a tool registration' });
      i = pairs[body];
      continue;
    }
    const tool: Record<string, unknown> = { name };
    const descriptionBody = methods.get('description') as number;
    const description = text(descriptionBody, joinPointer(pointer, 'description'));
    if (typeof description === 'string') tool.description = description;
    else unread.push({ start: tokens[descriptionBody + 1].start, what: "the tool's description", pointer: joinPointer(pointer, 'description') });
    const made = jsonBody(schemaBody);
    const schema = made === -1 ? UNKNOWN : json(made, joinPointer(pointer, 'inputSchema'), undefined, 0);
    if (schema !== UNKNOWN && typeof schema === 'object') tool.inputSchema = schema;
    else {
      tool.inputSchema = { type: 'object' };
      unread.push({ start: tokens[schemaBody + 1].start, what: "the tool's inputSchema", pointer: joinPointer(pointer, 'inputSchema') });
    }
    place(pointer, i, pairs[body]);
    tools.push(tool);
    names.push(tokens[nameBody + 1].start);
    for (const boxing of registered.get(tokens[at + 2].text as string) ?? []) drawsOn?.(boxing);
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
  /**
   * The tokens [from, to) of what a body at `open` returns: its one expression, out of `Some(…)`, `Ok(…)`
   * and `String::from(…)`, before a `.to_string()`, `.to_owned()` or `.into()`; undefined for a body with statements.
   */
  function returned(open: number): [number, number] | undefined {
    for (let j = open + 1; j < pairs[open]; j++) {
      if (op(j, ';')) return undefined;
      if (op(j, '{') || op(j, '(') || op(j, '[')) j = pairs[j];
    }
    let from = open + 1;
    let to = pairs[open];
    for (let k = 0; k < MAX_WRAPPERS && to > from; k++) {
      const wrapped =
        is(from, 'String') && op(from + 1, ':') && op(from + 2, ':') && is(from + 3, 'from')
          ? from + 4
          : WRAPPERS.has(tokens[from].text as string)
            ? from + 1
            : -1;
      if (wrapped !== -1 && tokens[from].kind === 'name' && op(wrapped, '(') && pairs[wrapped] === to - 1) [from, to] = [wrapped + 1, to - 1];
      else if (to - from > 4 && op(to - 1, ')') && op(to - 2, '(') && CONVERSIONS.has(tokens[to - 3].text as string) && op(to - 4, '.')) to -= 4;
      else break;
    }
    return to > from ? [from, to] : undefined;
  }
  /** The text a method's body at `open` returns, placed, or UNKNOWN. */
  function text(open: number, pointer: string): Read {
    const range = returned(open);
    return range ? value(range[0], range[1], pointer) : UNKNOWN;
  }
  /** The `{` or `[` of the JSON a schema method's body `{ json!(…) }` (`Ok(serde_json::json!(…))`) returns, or -1. */
  function jsonBody(open: number): number {
    const range = returned(open);
    if (!range) return -1;
    let call = range[0];
    while (tokens[call]?.kind === 'name' && op(call + 1, ':') && op(call + 2, ':')) call += 3;
    const paren = call + 2;
    const whole = op(paren, '(') && pairs[paren] + 1 === range[1] && pairs[paren + 1] + 1 === pairs[paren];
    return is(call, 'json') && op(call + 1, '!') && whole ? paren + 1 : -1;
  }
}
