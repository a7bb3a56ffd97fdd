/**
 * typescript-source: a tools/list handler a static method sets up, answering `this.<static>()` (static-delegates.ts):
 * read when a module calls the setup on the class itself by name; a setup only a subclass (or a test, or no module)
 * calls, a delegate that is not the class's own static method, is not read.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0"}}';
/** `water` (its name on line 9, column 17) and `prune` (line 14, column 17). */
const SERVICE = `import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";

export class GardenService {
  static getToolDefinitions() {
    return {
      tools: [
        {
          name: "water",
          description: "Waters one bed of the garden.",
          inputSchema: { type: "object", properties: { bed: { type: "string" } } },
        },
        {
          name: "prune",
          description: "Prunes the hedges.",
          inputSchema: { type: "object", properties: {} },
        },
      ],
    };
  }

  static setupHandlers(server: Server): void {
    server.setRequestHandler(ListToolsRequestSchema, async () => {
      return this.getToolDefinitions();
    });
  }
}
`;
const INDEX = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { GardenService } from "../services/garden.js";

const server = new Server({ name: "garden", version: "1.0.0" }, { capabilities: { tools: {} } });
GardenService.setupHandlers(server);
`;
const FILES: Record<string, string> = { 'package.json': PACKAGE, 'src/services/garden.ts': SERVICE, 'src/core/index.ts': INDEX };

function lint(files: Record<string, string>): FileResult {
  const all = { ...FILES, ...files };
  return lintSource('src/services/garden.ts', all['src/services/garden.ts'], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

function read(files: Record<string, string>): { tools: string[]; dynamic: number } {
  const source = lint(files).source;
  return { tools: (source?.tools ?? []).map((t) => `${t.name} ${t.line}:${t.column}`), dynamic: source?.dynamic.length ?? 0 };
}

describe('typescript-source: a static setup answering this.<static>(), called on its class', () => {
  it("reads the class's own static method's tools, where a module calls the setup on the class", () => {
    expect(read({})).toEqual({ tools: ['water 9:17', 'prune 14:17'], dynamic: 0 });
    expect(lint({}).findings).toEqual([]);
    // An arrow answering it directly, and `tools: this.list()` in the answer, read alike.
    const concise = SERVICE.replace('async () => {\n      return this.getToolDefinitions();\n    }', 'async () => this.getToolDefinitions()');
    expect(read({ 'src/services/garden.ts': concise }).tools).toEqual(['water 9:17', 'prune 14:17']);
    const listed = SERVICE.replace('    return {\n      tools: [', '    return (\n      [')
      .replace('      ],\n    };', '      ]\n    );')
      .replace('return this.getToolDefinitions();', 'return { tools: this.getToolDefinitions() };');
    expect(read({ 'src/services/garden.ts': listed }).tools).toEqual(['water 9:17', 'prune 14:17']);
    // The module's own call proves it too.
    const own = `${SERVICE}\ndeclare const server: Server;\nGardenService.setupHandlers(server);\n`;
    expect(read({ 'src/services/garden.ts': own, 'src/core/index.ts': '' }).tools).toEqual(['water 9:17', 'prune 14:17']);
    const empty = lint({ 'src/services/garden.ts': SERVICE.replace('"Waters one bed of the garden."', '""') });
    expect(empty.findings.find((f) => f.ruleId === 'mcpdesc.tool.description')?.range.start).toEqual({ line: 10, column: 24 });
  });

  it('reads nothing where no module is seen calling the setup on the class itself', () => {
    expect(read({ 'src/core/index.ts': '' })).toEqual({ tools: [], dynamic: 1 });
    // Only a subclass calls it: its `this` is the subclass, whose static method may be its own.
    const sub = INDEX.replace('GardenService.setupHandlers(server);', 'class Shed extends GardenService {}\nShed.setupHandlers(server);');
    expect(read({ 'src/core/index.ts': sub })).toEqual({ tools: [], dynamic: 1 });
    // Another static method is called; a test calling it proves nothing of the server.
    expect(read({ 'src/core/index.ts': INDEX.replace('.setupHandlers(', '.describe(') }).tools).toEqual([]);
    expect(read({ 'src/core/index.ts': '', 'src/core/garden.test.ts': INDEX }).tools).toEqual([]);
    // A class of the same name another module declares.
    const other = INDEX.replace('import { GardenService } from "../services/garden.js";', 'import { GardenService } from "./other.js";');
    expect(read({ 'src/core/index.ts': other }).tools).toEqual([]);
  });

  it('reads no delegate that is not the static method of the class', () => {
    // An instance method: the static `this` has no such member.
    expect(read({ 'src/services/garden.ts': SERVICE.replace('  static getToolDefinitions()', '  getToolDefinitions()') }).tools).toEqual([]);
    // The setup is an instance method: `this` is an instance, perhaps a subclass's.
    const instance = SERVICE.replace('  static setupHandlers', '  setupHandlers');
    expect(read({ 'src/services/garden.ts': instance, 'src/core/index.ts': INDEX.replace('GardenService.', 'new GardenService().') }).tools).toEqual([]);
    // Two members of the name (an overload written out), or a delegate handed arguments.
    const twice = SERVICE.replace('  static setupHandlers', '  static getToolDefinitions(x: number): void;\n  static setupHandlers');
    expect(read({ 'src/services/garden.ts': twice }).tools).toEqual([]);
    const argued = SERVICE.replace('this.getToolDefinitions()', 'this.getToolDefinitions(1)');
    expect(read({ 'src/services/garden.ts': argued }).tools).toEqual([]);
  });
});
