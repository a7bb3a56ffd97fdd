/**
 * A module's own list of tool objects reaching the SDK item by item: mapped into a tools/list handler's
 * result, or looped into `server.tool(t.name, …)` / `registerTool(t.name, …)`. Each item is read at its
 * literal; an item or a list that is not written out is listed as dynamic, never guessed.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { extractTools } from '../../src/formats/typescript-source/extract.js';
import { vendoredTypescript } from '../../src/util/lazy-require.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = { 'package.json': '{"dependencies":{"@modelcontextprotocol/sdk":"1.24.1","zod":"3.25.0"}}' };

function lint(text: string, path = 'src/server.ts'): FileResult {
  return lintSource(path, text, { catalogue, workspace: memoryWorkspace(PACKAGE) });
}

function dynamic(result: FileResult): string[] {
  return (result.source?.dynamic ?? []).map((d) => `${d.line}:${d.column} ${d.what}`);
}

describe('typescript-source: a module list of tool objects', () => {
  it('reads the items a tools/list handler maps from the module list, as the callback copies them', () => {
    const text = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { archiveTools } from "./archive.js";
const catalog = [
  {
    name: "find_book",
    description: "Finds a book in the catalog by its title.",
    inputSchema: { type: "object", properties: { title: { type: "string" } } },
    handler: findBook,
  },
  { name: "lend_book", description: "Lends a book to a member.", inputSchema: LEND_SCHEMA, handler: lendBook },
  ...archiveTools,
];
const server = new Server({ name: "library", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: catalog.map((entry) => ({ name: entry.name, description: entry.description, inputSchema: entry.inputSchema })),
}));
`;
    const result = lint(text);
    expect(result.source?.tools).toEqual([
      { name: 'find_book', line: 6, column: 11 },
      { name: 'lend_book', line: 11, column: 11 },
    ]);
    expect(dynamic(result)).toEqual(["11:79 the tool's inputSchema", '12:3 a tool']);
  });

  it("reads a spread copy of the module's written-out lists, and no spread of a list it does not write", () => {
    const text = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const KITCHEN = [{ name: "boil_water", description: "Boils water in the kettle.", inputSchema: { type: "object" } }];
const PANTRY = [
  ...KITCHEN,
  { name: "count_jars", description: "Counts the jars on the shelf.", inputSchema: { type: "object" } },
];
let GARDEN = [{ name: "pick_herbs", description: "Picks herbs.", inputSchema: { type: "object" } }];
const server = new Server({ name: "house", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [...PANTRY, ...GARDEN, ...cellarTools()],
}));
`;
    const result = lint(text);
    expect(result.source?.tools).toEqual([
      { name: 'boil_water', line: 3, column: 26 },
      { name: 'count_jars', line: 6, column: 11 },
    ]);
    expect(dynamic(result)).toEqual(['11:22 a tool', '11:33 a tool']);
  });

  it("reads the tools/list answer a class's private method returns, and no method a subclass may replace", () => {
    const text = (method = 'private async listStable()', call = 'this.listStable()') => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
export class StableServer extends Server {
  constructor() {
    super({ name: "stable", version: "1.0.0" }, { capabilities: { tools: {} } });
    this.setRequestHandler(ListToolsRequestSchema, async () => {
      return ${call};
    });
  }
  ${method} {
    return { tools: [{ name: "groom_horse", description: "Grooms one horse.", inputSchema: { type: "object" } }] };
  }
}
`;
    const names = (source: string) => lint(source).source?.tools.map((t) => `${t.name} ${t.line}:${t.column}`);
    expect(names(text())).toEqual(['groom_horse 11:30']);
    expect(names(text('async #listStable()', 'await this.#listStable()'))).toEqual(['groom_horse 11:30']);
    // A public method (a subclass may replace it), an argument handed, a method the class does not declare.
    expect(names(text('async listStable()'))).toEqual([]);
    expect(names(text('private listStable(all?: boolean)', 'this.listStable(true)'))).toEqual([]);
    expect(names(text(undefined, 'this.listBarn()'))).toEqual([]);
  });

  it('reads a destructuring callback and a handler registered with its schema cast', () => {
    const text = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "library", version: "1.0.0" }, { capabilities: { tools: {} } });
const shelf = [{ name: "shelve_book", description: "Puts a book back on its shelf.", inputSchema: { type: "object" }, run: shelve }];
server.setRequestHandler(ListToolsRequestSchema as any, async () => {
  return { tools: shelf.map(({ name, description: text, inputSchema }) => ({ name, description: text, inputSchema })) };
});
const other = new Server({ name: "desk", version: "1.0.0" }, { capabilities: { tools: {} } });
other.setRequestHandler(ListToolsRequestSchema as any, async () => ({
  tools: [{ name: "ring_bell", description: "Rings the desk bell.", inputSchema: { type: "object" } }],
}));
`;
    const result = lint(text);
    expect(result.source?.tools).toEqual([
      { name: 'shelve_book', line: 4, column: 24 },
      { name: 'ring_bell', line: 10, column: 19 },
    ]);
    expect(dynamic(result)).toEqual([]);
  });

  it('lists a mapped list whose callback computes the name, and reads no list it was not handed', () => {
    const text = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { remoteTools } from "./remote.js";
const server = new Server({ name: "library", version: "1.0.0" }, { capabilities: { tools: {} } });
const local = [{ name: "renew_loan", description: "Renews a loan.", inputSchema: { type: "object" } }];
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: local.map((t) => ({ ...t, name: \`lib_\${t.name}\` })) }));
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: remoteTools.map((t) => ({ name: t.name })) }));
`;
    const result = lint(text);
    expect(result.source?.tools).toEqual([]);
    expect(dynamic(result)).toEqual(['6:72 a tool list', '7:72 a tool list']);
  });

  it('reads each item a for-of or forEach loop registers, at its literal', () => {
    const text = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { importedTools } from "./imported.js";
const server = new McpServer({ name: "library", version: "1.0.0" });
const loanTools = [
  {
    name: "return_book",
    description: "Marks a lent book as returned.",
    schema: z.object({ bookId: z.string().describe("The book's id.") }),
    annotations: { destructiveHint: false },
    run: returnBook,
  },
  { name: "list_loans", description: "Lists the open loans.", schema: z.object({}), run: listLoans },
  makeTool("computed"),
];
for (const tool of loanTools) {
  server.tool(tool.name, tool.description, tool.schema.shape, tool.annotations, async (args) => tool.run(args));
}
const memberTools = [{ name: "find_member", title: "Find member", description: "Finds a member by name.", input: { name: z.string() } }];
memberTools.forEach((t) => server.registerTool(t.name, { title: t.title, description: t.description, inputSchema: t.input }, handle));
importedTools.forEach((t) => server.tool(t.name, t.description, handle));
`;
    const result = lint(text);
    expect(result.source?.tools).toEqual([
      { name: 'return_book', line: 7, column: 11 },
      { name: 'list_loans', line: 13, column: 11 },
      { name: 'find_member', line: 19, column: 30 },
    ]);
    expect(dynamic(result)).toEqual(['14:3 a tool', '21:42 a tool registration']);
    const read = extractTools(vendoredTypescript(), 'src/server.ts', text).tools;
    expect(read[0]).toEqual({
      name: 'return_book',
      description: 'Marks a lent book as returned.',
      inputSchema: { type: 'object', properties: { bookId: { type: 'string', description: "The book's id." } }, required: ['bookId'] },
      annotations: { destructiveHint: false },
    });
    expect(read[2]).toEqual({
      name: 'find_member',
      title: 'Find member',
      description: 'Finds a member by name.',
      inputSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
    });
  });

  it('reads a tools/list handler registered by a schema written in place, naming the method "tools/list"', () => {
    const handler = (schema: string) => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { z } from "zod";
const server = new Server({ name: "orbit", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(${schema}, async () => {
  return { tools: [{ name: "track_comet", description: "Tracks a comet by its designation.", inputSchema: { type: "object" } }] };
});
`;
    const result = lint(handler('z.object({ method: z.literal("tools/list"), params: z.object({}).optional() })'));
    expect(result.format).toBe('typescript-source');
    expect(result.source?.tools).toEqual([{ name: 'track_comet', line: 5, column: 28 }]);
    // Another method, or a method that is not a literal: not the tools/list handler.
    for (const schema of [
      'z.object({ method: z.literal("tools/manifest") })',
      'z.object({ method: z.string() })',
      'z.object({ kind: z.literal("tools/list") })',
    ])
      expect(lint(handler(schema)).source?.tools ?? []).toEqual([]);
  });
});
