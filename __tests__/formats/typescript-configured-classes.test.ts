/**
 * typescript-source: a project's tool class configured by its constructor (configured-classes.ts), `new WebTool({
 * name, description, paramsSchema, … })`, its fields copied by the constructor (or its base's, through `super`) and
 * registered field by field by a module of the repository on a parameter declared the class, or in a loop over a
 * list a method is declared to answer; a value may pass a function handing back what it is given. What the proof
 * cannot follow (a field written again, a registrar computing a key, a function changing its argument) is not read.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { extractTypescript } from '../../src/formats/typescript-source/read.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}';
const BASE = `export abstract class Tool {
  name: string;
  title?: string;
  description: string | Provider<string>;
  paramsSchema: object;

  constructor({ name, title, description, paramsSchema }: ToolParams) {
    this.name = name;
    this.title = title;
    this.description = description;
    this.paramsSchema = paramsSchema;
  }
}
`;
const WEB = `import { Tool } from "../tool.js";

export class WebTool extends Tool {
  scopes: string[];

  constructor({ server, name, description, paramsSchema, callback }: WebToolParams) {
    super({ name, description, paramsSchema });
    this.scopes = scopesOf(name);
  }
}
`;
const PROVIDER = `export class Provider<T> {
  constructor(private readonly make: () => T) {}

  static async from<T>(value: T | Provider<T> | undefined): Promise<T | undefined> {
    if (value === undefined) {
      return undefined;
    }
    if (value instanceof Provider) {
      return await value.make();
    }
    const plain = value;
    return plain;
  }
}
`;
const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebTool } from "./tools/web/tool.js";
import { Provider } from "./utils/provider.js";

export class WebServer {
  readonly mcpServer = new McpServer({ name: "garden", version: "1.0.0" });

  private register = async (tool: WebTool): Promise<void> => {
    this.mcpServer.registerTool(
      tool.name,
      { title: await Provider.from(tool.title), description: await Provider.from(tool.description), inputSchema: await Provider.from(tool.paramsSchema) },
      async () => ({ content: [] }),
    );
  };
}
`;
/** `water` (its name on line 7, column 11). */
const TOOL = `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { WebTool } from "./tool.js";

export const getWaterTool = (server: unknown): WebTool =>
  new WebTool({
    server,
    name: "water",
    description: "Waters one bed of the garden.",
    paramsSchema: { bed: z.string().describe("The bed's id") },
    callback: async (): Promise<CallToolResult> => ({ content: [] }),
  });
`;
const FILES: Record<string, string> = {
  'package.json': PACKAGE,
  'src/tools/tool.ts': BASE,
  'src/tools/web/tool.ts': WEB,
  'src/utils/provider.ts': PROVIDER,
  'src/server.ts': SERVER,
  'src/tools/web/water.ts': TOOL,
};
const AT = 'src/tools/web/water.ts';

function lint(files: Record<string, string>): FileResult {
  const all = { ...FILES, ...files };
  return lintSource(AT, all[AT], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

function read(files: Record<string, string>): { tools: string[]; dynamic: string[] } {
  const source = lint(files).source;
  return { tools: (source?.tools ?? []).map((t) => `${t.name} ${t.line}:${t.column}`), dynamic: (source?.dynamic ?? []).map((d) => d.what) };
}

describe('typescript-source: a tool class configured by its constructor, registered field by field', () => {
  it('reads the object each `new` hands the class: its name, description and schema, a key the class never sets left out', () => {
    expect(read({})).toEqual({ tools: ['water 8:11'], dynamic: [] });
    expect(lint({}).findings).toEqual([]);
    const all = { ...FILES };
    const [tool] = extractTypescript(TOOL, AT, memoryWorkspace(all, { list: 'entries' })).tools;
    expect(tool).toEqual({
      name: 'water',
      description: 'Waters one bed of the garden.',
      inputSchema: { type: 'object', properties: { bed: { type: 'string', description: "The bed's id" } }, required: ['bed'] },
    });
    const empty = lint({ [AT]: TOOL.replace('"Waters one bed of the garden."', '""') });
    expect(empty.findings.find((f) => f.ruleId === 'mcpdesc.tool.description')?.range.start).toEqual({ line: 9, column: 18 });
  });

  it('reads a loop destructuring the items of a list a method of the registering class is declared to answer', () => {
    const loop = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebTool } from "./tools/web/tool.js";

export class WebServer {
  readonly mcpServer = new McpServer({ name: "garden", version: "1.0.0" });

  registerTools = async (): Promise<void> => {
    for (const { name, description, paramsSchema } of await this.toolsToRegister()) {
      this.mcpServer.registerTool(name, { description, inputSchema: paramsSchema }, async () => ({ content: [] }));
    }
  };

  protected toolsToRegister = async (): Promise<Array<WebTool>> => [];
}
`;
    expect(read({ 'src/server.ts': loop })).toEqual({ tools: ['water 8:11'], dynamic: [] });
    // A list of anything else proves nothing; nor a body declaring a destructured name again.
    expect(read({ 'src/server.ts': loop.replace('Promise<Array<WebTool>>', 'Promise<Array<unknown>>') }).tools).toEqual([]);
    const shadowed = loop.replace('      this.mcpServer', '      const description = "x";\n      this.mcpServer');
    expect(read({ 'src/server.ts': shadowed }).tools).toEqual([]);
  });

  it('reads no class no module registers field by field, nor one whose fields may be other than the copy', () => {
    expect(read({ 'src/server.ts': SERVER.replace('(tool: WebTool)', '(tool)') })).toEqual({ tools: [], dynamic: [] });
    expect(read({ 'src/server.ts': SERVER.replace('tool.name,', 'prefix + tool.name,') }).tools).toEqual([]);
    // The class writes the name again, declares it again, or hands its base something else.
    expect(read({ 'src/tools/web/tool.ts': WEB.replace('this.scopes = scopesOf(name);', 'this.name = "x";') }).tools).toEqual([]);
    expect(read({ 'src/tools/web/tool.ts': WEB.replace('  scopes: string[];', '  name = "x";') }).tools).toEqual([]);
    expect(read({ 'src/tools/web/tool.ts': WEB.replace('super({ name,', 'super({ name: "web-" + name,') }).tools).toEqual([]);
    expect(read({ 'src/tools/web/tool.ts': WEB.replace('{ server, name, description', '{ server, name, description, ...rest') }).tools).toEqual([]);
    expect(
      read({ 'src/tools/tool.ts': BASE.replace('  constructor(', '  get label() {\n    return this.name;\n  }\n\n  set name(v: string) {}\n\n  constructor(') })
        .tools,
    ).toEqual([]);
  });

  it('leaves not statically known a key the registrar computes, or passes through a function that may change it', () => {
    const computed = SERVER.replace('description: await Provider.from(tool.description)', 'description: describe(tool)');
    expect(read({ 'src/server.ts': computed })).toEqual({ tools: ['water 8:11'], dynamic: ["the tool's description"] });
    // A function whose every path does not hand back its argument.
    const changing = PROVIDER.replace('const plain = value;\n    return plain;', 'return `${value}!`;');
    expect(read({ 'src/utils/provider.ts': changing }).dynamic).toEqual(["the tool's title", "the tool's description", "the tool's inputSchema"]);
    const falling = PROVIDER.replace('const plain = value;\n    return plain;', 'if (value) return value;');
    expect(read({ 'src/utils/provider.ts': falling }).dynamic).toEqual(["the tool's title", "the tool's description", "the tool's inputSchema"]);
    // What the function gives nothing must be nothing, for a key the class leaves unset.
    const fallback = PROVIDER.replace('      return undefined;', '      return "default" as T;');
    expect(read({ 'src/utils/provider.ts': fallback }).dynamic).toEqual(["the tool's title", "the tool's description", "the tool's inputSchema"]);
    // A value made at run time, and a name spread in, are not read.
    expect(read({ [AT]: TOOL.replace('"Waters one bed of the garden."', 'new Provider(() => "x")') }).dynamic).toEqual(["the tool's description"]);
    expect(read({ [AT]: TOOL.replace('    server,\n', '    ...extra,\n') })).toEqual({ tools: [], dynamic: ['a tool'] });
  });
});
