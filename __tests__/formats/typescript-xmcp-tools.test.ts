/**
 * xmcp's file-based tools (xmcp-tools.ts): a file of the tools folder of a package depending on `xmcp` (its
 * config's `paths.tools`, `src/tools` by default) is read at its `metadata` literal, its `schema` as a zod shape;
 * a file outside the folder, of a package without xmcp, or with `tools: false` is no server file; a tool named by
 * its file name alone or one `enabled: false` is not read.
 */
import { describe, expect, it } from '@jest/globals';
import { extractTypescript } from '../../src/formats/typescript-source/read.js';
import { lintInTree, placedTools, toolNamesIn } from '../helpers/source-tree.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const TOOL = `import { z } from "zod";
import { type InferSchema, type ToolMetadata } from "xmcp";

export const schema = {
  city: z.string().describe("The city"),
};

export const metadata: ToolMetadata = {
  name: "get_weather",
  description: "Gets the weather of a city.",
  annotations: { title: "Weather", readOnlyHint: true },
};

export default async function weather({ city }: InferSchema<typeof schema>) {
  return \`Sunny in \${city}\`;
}
`;
const FILES: Record<string, string> = {
  'package.json': '{"dependencies":{"xmcp":"^0.3.0","zod":"^3.25.0"}}',
  'src/tools/weather.ts': TOOL,
};
const AT = 'src/tools/weather.ts';

describe("typescript-source: xmcp's tools folder", () => {
  it('reads the metadata and schema of a file in the default tools folder', () => {
    const result = lintInTree(FILES, AT);
    expect(result.format).toBe('typescript-source');
    expect(placedTools(result)).toEqual(['get_weather 9:9']);
    expect(result.findings).toEqual([]);
    const read = extractTypescript(TOOL, AT, memoryWorkspace(FILES, { list: 'entries' }));
    expect(read.tools).toEqual([
      {
        name: 'get_weather',
        description: 'Gets the weather of a city.',
        annotations: { title: 'Weather', readOnlyHint: true },
        inputSchema: { type: 'object', properties: { city: { type: 'string', description: 'The city' } }, required: ['city'] },
      },
    ]);
  });

  it("reads the folder a config's paths.tools names, and none when it is false or not read", () => {
    const moved = { ...FILES, 'xmcp.config.ts': 'const config = { http: true, paths: { tools: "./tools" } };\nexport default config;\n' };
    expect(toolNamesIn({ ...moved, 'tools/weather.ts': TOOL }, 'tools/weather.ts')).toEqual(['get_weather']);
    expect(toolNamesIn(moved, AT)).toBeNull();
    const json = { ...FILES, 'xmcp.config.json': '{"paths":{"tools":"lib/tools"}}', 'lib/tools/weather.ts': TOOL };
    expect(toolNamesIn(json, 'lib/tools/weather.ts')).toEqual(['get_weather']);
    const near: Record<string, Record<string, string>> = {
      off: { ...FILES, 'xmcp.config.ts': 'export default { paths: { tools: false } };\n' },
      computed: { ...FILES, 'xmcp.config.ts': 'export default { paths: { tools: process.env.TOOLS } };\n' },
      noXmcp: { ...FILES, 'package.json': '{"dependencies":{"zod":"^3.25.0"}}' },
      outside: { 'package.json': FILES['package.json'], 'src/lib/weather.ts': TOOL },
    };
    for (const [why, files] of Object.entries(near)) {
      const path = why === 'outside' ? 'src/lib/weather.ts' : AT;
      expect([why, toolNamesIn(files, path)]).toEqual([why, null]);
    }
  });

  it('does not read a tool named by its file alone, nor one never enabled', () => {
    const unnamed = lintInTree({ ...FILES, [AT]: TOOL.replace('  name: "get_weather",\n', '') }, AT);
    expect(unnamed.source?.tools).toEqual([]);
    expect(unnamed.source?.dynamic).toEqual([{ line: 8, column: 14, what: 'a tool (named by its file name)' }]);
    const disabled = lintInTree({ ...FILES, [AT]: TOOL.replace('  name: "get_weather",\n', '  name: "get_weather",\n  enabled: false,\n') }, AT);
    expect(disabled.source?.tools).toEqual([]);
    expect(disabled.source?.dynamic).toEqual([{ line: 8, column: 14, what: 'a tool registration (never served: enabled is false)' }]);
  });

  it('lists a tool gated by auth as served on some paths', () => {
    const gated = TOOL.replace('  name: "get_weather",\n', '  name: "get_weather",\n  requiresAuth: true,\n');
    const read = extractTypescript(gated, AT, memoryWorkspace({ ...FILES, [AT]: gated }, { list: 'entries' }));
    expect(read.conditional).toEqual([0]);
  });
});
