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

/** A breaker module: an exported object holding an instance whose `run` returns its callback's result or throws. */
const BREAKER = `class Breaker {
  private failures = 0;
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.failures > 3) throw new Error("open");
    try {
      const value = await task();
      this.failures = 0;
      return value;
    } catch (error) {
      this.failures++;
      throw error;
    }
  }
}
export const breakers = { remote: new Breaker(), local: new Breaker() };
`;
/** The wrapper handing its callback's call through the breaker's `run`. */
const THROUGH = WRAPPER.replace('await run(checked)', 'await breakers.remote.run(() => run(checked))');
const IMPORTS = 'import { breakers } from "./breaker.js";\n';

/** The server and the breaker module `breaker`, the server importing it. */
function broken(breaker = BREAKER, wrapper = THROUGH): Record<string, string> {
  const files = server(wrapper);
  return { ...files, 'src/server.ts': IMPORTS + files['src/server.ts'], 'src/breaker.ts': breaker };
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

  it('follows the callback through an imported object’s method that returns its result', () => {
    const result = lintInTree(broken(), 'src/server.ts');
    expect(result.source?.tools).toEqual([
      { name: 'pot_plant', line: 10, column: 17 },
      { name: 'prune_plant', line: 14, column: 17 },
    ]);
    expect(toolNamesIn(broken(BREAKER.replace('{ remote: new Breaker(), local', '{ remote: new Breaker(), other')), 'src/server.ts')).toEqual([
      'pot_plant',
      'prune_plant',
    ]);
  });

  it('proves nothing through a method that answers otherwise or may be replaced', () => {
    for (const files of [
      // A fallback value on failure; the result changed on its way.
      broken(BREAKER.replace('this.failures++;\n      throw error;', 'this.failures++;\n      return undefined as T;')),
      broken(BREAKER.replace('return value;', 'return { ...value, at: Date.now() } as T;')),
      // The method assigned on the instance, the object written through, the instance not the module's class.
      broken(BREAKER.replace('private failures = 0;', 'private failures = 0;\n  constructor() { this.run = async () => undefined as never; }')),
      broken(`${BREAKER}breakers.remote = { run: async () => ({ tools: [] }) } as never;\n`),
      broken(BREAKER.replace('remote: new Breaker()', 'remote: new Map()')),
      // Another key of the object than the one proved, or the server writing through it.
      broken(BREAKER.replace('remote: new Breaker()', 'remote: makeBreaker()')),
      { ...broken(), 'src/server.ts': broken()['src/server.ts'].replace('export function setup', 'breakers.remote = swap();\nexport function setup') },
    ]) {
      const result = lintInTree(files, 'src/server.ts');
      expect(result.source?.tools).toEqual([]);
    }
  });
});
