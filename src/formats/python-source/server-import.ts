/**
 * A tool module that registers on a server object another module of its package builds: `from
 * .server import mcp` (or `from pkg.common.server import mcp`), then `@mcp.tool()`. Such a file names no
 * MCP SDK, so the text test alone would leave it out. It is a server file when the name a decorator is
 * on (or a `mcp.tool()(fn)` / `mcp.add_tool(fn)` call), is imported, at any indentation, from a module of the same repository, found through the workspace, that imports an MCP
 * SDK and assigns that name, at its top level, a `FastMCP(…)`, `MCPServer(…)` or `Server(…)` it builds.
 * A decorator of another library (`@agent.tool` of pydantic-ai) is on a name that module never builds.
 * A module handed its server as a function's parameter is read by handed-server.ts.
 */
import type { Workspace } from '../types.js';
import { handedServer } from './handed-server.js';
import { assigns, builds, FROM_IMPORT, importedItems, MAX_HOPS, MAX_NAMES, modulePaths, namesSdk, readModule, returnsServer } from './package-modules.js';
import { starExports } from './star-import.js';
import { drew } from '../source/draws-on.js';

export { namesSdk };

/** Azure Functions' Python library, whose `FunctionApp` takes MCP tool triggers (`@app.mcp_tool()`). */
export const AZURE = /^[ \t]{0,64}(?:import[ \t]{1,16}azure\.functions\b|from[ \t]{1,16}azure(?:\.functions\b|[ \t]{1,16}import[ \t]{1,16}functions\b))/m;

/** An Azure Functions app that registers an MCP tool: the Functions host's MCP extension serves it. */
export function azureTools(text: string): boolean {
  return text.includes('.mcp_tool(') && AZURE.test(text);
}

/** A decorator, or a registration by call (`mcp.tool()(fn)`, `mcp.add_tool(fn)`) as a statement. */
const DECORATOR = /^[ \t]{0,64}(?:@([A-Za-z_]\w{0,99})\.(?:tool|prompt|resource)\b|([A-Za-z_]\w{0,99})\.(?:tool|prompt|resource|add_tool|add_prompt)\()/gm;
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
  return importsServer(text, path, workspace, receivers) || fetchesServer(text, path, workspace, receivers) || handedServer(text, path, workspace, receivers);
}

/** Whether the file imports one of `receivers` from a module of the repository that builds it as a server. */
function importsServer(text: string, path: string, workspace: Workspace, receivers: ReadonlySet<string>): boolean {
  return text.includes('import') && imports(text, path, workspace, receivers, MAX_HOPS, { reads: MAX_READS });
}

/** Whether the text imports one of `names` from a module of the repository that builds it as a server. */
function imports(text: string, path: string, workspace: Workspace, names: ReadonlySet<string>, hops: number, budget: { reads: number }): boolean {
  for (const match of text.matchAll(FROM_IMPORT)) {
    for (const { name, alias } of importedItems(match[2])) {
      if (name === '*') {
        if (starImportsServer(text, match[1], path, workspace, names, hops, budget)) return true;
        continue;
      }
      if (!names.has(alias)) continue;
      for (const module of modulePaths(match[1], path, workspace)) {
        if (budget.reads <= 0) return false;
        const source = readModule(workspace, module, budget);
        if (source === undefined) continue;
        if (builds(source, name) || (hops > 1 && imports(source, module, workspace, new Set([name]), hops - 1, budget))) return drew(workspace, module);
      }
    }
  }
  return false;
}

/**
 * Whether the file binds one of `receivers` only to what a getter of the repository returns: every
 * assignment of it (at any indentation) calls, with no argument, a function the file imports from a module
 * that names an MCP SDK and annotates each `def` of it to return a server (`mcp = get_mcp()` inside
 * `def register_notas_tools():`, `def get_mcp() -> FastMCP | None: return _mcp` in `app.py`).
 */
function fetchesServer(text: string, path: string, workspace: Workspace, receivers: ReadonlySet<string>): boolean {
  const budget = { reads: MAX_READS };
  for (const receiver of receivers) {
    const getters = new Set<string>();
    const assignment = new RegExp(`^[ \\t]{0,64}${receiver}[ \\t]{0,8}(?::[^=\\n]{0,200})?=(?!=)[ \\t]{0,8}([^\\n]{0,200})`, 'gm');
    for (const match of text.matchAll(assignment)) {
      const getter = /^([A-Za-z_]\w{0,99})\(\)[ \t]*(?:#.*)?$/.exec(match[1].trimEnd())?.[1];
      if (getter === undefined || getters.add(getter).size > MAX_NAMES) {
        getters.clear();
        break;
      }
    }
    if (getters.size > 0 && [...getters].every((getter) => importsGetter(text, path, workspace, getter, budget))) return true;
  }
  return false;
}

/** Whether the file imports `getter` (perhaps renamed) from a module of the repository that returns a server from it. */
function importsGetter(text: string, path: string, workspace: Workspace, getter: string, budget: { reads: number }): boolean {
  for (const match of text.matchAll(FROM_IMPORT))
    for (const { name, alias } of importedItems(match[2])) {
      if (alias !== getter || name === '*') continue;
      for (const module of modulePaths(match[1], path, workspace)) {
        const source = readModule(workspace, module, budget);
        if (source !== undefined && returnsServer(source, name)) return drew(workspace, module);
      }
    }
  return false;
}

/**
 * Whether `from <from> import *` in the text binds one of `names` to a server: the module builds it (or
 * imports it in turn) and exports it (star-import.ts), and the text assigns the name nowhere itself.
 */
function starImportsServer(
  text: string,
  from: string,
  path: string,
  workspace: Workspace,
  names: ReadonlySet<string>,
  hops: number,
  budget: { reads: number },
): boolean {
  const unbound = [...names].filter((name) => !assigns(text, name));
  if (unbound.length === 0) return false;
  for (const module of modulePaths(from, path, workspace)) {
    if (budget.reads <= 0) return false;
    const source = readModule(workspace, module, budget);
    if (source === undefined) continue;
    for (const name of unbound)
      if (starExports(source, name) && (builds(source, name) || (hops > 1 && imports(source, module, workspace, new Set([name]), hops - 1, budget))))
        return drew(workspace, module);
  }
  return false;
}
