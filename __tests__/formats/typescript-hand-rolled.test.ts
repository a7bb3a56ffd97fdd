/**
 * A module naming no SDK that answers JSON-RPC itself (hand-rolled.ts): the tool list its tools/list branch
 * serves is read where it is written, when the same module answers `initialize` with MCP's own fields.
 */
import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","express":"^4.0.0"}}';
/** Two greenhouse tools: `water` (its name on line 2, column 11) and `vent`. */
const TOOLS = `export const greenhouseTools = [
  { name: "water", description: "Waters the seedlings in one tray.", inputSchema: { type: "object", properties: { tray: { type: "number" } } } },
  { name: "vent", description: "Opens the roof vents.", inputSchema: { type: "object" } },
];
`;
/** An Express route answering JSON-RPC by the request's method. */
const ROUTE = `import express from "express";
import { greenhouseTools } from "./tools.js";

const app = express();
function answer(rpc: { id: number; method: string }) {
  switch (rpc.method) {
    case "initialize":
      return { jsonrpc: "2.0", id: rpc.id, result: { protocolVersion: "2025-06-18", capabilities: { tools: {} }, serverInfo: { name: "greenhouse", version: "1" } } };
    case "tools/list":
      return { jsonrpc: "2.0", id: rpc.id, result: { tools: greenhouseTools } };
    default:
      return { jsonrpc: "2.0", id: rpc.id, error: { code: -32601, message: "Unknown method" } };
  }
}
app.post("/mcp", (req, res) => res.json(answer(req.body)));
`;

/** The tools read from the tools module, or null when it is no server file. */
function names(route: string): string[] | null {
  const all = { 'package.json': PACKAGE, 'src/route.ts': route, 'src/tools.ts': TOOLS };
  const result = lintSource('src/tools.ts', TOOLS, { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
  return result.format === 'typescript-source' ? (result.source?.tools ?? []).map((t) => `${t.name}@${t.line}:${t.column}`) : null;
}

describe('typescript-source: a hand-rolled JSON-RPC server serving an imported list', () => {
  it('reads the list a switch on the method serves for tools/list, at its literals', () => {
    expect(names(ROUTE)).toEqual(['water@2:11', 'vent@3:11']);
  });

  it('reads it through if-tests on the method and a mapping that copies each key', () => {
    const tested = `import { greenhouseTools } from "./tools.js";
export function handle(body: { method: string }) {
  if (body.method === "initialize") return { result: { serverInfo: { name: "greenhouse", version: "1" } } };
  if ("tools/list" === body.method) {
    return { result: { tools: greenhouseTools.map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema })) } };
  }
  return null;
}
`;
    expect(names(tested)).toEqual(['water@2:11', 'vent@3:11']);
  });

  it('reads nothing unless the module answers initialize as MCP does and serves the list as written', () => {
    const nearMisses = [
      // No initialize answer, or one without MCP's own fields.
      ROUTE.replace(/ {4}case "initialize":\n[^\n]*\n/, ''),
      ROUTE.replace('protocolVersion: "2025-06-18", ', '').replace('serverInfo: { name: "greenhouse", version: "1" } ', 'ready: true '),
      // Routed on something else than the request's method.
      ROUTE.replace('switch (rpc.method)', 'switch (rpc.kind)'),
      // Names rewritten on the way out, or another list served.
      ROUTE.replace('tools: greenhouseTools }', 'tools: greenhouseTools.map((t) => ({ ...t, name: `gh_${t.name}` })) }'),
      ROUTE.replace('tools: greenhouseTools }', 'tools: [] }'),
    ];
    expect(nearMisses.map(names)).toEqual(nearMisses.map(() => null));
  });
});
