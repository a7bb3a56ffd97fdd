/**
 * A function returning a `const` of its own body that nothing else reads (returned-consts.ts), its list served by
 * another module: each tool is read where it is written.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.11.0"}}';

/** `dig_bed` (its name on line 3, column 13) and `rake_bed`; `between` is written before the return. */
function garden(between = ''): string {
  return `export function getGardenTools() {
  const tools = [
    { name: "dig_bed", description: "Digs a garden bed.", inputSchema: { type: "object", properties: {} } },
    { name: "rake_bed", description: "Rakes a garden bed.", inputSchema: { type: "object", properties: {} } },
  ];
  ${between}
  return tools;
}
`;
}
const SERVER = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { getGardenTools } from "./garden.js";
const server = new Server({ name: "garden", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: getGardenTools() }));
`;

function lint(text: string): FileResult {
  const all: Record<string, string> = { 'package.json': PACKAGE, 'src/garden.ts': text, 'src/server.ts': SERVER };
  return lintSource('src/garden.ts', text, { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

function names(text: string): string[] | null {
  const result = lint(text);
  return result.format === 'typescript-source' ? (result.source?.tools ?? []).map((t) => t.name) : null;
}

describe('typescript-source: a function returning its own const list', () => {
  it('reads each tool where it is written, with no finding', () => {
    const result = lint(garden());
    expect(result.source?.tools).toEqual([
      { name: 'dig_bed', line: 3, column: 13 },
      { name: 'rake_bed', line: 4, column: 13 },
    ]);
    expect(result.source?.dynamic).toEqual([]);
    expect(result.findings).toEqual([]);
  });

  it('proves nothing when the const is read before it is returned', () => {
    for (const between of ['tools.push(extra);', 'rename(tools);', 'const all = [...tools];', 'tools[0].name = "x";'])
      expect(names(garden(between))).toBeNull();
  });
});
