/**
 * typescript-source: a helper another module exports that forwards its parameters to the SDK
 * (imported-forwarders.ts): each call of it is read as the registration it makes, at the call's literals;
 * a helper that changes the name, registers under a branch, or whose module names no SDK, is no forward.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}';
/** The helper: handed the server and a client, it forwards `name` and `config` and wraps the handler. */
const HELPER = `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export function registerGardenTool(server: McpServer, shed: Shed, name: string, config: object, run: Run): void {
  if (!enabled(name)) return;
  const cb = async (args: unknown) => ({ content: [{ type: "text", text: await run(shed, args) }] });
  server.registerTool(name, config, cb);
}
export const addGardenTool = (server: McpServer, name: string, description: string, cb: Function) => server.tool(name, description, cb);
`;
/** Two calls: `prune` (its name on line 5, column 40) and `water` (line 6, column 16). */
const TOOLS = `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { addGardenTool, registerGardenTool } from "../lib/register.js";
export function gardenTools(server: McpServer, shed: Shed) {
  registerGardenTool(server, shed, "prune", { description: "Prunes one hedge.", inputSchema: { hedge: z.string() } }, prune);
  addGardenTool(server, "water", "Waters the beds.", async () => ({ content: [] }));
}
`;

function lint(files: Record<string, string>, path = 'src/tools/garden.ts'): FileResult {
  const all: Record<string, string> = { 'package.json': PACKAGE, 'src/lib/register.ts': HELPER, 'src/tools/garden.ts': TOOLS, ...files };
  return lintSource(path, all[path], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

function read(files: Record<string, string>): { tools: string[]; dynamic: number } {
  const source = lint(files).source;
  return { tools: (source?.tools ?? []).map((t) => `${t.name} ${t.line}:${t.column}`), dynamic: source?.dynamic.length ?? 0 };
}

describe('typescript-source: an imported helper forwarding its parameters to the SDK', () => {
  it('reads each call at its own literals, its config and its description', () => {
    expect(read({})).toEqual({ tools: ['prune 5:36', 'water 6:25'], dynamic: 0 });
    const empty = lint({ 'src/tools/garden.ts': TOOLS.replace('"Prunes one hedge."', '""') });
    const finding = empty.findings.find((f) => f.ruleId === 'mcpdesc.tool.description');
    expect(finding?.pointer).toBe('/tools/0/description');
    expect(finding?.range.start).toEqual({ line: 5, column: 60 });
  });

  it('reads no call of a helper that changes the name, registers on a branch, or reaches no SDK', () => {
    const renamed = HELPER.replace('server.registerTool(name,', 'server.registerTool(`garden_${name}`,');
    expect(read({ 'src/lib/register.ts': renamed }).tools).toEqual(['water 6:25']);
    const branched = HELPER.replace('  server.registerTool(name, config, cb);', '  if (shed.open) server.registerTool(name, config, cb);');
    expect(read({ 'src/lib/register.ts': branched }).tools).toEqual(['water 6:25']);
    const assigned = HELPER.replace('  server.registerTool(name, config, cb);', '  name = name.trim();\n  server.registerTool(name, config, cb);');
    expect(read({ 'src/lib/register.ts': assigned }).tools).toEqual(['water 6:25']);
    // A helper of the same name in a module naming no SDK: its `registerTool` may be anyone's.
    const elsewhere = HELPER.replace(
      'import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
      'import type { McpServer } from "./garden-server.js";',
    );
    expect(read({ 'src/lib/register.ts': elsewhere }).tools).toEqual([]);
  });

  it('reads a call whose name is computed, or with other arguments, as no tool', () => {
    const computed = TOOLS.replace('shed, "prune"', 'shed, `${prefix}prune`');
    expect(read({ 'src/tools/garden.ts': computed })).toEqual({ tools: ['water 6:25'], dynamic: 1 });
    const short = TOOLS.replace('"Waters the beds.", async () => ({ content: [] })', '"Waters the beds."');
    expect(read({ 'src/tools/garden.ts': short }).tools).toEqual(['prune 5:36']);
  });
});
