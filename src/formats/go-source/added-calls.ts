/**
 * A registration whose tool is a call: `s.AddTool(tools.Lookup(cfg), h)`, `mcp.AddTool(server, newTool(), h)`.
 * The tool is read only where a reader reads it: in the argument itself (`mcp.NewTool(…)`, a builder's or
 * a wrapper's call, read at the call), or in the body of the function called, where it is written
 * (`func newTool() mcp.Tool { return mcp.NewTool("x", …) }`, of this file, of another file of its package,
 * of a package of the module it imports, or a method of that name of the file's package or of one of the
 * module it imports: the value's type is not followed, so any method of the name there proves it). A registration whose
 * callee no reader reads a tool (or a registration it lists) in is not statically known: listed in
 * `dynamic`, as a loop's is. This module finds the calls and what other files prove; extract.ts checks the
 * file's own reading. Bounded: MAX_FILES other files read per file.
 */
import { perCrate } from '../rust-source/crate.js';
import type { Extracted } from '../source/extracted.js';
import { bracketPairs, callArguments } from '../source/tokens.js';
import type { Workspace } from '../types.js';
import { bodyOf, type ParsedFile, reader } from './functions.js';
import { addToolsSources, importsMcpGoServer, returnedSources } from './added-lists.js';
import { moduleOf } from './hand-rolled.js';
import { goFiles, inFolder, modulePathOf } from './spec-helpers.js';
import { type GoToken, goTokens } from './tokens.js';

/** An `AddTool` call whose tool is a call. */
export interface AddedCall {
  /** The `AddTool` token. */
  at: number;
  /** Where it is reported: the receiver's (or `mcp`'s) start. */
  start: number;
  /** The tool argument's first and last tokens. */
  arg: [number, number];
  /** The bodies (`{` and `}` tokens) of the file's own functions the call may be of. */
  bodies: [number, number][];
  /** Whether a reader of another file reads a tool in a function the call may be of. */
  elsewhere: boolean;
  /** An `AddTools` argument traced to its source (added-lists.ts): judged in a loop too. */
  traced?: true;
}

const MAX_FILES = 32;
const MAX_CALLS = 256;
/** How many functions deep a returned list is traced in other files. */
const MAX_TRACED = 4;
/** An import line: `alias "path"`, `import "path"`, `"path"`. */
const IMPORT = /^[ \t]*(?:import[ \t]+)?(?:([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]+)?"([A-Za-z0-9_.~\-/]{1,256})"[ \t]*$/gm;

/**
 * The file's `AddTool` calls whose tool is a call, with where the called function may be: `read` reads
 * another file of the module as go-source does, or is undefined (a module file's reading is not followed).
 */
export function addedCalls(
  text: string,
  path: string,
  workspace: Workspace | undefined,
  read: ((text: string, path: string) => Extracted) | undefined,
): AddedCall[] {
  const lists = importsMcpGoServer(text);
  if (!text.includes('AddTool(') && !(lists && text.includes('AddTools('))) return [];
  const tokens = goTokens(text);
  const openers = new Int32Array(tokens.length);
  const pairs = bracketPairs(tokens, openers);
  const { op, is } = reader(tokens);
  const declared = declaredIn({ at: path, text, tokens, pairs });
  const skip = (i: number): number => {
    for (; i < tokens.length; i++) {
      const t = tokens[i];
      if (t.kind !== 'op') continue;
      if (t.text === '(' || t.text === '[' || t.text === '{') i = pairs[i];
      else if (t.text === ')' || t.text === ']' || t.text === '}' || t.text === ',') return i;
    }
    return i;
  };
  const budget = { files: MAX_FILES, read: new Set<string>() };
  const known = new Map<string, boolean | undefined>();
  const out: AddedCall[] = [];
  /**
   * The functions a call from `from` to its `)` at `end` may be of, or undefined when it is not `f(…)`, `x.F(…)`
   * or, of `AddTools`, a method called on a value made by a chain (`tools.NewX(c).Tools()`).
   */
  const callee = (from: number, end: number, chained = false): Pick<AddedCall, 'bodies' | 'elsewhere'> | undefined => {
    const open = openers[end];
    if (!op(end, ')') || tokens[open - 1]?.kind !== 'name') return undefined;
    // `f(…)` or `x.F(…)`, the call the whole argument.
    const qualified = open === from + 3 && tokens[from].kind === 'name' && op(from + 1, '.');
    if (open !== from + 1 && !qualified && !(chained && op(open - 2, '.'))) return undefined;
    const name = tokens[open - 1].text as string;
    const qualifier = qualified ? (tokens[from].text as string) : open === from + 1 ? undefined : '';
    // '' for a package of another module: nothing of it is read.
    const imported = !qualifier ? undefined : importedFolder(text, path, qualifier, workspace);
    // The file's own functions of the name (or methods, for a call on a value).
    const bodies =
      imported !== undefined
        ? []
        : declared.filter((fn) => fn.name === name && fn.method === (qualifier !== undefined)).map((fn): [number, number] => [fn.body, pairs[fn.body]]);
    // A function of the package imported, or of the file's own; a method of the file's package or of one it imports.
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    const method = qualifier !== undefined && imported === undefined;
    const folders = imported !== undefined ? (imported === '' ? [] : [imported]) : method ? [folder, ...moduleImports(text, path, workspace)] : [folder];
    const elsewhere =
      workspace !== undefined &&
      read !== undefined &&
      folders.some((at) => {
        const key = `${at}\0${name}\0${method}`;
        if (!known.has(key)) known.set(key, readsIn(workspace, at, path, name, method, read, budget));
        return known.get(key);
      });
    return { bodies, elsewhere };
  };
  for (let i = 2; i + 1 < tokens.length && out.length < MAX_CALLS; i++) {
    const start = tokens[tokens[i - 2]?.kind === 'name' ? i - 2 : i].start;
    // mcp-go's `s.AddTools(…)`: each tool it registers traced to where it is written (added-lists.ts).
    if (lists && is(i, 'AddTools') && op(i - 1, '.') && op(i + 1, '(')) {
      for (const { call, from, end } of addToolsSources(text, tokens, pairs, openers, i))
        out.push({ at: i, start, arg: [from, end], traced: true, ...((call && callee(from, end, true)) || { bodies: [], elsewhere: false }) });
      continue;
    }
    if (!(is(i, 'AddTool') && op(i - 1, '.') && op(i + 1, '('))) continue;
    const given = callArguments(tokens, pairs, i + 1, skip);
    // `mcp.AddTool(server, tool, h)` takes the tool second; a server's method `s.AddTool(tool, h)`, first.
    const sdk = is(i - 2, 'mcp');
    const from = given[sdk ? 1 : 0];
    if (from === undefined || given.length !== (sdk ? 3 : 2)) continue;
    const end = skip(from) - 1;
    const found = callee(from, end);
    if (found) out.push({ at: i, start, arg: [from, end], ...found });
  }
  return out;
}

/** The module folder of the package the file imports as `qualifier`, or undefined (a value, or another module's package). */
function importedFolder(text: string, path: string, qualifier: string, workspace: Workspace | undefined): string | undefined {
  const module = workspace && moduleOf(path, workspace);
  const modulePath = workspace && module !== undefined ? modulePathOf(workspace, module) : undefined;
  for (const [, alias, at] of text.matchAll(IMPORT)) {
    if ((alias ?? at.slice(at.lastIndexOf('/') + 1)) !== qualifier) continue;
    if (module === undefined || !modulePath || (at !== modulePath && !at.startsWith(`${modulePath}/`))) return '';
    const rest = at.slice(modulePath.length + 1);
    return rest === '' ? module : inFolder(module, rest);
  }
  return undefined;
}

/** The file's top-level functions and methods, named parameters or not: each's name, whether a method, and its body's `{`. */
function declaredIn(file: ParsedFile): { name: string; method: boolean; body: number }[] {
  const { tokens, pairs } = file;
  const { op, is } = reader(tokens);
  const out: { name: string; method: boolean; body: number }[] = [];
  for (let i = 0, depth = 0; i + 2 < tokens.length; i++) {
    if (op(i, '{') || op(i, '(') || op(i, '[')) depth++;
    else if (op(i, '}') || op(i, ')') || op(i, ']')) depth--;
    if (depth !== 0 || !is(i, 'func')) continue;
    const method = op(i + 1, '(');
    const at = method ? pairs[i + 1] + 1 : i + 1;
    if (tokens[at]?.kind !== 'name') continue;
    const open = op(at + 1, '[') ? pairs[at + 1] + 1 : at + 1;
    const body = op(open, '(') ? bodyOf(tokens, pairs, pairs[open] + 1) : -1;
    if (body !== -1) out.push({ name: tokens[at].text as string, method, body });
  }
  return out;
}

/** The module folders of the packages the file imports. */
function moduleImports(text: string, path: string, workspace: Workspace | undefined): string[] {
  const module = workspace && moduleOf(path, workspace);
  const modulePath = workspace && module !== undefined ? modulePathOf(workspace, module) : undefined;
  if (module === undefined || !modulePath) return [];
  const out: string[] = [];
  for (const [, , at] of text.matchAll(IMPORT))
    if (at === modulePath || at.startsWith(`${modulePath}/`)) out.push(at === modulePath ? module : inFolder(module, at.slice(modulePath.length + 1)));
  return out;
}

const READS = new WeakMap<Workspace, Map<string, Extracted>>();

/**
 * Whether a function (`method`: a method) named `name` of a Go file of `folder` other than `self` has a
 * tool or a registration its reader lists in its body. `folder` '' of another module: none.
 */
function readsIn(
  workspace: Workspace,
  folder: string,
  self: string,
  name: string,
  method: boolean,
  read: (text: string, path: string) => Extracted,
  budget: { files: number; read: Set<string> },
  depth = 0,
): boolean {
  for (const [at, text] of goFiles(workspace, folder)) {
    if (at === self || !text.includes(name)) continue;
    const tokens: readonly GoToken[] = goTokens(text);
    const openers = new Int32Array(tokens.length);
    const file: ParsedFile = { at, text, tokens, pairs: bracketPairs(tokens, openers) };
    const fns = declaredIn(file).filter((fn) => fn.name === name && fn.method === method);
    if (fns.length === 0) continue;
    if (!budget.read.has(at) && budget.read.add(at).size > budget.files) return false;
    const extracted = perCrate(READS, workspace, at, () => read(text, at));
    workspace.drawsOn?.(at);
    const starts = [
      ...extracted.tools.flatMap((_, k) => extracted.spans.get(`/tools/${k}`)?.value?.[0] ?? []),
      ...extracted.unread.filter((u) => u.pointer === undefined).map((u) => u.start),
    ];
    const reads = (from: number, to: number) => starts.some((s) => s >= tokens[from].start && s <= tokens[to].end);
    if (fns.some((fn) => reads(fn.body, file.pairs[fn.body]))) return true;
    // `return []server.ServerTool{{Tool: spec()}}`: each tool it returns read where it is written (added-lists.ts).
    const traced = (fn: { body: number }) => {
      const sources = depth < MAX_TRACED && importsMcpGoServer(text) ? returnedSources(text, tokens, file.pairs, openers, fn.body) : [];
      return (
        sources.length > 0 &&
        sources.every(
          ({ call, from, end }) =>
            reads(from, end) ||
            (call && openers[end] === from + 1 && readsIn(workspace, folder, self, tokens[from].text as string, false, read, budget, depth + 1)),
        )
      );
    };
    if (fns.some(traced)) return true;
  }
  return false;
}
