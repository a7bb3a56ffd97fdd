/**
 * typescript-source: a tool class describing itself in a method declared to return the SDK's `Tool`, the record
 * written with the class's own fixed members (`name: this.name`, own-records.ts): read when a module constructs the
 * class as it is; an abstract class, one no module constructs, a member the class may change, is not read.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { extractTypescript } from '../../src/formats/typescript-source/read.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0"}}';
/** `water` (its name on line 5, column 36). */
const TOOL = `import { Tool } from "@modelcontextprotocol/sdk/types.js";
import { GardenTool } from "../base.js";

export class WaterTool extends GardenTool {
  public override readonly name = "water";

  public override getTool(): Tool {
    return {
      name: this.name,
      description: "Waters one bed of the garden.",
      inputSchema: { type: "object", properties: { bed: { type: "string", description: "The bed's id" } } },
    };
  }
}
`;
const BASE = `import { Tool } from "@modelcontextprotocol/sdk/types.js";

export abstract class GardenTool {
  public abstract readonly name: string;
  public abstract getTool(): Tool;
}
`;
const LIST = `import { WaterTool } from "./tools/water.js";

export const tools = [new WaterTool()];
`;
const INDEX = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { tools } from "./garden-tools.js";

const server = new Server({ name: "garden", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((t) => t.getTool()) }));
`;
const FILES: Record<string, string> = {
  'package.json': PACKAGE,
  'src/tools/water.ts': TOOL,
  'src/base.ts': BASE,
  'src/garden-tools.ts': LIST,
  'src/index.ts': INDEX,
};

function lint(files: Record<string, string>): FileResult {
  const all = { ...FILES, ...files };
  return lintSource('src/tools/water.ts', all['src/tools/water.ts'], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

function read(files: Record<string, string>): { tools: string[]; dynamic: number } {
  const source = lint(files).source;
  return { tools: (source?.tools ?? []).map((t) => `${t.name} ${t.line}:${t.column}`), dynamic: source?.dynamic.length ?? 0 };
}

describe('typescript-source: a class describing itself with its own members, constructed as it is', () => {
  it('reads the record of a class a module constructs: its own name, the description and schema as written', () => {
    expect(read({})).toEqual({ tools: ['water 5:35'], dynamic: 0 });
    expect(lint({}).findings).toEqual([]);
    const [tool] = extractTypescript(TOOL, 'src/tools/water.ts', memoryWorkspace(FILES, { list: 'entries' })).tools;
    expect(tool).toMatchObject({
      name: 'water',
      description: 'Waters one bed of the garden.',
      inputSchema: { type: 'object', properties: { bed: { type: 'string', description: "The bed's id" } } },
    });
    // A getter of one `return`, and a description that is a member too.
    const getter = TOOL.replace('public override readonly name = "water";', 'get name() {\n    return "water";\n  }')
      .replace('description: "Waters one bed of the garden.",', 'description: this.summary,')
      .replace('  public override getTool', '  readonly summary = "Waters one bed.";\n\n  public override getTool');
    const source = extractTypescript(getter, 'src/tools/water.ts', memoryWorkspace({ ...FILES, 'src/tools/water.ts': getter }, { list: 'entries' }));
    expect(source.tools.map((t) => [t.name, t.description])).toEqual([['water', 'Waters one bed.']]);
    // An empty description is judged where the class writes it.
    const empty = lint({ 'src/tools/water.ts': TOOL.replace('"Waters one bed of the garden."', '""') });
    expect(empty.findings.find((f) => f.ruleId === 'mcpdesc.tool.description')?.range.start).toEqual({ line: 10, column: 20 });
  });

  it('reads no class no module constructs as it is, nor an abstract one', () => {
    expect(read({ 'src/garden-tools.ts': 'export const tools = [];\n' })).toEqual({ tools: [], dynamic: 1 });
    // Only a subclass is constructed: `this.name` may be its own.
    const sub = 'import { WaterTool } from "./tools/water.js";\nclass Mist extends WaterTool {}\nexport const tools = [new Mist()];\n';
    expect(read({ 'src/garden-tools.ts': sub }).tools).toEqual([]);
    // A test constructing it proves nothing of the server.
    expect(read({ 'src/garden-tools.ts': 'export const tools = [];\n', 'src/water.test.ts': LIST }).tools).toEqual([]);
    const abstract = TOOL.replace('export class WaterTool', 'export abstract class WaterTool');
    expect(read({ 'src/tools/water.ts': abstract, 'src/garden-tools.ts': 'export const tools = [];\n' }).tools).toEqual([]);
  });

  it('reads no member the class may change, nor a record of a method not declared to return a Tool', () => {
    const plain = TOOL.replace('public override readonly name', 'public override name');
    expect(read({ 'src/tools/water.ts': plain })).toEqual({ tools: [], dynamic: 1 });
    const assigned = TOOL.replace('  public override getTool', '  rename() {\n    (this as { name: string }).name = "x";\n  }\n\n  public override getTool');
    expect(read({ 'src/tools/water.ts': assigned }).tools).toEqual([]);
    const assignedPlain = TOOL.replace('  public override getTool', '  constructor() {\n    super();\n    this.name = "x";\n  }\n\n  public override getTool');
    expect(read({ 'src/tools/water.ts': assignedPlain }).tools).toEqual([]);
    const untyped = TOOL.replace('getTool(): Tool {', 'getTool(): object {');
    expect(read({ 'src/tools/water.ts': untyped }).tools).toEqual([]);
    const statik = TOOL.replace('public override getTool(): Tool {', 'static getTool(): Tool {');
    expect(read({ 'src/tools/water.ts': statik }).tools).toEqual([]);
  });
});
