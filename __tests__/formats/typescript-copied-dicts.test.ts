/**
 * A dictionary of tools made by a function of another module, copied entry by entry into a server's own
 * dictionary under the same keys (some entries on some runs), served as `Object.values(shownTools())`
 * (imported-lists.ts, copied-dicts.ts): each copied value is the tool as written, read where it is written.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintInTree, toolNamesIn } from '../helpers/source-tree.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.11.0"}}';
/** `list_hives` on line 4, column 11; `weigh_hive` on line 9, column 11; its schema made by a call. */
const HIVES = `const withRegion = (schema: object) => ({ ...schema, region: { type: "string" } });
export const hiveTools = () => ({
  LIST_HIVES: {
    name: "list_hives",
    description: "Lists the hives of the apiary.",
    inputSchema: { type: "object", properties: {} },
  },
  WEIGH_HIVE: {
    name: "weigh_hive",
    description: "Weighs one hive.",
    inputSchema: withRegion({ type: "object", properties: { hive: { type: "string" } } }),
  },
});
`;
/** The server copies the entries (`copies`) into `shown` and returns it from `shownTools`. */
function server(copies = 'if (all.LIST_HIVES) shown.LIST_HIVES = all.LIST_HIVES;\n  if (all.WEIGH_HIVE) shown.WEIGH_HIVE = all.WEIGH_HIVE;'): string {
  return `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { hiveTools } from "./types/hives.js";
export function shownTools() {
  const all = hiveTools();
  const shown: Record<string, unknown> = {};
  ${copies}
  return shown;
}
const server = new Server({ name: "apiary", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: Object.values(shownTools()) }));
`;
}

/** The tree, `files` in place of its own. */
function tree(files: Record<string, string>): Record<string, string> {
  return { 'package.json': PACKAGE, 'src/types/hives.ts': HIVES, 'src/index.ts': server(), ...files };
}

function lint(files: Record<string, string>, path: string): FileResult {
  return lintInTree(tree(files), path);
}

/** The tools read from the hives' module, or null when it is no server file. */
function names(files: Record<string, string>): string[] | null {
  return toolNamesIn(tree(files), 'src/types/hives.ts');
}

describe('typescript-source: a dictionary copied entry by entry from a known one', () => {
  it('reads each tool where it is written; a schema made by a call is not known', () => {
    const result = lint({}, 'src/types/hives.ts');
    expect(result.source?.tools).toEqual([
      { name: 'list_hives', line: 4, column: 11 },
      { name: 'weigh_hive', line: 9, column: 11 },
    ]);
    expect(result.source?.dynamic).toEqual([expect.objectContaining({ what: "the tool's inputSchema", pointer: '/tools/1/inputSchema' })]);
    // Copied on every run, in any order.
    const always = server('shown.WEIGH_HIVE = all.WEIGH_HIVE;\n  shown.LIST_HIVES = all.LIST_HIVES as Tool;');
    expect(names({ 'src/index.ts': always })).toEqual(['list_hives', 'weigh_hive']);
  });

  it('proves nothing when a key is left out, an entry changed, copied under another key or from elsewhere, or the dictionary escapes', () => {
    const cases = [
      'shown.LIST_HIVES = all.LIST_HIVES;\n  shown.LIST_HIVES.name = "hives";',
      'shown.HIVES = all.LIST_HIVES;',
      'shown.LIST_HIVES = { ...all.LIST_HIVES, name: "hives" };',
      'shown.LIST_HIVES = other.LIST_HIVES;',
      'shown[key] = all.LIST_HIVES;',
      'shown.LIST_HIVES = all.LIST_HIVES;\n  register(shown);',
      'shown.LIST_HIVES = all.LIST_HIVES;\n  delete shown.LIST_HIVES;',
      // A key never copied is a tool never served; nothing copied, an empty dictionary.
      'shown.WEIGH_HIVE = all.WEIGH_HIVE;',
      '',
    ];
    for (const copies of cases) expect(names({ 'src/index.ts': server(copies) })).toBeNull();
    // A dictionary that is no `{}` to begin with holds what it is given.
    const seeded = server('shown.LIST_HIVES = all.LIST_HIVES;').replace('= {};', '= seed();');
    expect(names({ 'src/index.ts': seeded })).toBeNull();
    // A dictionary of a computed key: which keys are copied is not known.
    expect(names({ 'src/types/hives.ts': HIVES.replace('  LIST_HIVES: {', '  [LIST]: {') })).toBeNull();
  });
});
