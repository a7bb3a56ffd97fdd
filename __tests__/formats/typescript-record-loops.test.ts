/**
 * typescript-source: a loop registering each value of records their makers' modules read (record-loops.ts) is not
 * also listed as an unread registration, whether the records are made by imported makers, a maker merging others,
 * or an imported class's methods (the class found through a workspace package's entry); a list holding any other
 * record keeps the entry. The report is the same for any file order.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}';
const RECORD = (maker: string, title: string) => `import { z } from "zod";

export function ${maker}(config: { token: string }) {
  return {
    one: {
      title: "${title}",
      description: "Does ${title}.",
      inputParams: { bed: z.string() },
      tool: async () => ({ content: [], config }),
    },
  };
}
`;
const MERGED = `import { createPondTools } from "./pond.js";
import { createShedTools } from "./shed.js";

export function createYardTools(config: { token: string }) {
  const shed = createShedTools(config);
  return { ...createPondTools(config), ...shed };
}
`;
const SERVER = (
  collections = 'gardenTools, yardTools, ...(process.env.BEES ? [createHiveTools({ token: "t" })] : [])',
) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { createGardenTools } from "./tools/garden.js";
import { createYardTools } from "./tools/yard.js";
import { createHiveTools } from "./tools/hive.js";

const server = new McpServer({ name: "garden", version: "1.0.0" });
const gardenTools = createGardenTools({ token: "t" });
const yardTools = createYardTools({ token: "t" });
const all = [${collections}];
all.forEach((collection) => {
  Object.values(collection).forEach((tool) => {
    server.registerTool(tool.title, { description: tool.description, inputSchema: tool.inputParams }, tool.tool);
  });
});
`;
const FILES = (server = SERVER()): Record<string, string> => ({
  'package.json': PACKAGE,
  'src/index.ts': server,
  'src/tools/garden.ts': RECORD('createGardenTools', 'water_bed'),
  'src/tools/hive.ts': RECORD('createHiveTools', 'feed_bees'),
  'src/tools/yard.ts': MERGED,
  'src/tools/pond.ts': RECORD('createPondTools', 'clean_pond'),
  'src/tools/shed.ts': RECORD('createShedTools', 'lock_shed'),
});

function lint(files: Record<string, string>, path: string): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

const tools = (result: FileResult) => (result.source?.tools ?? []).map((t) => t.name);
const dynamic = (result: FileResult) => (result.source?.dynamic ?? []).map((d) => `${d.line}:${d.column} ${d.what}`);

describe('typescript-source: a loop over records their makers read', () => {
  it('reads each record where its maker writes it, and lists nothing unread at the loop', () => {
    const files = FILES();
    expect(['garden', 'hive', 'pond', 'shed'].map((m) => tools(lint(files, `src/tools/${m}.ts`)))).toEqual([
      ['water_bed'],
      ['feed_bees'],
      ['clean_pond'],
      ['lock_shed'],
    ]);
    const server = lint(files, 'src/index.ts');
    expect(dynamic(server)).toEqual([]);
    expect(server.findings).toEqual([]);
  });

  it('follows an imported class whose methods return the records, through a workspace package entry', () => {
    const kit = `import { createGardenTools } from "./tools/garden.js";
export class GardenKit {
  constructor(private config: { token: string }) {}
  getGardenTools() {
    return createGardenTools(this.config);
  }
}
`;
    const register = SERVER('gardenTools')
      .replace(/import \{ create\w+ \} from "\.\/tools\/\w+\.js";\n/g, '')
      .replace('const server', 'import { GardenKit } from "@garden/kit";\n\nconst server')
      .replace(
        'const gardenTools = createGardenTools({ token: "t" });',
        'const kit = new GardenKit({ token: "t" });\nconst gardenTools = kit.getGardenTools();',
      )
      .replace('const yardTools = createYardTools({ token: "t" });\n', '');
    const monorepo: Record<string, string> = {
      'package.json': '{"private":true,"workspaces":["packages/*"]}',
      'packages/kit/package.json': '{"name":"@garden/kit","main":"src/index.ts"}',
      'packages/kit/src/index.ts': 'export { GardenKit } from "./kit.js";\n',
      'packages/kit/src/kit.ts': kit,
      'packages/kit/src/tools/garden.ts': RECORD('createGardenTools', 'water_bed'),
      'packages/server/package.json': '{"name":"@garden/server","dependencies":{"@garden/kit":"*","@modelcontextprotocol/sdk":"^1.17.0"}}',
      'packages/server/src/tools/register.ts': register,
    };
    expect(tools(lint(monorepo, 'packages/kit/src/tools/garden.ts'))).toEqual(['water_bed']);
    expect(dynamic(lint(monorepo, 'packages/server/src/tools/register.ts'))).toEqual([]);
    // A method the class does not have returns no record known: the entry stays.
    const other = register.replace('kit.getGardenTools()', 'kit.getShedTools()');
    expect(dynamic(lint({ ...monorepo, 'packages/server/src/tools/register.ts': other }, 'packages/server/src/tools/register.ts'))).toEqual([
      '11:25 a tool registration',
    ]);
  });

  it('keeps the entry where any record of the list is not one a maker reads', () => {
    // A record of the module's own making, a name changed, a record chosen by a computed key.
    const own = FILES(SERVER('gardenTools, { extra: makeTool() }'));
    expect(dynamic(lint(own, 'src/index.ts'))).toEqual(['12:25 a tool registration']);
    expect(tools(lint(own, 'src/tools/garden.ts'))).toEqual(['water_bed']);
    const renamed = FILES(SERVER().replace('registerTool(tool.title,', 'registerTool(`x_${tool.title}`,'));
    expect(dynamic(lint(renamed, 'src/index.ts'))).toEqual(['12:25 a tool registration']);
    const keyed = FILES(SERVER().replace('Object.values(collection).forEach((tool) => {', 'KEYS.forEach((k) => {\n    const tool = collection[k];'));
    expect(dynamic(lint(keyed, 'src/index.ts'))).toEqual(['13:25 a tool registration']);
  });

  it('gives the same report in any file order', () => {
    const files = FILES();
    const paths = Object.keys(files).filter((p) => p.endsWith('.ts'));
    const run = (order: string[]) => {
      const workspace = memoryWorkspace(files, { list: 'entries', stable: true });
      return order
        .map((path) => lintSource(path, files[path], { catalogue, workspace }))
        .sort((x, y) => (x.path < y.path ? -1 : 1))
        .map((r) => [r.path, tools(r), dynamic(r)]);
    };
    const forward = run(paths);
    expect(run([...paths].reverse())).toEqual(forward);
    expect(forward.find(([path]) => path === 'src/index.ts')).toEqual(['src/index.ts', [], []]);
  });
});
