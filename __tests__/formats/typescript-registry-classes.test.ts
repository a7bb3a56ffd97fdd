/**
 * Wrapped tool lists a registry class collects into a Map by name (registry-classes.ts), the class living in a
 * folder beside the lists' parent folder (handed-server.ts cousinEntries) and served whole by another module's
 * tools/list handler: each tool is read where it is written.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.11.0"}}';
/** `dig_bed` (its name on line 5, column 15) and `rake_bed`, each wrapped with its handler. */
const GARDEN = `export function getGardenTools(server: { dig(): unknown; rake(): unknown }) {
  return [
    {
      tool: {
        name: "dig_bed",
        description: "Digs a garden bed.",
        inputSchema: { type: "object", properties: { depth: { type: "number", description: "How deep, in cm." } } },
      },
      handler: () => server.dig(),
    },
    {
      tool: { name: "rake_bed", description: "Rakes a garden bed.", inputSchema: { type: "object", properties: {} } },
      handler: () => server.rake(),
    },
  ];
}
`;
const REGISTER = `register(tool: ToolDefinition, handler?: ToolHandler): void {
    if (handler) tool.handler = handler;
    this.tools.set(tool.name, tool);
  }`;
const MANY = `registerMany(tools: Array<{ tool: ToolDefinition; handler?: ToolHandler }>): void {
    tools.forEach(({ tool, handler }) => this.register(tool, handler));
  }`;
const ALL = `getAllTools(): Tool[] {
    return Array.from(this.tools.values()).map(({ handler, ...tool }) => tool);
  }`;

function registry(register = REGISTER, many = MANY, all = ALL, field = 'private tools: Map<string, ToolDefinition> = new Map();'): string {
  return `import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { Tool } from "@modelcontextprotocol/sdk/types.js";
import { getGardenTools } from "../server/tools/GardenTools.js";
type ToolHandler = (args: unknown) => unknown;
type ToolDefinition = Tool & { handler?: ToolHandler };
export class ToolRegistry {
  ${field}
  constructor(_server: Server) {}
  ${register}
  ${many}
  registerGardenTools(handler: { dig(): unknown; rake(): unknown }): void {
    this.registerMany(getGardenTools(handler));
  }
  ${all}
}
`;
}

function setup(answer = 'tools = toolRegistry.getAllTools();'): string {
  return `import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { ToolRegistry } from "../handlers/ToolRegistry.js";
export class ServerSetup {
  private cache = new Map<string, unknown[]>();
  setupListToolsHandler(server: Server, toolRegistry: ToolRegistry): void {
    server.setRequestHandler(ListToolsRequestSchema, async () => {
      let tools = this.cache.get("tools");
      if (!tools) {
        ${answer}
        this.cache.set("tools", tools);
      }
      return { tools };
    });
  }
}
`;
}

function lint(files: Record<string, string>, path: string): FileResult {
  const all: Record<string, string> = {
    'package.json': PACKAGE,
    'src/server/tools/GardenTools.ts': GARDEN,
    'src/handlers/ToolRegistry.ts': registry(),
    'src/server/ServerSetup.ts': setup(),
    ...files,
  };
  return lintSource(path, all[path], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

/** The tools read from the list module, or null when it is no server file. */
function names(files: Record<string, string>): string[] | null {
  const result = lint(files, 'src/server/tools/GardenTools.ts');
  return result.format === 'typescript-source' ? (result.source?.tools ?? []).map((t) => t.name) : null;
}

describe('typescript-source: tool lists a registry class collects and a server serves whole', () => {
  it('reads each tool where it is written, with no finding', () => {
    const result = lint({}, 'src/server/tools/GardenTools.ts');
    expect(result.source?.tools).toEqual([
      { name: 'dig_bed', line: 5, column: 15 },
      { name: 'rake_bed', line: 12, column: 21 },
    ]);
    expect(result.source?.dynamic).toEqual([]);
    expect(result.findings).toEqual([]);
  });

  it('reads the getter answered directly, on a registry the module makes, or looped over', () => {
    const direct = `import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { ToolRegistry } from "../handlers/ToolRegistry.js";
const registry = new ToolRegistry(server);
server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: registry.getAllTools() }));
`;
    expect(names({ 'src/server/ServerSetup.ts': direct })).toEqual(['dig_bed', 'rake_bed']);
    const looped = MANY.replace(
      'tools.forEach(({ tool, handler }) => this.register(tool, handler));',
      'for (const entry of tools) this.register(entry.tool, entry.handler);',
    );
    expect(names({ 'src/handlers/ToolRegistry.ts': registry(REGISTER, looped) })).toEqual(['dig_bed', 'rake_bed']);
    expect(names({ 'src/handlers/ToolRegistry.ts': registry(REGISTER, MANY, 'getAllTools() {\n    return [...this.tools.values()];\n  }') })).toEqual([
      'dig_bed',
      'rake_bed',
    ]);
  });

  it('proves nothing when the registry changes a tool, the getter drops a key, or the answer is rebuilt', () => {
    const registries = [
      // The adder renames or rekeys, the list handed is the wrappers' tools taken otherwise, the getter omits a tool key.
      registry(REGISTER.replace('if (handler) tool.handler = handler;', 'tool.name = `garden_${tool.name}`;')),
      registry(REGISTER.replace('this.tools.set(tool.name, tool);', 'this.tools.set(tool.name, { ...tool, description: "x" });')),
      registry(REGISTER, MANY.replace('this.register(tool, handler)', 'this.register(handler as never, tool as never)')),
      registry(REGISTER, MANY, ALL.replace('({ handler, ...tool })', '({ handler, description, ...tool })')),
      // The Map replaced elsewhere, or the getter returning something else.
      registry(REGISTER, MANY, `${ALL}\n  reset(): void { this.tools = new Map(); }`),
      registry(REGISTER, MANY, 'getAllTools() {\n    return Array.from(this.tools.keys());\n  }'),
    ];
    for (const one of registries) expect(names({ 'src/handlers/ToolRegistry.ts': one })).toBeNull();
    const answers = [
      'tools = toolRegistry.getAllTools().map((t) => ({ ...t, name: `x_${t.name}` }));',
      'tools = toolRegistry.getAllTools();\n        tools = tools.slice(0, 1);',
      'tools = other.getAllTools();',
    ];
    for (const answer of answers) expect(names({ 'src/server/ServerSetup.ts': setup(answer) })).toBeNull();
  });
});
