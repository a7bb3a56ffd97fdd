/**
 * A tools/list answer mapping a list written at the answer (imported-lists.ts): `{ tools: [...allTools].map((t) =>
 * ({ name: t.name, … })) }` serves the imported list's tools; `[].map(…)` beside an import of the list serves none.
 */
import { describe, expect, it } from '@jest/globals';
import { lintInTree, placedTools, toolNamesIn } from '../helpers/source-tree.js';

const PACKAGE = '{"type":"module","dependencies":{"@modelcontextprotocol/sdk":"^1.17.0"}}';
/** `ping`: its name on line 2, column 11. */
const LIST = `export const allTools = [
  { name: "ping", description: "Pings the service.", inputSchema: { type: "object" } },
];
`;
const SERVER = (listed: string) => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { allTools } from "./tools/list.js";
const server = new Server({ name: "p", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: ${listed}.map((tool) => ({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema })),
}));
`;
const PATH = 'src/tools/list.ts';

function tree(listed: string): Record<string, string> {
  return { 'package.json': PACKAGE, 'src/server.ts': SERVER(listed), [PATH]: LIST };
}

describe('typescript-source: a list written at a tools/list answer, mapped', () => {
  it('reads the imported list the written one spreads, and the list itself', () => {
    const result = lintInTree(tree('[...allTools]'), PATH);
    expect(placedTools(result)).toEqual(['ping 2:11']);
    expect(result.findings).toEqual([]);
    expect(toolNamesIn(tree('allTools'), PATH)).toEqual(['ping']);
  });

  it('reads nothing of a written list that holds none of the imported tools', () => {
    expect(toolNamesIn(tree('[]'), PATH)).toBeNull();
    expect(toolNamesIn(tree('[{ name: "other", description: "Other.", inputSchema: { type: "object" } }]'), PATH)).toBeNull();
  });
});
