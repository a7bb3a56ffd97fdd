/**
 * An mcp-go option slice a converter (converted-types.ts) spreads into the tool it makes:
 *
 *   toolOptions := []mcp.ToolOption{mcp.WithDescription(feature.Description)}
 *   toolOptions = append(toolOptions, mcp.WithString(p.Name, …))        // in a loop or a branch alike
 *   toolOptions = append(toolOptions, s.createToolOption(name, prop)...)
 *   s.server.AddTool(mcp.NewTool(feature.Name, toolOptions...), handler)
 *
 * The slice's literal items are the tool's options as if written in the call. What is appended only adds
 * parameters when it is a parameter option (`mcp.WithString(…)`, …: mcp-go's `With<Type>` options set a
 * property of the input schema and nothing else) or the spread result of a function of the same file whose
 * every `return` gives one local slice made and grown of nothing but such options (directly, or through a
 * local assigned only such options). The slice declared once, used only by those appends before the call:
 * otherwise (assigned, handed elsewhere, an item of any other kind) it is not read, and its options may set
 * any field.
 *
 * A tool made in place of such a slice (`options := []mcp.ToolOption{mcp.WithDescription("…"), …}`, `options =
 * append(options, mcp.WithString("query", …))`, `return mcp.NewTool(name, options...)`) is read by extract.ts
 * from the slice's items in their order: those of the literal and of appends that are statements of the
 * declaration's own block as if written in the call, those appended in a nested block (a branch, a loop) as
 * options it may or may not have.
 */
import { type Func, functionsOf, type ParsedFile, reader, uses } from './functions.js';
import type { GoToken } from './tokens.js';

/** A file's functions, by its tokens: a file spreading many slices finds them once. */
const FUNCTIONS = new WeakMap<readonly GoToken[], Func[]>();
/** mcp-go's options declaring one parameter. */
const PARAMETER_OPTIONS: ReadonlySet<string> = new Set(['WithString', 'WithNumber', 'WithInteger', 'WithBoolean', 'WithArray', 'WithObject', 'WithAny']);

export interface OptionSlice {
  /** Its literal items: each one's first token and the index after it. */
  items: readonly { start: number; end: number }[];
  /** Whether parameter options are appended to it. */
  parameters: boolean;
}

/** The index after the parameter option call `mcp.WithString(…)` at `k`, or -1. */
export function parameterOption(tokens: readonly GoToken[], pairs: Int32Array, k: number, sdk: string): number {
  const { op, is } = reader(tokens);
  const named = tokens[k + 2]?.kind === 'name' && PARAMETER_OPTIONS.has(tokens[k + 2].text as string);
  return is(k, sdk) && op(k + 1, '.') && named && op(k + 3, '(') ? pairs[k + 3] + 1 : -1;
}

/** The option slice `v` spread at `at` (`v...`) in `fn`, as the converter's call reads it; undefined when not proven. */
export function optionSlice(fn: Func, sdk: string, at: number): OptionSlice | undefined {
  const { tokens, pairs } = fn.file;
  const v = tokens[at].text as string;
  let items: OptionSlice['items'] | undefined;
  let parameters = false;
  const appended = new Set<number>();
  for (const u of uses(fn, v)) {
    if (u === at || appended.has(u)) continue;
    if (u > at) return undefined;
    const made = declared(tokens, pairs, u, sdk);
    if (made && items === undefined) {
      items = made;
      continue;
    }
    const grown = appends(fn, u, sdk);
    if (!grown || items === undefined) return undefined;
    appended.add(u + 4);
    parameters = true;
  }
  return items && { items, parameters };
}

/**
 * The option slice `v` spread at `at` (`v...`) into a tool made in the function around it: its items as
 * `listed` (the literal's and those appended by statements of its block, in order) and `conditional` (appended
 * in a nested block); undefined unless every use of `v` is its one declaration, an append before `at`, or `at`.
 */
export function spreadOptions(file: ParsedFile, at: number, sdk: string): { listed: number[]; conditional: number[] } | undefined {
  const { tokens, pairs, text } = file;
  const fn = functionsIn(file).find((f) => f.body < at && at < pairs[f.body]);
  if (!fn || tokens[at]?.kind !== 'name') return undefined;
  const { op } = reader(tokens);
  const v = tokens[at].text as string;
  /** The innermost `{` around `j`. */
  const block = (j: number) => {
    let k = j - 1;
    while (k > fn.body && !(op(k, '{') && pairs[k] > j)) k--;
    return k;
  };
  let home = -1;
  const listed: number[] = [];
  const conditional: number[] = [];
  const appended = new Set<number>();
  for (const u of uses(fn, v)) {
    if (u === at || appended.has(u)) continue;
    if (u > at) return undefined;
    const direct = text.slice(text.lastIndexOf('\n', tokens[u].start - 1) + 1, tokens[u].start).trim() === '';
    const items = direct && home === -1 ? declared(tokens, pairs, u, sdk) : undefined;
    if (items) {
      home = block(u);
      if (pairs[home] < at) return undefined;
      listed.push(...items.map((item) => item.start));
      continue;
    }
    const grown = home !== -1 && direct ? appendOf(tokens, pairs, u) : undefined;
    if (!grown) return undefined;
    appended.add(u + 4);
    (block(u) === home ? listed : conditional).push(...grown.map((item) => item.start));
  }
  return home === -1 ? undefined : { listed, conditional };
}

/** `v = append(v, items…)` at `u`: its items after `v`; undefined otherwise. */
function appendOf(tokens: readonly GoToken[], pairs: Int32Array, u: number): { start: number; end: number }[] | undefined {
  const { op, is } = reader(tokens);
  const v = tokens[u].text as string;
  if (!(op(u + 1, '=') && is(u + 2, 'append') && op(u + 3, '(') && is(u + 4, v) && op(u + 5, ','))) return undefined;
  const items = split(tokens, pairs, u + 3).slice(1);
  return items.length > 0 ? items : undefined;
}

/** `v := []mcp.ToolOption{a, b}` at `u`: its items; undefined otherwise. */
function declared(tokens: readonly GoToken[], pairs: Int32Array, u: number, sdk: string): OptionSlice['items'] | undefined {
  const { op, is } = reader(tokens);
  const open = u + 7;
  if (!(op(u + 1, ':=') && op(u + 2, '[') && op(u + 3, ']') && is(u + 4, sdk) && op(u + 5, '.') && is(u + 6, 'ToolOption') && op(open, '{'))) return undefined;
  return split(tokens, pairs, open);
}

/** Whether `v = append(v, items…)` is at `u`, each item a parameter option or the spread of a function of the file proven to return only such. */
function appends(fn: Func, u: number, sdk: string): boolean {
  const { tokens, pairs } = fn.file;
  const items = appendOf(tokens, pairs, u);
  return items?.every(({ start, end }) => parameterOption(tokens, pairs, start, sdk) === end || spreadOfOptions(fn, start, end, sdk)) ?? false;
}

/** `f(…)...` or `r.f(…)...` (r the receiver of `fn`) from `start` to `end`, `f` a function of the file returning only parameter options. */
function spreadOfOptions(fn: Func, start: number, end: number, sdk: string): boolean {
  const { tokens, pairs } = fn.file;
  const { op, is } = reader(tokens);
  const method = fn.receiver !== undefined && is(start, fn.receiver.name) && op(start + 1, '.');
  const name = method ? start + 2 : start;
  if (tokens[name]?.kind !== 'name' || !op(name + 1, '(') || pairs[name + 1] + 2 !== end || !op(end - 1, '...')) return false;
  const callee = functionsIn(fn.file).find((f) => f.name === tokens[name].text && (method ? f.receiver?.type === fn.receiver?.type : !f.receiver));
  return callee !== undefined && onlyParameterOptions(callee, sdk);
}

/**
 * Whether `fn` (of result `[]mcp.ToolOption`) returns one local slice it makes and grows of parameter options
 * alone, each appended written in place or held by a local assigned only parameter options; no function
 * literal in its body (no option of its own).
 */
function onlyParameterOptions(fn: Func, sdk: string): boolean {
  const { tokens, pairs } = fn.file;
  const { op, is } = reader(tokens);
  const b = fn.body;
  if (!(op(b - 5, '[') && op(b - 4, ']') && is(b - 3, sdk) && op(b - 2, '.') && is(b - 1, 'ToolOption'))) return false;
  let slice: string | undefined;
  for (let j = b + 1; j < pairs[b]; j++) {
    if (is(j, 'func')) return false;
    if (!is(j, 'return')) continue;
    const returned = tokens[j + 1]?.kind === 'name' ? (tokens[j + 1].text as string) : undefined;
    if (returned === undefined || (slice !== undefined && returned !== slice) || !endsStatement(fn, j + 2)) return false;
    slice = returned;
  }
  if (slice === undefined) return false;
  let made = false;
  const held = new Set<string>();
  const consumed = new Set<number>();
  for (const u of uses(fn, slice)) {
    if (is(u - 1, 'return') || consumed.has(u)) continue;
    const items = declared(tokens, pairs, u, sdk);
    if (items && !made && items.every(({ start, end }) => parameterOption(tokens, pairs, start, sdk) === end)) {
      made = true;
      continue;
    }
    if (!(op(u + 1, '=') && is(u + 2, 'append') && op(u + 3, '(') && is(u + 4, slice) && op(u + 5, ','))) return false;
    consumed.add(u + 4);
    for (const { start, end } of split(tokens, pairs, u + 3).slice(1)) {
      if (parameterOption(tokens, pairs, start, sdk) === end) continue;
      if (end !== start + 1 || tokens[start].kind !== 'name') return false;
      held.add(tokens[start].text as string);
    }
  }
  return made && [...held].every((name) => heldOptions(fn, name, sdk));
}

/** Whether every use of the local `name` in `fn` assigns it a parameter option (`opt := mcp.WithString(…)`, `opt = …`) or appends it. */
function heldOptions(fn: Func, name: string, sdk: string): boolean {
  const { tokens, pairs } = fn.file;
  const { op } = reader(tokens);
  return uses(fn, name).every((u) => {
    if (op(u - 1, ',') && (op(u + 1, ')') || op(u + 1, ','))) return true;
    if (!(op(u + 1, ':=') || (op(u + 1, '=') && !op(u + 2, '=')))) return false;
    const end = parameterOption(tokens, pairs, u + 2, sdk);
    return end !== -1 && endsStatement(fn, end);
  });
}

/** Whether a statement of `fn`'s body may end before token `i`: the body's end, or `i` on a later line. */
function endsStatement(fn: Func, i: number): boolean {
  const { tokens, pairs, text } = fn.file;
  return i === pairs[fn.body] || (i < pairs[fn.body] && text.slice(tokens[i - 1].end, tokens[i].start).includes('\n'));
}

/** The file's functions (functions.ts), found once per file's tokens. */
function functionsIn(file: ParsedFile): Func[] {
  const known = FUNCTIONS.get(file.tokens) ?? functionsOf(file);
  FUNCTIONS.set(file.tokens, known);
  return known;
}

/** The comma-separated items between the bracket at `open` and its pair: each one's first token and the index after it. */
function split(tokens: readonly GoToken[], pairs: Int32Array, open: number): { start: number; end: number }[] {
  const { op } = reader(tokens);
  const out: { start: number; end: number }[] = [];
  for (let k = open + 1; k < pairs[open]; ) {
    let end = k;
    while (end < pairs[open] && !op(end, ',')) end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
    out.push({ start: k, end });
    k = end + 1;
  }
  return out;
}
