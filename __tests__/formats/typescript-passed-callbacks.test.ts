/**
 * A tools/list handler answering through a wrapper of its module that returns its callback's result as it is
 * (passed-callbacks.ts): `return await guarded("tools/list", request.params, async () => { …; return { tools } })`.
 */
import { describe, expect, it } from '@jest/globals';
import { lintInTree, toolNamesIn } from '../helpers/source-tree.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.16.0"}}';
/** The wrapper: it logs, checks, and returns what its third parameter's call returns. */
const WRAPPER = `async function guarded<T>(method: string, params: unknown, run: (p: unknown) => Promise<T>): Promise<T> {
  try {
    const checked = check(method, params);
    const result = await run(checked);
    return result;
  } catch (error) {
    log(method, error);
    throw error;
  }
}`;

/** The server, its wrapper `wrapper`; `pot_plant`'s name on line 9, column 17. */
function server(wrapper = WRAPPER, answer = 'return { tools: listed };'): Record<string, string> {
  const text = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "nursery", version: "1" }, { capabilities: { tools: {} } });
export function setup(): void {
  server.setRequestHandler(ListToolsRequestSchema, async (request) => {
    return await guarded("tools/list", request.params, async () => {
      const listed = [
        {
          name: "pot_plant",
          description: "Pots a seedling.",
          inputSchema: { type: "object", properties: { pot: { type: "string" } } },
        },
        { name: "prune_plant", description: "Prunes a plant.", inputSchema: { type: "object" } },
      ];
      ${answer}
    });
  });
}
${wrapper}
`;
  return { 'package.json': PACKAGE, 'src/server.ts': text };
}

describe('typescript-source: a tools/list answer a wrapper returns from its callback', () => {
  it('reads the callback’s tools where they are written', () => {
    const result = lintInTree(server(), 'src/server.ts');
    expect(result.source?.tools).toEqual([
      { name: 'pot_plant', line: 9, column: 17 },
      { name: 'prune_plant', line: 13, column: 17 },
    ]);
    // As in a handler's own body, the callback's list is what it picks from: which of it a call answers is not read.
    expect(result.source?.dynamic).toEqual([{ line: 15, column: 23, what: 'a tool list' }]);
    // The callback's result returned straight, by an arrow of a concise body, or awaited in place.
    for (const wrapper of [
      'const guarded = (method: string, params: unknown, run: () => Promise<unknown>) => run();',
      'async function guarded(method: string, params: unknown, run: () => Promise<unknown>) { if (!method) throw new Error("no method"); return await run(); }',
    ])
      expect(toolNamesIn(server(wrapper), 'src/server.ts')).toEqual(['pot_plant', 'prune_plant']);
  });

  it('proves nothing when the wrapper answers otherwise, changes the result, or is not the module’s', () => {
    const dynamic = (files: Record<string, string>) => {
      const result = lintInTree(files, 'src/server.ts');
      expect(result.source?.tools).toEqual([]);
      expect(result.source?.dynamic.map((d) => d.what)).toEqual(['a tool list']);
    };
    for (const wrapper of [
      // A fallback answer on failure.
      WRAPPER.replace('throw error;', 'return { tools: [] } as T;'),
      // The result changed, or handed to a call, before it is returned.
      WRAPPER.replace('return result;', 'result.tools = [];\n    return result;'),
      WRAPPER.replace('return result;', 'audit(result);\n    return result;'),
      // Another parameter's call, or the callback bound again.
      WRAPPER.replace('await run(checked)', 'await check(checked)'),
      WRAPPER.replace('try {', 'run = async () => ({ tools: [] }) as T;\n  try {'),
      // The callback's result handed through a call of something else.
      WRAPPER.replace('await run(checked)', 'await breaker.execute(() => run(checked))'),
      // Declared twice, or not in the module at all.
      `${WRAPPER}\n${WRAPPER}`,
      'import { guarded } from "./guard.js";',
    ])
      dynamic(server(wrapper));
  });
});
