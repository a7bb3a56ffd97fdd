/**
 * typescript-source: a module naming no SDK that registers on an instance of a class of the repository whose
 * `registerTool` method hands the SDK's server the name and config it is given (forwarding-classes.ts); a class
 * that renames, registers under a branch, sets a key anew or reaches no SDK server proves nothing.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}';
/** The class: it holds the SDK's server and forwards the name and the config's keys, wrapping the handler. */
const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export class GardenServer {
  private server: McpServer;
  constructor(name: string) {
    this.server = new McpServer({ name, version: "1.0.0" });
  }
  registerTool(name: string, definition: { title: string; description?: string; inputSchema: object }, handler: Run): void {
    this.server.registerTool(
      name,
      { title: definition.title, description: definition.description, inputSchema: definition.inputSchema },
      async (input) => ({ content: [{ type: "text", text: String(await handler(input)) }] }),
    );
  }
}
`;
/** Two registrations: `prune` (its name on line 5, column 3) and `water` (line 6, column 23). */
const ENTRY = `import { z } from "zod";
import { GardenServer } from "./server/garden-server.js";
async function main() {
  const server = new GardenServer("garden");
  server.registerTool(
    "prune", { title: "Prune", description: "Prunes one hedge.", inputSchema: { hedge: z.string() } }, prune);
  server.registerTool("water", { title: "Water", description: "Waters the beds.", inputSchema: {} }, water);
}
`;

function lint(files: Record<string, string>, path = 'src/index.ts'): FileResult {
  const all: Record<string, string> = { 'package.json': PACKAGE, 'src/server/garden-server.ts': SERVER, 'src/index.ts': ENTRY, ...files };
  return lintSource(path, all[path], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

function read(files: Record<string, string>): string[] | undefined {
  return lint(files).source?.tools.map((t) => `${t.name} ${t.line}:${t.column}`);
}

describe('typescript-source: registrations on an instance of a class forwarding to the SDK', () => {
  it('reads each registration at its own literals, and judges its description', () => {
    expect(read({})).toEqual(['prune 6:5', 'water 7:23']);
    expect(lint({}).findings).toEqual([]);
    const empty = lint({ 'src/index.ts': ENTRY.replace('"Waters the beds."', '""') });
    const finding = empty.findings.find((f) => f.ruleId === 'mcpdesc.tool.description');
    expect(finding?.pointer).toBe('/tools/1/description');
  });

  it('reads the whole config forwarded as it is, and a server declared by the parameter property', () => {
    const whole = SERVER.replace('{ title: definition.title, description: definition.description, inputSchema: definition.inputSchema }', 'definition');
    expect(read({ 'src/server/garden-server.ts': whole })).toEqual(['prune 6:5', 'water 7:23']);
    const property = SERVER.replace(
      '  private server: McpServer;\n  constructor(name: string) {\n    this.server = new McpServer({ name, version: "1.0.0" });\n  }',
      '  constructor(private readonly server: McpServer) {}',
    );
    expect(read({ 'src/server/garden-server.ts': property })).toEqual(['prune 6:5', 'water 7:23']);
  });

  it('reads nothing through a class that renames, branches, rewrites a key or holds no SDK server', () => {
    const renamed = SERVER.replace('      name,\n', '      `garden_${name}`,\n');
    expect(read({ 'src/server/garden-server.ts': renamed })).toBeUndefined();
    const branched = SERVER.replace('    this.server.registerTool(', '    if (name) this.server.registerTool(');
    expect(read({ 'src/server/garden-server.ts': branched })).toBeUndefined();
    const rewritten = SERVER.replace('description: definition.description', 'description: `${definition.description} (garden)`');
    expect(read({ 'src/server/garden-server.ts': rewritten })).toBeUndefined();
    const written = SERVER.replace('handler: Run): void {\n', 'handler: Run): void {\n    definition.description = "x";\n');
    expect(read({ 'src/server/garden-server.ts': written })).toBeUndefined();
    const untyped = SERVER.replace('private server: McpServer;', 'private server: Shed;');
    expect(read({ 'src/server/garden-server.ts': untyped })).toBeUndefined();
    const noSdk = SERVER.replace('import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";', 'import { McpServer } from "./shed.js";');
    expect(read({ 'src/server/garden-server.ts': noSdk })).toBeUndefined();
  });

  it('reads nothing when a call hands a key the class drops, or the instance is no const made of it', () => {
    const dropped = ENTRY.replace('inputSchema: {} }', 'inputSchema: {}, annotations: { readOnlyHint: true } }');
    expect(read({ 'src/index.ts': dropped })).toBeUndefined();
    const other = ENTRY.replace('const server = new GardenServer("garden");', 'const server = makeServer();');
    expect(read({ 'src/index.ts': other })).toBeUndefined();
    // A registration on anything else in the file: nothing proves that receiver a server.
    const elsewhere = ENTRY.replace(
      '  server.registerTool("water"',
      '  shed.registerTool("rake", { description: "Rakes." }, rake);\n  server.registerTool("water"',
    );
    expect(read({ 'src/index.ts': elsewhere })).toBeUndefined();
  });
});
