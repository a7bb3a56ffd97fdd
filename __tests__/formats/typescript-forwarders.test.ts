/**
 * A helper of the file that forwards exactly its parameters to the SDK (forwarders.ts): each call of it is read as
 * the registration it makes, at the call's literals; the helper's own call is no tool by itself. So is a
 * helper building its `registerTool` config of its parameters, each call's arguments put in their places.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { extractTools } from '../../src/formats/typescript-source/extract.js';
import { vendoredTypescript } from '../../src/util/lazy-require.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = { 'package.json': '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}' };
const HEAD = 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "mill", version: "1" });\n';

function lint(text: string): FileResult {
  return lintSource('src/server.ts', text, { catalogue, workspace: memoryWorkspace(PACKAGE) });
}

function read(text: string): { tools: string[]; dynamic: [number, string][] } {
  const source = lint(text).source;
  return { tools: (source?.tools ?? []).map((t) => `${t.name} ${t.line}:${t.column}`), dynamic: (source?.dynamic ?? []).map((d) => [d.line, d.what]) };
}

describe('typescript-source: a helper forwarding its parameters to registerTool', () => {
  it('reads each call of a const arrow, a function and a method, at its literals', () => {
    const text = `${HEAD}const names: string[] = [];
const register = (name: string, config: object, cb: Function) => {
  names.push(name);
  server.registerTool(name, config, cb);
};
function addTool(name: string, description: string, shape: object, cb: Function) {
  server.tool(name, description, shape, cb);
}
class Mill {
  private readonly server = new McpServer({ name: "m", version: "1" });
  constructor() {
    this.registerAndStore("grind", { description: "Grinds grain." }, async () => ({ content: [] }));
  }
  private registerAndStore(name: string, config: object, handler: Function) {
    const tool = this.server.registerTool(name, config, handler);
    return tool;
  }
}
register("sift", { description: "Sifts flour." }, async () => ({ content: [] }));
addTool("weigh", "Weighs a sack.", {}, async () => ({ content: [] }));
`;
    expect(read(text)).toEqual({ tools: ['grind 14:27', 'sift 21:10', 'weigh 22:9'], dynamic: [] });
    const findings = lint(text.replace('"Sifts flour."', '""')).findings.filter((f) => f.ruleId === 'mcpdesc.tool.description');
    expect(findings.map((f) => `${f.pointer} ${f.range.start.line}:${f.range.start.column}`)).toEqual(['/tools/1/description 21:33']);
  });

  it('keeps a guarded or changed forward, a computed name and a helper nobody calls listed where they are', () => {
    const guarded = `${HEAD}const register = (name: string, config: object, cb: Function) => {
  if (allowed(name)) server.registerTool(name, config, cb);
};
register("sift", { description: "Sifts flour." }, async () => ({ content: [] }));
`;
    const parameter = 'a tool registration (its name is the parameter `name`: what each call hands the function)';
    expect(read(guarded)).toEqual({ tools: [], dynamic: [[4, parameter]] });
    const renamed = guarded.replace('if (allowed(name)) server.registerTool(name,', 'server.registerTool(`mill_${name}`,');
    expect(read(renamed)).toEqual({ tools: [], dynamic: [[4, 'a tool registration']] });
    const computed = guarded.replace('if (allowed(name)) ', '').replace('register("sift"', 'register(prefix + "sift"');
    expect(read(computed)).toEqual({ tools: [], dynamic: [[6, 'a tool registration']] });
    const uncalled = guarded.replace('if (allowed(name)) ', '').replace(/register\("sift"[^\n]*\n/, '');
    expect(read(uncalled)).toEqual({ tools: [], dynamic: [[4, parameter]] });
  });

  it('reads each call of a rest-parameter wrapper spreading its list whole into the SDK, cast or not', () => {
    const text = `${HEAD}type Tool = typeof server.tool;
const blocked = new Set(process.env.BLOCKED?.split(",") ?? []);
const addTool: Tool = ((...args: Parameters<Tool>) => {
  const label = args[0] as string;
  if (blocked.has(label)) return undefined as unknown as ReturnType<Tool>;
  return (server.tool as (...a: Parameters<Tool>) => ReturnType<Tool>)(...args);
}) as Tool;
addTool("knead", "Kneads the dough.", {}, async () => ({ content: [] }));
addTool("proof", "Proofs the loaf.", async () => ({ content: [] }));
function plain(...rest: unknown[]) {
  return server.registerTool(...(rest as Parameters<typeof server.registerTool>));
}
plain("bake", { description: "Bakes the loaf." }, async () => ({ content: [] }));
`;
    expect(read(text)).toEqual({ tools: ['knead 10:9', 'proof 11:9'], dynamic: [] });
    const spreadOnce = text.replace('...(rest as Parameters<typeof server.registerTool>)', '...rest');
    expect(read(spreadOnce).tools).toEqual(['knead 10:9', 'proof 11:9', 'bake 15:7']);
  });

  it('reads no call of a rest wrapper that changes, reads past the name of or adds to its list', () => {
    const base = `${HEAD}const addTool = (...args: any[]) => {
  return server.tool(...args);
};
addTool("knead", "Kneads the dough.", {}, async () => ({ content: [] }));
`;
    expect(read(base).tools).toEqual(['knead 6:9']);
    // The name copied out by destructuring the first item only: the list stays as given.
    expect(read(base.replace('return server.tool', 'const [label] = args;\n  seen.push(label);\n  return server.tool')).tools).toEqual(['knead 8:9']);
    for (const change of [
      'const [label, text] = args;\n  ',
      'const [label = "x"] = args;\n  ',
      'const [...copy] = args;\n  ',
      'args[1] = "Does something.";\n  ',
      'args.push({ readOnlyHint: true });\n  ',
      'const described = args[1];\n  ',
      'later(() => args.splice(0, 1));\n  ',
    ]) {
      expect(read(base.replace('return server.tool', `${change}return server.tool`)).tools).toEqual([]);
    }
    expect(read(base.replace('server.tool(...args)', 'server.tool("mill_" + args[0], ...args.slice(1))')).tools).toEqual([]);
    expect(read(base.replace('return server.tool(...args);', 'if (ready) return server.tool(...args);')).tools).toEqual([]);
    expect(read(base.replace('(...args: any[])', '(first: string, ...args: any[])')).tools).toEqual([]);
  });
});

const ZOD_HEAD = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "kiln", version: "1" });
`;
/** A helper in the shape the reader follows: every parameter placed unchanged, a raw shape wrapped in z.object. */
const BUILDER = `const addTool = (
  name: string,
  title: string,
  description: string,
  shape: z.ZodRawShape,
  hints: object,
  run: (args: unknown) => Promise<string>,
) => {
  server.registerTool(
    name,
    { title: title, description, inputSchema: z.object(shape), annotations: hints },
    async (args: unknown) => ({ content: [{ type: "text", text: await run(args) }] }),
  );
};
`;
const CALLS = `addTool("fire_kiln", "Fire Kiln", "Fires the kiln to a temperature.", { celsius: z.number().describe("Target heat.") }, { destructiveHint: true }, async () => "ok");
addTool("cool_kiln", "Cool Kiln", "Lets the kiln cool.", {}, { readOnlyHint: false }, async () => "ok");
`;

describe('typescript-source: a helper building its registerTool config of its parameters', () => {
  it('reads each call with its arguments in their places, at the call', () => {
    const text = `${ZOD_HEAD}${BUILDER}${CALLS}`;
    expect(read(text)).toEqual({ tools: ['fire_kiln 18:9', 'cool_kiln 19:9'], dynamic: [] });
    const { tools } = extractTools(vendoredTypescript(), 'src/server.ts', text);
    expect(tools[0].title).toBe('Fire Kiln');
    expect(tools[0].description).toBe('Fires the kiln to a temperature.');
    expect(tools[0].inputSchema).toEqual({ type: 'object', properties: { celsius: { type: 'number', description: 'Target heat.' } }, required: ['celsius'] });
    expect(tools[0].annotations).toEqual({ destructiveHint: true });
    expect(tools[1].inputSchema).toEqual({ type: 'object', properties: {} });
    // A finding on a call's description points at that call's literal.
    const empty = lint(text.replace('"Lets the kiln cool."', '""')).findings.filter((f) => f.ruleId === 'mcpdesc.tool.description');
    expect(empty.map((f) => `${f.pointer} ${f.range.start.line}:${f.range.start.column}`)).toEqual(['/tools/1/description 19:35']);
  });

  it('reads no call of a helper that rewrites, reuses, reassigns or guards a parameter', () => {
    for (const [from, to] of [
      ['description, inputSchema', 'description: `[kiln] ${description}`, inputSchema'],
      ['title: title', 'title: description'],
      ['title: title', 'title: title.toUpperCase()'],
      ['inputSchema: z.object(shape)', 'inputSchema: strict(shape)'],
      ['  server.registerTool(', '  name = name.trim();\n  server.registerTool('],
      ['  server.registerTool(', '  if (enabled(name)) server.registerTool('],
      ['  server.registerTool(', '  { const title = "Kiln"; log(title); }\n  server.registerTool('],
      ['    name,\n', '    `kiln_${name}`,\n'],
    ]) {
      const text = `${ZOD_HEAD}${BUILDER.replace(from, to)}${CALLS}`;
      expect(read(text).tools).toEqual([]);
    }
  });

  it('lists a call it cannot place where it is, and a shape handed already made', () => {
    const computed = `${ZOD_HEAD}${BUILDER}addTool(prefix + "fire", "Fire", "Fires.", {}, {}, async () => "ok");\naddTool("cool", "Cool", "Cools.", {});\n`;
    expect(read(computed)).toEqual({
      tools: [],
      dynamic: [
        [18, 'a tool'],
        [19, 'a tool registration'],
      ],
    });
    // z.object of a zod object is no schema the call wrote out: the tool is read, its input schema is not.
    const made = `${ZOD_HEAD}${BUILDER}addTool("fire", "Fire", "Fires.", z.object({ celsius: z.number() }), {}, async () => "ok");\n`;
    expect(read(made)).toEqual({ tools: ['fire 18:9'], dynamic: [[14, "the tool's inputSchema"]] });
  });
});
