/**
 * typescript-source: a tool module naming no SDK that registers on a context another module types and builds
 * (registration-contexts.ts): read when that module's only way of building the context hands `registerTool`'s
 * name and config to the SDK's server as written, in the SDK release of the package that depends on it.
 * A forwarder that rewrites, branches, or a context built some other way, proves nothing. A method of the context
 * registering the call's config with some keys set anew registers the rest as written.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintInTree, placedTools } from '../helpers/source-tree.js';

/** The shared package: it alone names the SDK (v2's server package), and builds each request's context. */
const CONTEXT = `import type { McpServer, ToolCallback } from "@modelcontextprotocol/server";
export interface KilnContext<E> {
  readonly env: E;
  readonly registerTool: (name: string, config: object, cb: ToolCallback) => unknown;
}
export function kilnContext<E>(env: E, server: McpServer, meter: Meter): KilnContext<E> {
  const registerTool = (name: string, config: object, cb: ToolCallback) => server.registerTool(name, config, timed(meter, cb));
  return { env, registerTool };
}
`;
/** Two tools: `fire_kiln` (its name on line 4, column 5) and `cool_kiln` (line 8, column 24). */
const TOOLS = `import { z } from "zod";
import type { KilnContext } from "@kiln/common/src/context";
export function registerKilnTools(ctx: KilnContext<Env>) {
  ctx.registerTool("fire_kiln", {
    description: "Fires the kiln to a temperature.",
    inputSchema: z.object({ celsius: z.number() }),
  }, async () => ({ content: [] }));
  ctx.registerTool("cool_kiln", { description: "Lets the kiln cool down." }, async () => ({ content: [] }));
}
`;
const FILES: Record<string, string> = {
  'pnpm-workspace.yaml': "packages:\n  - 'apps/*'\n  - 'packages/*'\n",
  'package.json': '{"name":"kiln","private":true}',
  'packages/common/package.json': '{"name":"@kiln/common","main":"./src/index.ts","dependencies":{"@modelcontextprotocol/server":"2.0.0"}}',
  'packages/common/src/context.ts': CONTEXT,
  'apps/pottery/package.json': '{"name":"pottery","dependencies":{"@kiln/common":"workspace:*","zod":"4.1.0"}}',
  'apps/pottery/src/tools/kiln.tools.ts': TOOLS,
};
const AT = 'apps/pottery/src/tools/kiln.tools.ts';

/** The context with a method that registers through `registerTool`, its input schema made anew. */
const GLAZED = CONTEXT.replace(
  '  readonly registerTool: (name: string, config: object, cb: ToolCallback) => unknown;\n',
  '  readonly registerTool: (name: string, config: object, cb: ToolCallback) => unknown;\n  glazedTool(name: string, config: Glaze, cb: ToolCallback): unknown;\n',
).replace(
  '  return { env, registerTool };',
  `  return {
    env,
    registerTool,
    glazedTool(name: string, config: Glaze, cb: ToolCallback) {
      if (!meter.glaze) throw new Error("no glaze");
      const { inputSchema, run } = glazed(meter.glaze, config.inputSchema, cb);
      return registerTool(name, { ...config, inputSchema }, run);
    },
  };`,
);
/** The first tool through the method instead: `glaze_pot` (line 4, column 18), its schema at line 6; `cool_kiln` as before. */
const GLAZE_TOOLS = TOOLS.replace('ctx.registerTool("fire_kiln"', 'ctx.glazedTool("glaze_pot"');

function lint(files: Record<string, string>): FileResult {
  return lintInTree({ ...FILES, ...files }, AT);
}

const tools = (files: Record<string, string>): string[] => placedTools(lint(files));

describe('typescript-source: a registration context another module builds to forward to the SDK', () => {
  it('reads each call on the context at its own literals, in the versions of the SDK the context module depends on', () => {
    const result = lint({});
    expect(placedTools(result)).toEqual(['fire_kiln 4:20', 'cool_kiln 8:20']);
    expect(result.source?.versionFrom).toContain('packages/common/package.json: @modelcontextprotocol/server 2.0.0');
    const empty = lint({ [AT]: TOOLS.replace('"Lets the kiln cool down."', '""') });
    const finding = empty.findings.find((f) => f.ruleId === 'mcpdesc.tool.description');
    expect(finding?.pointer).toBe('/tools/1/description');
    expect(finding?.range.start).toEqual({ line: 8, column: 48 });
  });

  it('follows a relative import of the context module as well', () => {
    const moved = { 'apps/pottery/src/context.ts': CONTEXT, [AT]: TOOLS.replace('"@kiln/common/src/context"', '"../context.js"') };
    expect(tools({ ...moved, 'apps/pottery/package.json': '{"dependencies":{"@modelcontextprotocol/server":"2.0.0"}}' })).toEqual([
      'fire_kiln 4:20',
      'cool_kiln 8:20',
    ]);
  });

  it('reads nothing when the forwarder rewrites the name or the config, or registers under a branch', () => {
    const forwarder = 'server.registerTool(name, config, timed(meter, cb))';
    const near = {
      renamed: 'server.registerTool(`kiln_${name}`, config, timed(meter, cb))',
      rewritten: 'server.registerTool(name, { ...config, description: "Kiln: " + name }, timed(meter, cb))',
      swapped: 'server.registerTool(config as string, name, timed(meter, cb))',
      branched: '(meter.on ? server.registerTool(name, config, timed(meter, cb)) : undefined)',
      filtered: 'meter.allows(name) && server.registerTool(name, config, timed(meter, cb))',
    };
    for (const [why, inner] of Object.entries(near))
      expect([why, tools({ 'packages/common/src/context.ts': CONTEXT.replace(forwarder, inner) })]).toEqual([why, []]);
  });

  it('reads nothing when the context may be built otherwise, or reach no SDK server', () => {
    const near: Record<string, string> = {
      // A context whose `registerTool` anyone may assign.
      writable: CONTEXT.replace('readonly registerTool', 'registerTool'),
      // Another builder hands out a `registerTool` of its own.
      another: `${CONTEXT}export const quietContext: KilnContext<null> = { env: null, registerTool: () => undefined };\n`,
      // The returned object's later spread may replace it.
      spread: CONTEXT.replace('return { env, registerTool };', 'return { env, registerTool, ...env };'),
      // A path returning something else.
      elsewhere: CONTEXT.replace('  return { env, registerTool };', '  if (!server) return fallback;\n  return { env, registerTool };'),
      // The server is the module's own class, not the SDK's.
      local: CONTEXT.replace(
        'import type { McpServer, ToolCallback } from "@modelcontextprotocol/server";',
        'import type { McpServer } from "./server.js";\nimport "@modelcontextprotocol/server";',
      ),
    };
    for (const [why, context] of Object.entries(near)) expect([why, tools({ 'packages/common/src/context.ts': context })]).toEqual([why, []]);
    // A package whose `exports` may map the subpath anywhere is not followed into its folder.
    const exported = '{"name":"@kiln/common","exports":{"./src/*":"./dist/*.js"},"dependencies":{"@modelcontextprotocol/server":"2.0.0"}}';
    expect(tools({ 'packages/common/package.json': exported })).toEqual([]);
    // A parameter typed as something else, of the same name.
    expect(
      tools({ [AT]: TOOLS.replace('import type { KilnContext } from "@kiln/common/src/context";', 'import type { KilnContext } from "./own.js";') }),
    ).toEqual([]);
  });

  it("reads a method's registration as written but for the keys it sets anew, which are not statically known", () => {
    const result = lint({ 'packages/common/src/context.ts': GLAZED, [AT]: GLAZE_TOOLS });
    expect(placedTools(result)).toEqual(['glaze_pot 4:18', 'cool_kiln 8:20']);
    expect(result.source?.tools[0]).not.toHaveProperty('inputSchema');
    expect(result.source?.dynamic).toEqual([{ line: 6, column: 5, what: "the tool's inputSchema", pointer: '/tools/0/inputSchema' }]);
    // The call's own description is checked where it is written, unless the method sets it anew.
    const emptied = GLAZE_TOOLS.replace('"Fires the kiln to a temperature."', '""');
    const own = lint({ 'packages/common/src/context.ts': GLAZED, [AT]: emptied }).findings.find((f) => f.ruleId === 'mcpdesc.tool.description');
    expect([own?.pointer, own?.range.start]).toEqual(['/tools/0/description', { line: 5, column: 18 }]);
    const described = GLAZED.replace('{ ...config, inputSchema }', '{ ...config, description: `Glaze: ${config.description}` }');
    const anew = lint({ 'packages/common/src/context.ts': described, [AT]: emptied });
    expect(anew.source?.tools.map((t) => t.name)).toEqual(['glaze_pot', 'cool_kiln']);
    expect(anew.findings.filter((f) => f.ruleId === 'mcpdesc.tool.description')).toEqual([]);
  });

  it('reads no call of a method that renames, copies the config otherwise, or registers under a branch', () => {
    const call = 'return registerTool(name, { ...config, inputSchema }, run);';
    const near: Record<string, string> = {
      renamed: GLAZED.replace(call, 'return registerTool(`glazed_${name}`, { ...config, inputSchema }, run);'),
      overridden: GLAZED.replace(call, 'return registerTool(name, { inputSchema, ...config }, run);'),
      branched: GLAZED.replace(call, 'if (run) return registerTool(name, { ...config, inputSchema }, run);\n      return undefined;'),
      reassigned: GLAZED.replace(call, 'config = trimmed(config);\n      return registerTool(name, { ...config, inputSchema }, run);'),
      shadowed: GLAZED.replace('const { inputSchema, run }', 'const { inputSchema, run, registerTool }'),
      undeclared: GLAZED.replace('  glazedTool(name: string, config: Glaze, cb: ToolCallback): unknown;\n', ''),
    };
    for (const [why, context] of Object.entries(near))
      expect([why, tools({ 'packages/common/src/context.ts': context, [AT]: GLAZE_TOOLS })]).toEqual([why, ['cool_kiln 8:20']]);
  });
});
