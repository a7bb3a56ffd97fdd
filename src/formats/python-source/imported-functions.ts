/**
 * Tools whose function another module of the repository defines: a server module imports it (`from
 * tools.wordpress import list_plugins`, or the module itself: `from pkg import mcp_tools`) and registers
 * it by a call (`mcp.tool(list_plugins)`, `server.tool()(mcp_tools.decompile)`, `mcp.add_tool(fn, …)`).
 * As for the TypeScript reader's imported lists, the module that defines the function is the server file
 * that lists the tool, so every finding lands at its `def` and docstring. Read as text through the
 * workspace: a function is one defined once at the top level of a module found by the import (tests
 * never), never bound otherwise there. Bounded: MAX_READS modules read to find a file's registrars,
 * MAX_FUNCTION_READS for what one registrar imports.
 */
import type { Workspace } from '../types.js';
import { testSource } from '../../engine/test-source.js';
import { modulesBeside, modulesNear } from './handed-server.js';
import { type DefinedList, importedLists } from './imported-lists.js';
import { type Loop, loopedFunctions } from './looped-functions.js';
import { assigns, definesOnce, FROM_IMPORT, importedBy, importedItems, modulePaths, namesSdk, readModule } from './package-modules.js';
import { inheritedFrom } from './inherited-methods.js';

/** A function another module defines: its file and its name there (`Class.method` for an instance's method, module-bindings.ts). */
export interface Defined {
  path: string;
  name: string;
}

/** A test registers what it tests, maybe otherwise than the server (engine/test-source.ts): never a registrar, never read. */
const isTest = (path: string): boolean => testSource(path) !== undefined;

/** How many modules the search for a file's registrars may read near it, and then beside its folder. */
const MAX_READS = 12;
const MAX_BESIDE_READS = 32;
const MAX_FUNCTIONS = 256;
/** How many modules one server module's registered functions may read: each tool object's, and its function's. */
const MAX_FUNCTION_READS = 128;
/** How many modules that import a function and export it again (a package's `__init__.py`) are followed to its `def`. */
const MAX_REEXPORTS = 2;
/** Base classes followed at most for an inherited method (inherited-methods.ts). */
const MAX_BASES = 4;
/**
 * A registration by call whose function is written as a name or `module.name` (FastMCP's `name_or_fn=`, `tool=` and `fn=` keywords allowed),
 * maybe inside one decorator's call (`logged(fn)`, kept-wrappers.ts), `(?<fn>…)`.
 */
const REGISTERS =
  /\.(?:tool|add_tool)\([ \t\n]{0,64}(?:(?:name_or_fn|tool)[ \t]{0,8}=[ \t]{0,8})?(?:[A-Za-z_][\w.]{0,100}\.from_function\([ \t\n]{0,64}(?:fn[ \t]{0,8}=[ \t]{0,8})?)?(?:[A-Za-z_]\w{0,99}\([ \t\n]{0,64})?([A-Za-z_]\w{0,99}(?:\.[A-Za-z_]\w{0,99})?)\b|\)\([ \t\n]{0,64}(?:[A-Za-z_]\w{0,99}\([ \t\n]{0,64})?([A-Za-z_]\w{0,99}(?:\.[A-Za-z_]\w{0,99})?)[ \t\n]{0,64}\)/g;
/** `fn=` of `Tool.from_function(name=…, fn=…)`, `(?<fn>…)`. */
const FN_KEYWORD = /\.from_function\([^()]{0,400}?\bfn[ \t]{0,8}=[ \t]{0,8}([A-Za-z_]\w{0,99}(?:\.[A-Za-z_]\w{0,99})?)[ \t\n]{0,64}[,)]/g;

/** What importedFunctions found for each module of a stable workspace (a run's): the same whichever file asks first. */
const MEMOS = new WeakMap<Workspace, Map<string, ReadonlyMap<string, Defined>>>();
const MAX_KEPT = 500;

/**
 * The functions of other modules of the repository a server module (one naming an MCP SDK) may register,
 * by how it writes them (`list_plugins`, `mcp_tools.decompile`): each name it imports, or `module.name` of
 * a module it imports, that such a module defines once at its top level; and `tool.fn` of a tool object
 * it imports, which that module makes once from such a function (`get_news_tool =
 * Tool.from_function(get_news, …)`, `.fn` being the function itself). Empty for a test module.
 */
export function importedFunctions(text: string, path: string, workspace: Workspace | undefined): ReadonlyMap<string, Defined> {
  if (!workspace || path.split('/').includes('..') || isTest(path) || !namesSdk(text) || !text.includes('import')) return new Map();
  if (!workspace.stable) return functionsOf(text, path, workspace);
  let memo = MEMOS.get(workspace);
  if (!memo) MEMOS.set(workspace, (memo = new Map()));
  let found = memo.get(path);
  if (found === undefined) {
    found = functionsOf(text, path, workspace);
    if (memo.size >= MAX_KEPT) memo.clear();
    memo.set(path, found);
  }
  return found;
}

function functionsOf(text: string, path: string, workspace: Workspace): ReadonlyMap<string, Defined> {
  const out = new Map<string, Defined>();
  const written = new Set<string>();
  for (const match of [...text.matchAll(REGISTERS), ...text.matchAll(FN_KEYWORD)]) if (written.add(match[1] ?? match[2]).size >= MAX_FUNCTIONS) break;
  if (written.size === 0) return out;
  const budget = { reads: MAX_FUNCTION_READS };
  const sources = new Map<string, string | undefined>();
  const source = (module: string | undefined) => {
    if (module === undefined) return undefined;
    if (!sources.has(module)) sources.set(module, isTest(module) ? undefined : readModule(workspace, module, budget));
    return sources.get(module);
  };
  const defined = (module: string | undefined, name: string, hops = MAX_REEXPORTS, bases = MAX_BASES): Defined | undefined => {
    const read = source(module);
    if (module === undefined || read === undefined) return undefined;
    if (definesOnce(read, name)) return { path: module, name };
    const [head, member] = name.split('.');
    // A method its class inherits from its one base (inherited-methods.ts): that base's, here or where it is imported from.
    const base = bases > 0 ? inheritedFrom(read, name) : undefined;
    if (base !== undefined) return defined(module, `${base}.${member}`, hops, bases - 1);
    // A package's `__init__.py` that re-exports it (`from .search import search_news`), or its class: the module it comes from.
    const imported = hops > 0 ? importedBy(read, head) : undefined;
    return (
      imported &&
      defined(modulePaths(imported.from, module, workspace)[0], member === undefined ? imported.name : `${imported.name}.${member}`, hops - 1, bases)
    );
  };
  const attributes = new Map<string, string[]>();
  for (const fn of written) {
    const [head, attribute] = fn.split('.');
    if (attribute !== undefined) attributes.set(head, [...(attributes.get(head) ?? []), attribute]);
  }
  const set = (key: string, found: Defined | undefined) => found && out.set(key, found);
  // `fs.create_file` of `fs = FileSystem(…)`, a class the file imports: that class's method (module-bindings.ts).
  for (const [head, members] of attributes) {
    const made = [...text.matchAll(new RegExp(`^[ \\t]{0,64}${head}[ \\t]{0,8}=[ \\t]{0,8}([A-Za-z_]\\w{0,99})\\(`, 'gm'))];
    const from = made.length === 1 ? importedBy(text, made[0][1]) : undefined;
    const module = from && modulePaths(from.from, path, workspace)[0];
    if (from) for (const member of members) set(`${head}.${member}`, defined(module, `${from.name}.${member}`));
  }
  for (const statement of text.matchAll(FROM_IMPORT)) {
    for (const { name, alias } of importedItems(statement[2])) {
      // The name is the import's only when the file does not bind it again.
      if (name === '*' || assigns(text, alias)) continue;
      const module = () => modulePaths(statement[1], path, workspace)[0];
      if (written.has(alias)) set(alias, defined(module(), name));
      const members = attributes.get(alias);
      if (members === undefined) continue;
      // `from pkg import mcp_tools` … `mcp_tools.decompile`: the module itself.
      const submodule = modulePaths(statement[1].endsWith('.') ? `${statement[1]}${name}` : `${statement[1]}.${name}`, path, workspace)[0];
      if (submodule !== undefined) for (const member of members) set(`${alias}.${member}`, defined(submodule, member));
      // `from tools.news import news_tool` … `news_tool.fn`: the function the tool object is made from.
      else if (members.includes('fn')) {
        const holder = module();
        const inner = madeFrom(source(holder) ?? '', name);
        const imported = inner === undefined ? undefined : importedBy(source(holder) ?? '', inner);
        if (inner !== undefined)
          set(`${alias}.fn`, defined(holder, inner) ?? (imported && defined(modulePaths(imported.from, holder as string, workspace)[0], imported.name)));
      }
    }
  }
  return out;
}

/** The function a module's tool object `name` is made from: assigned once, at its top level, `Tool.from_function(fn, …)` (`FunctionTool` too). */
function madeFrom(source: string, name: string): string | undefined {
  const made = [
    ...source.matchAll(
      new RegExp(
        `^${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=[ \\t]{0,8}(?:[A-Za-z_][\\w.]{0,100}\\.)?(?:Tool|FunctionTool)\\.from_function\\([ \\t\\n]{0,64}(?:fn[ \\t]{0,8}=[ \\t]{0,8})?([A-Za-z_]\\w{0,99})[ \\t\\n]{0,64}[,)]`,
        'gm',
      ),
    ),
  ];
  const assigned = source.match(new RegExp(`^[ \\t]{0,64}${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=(?!=)`, 'gm'));
  return made.length === 1 && assigned?.length === 1 ? made[0][1] : undefined;
}

/** A module that registers functions of a file, or returns its lists, with what it imports (importedFunctions, importedLists). */
export interface Registrar {
  path: string;
  text: string;
  imported: ReadonlyMap<string, Defined>;
  lists: ReadonlyMap<string, readonly DefinedList[]>;
  /** Its loops registering each function of a known list (looped-functions.ts). */
  looped: ReadonlyMap<number, Loop>;
}

/**
 * Files and modules one workspace remembers at most, and characters of the modules' texts together;
 * past either, it starts over (a miss only costs the search again).
 */
const MAX_KNOWN = 10_000;
const MAX_KNOWN_CHARS = 8 << 20;

/** What the search reads of a module near a file: no file there, one that names no SDK (or is past MAX_MODULE), or a possible registrar. */
type Near = 'absent' | 'plain' | Registrar;

interface Known {
  chars: number;
  registrars: Map<string, readonly Registrar[]>;
  modules: Map<string, Near>;
}

/**
 * The registrars found for each file and what the search read of each module, by stable workspace: one
 * serves a run, whose repository does not change, and a run's texts are the files at their paths
 * (runner/kept.ts). Classification, the file's reader and the consistency rules each ask for every
 * Python file, and the files of a folder read the same modules near it.
 */
const KNOWN = new WeakMap<Workspace, Known>();

/** A top-level function or class (whose instances' methods may be registered), or a top-level list a handler may return (imported-lists.ts). */
const DEFINES = /^(?:(?:async[ \t]+)?def[ \t]|class[ \t]|[A-Za-z_]\w{0,99}[ \t]{0,8}(?::[^=\n]{0,200})?=[ \t]{0,8}\[)/m;

/**
 * Each module near the file (handed-server.ts modulesNear; never one in a tests folder) that names an SDK and writes a registration of a function of
 * the file, with what it imports (importedFunctions): at most MAX_READS modules read. The text test of
 * classification; the reader (registered-elsewhere.ts) reads each registration.
 */
export function registrarsOfFunctions(text: string, path: string, workspace: Workspace | undefined): readonly Registrar[] {
  if (!workspace || path.split('/').includes('..') || isTest(path) || !DEFINES.test(text)) return [];
  // Remembered only where the workspace says its answers never change (a run's).
  // Remembered only where the workspace says its answers never change (a run's).
  let found = workspace.stable ? knownIn(workspace).registrars.get(path) : searchRegistrars(path, workspace, newKnown());
  if (found === undefined) {
    found = searchRegistrars(path, workspace, knownIn(workspace));
    knownIn(workspace, 0).registrars.set(path, found);
  }
  // Said on every answer, remembered or not: changed mode re-checks this file when a registrar changes.
  // So are the modules that join this file's lists on their way to a registrar's handler.
  for (const registrar of found) {
    workspace.drawsOn?.(registrar.path);
    for (const list of [...registrar.lists.values()].flat()) if (list.path === path) for (const via of list.via) workspace.drawsOn?.(via);
  }
  return found;
}

/** The workspace's record, started over when `chars` more would pass its bounds. */
function knownIn(workspace: Workspace, chars = 0): Known {
  let known = KNOWN.get(workspace);
  if (!known || known.registrars.size >= MAX_KNOWN || known.modules.size >= MAX_KNOWN || known.chars + chars > MAX_KNOWN_CHARS)
    KNOWN.set(workspace, (known = newKnown()));
  known.chars += chars;
  return known;
}

function newKnown(): Known {
  return { chars: 0, registrars: new Map(), modules: new Map() };
}

function searchRegistrars(path: string, workspace: Workspace, known: Known): Registrar[] {
  const near = registrarsAmong(modulesNear(workspace, path), MAX_READS, path, workspace, known);
  // A package may keep its registrars in a folder of their own beside the functions' (modulesBeside).
  return near.length > 0 ? near : registrarsAmong(modulesBeside(workspace, path), MAX_BESIDE_READS, path, workspace, known);
}

/** The registrars of the file among `modules`, at most `reads` of them read. */
function registrarsAmong(modules: readonly string[], reads: number, path: string, workspace: Workspace, known: Known): Registrar[] {
  const out: Registrar[] = [];
  for (const module of modules) {
    if (isTest(module)) continue;
    if (reads <= 0) break;
    let near = known.modules.get(module);
    if (near === undefined) {
      near = readNear(workspace, module);
      (workspace.stable ? knownIn(workspace, typeof near === 'string' ? 0 : near.text.length) : known).modules.set(module, near);
    }
    if (near === 'absent') continue;
    reads--;
    if (near === 'plain') continue;
    const lists = [...near.lists.values()].flat().filter((list) => list.path === path);
    const looped = [...near.looped.values()].some((loop) => loop.functions.some((fn) => fn.path === path));
    if (lists.length === 0 && !looped && ![...near.imported.values()].some((defined) => defined.path === path)) continue;
    out.push(near);
  }
  return out;
}

/** What the search reads of the module at `path` (one read of the budget unless there is no file). */
function readNear(workspace: Workspace, path: string): Near {
  if (workspace.kind(path) !== 'file') return 'absent';
  const source = readModule(workspace, path, { reads: 1 });
  if (source === undefined) return 'plain';
  if (!namesSdk(source)) {
    // A module handed its package's server (server-import.ts) may register a list of the file's in a loop.
    const looped = loopedFunctions(source, path, workspace);
    return looped.size > 0 ? { path, text: source, imported: new Map(), lists: new Map(), looped } : 'plain';
  }
  return {
    path,
    text: source,
    imported: importedFunctions(source, path, workspace),
    lists: importedLists(source, path, workspace),
    looped: loopedFunctions(source, path, workspace),
  };
}
