/**
 * The tools and prompts a Rust server defines with mcp-attr (frozenlib/mcp-attr, a second Rust SDK): the
 * functions marked `#[tool]`, `#[tool("name")]` or `#[prompt]` in a `#[mcp_server] impl McpServer for T { … }`,
 * read as mcp-attr-macros makes them (`tools.rs`, `prompts.rs`, `utils.rs` at v0.0.7):
 * - the name is the literal given, else the function's;
 * - the description is `description = …` where given (after v0.0.7), else the function's doc comments
 *   (`get_doc`: every `///` line, each trimmed at its end, the indent of spaces all non-blank lines share
 *   taken off, joined by line breaks from the first non-blank line on, blank lines kept); none when empty;
 * - each parameter but the receiver and a `&RequestContext` is a property, named by `#[arg("name")]` or its
 *   identifier less one leading `_`, described by its own doc comments (folded alike), required unless
 *   its type is `Option<T>`, and of the JSON Schema schemars makes of `T` (`insert_property`): read for
 *   simple types (`String`, numbers, `bool`, `Vec` of those) as their `type`, listed as not statically
 *   known for any other;
 * - the annotation flags (after v0.0.7): `read_only`, `non_destructive`, `idempotent`, `closed_world`.
 * A prompt's arguments are its parameters alike, each with `required` always given. Resources are listed as
 * not statically known, as is a `#[tool]` outside such an impl in a crate of mcp-attr (a free function
 * served through `ServerBuilder::route`).
 */
import { joinPointer } from '../../util/pointer.js';
import { argumentsFromSchema, type Extracted, type Read } from '../source/extracted.js';
import { parameterSpans, placer } from '../source/tokens.js';
import { fieldSchema, RUST_SPACE } from './simple-types.js';
import type { RsToken } from './tokens.js';

export interface McpAttrInput {
  tokens: readonly RsToken[];
  pairs: Int32Array;
  /** The value of the expression written in tokens [i, to), placed (extract.ts). */
  value(i: number, to: number, pointer: string, key?: number): Read;
  skipped(i: number): boolean;
  /** The file is of a crate that uses mcp-attr: a `#[tool]` outside a server impl is its free-function tool. */
  crate: boolean;
}

/** The flags of `#[tool(…)]`, by the annotation each sets and its value. */
const FLAGS: Readonly<Record<string, readonly [string, boolean]>> = {
  read_only: ['readOnlyHint', true],
  non_destructive: ['destructiveHint', false],
  idempotent: ['idempotentHint', true],
  closed_world: ['openWorldHint', false],
};
const KINDS = new Set(['tool', 'prompt', 'resource']);

const isOp = (tokens: readonly RsToken[], i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
const isName = (tokens: readonly RsToken[], i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;

/** The `{ … }` bodies (their braces) of the file's `#[mcp_server] impl McpServer for T`, as [open, close]. */
export function mcpServerImpls(tokens: readonly RsToken[], pairs: Int32Array): [number, number][] {
  const op = (i: number, v: string) => isOp(tokens, i, v);
  const out: [number, number][] = [];
  for (let i = 0; i + 3 < tokens.length; i++) {
    if (!op(i, '#') || !op(i + 1, '[')) continue;
    // `#[mcp_server]`, `#[mcp_attr::server::mcp_server]`.
    let at = i + 2;
    while (tokens[at]?.kind === 'name' && op(at + 1, ':') && op(at + 2, ':')) at += 3;
    if (!isName(tokens, at, 'mcp_server') || pairs[i + 1] !== at + 1) continue;
    let j = at + 2;
    if (!isName(tokens, j, 'impl')) continue;
    j++;
    // `impl<T: Bound>`: its generics, to the `>` that closes them.
    for (let depth = 0, k = j; op(k, '<') || depth > 0; k++) {
      if (op(k, '<')) depth++;
      else if (op(k, '>')) depth--;
      j = k + 1;
      if (k - i > 64) break;
    }
    while (tokens[j]?.kind === 'name' && op(j + 1, ':') && op(j + 2, ':')) j += 3;
    if (!isName(tokens, j, 'McpServer') || !isName(tokens, j + 1, 'for')) continue;
    while (j < tokens.length && j - i < 96 && !op(j, '{') && !op(j, ';')) j++;
    if (!op(j, '{')) continue;
    out.push([j, pairs[j]]);
    i = pairs[j];
  }
  return out;
}

/** Reads the tools and prompts of the impls (`mcpServerImpls`) into `out`; returns how many were test code, left out. */
export function readMcpAttr(input: McpAttrInput, impls: readonly [number, number][], out: Extracted): number {
  const { tokens, pairs, value, skipped } = input;
  const { tools, prompts, names, unread, spans, anchors } = out;
  const op = (i: number, v: string) => isOp(tokens, i, v);
  const is = (i: number, v: string) => isName(tokens, i, v);
  const place = placer(tokens, spans);
  let tests = 0;

  /** A doc comment's text as `get_doc` folds the `///` lines in [from, to), with anchors; undefined when a `#[doc]` makes it unknown. */
  const docOf = (from: number, to: number): { text: string; anchors: [number, number][]; from: number } | undefined => {
    const lines: { text: string; start: number; token: number }[] = [];
    for (let j = from; j < to; j++) {
      if (op(j, '#') && op(j + 1, '[') && is(j + 2, 'doc')) return undefined;
      if (tokens[j].kind !== 'doc') continue;
      const raw = tokens[j].text as string;
      let end = raw.length;
      while (end > 0 && RUST_SPACE.has(raw[end - 1])) end--;
      lines.push({ text: raw.slice(0, end), start: tokens[j].start, token: j });
    }
    // The spaces (tabs are not indent to it) that every non-blank line starts with.
    let indent = Number.POSITIVE_INFINITY;
    for (const { text } of lines) {
      let spaces = 0;
      while (text[spaces] === ' ') spaces++;
      if (text !== '') indent = Math.min(indent, spaces);
    }
    let text = '';
    const at: [number, number][] = [];
    let first = -1;
    for (const line of lines) {
      if (first === -1 && line.text === '') continue;
      if (first === -1) first = line.token;
      else text += '\n';
      if (line.text === '') continue;
      at.push([text.length, line.start + indent]);
      text += line.text.slice(indent);
    }
    return { text, anchors: at, from: first };
  };

  /** Reads the item whose attributes start at `from`, its macro attribute's `#` at `hash`, its `fn` at `fn`. */
  const item = (from: number, hash: number, fn: number) => {
    const kind = tokens[hash + 2].text as string;
    if (skipped(hash)) {
      tests++;
      return;
    }
    if (kind === 'resource') {
      unread.push({ start: tokens[hash].start, what: 'a resource registration' });
      return;
    }
    const list = kind === 'tool' ? tools : prompts;
    const pointer = joinPointer(kind === 'tool' ? '/tools' : '/prompts', String(list.length));
    const entry: Record<string, unknown> = {};
    const annotations: Record<string, unknown> = {};
    let nameAt = fn + 1;
    let described = false;
    const args = op(hash + 3, '(') ? hash + 3 : -1;
    for (const [at, end] of args === -1 ? [] : parameterSpans(tokens, pairs, args)) {
      if (tokens[at].kind === 'string' && end === at + 1) {
        const read = value(at, end, joinPointer(pointer, 'name'));
        if (typeof read !== 'string') {
          unread.push({ start: tokens[at].start, what: `a ${kind} registration` });
          return;
        }
        entry.name = read;
        nameAt = at;
      } else if ((is(at, 'description') || is(at, 'title')) && op(at + 1, '=')) {
        const key = tokens[at].text as string;
        const read = value(at + 2, end, joinPointer(pointer, key), at);
        described ||= key === 'description';
        if (typeof read === 'string') entry[key] = read;
        else unread.push({ start: tokens[at + 2].start, what: `the ${kind}'s ${key}`, pointer: joinPointer(pointer, key) });
      } else if (kind === 'tool' && end === at + 1 && Object.hasOwn(FLAGS, tokens[at].text as string)) {
        const [key, flag] = FLAGS[tokens[at].text as string];
        annotations[key] = flag;
        place(joinPointer(joinPointer(pointer, 'annotations'), key), at, at);
      }
    }
    if (entry.name === undefined) {
      entry.name = tokens[fn + 1].text;
      place(joinPointer(pointer, 'name'), fn + 1, fn + 1);
    }
    if (!described) {
      const doc = docOf(from, fn);
      if (!doc)
        unread.push({
          start: tokens[hash].start,
          what: `the ${kind}'s description (from its #[doc] attributes)`,
          pointer: joinPointer(pointer, 'description'),
        });
      else if (doc.text !== '') {
        entry.description = doc.text;
        anchors.set(joinPointer(pointer, 'description'), doc.anchors);
        place(joinPointer(pointer, 'description'), doc.from, fn - 1);
      }
    }
    if (Object.keys(annotations).length > 0) entry.annotations = annotations;
    place(pointer, from, fn + 1);
    const params = fn + 2;
    const schemaAt = joinPointer(pointer, 'inputSchema');
    const schema = parameters(params, schemaAt, kind === 'tool');
    if (kind === 'prompt') {
      if (Object.keys(schema.properties as object).length > 0) entry.arguments = argumentsFromSchema(schema, schemaAt, pointer, spans, anchors);
      prompts.push(entry);
      return;
    }
    entry.inputSchema = schema;
    place(schemaAt, params, pairs[params]);
    tools.push(entry);
    names.push(tokens[nameAt].start);
  };

  /** The input schema of the parameters whose `(` is at `open`; `typed`: a tool's, whose types make its schema. */
  const parameters = (open: number, pointer: string, typed: boolean): Record<string, unknown> => {
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    for (const [from, to] of parameterSpans(tokens, pairs, open)) {
      let j = from;
      let renamed = -1;
      while (j < to && (tokens[j].kind === 'doc' || (op(j, '#') && op(j + 1, '[')))) {
        if (tokens[j].kind === 'doc') j++;
        else {
          if (is(j + 2, 'arg') && op(j + 3, '(') && tokens[j + 4]?.kind === 'string' && pairs[j + 3] === j + 5) renamed = j + 4;
          j = pairs[j + 1] + 1;
        }
      }
      const docTo = j;
      if (op(j, '&') || is(j, 'mut')) j++;
      if (tokens.slice(j, to).some((t) => t.kind === 'name' && t.text === 'self')) continue;
      if (tokens[j]?.kind !== 'name' || !op(j + 1, ':')) {
        unread.push({ start: tokens[from].start, what: 'a parameter of a pattern' });
        continue;
      }
      const type = tokens.slice(j + 2, to);
      // `cx: &RequestContext` is handed in by the server, unless `#[arg]` makes it an argument.
      if (renamed === -1 && type[0]?.text === '&' && type.some((t) => t.text === 'RequestContext')) continue;
      const ident = tokens[j].text as string;
      const name = renamed !== -1 ? (tokens[renamed].text as string) : ident.startsWith('_') ? ident.slice(1) : ident;
      const words = type.map((t) => t.text);
      const optional = words[0] === 'Option' && words[1] === '<' && words[words.length - 1] === '>';
      const at = joinPointer(joinPointer(pointer, 'properties'), name);
      const read = fieldSchema(optional ? type.slice(2, -1) : type);
      if (!read && typed) unread.push({ start: type[0]?.start ?? tokens[j].start, what: `the schema of parameter ${JSON.stringify(name)}` });
      const property: Record<string, unknown> = read?.schema ?? {};
      const key = renamed !== -1 ? renamed : j;
      spans.set(at, { value: [tokens[key].start, tokens[key].end], key: [tokens[key].start, tokens[key].end] });
      const doc = docOf(from, docTo);
      if (!doc) unread.push({ start: tokens[from].start, what: `the description of parameter ${JSON.stringify(name)}` });
      else if (doc.text !== '') {
        property.description = doc.text;
        anchors.set(joinPointer(at, 'description'), doc.anchors);
        place(joinPointer(at, 'description'), doc.from, docTo - 1);
      }
      properties[name] = property;
      if (!optional) required.push(name);
    }
    return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
  };

  /** Whether the attribute at `hash` is `#[tool]`, `#[tool(…)]`, `#[prompt…]` or `#[resource…]`, bare as the macro takes it. */
  const macro = (hash: number) =>
    op(hash, '#') &&
    op(hash + 1, '[') &&
    KINDS.has(tokens[hash + 2]?.text as string) &&
    tokens[hash + 2].kind === 'name' &&
    (pairs[hash + 1] === hash + 3 || (op(hash + 3, '(') && pairs[hash + 3] + 1 === pairs[hash + 1]));

  for (const [open, close] of impls) {
    let start = open + 1;
    let hash = -1;
    for (let j = open + 1; j < close; ) {
      if (op(j, '{') || op(j, ';')) {
        j = op(j, '{') ? pairs[j] + 1 : j + 1;
        start = j;
        hash = -1;
      } else if (op(j, '#') && op(j + 1, '[')) {
        if (hash === -1 && macro(j)) hash = j;
        j = pairs[j + 1] + 1;
      } else if (is(j, 'fn') && tokens[j + 1]?.kind === 'name' && op(j + 2, '(')) {
        if (hash !== -1) item(start, hash, j);
        hash = -1;
        j = pairs[j + 2] + 1;
      } else if (is(j, 'fn') && hash !== -1) {
        // `fn name<T>(…)`: generic, not read.
        if (skipped(hash)) tests++;
        else unread.push({ start: tokens[hash].start, what: `a ${tokens[hash + 2].text} registration` });
        hash = -1;
        j++;
      } else j = op(j, '(') || op(j, '[') ? pairs[j] + 1 : j + 1;
    }
  }
  // In a crate of mcp-attr, a `#[tool]` elsewhere is a free function, served only where a builder routes it.
  for (let i = 0; input.crate && i + 2 < tokens.length; i++) {
    if (impls.some(([open, close]) => open < i && i < close) || !macro(i)) continue;
    if (skipped(i)) tests++;
    else unread.push({ start: tokens[i].start, what: `a ${tokens[i + 2].text} registration` });
    i = pairs[i + 1];
  }
  return tests;
}
