/**
 * The functions of a file that its crate's rmcp `list_tools` reaches through other files: a hand-written
 * `ServerHandler::list_tools` (its signature names `ListToolsResult`) that calls `ToolDefinitions::all()`
 * in another module, whose body reads a `static`/`const` whose initializer calls `AutomationTools::get_tools()`
 * in a third, which builds `vec![Self::navigate_tool(), …]`. The file's reader then reads the rmcp `Tool`
 * literals of those functions as it reads those of its own `list_tools` (extract.ts). A call resolves by
 * name, to the functions of the `impl` of the type written before it (`Type::f()`, `Self::f()` in the
 * caller's impl), and otherwise to those it can reach from its file (call-scope.ts): a bare call to a free
 * function of the file or of a `use`, a module path's to that module's; a name of a `static` or `const`
 * item reaches its initializer. Bounded by the crate's files read (crate.ts); the
 * call graph is made once per crate for a stable workspace, and the files on the way are drawn on.
 */
import type { Workspace } from '../types.js';
import { bracketPairs } from '../source/tokens.js';
import { type FileScope, fileScope, reaches, type ScopedCall } from './call-scope.js';
import { crateOf, firstInCrate, perCrate } from './crate.js';
import { type RsToken, tokenizeRust } from './tokens.js';

/** A function, or a `static`/`const` item's initializer: its file, name, the `impl` type it is in, and its range of tokens. */
interface Item {
  at: string;
  name: string;
  /** Where its name starts in the file. */
  start: number;
  impl: string | undefined;
  /** What it refers to: calls (`Type::f(`, `f(`, `x.f(`) with the type before them, and upper-case names (statics). */
  calls: ScopedCall[];
  roots: boolean;
  /** Its file's module and `use` items, which the calls resolve in (call-scope.ts). */
  scope: FileScope;
}

const GRAPHS = new WeakMap<Workspace, Map<string, ReadonlyMap<string, readonly number[]>>>();
/** What a file must show for this to be asked: rmcp's `Tool` built by hand. */
const BUILDS_TOOL = /\bTool[ \t]{0,8}(?:\{|::new)/;
const MAX_ITEMS = 20_000;

/** The functions of the file at `path` reached from its crate's rmcp `list_tools` in another file (drawn on), by where their names start. */
export function servedFunctions(text: string, path: string, workspace: Workspace | undefined): number[] {
  if (!workspace || !text.includes('rmcp') || !BUILDS_TOOL.test(text)) return [];
  const crate = crateOf(path, workspace);
  if (crate === undefined) return [];
  const reached = perCrate(GRAPHS, workspace, crate, () => reachedIn(workspace, crate));
  const starts = reached.get(path) ?? [];
  if (starts.length > 0) for (const at of reached.keys()) if (at !== path) workspace.drawsOn?.(at);
  return [...starts];
}

/** Where the names of each file's functions reached from a `list_tools` start, by file. */
function reachedIn(workspace: Workspace, crate: string): ReadonlyMap<string, readonly number[]> {
  const items: Item[] = [];
  firstInCrate(workspace, crate, ({ at, text }) => {
    if (items.length < MAX_ITEMS) items.push(...itemsOf(at, text));
    return undefined;
  });
  const byName = new Map<string, Item[]>();
  for (const item of items) byName.set(item.name, [...(byName.get(item.name) ?? []), item]);
  const seen = new Set<Item>(items.filter((item) => item.roots));
  for (const waiting = [...seen]; waiting.length > 0; ) {
    const item = waiting.pop() as Item;
    for (const call of item.calls) {
      for (const next of byName.get(call.name) ?? [])
        if (!seen.has(next) && reaches(call, item, next)) {
          seen.add(next);
          waiting.push(next);
        }
    }
  }
  const out = new Map<string, number[]>();
  for (const item of seen) out.set(item.at, [...(out.get(item.at) ?? []), item.start]);
  return out;
}

/** The functions and `static`/`const` items of one file. */
function itemsOf(at: string, text: string): Item[] {
  const tokens = tokenizeRust(text);
  const pairs = bracketPairs(tokens);
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const is = (i: number, value: string) => tokens[i]?.kind === 'name' && tokens[i].text === value;
  const out: Item[] = [];
  const scope = fileScope(at, tokens, pairs);
  /** The `impl` blocks: their braces and type. */
  const impls: { from: number; to: number; type: string }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!is(i, 'impl') || !(i === 0 || op(i - 1, '}') || op(i - 1, ';') || op(i - 1, ']') || tokens[i - 1].kind === 'doc' || is(i - 1, 'unsafe'))) continue;
    let j = i + 1;
    let type: string | undefined;
    for (; j < tokens.length && !op(j, '{') && !op(j, ';'); j++) {
      if (op(j, '<')) j = angled(tokens, j);
      else if (is(j, 'for')) type = undefined;
      else if (is(j, 'where')) break;
      else if (tokens[j].kind === 'name' && !op(j + 1, ':') && type === undefined) type = tokens[j].text;
    }
    while (j < tokens.length && !op(j, '{') && !op(j, ';')) j++;
    if (op(j, '{') && type !== undefined) impls.push({ from: j, to: pairs[j], type });
  }
  const implOf = (i: number) => impls.find(({ from, to }) => from < i && i < to)?.type;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const fn = is(i, 'fn') && tokens[i + 1].kind === 'name';
    const item = (is(i, 'static') || is(i, 'const')) && tokens[i + 1].kind === 'name' && op(i + 2, ':');
    if (!fn && !item) continue;
    let from = i + 2;
    while (from < tokens.length && !op(from, fn ? '{' : '=') && !op(from, ';')) from = op(from, '(') ? pairs[from] + 1 : from + 1;
    if (!op(from, fn ? '{' : '=')) continue;
    let to = fn ? pairs[from] : from;
    if (!fn) while (to < tokens.length && !op(to, ';')) to = op(to, '(') || op(to, '{') || op(to, '[') ? pairs[to] + 1 : to + 1;
    const calls: Item['calls'] = [];
    for (let j = from + 1; j < to; j++) {
      if (tokens[j].kind !== 'name') continue;
      const path = op(j - 1, ':') && op(j - 2, ':') && tokens[j - 3]?.kind === 'name' ? tokens[j - 3].text : undefined;
      const method = op(j - 1, '.') ? (tokens[j - 2]?.kind === 'name' && tokens[j - 2].text === 'self' ? 'self' : 'value') : undefined;
      if (op(j + 1, '(') || /^[A-Z][A-Z0-9_]+$/.test(tokens[j].text as string))
        calls.push({ type: path, name: tokens[j].text as string, ...(method ? { method } : {}) });
    }
    const name = tokens[i + 1].text as string;
    let roots = false;
    if (fn && name === 'list_tools') for (let j = i + 2; j < from && !roots; j++) roots = is(j, 'ListToolsResult');
    out.push({ at, name, start: tokens[i + 1].start, impl: implOf(i), calls, roots, scope });
    if (fn) i = from;
  }
  return out;
}

/** The index of the `>` that closes the generic parameters opened at `open` (nested ones counted). */
function angled(tokens: readonly RsToken[], open: number): number {
  let depth = 0;
  for (let j = open; j < tokens.length; j++) {
    if (tokens[j].kind !== 'op') continue;
    if (tokens[j].text === '<') depth++;
    else if (tokens[j].text === '>' && --depth === 0) return j;
    else if (tokens[j].text === '{' || tokens[j].text === ';') return j - 1;
  }
  return tokens.length;
}
