/**
 * A tool module that imports the server another module of the repository builds and exports
 * (handed-server.ts, importsServer): `export const server = new McpServer(…)` in one module,
 * `import { server } from "../server.js"` and `server.registerTool(…)` in the tool module, which names no SDK.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { handedServer } from '../../src/formats/typescript-source/handed-server.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}';
const SDK = 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\n';
const EXPORTED = `${SDK}export const server = new McpServer({ name: "garden", version: "1.0.0" });\n`;
/** A tool module registering `water` (line 3, column 3 for its name) and `prune` on the imported `server`. */
const TOOLS = (from: string, name = 'server') =>
  `import { z } from "zod";\nimport { ${name} } from "${from}";\n${name}.registerTool(\n  "water",\n  { description: "Waters the beds.", inputSchema: { bed: z.string() } },\n  async () => ({ content: [] }),\n);\n${name}.tool("prune", "Prunes the hedge.", async () => ({ content: [] }));\n`;

function lint(files: Record<string, string>, path: string): FileResult {
  const all: Record<string, string> = { 'package.json': PACKAGE, ...files };
  return lintSource(path, all[path], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

/** The tools read from `path`, or null when it is no server file. */
function names(files: Record<string, string>, path: string): string[] | null {
  const result = lint(files, path);
  return result.format === 'typescript-source' ? (result.source?.tools ?? []).map((t) => t.name) : null;
}

describe('typescript-source: a server imported from the module that builds it', () => {
  it('reads the registrations, with their lines and columns', () => {
    const result = lint({ 'src/server.ts': EXPORTED, 'src/tools/garden.ts': TOOLS('../server.js') }, 'src/tools/garden.ts');
    expect(result.format).toBe('typescript-source');
    expect(result.source?.tools).toEqual([
      { name: 'water', line: 4, column: 3 },
      { name: 'prune', line: 8, column: 13 },
    ]);
    expect(result.source?.dynamic).toEqual([]);
  });

  it('follows `export { x as server }`, a default export, a barrel, an alias, and `require`', () => {
    const cases: [Record<string, string>, string][] = [
      [{ 'src/server.ts': `${SDK}const mcp = new McpServer({ name: "g", version: "1" });\nexport { mcp as server };\n` }, TOOLS('../server')],
      [
        { 'src/server.ts': `${SDK}const mcp = new McpServer({ name: "g", version: "1" });\nexport default mcp;\n` },
        TOOLS('../server.js').replace('{ server }', 'server'),
      ],
      [{ 'src/server.ts': `${SDK}export default new McpServer({ name: "g", version: "1" });\n` }, TOOLS('../server.js', 'app').replace('{ app }', 'app')],
      [{ 'src/server.ts': EXPORTED, 'src/index.ts': 'export * from "./server.js";\n' }, TOOLS('../index.js')],
      [{ 'src/server.ts': EXPORTED, 'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }' }, TOOLS('@/server')],
      [{ 'src/server.ts': EXPORTED }, TOOLS('../server.js').replace('import { server } from "../server.js";', 'const { server } = require("../server.js");')],
    ];
    for (const [files, text] of cases) expect(names({ ...files, 'src/tools/garden.ts': text }, 'src/tools/garden.ts')).toEqual(['water', 'prune']);
  });

  it("leaves out a project object, a `let`, a server the module does not export, a name bound again, and a package's", () => {
    const cases: [Record<string, string>, string][] = [
      // A project registry named `server`, with a `registerTool` of its own the SDK never sees.
      [{ 'src/server.ts': 'export const server = { registerTool(name: string, config: object) {} };\n' }, TOOLS('../server.js')],
      [{ 'src/server.ts': `${SDK}class Registry {}\nexport const server = new Registry();\n` }, TOOLS('../server.js')],
      // A `McpServer` of the project's own, not the SDK's.
      [{ 'src/server.ts': 'import { McpServer } from "./mcp.js";\nexport const server = new McpServer();\n' }, TOOLS('../server.js')],
      [{ 'src/server.ts': EXPORTED.replace('export const', 'export let') }, TOOLS('../server.js')],
      [{ 'src/server.ts': EXPORTED.replace('export const', 'const') }, TOOLS('../server.js')],
      [
        { 'src/server.ts': EXPORTED },
        TOOLS('../server.js').replace('"water",', '"water",\n').replace('import { z }', 'const server = makeOther();\nimport { z }'),
      ],
      [{ 'src/server.ts': EXPORTED }, TOOLS('server')],
      [{}, TOOLS('../server.js')],
    ];
    for (const [files, text] of cases) expect(names({ ...files, 'src/tools/garden.ts': text }, 'src/tools/garden.ts')).toBeNull();
  });

  it('answers alike in any order of files, with a run memo or without', () => {
    const files: Record<string, string> = {
      'package.json': PACKAGE,
      'src/server.ts': `${EXPORTED}export const registry = { tool() {} };\n`,
      'src/tools/a.ts': TOOLS('../server.js'),
      'src/tools/b.ts': TOOLS('../server.js', 'registry'),
    };
    const answers = (stable: boolean, order: string[]) => {
      const ws = memoryWorkspace(files, { list: 'entries', stable });
      return Object.fromEntries(order.map((path) => [path, handedServer(files[path], path, ws)]));
    };
    const paths = ['src/tools/a.ts', 'src/tools/b.ts'];
    const expected = { 'src/tools/a.ts': true, 'src/tools/b.ts': false };
    expect(answers(false, paths)).toEqual(expected);
    expect(answers(true, paths)).toEqual(expected);
    expect(answers(true, [...paths].reverse())).toEqual(expected);
  });
});
