/**
 * Tools a helper defines (`defineTool({ name, description, input, handler })` returning a const it builds, or
 * its argument itself), in lists functions return, served by a loop handing each to a registrar of several
 * parameters (`registerWrappedTool(server, def, deps)`), which registers it key by key.
 */
import { describe, expect, it } from '@jest/globals';
import { lintInTree, placedTools, toolNamesIn } from '../helpers/source-tree.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}';

const DEFINE = `import { z } from "zod";

export function defineTool(args: Args) {
  const inputSchema = z.object(args.input ?? {});
  const def = {
    name: args.name,
    description: args.description,
    group: args.group,
    inputSchema,
    handler: args.handler,
  };
  return def as unknown as AnyToolDef;
}
`;

/** \`notes.read\`'s name on line 5, column 11; \`notes.write\`'s on line 11. */
const NOTES = `import { z } from "zod";
import { defineTool } from "./defineTool.js";

export const noteTools = (): AnyToolDef[] => [
  defineTool({
    name: "notes.read",
    description: "Reads a note.",
    group: "read",
    input: { id: z.string() },
    handler: async () => ({}),
  }),
  defineTool({
    name: "notes.write",
    description: "Writes a note.",
    group: "write",
    handler: async () => ({}),
  }),
];
`;

const INDEX = `import { noteTools } from "./notes.js";

export function allTools(): AnyToolDef[] {
  return [...noteTools()];
}
`;

const REGISTRAR = `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

export function registerWrappedTool(server: McpServer, def: AnyToolDef, deps: Deps, opts: { id: string }): void {
  const schemaAsObject = def.inputSchema as unknown as z.ZodObject<z.ZodRawShape>;
  const shape = schemaAsObject.shape;
  server.registerTool(
    def.name,
    {
      description: def.description,
      inputSchema: shape,
    },
    async (args: unknown) => def.handler(args, deps),
  );
}
`;

const REGISTRY = `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerWrappedTool } from "./wrap.js";
import { allTools } from "./defs/index.js";

export function filterTools(defs: AnyToolDef[], enabled: Set<string>): AnyToolDef[] {
  return defs.filter((d) => enabled.has(d.group));
}

export function registerSessionTools(server: McpServer, deps: Deps, opts: { id: string }) {
  const all = allTools();
  const filtered = filterTools(all, new Set(deps.groups));
  for (const def of filtered) {
    registerWrappedTool(server, def, deps, opts);
  }
}
`;

function tree(files: Record<string, string> = {}): Record<string, string> {
  return {
    'package.json': PACKAGE,
    'src/tools/defs/defineTool.ts': DEFINE,
    'src/tools/defs/notes.ts': NOTES,
    'src/tools/defs/index.ts': INDEX,
    'src/tools/wrap.ts': REGISTRAR,
    'src/tools/registry.ts': REGISTRY,
    ...files,
  };
}
const NOTES_PATH = 'src/tools/defs/notes.ts';

describe('typescript-source: tools a helper defines, handed to a registrar of several parameters', () => {
  it('reads each definition where it is written, its schema not statically known', () => {
    const result = lintInTree(tree(), NOTES_PATH);
    expect(placedTools(result)).toEqual(['notes.read 6:11', 'notes.write 13:11']);
    // `defineTool` builds each schema (`z.object(args.input ?? {})`): not statically known, at each call's argument.
    expect(result.source?.dynamic).toEqual([
      { line: 5, column: 14, what: "the tool's inputSchema", pointer: '/tools/0/inputSchema' },
      { line: 12, column: 14, what: "the tool's inputSchema", pointer: '/tools/1/inputSchema' },
    ]);
  });

  it('finds nothing in the definitions read', () => {
    expect(lintInTree(tree(), NOTES_PATH).findings.map((f) => f.ruleId)).toEqual([]);
  });

  it('reads a helper that returns its argument itself, every key as written', () => {
    const identity = 'export function defineTool<T>(args: T): T {\n  return args;\n}\n';
    const written = NOTES.replace('input: { id: z.string() },', 'inputSchema: z.object({ id: z.string() }),').replace(
      'group: "write",',
      'group: "write",\n    inputSchema: z.object({}),',
    );
    const result = lintInTree(tree({ 'src/tools/defs/defineTool.ts': identity, [NOTES_PATH]: written }), NOTES_PATH);
    expect(placedTools(result)).toEqual(['notes.read 6:11', 'notes.write 13:11']);
    expect(result.source?.dynamic).toEqual([]);
  });

  it('reads the registration a registrar of several parameters makes of an imported tool, or written in the loop', () => {
    const one = `import { z } from "zod";\nimport { defineTool } from "./defineTool.js";\n\nexport const readNote = defineTool({ name: "notes.read", description: "Reads a note.", input: {} });\n`;
    const handed = `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerWrappedTool } from "./wrap.js";
import { readNote } from "./defs/one.js";

export function register(server: McpServer, deps: Deps) {
  registerWrappedTool(server, readNote, deps, { id: "x" });
}
`;
    expect(toolNamesIn(tree({ 'src/tools/defs/one.ts': one, 'src/tools/registry.ts': handed }), 'src/tools/defs/one.ts')).toEqual(['notes.read']);
    const direct = REGISTRY.replace(
      'registerWrappedTool(server, def, deps, opts);',
      'server.registerTool(def.name, { description: def.description, inputSchema: def.inputSchema.shape }, async () => ({}));',
    );
    expect(toolNamesIn(tree({ 'src/tools/registry.ts': direct }), NOTES_PATH)).toEqual(['notes.read', 'notes.write']);
  });

  it('reads the SDK v1 arguments a registrar passes of each item of a list imported by name', () => {
    /** \`water\`'s name on line 4, column 11. */
    const beds = `import { z } from "zod";

export const bedTools = [
  { name: "water", summary: "Waters a bed.", params: z.object({ bed: z.string() }), run: async () => ({}) },
];
`;
    const server = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { bedTools } from "./beds.js";

function add(server: McpServer, t: Tool, log: Logger) {
  log.info("adding");
  server.tool(t.name, t.summary, t.params.shape, async (args) => t.run(args));
}

const server = new McpServer({ name: "garden", version: "1.0.0" });
for (const t of bedTools) add(server, t, console);
`;
    const files = { 'package.json': PACKAGE, 'src/beds.ts': beds, 'src/index.ts': server };
    const result = lintInTree(files, 'src/beds.ts');
    expect(placedTools(result)).toEqual(['water 4:11']);
    expect(result.source?.dynamic).toEqual([]);
    // A description the registrar computes, or a shape it may not have, is no key of the item as written.
    for (const changed of ['t.summary.trim(), t.params.shape,', 't.summary, t.params?.shape,'])
      expect(toolNamesIn({ ...files, 'src/index.ts': server.replace('t.summary, t.params.shape,', changed) }, 'src/beds.ts')).toBeNull();
  });

  it("proves nothing when the helper or the registrar changes a key, or the item is no known list's", () => {
    const cases: Record<string, string>[] = [
      // The helper renames, computes or writes the name, or builds its object in a `let`.
      { 'src/tools/defs/defineTool.ts': DEFINE.replace('name: args.name,', 'name: `jira_${args.name}`,') },
      { 'src/tools/defs/defineTool.ts': DEFINE.replace('description: args.description,', 'description: args.summary,') },
      { 'src/tools/defs/defineTool.ts': DEFINE.replace('  return def', '  def.name = def.name.toLowerCase();\n  return def') },
      { 'src/tools/defs/defineTool.ts': DEFINE.replace('const def =', 'let def =') },
      { 'src/tools/defs/defineTool.ts': DEFINE.replace('  return def', '  decorate(def);\n  return def') },
      { 'src/tools/defs/defineTool.ts': DEFINE.replace('  return def as unknown as AnyToolDef;', '  return wrap(def);') },
      // The registrar names the tool otherwise, tells it by another parameter, or changes the item.
      { 'src/tools/wrap.ts': REGISTRAR.replace('    def.name,', '    `jira_${def.name}`,') },
      { 'src/tools/wrap.ts': REGISTRAR.replace('description: def.description,', 'description: opts.description,') },
      { 'src/tools/wrap.ts': REGISTRAR.replace('  const shape =', '  def.name = "x";\n  const shape =') },
      { 'src/tools/wrap.ts': REGISTRAR.replace('const shape = schemaAsObject.shape;', 'let shape = schemaAsObject.shape;') },
      // The loop hands another list's items, or no loop's.
      { 'src/tools/registry.ts': REGISTRY.replace('for (const def of filtered)', 'for (const def of deps.tools)') },
      { 'src/tools/registry.ts': REGISTRY.replace('for (const def of filtered) {', 'const def = deps.tool;\n  {') },
      // Nothing registers them.
      { 'src/tools/registry.ts': REGISTRY.replace('registerWrappedTool(server, def, deps, opts);', 'deps.log(def.name);') },
    ];
    for (const files of cases) expect(toolNamesIn(tree(files), NOTES_PATH)).toBeNull();
  });
});

describe('typescript-source: tools a mapping makes among tools written out', () => {
  /** \`notes.read\` and \`notes.write\` written out, a tool per mode made between them (the spread on line 12, column 3). */
  const MAPPED = NOTES.replace(
    '  defineTool({\n    name: "notes.write",',
    `  ...(["archive", "restore"] as const).map((mode) => {
    const verb = mode === "archive" ? "Archives" : "Restores";
    return defineTool({ name: \`notes.\${mode}\`, description: \`\${verb} a note.\`, group: "write", handler: async () => ({}) });
  }),
  defineTool({
    name: "notes.write",`,
  );
  const at = (files: Record<string, string>) => lintInTree(tree({ [NOTES_PATH]: MAPPED, ...files }), NOTES_PATH);
  const unread = (files: Record<string, string> = {}) => (at(files).source?.dynamic ?? []).filter((d) => !d.what.includes('inputSchema'));

  it('reads the tools written out, and lists the spread as not statically known', () => {
    expect(placedTools(at({}))).toEqual(['notes.read 6:11', 'notes.write 17:11']);
    expect(unread()).toEqual([{ line: 12, column: 3, what: 'tools a mapping makes' }]);
    expect(at({}).findings).toEqual([]);
  });

  it('reads nothing of a list whose mapping makes anything but tools', () => {
    const misses = [
      MAPPED.replace('return defineTool({', 'return wrap({'),
      MAPPED.replace('const verb =', 'if (mode === "restore") return;\n    const verb ='),
      MAPPED.replace('.map((mode) =>', '.forEach((mode) =>'),
      MAPPED.replace('return defineTool({ name: `notes.${mode}`', 'return defineTool({ title: `notes.${mode}`'),
    ];
    for (const notes of misses) expect(toolNamesIn(tree({ [NOTES_PATH]: notes }), NOTES_PATH)).toBeNull();
  });
});
