/**
 * How far the proof that a tool module is handed its server reaches (handed-server.ts): modules imported
 * through a tsconfig `paths` alias or a package.json `imports` entry, a server handed inside an object and
 * destructured, fastmcp's `addTool` on a handed FastMCP, and registrars a loop calls from a literal list.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { handedServer } from '../../src/formats/typescript-source/handed-server.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}';
const SDK = 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\n';
const BUILD = 'const server = new McpServer({ name: "r", version: "1.0.0" });\n';

/** A tool module whose function `fn` registers the tool `tool` on its untyped parameter `server`. */
const module = (fn: string, tool: string) => `export function ${fn}(server) {\n  server.tool("${tool}", "Does ${tool}.", async () => ({ content: [] }));\n}\n`;

function lint(files: Record<string, string>, path: string): FileResult {
  const all: Record<string, string> = { 'package.json': PACKAGE, ...files };
  return lintSource(path, all[path], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

/** The tools read from `path`, or null when it is no server file. */
function names(files: Record<string, string>, path: string): string[] | null {
  const result = lint(files, path);
  return result.format === 'typescript-source' ? (result.source?.tools ?? []).map((t) => t.name) : null;
}

describe('typescript-source: a handed server through aliases', () => {
  const entry = (from: string) => `${SDK}import { registerSearch } from "${from}";\n${BUILD}registerSearch(server);\n`;
  const tool = module('registerSearch', 'search');

  it('follows a tsconfig paths alias, a jsconfig one, one of an extended config, and a package.json imports entry', () => {
    const cases: Record<string, string>[] = [
      // `@/*` under a baseUrl.
      { 'tsconfig.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "@/*": ["src/*"] } } }', 'src/index.ts': entry('@/tools/search') },
      // `~/*` with no baseUrl: the targets are the config's folder's; comments and trailing commas allowed.
      { 'tsconfig.json': '{\n  // aliases\n  "compilerOptions": { "paths": { "~/*": ["./src/*",], }, },\n}', 'src/index.ts': entry('~/tools/search.js') },
      { 'jsconfig.json': '{ "compilerOptions": { "baseUrl": "src", "paths": { "@tools/*": ["tools/*"] } } }', 'src/index.ts': entry('@tools/search') },
      // The nearest config extends a base one that holds the paths.
      {
        'config/base.json': '{ "compilerOptions": { "baseUrl": "..", "paths": { "@app/*": ["src/*"] } } }',
        'tsconfig.json': '{ "extends": "./config/base.json" }',
        'src/index.ts': entry('@app/tools/search'),
      },
      // An exact pattern, and one to a folder's index.
      { 'tsconfig.json': '{ "compilerOptions": { "paths": { "#search": ["./src/tools/search.ts"] } } }', 'src/index.ts': entry('#search') },
      {
        'tsconfig.json': '{ "compilerOptions": { "paths": { "~/*": ["./src/*"] } } }',
        'src/index.ts': entry('~/tools'),
        'src/tools/index.ts': 'export * from "./search.js";\n',
      },
      // package.json `imports`, with conditions.
      {
        'package.json': PACKAGE.replace('{"dependencies"', '{"imports":{"#tools/*":{"types":"./src/tools/*.ts","default":"./dist/tools/*.js"}},"dependencies"'),
        'src/index.ts': entry('#tools/search'),
      },
    ];
    for (const files of cases) expect(names({ ...files, 'src/tools/search.ts': tool }, 'src/tools/search.ts')).toEqual(['search']);
  });

  it('leaves out an alias to another file, one leaving the workspace, and a config that is not above the caller', () => {
    const cases: Record<string, string>[] = [
      { 'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./lib/*"] } } }', 'src/index.ts': entry('@/tools/search') },
      { 'tsconfig.json': '{ "compilerOptions": { "baseUrl": "..", "paths": { "@/*": ["*"] } } }', 'src/index.ts': entry('@/src/tools/search') },
      { 'other/tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["../src/*"] } } }', 'src/index.ts': entry('@/tools/search') },
      // A package.json `imports` target must start with `./`.
      { 'package.json': PACKAGE.replace('{"dependencies"', '{"imports":{"#tools/*":"src/tools/*.ts"},"dependencies"'), 'src/index.ts': entry('#tools/search') },
      // A bare package name with no alias is some package's.
      { 'src/index.ts': entry('tools/search') },
    ];
    for (const files of cases) expect(names({ ...files, 'src/tools/search.ts': tool }, 'src/tools/search.ts')).toBeNull();
  });

  it("reads Vercel's handler importing its registrar by an alias", () => {
    const files = {
      'package.json': '{"dependencies":{"mcp-handler":"^1.0.0","@modelcontextprotocol/sdk":"^1.17.0"}}',
      'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }',
      'src/mcp.ts':
        'import { createMcpHandler } from "mcp-handler";\nimport { registerSearch } from "@/lib/mcp";\nconst handler = createMcpHandler((server) => {\n  registerSearch(server);\n});\nexport { handler as GET, handler as POST };\n',
      'src/lib/mcp/index.ts': tool,
    };
    expect(names(files, 'src/lib/mcp/index.ts')).toEqual(['search']);
  });

  it('answers alike in any order of files, with a run memo or without', () => {
    const files: Record<string, string> = {
      'package.json': PACKAGE,
      'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }',
      'src/index.ts': entry('@/tools/search'),
      'src/tools/search.ts': tool,
      'src/tools/other.ts': module('registerOther', 'other'),
    };
    const answers = (stable: boolean, order: string[]) => {
      const ws = memoryWorkspace(files, { list: 'entries', stable });
      return Object.fromEntries(order.map((path) => [path, handedServer(files[path], path, ws)]));
    };
    const paths = ['src/tools/search.ts', 'src/tools/other.ts'];
    const expected = { 'src/tools/search.ts': true, 'src/tools/other.ts': false };
    expect(answers(false, paths)).toEqual(expected);
    expect(answers(true, paths)).toEqual(expected);
    expect(answers(true, [...paths].reverse())).toEqual(expected);
  });
});

describe('typescript-source: a handed server destructured', () => {
  const index = (call: string) => `${SDK}import { register } from "./tools/a.js";\n${BUILD}${call}\n`;

  it("reads a parameter destructured from the object its caller builds, at the tools' places", () => {
    const cases: [string, string][] = [
      ['register({ server });', 'export function register({ server }) {\n  server.tool("one", "Does one.", async () => ({ content: [] }));\n}\n'],
      // An arrow with more properties, typed with the project's own type; the caller names the property.
      [
        'register({ config: {}, server: server });',
        'import type { Deps } from "../deps.js";\nexport const register = ({ server, config }: Deps) => {\n  server.registerTool("two", { description: "Does two." }, async () => ({ content: [] }));\n};\n',
      ],
      // Renamed in the pattern.
      ['register({ server });', 'export function register({ server: mcp }) {\n  mcp.tool("three", "Does three.", async () => ({ content: [] }));\n}\n'],
    ];
    const read = cases.map(([call, text]) => {
      const result = lint({ 'src/index.ts': index(call), 'src/tools/a.ts': text }, 'src/tools/a.ts');
      return result.source?.tools;
    });
    expect(read).toEqual([[{ name: 'one', line: 2, column: 15 }], [{ name: 'two', line: 3, column: 23 }], [{ name: 'three', line: 2, column: 12 }]]);
  });

  it('follows a destructured server through an intermediate, its type an object literal naming the SDK server', () => {
    const files = {
      'src/tools/all.ts': `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { register } from "./a.js";\nexport function registerAll({ server }: { server: McpServer }) {\n  register({ server });\n}\n`,
      'src/tools/a.ts': 'export function register({ server }) {\n  server.tool("one", "Does one.", async () => ({ content: [] }));\n}\n',
    };
    expect(names(files, 'src/tools/a.ts')).toEqual(['one']);
  });

  it('reads a context object destructured in the body or read by property, passed on whole by a registrar', () => {
    const files = {
      'src/index.ts': `${SDK}import { registerAll } from "./tools/registerAll.js";\n${BUILD}registerAll({ server, client: {} });\n`,
      'src/tools/registerAll.ts':
        'import { registerA, registerB } from "./modules/index.js";\nexport function registerAll(context) {\n  registerA(context);\n  registerB(context);\n}\n',
      'src/tools/modules/index.ts': 'export * from "./a.js";\nexport * from "./b.js";\n',
      'src/tools/modules/a.ts':
        'export function registerA(context) {\n  const { server, client } = context;\n  server.tool("from_body", "Reads.", async () => ({ content: [] }));\n}\n',
      'src/tools/modules/b.ts': 'export function registerB(ctx) {\n  ctx.server.tool("by_property", "Reads.", async () => ({ content: [] }));\n}\n',
    };
    expect([names(files, 'src/tools/modules/a.ts'), names(files, 'src/tools/modules/b.ts')]).toEqual([['from_body'], ['by_property']]);
    // Handed the server itself, not an object holding it.
    const bare = { ...files, 'src/index.ts': files['src/index.ts'].replace('registerAll({ server, client: {} })', 'registerAll(server)') };
    expect([names(bare, 'src/tools/modules/a.ts'), names(bare, 'src/tools/modules/b.ts')]).toEqual([null, null]);
  });

  it('leaves it out when the property given is no server, or a spread may replace it', () => {
    const tool = 'export function register({ server }) {\n  server.tool("one", "Does one.", async () => ({ content: [] }));\n}\n';
    for (const call of ['register({ logger: server });', 'register({ server: logger });', 'register({ server, ...overrides });', 'register(server);'])
      expect(names({ 'src/index.ts': index(call), 'src/tools/a.ts': tool }, 'src/tools/a.ts')).toBeNull();
  });
});

describe('typescript-source: fastmcp handed to a tool module', () => {
  const PKG = '{"dependencies":{"fastmcp":"^3.0.0","zod":"^3.23.0"}}';
  const index = `import { FastMCP } from "fastmcp";\nimport { registerNotes } from "./tools/notes.js";\nconst server = new FastMCP({ name: "n", version: "1.0.0" });\nregisterNotes(server);\n`;

  it('reads addTool on a FastMCP a caller hands an untyped module', () => {
    const notes =
      'import { z } from "zod";\nexport function registerNotes(server) {\n  server.addTool({\n    name: "add_note",\n    description: "Adds a note.",\n    parameters: z.object({ text: z.string() }),\n    execute: async () => "ok",\n  });\n  server.addTool(makeTool());\n}\n';
    const result = lint({ 'package.json': PKG, 'src/index.ts': index, 'src/tools/notes.ts': notes }, 'src/tools/notes.ts');
    expect(result.format).toBe('typescript-source');
    expect(result.source?.tools).toEqual([{ name: 'add_note', line: 4, column: 11 }]);
    // The definition a call builds is not statically known.
    expect(result.source?.dynamic).toEqual([expect.objectContaining({ line: 9, column: 18 })]);
  });

  it('leaves addTool alone in a module that names the SDK', () => {
    const sdk = `${SDK}export function registerNotes(server: McpServer) {\n  server.tool("y", "Does y.", async () => ({ content: [] }));\n  (server as any).addTool({ name: "x", execute: async () => "" });\n}\n`;
    expect(names({ 'src/tools/notes.ts': sdk }, 'src/tools/notes.ts')).toEqual(['y']);
  });
});

describe('typescript-source: registrars a loop calls', () => {
  const imports = `${SDK}import { registerA } from "./tools/a.js";\nimport * as more from "./tools/b.js";\n`;
  const files = (body: string) => ({
    'src/index.ts': `${imports}${BUILD}${body}\n`,
    'src/tools/a.ts': module('registerA', 'tool_a'),
    'src/tools/b.ts': module('registerB', 'tool_b'),
  });
  const both = (body: string) => [names(files(body), 'src/tools/a.ts'), names(files(body), 'src/tools/b.ts')];

  it('reads the named registrars of a literal list a for-of, forEach or map calls', () => {
    for (const body of [
      'for (const register of [registerA, more.registerB]) register(server);',
      '[registerA, more.registerB].forEach((r) => r(server));',
      'function setup(mcp) {\n  const registrars = [registerA, more.registerB] as const;\n  registrars.map((register) => register(mcp));\n}\nsetup(server);',
    ])
      expect(both(body)).toEqual([['tool_a'], ['tool_b']]);
  });

  it("reads the registrars another module's exported list names, a loop over it handed the server", () => {
    const tools = 'import { registerA } from "./a.js";\nimport { registerB } from "./b.js";\nexport const allTools = [registerA, registerB];\n';
    const route = (body: string) => ({
      'package.json': '{"dependencies":{"mcp-handler":"^1.0.0","@modelcontextprotocol/sdk":"^1.17.0"}}',
      'app/mcp/route.ts': `import { createMcpHandler } from "mcp-handler";\n${body}\n`,
      'app/mcp/tools/index.ts': tools,
      'app/mcp/tools/a.ts': module('registerA', 'tool_a'),
      'app/mcp/tools/b.ts': module('registerB', 'tool_b'),
    });
    for (const body of [
      'import { allTools } from "./tools/index.js";\nconst handler = createMcpHandler(async (server) => {\n  for (const register of allTools) await register(server);\n});',
      'import * as tools from "./tools";\nexport const POST = createMcpHandler((server) => tools.allTools.forEach((r) => r(server)));',
    ]) {
      const files = route(body);
      expect([names(files, 'app/mcp/tools/a.ts'), names(files, 'app/mcp/tools/b.ts')]).toEqual([['tool_a'], ['tool_b']]);
    }
    // The list is iterated, but its items are handed something else.
    const other = route('import { allTools } from "./tools/index.js";\nfor (const register of allTools) register(console);');
    expect(names(other, 'app/mcp/tools/a.ts')).toBeNull();
  });

  it('leaves out a list it cannot name statically', () => {
    for (const body of [
      'for (const register of Object.values(more)) register(server);',
      // The name is declared twice: which list the loop reads is not read.
      'const list = [registerA];\nfunction f() {\n  const list = [more.registerB];\n  list.forEach((r) => r(server));\n}',
      // A parameter of the list's name shadows it.
      'const list = [registerA, more.registerB];\nfunction f(list) {\n  list.forEach((r) => r(server));\n}\nf([]);',
      // The loop's variable is shadowed by the callback's own parameter.
      '[registerA].forEach((r) => [1].forEach((r) => r(server)));',
    ])
      expect(both(body)).toEqual([null, null]);
  });

  it("reads a tool a loop registers from the module's own list at the item, and lists one from a list it is handed as dynamic", () => {
    const text = `${SDK}${BUILD}const specs = [{ name: "x", text: "X." }];\nspecs.forEach((s) => server.tool(s.name, s.text, async () => ({ content: [] })));\n`;
    const result = lint({ 'src/index.ts': text }, 'src/index.ts');
    expect(result.source?.tools).toEqual([{ name: 'x', line: 3, column: 24 }]);
    expect(result.source?.dynamic).toEqual([]);
    const handed = `${SDK}${BUILD}export function register(specs) {\n  specs.forEach((s) => server.tool(s.name, s.text, async () => ({ content: [] })));\n}\n`;
    const unknown = lint({ 'src/index.ts': handed }, 'src/index.ts');
    expect(unknown.source?.tools).toEqual([]);
    expect(unknown.source?.dynamic).toEqual([expect.objectContaining({ line: 4, column: 36 })]);
  });
});
