/**
 * typescript-source: a tool's name read off an instance of a class of the repository whose constructor chain
 * sets it to a literal (instance-texts.ts): `server.tool(getTool.name, …)` of `const getTool = new GetTool()`,
 * `class GetTool extends BaseTool { constructor() { super('get', '…'); } }`. A member the class may change
 * elsewhere, an instance the file hands away or declares twice, or a name computed, is not read.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { extractTypescript } from '../../src/formats/typescript-source/read.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}';
const BASE = `export class BaseTool {
  constructor(name, description) {
    this.name = name;
    this.description = description;
  }

  reply(text) {
    return { content: [{ type: "text", text }] };
  }
}
`;
const GET = `import { BaseTool } from "./base.js";

export class GetTool extends BaseTool {
  constructor() {
    super("get_pods", "Lists the pods of a namespace.");
  }

  async execute(args) {
    return this.reply(String(args.namespace));
  }
}
`;
/** `get_pods` (its instance's name read on line 7, column 5), `get_logs` a class of this module. */
const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { GetTool } from "./tools/get.js";

function setup() {
  const server = new McpServer({ name: "k8s", version: "1.0.0" });
  const getTool = new GetTool();
  server.tool(getTool.name, getTool.description, { namespace: z.string() }, async (args) => getTool.execute(args));
  const logsTool = new LogsTool("get_logs");
  server.tool(logsTool.name, { pod: z.string() }, async () => ({ content: [] }));
  return server;
}

class LogsTool {
  title = "Logs";
  constructor(name) {
    this.name = name;
  }
}

setup();
`;
const FILES: Record<string, string> = { 'package.json': PACKAGE, 'src/tools/base.js': BASE, 'src/tools/get.js': GET, 'src/server.js': SERVER };

function lint(files: Record<string, string>): FileResult {
  const all = { ...FILES, ...files };
  return lintSource('src/server.js', all['src/server.js'], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

function read(files: Record<string, string> = {}): { tools: string[]; dynamic: string[] } {
  const source = lint(files).source;
  return {
    tools: (source?.tools ?? []).map((t) => `${t.name} ${t.line}:${t.column}`),
    dynamic: (source?.dynamic ?? []).map((d) => `${d.line}:${d.column} ${d.what}`),
  };
}

describe('typescript-source: texts an instance of a repository class is constructed with', () => {
  it('reads the name and description the constructor chain sets to literals', () => {
    expect(read()).toEqual({ tools: ['get_pods 8:15', 'get_logs 10:15'], dynamic: [] });
    // get_logs is served with no description: a true finding, nothing else.
    expect(lint({}).findings.map((f) => `${f.ruleId} ${f.pointer}`)).toEqual(['mcpdesc.tool.description /tools/1/name']);
    const tools = extractTypescript(SERVER, 'src/server.js', memoryWorkspace(FILES, { list: 'entries' })).tools;
    expect(tools.map((t) => [t.name, t.description])).toEqual([
      ['get_pods', 'Lists the pods of a namespace.'],
      ['get_logs', undefined],
    ]);
  });

  it('does not read a member a method of the chain may change', () => {
    const changing = BASE.replace('reply(text) {', 'rename(to) {\n    this.name = to;\n  }\n\n  reply(text) {');
    expect(read({ 'src/tools/base.js': changing }).tools).toEqual(['get_logs 10:15']);
  });

  it('does not read a member the constructor computes or sets in a branch', () => {
    const computed = GET.replace('super("get_pods",', 'super(`get_${kind}`,');
    expect(read({ 'src/tools/get.js': computed }).tools).toEqual(['get_logs 10:15']);
    const branch = BASE.replace('this.name = name;', 'if (name) this.name = name;');
    expect(read({ 'src/tools/base.js': branch }).tools).toEqual(['get_logs 10:15']);
  });

  it('does not read an instance the class may hand away as `this`, or that the file hands away or declares twice', () => {
    const leaked = BASE.replace('reply(text) {', 'register(r) {\n    r.add(this);\n  }\n\n  reply(text) {');
    expect(read({ 'src/tools/base.js': leaked }).tools).toEqual(['get_logs 10:15']);
    const handed = SERVER.replace('setup();', 'setup();\nfunction other() { const getTool = new GetTool(); return getTool; }');
    expect(read({ 'src/server.js': handed }).tools).toEqual(['get_logs 10:15']);
    const rewritten = SERVER.replace('const getTool = new GetTool();', 'const getTool = new GetTool();\n  mutate(getTool);');
    expect(read({ 'src/server.js': rewritten }).tools).toEqual(['get_logs 11:15']);
  });

  it('reads an instance handed away only after the registration, in another scope under the same name', () => {
    const after = SERVER.replace('  return server;', '  return { server, tools: { getTool } };').replace(
      'setup();',
      'function handler({ getTool }) {\n  return (args) => getTool.execute(args);\n}\n\nsetup();',
    );
    expect(read({ 'src/server.js': after }).tools).toEqual(['get_pods 8:15', 'get_logs 10:15']);
    const before = SERVER.replace('  server.tool(getTool.name', '  const handed = { getTool };\n  server.tool(getTool.name').replace(
      '  return server;',
      '  return { server, handed };',
    );
    expect(read({ 'src/server.js': before }).tools).toEqual(['get_logs 11:15']);
    const elsewhere = SERVER.replace('setup();', 'function other(getTool) {\n  return getTool.name;\n}\n\nsetup();');
    expect(read({ 'src/server.js': elsewhere }).tools).toEqual(['get_logs 10:15']);
  });

  it('does not read a name a subclass field or accessor overrides', () => {
    const field = GET.replace('constructor() {', 'name;\n\n  constructor() {');
    expect(read({ 'src/tools/get.js': field }).tools).toEqual(['get_logs 10:15']);
    const returned = GET.replace(
      'super("get_pods", "Lists the pods of a namespace.");',
      'super("get_pods", "Lists the pods of a namespace.");\n    return { name: "other" };',
    );
    expect(read({ 'src/tools/get.js': returned }).tools).toEqual(['get_logs 10:15']);
    const getter = GET.replace('async execute', 'get name() {\n    return "other";\n  }\n\n  async execute');
    expect(read({ 'src/tools/get.js': getter }).tools).toEqual(['get_logs 10:15']);
  });
});
