/**
 * A tool object a module declares and a registration of the same module reads its parts from
 * (`server.registerTool(def.name, { description: def.description, inputSchema: def.inputSchema }, cb)`):
 * one registration, so one tool, placed at the object's literals, its `inputSchema` the zod raw shape the
 * SDK takes there (an empty one too: no arguments), never a JSON Schema missing its `type`.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.20.0","zod":"^3.25.0"}}';
const INDEX = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerShelf } from "./tools/shelf.js";

const server = new McpServer({ name: "library", version: "1.0.0" });
registerShelf(server);
`;

/** A module naming no SDK, handed its server by src/index.ts: its definition objects are exported too. */
const SHELF = `import { z } from "zod";

export const shelveBookDefinition = {
  name: "shelve-book",
  description: "Puts a returned book back on its shelf.",
  inputSchema: { isbn: z.string().describe("The book's ISBN") },
  notes: "Shelf numbers come from the catalogue.",
};
export const listShelvesDefinition = {
  name: "list-shelves",
  description: "Lists every shelf with its label.",
  inputSchema: {},
};
export const countBooksDefinition = { name: "count-books", description: "Counts the books on a shelf.", inputSchema: {} };

export function registerShelf(server) {
  server.registerTool(shelveBookDefinition.name, {
    description: shelveBookDefinition.description,
    inputSchema: shelveBookDefinition.inputSchema,
  }, async () => ({ content: [] }));
  server.registerTool(listShelvesDefinition.name, { ...listShelvesDefinition }, async () => ({ content: [] }));
  server.tool(countBooksDefinition.name, countBooksDefinition.description, countBooksDefinition.inputSchema, async () => ({ content: [] }));
}
`;

function lint(text: string, path = 'src/tools/shelf.ts'): FileResult {
  const files = { 'package.json': PACKAGE, 'src/index.ts': INDEX, [path]: text };
  return lintSource(path, text, { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

function places(result: FileResult): string[] {
  return result.findings.map((f) => `${f.ruleId} ${f.range.start.line}:${f.range.start.column}`);
}

describe('typescript-source: a definition object a registration reads its parts from', () => {
  it('is one tool per registration, its schema read as a zod shape, and no finding', () => {
    const result = lint(SHELF);
    expect(result.format).toBe('typescript-source');
    expect(result.source?.tools).toEqual([
      { name: 'shelve-book', line: 4, column: 9 },
      { name: 'list-shelves', line: 10, column: 9 },
      { name: 'count-books', line: 14, column: 45 },
    ]);
    expect(result.source?.dynamic).toEqual([]);
    expect(places(result)).toEqual([]);
  });

  it('near miss: a second registration of the same name is still a duplicate', () => {
    const twice = SHELF.replace(
      '  server.tool(countBooksDefinition.name',
      '  server.registerTool("shelve-book", { description: "Shelves a book again." }, async () => ({ content: [] }));\n  server.tool(countBooksDefinition.name',
    );
    const result = lint(twice);
    expect(result.source?.tools.map((t) => t.name)).toEqual(['shelve-book', 'list-shelves', 'shelve-book', 'count-books']);
    expect(places(result)).toEqual(['mcpdesc.tool.name-unique 22:23']);
  });

  it('near miss: an exported tool object no registration of the module reads stays a tool of its own', () => {
    const listed = `${SHELF}export const weedOutDefinition = { name: "weed-out", description: "Removes worn books.", inputSchema: { type: "object" } };\n`;
    const result = lint(listed);
    expect(result.source?.tools.map((t) => t.name)).toEqual(['shelve-book', 'list-shelves', 'count-books', 'weed-out']);
  });
});
