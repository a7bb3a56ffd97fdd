/**
 * Tools held in a Map keyed by name (filled-maps.ts): read at their literals when every write of the Map sets
 * an item of a known list under its own name, and the tools/list handler serves the Map's values.
 */
import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0"}}';
/** Two kettle tools: `boil` (its name on line 2, column 11) and `pour`. */
const KETTLE = `export const kettleTools = [
  { name: "boil", description: "Boils the water in the kettle.", inputSchema: { type: "object" } },
  { name: "pour", description: "Pours water into a cup.", inputSchema: { type: "object", properties: { cup: { type: "string" } } } },
];
`;
const TEAPOT = `export const teapotTools = [
  { name: "steep", description: "Steeps the tea leaves.", inputSchema: { type: "object" } },
];
`;
/** A module of no SDK building the registry; `FILL` is where it fills the Map. */
const REGISTRY = `import { kettleTools } from "./kettle.js";
import { teapotTools } from "./teapot.js";

export function buildRegistry(): Map<string, unknown> {
  const registry = new Map();
  const every = [...kettleTools, ...teapotTools];
  FILL
  return registry;
}
`;
const LOOP = 'for (const tool of every) registry.set(tool.name, tool);';
const SERVER = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { buildRegistry } from "./tools/registry.js";

const server = new Server({ name: "tea", version: "1" }, { capabilities: { tools: {} } });
const registry = buildRegistry();
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: Array.from(registry.values()).map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema })),
}));
`;

function files(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'package.json': PACKAGE,
    'src/index.ts': SERVER,
    'src/tools/registry.ts': REGISTRY.replace('FILL', LOOP),
    'src/tools/kettle.ts': KETTLE,
    'src/tools/teapot.ts': TEAPOT,
    ...overrides,
  };
}

/** The tools read from `path` (the kettle module unless said), or null when it is no server file. */
function names(all: Record<string, string>, path = 'src/tools/kettle.ts'): string[] | null {
  const result = lintSource(path, all[path], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
  return result.format === 'typescript-source' ? (result.source?.tools ?? []).map((t) => t.name) : null;
}

describe('typescript-source: tools held in a Map keyed by name', () => {
  it('reads the lists a function fills its Map from, at their literals, when the server serves its values', () => {
    const all = files();
    const result = lintSource('src/tools/kettle.ts', KETTLE, { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
    expect(result.source?.tools).toEqual([
      { name: 'boil', line: 2, column: 11 },
      { name: 'pour', line: 3, column: 11 },
    ]);
    expect(result.source?.dynamic).toEqual([]);
    expect(names(all, 'src/tools/teapot.ts')).toEqual(['steep']);
  });

  it('reads a Map filled at once by name, a forEach, a spread of its values and a handler that copies each item', () => {
    const variants = [
      files({
        'src/tools/registry.ts': REGISTRY.replace('const registry = new Map();', 'const registry = new Map(every.map((t) => [t.name, t]));').replace(
          'FILL',
          '',
        ),
      }),
      files({ 'src/tools/registry.ts': REGISTRY.replace('FILL', 'every.forEach((t) => {\n    registry.set(t.name, t);\n  });') }),
      files({ 'src/index.ts': SERVER.replace('Array.from(registry.values())', '[...registry.values()]') }),
      files({ 'src/index.ts': SERVER.replace(/tools: Array[^\n]*/, 'tools: Array.from(registry.values()).map((t) => ({ ...t })),') }),
      // Read back by name too: `get` and `has` read the Map only.
      files({ 'src/index.ts': `${SERVER}export const known = (n: string) => registry.has(n) && registry.get(n) !== undefined;\n` }),
    ];
    for (const all of variants) expect(names(all)).toEqual(['boil', 'pour']);
  });

  it('reads a private class field the server fills from an imported list', () => {
    const server = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { kettleTools } from "./tools/kettle.js";

export class TeaServer {
  #tools = new Map();
  private server = new Server({ name: "tea", version: "1" }, { capabilities: { tools: {} } });
  constructor() {
    kettleTools.forEach((tool) => this.#tools.set(tool.name, tool));
    this.server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...this.#tools.values()] }));
  }
}
`;
    expect(names(files({ 'src/index.ts': server }))).toEqual(['boil', 'pour']);
    const declared = server.replaceAll('#tools', 'tools');
    expect(names(files({ 'src/index.ts': declared.replace('  tools = new Map();', '  private tools = new Map();') }))).toEqual(['boil', 'pour']);
    // A bare field given its Map first thing in the constructor; given another one later, it may hold anything.
    const bare = declared
      .replace('  tools = new Map();', '  private tools: Map<string, Tool>;')
      .replace('  constructor() {\n', '  constructor() {\n    this.tools = new Map();\n');
    expect(names(files({ 'src/index.ts': bare }))).toEqual(['boil', 'pour']);
    expect(names(files({ 'src/index.ts': bare.replace(/\n}\n$/, '\n  reset() {\n    this.tools = new Map();\n  }\n}\n') }))).toBeNull();
    // A public field may be written by any module holding the server.
    expect(names(files({ 'src/index.ts': declared.replace('  tools = new Map();', '  public tools = new Map();') }))).toBeNull();
  });

  it('reads nothing when the Map may hold something else, or the handler serves it otherwise', () => {
    const registry = (fill: string) => files({ 'src/tools/registry.ts': REGISTRY.replace('FILL', fill) });
    const server = (from: string, to: string) => files({ 'src/index.ts': SERVER.replace(from, to) });
    const nearMisses = [
      // Written with an item made here, a copy of another description, or keyed otherwise.
      registry(`${LOOP}\n  registry.set("steam", { name: "steam", description: "Vents.", inputSchema: {} });`),
      registry('for (const tool of every) registry.set(tool.name, { ...tool, description: "Any." });'),
      registry('for (const tool of every) registry.set(tool.id, tool);'),
      // Filled from a list not known to hold tools, or handed to a function that may write it.
      registry('for (const tool of loadPlugins()) registry.set(tool.name, tool);'),
      registry(`${LOOP}\n  extend(registry);`),
      // Deleted from, cleared, or written again where it is served.
      registry(`${LOOP}\n  registry.delete("pour");`),
      server('const registry = buildRegistry();', 'const registry = buildRegistry();\nregistry.clear();'),
      server('const registry = buildRegistry();', 'const registry = buildRegistry();\nregistry.set(extra.name, extra);'),
      server('const registry = buildRegistry();', 'const registry = buildRegistry();\nexport { registry };'),
      // The names rewritten on the way out, or the Map itself served.
      server('name: t.name', 'name: `tea_${t.name}`'),
      server(/tools: Array[^\n]*/.exec(SERVER)?.[0] ?? '', 'tools: registry,'),
      server(/tools: Array[^\n]*/.exec(SERVER)?.[0] ?? '', 'tools: buildRegistry(),'),
    ];
    expect(nearMisses.map((all) => names(all))).toEqual(nearMisses.map(() => null));
  });

  it('reads nothing from a Map the module exports, which another module may write', () => {
    const exported = REGISTRY.replace(
      'export function buildRegistry(): Map<string, unknown> {\n  const registry = new Map();',
      'export const registry = new Map();\nexport function buildRegistry(): Map<string, unknown> {',
    ).replace('FILL', LOOP);
    expect(names(files({ 'src/tools/registry.ts': exported }))).toBeNull();
  });
});
