/**
 * A tool module handed its server (`def register_tools(mcp_server, container): … @mcp_server.tool()
 * def x(…)`), naming no SDK: a function's parameter is a decorator's (or registration call's) receiver,
 * and a module of the same repository, in the file's folder or up to two above it, that names an MCP
 * SDK calls that function with, in that parameter's place, a name every assignment of which in that
 * module is a server it builds (package-modules.ts bindsServer). The caller reaches the function by a
 * name it imports from this file, directly or through a package's re-exports (`from .tools import *`,
 * whose `__init__.py` imports it from `.scanning`, whose `__init__.py` imports it from this file), as an
 * attribute of this file's module (`from . import meta` … `meta.register(mcp, …)`), or as a method of an
 * instance of a class it imports from this file (`tools = IndexTools(…)` … `tools.register_tools(self.mcp)`).
 * Bounded: at most MAX_READS modules read, those named like a server's (`server.py`, `mcp_setup.py`, …)
 * in the nearest folder first; MAX_HOPS re-exports; test modules are never callers.
 */
import type { Workspace } from '../types.js';
import { bindsServer, FROM_IMPORT, importedItems, MAX_HOPS, MAX_NAMES, modulePaths, namesSdk, readModule } from './package-modules.js';
import { drew } from '../source/draws-on.js';

/** A function's header: its name and parameter list (one line or several, up to its `)`). */
const DEF = /^[ \t]{0,64}(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w{0,99})[ \t]*\(([^)]{0,2000})\)/gm;
/** How many folders above the file's own a caller is looked for in, and how many names each lists. */
const MAX_UP = 2;
const MAX_LISTED = 200;
/** How many modules one file's callers (and the re-exports between them) may read. */
const MAX_READS = 12;
/** How many registrars in a row may pass on the server they are handed (`register_all(mcp)` calling `register_a(mcp)`). */
const MAX_FORWARDS = 2;
/** Module names a package's server is usually built or started in: read first, so the budget finds them. */
const LIKELY = ['server.py', '__main__.py', 'main.py', 'app.py', '__init__.py'];
const LIKELY_STEM = /server|mcp|app|main|setup/i;
/** Test modules (pytest's and unittest's names): a server a test builds is no server the package runs. */
const TEST_MODULE = /^(?:test_.*|.*_test|conftest)\.py$/;

/** A function handed the server: the argument's place in a call, and whether it is a method (called on an instance, without `self`). */
interface Handed {
  index: number;
  method: boolean;
  /** The parameter's name, by which a call may pass it too (`register_tools(mcp=mcp)`). */
  param: string;
}

export function handedServer(text: string, path: string, workspace: Workspace, receivers: ReadonlySet<string>): boolean {
  const handed = new Map<string, Handed>();
  for (const match of text.matchAll(DEF)) {
    const names = parameterNames(match[2]);
    const index = names.findIndex((name) => receivers.has(name));
    const method = names[0] === 'self';
    if (index > (method ? 0 : -1) && !handed.has(match[1])) handed.set(match[1], { index: method ? index - 1 : index, method, param: names[index] });
    if (handed.size >= MAX_NAMES) break;
  }
  return handed.size > 0 && calledWithServer({ text, path, workspace, handed, budget: { reads: MAX_READS }, forwards: MAX_FORWARDS });
}

/** Whether a module near the file (its folder, then up to MAX_UP above) calls one of its handed functions with a server. */
function calledWithServer(caller: Caller): boolean {
  const { path, workspace } = caller;
  for (const module of modulesNear(workspace, path)) {
    if (caller.budget.reads <= 0) return false;
    if (workspace.kind(module) !== 'file') continue;
    const source = readModule(workspace, module, caller.budget);
    if (source !== undefined && callsWithServer(source, module, caller)) return drew(workspace, module);
  }
  return false;
}

/**
 * The Python modules in the file's folder and up to MAX_UP above, never the file itself nor a test module,
 * in an order of paths alone: those named like a server's first, nearest folder first, then the others.
 */
export function modulesNear(workspace: Workspace, path: string): string[] {
  const folder = path.slice(0, Math.max(0, path.lastIndexOf('/')));
  return remembered(NEAR, workspace, folder, () => modulesOf(workspace, folder)).filter((module) => module !== path);
}

/** How many sibling folders of a file's folder are listed for modulesBeside. */
const MAX_SIBLINGS = 16;

/**
 * The Python modules in the other folders beside the file's own (its parent's subfolders, one level down),
 * but tests, in an order of paths alone: where a package keeps the registrars of the functions another
 * folder defines (`src/tool_registry/folder_tools.py` registering `src/tools/box_tools_folder.py`'s).
 */
export function modulesBeside(workspace: Workspace, path: string): readonly string[] {
  const folder = path.slice(0, Math.max(0, path.lastIndexOf('/')));
  if (folder === '') return [];
  return remembered(BESIDE, workspace, folder, () => {
    const parent = folder.slice(0, Math.max(0, folder.lastIndexOf('/')));
    const out: string[] = [];
    let listed = 0;
    for (const name of workspace.list(parent, MAX_LISTED) ?? []) {
      const sibling = parent === '' ? name : `${parent}/${name}`;
      if (sibling === folder || name.includes('.') || workspace.kind(sibling) !== 'directory') continue;
      if (++listed > MAX_SIBLINGS) break;
      for (const module of workspace.list(sibling, MAX_LISTED) ?? []) if (module.endsWith('.py') && !TEST_MODULE.test(module)) out.push(`${sibling}/${module}`);
    }
    return out;
  });
}

/** Folders whose modules one workspace remembers at most (each at most (MAX_UP + 1) * MAX_LISTED); past it, it starts over. */
const MAX_FOLDERS = 1000;
/**
 * The modules near (and beside) each folder, by stable workspace: one serves a run, whose repository does not
 * change. Every Python file of a folder asks for them (imported-functions.ts), and a folder holds hundreds of files.
 */
const NEAR = new WeakMap<Workspace, Map<string, readonly string[]>>();
const BESIDE = new WeakMap<Workspace, Map<string, readonly string[]>>();

/** The modules `make` finds for `folder`, remembered in `cache` for a stable workspace. */
function remembered(cache: WeakMap<Workspace, Map<string, readonly string[]>>, workspace: Workspace, folder: string, make: () => string[]): readonly string[] {
  if (!workspace.stable) return make();
  let byFolder = cache.get(workspace);
  if (!byFolder) cache.set(workspace, (byFolder = new Map()));
  let modules = byFolder.get(folder);
  if (modules === undefined) {
    if (byFolder.size >= MAX_FOLDERS) byFolder.clear();
    byFolder.set(folder, (modules = make()));
  }
  return modules;
}

/** The Python modules in `folder` and up to MAX_UP above, but tests, those named like a server's first. */
function modulesOf(workspace: Workspace, folder: string): string[] {
  const parts = folder === '' ? [] : folder.split('/');
  const likely: string[] = [];
  const others: string[] = [];
  for (let up = 0; up <= MAX_UP && up <= parts.length; up++) {
    const base = parts.slice(0, parts.length - up).join('/');
    for (const name of workspace.list(base, MAX_LISTED) ?? []) {
      if (!name.endsWith('.py') || TEST_MODULE.test(name)) continue;
      (LIKELY.includes(name) || LIKELY_STEM.test(name) ? likely : others).push(base === '' ? name : `${base}/${name}`);
    }
  }
  return [...likely, ...others];
}

/** A parameter list's names, without annotations, defaults or `*`. */
function parameterNames(list: string): string[] {
  return list.split(',').map((part) => /^\s*\*{0,2}\s*([A-Za-z_]\w*)/.exec(part)?.[1] ?? '');
}

/** What the search for a caller of the file at `path` (whose text is `text`) needs. */
interface Caller {
  text: string;
  path: string;
  workspace: Workspace;
  handed: ReadonlyMap<string, Handed>;
  budget: { reads: number };
  /** How many more registrars may pass on a parameter of their own (`def register_all(mcp): register_a(mcp)`). */
  forwards: number;
}

/** Whether `source` (at `module`) reaches one of the handed functions in the file and calls it with a server it builds in the parameter's place. */
function callsWithServer(source: string, module: string, caller: Caller): boolean {
  if (!namesSdk(source) && caller.forwards <= 0) return false;
  const { handed, path, text, workspace } = caller;
  const gives = (callee: string, at: Handed) => givesServer(source, module, callee, at, caller);
  for (const match of source.matchAll(FROM_IMPORT)) {
    const from = match[1];
    for (const { name, alias } of importedItems(match[2])) {
      // `from .tools import register_nmap_tool` (or `*`): the function itself, perhaps re-exported.
      for (const [fn, at] of handed) {
        if (at.method || (name !== '*' && name !== fn)) continue;
        if (gives(name === '*' ? fn : alias, at) && reexports(from, fn, module, caller, MAX_HOPS, name === '*')) return true;
      }
      if (name === '*') continue;
      // `from . import meta` … `meta.register(mcp, get_config)`: this file's module.
      const submodule = from.endsWith('.') ? `${from}${name}` : `${from}.${name}`;
      // Asked first: a loop over several modules gives each of them the server, and the search for it reads modules.
      const isModule = () => modulePaths(submodule, module, workspace).includes(path);
      for (const [fn, at] of handed) if (!at.method && isModule() && gives(`${alias}\\.${fn}`, at)) return true;
      // `from .tools.index import IndexTools` … `tools = IndexTools(…)` … `tools.register_tools(self.mcp)`.
      if (!new RegExp(`^class[ \\t]+${name}\\b`, 'm').test(text)) continue;
      for (const instance of source.matchAll(
        new RegExp(`^[ \\t]{0,64}((?:self\\.)?[A-Za-z_]\\w{0,99})[ \\t]{0,8}(?::[^=\\n]{0,200})?=[ \\t]{0,8}${alias}\\(`, 'gm'),
      )) {
        const receiver = instance[1].replace('.', '\\.');
        for (const [fn, at] of handed) if (at.method && gives(`${receiver}\\.${fn}`, at) && reexports(from, name, module, caller, MAX_HOPS, false)) return true;
      }
    }
  }
  return false;
}

/**
 * Whether `source` (at `module`) calls `callee` (a pattern) with, at `index`, a name (or `self.name`)
 * every assignment of which there is a server it builds, or a parameter of the function the call is in
 * that a module near `module` hands a server in turn (forwarded).
 */
function givesServer(source: string, module: string, callee: string, { index, param }: Handed, caller: Caller): boolean {
  const keyword = new RegExp(`^\\s*${param}\\s*=(?!=)\\s*`);
  const calls = [...source.matchAll(new RegExp(`(?<![\\w.])${callee}\\(([^\\n]{0,500})`, 'g')), ...loopCalls(source, callee)];
  for (const call of calls) {
    const args = topLevelArguments(call[1]);
    // In its place, unless a keyword argument takes that place (positional ones come first), or by its name.
    const positional = args[index] !== undefined && !/^\s*\w+\s*=(?!=)/.test(args[index]) ? args[index] : undefined;
    const named = args.find((arg) => keyword.test(arg))?.replace(keyword, '');
    const given = (positional ?? named)?.trim() ?? '';
    if (!/^(?:self\.)?[A-Za-z_]\w{0,99}$/.test(given)) continue;
    if (bindsServer(source, given) || forwarded(source, module, call.index, given, caller)) return true;
  }
  return false;
}

/** How far past a loop's header its call of the loop variable is looked for. */
const LOOP_BODY = 1000;

/**
 * The calls of a loop variable that takes `callee` (a pattern) in turn, as givesServer's matches: `for r in
 * (register_a, register_b): r(mcp)`, or over a list or tuple the module assigns to a name once
 * (`REGISTRARS = [register_a, …]`; a `+=` adds to it, and the callee is still in it). A callee
 * `module.fn` is called too by a loop over modules that calls the variable's `fn`: `for m in
 * (campaigns, forms): m.register(mcp)`.
 */
function loopCalls(source: string, callee: string): RegExpExecArray[] {
  const name = callee.replaceAll('\\', '');
  const [holder, member] = name.split('.');
  const out: RegExpExecArray[] = [];
  for (const loop of source.matchAll(/^[ \t]{0,64}for[ \t]+([A-Za-z_]\w{0,99})[ \t]+in[ \t]+([[(][^\])]{0,4000}[\])]|[A-Za-z_]\w{0,99})[ \t]*:/gm)) {
    const list = loop[2];
    const taken = /^[[(]/.test(list) ? items(list) : namedList(source, list);
    const called = taken.includes(name) ? loop[1] : member !== undefined && taken.includes(holder) ? `${loop[1]}\\.${member}` : undefined;
    if (called === undefined) continue;
    const body = source.slice(loop.index + loop[0].length, loop.index + loop[0].length + LOOP_BODY);
    const call = new RegExp(`(?<![\\w.])${called}\\(([^\\n]{0,500})`).exec(body);
    if (call) {
      call.index += loop.index + loop[0].length;
      out.push(call);
    }
  }
  return out;
}

/** The items of the list or tuple literal the module assigns to `name`, when it assigns it once (adding to it with `+=` aside); none otherwise. */
function namedList(source: string, name: string): string[] {
  const assignments = [
    ...source.matchAll(new RegExp(`^[ \\t]{0,64}${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=(?!=)[ \\t]{0,8}(?:([[(][^\\])]{0,4000}[\\])])|)`, 'gm')),
  ];
  return assignments.length === 1 && assignments[0][1] !== undefined ? items(assignments[0][1]) : [];
}

/** The names a list or tuple literal's items are (`[a, b.register]`). */
function items(list: string): string[] {
  return list
    .slice(1, -1)
    .replace(/#[^\n]*/g, '')
    .split(',')
    .map((item) => item.trim());
}

/**
 * Whether `given`, passed at offset `at` of `source`, is a parameter of the function the call is in (the
 * last `def` before it indented less than its line), never assigned in the module, and a module near
 * `module` calls that function with a server in its place: `def register_all_tools(mcp): …
 * register_citation_tools(mcp)`, called by `main.py` with the FastMCP server it builds.
 */
function forwarded(source: string, module: string, at: number, given: string, caller: Caller): boolean {
  if (caller.forwards <= 0 || given.startsWith('self.') || new RegExp(`^[ \\t]{0,64}${given}[ \\t]{0,8}(?::[^=\\n]{0,200})?=(?!=)`, 'm').test(source))
    return false;
  const line = source.lastIndexOf('\n', at) + 1;
  const indent = /^[ \t]*/.exec(source.slice(line, line + 64))?.[0].length ?? 0;
  let enclosing: RegExpExecArray | undefined;
  for (const match of source.slice(0, line).matchAll(DEF)) if ((/^[ \t]*/.exec(match[0])?.[0].length ?? 0) < indent) enclosing = match;
  if (enclosing === undefined) return false;
  const names = parameterNames(enclosing[2]);
  const method = names[0] === 'self';
  const index = names.indexOf(given);
  if (index <= (method ? 0 : -1)) return false;
  const handed = new Map([[enclosing[1], { index: method ? index - 1 : index, method, param: given }]]);
  return calledWithServer({ ...caller, text: source, path: module, handed, forwards: caller.forwards - 1 });
}

/**
 * Whether importing `name` from `from` in `module` gives the file's own: `from` is the file, or a module
 * that imports `name` (by that name, or by `*` unless its `__all__` leaves it out) from one that gives it,
 * within `hops` modules.
 */
function reexports(from: string, name: string, module: string, caller: Caller, hops: number, star: boolean): boolean {
  const { path, text, workspace } = caller;
  for (const file of modulePaths(from, module, workspace)) {
    if (file === path) return !star || exported(text, name);
    if (hops <= 1) continue;
    const source = readModule(workspace, file, caller.budget);
    if (source === undefined || (star && !exported(source, name))) continue;
    for (const match of source.matchAll(FROM_IMPORT))
      for (const item of importedItems(match[2]))
        if ((item.name === '*' || item.alias === name) && reexports(match[1], item.name === '*' ? name : item.name, file, caller, hops - 1, item.name === '*'))
          return true;
  }
  return false;
}

/** Whether `from m import *` takes `name` from the module: it has no `__all__`, or its `__all__` names it. */
function exported(source: string, name: string): boolean {
  return !/^__all__\b/m.test(source) || source.includes(`'${name}'`) || source.includes(`"${name}"`);
}

/** The arguments of a call whose text follows its `(` on one line, split at top-level commas up to its `)`. */
function topLevelArguments(rest: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < rest.length; i++) {
    const c = rest[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if ((c === ')' || c === ']' || c === '}') && depth-- === 0) {
      out.push(rest.slice(start, i));
      return out;
    } else if (c === ',' && depth === 0) {
      out.push(rest.slice(start, i));
      start = i + 1;
    }
  }
  return out;
}
