/**
 * Records of tools keyed by name (keyed-records.ts). @supabase/mcp-utils: `createMcpServer({ tools: { key: tool({
 * description, parameters }) } })` read with each record key the tool's name (never a constant of the same name),
 * its zod `parameters` as the input schema; a `hidden: true` tool not read, a `visible` one listed on some paths, a
 * `policy`'s input schema and a description function not statically known; a record built at run time, a spread or
 * computed key not read. Mastra: `new MCPServer({ tools: { key: createTool({ id, description, inputSchema }) } })`
 * named by the key, not the `id`; its agents and workflows, an imported tool and `mcp` annotations not known.
 * An exported `const weatherTool = createTool({ … })` a server module holds as `{ weatherTool }` is read where it
 * is defined (keyed-imports.ts); under another key, an alias, or unimported it proves nothing.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { extractTools } from '../../src/formats/typescript-source/extract.js';
import type { Workspace } from '../../src/formats/types.js';
import { vendoredTypescript } from '../../src/util/lazy-require.js';
import { catalogue } from '../helpers/corpus.js';
import { lintInTree, placedTools, toolNamesIn } from '../helpers/source-tree.js';

const EMPTY: Workspace = { kind: () => undefined, head: () => undefined, list: () => undefined };

function lint(text: string, path = 'src/server.ts'): FileResult {
  return lintSource(path, text, { catalogue, workspace: EMPTY });
}

const SERVER = `import { createMcpServer, tool } from '@supabase/mcp-utils';
import { z } from 'zod';

const echo = 'not_the_name';
const sumTool = tool({
  description: 'Adds two numbers.',
  parameters: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => ({ total: a + b }),
});

export function makeServer() {
  return createMcpServer({
    name: 'demo',
    version: '1.0.0',
    tools: {
      echo: tool({
        description: 'Echoes the message.',
        annotations: { readOnlyHint: true },
        parameters: z.object({ message: z.string().describe('The message') }),
        async execute({ message }) {
          return { message };
        },
      }),
      'sum_numbers': sumTool,
      hidden_tool: tool({ description: 'Never listed.', hidden: true, parameters: z.object({}), execute: async () => ({}) }),
      maybe: tool({ description: 'Listed for some clients.', visible: (ctx) => ctx.era === 'modern', parameters: z.object({}), execute: async () => ({}) }),
      guarded: tool({ description: 'Guarded.', parameters: z.object({ sql: z.string() }), policy: sqlPolicy, execute: async () => ({}) }),
      late: tool({ description: async () => 'Computed.', parameters: z.object({}), execute: async () => ({}) }),
    },
  });
}
`;

describe('typescript-source: records of tools keyed by name', () => {
  it('reads each key of the record createMcpServer serves as a tool name', () => {
    const result = lint(SERVER);
    expect(result.format).toBe('typescript-source');
    expect(result.source?.tools).toEqual([
      { name: 'echo', line: 16, column: 7 },
      { name: 'sum_numbers', line: 24, column: 7 },
      { name: 'maybe', line: 26, column: 7 },
      { name: 'guarded', line: 27, column: 7 },
      { name: 'late', line: 28, column: 7 },
    ]);
    expect(result.source?.dynamic).toEqual([
      { line: 25, column: 7, what: 'a tool registration (never listed: hidden)' },
      { line: 27, column: 91, what: "the tool's inputSchema", pointer: '/tools/3/inputSchema' },
      { line: 28, column: 33, what: "the tool's description", pointer: '/tools/4/description' },
    ]);
    expect(result.findings).toEqual([]);
    const extracted = extractTools(vendoredTypescript(), 'src/server.ts', SERVER);
    expect(extracted.tools?.slice(0, 2)).toEqual([
      {
        name: 'echo',
        description: 'Echoes the message.',
        annotations: { readOnlyHint: true },
        inputSchema: {
          type: 'object',
          properties: { message: { type: 'string', description: 'The message' } },
          required: ['message'],
        },
      },
      {
        name: 'sum_numbers',
        description: 'Adds two numbers.',
        inputSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] },
      },
    ]);
    expect(extracted.tools?.[3]).toEqual({ name: 'guarded', description: 'Guarded.', inputSchema: { type: 'object' } });
  });

  it('lists a visible-filtered tool as registered on some paths', () => {
    const extracted = extractTools(vendoredTypescript(), 'src/server.ts', SERVER);
    expect(extracted.conditional).toEqual([2]);
  });

  it('does not read a record built at run time, a spread or a computed key', () => {
    const result = lint(`import { createMcpServer, tool } from '@supabase/mcp-utils';
import { z } from 'zod';
import { more } from './more.js';

const NAME = 'computed';
export const a = createMcpServer({ name: 'a', version: '1', tools: async () => ({ x: tool({ description: 'X.', parameters: z.object({}), execute: async () => ({}) }) }) });
export const b = createMcpServer({
  name: 'b',
  version: '1',
  tools: {
    ...more,
    [NAME]: tool({ description: 'Computed name.', parameters: z.object({}), execute: async () => ({}) }),
    spread: tool({ ...more.defs, execute: async () => ({}) }),
  },
});
`);
    expect(result.source?.tools).toEqual([]);
    expect(result.source?.dynamic).toEqual([
      { line: 6, column: 68, what: 'a tool list' },
      { line: 11, column: 5, what: 'a tool' },
      { line: 12, column: 5, what: 'a tool' },
      { line: 13, column: 18, what: 'a tool registration' },
    ]);
    expect(result.findings).toEqual([]);
  });

  it('leaves another module of the same names alone', () => {
    const result = lint(`import { createMcpServer, tool } from 'some-other-mcp';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
export const s = createMcpServer({ tools: { echo: tool({ description: 'Echo.' }) } });
`);
    expect(result.source?.tools ?? []).toEqual([]);
    expect(result.source?.dynamic ?? []).toEqual([]);
  });

  it("reads Mastra's MCPServer record by its keys, not the tools' ids", () => {
    const text = `import { createTool } from '@mastra/core/tools';
import { MCPServer } from '@mastra/mcp';
import { z } from 'zod';
import { weatherTool } from './tools/weather.js';
import { helpAgent } from './agents/help.js';

const echoTool = createTool({
  id: 'echo-tool',
  description: 'Echoes the message.',
  inputSchema: z.object({ message: z.string() }),
  execute: async ({ context }) => context.message,
});

export const server = new MCPServer({
  name: 'demo',
  version: '1.0.0',
  tools: {
    echo: echoTool,
    getScore: createTool({
      id: 'get_score',
      description: 'Gets the score.',
      mcp: { annotations: { readOnlyHint: true } },
      execute: async () => 'score',
    }),
    weatherTool,
  },
  agents: { helpAgent },
});
`;
    const result = lint(text);
    expect(result.format).toBe('typescript-source');
    expect(result.source?.tools).toEqual([
      { name: 'echo', line: 18, column: 5 },
      { name: 'getScore', line: 19, column: 5 },
    ]);
    expect(result.source?.dynamic).toEqual([
      { line: 22, column: 7, what: "the tool's annotations", pointer: '/tools/1/annotations' },
      { line: 25, column: 5, what: 'a tool' },
      { line: 27, column: 3, what: 'the tools made of its agents' },
    ]);
    expect(result.findings).toEqual([]);
    expect(extractTools(vendoredTypescript(), 'src/server.ts', text).tools).toEqual([
      {
        name: 'echo',
        description: 'Echoes the message.',
        inputSchema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
      },
      { name: 'getScore', description: 'Gets the score.', inputSchema: { type: 'object' } },
    ]);
  });

  it("leaves Mastra's client and a server handed its record at run time", () => {
    const client = lint(`import { MCPClient } from '@mastra/mcp';
export const client = new MCPClient({ servers: { a: { url: new URL('http://localhost/mcp') } } });
`);
    expect(client.format).not.toBe('typescript-source');
    const made = lint(`import { MCPServer } from '@mastra/mcp';
import { makeTools } from './tools.js';
export const server = new MCPServer({ name: 'x', version: '1', tools: makeTools() });
`);
    expect(made.source?.tools).toEqual([]);
    expect(made.source?.dynamic).toEqual([{ line: 3, column: 71, what: 'a tool list' }]);
  });

  describe("a tool exported for another module's record (keyed-imports.ts)", () => {
    const TOOL = `import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const weatherTool = createTool({
  id: 'get-weather',
  description: 'Gets the weather of a city.',
  inputSchema: z.object({ city: z.string().describe('The city') }),
  execute: async ({ context }) => context.city,
});

export const unusedTool = createTool({ id: 'unused', description: 'Never served.', execute: async () => 'x' });
`;
    const SERVER = `import { MCPServer } from '@mastra/mcp';
import { weatherTool } from '../tools/weather.js';

export const server = new MCPServer({ name: 'weather', version: '1.0.0', tools: { weatherTool } });
`;
    const FILES: Record<string, string> = {
      'package.json': '{"dependencies":{"@mastra/mcp":"^0.10.0","zod":"^3.25.0"}}',
      'src/mastra/mcp/server.ts': SERVER,
      'src/mastra/tools/weather.ts': TOOL,
    };
    const AT = 'src/mastra/tools/weather.ts';

    it('reads the exported tool by the constant name the record holds it under', () => {
      const result = lintInTree(FILES, AT);
      expect(result.format).toBe('typescript-source');
      expect(placedTools(result)).toEqual(['weatherTool 4:14']);
      expect(result.findings).toEqual([]);
      const empty = lintInTree({ ...FILES, [AT]: TOOL.replace("'Gets the weather of a city.'", "''") }, AT);
      const finding = empty.findings.find((f) => f.ruleId === 'mcpdesc.tool.description');
      expect([finding?.pointer, finding?.range.start]).toEqual(['/tools/0/description', { line: 6, column: 16 }]);
    });

    it('reads it through a barrel re-exporting it by name', () => {
      const barrel = SERVER.replace("'../tools/weather.js'", "'../tools/index.js'");
      for (const index of ["export { weatherTool } from './weather.js';\n", "export * from './weather.js';\n"])
        expect(toolNamesIn({ ...FILES, 'src/mastra/mcp/server.ts': barrel, 'src/mastra/tools/index.ts': index }, AT)).toEqual(['weatherTool']);
      const renamed = "export { weatherTool as forecastTool } from './weather.js';\n";
      const other = barrel.replaceAll('weatherTool', 'forecastTool');
      expect(toolNamesIn({ ...FILES, 'src/mastra/mcp/server.ts': other, 'src/mastra/tools/index.ts': renamed }, AT)).toBeNull();
    });

    it('proves nothing under another key, an alias, another module or none', () => {
      const near: Record<string, string> = {
        renamed: SERVER.replace('tools: { weatherTool }', 'tools: { weather: weatherTool }'),
        aliased: SERVER.replace('import { weatherTool }', 'import { weatherTool as w }').replace('{ weatherTool }', '{ w }'),
        other: SERVER.replace("'../tools/weather.js'", "'../tools/forecast.js'"),
        built: SERVER.replace('tools: { weatherTool }', 'tools: pick({ weatherTool })'),
        unserved: SERVER.replace('tools: { weatherTool }', 'tools: {}'),
      };
      for (const [why, server] of Object.entries(near)) expect([why, toolNamesIn({ ...FILES, 'src/mastra/mcp/server.ts': server }, AT)]).toEqual([why, null]);
    });
  });
});
