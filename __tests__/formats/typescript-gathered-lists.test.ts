/**
 * typescript-source: a loop registering each item of a list gathered of other modules' tools, each read by its
 * own module's reader (gathered-lists.ts), is not also listed as an unread registration, whether the loop calls
 * the SDK itself or hands the item to a helper of its file; a list holding anything else keeps the entry. The
 * report is the same for any file order and any job count.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { DEFAULT_CONFIG } from '../../src/runner/config.js';
import { lintPaths } from '../../src/runner/run.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';
import { placedTools } from '../helpers/source-tree.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}';
const TOOL = (name: string) => `import { z } from "zod";

export const ${name}Tool = {
  name: "${name}",
  description: "Does ${name}.",
  inputSchema: z.object({ field: z.string() }),
  execute: async () => "${name}",
};
`;
const MORE = `import { z } from "zod";

export const moreTools = [
  { name: "till", description: "Tills a field.", inputSchema: z.object({ field: z.string() }), execute: async () => "" },
  { name: "weed", description: "Weeds a field.", inputSchema: z.object({ field: z.string() }), execute: async () => "" },
];
`;
const REGISTRY = (items = 'sowTool, reapTool, ...moreTools', after = '') => `import { sowTool } from "./tools/sow.js";
import { reapTool } from "./tools/reap.js";
import { moreTools } from "./tools/more.js";

const tools = [${items}];
${after}
export function listTools() {
  return tools;
}
`;
const SERVER = (loop = 'for (const tool of listTools())', name = 'tool.name') => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { listTools } from "./registry.js";

const server = new McpServer({ name: "farm", version: "1" });
${loop} {
  server.registerTool(${name}, { description: tool.description, inputSchema: tool.inputSchema.shape }, async () => ({ content: [] }));
}
`;
const HELPED = (extra = '') => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { listTools } from "./registry.js";

const server = new McpServer({ name: "farm", version: "1" });
for (const tool of listTools()) {
  register(server, tool);
}
${extra}
function register(server: McpServer, tool: { name: string; description: string }) {
  server.registerTool(tool.name, { description: tool.description }, async () => ({ content: [] }));
}
`;

function tree(server: string, registry = REGISTRY()): Record<string, string> {
  return {
    'package.json': PACKAGE,
    'src/server.ts': server,
    'src/registry.ts': registry,
    'src/tools/sow.ts': TOOL('sow'),
    'src/tools/reap.ts': TOOL('reap'),
    'src/tools/more.ts': MORE,
  };
}

function lint(files: Record<string, string>, path: string): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

const dynamic = (result: FileResult) => (result.source?.dynamic ?? []).map((d) => `${d.line}:${d.column} ${d.what}`);

describe('typescript-source: a loop over a list gathered of tools their modules read', () => {
  it('reads each tool in its own module', () => {
    const files = tree(SERVER());
    expect(placedTools(lint(files, 'src/tools/sow.ts'))).toEqual(['sow 4:9']);
    expect(placedTools(lint(files, 'src/tools/more.ts'))).toEqual(['till 4:11', 'weed 5:11']);
  });

  it('lists no unread registration for the loop, nor for a helper it hands the item to, where the items are read', () => {
    const served = lint(tree(SERVER()), 'src/server.ts');
    expect(dynamic(served)).toEqual([]);
    expect(served.findings).toEqual([]);
    const destructured = SERVER('for (const { name, description, inputSchema } of listTools())', 'name').replace(
      '{ description: tool.description, inputSchema: tool.inputSchema.shape }',
      '{ description, inputSchema: inputSchema.shape }',
    );
    // No module reads the items of a loop destructuring them here: the entry stays.
    expect(placedTools(lint(tree(destructured), 'src/tools/sow.ts'))).toEqual([]);
    expect(dynamic(lint(tree(destructured), 'src/server.ts'))).toEqual(['6:23 a tool registration']);
    const helped = lint(tree(HELPED()), 'src/server.ts');
    expect(dynamic(helped)).toEqual([]);
    expect(helped.findings).toEqual([]);
  });

  it('keeps the entry where an item may not be one its module reads, or the loop changes what it registers', () => {
    // An item built in the registry, a list pushed to, a list filtered, a name changed.
    const built = REGISTRY('sowTool, { name: "plough", description: "Ploughs.", execute: async () => "" }');
    expect(dynamic(lint(tree(SERVER(), built), 'src/server.ts'))).toEqual(['6:23 a tool registration']);
    const pushed = REGISTRY(undefined, 'tools.push(makeTool());');
    expect(dynamic(lint(tree(SERVER(), pushed), 'src/server.ts'))).toEqual(['6:23 a tool registration']);
    const filtered = SERVER('for (const tool of listTools().filter((t) => t.name !== "sow"))');
    expect(dynamic(lint(tree(filtered), 'src/server.ts'))).toEqual(['6:23 a tool registration']);
    // A block of the loop declaring its own `tool` registers that one.
    const shadowed = SERVER()
      .replace('  server.registerTool(tool.name,', '  if (pick) { const tool = pick();\n  server.registerTool(tool.name,')
      .replace('[] }));\n}', '[] })); }\n}');
    expect(dynamic(lint(tree(shadowed), 'src/server.ts'))).toEqual(['7:23 a tool registration']);
    const renamed = SERVER(undefined, '`farm_${tool.name}`');
    expect(dynamic(lint(tree(renamed), 'src/server.ts'))).toEqual(['6:23 a tool registration']);
  });

  it('keeps the helper entry when the helper is handed anything else too', () => {
    const other = HELPED('register(server, { name: process.argv[2], description: "" });\n');
    expect(dynamic(lint(tree(other), 'src/server.ts'))).toEqual(['11:23 a tool registration']);
    const exported = HELPED().replace('\nfunction register', '\nexport function register');
    expect(dynamic(lint(tree(exported), 'src/server.ts'))).toEqual(['10:23 a tool registration']);
  });

  it('gives the same report in any file order', () => {
    const files = tree(HELPED());
    const order = ['src/server.ts', 'src/registry.ts', 'src/tools/sow.ts', 'src/tools/reap.ts', 'src/tools/more.ts'];
    const run = (paths: string[]) => {
      const workspace = memoryWorkspace(files, { list: 'entries', stable: true });
      const results = paths.map((path) => lintSource(path, files[path], { catalogue, workspace }));
      return results.sort((x, y) => (x.path < y.path ? -1 : 1)).map((r) => [r.path, r.source?.tools.map((t) => t.name) ?? [], dynamic(r)]);
    };
    const forward = run(order);
    expect(run([...order].reverse())).toEqual(forward);
    expect(forward.find(([path]) => path === 'src/server.ts')).toEqual(['src/server.ts', [], []]);
  });

  it('gives the same report with --jobs 1 and --jobs 2', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mcpdesc-gathered-'));
    try {
      for (const [path, text] of Object.entries(tree(HELPED()))) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      const report = async (jobs: number) =>
        (await lintPaths(['.'], { root, config: DEFAULT_CONFIG, catalogue, jobs })).results.map((r) => [
          r.path,
          r.source?.tools.map((t) => t.name) ?? [],
          r.source?.dynamic ?? [],
        ]);
      const single = await report(1);
      expect(await report(2)).toEqual(single);
      // The server file, reading no tool and listing nothing unread, is no file of the report.
      expect(single).toEqual([
        ['src/tools/more.ts', ['till', 'weed'], []],
        ['src/tools/reap.ts', ['reap'], []],
        ['src/tools/sow.ts', ['sow'], []],
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
