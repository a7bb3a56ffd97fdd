/**
 * SDK v1's `server.tool(name, …)` takes the first function its argument order allows as the callback and
 * reads nothing after it (after-callback.ts): a description passed there is never sent, and the finding
 * that the tool has none says which argument was dropped, in the module that registers it or in the one
 * that writes a list another module registers.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}';
const SERVER = 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "orchard", version: "1" });\n';
/** Two tools whose handlers are written in the list, and a description the registration drops. */
const PICKING = `import { z } from "zod";
export const pickingTools = [
  { name: "pick", summary: "Picks ripe apples.", params: { row: z.number().int() }, run: async () => ({ content: [] }) },
  { name: "sort", summary: "Sorts a crate.", params: {}, run: async function () { return { content: [] }; } },
];
`;
const register = (args: string) => `${SERVER}import { pickingTools } from "./tools/picking.js";\nfor (const t of pickingTools) server.tool(t.name, ${args});\n`;

function lint(files: Record<string, string>, path: string): FileResult {
  const all: Record<string, string> = { 'package.json': PACKAGE, ...files };
  return lintSource(path, all[path], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

const described = (result: FileResult) => result.findings.filter((f) => f.ruleId === 'mcpdesc.tool.description').map((f) => f.message);

describe("typescript-source: arguments after SDK v1's callback", () => {
  it('names the dropped argument by its place in a call another module makes, and lists no handler as unknown', () => {
    const result = lint({ 'src/index.ts': register('t.params, t.run, { description: t.summary }'), 'src/tools/picking.ts': PICKING }, 'src/tools/picking.ts');
    expect(result.source?.tools.map((t) => t.name)).toEqual(['pick', 'sort']);
    expect(result.source?.dynamic).toEqual([]);
    const messages = described(result);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^Tool "pick" has no description: its server\.tool call passes argument 4 after the callback, and SDK v1's server\.tool reads/);
  });

  it('reads the description where the SDK takes it, and leaves a callback it cannot see as it was', () => {
    // The description second: nothing is dropped that the SDK would have read.
    const second = lint({ 'src/index.ts': register('t.summary, t.params, t.run'), 'src/tools/picking.ts': PICKING }, 'src/tools/picking.ts');
    expect(described(second)).toEqual([]);
    // A handler the list names but does not write (`run: pick`): which argument is the callback is not known.
    const named = PICKING.replace('run: async () => ({ content: [] })', 'run: pickRow');
    const result = lint({ 'src/index.ts': register('t.params, t.run, { description: t.summary }'), 'src/tools/picking.ts': named }, 'src/tools/picking.ts');
    expect(described(result)[0]).toMatch(/^Tool "pick" has no description\. A client gives the model/);
  });

  it('says the same of a call in the file, with the argument as written', () => {
    const text = `${SERVER}import { z } from "zod";\nserver.tool("graft", { stock: z.string() }, async () => ({ content: [] }), {\n  description: "Grafts a scion onto a stock.",\n});\n`;
    const result = lint({ 'src/index.ts': text }, 'src/index.ts');
    expect(result.source?.tools).toEqual([{ name: 'graft', line: 4, column: 13 }]);
    expect(described(result)[0]).toContain('passes argument 4 ({ description: "Grafts a scion onto a stock.", }) after the callback');
  });
});
