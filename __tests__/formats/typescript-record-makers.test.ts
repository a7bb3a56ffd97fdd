/**
 * typescript-source: records of tool configs a function makes (record-makers.ts), `return { uploadAsset: { title,
 * description, inputParams, annotations, tool } }`, read where written when a module naming the SDK registers each
 * value, `Object.values(r).forEach((t) => server.registerTool(t.title, { description: t.description, … }, t.tool))`,
 * over the call, a loop over a list of records, a record merging others, or a class's method returning the record,
 * the class imported from a workspace package's entry; near-misses are not read.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { extractTypescript } from '../../src/formats/typescript-source/read.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}';
/** `water_bed` (its name on line 6, column 14). */
const RECORD = `import { z } from "zod";

export function createGardenTools(config: { token: string }) {
  return {
    waterBed: {
      title: "water_bed",
      description: "Waters one bed of the garden.",
      inputParams: { bed: z.string().describe("The bed's id") },
      annotations: { readOnlyHint: false },
      tool: async () => ({ content: [], config }),
    },
  };
}
`;
const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { createGardenTools } from "./tools/garden.js";

const server = new McpServer({ name: "garden", version: "1.0.0" });
const gardenTools = createGardenTools({ token: "t" });
const all = [gardenTools];
all.forEach((collection) => {
  Object.values(collection).forEach((tool) => {
    server.registerTool(tool.title, { description: tool.description, inputSchema: tool.inputParams, annotations: tool.annotations }, tool.tool);
  });
});
`;
const FILES: Record<string, string> = { 'package.json': PACKAGE, 'src/tools/garden.ts': RECORD, 'src/index.ts': SERVER };
const AT = 'src/tools/garden.ts';

function lint(files: Record<string, string>, at = AT): FileResult {
  const all = { ...FILES, ...files };
  return lintSource(at, all[at], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

function read(files: Record<string, string>, at = AT): { tools: string[]; dynamic: string[] } {
  const source = lint(files, at).source;
  return { tools: (source?.tools ?? []).map((t) => `${t.name} ${t.line}:${t.column}`), dynamic: (source?.dynamic ?? []).map((d) => d.what) };
}

describe('typescript-source: records of tool configs a function makes, registered value by value', () => {
  it('reads each value the registration copies: its name under `title`, description, schema and annotations', () => {
    expect(read({})).toEqual({ tools: ['water_bed 6:14'], dynamic: [] });
    expect(lint({}).findings).toEqual([]);
    const [tool] = extractTypescript(RECORD, AT, memoryWorkspace(FILES, { list: 'entries' })).tools;
    expect(tool).toEqual({
      name: 'water_bed',
      description: 'Waters one bed of the garden.',
      inputSchema: { type: 'object', properties: { bed: { type: 'string', description: "The bed's id" } }, required: ['bed'] },
      annotations: { readOnlyHint: false },
    });
    // Over the call itself, in a `for … of`; a key the registration computes is not statically known.
    const direct = SERVER.replace(
      'all.forEach((collection) => {\n  Object.values(collection)',
      'for (const _ of [0]) {\n  Object.values(createGardenTools({ token: "t" }))',
    ).replace(/\}\);\n$/, '}\n');
    expect(read({ 'src/index.ts': direct }).tools).toEqual(['water_bed 6:14']);
    const computed = SERVER.replace('description: tool.description', 'description: describe(tool)');
    expect(read({ 'src/index.ts': computed })).toEqual({ tools: ['water_bed 6:14'], dynamic: ["the tool's description"] });
  });

  it('follows a record merging it, and a class method returning it, the class imported by a workspace package name', () => {
    const merged =
      'import { createGardenTools } from "./tools/garden.js";\nexport function createAll(c: { token: string }) {\n  const garden = createGardenTools(c);\n  return { ...garden };\n}\n';
    const server = SERVER.replace('import { createGardenTools } from "./tools/garden.js";', 'import { createAll } from "./all.js";').replace(
      'createGardenTools({',
      'createAll({',
    );
    expect(read({ 'src/all.ts': merged, 'src/index.ts': server }).tools).toEqual(['water_bed 6:14']);
    const kit =
      'import { createGardenTools } from "./tools/garden.js";\nexport class GardenKit {\n  constructor(private config: { token: string }) {}\n  getGardenTools() {\n    return createGardenTools(this.config);\n  }\n}\n';
    const monorepo: Record<string, string> = {
      'package.json': '{"private":true,"workspaces":["packages/*"]}',
      'packages/kit/package.json': '{"name":"@garden/kit","main":"src/index.ts"}',
      'packages/kit/src/index.ts': 'export { GardenKit } from "./kit.js";\n',
      'packages/kit/src/kit.ts': kit,
      'packages/kit/src/tools/garden.ts': RECORD,
      'packages/server/package.json': `{"name":"@garden/server","dependencies":{"@garden/kit":"*","@modelcontextprotocol/sdk":"^1.17.0"}}`,
      'packages/server/src/tools/register.ts': SERVER.replace(
        'import { createGardenTools } from "./tools/garden.js";',
        'import { GardenKit } from "@garden/kit";',
      ).replace(
        'const gardenTools = createGardenTools({ token: "t" });',
        'const kit = new GardenKit({ token: "t" });\nconst gardenTools = kit.getGardenTools();',
      ),
    };
    const at = 'packages/kit/src/tools/garden.ts';
    const source = lintSource(at, RECORD, { catalogue, workspace: memoryWorkspace(monorepo, { list: 'entries' }) }).source;
    expect((source?.tools ?? []).map((t) => t.name)).toEqual(['water_bed']);
    // Only under a condition: read, served on some runs.
    const sometimes = SERVER.replace('const all = [gardenTools];', 'const all = [...(process.env.GARDEN ? [gardenTools] : [])];');
    expect(read({ 'src/index.ts': sometimes }).tools).toEqual(['water_bed 6:14']);
  });

  it('reads no record registered otherwise, nor one of values it cannot read as written', () => {
    // Registered by a name the loop does not copy, or no registration over Object.values at all.
    expect(read({ 'src/index.ts': SERVER.replace('tool.title,', '`garden_${tool.title}`,') })).toEqual({ tools: [], dynamic: [] });
    expect(read({ 'src/index.ts': SERVER.replace('Object.values(collection)', 'Object.keys(collection)') }).tools).toEqual([]);
    expect(read({ 'src/index.ts': SERVER.replace('const all = [gardenTools];', 'const all = [other];') }).tools).toEqual([]);
    // A record spreading something, or a value that is no object literal.
    expect(read({ [AT]: RECORD.replace('  return {\n', '  return {\n    ...extra,\n') }).tools).toEqual([]);
    expect(read({ [AT]: RECORD.replace('    waterBed: {', '    other: makeTool(),\n    waterBed: {') }).tools).toEqual([]);
    // A test registering it proves nothing.
    expect(read({ 'src/index.ts': '', 'src/index.test.ts': SERVER }).tools).toEqual([]);
  });
});
