/**
 * typescript-source: a tool's name (or description) written as a member of a constants object another
 * module of the repository exports (imported-constants.ts), read as that module's string literal and placed
 * at the reference; a member that is no literal, an object someone writes through, or a module not found
 * stays dynamic.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}';
/** The names of a kennel's tools, and one text shared by two of them. */
const NAMES = `export const KENNEL_TOOLS = {
  FEED_DOG: 'feed_dog',
  "WALK_DOG": \`walk_dog\`,
  BATH_DOG: 'bath' + '_dog',
} as const;
export const TEXTS = { FEED: 'Feeds one dog of the kennel.' };
`;
/** A low-level server listing two tools named through KENNEL_TOOLS: `feed_dog` on line 6, column 11; `walk_dog` on line 7. */
const SERVER = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { KENNEL_TOOLS, TEXTS as T } from "./names.js";
const server = new Server({ name: "kennel", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [
  { name: KENNEL_TOOLS.FEED_DOG, description: T.FEED, inputSchema: { type: "object" } },
  { name: KENNEL_TOOLS["WALK_DOG"], description: "Walks one dog.", inputSchema: { type: "object" } },
] }));
`;

function lint(files: Record<string, string>, path = 'src/server.ts'): FileResult {
  const all: Record<string, string> = { 'package.json': PACKAGE, 'src/names.ts': NAMES, ...files };
  return lintSource(path, all[path], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

describe('typescript-source: members of an imported constants object', () => {
  it('reads a name and a description written as members, placed at the reference', () => {
    const result = lint({ 'src/server.ts': SERVER });
    expect(result.source?.tools).toEqual([
      { name: 'feed_dog', line: 6, column: 11 },
      { name: 'walk_dog', line: 7, column: 11 },
    ]);
    expect(result.source?.dynamic).toEqual([]);
    // The description is read too: an empty one is reported at the member that stands for it.
    const empty = lint({ 'src/server.ts': SERVER, 'src/names.ts': NAMES.replace("'Feeds one dog of the kennel.'", "''") });
    const finding = empty.findings.find((f) => f.ruleId === 'mcpdesc.tool.description');
    expect(finding?.pointer).toBe('/tools/0/description');
    expect(finding?.range.start).toEqual({ line: 6, column: 47 });
  });

  it('reads the member through SDK v1 registrations too', () => {
    const v1 = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { KENNEL_TOOLS } from "./names";
const server = new McpServer({ name: "kennel", version: "1" });
server.tool(KENNEL_TOOLS.WALK_DOG, "Walks one dog.", async () => ({ content: [] }));
`;
    expect(lint({ 'src/server.ts': v1 }).source?.tools).toEqual([{ name: 'walk_dog', line: 4, column: 13 }]);
  });

  it('leaves dynamic a member that is no literal, or that no module found holds', () => {
    const computed = SERVER.replace('KENNEL_TOOLS["WALK_DOG"]', 'KENNEL_TOOLS.BATH_DOG');
    expect(lint({ 'src/server.ts': computed }).source?.dynamic).toEqual([{ line: 7, column: 3, what: 'a tool' }]);
    const missing = SERVER.replace('KENNEL_TOOLS["WALK_DOG"]', 'KENNEL_TOOLS.GROOM_DOG');
    expect(lint({ 'src/server.ts': missing }).source?.tools.map((t) => t.name)).toEqual(['feed_dog']);
    // Through a barrel that re-exports the object.
    const barrel = { 'src/server.ts': SERVER.replace('"./names.js"', '"./all.js"'), 'src/all.ts': "export { KENNEL_TOOLS, TEXTS } from './names.js';\n" };
    expect(lint(barrel).source?.tools.map((t) => t.name)).toEqual(['feed_dog', 'walk_dog']);
    const elsewhere = SERVER.replace('"./names.js"', '"@kennel/names"');
    expect(lint({ 'src/server.ts': elsewhere }).source?.tools).toEqual([]);
  });

  it('leaves unknown a call beside an imported text, never a value of its own (a schema built by a function)', () => {
    // Sweep 30: `inputSchema: toJsonSchema(shape)` in a file reading an imported description was read as
    // `false` and reported as an invalid schema, an error on a server that is fine.
    const built = SERVER.replace('description: T.FEED, inputSchema: { type: "object" }', 'description: T.FEED, inputSchema: schemaOf("feed")');
    const result = lint({ 'src/server.ts': `${built}function schemaOf(name: string) { return { type: "object", title: name }; }\n` });
    expect(result.source?.tools.map((t) => t.name)).toEqual(['feed_dog', 'walk_dog']);
    expect(result.findings.filter((f) => f.level === 'error')).toEqual([]);
    const description = SERVER.replace('description: "Walks one dog."', 'description: describe("walk")');
    const described = lint({ 'src/server.ts': `${description}function describe(name: string) { return name; }\n` });
    expect(described.findings.filter((f) => f.level === 'error')).toEqual([]);
  });

  it('reads nothing from an object either module writes through or hands away', () => {
    const renamed = `${NAMES}KENNEL_TOOLS.FEED_DOG = 'feed_cat';\n`;
    expect(lint({ 'src/server.ts': SERVER, 'src/names.ts': renamed }).source?.tools).toEqual([]);
    const handed = `${NAMES}rename(KENNEL_TOOLS);\n`;
    expect(lint({ 'src/server.ts': SERVER, 'src/names.ts': handed }).source?.tools).toEqual([]);
    const here = `${SERVER}Object.assign(KENNEL_TOOLS, { FEED_DOG: "feed_cat" });\n`;
    expect(lint({ 'src/server.ts': here }).source?.tools).toEqual([]);
    // A spread could hold any key: the object is no constant read.
    const spread = NAMES.replace('export const KENNEL_TOOLS = {', 'export const KENNEL_TOOLS = {\n  ...OTHER,');
    expect(lint({ 'src/server.ts': SERVER, 'src/names.ts': spread }).source?.tools).toEqual([]);
  });

  it('reads an imported string constant, through barrels that re-export it under another name', () => {
    const stable =
      "export const TOOL_NAME = 'clean_stall';\nexport const TOOL_TEXT =\n  'Cleans one stall ' +\n  'of the stable.';\nexport let SPARE = 'spare';\nexport const LATER = name();\n";
    const barrel = "export { TOOL_NAME as STALL_NAME, TOOL_TEXT as STALL_TEXT, SPARE as SPARE_NAME, LATER as LATER_NAME } from './clean.js';\n";
    const server = (names: string, from = './tools/index.js') => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ${names} } from "${from}";
const server = new McpServer({ name: "stable", version: "1" });
server.tool(STALL_NAME, STALL_TEXT, async () => ({ content: [] }));
`;
    const files = (text: string, more: Record<string, string> = {}) =>
      lint({ 'src/server.ts': text, 'src/tools/stable/clean.ts': stable, 'src/tools/stable/index.ts': barrel, ...more });
    const top = { 'src/tools/index.ts': "export * from './stable/index.js';\n" };
    const result = files(server('STALL_NAME, STALL_TEXT'), top);
    expect(result.source?.tools).toEqual([{ name: 'clean_stall', line: 4, column: 13 }]);
    expect(result.source?.dynamic).toEqual([]);
    // Near misses: a `let` or a call behind the alias, a parameter of the same name, barrels beyond the bound, a package.
    const read = (text: string, more = top) => files(text, more).source?.tools.map((t) => t.name);
    expect(read(server('SPARE_NAME as STALL_NAME, STALL_TEXT'))).toEqual([]);
    expect(read(server('LATER_NAME as STALL_NAME, STALL_TEXT'))).toEqual([]);
    expect(read(`${server('STALL_NAME, STALL_TEXT')}function again(STALL_NAME) {\n  return STALL_NAME;\n}\n`)).toEqual([]);
    const deeper = { 'src/tools/index.ts': "export * from './all.js';\n", 'src/tools/all.ts': "export * from './stable/index.js';\n" };
    expect(read(server('STALL_NAME, STALL_TEXT'), deeper)).toEqual([]);
    expect(read(server('STALL_NAME, STALL_TEXT', '@stable/tools'))).toEqual([]);
  });
});
