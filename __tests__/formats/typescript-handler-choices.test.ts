/**
 * A tools/list handler that picks one of its module's lists of imported tools on a run-time flag and then only
 * drops items of it (`const base = narrow ? readOnlyTools : allTools; const tools = base.filter(…); return {
 * tools }`): on some run each item of a whole list is served as written (imported-lists.ts).
 */
import { describe, expect, it } from '@jest/globals';
import { lintInTree, toolNamesIn } from '../helpers/source-tree.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0"}}';
/** One tool per module: `vent_open`'s name on line 2, column 9. */
const VENT = `export const ventSchema = {
  name: "vent_open",
  description: "Opens the greenhouse vents.",
  inputSchema: { type: "object", properties: {} },
};
export async function vent() { return {}; }
`;
const MIST = `export const mistSchema = {
  name: "mist_beds",
  description: "Mists the seed beds.",
  inputSchema: { type: "object", properties: {} },
  annotations: { readOnlyHint: false },
};
`;

/** The server, its handler body `body`. */
function server(body: string): string {
  return `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { ventSchema } from "./tools/vent.js";
import { mistSchema } from "./tools/mist.js";
const narrow = process.env.NARROW === "1";
const allowed = (name: string) => !process.env.DENY?.split(",").includes(name);
const readOnlyTools = [ventSchema];
const allTools = [ventSchema, mistSchema];
const server = new Server({ name: "greenhouse", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => {
${body}
});
`;
}
const CHOSEN = `  const base = narrow ? readOnlyTools : allTools;
  const tools = base.filter((tool) => allowed(tool.name));
  return { tools };`;

function tree(body: string): Record<string, string> {
  return { 'package.json': PACKAGE, 'src/index.ts': server(body), 'src/tools/vent.ts': VENT, 'src/tools/mist.ts': MIST };
}

describe('typescript-source: a handler choosing a whole list, then dropping items', () => {
  it('reads each tool of the chosen lists where it is written', () => {
    const vent = lintInTree(tree(CHOSEN), 'src/tools/vent.ts');
    expect(vent.format).toBe('typescript-source');
    expect(vent.source?.tools).toEqual([{ name: 'vent_open', line: 2, column: 9 }]);
    expect(vent.source?.dynamic).toEqual([]);
    expect(toolNamesIn(tree(CHOSEN), 'src/tools/mist.ts')).toEqual(['mist_beds']);
    // The filter written in place, the choice's other branch anything at all: the whole list is still served on some run.
    const inline = '  const base = narrow ? readOnlyTools.slice(0, 1) : allTools;\n  return { tools: base.filter((t) => allowed(t.name)) };';
    expect(toolNamesIn(tree(inline), 'src/tools/mist.ts')).toEqual(['mist_beds']);
  });

  it('proves nothing when no branch is a whole list, the list is rewritten, or a handler list is assigned again', () => {
    for (const body of [
      // Neither branch a whole list.
      CHOSEN.replace('narrow ? readOnlyTools : allTools', 'narrow ? readOnlyTools.slice(1) : allTools.slice(1)'),
      // A filter whose predicate renames what it keeps.
      CHOSEN.replace('allowed(tool.name)', '(tool.name = `gh_${tool.name}`)'),
      // Each item rewritten on its way.
      CHOSEN.replace('base.filter((tool) => allowed(tool.name))', 'base.map((tool) => ({ ...tool, name: tool.name.toUpperCase() }))'),
      // The chosen list assigned again before it is served.
      CHOSEN.replace('const base', 'let base').replace('  const tools', '  base = base.slice(1);\n  const tools'),
    ]) {
      expect(toolNamesIn(tree(body), 'src/tools/mist.ts')).toBeNull();
      expect(toolNamesIn(tree(body), 'src/tools/vent.ts')).toBeNull();
    }
  });
});
