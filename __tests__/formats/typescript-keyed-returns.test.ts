/**
 * A registry an exported function builds and returns under a key (keyed-returns.ts): `return { toolList:
 * tools.map((t) => ({ name: t.name, … })) }` of its own list, written with builders' calls and `push`ed to,
 * read where a hand-rolled server serves it (`const { toolList } = createToolRegistry(config)`), the list handed
 * to its JSON-RPC answer as an argument (passed-parameters.ts); near misses not read.
 */
import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../../src/engine/lint.js';
import { extractTools } from '../../src/formats/typescript-source/extract.js';
import { listedRegistrations } from '../../src/formats/typescript-source/imported-lists.js';
import { vendoredTypescript } from '../../src/util/lazy-require.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"zod":"^3.0.0"}}';
/** Three library tools: `shelve` (its name on line 5, column 11), `lend`, and `purge` pushed under an `if`. */
const TOOLS = `export interface ToolDefinition { name: string; description: string; inputSchema: object; handler: () => string }

function buildShelveTool(): ToolDefinition {
  return {
    name: "shelve",
    description: "Puts a returned book back on its shelf.",
    inputSchema: { type: "object", properties: { isbn: { type: "string" } } },
    handler: () => "ok",
  };
}
function buildLendTool(): ToolDefinition {
  return { name: "lend", description: "Lends a book to a reader.", inputSchema: { type: "object" }, handler: () => "ok" };
}
function buildPurgeTool(): ToolDefinition {
  return { name: "purge", description: "Removes withdrawn books from the catalogue.", inputSchema: { type: "object" }, handler: () => "ok" };
}

export function createToolRegistry(config: { purge: boolean }) {
  const tools: ToolDefinition[] = [buildShelveTool(), buildLendTool()];
  if (config.purge) {
    tools.push(buildPurgeTool());
  }
  return {
    toolList: tools.map((tool) => ({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema })),
    toolMap: new Map(tools.map((tool) => [tool.name, tool] as const)),
  };
}
`;
/** A hand-rolled JSON-RPC server: the list reaches its answer as an argument of the answer's one call. */
const SERVER = `import { createToolRegistry } from "./tools.js";

function answer(rpc: { id: number; method: string }, toolList: unknown[]) {
  switch (rpc.method) {
    case "initialize":
      return { jsonrpc: "2.0", id: rpc.id, result: { protocolVersion: "2025-06-18", serverInfo: { name: "library", version: "1" } } };
    case "tools/list":
      return { jsonrpc: "2.0", id: rpc.id, result: { tools: toolList } };
    default:
      return { jsonrpc: "2.0", id: rpc.id, error: { code: -32601, message: "Unknown method" } };
  }
}

export function createHandler(config: { purge: boolean }) {
  const { toolList } = createToolRegistry(config);
  return (body: { id: number; method: string }) => answer(body, toolList);
}
`;

function workspace(server: string, tools = TOOLS) {
  return memoryWorkspace({ 'package.json': PACKAGE, 'src/mcp.ts': server, 'src/tools.ts': tools }, { list: 'entries' });
}

function lint(server: string, tools = TOOLS) {
  return lintSource('src/tools.ts', tools, { catalogue, workspace: workspace(server, tools) });
}

/** The tools read from the tools module, or null when it is no server file. */
function names(server: string, tools = TOOLS): string[] | null {
  const result = lint(server, tools);
  return result.format === 'typescript-source' ? (result.source?.tools ?? []).map((t) => `${t.name}@${t.line}:${t.column}`) : null;
}

describe('typescript-source: a list under a key of what an exported function returns', () => {
  it("reads the registry a hand-rolled server serves, at the builders' literals", () => {
    expect(names(SERVER)).toEqual(['shelve@5:11', 'lend@12:18', 'purge@15:18']);
    expect(lint(SERVER).findings.filter((f) => f.level === 'error')).toEqual([]);
  });

  it('takes a tool pushed under an if for one served on some runs only', () => {
    const listed = listedRegistrations(TOOLS, 'src/tools.ts', workspace(SERVER));
    expect(extractTools(vendoredTypescript(), 'src/tools.ts', TOOLS, new Map(), new Set(), listed).conditional).toEqual([2]);
    const always = TOOLS.replace('  if (config.purge) {\n    tools.push(buildPurgeTool());\n  }', '  tools.push(buildPurgeTool());');
    const alwaysListed = listedRegistrations(always, 'src/tools.ts', workspace(SERVER, always));
    expect(extractTools(vendoredTypescript(), 'src/tools.ts', always, new Map(), new Set(), alwaysListed).conditional).toEqual([]);
  });

  it('reads the key read off the call, and the list served unmapped', () => {
    const offCall = SERVER.replace('const { toolList } = createToolRegistry(config);', 'const toolList = createToolRegistry(config).toolList;');
    expect(names(offCall)).toEqual(['shelve@5:11', 'lend@12:18', 'purge@15:18']);
    const unmapped = TOOLS.replace(/toolList: tools\.map\([^\n]*\n/, 'toolList: tools,\n');
    expect(names(SERVER, unmapped)).toEqual(['shelve@5:11', 'lend@12:18', 'purge@15:18']);
  });

  it('reads the key off the call in an SDK handler, and leaves what the mapping computes unread', () => {
    const sdk = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { createToolRegistry } from "./tools.js";

const server = new Server({ name: "library", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: createToolRegistry({ purge: false }).toolList }));
`;
    expect(names(sdk)).toEqual(['shelve@5:11', 'lend@12:18', 'purge@15:18']);
    const computed = TOOLS.replace('inputSchema: tool.inputSchema }', 'inputSchema: toJsonSchema(tool.inputSchema) }');
    expect(names(sdk, computed)).toEqual(['shelve@5:11', 'lend@12:18', 'purge@15:18']);
    expect(lint(sdk, computed).source?.dynamic?.map((d) => d.pointer)).toEqual(['/tools/0/inputSchema', '/tools/1/inputSchema', '/tools/2/inputSchema']);
    expect(names(sdk.replace('.toolList }', '.toolMap }'))).toBeNull();
  });

  it("follows the parameter to the argument of its function's one call, whatever its name", () => {
    const renamed = SERVER.replace('toolList: unknown[]', 'served: unknown[]').replace('{ tools: toolList }', '{ tools: served }');
    expect(names(renamed)).toEqual(['shelve@5:11', 'lend@12:18', 'purge@15:18']);
    const nearMisses = [
      // Another value passed, or the function called twice (either call may pass anything).
      SERVER.replace('answer(body, toolList)', 'answer(body, toolList.slice(0, 1))'),
      renamed.replace('answer(body, toolList)', 'answer(body, [])'),
      renamed.replace(
        'return (body: { id: number; method: string }) => answer(body, toolList);',
        'const first = answer({ id: 0, method: "tools/list" }, []);\n  return (body: { id: number; method: string }) => first ?? answer(body, toolList);',
      ),
    ];
    expect(nearMisses.map((server) => names(server))).toEqual(nearMisses.map(() => null));
  });

  it('reads nothing when the list is changed otherwise, an item is no tool, or another key is served', () => {
    const nearMisses: [string, string][] = [
      // The list handed on (it may be changed there), or spliced.
      [SERVER, TOOLS.replace('  return {\n    toolList', '  prune(tools);\n  return {\n    toolList')],
      [SERVER, TOOLS.replace('  return {\n    toolList', '  tools.splice(0, 1);\n  return {\n    toolList')],
      // Pushed after the return, in a callback, or an item of no known tool.
      [SERVER, TOOLS.replace('tools.push(buildPurgeTool());', 'setTimeout(() => tools.push(buildPurgeTool()));')],
      [SERVER, TOOLS.replace('tools.push(buildPurgeTool());', 'tools.push(makeTool(config));')],
      // A key the returned object's spread may write over; a loop over the list (which may change its items).
      [SERVER, TOOLS.replace('toolMap: new Map', '...config,\n    toolMap: new Map')],
      [SERVER, TOOLS.replace('  return {\n    toolList', '  tools.forEach((t) => check(t));\n  return {\n    toolList')],
      // A name renamed on the way out.
      [SERVER, TOOLS.replace('({ name: tool.name,', '({ name: `lib_${tool.name}`,')],
      [SERVER, TOOLS.replace('({ name: tool.name, description: tool.description', '({ name: tool.description, description: tool.name')],
      // Another key read, or the registry's whole object served.
      [SERVER.replace('const { toolList } = createToolRegistry(config);', 'const { toolMap: toolList } = createToolRegistry(config);'), TOOLS],
      [SERVER.replace('const { toolList } = createToolRegistry(config);', 'const toolList = createToolRegistry(config);'), TOOLS],
    ];
    expect(nearMisses.map(([server, tools]) => names(server, tools))).toEqual(nearMisses.map(() => null));
  });
});
