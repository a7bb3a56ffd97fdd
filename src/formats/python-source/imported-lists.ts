/**
 * Tool lists another module of the repository defines: a low-level server module's `list_tools` handler
 * returns a list it imports (`from tools import ALL_TOOLS` … `return [Tool(**t) for t in ALL_TOOLS]`),
 * a module-level list of dicts of a tool's fields, or a package's `__init__.py` joining such lists
 * (`ALL_TOOLS = CORE_TOOLS + SCENE_TOOLS`). As for imported functions (imported-functions.ts), the module
 * that writes the list is the server file that lists its tools, at their literals. Read as text through the
 * workspace, bounded: MAX_READS modules, MAX_HOPS joins deep.
 */
import type { Workspace } from '../types.js';
import type { Keys } from './keyed-dicts.js';
import { assigns, FROM_IMPORT, importedItems, modulePaths, namesSdk, readModule } from './package-modules.js';

/** A list another module defines: its file, its name there, and the modules that join it on the way (a package's `__init__.py`). */
export interface DefinedList {
  path: string;
  name: string;
  via: readonly string[];
  /** The keys a handler reads each of its dicts' fields at, when it maps them field by field (keyed-dicts.ts). */
  keys?: Keys;
}

const MAX_READS = 16;
const MAX_HOPS = 3;
const MAX_NAMES = 16;
/** A name a handler may return or loop over, or a constant take: `return X`, `in X]`, `= X`. */
const USED = /(?:\breturn|\bin|=)[ \t]{1,8}([A-Za-z_]\w{0,99})[ \t]*(?:\]|#|\r?\n|$)/gm;
/** A module-level constant joining lists (keyed-dicts.ts), and each name it joins, copied or not: `ALL = list(X) + [EXTRA] + Y`. */
const JOINED = /^[A-Za-z_]\w{0,99}[ \t]{0,8}(?::[^=\n]{0,200})?=[ \t]{0,8}([^\n+]{0,2000}\+[^\n]{0,2000})$/gm;
const JOINED_NAME = /(?:^|\+)[ \t]{0,8}(?:(?:list|tuple)\([ \t]{0,8})?([A-Za-z_]\w{0,99})/g;

/**
 * The lists a module with a `list_tools` handler (one naming an MCP SDK) imports, by the name it binds:
 * each module-level list of the module the import finds, or, for a list that module joins from lists it
 * imports in turn, every one of those (none unless all are found).
 */
export function importedLists(text: string, path: string, workspace: Workspace | undefined): ReadonlyMap<string, readonly DefinedList[]> {
  const out = new Map<string, readonly DefinedList[]>();
  if (!workspace || path.split('/').includes('..') || !text.includes('list_tools') || !namesSdk(text)) return out;
  const used = new Set<string>();
  const joins = [...text.matchAll(JOINED)].flatMap((line) => [...line[1].matchAll(JOINED_NAME)]);
  for (const match of [...text.matchAll(USED), ...joins]) if (used.add(match[1]).size >= MAX_NAMES) break;
  const budget = { reads: MAX_READS };
  for (const statement of text.matchAll(FROM_IMPORT))
    for (const { name, alias } of importedItems(statement[2])) {
      if (name === '*' || !used.has(alias) || assigns(text, alias) || changed(text, alias)) continue;
      const module = modulePaths(statement[1], path, workspace)[0];
      const found = module === undefined ? undefined : listsOf(workspace, module, name, MAX_HOPS, budget);
      if (found) out.set(alias, found);
    }
  return out;
}

/** The lists `name` of the module at `path` is: itself, a list literal; or those of the imported lists it joins. */
function listsOf(workspace: Workspace, path: string, name: string, hops: number, budget: { reads: number }): DefinedList[] | undefined {
  const source = readModule(workspace, path, budget);
  if (source === undefined || !assignedOnce(source, name) || changed(source, name)) return undefined;
  if (new RegExp(`^${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=[ \\t]{0,8}\\[`, 'm').test(source)) return [{ path, name, via: [] }];
  if (hops <= 1) return undefined;
  const parts = joined(source, name);
  if (parts === undefined) return undefined;
  const out: DefinedList[] = [];
  for (const part of parts) {
    const from = importedFrom(source, part);
    const module = from && modulePaths(from.module, path, workspace)[0];
    const found = module === undefined || from === undefined ? undefined : listsOf(workspace, module, from.name, hops - 1, budget);
    if (found === undefined) return undefined;
    out.push(...found.map((list) => ({ ...list, via: [path, ...list.via] })));
  }
  return out;
}

/** Whether the module assigns `name` once, at any indentation. */
function assignedOnce(source: string, name: string): boolean {
  return source.match(new RegExp(`^[ \\t]{0,64}${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=(?!=)`, 'gm'))?.length === 1;
}

/** Whether the module may change the list in place (`X.append(…)`, `X += …`, `X[0] = …`): then its literal is not all it holds. */
function changed(source: string, name: string): boolean {
  return new RegExp(`\\b${name}[ \\t]{0,8}(?:\\.[ \\t]{0,8}(?:append|extend|insert|remove|pop|clear|sort)\\b|\\+=|\\[)`).test(source);
}

/** The names a top-level `name = A + B + …` (perhaps in parentheses, over several lines) joins; undefined for anything else. */
function joined(source: string, name: string): string[] | undefined {
  const match = new RegExp(`^${name}[ \\t]{0,8}=[ \\t]{0,8}(\\([^()]{0,2000}\\)|[^\\n]{0,2000})`, 'm').exec(source);
  if (!match) return undefined;
  const body = match[1].replace(/^\(|\)$/g, '').replace(/#[^\n]*/g, '');
  const parts = body.split('+').map((part) => part.trim());
  return parts.length <= MAX_NAMES && parts.every((part) => /^[A-Za-z_]\w{0,99}$/.test(part)) ? parts : undefined;
}

/** Where a module imports `name` from, when that import alone binds it. */
function importedFrom(source: string, name: string): { module: string; name: string } | undefined {
  if (assigns(source, name)) return undefined;
  for (const statement of source.matchAll(FROM_IMPORT))
    for (const item of importedItems(statement[2])) if (item.alias === name && item.name !== '*') return { module: statement[1], name: item.name };
  return undefined;
}
