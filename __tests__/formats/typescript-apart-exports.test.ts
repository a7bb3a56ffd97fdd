/**
 * Exports written apart from their consts (apart-exports.ts): `export default tools` and `export { tools as all }`
 * of a module's list, also through a const naming another or dropping items by a predicate that changes
 * nothing, are read as `export const` is, so a server module registering the imported list proves its tools.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}';
const DEFINITIONS = `import { z } from "zod";
const shelfTools = [
  { name: "shelve_book", description: "Puts a book on its shelf.", rawInputSchema: { isbn: z.string().describe("The book") }, handler: shelve },
  { name: "lend_book", description: "Lends a book out.", rawInputSchema: { isbn: z.string() }, handler: lend },
];
const validTools = shelfTools.filter((tool) => tool && typeof tool === "object");
export default validTools;
`;
const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import allTools from "./tools/index.js";
const server = new McpServer({ name: "library", version: "1" });
allTools.forEach((tool) => {
  server.tool(tool.name, tool.description, tool.rawInputSchema, async (args: unknown) => tool.handler(args));
});
`;

function lint(files: Record<string, string>, path: string): FileResult {
  const all: Record<string, string> = { 'package.json': PACKAGE, ...files };
  return lintSource(path, all[path], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

function read(definitions: string, server = SERVER): string[] | null {
  const result = lint({ 'src/index.ts': server, 'src/tools/index.ts': definitions }, 'src/tools/index.ts');
  return result.format === 'typescript-source' ? (result.source?.tools ?? []).map((t) => `${t.name} ${t.line}:${t.column}`) : null;
}

describe('typescript-source: a list exported apart from its const', () => {
  it('reads a default export of a const dropping items of the module list, at each literal', () => {
    expect(read(DEFINITIONS)).toEqual(['shelve_book 3:11', 'lend_book 4:11']);
    const result = lint({ 'src/index.ts': SERVER, 'src/tools/index.ts': DEFINITIONS }, 'src/tools/index.ts');
    expect(result.findings.filter((f) => f.ruleId.startsWith('mcpdesc.tool'))).toEqual([]);
    const empty = lint({ 'src/index.ts': SERVER, 'src/tools/index.ts': DEFINITIONS.replace('"Lends a book out."', '""') }, 'src/tools/index.ts');
    expect(empty.findings.filter((f) => f.ruleId === 'mcpdesc.tool.description').map((f) => `${f.pointer} ${f.range.start.line}`)).toEqual([
      '/tools/1/description 4',
    ]);
  });

  it('reads a named export clause, renamed, of a const naming another', () => {
    const named = DEFINITIONS.replace('shelfTools.filter((tool) => tool && typeof tool === "object")', 'shelfTools').replace(
      'export default validTools;',
      'export { validTools as allTools };',
    );
    expect(read(named, SERVER.replace('import allTools from', 'import { allTools } from'))).toEqual(['shelve_book 3:11', 'lend_book 4:11']);
  });

  it('reads the lists a barrel gathers and exports by default, each in its own module', () => {
    const shelf = DEFINITIONS.replace('const shelfTools', 'export const shelfTools').replace(/const validTools[^\n]*\nexport default validTools;\n/, '');
    const barrel = `import { shelfTools } from "./shelf.js";
const allTools = [...shelfTools];
const validTools = allTools.filter((tool) => tool && typeof tool === "object");
export default validTools;
`;
    const files = { 'src/index.ts': SERVER, 'src/tools/index.ts': barrel, 'src/tools/shelf.ts': shelf };
    expect(lint(files, 'src/tools/shelf.ts').source?.tools.map((t) => t.name)).toEqual(['shelve_book', 'lend_book']);
    const unexported = { ...files, 'src/tools/index.ts': barrel.replace('export default validTools;', 'export default allTools.map((t) => t);') };
    expect(lint(unexported, 'src/tools/shelf.ts').source?.tools ?? []).toEqual([]);
  });

  it('reads nothing through a predicate that calls or writes, a mapping, or a let', () => {
    const calling = DEFINITIONS.replace('tool && typeof tool === "object"', 'enabled(tool.name)');
    expect(read(calling)).toEqual(null);
    const writing = DEFINITIONS.replace('tool && typeof tool === "object"', '(tool.name = "x")');
    expect(read(writing)).toEqual(null);
    const mapped = DEFINITIONS.replace(
      'shelfTools.filter((tool) => tool && typeof tool === "object")',
      'shelfTools.map((tool) => ({ ...tool, name: `lib_${tool.name}` }))',
    );
    expect(read(mapped)).toEqual(null);
    const mutable = DEFINITIONS.replace('const validTools', 'let validTools');
    expect(read(mutable)).toEqual(null);
  });
});
