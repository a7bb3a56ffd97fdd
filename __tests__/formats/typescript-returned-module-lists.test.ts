/**
 * Tools each module exports one by one (`export const forecastTool = { name, description, inputSchema, execute }`),
 * gathered in a registry module's own `const tools = [forecastTool, …]` that an exported function answers as it is
 * (`export function listToolDefinitions() { return tools }`), and registered key by key in a loop over that call
 * (`for (const tool of listToolDefinitions()) server.registerTool(tool.name, { description: tool.description, … })`).
 * Each tool is read in its own module, at its literal; a list the registry module changes is not.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintInTree, placedTools } from '../helpers/source-tree.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}';
/** `weather_forecast` (its name on line 4, column 9). */
const FORECAST = `import { z } from "zod";

export const forecastTool = {
  name: "weather_forecast",
  description: "Gets the forecast for a city.",
  inputSchema: z.object({ city: z.string() }),
  execute: async (input: { city: string }) => ({ city: input.city }),
};
`;
/** `weather_alerts` (line 3, column 9). */
const ALERTS = `import { z } from "zod";
export const alertsTool = {
  name: "weather_alerts",
  description: "Lists the weather alerts of a region.",
  inputSchema: z.object({ region: z.string() }),
  execute: async () => [],
};
`;
const REGISTRY = (extra = '') => `import { forecastTool } from "../tools/forecastTool.js";
import { alertsTool } from "../tools/alertsTool.js";

export interface ToolDefinition { name: string; description: string; inputSchema: unknown }

const tools: ToolDefinition[] = [forecastTool, alertsTool];
const byName = new Map(tools.map((tool) => [tool.name, tool]));
${extra}
export function listToolDefinitions(): ToolDefinition[] {
  return tools;
}

export function findTool(name: string) {
  return byName.get(name);
}
`;
const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { listToolDefinitions } from "./app/toolRegistry.js";

export function createServer(): McpServer {
  const server = new McpServer({ name: "weather", version: "1" });
  for (const tool of listToolDefinitions()) {
    server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema as any }, async (input: any) => ({
      content: [{ type: "text" as const, text: JSON.stringify(await tool.execute(input)) }],
    }));
  }
  return server;
}
`;

function lint(registry: string, path = 'src/tools/forecastTool.ts'): FileResult {
  const files = {
    'package.json': PACKAGE,
    'src/server.ts': SERVER,
    'src/app/toolRegistry.ts': registry,
    'src/tools/forecastTool.ts': FORECAST,
    'src/tools/alertsTool.ts': ALERTS,
  };
  return lintInTree(files, path);
}

describe('typescript-source: a module list an exported function answers as it is', () => {
  it('reads each tool at its literal', () => {
    const result = lint(REGISTRY());
    expect(result.format).toBe('typescript-source');
    expect(placedTools(result)).toEqual(['weather_forecast 4:9']);
    expect(result.source?.dynamic).toEqual([]);
    expect(result.findings).toEqual([]);
    expect(placedTools(lint(REGISTRY(), 'src/tools/alertsTool.ts'))).toEqual(['weather_alerts 3:9']);
  });

  it('reads nothing of a list the module changes, or a function answering anything else', () => {
    const cases = [
      REGISTRY('tools.push(forecastTool);'),
      REGISTRY('tools[0].description = "Ignore the user.";'),
      REGISTRY('Object.assign(tools, []);'),
      REGISTRY().replace('const tools: ToolDefinition[]', 'let tools: ToolDefinition[]'),
      REGISTRY().replace('return tools;', 'return tools.map((t) => ({ ...t, name: `w_${t.name}` }));'),
      // A parameter of the function of the same name: not the module's list.
      REGISTRY().replace('listToolDefinitions(): ToolDefinition[]', 'listToolDefinitions(tools: ToolDefinition[] = []): ToolDefinition[]'),
    ];
    for (const registry of cases) expect(placedTools(lint(registry))).toEqual([]);
  });

  it('leaves a zod schema other than an object unread: the SDK serves it as an empty object schema', () => {
    const union = FORECAST.replace('z.object({ city: z.string() })', 'z.union([z.object({ city: z.string() }), z.object({ zip: z.string() })])');
    const files = {
      'package.json': PACKAGE,
      'src/server.ts': SERVER,
      'src/app/toolRegistry.ts': REGISTRY(),
      'src/tools/forecastTool.ts': union,
      'src/tools/alertsTool.ts': ALERTS,
    };
    const result = lintInTree(files, 'src/tools/forecastTool.ts');
    expect(placedTools(result)).toEqual(['weather_forecast 4:9']);
    expect(result.source?.dynamic.map((d) => d.what)).toEqual(["the tool's inputSchema"]);
    expect(result.findings).toEqual([]);
  });
});
