/**
 * typescript-source: a tools/list handler answering a `const` of its own body (answered-locals.ts): `const visible
 * = (tools as readonly Def[]).filter((t) => …).map(({ name, description, inputSchema }) => ({ … })); return {
 * tools: visible };` over the module's written-out list. Each item is read at its literal; a local that is
 * reassigned, declared twice, or a filter that changes the items, is not read through.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = { 'package.json': '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0"}}' };
/** `create_page` (its name on line 6, column 11) and `upload_file` (line 7, column 11). */
const HEAD = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

type ToolDefinition = { name: string; description: string; inputSchema: Record<string, unknown>; transports?: readonly string[] };
const tools = [
  { name: "create_page", description: "Creates a page from markdown.", inputSchema: { type: "object" } },
  { name: "upload_file", description: "Uploads a local file.", inputSchema: { type: "object" }, transports: ["stdio"] },
] as const satisfies readonly ToolDefinition[];

export function createServer(transport: string): Server {
  const server = new Server({ name: "notes", version: "1" }, { capabilities: { tools: {} } });
`;
const HANDLER = `  server.setRequestHandler(ListToolsRequestSchema, async () => {
    const visible = (tools as readonly ToolDefinition[])
      .filter((tool) => !tool.transports || tool.transports.includes(transport))
      .map(({ name, description, inputSchema }) => ({ name, description, inputSchema }));
    return { tools: visible };
  });
  return server;
}
`;

function lint(handler: string): FileResult {
  return lintSource('src/server.ts', `${HEAD}${handler}`, { catalogue, workspace: memoryWorkspace(PACKAGE) });
}

function read(handler: string): { tools: string[]; dynamic: [number, string][] } {
  const source = lint(handler).source;
  return { tools: (source?.tools ?? []).map((t) => `${t.name} ${t.line}:${t.column}`), dynamic: (source?.dynamic ?? []).map((d) => [d.line, d.what]) };
}

describe('typescript-source: a tools/list handler answering a const of its own', () => {
  it('reads each item of the filtered, mapped list at its literal, with no finding', () => {
    expect(read(HANDLER)).toEqual({ tools: ['create_page 6:11', 'upload_file 7:11'], dynamic: [] });
    expect(lint(HANDLER).findings).toEqual([]);
    // Mapped alone, or filtered alone.
    const mapped = HANDLER.replace(/\n {6}\.filter\([^\n]*/, '');
    expect(read(mapped).tools).toEqual(['create_page 6:11', 'upload_file 7:11']);
    const filtered = HANDLER.replace(/\n {6}\.map\([^\n]*/, '').replace('transport));', 'transport);');
    expect(read(filtered).tools).toEqual(['create_page 6:11', 'upload_file 7:11']);
  });

  it('lists the answer where a local is reassigned, declared twice, or its filter changes the items', () => {
    for (const [from, to] of [
      ['const visible =', 'let visible ='],
      ['    return { tools: visible };', '    if (transport === "http") { const visible = []; use(visible); }\n    return { tools: visible };'],
      ['(tool) => !tool.transports || tool.transports.includes(transport)', '(tool) => { tool.description = ""; return true; }'],
      [
        '.map(({ name, description, inputSchema }) => ({ name, description, inputSchema }))',
        '.map(({ name, description }) => ({ name: `n_${name}`, description }))',
      ],
    ]) {
      const { tools, dynamic } = read(HANDLER.replace(from, to));
      expect(tools).toEqual([]);
      expect(dynamic.map(([, what]) => what)).toEqual(['a tool list']);
    }
  });
});
