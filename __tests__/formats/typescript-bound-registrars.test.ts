/**
 * A server's own registration method bound to it under another name (bound-registrars.ts): `const tool =
 * server.tool.bind(server)`, behind casts or not. Each call of the const is read as the server's registration, at
 * its literals; a method bound to another object, bound with placed arguments, or held by a `let` is not.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { extractTools } from '../../src/formats/typescript-source/extract.js';
import { vendoredTypescript } from '../../src/util/lazy-require.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = { 'package.json': '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}' };
const HEAD = 'import { z } from "zod";\nimport type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\n';

function lint(text: string): FileResult {
  return lintSource('src/tools/kiln.ts', text, { catalogue, workspace: memoryWorkspace(PACKAGE) });
}

function read(text: string): { tools: string[]; dynamic: [number, string][] } {
  const source = lint(text).source;
  return { tools: (source?.tools ?? []).map((t) => `${t.name} ${t.line}:${t.column}`), dynamic: (source?.dynamic ?? []).map((d) => [d.line, d.what]) };
}

const CAST = `${HEAD}export function registerKilnTools(server: McpServer) {
  const tool = (server as unknown as {
    tool: (name: string, desc: string, schema: unknown, handler: (args: unknown) => Promise<unknown>) => void;
  }).tool.bind(server);
  tool("fire_kiln", "Fires the kiln to the given cone.", { cone: z.number().describe("Target cone") }, async () => ({ content: [] }));
  tool("cool_kiln", "Lets the kiln cool down.", {}, async () => ({ content: [] }));
}
`;

describe('typescript-source: a registration method bound to its own server', () => {
  it('reads each call of a cast bound `tool`, at its literals, with its schema', () => {
    expect(read(CAST)).toEqual({ tools: ['fire_kiln 7:8', 'cool_kiln 8:8'], dynamic: [] });
    const { tools } = extractTools(vendoredTypescript(), 'src/tools/kiln.ts', CAST);
    expect(tools.map((t) => t.description)).toEqual(['Fires the kiln to the given cone.', 'Lets the kiln cool down.']);
    expect(tools[0].inputSchema).toEqual({ type: 'object', properties: { cone: { type: 'number', description: 'Target cone' } }, required: ['cone'] });
    expect(lint(CAST).findings.filter((f) => f.ruleId.startsWith('mcpdesc.tool'))).toEqual([]);
  });

  it('reads a plain bound `registerTool` of a class field, and judges what it reads', () => {
    const text = `${HEAD}export class Kiln {
  constructor(private readonly server: McpServer) {
    const register = this.server.registerTool.bind(this.server);
    register("glaze", { description: "Applies a glaze.", inputSchema: { color: z.string() } }, async () => ({ content: [] }));
  }
}
`;
    expect(read(text)).toEqual({ tools: ['glaze 6:14'], dynamic: [] });
    const findings = lint(text.replace('"Applies a glaze."', '""')).findings.filter((f) => f.ruleId === 'mcpdesc.tool.description');
    expect(findings.map((f) => `${f.pointer} ${f.range.start.line}:${f.range.start.column}`)).toEqual(['/tools/0/description 6:38']);
  });

  it('does not read a method bound to another object, bound with arguments, or held by a let', () => {
    const other = CAST.replace('.tool.bind(server)', '.tool.bind(proxy)');
    expect(read(other).tools).toEqual([]);
    const placed = CAST.replace('.tool.bind(server)', '.tool.bind(server, "kiln_prefix")');
    expect(read(placed).tools).toEqual([]);
    const mutable = CAST.replace('const tool =', 'let tool =');
    expect(read(mutable).tools).toEqual([]);
    const unrelated = CAST.replace('.tool.bind(server)', '.run.bind(server)');
    expect(read(unrelated).tools).toEqual([]);
  });

  it('leaves the original a patch of the method keeps to the registrations made through the patch', () => {
    const text = `${HEAD}export function wrapKiln(server: McpServer) {
  const original = server.registerTool.bind(server);
  (server as any).registerTool = (name: string, config: object, cb: Function) => original(name, config, guard(cb));
  server.registerTool("vent", { description: "Opens the vent." }, async () => ({ content: [] }));
}
`;
    expect(read(text)).toEqual({ tools: ['vent 6:23'], dynamic: [] });
  });
});
