/**
 * typescript-source: a tool class registering itself, `this.name` a getter of its own (constructed-classes.ts):
 * read when a module constructs the class as it is and registers through it; a class only a subclass's instance
 * registers, a member the class may change, or a method no instance is seen calling, is not read.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { extractTypescript } from '../../src/formats/typescript-source/read.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}';
/** `water` (its name on line 6, column 10). */
const TOOL = `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export class WaterTool {
  get name() {
    return "water";
  }

  readonly config = {
    description: "Waters one bed of the garden.",
    inputSchema: { bed: z.string().describe("The bed's id") },
  };

  register(srv: McpServer) {
    srv.registerTool(this.name, this.config, this.#handle);
  }

  readonly #handle = async () => ({ content: [] });
}
`;
const INDEX = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WaterTool } from "./tools/water.js";

const server = new McpServer({ name: "garden", version: "1.0.0" });
new WaterTool().register(server);
`;
const FILES: Record<string, string> = { 'package.json': PACKAGE, 'src/tools/water.ts': TOOL, 'src/index.ts': INDEX };

function lint(files: Record<string, string>): FileResult {
  const all = { ...FILES, ...files };
  return lintSource('src/tools/water.ts', all['src/tools/water.ts'], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

function read(files: Record<string, string>): { tools: string[]; dynamic: number } {
  const source = lint(files).source;
  return { tools: (source?.tools ?? []).map((t) => `${t.name} ${t.line}:${t.column}`), dynamic: source?.dynamic.length ?? 0 };
}

describe('typescript-source: a class registering its own getter name, constructed as it is', () => {
  it('reads the registration of an instance a module constructs: its name, description and schema', () => {
    expect(read({})).toEqual({ tools: ['water 6:12'], dynamic: 0 });
    expect(lint({}).findings).toEqual([]);
    const all = { ...FILES };
    const [tool] = extractTypescript(TOOL, 'src/tools/water.ts', memoryWorkspace(all, { list: 'entries' })).tools;
    expect(tool).toMatchObject({
      name: 'water',
      description: 'Waters one bed of the garden.',
      inputSchema: { type: 'object', properties: { bed: { type: 'string', description: "The bed's id" } } },
    });
    const held = INDEX.replace('new WaterTool().register(server);', 'const water = new WaterTool();\nwater.register(server);');
    expect(read({ 'src/index.ts': held }).tools).toEqual(['water 6:12']);
    const empty = lint({ 'src/tools/water.ts': TOOL.replace('"Waters one bed of the garden."', '""') });
    expect(empty.findings.find((f) => f.ruleId === 'mcpdesc.tool.description')?.range.start).toEqual({ line: 10, column: 18 });
  });

  it('reads no class an instance of which no module is seen registering through', () => {
    expect(read({ 'src/index.ts': INDEX.replace('new WaterTool().register(server);', '') })).toEqual({ tools: [], dynamic: 1 });
    // Only a subclass's instance registers: `this.name` may be its own.
    const sub = INDEX.replace('new WaterTool().register(server);', 'class Mist extends WaterTool {}\nnew Mist().register(server);');
    expect(read({ 'src/index.ts': sub }).tools).toEqual([]);
    // Another method is called: the registering one may never run.
    expect(read({ 'src/index.ts': INDEX.replace('.register(server)', '.describe(server)') }).tools).toEqual([]);
    // A test constructing it proves nothing of the server.
    const tested = { 'src/index.ts': INDEX.replace('new WaterTool().register(server);', ''), 'src/water.test.ts': INDEX.replace('./tools/', './tools/') };
    expect(read(tested).tools).toEqual([]);
  });

  it('reads no member the class may change: a setter, a longer getter, a property not readonly or assigned', () => {
    const setter = TOOL.replace('  readonly config', '  set name(v: string) {}\n\n  readonly config');
    expect(read({ 'src/tools/water.ts': setter }).tools).toEqual([]);
    const longer = TOOL.replace('    return "water";', '    log("name");\n    return "water";');
    expect(read({ 'src/tools/water.ts': longer }).tools).toEqual([]);
    const plain = TOOL.replace('  get name() {\n    return "water";\n  }', '  name = "water";');
    expect(read({ 'src/tools/water.ts': plain }).tools).toEqual([]);
    const assigned = TOOL.replace('  get name() {\n    return "water";\n  }', '  readonly name = "water";\n  constructor(n: string) { this.name = n; }');
    expect(read({ 'src/tools/water.ts': assigned }).tools).toEqual([]);
    // A readonly name the class never assigns is fixed.
    const fixed = TOOL.replace('  get name() {\n    return "water";\n  }', '  readonly name = "water";');
    expect(read({ 'src/tools/water.ts': fixed }).tools).toEqual(['water 5:19']);
  });
});

/** A base registering its subclasses' `this.name` (tool-classes.ts), and a subclass naming itself with getters. */
const BASE = `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export abstract class GardenTool {
  abstract name: string;
  abstract description: string;
  register(server: McpServer) {
    server.tool(this.name, this.description, async () => ({ content: [] }));
  }
}
`;
const PRUNE = `import { GardenTool } from "./base.js";
export class PruneTool extends GardenTool {
  get name() {
    return "prune";
  }
  get description() {
    return "Prunes the hedges.";
  }
}
`;

describe('typescript-source: a tool class naming itself with getters', () => {
  const files = { 'package.json': PACKAGE, 'src/tools/base.ts': BASE, 'src/tools/prune.ts': PRUNE };
  const tools = (prune: string) =>
    extractTypescript(prune, 'src/tools/prune.ts', memoryWorkspace({ ...files, 'src/tools/prune.ts': prune }, { list: 'entries' }));

  it('reads what each getter returns', () => {
    const read = tools(PRUNE);
    expect(read.tools).toEqual([expect.objectContaining({ name: 'prune', description: 'Prunes the hedges.' })]);
    expect(read.unread).toEqual([]);
  });

  it('reads no getter computing its value, nor a base value a getter overrides', () => {
    const computed = tools(PRUNE.replace('return "prune";', 'return prefixed("prune");'));
    expect(computed.tools).toEqual([]);
    expect(computed.unread.map((u) => u.what)).toEqual(['a tool class (its name is not statically known)']);
    const longer = tools(PRUNE.replace('    return "Prunes the hedges.";', '    log();\n    return "Prunes the hedges.";'));
    expect(longer.tools).toHaveLength(1);
    expect(longer.tools[0]).not.toHaveProperty('description');
    // A base of the file writing a description: the subclass's getter overrides it, so it is not the tool's.
    const based = PRUNE.replace('extends GardenTool', 'extends Hedge').replace(
      '    return "Prunes the hedges.";',
      '    log();\n    return "Prunes the hedges.";',
    );
    const hedged = tools(`${based}\nclass Hedge extends GardenTool {\n  description = "Trims anything.";\n}\n`);
    expect(hedged.tools).toHaveLength(1);
    expect(hedged.tools[0]).not.toHaveProperty('description');
    expect(longer.unread.map((u) => u.what)).toEqual(["the tool's description"]);
  });
});
