/**
 * What a Python module of the linted repository says about its package's MCP server, read as text
 * through the workspace: whether it names an SDK, what its `from … import …` statements bind, which
 * file a module name is, and whether a name it binds is a server it builds. Shared by the readers of a
 * tool module that imports its server (server-import.ts) and of one handed it (handed-server.ts).
 */
import type { Workspace } from '../types.js';
import { definedOnceAtTop } from './module-bindings.js';

/**
 * The text test: `fastmcp`, `FastMCP`, and the official SDK's `mcp.server` (FastMCP, v2's MCPServer, the
 * low-level Server) or `mcp.types` (a module handed the server, `def register(mcp): @mcp.tool(annotations=
 * ToolAnnotations(…))`, imports the types it registers with).
 */
export function namesSdk(text: string): boolean {
  return text.includes('fastmcp') || text.includes('FastMCP') || text.includes('mcp.server') || text.includes('mcp.types');
}

/** At any indentation: a function may import the server lazily, once the server module is loaded. */
export const FROM_IMPORT = /^[ \t]{0,64}from[ \t]+(\.{0,8}[A-Za-z_][\w.]{0,200}|\.{1,8})[ \t]+import[ \t]+(\([^)]{0,4000}\)|[^\n#]{0,2000})/gm;
/** How many modules an import may pass through (`server.py` re-exporting `app.py`'s object). */
export const MAX_HOPS = 3;
export const MAX_NAMES = 16;
const MAX_MODULE = 1 << 20;

/** The names one `from m import …` statement's items (FROM_IMPORT's second group) take and bind; `*` for all. */
export function importedItems(list: string): { name: string; alias: string }[] {
  const out: { name: string; alias: string }[] = [];
  for (const item of list
    .replace(/#[^\n]*/g, '')
    .replace(/^\(|\)$/g, '')
    .split(',')) {
    const [name, alias = name] = item.trim().split(/\s+as\s+/);
    if (name === '*' || /^\w+$/.test(name)) out.push({ name, alias });
  }
  return out;
}

/** A module's text, when it is a file under MAX_MODULE bytes and the budget allows one more read. */
export function readModule(workspace: Workspace, path: string, budget: { reads: number }): string | undefined {
  if (budget.reads <= 0) return undefined;
  budget.reads--;
  const bytes = workspace.head(path, MAX_MODULE);
  return bytes && bytes.length < MAX_MODULE ? new TextDecoder().decode(bytes) : undefined;
}

/** Whether the text assigns `name`, at any indentation (`name = …`, `name: T = …`): then it is not only what an import binds. */
export function assigns(text: string, name: string): boolean {
  return new RegExp(String.raw`^[ \t]{0,64}${name}[ \t]{0,8}(?::[^=\n]{0,200})?=(?!=)`, 'm').test(text);
}

/** A call's callee, past a module path and a generic's parameters (`FastMCP[None](…)`, as typed servers are built). */
const CALLEE = /^(?:[A-Za-z_][\w.]{0,100}\.)?([A-Za-z_]\w{0,99})(?:\[[^\]\n]{0,100}\])?\(/;

/**
 * Whether a module imports an MCP SDK and assigns `name` a server it builds, at its top level: by the
 * SDK's constructor, or by a factory of its own (`mcp = MCPServerFactory.create()`) every `def` of whose
 * name in the module is annotated to return one (`def create(**kwargs) -> FastMCP:`).
 */
export function builds(source: string, name: string): boolean {
  if (!namesSdk(source)) return false;
  const assignment = new RegExp(
    `^${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=[ \\t]{0,8}(?:[A-Za-z_][\\w.]{0,100}\\.)?([A-Za-z_]\\w{0,99})(?:\\[[^\\]\\n]{0,100}\\])?\\(`,
    'gm',
  );
  let tried = 0;
  for (const match of source.matchAll(assignment)) {
    if (serverCall(source, match[1])) return true;
    if (++tried >= MAX_NAMES) return false;
  }
  return false;
}

/**
 * Whether every assignment of `name` (a name, or `self.name`) in a module that names an MCP SDK, at any
 * indentation (`mcp = FastMCP(…)` inside the function that hands it on, `self.mcp = FastMCP(…)` in
 * `__init__`), is a server it builds, and there is one: then what the module passes as `name` is that
 * server, wherever in the module it is passed.
 */
export function bindsServer(source: string, name: string): boolean {
  if (!namesSdk(source)) return false;
  const escaped = name.replace('.', '\\.');
  const assignment = new RegExp(`^[ \\t]{0,64}${escaped}[ \\t]{0,8}(?::[^=\\n]{0,200})?=(?!=)[ \\t]{0,8}([^\\n]{0,200})`, 'gm');
  let found = 0;
  for (const match of source.matchAll(assignment)) {
    const callee = CALLEE.exec(match[1])?.[1];
    if (callee === undefined || !serverCall(source, callee) || ++found >= MAX_NAMES) return false;
  }
  return found > 0;
}

const SERVER_CLASSES = new Set(['FastMCP', 'MCPServer', 'Server']);
/** How many `def`s of one name a module is read for. */
const MAX_DEFS = 16;

/**
 * A return annotation that is an SDK server class, or one or `None` (`FastMCP | None`, `Optional[FastMCP]`:
 * a getter of a server built later; a decorator on what it returns only runs on a server).
 */
const SERVER_RETURN =
  /^["']?(?:Optional\[[ \t]{0,8})?(?:[A-Za-z_][\w.]{0,100}\.)?(?:FastMCP|MCPServer|Server)(?:[ \t]{0,8}\]|[ \t]{0,8}\|[ \t]{0,8}None)?["']?\s*$/;

/** Whether a module names an MCP SDK and defines `fn`, each `def` of it annotated to return an SDK server (perhaps or `None`). */
export function returnsServer(source: string, fn: string): boolean {
  return namesSdk(source) && factory(source, fn);
}

/** Whether calling `callee` in the module builds an SDK server: its constructor, a subclass or a factory of the module's. */
function serverCall(source: string, callee: string): boolean {
  return SERVER_CLASSES.has(callee) || subclass(source, callee) || factory(source, callee);
}

/** The methods through which a server gets its tools, prompts and resources: a subclass that defines one may register otherwise. */
const REGISTERING = /^[ \t]{1,64}(?:async[ \t]+)?def[ \t]+(?:tool|add_tool|prompt|add_prompt|resource|add_resource|add_template|add_resource_fn)[ \t]*\(/m;
/** A `list_tools` of the subclass's own, which may list other tools than those registered. */
const LISTS_TOOLS = /^[ \t]{1,64}(?:async[ \t]+)?def[ \t]+list_tools[ \t]*\(/m;

/**
 * Whether the module defines `cls` once, at its top level, as a subclass of an SDK server class
 * (`class FilterableFastMCP(FastMCP):`, `(fastmcp.FastMCP)`, `(FastMCP[AppContext])`) that keeps the
 * SDK's registration: it defines none of the methods that register (REGISTERING), and a `list_tools` of
 * its own narrows the SDK's list (it calls `super().list_tools(`), so what it lists is among what is
 * registered. Then an instance registers with `@x.tool` as the SDK's server does.
 */
function subclass(source: string, cls: string): boolean {
  const header = new RegExp(`^class[ \\t]+${cls}[ \\t]*\\(([^)]{0,400})\\)[ \\t]*:`, 'gm');
  const found = [...source.matchAll(header)];
  if (found.length !== 1 || new RegExp(`^[ \\t]+class[ \\t]+${cls}\\b|^${cls}[ \\t]*=`, 'm').test(source)) return false;
  const bases = found[0][1].split(',').map((base) => base.replace(/\[[^\]]{0,200}\]/g, '').trim());
  if (!bases.some((base) => SERVER_CLASSES.has(base.slice(base.lastIndexOf('.') + 1)))) return false;
  const body = classBody(source, (found[0].index ?? 0) + found[0][0].length);
  if (REGISTERING.test(body)) return false;
  return !LISTS_TOOLS.test(body) || body.includes('super().list_tools(');
}

/** The text of a top-level class's body from `from` (past its header): up to the next line written at the top level. */
function classBody(source: string, from: number): string {
  const next = /\n(?=[^ \t\r\n#])/g;
  next.lastIndex = from;
  const end = next.exec(source)?.index ?? source.length;
  return source.slice(from, end);
}

/** Whether the module defines `fn`, and each of its `def`s (methods too) is annotated to return an SDK server. */
function factory(source: string, fn: string): boolean {
  const def = new RegExp(`^[ \\t]{0,64}(?:async[ \\t]+)?def[ \\t]+${fn}[ \\t]*\\(([^)]{0,2000})\\)[ \\t]*(?:->[ \\t]*([^:\\n]{0,200}))?:`, 'gm');
  let found = 0;
  for (const match of source.matchAll(def)) {
    if (++found > MAX_DEFS || !SERVER_RETURN.test(match[2] ?? '')) return false;
  }
  return found > 0;
}

/**
 * The files a module name may be, from the importing file at `path`: a relative one (`.server`,
 * `..common.server`) from the file's package; an absolute one (`pkg.common.server`) under each folder
 * from the file's own up to the root, the nearest first. Each as `x.py` or `x/__init__.py`.
 */
export function modulePaths(module: string, path: string, workspace: Workspace): string[] {
  const folder = path.split('/').slice(0, -1);
  const dots = /^\.*/.exec(module)?.[0].length ?? 0;
  const parts = module
    .slice(dots)
    .split('.')
    .filter((part) => part !== '');
  const bases: string[][] = [];
  if (dots > 0) {
    if (dots - 1 > folder.length) return [];
    bases.push(folder.slice(0, folder.length - (dots - 1)));
  } else for (let depth = folder.length; depth >= 0; depth--) bases.push(folder.slice(0, depth));
  const out: string[] = [];
  for (const base of bases) {
    const stem = [...base, ...parts].join('/');
    for (const candidate of [`${stem}.py`, `${stem}/__init__.py`])
      if (stem !== '' && workspace.kind(candidate.replace(/^\//, '')) === 'file') out.push(candidate.replace(/^\//, ''));
    // The nearest folder that holds the module decides, as Python's path would.
    if (out.length > 0) break;
  }
  return out;
}

/**
 * Whether a module defines `name` once, at its top level, and binds it nowhere else at module scope
 * (module-bindings.ts): as the reader of that module (extract.ts) finds it, so what this finds that module lists.
 */
export function definesOnce(text: string, name: string): boolean {
  return definedOnceAtTop(text, name);
}

/** Where a module imports `name` from (`from m import x as name`), when it binds it by that import alone. */
export function importedBy(source: string, name: string): { from: string; name: string } | undefined {
  if (assigns(source, name)) return undefined;
  for (const statement of source.matchAll(FROM_IMPORT))
    for (const item of importedItems(statement[2])) if (item.alias === name && item.name !== '*') return { from: statement[1], name: item.name };
  return undefined;
}
