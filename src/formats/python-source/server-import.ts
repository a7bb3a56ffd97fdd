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

/** Whether a file without SDK text registers, by decorator or call, on a server object its package builds. */
export function importsServer(text: string, path: string, workspace: Workspace | undefined): boolean {
  if (!workspace || !text.includes('import') || path.split('/').includes('..')) return false;
  const receivers = new Set<string>();
  for (const match of text.matchAll(DECORATOR)) {
    receivers.add(match[1] ?? match[2]);
    if (receivers.size >= MAX_NAMES) break;
  }
  if (receivers.size === 0) return false;
  return imports(text, path, workspace, receivers, MAX_HOPS, { reads: MAX_READS });
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

/** Whether a module imports an MCP SDK and assigns `name` a server it builds, at its top level. */
function builds(source: string, name: string): boolean {
  if (!namesSdk(source)) return false;
  const assignment = new RegExp(`^${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=[ \\t]{0,8}(?:[A-Za-z_][\\w.]{0,100}\\.)?(?:FastMCP|MCPServer|Server)\\(`, 'm');
  return assignment.test(source);
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
