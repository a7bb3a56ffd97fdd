/**
 * The MCP Java SDK's tool built in a helper method from its parameters (`tool(mapper, "name", "…", …)` →
 * `McpSchema.Tool.builder().name(nome).description(descricao)`): one tool per call, read at the call's literals.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { extractJavaTools } from '../../src/formats/java-source/extract.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const SERVER = `package demo;

import io.modelcontextprotocol.spec.McpSchema;
import java.util.ArrayList;
import java.util.List;

public class Garden {
    static List<Object> tools(Object mapper) {
        List<Object> tools = new ArrayList<>();
        tools.add(tool(mapper, "plant_seed", "Plants a seed in a bed.", "{}"));
        tools.add(tool(mapper, "water_bed",
            """
            Waters a bed.""",
            "{}"));
        return tools;
    }

    private static Object tool(Object mapper, final String nome, String descricao, String schema) {
        McpSchema.Tool tool = McpSchema.Tool.builder()
            .name(nome)
            .description(descricao)
            .inputSchema(schema)
            .build();
        return tool;
    }
}
`;

function lint(text: string): FileResult {
  return lintSource('src/main/java/demo/Garden.java', text, { catalogue, workspace: memoryWorkspace({}, { list: 'files' }) });
}

describe('java-source: a tool built in a helper from its parameters', () => {
  it('reads one tool per call, its name and description the call’s arguments', () => {
    const read = extractJavaTools(SERVER);
    expect(read.tools.map((t) => [t.name, t.description])).toEqual([
      ['plant_seed', 'Plants a seed in a bed.'],
      ['water_bed', 'Waters a bed.'],
    ]);
    const result = lint(SERVER);
    expect(result.source?.tools).toEqual([
      { name: 'plant_seed', line: 10, column: 32 },
      { name: 'water_bed', line: 11, column: 32 },
    ]);
    expect(result.findings).toEqual([]);
  });

  it('reads a literal the helper gives itself for every call', () => {
    const read = extractJavaTools(SERVER.replace('.description(descricao)', '.description("Garden work.")'));
    expect(read.tools.map((t) => [t.name, t.description])).toEqual([
      ['plant_seed', 'Garden work.'],
      ['water_bed', 'Garden work.'],
    ]);
  });

  it('is not followed when the parameter is changed, or the helper overloaded', () => {
    const changed = SERVER.replace('        McpSchema.Tool tool', '        nome = "x_" + nome;\n        McpSchema.Tool tool');
    const overloaded = SERVER.replace(
      '    private static Object tool(',
      '    static Object tool(String only) { return null; }\n\n    private static Object tool(',
    );
    for (const text of [changed, overloaded]) {
      const read = extractJavaTools(text);
      expect(read.tools).toEqual([]);
      expect(read.unread.map((u) => u.what)).toContain('a tool registration');
    }
  });

  it('lists a call whose name is not a literal as not statically known', () => {
    const read = extractJavaTools(SERVER.replace('tool(mapper, "plant_seed"', 'tool(mapper, prefix + "seed"'));
    expect(read.tools.map((t) => t.name)).toEqual(['water_bed']);
    expect(read.unread.map((u) => u.what)).toContain('a tool registration');
  });
});
