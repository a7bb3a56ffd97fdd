/**
 * Lists of tool objects a module joins in a function that returns them through its own key-by-key mapping,
 * `export const allTools = (_client) => closed([...pondTools, ...reedTools])`, served by a tools/list handler
 * (imported-lists.ts, projecting-helpers.ts): each item is read where it is written, a key the mapping
 * computes is not.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintInTree, toolNamesIn } from '../helpers/source-tree.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.11.0"}}';
/** `net_pond` on line 3, column 11; `drain_pond` on line 8, column 11. */
const POND = `export const pondTools: ToolDefinition[] = [
  {
    name: "net_pond",
    description: "Nets leaves off the pond.",
    inputSchema: { type: "object", properties: { side: { type: "string" } } },
  },
  {
    name: "drain_pond",
    description: "Drains the pond.",
    inputSchema: { type: "object", properties: {} },
  },
];
`;
const REEDS = `export const reedTools = [
  { name: "cut_reeds", description: "Cuts the reeds.", inputSchema: { type: "object" } },
];
`;
/** `closed` maps each item (`mapping`); the export returns the joined lists through it (`joined`). */
function joining(
  mapping = '({ ...tool, inputSchema: { additionalProperties: false, ...tool.inputSchema } })',
  joined = 'closed([...pondTools, ...reedTools])',
): string {
  return `import { pondTools } from "./defs/pond.js";
import { reedTools } from "./defs/reeds.js";
const closed = (tools: ToolDefinition[]): ToolDefinition[] =>
  tools.map((tool) => ${mapping});
export const allTools = (_client?: unknown) =>
  ${joined};
`;
}
const SERVER = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { allTools } from "./tools/index.js";
const server = new Server({ name: "pond", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: allTools(client) }));
`;

/** The tree, `files` in place of its own. */
function tree(files: Record<string, string>): Record<string, string> {
  return {
    'package.json': PACKAGE,
    'src/tools/defs/pond.ts': POND,
    'src/tools/defs/reeds.ts': REEDS,
    'src/tools/all.ts': joining(),
    'src/tools/index.ts': 'export { allTools } from "./all.js";\n',
    'src/index.ts': SERVER,
    ...files,
  };
}

function lint(files: Record<string, string>, path: string): FileResult {
  return lintInTree(tree(files), path);
}

/** The tools read from the pond's definitions, or null when it is no server file. */
function names(files: Record<string, string>, path = 'src/tools/defs/pond.ts'): string[] | null {
  return toolNamesIn(tree(files), path);
}

describe('typescript-source: joined lists returned through a mapping of their items', () => {
  it('reads each item where it is written, through a barrel; the schema the mapping computes is not read', () => {
    const result = lint({}, 'src/tools/defs/pond.ts');
    expect(result.source?.tools).toEqual([
      { name: 'net_pond', line: 3, column: 11 },
      { name: 'drain_pond', line: 8, column: 11 },
    ]);
    expect(result.source?.dynamic?.map((d) => d.pointer)).toEqual(['/tools/0/inputSchema', '/tools/1/inputSchema']);
    expect(names({}, 'src/tools/defs/reeds.ts')).toEqual(['cut_reeds']);
  });

  it('reads a mapping written at the return, and one copying the name and description only', () => {
    const inline = joining(undefined, '[...pondTools, ...reedTools].map((tool) => ({ ...tool, inputSchema: strict(tool.inputSchema) }))');
    expect(names({ 'src/tools/all.ts': inline })).toEqual(['net_pond', 'drain_pond']);
    const result = lint({ 'src/tools/all.ts': joining('({ name: tool.name, description: tool.description })') }, 'src/tools/defs/pond.ts');
    expect(result.source?.tools?.map((t) => t.name)).toEqual(['net_pond', 'drain_pond']);
    // The schema is left out of what is served: not read, so its findings are not the tool's.
    expect(result.source?.dynamic).toEqual([]);
    expect(result.findings.filter((f) => f.pointer?.includes('inputSchema'))).toEqual([]);
  });

  it('proves nothing of a mapping that renames, a function doing more, one branching on its argument, or a list passed by name', () => {
    const cases = [
      joining('({ ...tool, name: `pond_${tool.name}` })'),
      joining('({ ...tool, name: tool.title })'),
      // Items changed before they are mapped.
      joining().replace(
        'const closed = (tools: ToolDefinition[]): ToolDefinition[] =>\n  tools.map',
        'function closed(tools: ToolDefinition[]) {\n  for (const t of tools) t.name = t.name.toUpperCase();\n  return tools.map',
      ),
      // Two lists it may return, chosen by its argument.
      joining(undefined, 'client ? closed([...pondTools]) : closed([...reedTools])').replace(
        'export const allTools = (_client?: unknown) =>\n  ',
        'export function allTools(client?: unknown) {\n  if (client) return closed([...pondTools]);\n  return closed([...reedTools]);\n}\nconst unused = ',
      ),
      // A mapping of two parameters, or over a list held elsewhere.
      joining().replace('(tools: ToolDefinition[])', '(tools: ToolDefinition[], prefix = "")'),
      joining(undefined, 'closed(everything)').replace('export const allTools', 'const everything = [...pondTools, ...reedTools];\nexport const allTools'),
    ];
    for (const all of cases) expect(names({ 'src/tools/all.ts': all })).toBeNull();
  });
});
