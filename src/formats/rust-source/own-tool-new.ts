/**
 * A hand-rolled Rust server's own tool type built by its constructor: `Tool::new("graph", "…", json!({…}))`
 * of a crate whose `struct Tool` serde writes under MCP's keys (list-arm.ts `toolStructs`: `name`,
 * `description`, `input_schema` renamed `inputSchema`) and whose `impl Tool { fn new(name, description,
 * input_schema, …) -> Self { Self { name, description: description.into(), input_schema, … } } }` stores its
 * first three parameters in those fields unchanged, in a crate that answers `tools/list` and `initialize` by
 * hand (hand-rolled.ts). Each such call outside test code is one tool: its name and description when written
 * as literals (or same-file constants), its input schema when one literal `json!`. A builder chained on it
 * (`.with_annotations(ro.clone())`) is read only when it is a method of that impl that sets none of those
 * three fields; the annotations or title it sets are listed as not statically known, and a chain of any
 * other method leaves the whole registration unread. A crate that sets a `name` or `description` field after
 * construction anywhere (`tool.description = …`) may rewrite them: it is not read. The crate is proven once (plain bounded tests, then the
 * proving files' tokens); the files that prove it are drawn on.
 */
import { joinPointer } from '../../util/pointer.js';
import { type Extracted, type Read, UNKNOWN } from '../source/extracted.js';
import { bracketPairs, placer } from '../source/tokens.js';
import type { Workspace } from '../types.js';
import { crateOf, firstInCrate, perCrate } from './crate.js';
import { type HandRolled, servingFile } from './hand-rolled.js';
import { jsonReader } from './json-tools.js';
import { toolStructs } from './list-arm.js';
import { type RsToken, tokenizeRust } from './tokens.js';

/** `.name =` or `.description =` in a file's text: its tokens are looked at. */
const REWRITE = /\.[ \t]{0,16}(?:name|description)[ \t]{0,16}=(?![=>])/;
/** A `Tool` the file takes from another crate (`use other::Tool;`, `use other::{…, Tool}`): its calls are not the crate's own. */
const FOREIGN_TOOL =
  /\buse[ \t]{1,16}(?!(?:crate|super|self)\b)[A-Za-z_][A-Za-z0-9_]{0,63}(?:[ \t]{0,16}::[ \t]{0,16}[A-Za-z_][A-Za-z0-9_]{0,63}){0,8}[ \t]{0,16}::[ \t]{0,16}(?:Tool[ \t]{0,16};|\{(?:[^;]{0,1024}?[{,])?[ \t\r\n]{0,64}Tool[ \t\r\n]{0,64}[,}])/;
const CALLED = /\bTool[ \t\r\n]{0,16}::[ \t\r\n]{0,16}new[ \t\r\n]{0,16}\(/;
/** The fields the constructor must store its first three parameters in, in order. */
const STORED = ['name', 'description', 'input_schema'];
/** Fields a builder may set that the reader cannot follow: listed as not statically known. */
const UNREAD_FIELDS: Readonly<Record<string, string>> = { annotations: 'annotations', title: 'title' };
const CONVERSIONS = new Set(['into', 'to_string', 'to_owned']);
const CRATES = new WeakMap<Workspace, Map<string, OwnToolNew | undefined>>();

export interface OwnToolNew {
  /** The crate's hand-rolled server, whose protocol versions the tools are read in. */
  server: HandRolled;
  /** The impl's builder methods (`fn with_x(mut self, …) -> Self`), each with the fields it sets. */
  builders: ReadonlyMap<string, readonly string[]>;
  /** The files that prove it: the type's and the server's. */
  at: readonly string[];
}

/** What the crate of the file at `path` proves of its own `Tool::new`, when the file calls it; else undefined. */
export function ownToolNew(text: string, path: string, workspace: Workspace | undefined): OwnToolNew | undefined {
  if (!CALLED.test(text) || text.includes('rmcp') || FOREIGN_TOOL.test(text)) return undefined;
  const crate = crateOf(path, workspace);
  if (crate === undefined || !workspace) return undefined;
  return perCrate(CRATES, workspace, crate, () => prove(workspace, crate));
}

function prove(workspace: Workspace, crate: string): OwnToolNew | undefined {
  let type: { builders: Map<string, string[]>; at: string } | undefined;
  let server: HandRolled | undefined;
  let rewritten = false;
  firstInCrate(workspace, crate, ({ at, text }) => {
    if (text.includes('rmcp')) return undefined;
    if (!type && text.includes('struct Tool') && text.includes('impl Tool') && toolStructs(text).includes('Tool')) {
      const builders = constructed(tokenizeRust(text));
      if (builders) type = { builders, at };
    }
    server ??= servingFile(at, text);
    rewritten ||= REWRITE.test(text) && rewritesFields(tokenizeRust(text));
    return rewritten ? true : undefined;
  });
  return type && server && !rewritten ? { server, builders: type.builders, at: [type.at, server.at] } : undefined;
}

/** Whether the tokens set a `name` or `description` field after construction: `tool.description = …`. */
export function rewritesFields(tokens: readonly RsToken[]): boolean {
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  return tokens.some(
    (t, i) => t.kind === 'name' && (t.text === 'name' || t.text === 'description') && op(i - 1, '.') && op(i + 1, '=') && !op(i + 2, '=') && !op(i + 2, '>'),
  );
}

/**
 * In `impl Tool { … }`: whether `fn new` stores its first three parameters unchanged in `name`, `description`
 * and `input_schema`; if so its builder methods with the fields each sets, else undefined.
 */
function constructed(tokens: readonly RsToken[]): Map<string, string[]> | undefined {
  const pairs = bracketPairs(tokens);
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (!(is(i, 'impl') && is(i + 1, 'Tool') && op(i + 2, '{'))) continue;
    const body = i + 2;
    let stores = false;
    const builders = new Map<string, string[]>();
    for (let j = body + 1; j < pairs[body]; j++) {
      if (op(j, '{') || op(j, '[') || op(j, '(')) {
        j = pairs[j];
        continue;
      }
      if (!is(j, 'fn') || tokens[j + 1]?.kind !== 'name' || !op(j + 2, '(')) continue;
      const params = pairs[j + 2];
      let open = params + 1;
      while (open < pairs[body] && !op(open, '{') && !op(open, ';')) open++;
      if (!op(open, '{')) continue;
      const method = tokens[j + 1].text as string;
      if (method === 'new') stores = storesParameters(j + 2, open);
      else if (is(j + 3, 'self') || (is(j + 3, 'mut') && is(j + 4, 'self'))) builders.set(method, setFields(open));
      j = pairs[open];
    }
    return stores ? builders : undefined;
  }
  return undefined;

  /** `(a: A, b: B, c: C, …) -> Self { Self { name: a, description: b.into(), input_schema: c, … } }`. */
  function storesParameters(paren: number, open: number): boolean {
    const names: string[] = [];
    for (let k = paren + 1; k < pairs[paren]; k++) {
      if (op(k, '(') || op(k, '[') || op(k, '{')) k = pairs[k];
      else if (tokens[k].kind === 'name' && op(k + 1, ':') && !op(k + 2, ':') && (k === paren + 1 || op(k - 1, ','))) names.push(tokens[k].text as string);
    }
    const literal = open + 1;
    if (names.length < 3 || !(is(literal, 'Self') || is(literal, 'Tool')) || !op(literal + 1, '{') || pairs[literal + 1] + 1 !== pairs[open]) return false;
    const given = new Map<string, string>();
    for (let k = literal + 2; k < pairs[literal + 1]; ) {
      let end = k;
      while (end < pairs[literal + 1] && !op(end, ',')) end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
      const field = tokens[k].text as string;
      // `name` (shorthand), `name: a`, `name: a.into()` (a copy, at most twice).
      if (tokens[k].kind === 'name' && end === k + 1) given.set(field, field);
      else if (tokens[k].kind === 'name' && op(k + 1, ':') && tokens[k + 2]?.kind === 'name') {
        let copy = k + 3;
        while (copy < end && op(copy, '.') && CONVERSIONS.has(tokens[copy + 1]?.text as string) && op(copy + 2, '(') && op(copy + 3, ')')) copy += 4;
        if (copy === end) given.set(field, tokens[k + 2].text as string);
      }
      k = end + 1;
    }
    return STORED.every((field, n) => given.get(field) === names[n]);
  }

  /** The fields `self.f = …` a method's body at `open` sets. */
  function setFields(open: number): string[] {
    const fields: string[] = [];
    for (let k = open + 1; k + 3 < pairs[open]; k++)
      if (is(k, 'self') && op(k + 1, '.') && tokens[k + 2].kind === 'name' && op(k + 3, '=') && !op(k + 4, '=')) fields.push(tokens[k + 2].text as string);
    return fields;
  }
}

/** What a reader of a proved call shape (this module's, registry-calls.ts's) is handed by extract.ts. */
export interface ProvedCallsInput<Proof> {
  tokens: readonly RsToken[];
  pairs: Int32Array;
  proof: Proof;
  /** The value of the expression written in tokens [i, to), placed (extract.ts). */
  value(i: number, to: number, pointer: string): Read;
  /** Where the text of the expression [i, to) is written: a constant's value, or the expression. */
  written(i: number, to: number): number;
  skipped(i: number): boolean;
  drawsOn?(path: string): void;
}

/** Reads the file's `Tool::new(…)` calls of the crate's own tool type into `out`. */
export function readOwnToolNew({ tokens, pairs, proof, value, written, skipped, drawsOn }: ProvedCallsInput<OwnToolNew>, out: Extracted): void {
  const { tools, names, unread, spans } = out;
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  const place = placer(tokens, spans);
  const { json } = jsonReader(tokens, pairs, out);
  const argEnd = (j: number, close: number): number => {
    let end = j;
    while (end < close && !op(end, ',')) end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
    return end;
  };
  let read = false;
  for (let i = 0; i + 4 < tokens.length; i++) {
    // `Tool::new(`, `protocol::Tool::new(`; never a method's own `fn new(` or another type's `X::new(`.
    if (!(is(i, 'Tool') && op(i + 1, ':') && op(i + 2, ':') && is(i + 3, 'new') && op(i + 4, '(')) || skipped(i)) continue;
    let start = i;
    while (op(start - 1, ':') && op(start - 2, ':') && tokens[start - 3]?.kind === 'name') start -= 3;
    const open = i + 4;
    const close = pairs[open];
    const args: [number, number][] = [];
    for (let j = open + 1; j < close && args.length < 4; ) {
      const end = argEnd(j, close);
      args.push([j, end]);
      j = end + 1;
    }
    // The builders chained on it, each a method of the impl that leaves the stored fields alone.
    let end = close;
    const unknown = new Map<string, number>();
    let chained = true;
    while (op(end + 1, '.') && tokens[end + 2]?.kind === 'name' && op(end + 3, '(')) {
      const set = proof.builders.get(tokens[end + 2].text as string);
      if (!set || set.some((field) => STORED.includes(field))) chained = false;
      for (const field of set ?? []) if (UNREAD_FIELDS[field] && !unknown.has(UNREAD_FIELDS[field])) unknown.set(UNREAD_FIELDS[field], end + 2);
      end = pairs[end + 3];
    }
    i = end;
    const pointer = joinPointer('/tools', String(tools.length));
    const name = chained && args.length === 3 ? value(args[0][0], args[0][1], joinPointer(pointer, 'name')) : UNKNOWN;
    if (typeof name !== 'string') {
      unread.push({ start: tokens[start].start, what: 'a tool registration' });
      continue;
    }
    const tool: Record<string, unknown> = { name };
    const description = value(args[1][0], args[1][1], joinPointer(pointer, 'description'));
    if (typeof description === 'string') tool.description = description;
    else unread.push({ start: tokens[args[1][0]].start, what: "the tool's description", pointer: joinPointer(pointer, 'description') });
    // `json!({…})` (or `serde_json::json!`) as the whole argument.
    let call = args[2][0];
    while (tokens[call]?.kind === 'name' && op(call + 1, ':') && op(call + 2, ':')) call += 3;
    const whole = is(call, 'json') && op(call + 1, '!') && op(call + 2, '(') && pairs[call + 2] + 1 === args[2][1] && pairs[call + 3] + 1 === pairs[call + 2];
    const schema = whole ? json(call + 3, joinPointer(pointer, 'inputSchema'), undefined, 0) : UNKNOWN;
    if (schema !== UNKNOWN && typeof schema === 'object') tool.inputSchema = schema;
    else {
      tool.inputSchema = { type: 'object' };
      unread.push({ start: tokens[args[2][0]].start, what: "the tool's inputSchema", pointer: joinPointer(pointer, 'inputSchema') });
    }
    for (const [field, at] of unknown) unread.push({ start: tokens[at].start, what: `the tool's ${field}`, pointer: joinPointer(pointer, field) });
    place(pointer, start, end);
    tools.push(tool);
    names.push(tokens[written(args[0][0], args[0][1])].start);
    read = true;
  }
  if (read) for (const at of proof.at) drawsOn?.(at);
}
