/**
 * A tool module that registers on a server object another module of its package builds: `from
 * .server import mcp` (or `from pkg.common.server import mcp`), then `@mcp.tool()`. Such a file names no
 * MCP SDK, so the text test alone would leave it out. It is a server file when the name a decorator is
 * on (or a `mcp.tool()(fn)` / `mcp.add_tool(fn)` call), is imported, at any indentation, from a module of the same repository, found through the workspace, that imports an MCP
 * SDK and assigns that name, at its top level, a `FastMCP(…)`, `MCPServer(…)` or `Server(…)` it builds.
 * A decorator of another library (`@agent.tool` of pydantic-ai) is on a name that module never builds.
 */
import type { Workspace } from '../types.js';

/**
 * The text test: `fastmcp`, `FastMCP`, and the official SDK's `mcp.server` (FastMCP, v2's MCPServer, the
 * low-level Server) or `mcp.types` (a module handed the server, `def register(mcp): @mcp.tool(annotations=
 * ToolAnnotations(…))`, imports the types it registers with).
 */
export function namesSdk(text: string): boolean {
  return text.includes('fastmcp') || text.includes('FastMCP') || text.includes('mcp.server') || text.includes('mcp.types');
}

/** Azure Functions' Python library, whose `FunctionApp` takes MCP tool triggers (`@app.mcp_tool()`). */
export const AZURE = /^[ \t]{0,64}(?:import[ \t]{1,16}azure\.functions\b|from[ \t]{1,16}azure(?:\.functions\b|[ \t]{1,16}import[ \t]{1,16}functions\b))/m;

/** An Azure Functions app that registers an MCP tool: the Functions host's MCP extension serves it. */
export function azureTools(text: string): boolean {
  return text.includes('.mcp_tool(') && AZURE.test(text);
}

/** A decorator, or a registration by call (`mcp.tool()(fn)`, `mcp.add_tool(fn)`) as a statement. */
const DECORATOR = /^[ \t]{0,64}(?:@([A-Za-z_]\w{0,99})\.(?:tool|prompt|resource)\b|([A-Za-z_]\w{0,99})\.(?:tool|prompt|resource|add_tool|add_prompt)\()/gm;
/** At any indentation: a function may import the server lazily, once the server module is loaded. */
const FROM_IMPORT = /^[ \t]{0,64}from[ \t]+(\.{0,8}[A-Za-z_][\w.]{0,200}|\.{1,8})[ \t]+import[ \t]+(\([^)]{0,4000}\)|[^\n#]{0,2000})/gm;
const MAX_MODULE = 1 << 20;
/** How many modules an import may pass through (`server.py` re-exporting `app.py`'s object). */
const MAX_HOPS = 3;
const MAX_NAMES = 16;
/** How many modules one file's imports may read. */
const MAX_READS = 8;

/**
 * Whether a file without SDK text registers, by decorator or call, on a server object its package
 * builds: one it imports (importsServer) or one it is handed (handedServer). The receivers are found
 * once for both: the scan for them reads every line of the many modules that register nothing.
 */
export function registersOnPackageServer(text: string, path: string, workspace: Workspace | undefined): boolean {
  if (!workspace || path.split('/').includes('..')) return false;
  const receivers = new Set<string>();
  for (const match of text.matchAll(DECORATOR)) {
    receivers.add(match[1] ?? match[2]);
    if (receivers.size >= MAX_NAMES) break;
  }
  if (receivers.size === 0) return false;
  return importsServer(text, path, workspace, receivers) || handedServer(text, path, workspace, receivers);
}

/** Whether the file imports one of `receivers` from a module of the repository that builds it as a server. */
function importsServer(text: string, path: string, workspace: Workspace, receivers: ReadonlySet<string>): boolean {
  return text.includes('import') && imports(text, path, workspace, receivers, MAX_HOPS, { reads: MAX_READS });
}

/** Whether the text imports one of `names` from a module of the repository that builds it as a server. */
function imports(text: string, path: string, workspace: Workspace, names: ReadonlySet<string>, hops: number, budget: { reads: number }): boolean {
  for (const match of text.matchAll(FROM_IMPORT)) {
    for (const item of match[2].replace(/^\(|\)$/g, '').split(',')) {
      const [name, alias = name] = item.trim().split(/\s+as\s+/);
      if (!names.has(alias) || !/^\w+$/.test(name)) continue;
      for (const module of modulePaths(match[1], path, workspace)) {
        if (budget.reads-- <= 0) return false;
        const bytes = workspace.head(module, MAX_MODULE);
        if (!bytes || bytes.length >= MAX_MODULE) continue;
        const source = new TextDecoder().decode(bytes);
        if (builds(source, name) || (hops > 1 && imports(source, module, workspace, new Set([name]), hops - 1, budget))) return true;
      }
    }
  }
  return false;
}

/** A function's header: its name and parameter list (one line or several, up to its `)`). */
const DEF = /^[ \t]{0,64}(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w{0,99})[ \t]*\(([^)]{0,2000})\)/gm;
/** How many folders above the file's own a caller is looked for in, and how many names each lists. */
const MAX_UP = 2;
const MAX_LISTED = 200;
/** Module names a package's server is usually built or started in: read first, so the budget finds them. */
const LIKELY = ['server.py', '__main__.py', 'main.py', 'app.py', '__init__.py'];

/**
 * Whether a file without SDK text is a module handed its server (`def register_tools(mcp_server,
 * container): … @mcp_server.tool() def x(…)`): a function's parameter is a decorator's (or
 * registration call's) receiver, and a module of the same repository, in the file's folder or up to two
 * above it, imports that function from this file, calls it with, in that parameter's place, a name it
 * assigns, at its top level, a `FastMCP(…)`, `MCPServer(…)` or `Server(…)` it builds, and names an MCP
 * SDK. At most MAX_READS modules are read, those named like a server's (`server.py`, `__main__.py`, …)
 * in the nearest folder first.
 */
function handedServer(text: string, path: string, workspace: Workspace, receivers: ReadonlySet<string>): boolean {
  // Each function with such a parameter, by name, with the parameter's place.
  const handed = new Map<string, number>();
  for (const match of text.matchAll(DEF)) {
    const index = parameterNames(match[2]).findIndex((name) => receivers.has(name));
    if (index !== -1) handed.set(match[1], index);
    if (handed.size >= MAX_NAMES) break;
  }
  if (handed.size === 0) return false;
  const folder = path.split('/').slice(0, -1);
  // Modules named like a server's, nearest folder first, then the others.
  const likely: string[] = [];
  const others: string[] = [];
  for (let up = 0; up <= MAX_UP && up <= folder.length; up++) {
    const base = folder.slice(0, folder.length - up).join('/');
    for (const name of workspace.list(base, MAX_LISTED) ?? []) {
      const module = base === '' ? name : `${base}/${name}`;
      if (name.endsWith('.py') && module !== path) (LIKELY.includes(name) ? likely : others).push(module);
    }
  }
  let reads = MAX_READS;
  for (const module of [...likely, ...others]) {
    if (workspace.kind(module) !== 'file') continue;
    if (reads-- <= 0) return false;
    const bytes = workspace.head(module, MAX_MODULE);
    if (!bytes || bytes.length >= MAX_MODULE) continue;
    if (callsWithServer(new TextDecoder().decode(bytes), module, path, workspace, handed)) return true;
  }
  return false;
}

/** A parameter list's names, without annotations, defaults or `*`. */
function parameterNames(list: string): string[] {
  return list.split(',').map((part) => /^\s*\*{0,2}\s*([A-Za-z_]\w*)/.exec(part)?.[1] ?? '');
}

/** Whether `source` (at `module`) imports one of `handed` from the file at `path` and calls it with a server it builds in the parameter's place. */
function callsWithServer(source: string, module: string, path: string, workspace: Workspace, handed: ReadonlyMap<string, number>): boolean {
  if (!namesSdk(source)) return false;
  for (const match of source.matchAll(FROM_IMPORT)) {
    for (const item of match[2].replace(/^\(|\)$/g, '').split(',')) {
      const [name, alias = name] = item.trim().split(/\s+as\s+/);
      const index = handed.get(name);
      if (index === undefined || !/^\w+$/.test(alias) || !modulePaths(match[1], module, workspace).includes(path)) continue;
      for (const call of source.matchAll(new RegExp(`\\b${alias}\\(([^\\n]{0,500})`, 'g'))) {
        const given = topLevelArguments(call[1])[index]?.trim() ?? '';
        if (/^[A-Za-z_]\w{0,99}$/.test(given) && builds(source, given)) return true;
      }
    }
  }
  return false;
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

/**
 * Whether a module imports an MCP SDK and assigns `name` a server it builds, at its top level: by the
 * SDK's constructor, or by a factory of its own (`mcp = MCPServerFactory.create()`) every `def` of whose
 * name in the module is annotated to return one (`def create(**kwargs) -> FastMCP:`).
 */
function builds(source: string, name: string): boolean {
  if (!namesSdk(source)) return false;
  const assignment = new RegExp(`^${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=[ \\t]{0,8}(?:[A-Za-z_][\\w.]{0,100}\\.)?([A-Za-z_]\\w{0,99})\\(`, 'gm');
  let tried = 0;
  for (const match of source.matchAll(assignment)) {
    if (SERVER_CLASSES.has(match[1]) || factory(source, match[1])) return true;
    if (++tried >= MAX_NAMES) return false;
  }
  return false;
}

const SERVER_CLASSES = new Set(['FastMCP', 'MCPServer', 'Server']);
/** How many `def`s of one name a module is read for. */
const MAX_DEFS = 16;

/** Whether the module defines `fn`, and each of its `def`s (methods too) is annotated to return an SDK server. */
function factory(source: string, fn: string): boolean {
  const def = new RegExp(`^[ \\t]{0,64}(?:async[ \\t]+)?def[ \\t]+${fn}[ \\t]*\\(([^)]{0,2000})\\)[ \\t]*(?:->[ \\t]*([^:\\n]{0,200}))?:`, 'gm');
  let found = 0;
  for (const match of source.matchAll(def)) {
    if (++found > MAX_DEFS || !/^["']?(?:[A-Za-z_][\w.]{0,100}\.)?(?:FastMCP|MCPServer|Server)["']?\s*$/.test(match[2] ?? '')) return false;
  }
  return found > 0;
}

/**
 * The files a module name may be, from the importing file at `path`: a relative one (`.server`,
 * `..common.server`) from the file's package; an absolute one (`pkg.common.server`) under each folder
 * from the file's own up to the root, the nearest first. Each as `x.py` or `x/__init__.py`.
 */
function modulePaths(module: string, path: string, workspace: Workspace): string[] {
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
