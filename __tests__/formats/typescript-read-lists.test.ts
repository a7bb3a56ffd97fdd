/**
 * typescript-source: a loop registering each item of an imported list another module's reader reads (read-lists.ts)
 * is not also listed as an unread registration; a list only partly known (a spread of another) keeps the entry.
 */
import { describe, expect, it } from '@jest/globals';
import { lintInTree, placedTools } from '../helpers/source-tree.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}';
const DEFINITIONS = (items = '') => `import { z } from "zod";

export const TOOLS = [${items}
  { name: "sow", description: "Sows a field.", inputSchema: { field: z.string() } },
  { name: "reap", description: "Reaps a field.", inputSchema: { field: z.string() } },
];
`;
const SERVER = (
  loop = 'for (const { name: toolName, description, inputSchema } of TOOLS)',
) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { TOOLS } from "./tools/registry.js";

const server = new McpServer({ name: "farm", version: "1" });
${loop} {
  server.tool(toolName, description, inputSchema, async () => ({ content: [] }));
}
`;

function lint(server: string, definitions = DEFINITIONS(), path = 'src/index.ts') {
  return lintInTree({ 'package.json': PACKAGE, 'src/index.ts': server, 'src/tools/registry.ts': definitions, 'src/tools/more.ts': DEFINITIONS() }, path);
}

describe('typescript-source: a loop over an imported list its module reads', () => {
  it('lists no unread registration where every item is read in the list module', () => {
    const plain = SERVER('for (const t of TOOLS)').replace(
      'tool(toolName, description, inputSchema,',
      'registerTool(t.name, { description: t.description, inputSchema: t.inputSchema },',
    );
    expect(placedTools(lint(plain, DEFINITIONS(), 'src/tools/registry.ts'))).toEqual(['sow 4:11', 'reap 5:11']);
    expect(placedTools(lint(SERVER(), DEFINITIONS(), 'src/tools/registry.ts'))).toEqual(['sow 4:11', 'reap 5:11']);
    const result = lint(SERVER());
    expect(result.source?.dynamic ?? []).toEqual([]);
    expect(result.findings).toEqual([]);
    expect(lint(plain).source?.dynamic ?? []).toEqual([]);
  });

  it('keeps the entry for a list only partly known, or a loop over something else', () => {
    const spread = DEFINITIONS('\n  ...EXTRA,').replace('export const TOOLS', 'const EXTRA = [];\nexport const TOOLS');
    expect((lint(SERVER(), spread).source?.dynamic ?? []).map((d) => `${d.line} ${d.what}`)).toEqual(['6 a tool registration']);
    const filtered = SERVER('for (const { name: toolName, description, inputSchema } of TOOLS.filter(Boolean))');
    expect((lint(filtered).source?.dynamic ?? []).map((d) => `${d.line} ${d.what}`)).toEqual(['6 a tool registration']);
    const renamed = SERVER().replace('tool(toolName,', 'tool(`farm_${toolName}`,');
    expect((lint(renamed).source?.dynamic ?? []).map((d) => `${d.line} ${d.what}`)).toEqual(['6 a tool registration']);
  });
});
