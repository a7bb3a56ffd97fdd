/**
 * Tools whose function another module of the repository defines: a server module imports it (`from
 * tools.wordpress import list_plugins`, or the module itself: `from pkg import mcp_tools`) and registers
 * it by a call (`mcp.tool(list_plugins)`, `server.tool()(mcp_tools.decompile)`, `mcp.add_tool(fn, …)`).
 * As for the TypeScript reader's imported lists, the module that defines the function is the server file
 * that lists the tool, so every finding lands at its `def` and docstring. Read as text through the
 * workspace: a function is one defined once at the top level of a module found by the import (tests
 * never), never bound otherwise there; at most MAX_READS modules per file.
 */
import type { Workspace } from '../types.js';
import { assigns, FROM_IMPORT, importedItems, modulePaths, namesSdk, readModule } from './package-modules.js';

/** A function another module defines: its file and its name there. */
export interface Defined {
  path: string;
  name: string;
}

/** How many modules one file's imports (or the search for its registrars) may read, and folders above it searched. */
const MAX_READS = 12;
const MAX_UP = 2;
const MAX_LISTED = 200;
const MAX_FUNCTIONS = 256;
/** Test modules (pytest's and unittest's names) register what they test, maybe otherwise than the server. */
const TEST_MODULE = /(?:^|\/)(?:test_[^/]*|[^/]*_test|conftest)\.py$|(?:^|\/)tests?\//;
/** A registration by call whose function is written as a name or `module.name`, `(?<fn>…)`. */
const REGISTERS =
  /\.(?:tool|add_tool)\([ \t\n]{0,64}(?:[A-Za-z_][\w.]{0,100}\.from_function\([ \t\n]{0,64})?([A-Za-z_]\w{0,99}(?:\.[A-Za-z_]\w{0,99})?)\b|\)\([ \t\n]{0,64}([A-Za-z_]\w{0,99}(?:\.[A-Za-z_]\w{0,99})?)[ \t\n]{0,64}\)/g;
/** Module names a package's server is usually built in: read first, so the budget finds them. */
const LIKELY = /server|mcp|app|main|__init__/i;

/**
 * Whether a module defines `name` once, at its top level (no other `def` of it at any depth), and binds it
 * nowhere else: assigned, annotated, imported, a loop's, `with`'s or `except`'s target, anywhere in it. As
 * strict as the reader of that module (extract.ts), so what this finds that module lists.
 */
export function definesOnce(source: string, name: string): boolean {
  const defs = source.match(new RegExp(`^[ \\t]*(?:async[ \\t]+)?def[ \\t]+${name}[ \\t]*\\(`, 'gm'));
  if (defs?.length !== 1 || !new RegExp(`^(?:async[ \\t]+)?def[ \\t]+${name}\\b`, 'm').test(source)) return false;
  const bound = new RegExp(`^[ \\t]*${name}[ \\t]*[:=]|\\b(?:for|as)[ \\t]+${name}\\b|\\b${name}[ \\t]*:=|^[ \\t]*import\\b[^\\n]*\\b${name}\\b`, 'm');
  if (bound.test(source)) return false;
  for (const statement of source.matchAll(FROM_IMPORT)) if (importedItems(statement[2]).some((item) => item.alias === name)) return false;
  return true;
}

/**
 * The functions of other modules of the repository a server module (one naming an MCP SDK) may register,
 * by how it writes them (`list_plugins`, `mcp_tools.decompile`): each name it imports, or `module.name` of
 * a module it imports, that such a module defines once at its top level. Empty for a test module.
 */
export function importedFunctions(text: string, path: string, workspace: Workspace | undefined): ReadonlyMap<string, Defined> {
  const out = new Map<string, Defined>();
  if (!workspace || path.split('/').includes('..') || TEST_MODULE.test(path) || !namesSdk(text) || !text.includes('import')) return out;
  const written = new Set<string>();
  for (const match of text.matchAll(REGISTERS)) if (written.add(match[1] ?? match[2]).size >= MAX_FUNCTIONS) break;
  if (written.size === 0) return out;
  const budget = { reads: MAX_READS };
  const sources = new Map<string, string | undefined>();
  const source = (module: string) => {
    if (!sources.has(module)) sources.set(module, TEST_MODULE.test(module) ? undefined : readModule(workspace, module, budget));
    return sources.get(module);
  };
  const attributes = new Map<string, string[]>();
  for (const fn of written) {
    const [head, attribute] = fn.split('.');
    if (attribute !== undefined) attributes.set(head, [...(attributes.get(head) ?? []), attribute]);
  }
  for (const statement of text.matchAll(FROM_IMPORT)) {
    for (const { name, alias } of importedItems(statement[2])) {
      // The name is the import's only when the file does not bind it again.
      if (name === '*' || assigns(text, alias)) continue;
      if (written.has(alias)) {
        const module = modulePaths(statement[1], path, workspace)[0];
        const read = module === undefined ? undefined : source(module);
        if (module !== undefined && read !== undefined && definesOnce(read, name)) out.set(alias, { path: module, name });
      }
      const members = attributes.get(alias);
      if (members === undefined) continue;
      // `from pkg import mcp_tools` … `mcp_tools.decompile`: the module itself.
      const submodule = modulePaths(statement[1].endsWith('.') ? `${statement[1]}${name}` : `${statement[1]}.${name}`, path, workspace)[0];
      const read = submodule === undefined ? undefined : source(submodule);
      if (submodule === undefined || read === undefined) continue;
      for (const member of members) if (definesOnce(read, member)) out.set(`${alias}.${member}`, { path: submodule, name: member });
    }
  }
  return out;
}

/**
 * The modules that may register a file's functions, in an order of paths alone: those in its folder and
 * up to MAX_UP above, named like a server's first, nearest folder first; never the file itself or a test.
 */
export function registrarsOf(workspace: Workspace, path: string): string[] {
  const folder = path.split('/').slice(0, -1);
  const likely: string[] = [];
  const others: string[] = [];
  for (let up = 0; up <= MAX_UP && up <= folder.length; up++) {
    const base = folder.slice(0, folder.length - up).join('/');
    for (const name of workspace.list(base, MAX_LISTED) ?? []) {
      const module = base === '' ? name : `${base}/${name}`;
      if (!name.endsWith('.py') || module === path || TEST_MODULE.test(module)) continue;
      (LIKELY.test(name) ? likely : others).push(module);
    }
  }
  return [...likely, ...others];
}

/**
 * Each module near the file (registrarsOf) that names an SDK and writes a registration of a function of
 * the file, with what it imports (importedFunctions): at most MAX_READS modules read. The text test of
 * classification; the reader (registered-elsewhere.ts) reads each registration.
 */
export function registrarsOfFunctions(
  text: string,
  path: string,
  workspace: Workspace | undefined,
): { path: string; text: string; imported: ReadonlyMap<string, Defined> }[] {
  const out: { path: string; text: string; imported: ReadonlyMap<string, Defined> }[] = [];
  if (!workspace || path.split('/').includes('..') || TEST_MODULE.test(path) || !/^(?:async[ \t]+)?def[ \t]/m.test(text)) return out;
  const stem = /([^/]+?)(?:\/__init__)?\.py$/.exec(path)?.[1] ?? '';
  const budget = { reads: MAX_READS };
  for (const module of registrarsOf(workspace, path)) {
    if (budget.reads <= 0) break;
    if (workspace.kind(module) !== 'file') continue;
    const source = readModule(workspace, module, budget);
    if (source === undefined || !source.includes(stem) || !namesSdk(source)) continue;
    const imported = importedFunctions(source, module, workspace);
    if ([...imported.values()].some((defined) => defined.path === path)) out.push({ path: module, text: source, imported });
  }
  return out;
}
