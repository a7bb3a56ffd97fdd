/**
 * typescript-source: tool groups a server module loads with `import()` and registers one by one
 * (lazy-groups.ts). A group module naming no SDK is read at its literals when its exported function returns
 * its written-out list and handlers, and the server's loops copy each key as written; a tool without a
 * handler is skipped as the loop skips it, computed keys are not statically known. A loop that renames,
 * filters or a group that branches on its argument proves nothing.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintInTree, placedTools } from '../helpers/source-tree.js';

/** Three tools: `plant_seed` (name on line 5, column 13), `harvest_bed` (line 11), and one with no handler. */
const GROUP = `import type { Shed } from "../shed.js";
function gardenDefinitions(): GardenTool[] {
  return [
    {
      name: "plant_seed",
      title: "Plant Seed",
      description: "Plants one seed in a bed.",
      inputSchema: { type: "object", properties: { bed: { type: "string" } } },
    },
    {
      name: "harvest_bed",
      description: "Harvests every ripe plant of a bed.",
      inputSchema: { type: "object", properties: {} },
    },
    { name: "prune_hedge", description: "Prunes the hedge.", inputSchema: { type: "object", properties: {} } },
  ];
}
function gardenHandlers(shed: Shed): Record<string, Handler> {
  const log = shed.log;
  return {
    plant_seed: async (args) => shed.plant(args, log),
    async harvest_bed(args) { return shed.harvest(args); },
  };
}
export function gardenGroup(shed: Shed) {
  return { tools: gardenDefinitions(), handlers: gardenHandlers(shed) };
}
`;
const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
async function loadGroups(shed: Shed) {
  const groups = await Promise.all([
    import("./tools/garden.js").then((m) => m.gardenGroup(shed)),
  ]);
  return groups;
}
export async function main() {
  const server = new McpServer({ name: "garden", version: "1.0.0" });
  const loaded = await loadGroups(new Shed());
  for (const group of loaded) {
    for (const tool of group.tools) {
      const handler = group.handlers[tool.name];
      if (!handler) {
        console.error("no handler for", tool.name);
        continue;
      }
      server.registerTool(tool.name, { title: tool.title, description: tool.description, inputSchema: toZod(tool.inputSchema) }, async (args) => handler(args));
    }
  }
}
`;
const FILES: Record<string, string> = {
  'package.json': '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0"}}',
  'src/index.ts': SERVER,
  'src/tools/garden.ts': GROUP,
};
const AT = 'src/tools/garden.ts';

function lint(files: Record<string, string>): FileResult {
  return lintInTree({ ...FILES, ...files }, AT);
}

const tools = (files: Record<string, string>): string[] => placedTools(lint(files));

describe('typescript-source: tool groups a server loads lazily and registers one by one', () => {
  it('reads each handled tool at its literal, the keys the loop computes not statically known', () => {
    const result = lint({});
    expect(placedTools(result)).toEqual(['plant_seed 5:13', 'harvest_bed 11:13']);
    expect(result.source?.dynamic).toEqual([
      { line: 8, column: 7, what: "the tool's inputSchema", pointer: '/tools/0/inputSchema' },
      { line: 13, column: 7, what: "the tool's inputSchema", pointer: '/tools/1/inputSchema' },
    ]);
    const empty = lint({ [AT]: GROUP.replace('"Harvests every ripe plant of a bed."', '""') });
    const finding = empty.findings.find((f) => f.ruleId === 'mcpdesc.tool.description');
    expect([finding?.pointer, finding?.range.start]).toEqual(['/tools/1/description', { line: 12, column: 20 }]);
  });

  it('reads every listed tool when the loop registers each without a handler lookup', () => {
    const unguarded = SERVER.replace(/ {6}const handler[\s\S]*?continue;\n {6}}\n/, '');
    expect(tools({ 'src/index.ts': unguarded })).toEqual(['plant_seed 5:13', 'harvest_bed 11:13', 'prune_hedge 15:13']);
  });

  it('reads nothing when the loop renames, filters or branches, or loads another module', () => {
    const call = 'server.registerTool(tool.name,';
    const near: Record<string, string> = {
      renamed: SERVER.replace(call, 'server.registerTool(`garden_${tool.name}`,'),
      filtered: SERVER.replace(`      ${call}`, `      if (tool.title) ${call}`),
      skipped: SERVER.replace('      const handler', '      if (hidden.has(tool.name)) continue;\n      const handler'),
      other: SERVER.replace('"./tools/garden.js"', '"./tools/shed.js"'),
      twice: SERVER.replace(
        '  const loaded = await loadGroups(new Shed());',
        '  const loaded = await loadGroups(new Shed());\n  const more = await loadGroups(spare);',
      ),
    };
    for (const [why, server] of Object.entries(near)) expect([why, tools({ 'src/index.ts': server })]).toEqual([why, []]);
  });

  it('reads nothing when the group branches on its argument, or builds its list or handlers at run time', () => {
    const near: Record<string, string> = {
      branched: GROUP.replace('{ tools: gardenDefinitions(),', '{ tools: shed.open ? gardenDefinitions() : [],'),
      argument: GROUP.replace('function gardenDefinitions(): GardenTool[] {', 'function gardenDefinitions(shed?: Shed): GardenTool[] {'),
      built: GROUP.replace('  return {\n    plant_seed', '  return {\n    ...shed.extra,\n    plant_seed'),
    };
    for (const [why, group] of Object.entries(near)) expect([why, tools({ [AT]: group })]).toEqual([why, []]);
  });
});
