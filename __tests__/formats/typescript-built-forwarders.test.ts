/**
 * A helper that builds the config of its one `registerTool` call of its parameters (forwarders.ts): each call
 * of it is read as that registration, the call's arguments in their places, placed at the call's literals.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { extractTools } from '../../src/formats/typescript-source/extract.js';
import { vendoredTypescript } from '../../src/util/lazy-require.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = { 'package.json': '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}' };
const HEAD = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "kiln", version: "1" });
`;
/** A helper in the shape the reader follows: every parameter placed unchanged, a raw shape wrapped in z.object. */
const HELPER = `const addTool = (
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

function lint(text: string): FileResult {
  return lintSource('src/server.ts', text, { catalogue, workspace: memoryWorkspace(PACKAGE) });
}

function read(text: string): { tools: string[]; dynamic: [number, string][] } {
  const source = lint(text).source;
  return { tools: (source?.tools ?? []).map((t) => `${t.name} ${t.line}:${t.column}`), dynamic: (source?.dynamic ?? []).map((d) => [d.line, d.what]) };
}

describe('typescript-source: a helper building its registerTool config of its parameters', () => {
  it('reads each call with its arguments in their places, at the call', () => {
    const text = `${HEAD}${HELPER}${CALLS}`;
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
      const text = `${HEAD}${HELPER.replace(from, to)}${CALLS}`;
      expect(read(text).tools).toEqual([]);
    }
  });

  it('lists a call it cannot place where it is, and a shape handed already made', () => {
    const computed = `${HEAD}${HELPER}addTool(prefix + "fire", "Fire", "Fires.", {}, {}, async () => "ok");\naddTool("cool", "Cool", "Cools.", {});\n`;
    expect(read(computed)).toEqual({
      tools: [],
      dynamic: [
        [18, 'a tool'],
        [19, 'a tool registration'],
      ],
    });
    // z.object of a zod object is no schema the call wrote out: the tool is read, its input schema is not.
    const made = `${HEAD}${HELPER}addTool("fire", "Fire", "Fires.", z.object({ celsius: z.number() }), {}, async () => "ok");\n`;
    expect(read(made)).toEqual({ tools: ['fire 18:9'], dynamic: [[14, "the tool's inputSchema"]] });
  });
});
