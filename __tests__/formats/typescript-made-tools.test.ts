/**
 * A tool a module exports as the call of its own maker, `export const sowTool = makeSowTool()` (the function of
 * no parameter returning one object literal), listed by a family's list, spread into the server's list and
 * served item by item (imported-lists.ts): each call makes the object as written, read where it is written.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintInTree, toolNamesIn } from '../helpers/source-tree.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.11.0","zod":"^3.23.0"}}';

/** `sow_seeds`'s name on line 6, column 11 (with the default maker), made by `make`, the export `made` of it. */
function sow(make = 'export function makeSowTool(): Tool {\n  return', made = 'makeSowTool()'): string {
  return `import { z } from "zod";
const Shape = z.object({ row: z.number() });
${make} {
    kind: "garden",
    name: "sow_seeds",
    description: "Sows seeds along a row.",
    inputSchema: Shape,
    handler: async () => ({ content: [] }),
  };
}
export const sowTool = ${made};
`;
}
/** Written out, not made: `water_row` on line 2, column 9. */
const WATER = `export const waterTool = {
  name: "water_row",
  description: "Waters a row.",
  inputSchema: {},
  handler: async () => ({ content: [] }),
};
`;
const FAMILY = `import { sowTool } from "./sow.js";
import { waterTool } from "./water.js";
export const BED_TOOLS = [sowTool, waterTool];
`;
/** The server spreads the family's list into its own and answers tools/list with each item's name and description. */
function server(all = '[...BED_TOOLS]'): string {
  return `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { zodToJsonSchema } from "zod-to-json-schema";
import { BED_TOOLS } from "./tools/beds/index.js";
export const ALL_TOOLS = ${all} as unknown as ReadonlyArray<Tool>;
export function build(): Server {
  const server = new Server({ name: "garden", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: ALL_TOOLS.map((t) => ({ name: t.name, description: t.description, inputSchema: zodToJsonSchema(t.inputSchema) })),
  }));
  return server;
}
`;
}

/** The tree, `files` in place of its own. */
function tree(files: Record<string, string>): Record<string, string> {
  return {
    'package.json': PACKAGE,
    'src/tools/beds/sow.ts': sow(),
    'src/tools/beds/water.ts': WATER,
    'src/tools/beds/index.ts': FAMILY,
    'src/server.ts': server(),
    ...files,
  };
}

function lint(files: Record<string, string>, path: string): FileResult {
  return lintInTree(tree(files), path);
}

/** The tools read from the maker's module, or null when it is no server file. */
function names(files: Record<string, string>, path = 'src/tools/beds/sow.ts'): string[] | null {
  return toolNamesIn(tree(files), path);
}

describe('typescript-source: a tool made by a call of its module’s own maker', () => {
  it('reads the object the maker returns where it is written; the schema the handler computes is not read', () => {
    const result = lint({}, 'src/tools/beds/sow.ts');
    expect(result.source?.tools).toEqual([{ name: 'sow_seeds', line: 6, column: 11 }]);
    expect(result.source?.dynamic).toEqual([expect.objectContaining({ what: "the tool's inputSchema", pointer: '/tools/0/inputSchema' })]);
    expect(names({}, 'src/tools/beds/water.ts')).toEqual(['water_row']);
  });

  it('reads an arrow maker, one held by a const first, and a list written in the server itself', () => {
    expect(names({ 'src/tools/beds/sow.ts': sow('export const makeSowTool = (): Tool => {\n  return') })).toEqual(['sow_seeds']);
    const held = sow().replace('export const sowTool = makeSowTool();', 'const made = makeSowTool();\nexport const sowTool = made;');
    expect(names({ 'src/tools/beds/sow.ts': held })).toEqual(['sow_seeds']);
    const direct = server('[sowTool]').replace('import { BED_TOOLS } from "./tools/beds/index.js";', 'import { sowTool } from "./tools/beds/sow.js";');
    expect(names({ 'src/server.ts': direct })).toEqual(['sow_seeds']);
  });

  it('proves nothing of a maker of parameters, one given arguments, one choosing its object, or a list rewritten', () => {
    const cases: Record<string, string>[] = [
      // The maker may make its object of what it is given.
      { 'src/tools/beds/sow.ts': sow('export function makeSowTool(depth: number): Tool {\n  return', 'makeSowTool(3)') },
      { 'src/tools/beds/sow.ts': sow(undefined, 'makeSowTool(3)') },
      // Two objects it may return: which one is not known.
      {
        'src/tools/beds/sow.ts': sow('export function makeSowTool(): Tool {\n  if (process.env.LITE) return { name: "sow_lite", inputSchema: {} };\n  return'),
      },
      // What the maker returns is a variable it may change before.
      {
        'src/tools/beds/sow.ts': sow('export function makeSowTool(): Tool {\n  const made =').replace(
          '  };\n}',
          '  };\n  made.name = "sow_" + Date.now();\n  return made;\n}',
        ),
      },
      // The spread list is renamed item by item before the server holds it.
      { 'src/server.ts': server('BED_TOOLS.map((t) => ({ ...t, name: `garden_${t.name}` }))') },
      // An imported maker's call, not the module's own object.
      { 'src/tools/beds/sow.ts': 'import { makeSowTool } from "./make.js";\nexport const sowTool = makeSowTool();\n' },
    ];
    for (const files of cases) expect(names(files)).toBeNull();
  });

  it('takes no tool of a maker whose object has a name and no schema, listed beside the tools', () => {
    const loose = sow().replace('    inputSchema: Shape,\n', '');
    expect(names({ 'src/tools/beds/sow.ts': loose })).toBeNull();
    expect(names({ 'src/tools/beds/sow.ts': loose }, 'src/tools/beds/water.ts')).toEqual(['water_row']);
  });
});
