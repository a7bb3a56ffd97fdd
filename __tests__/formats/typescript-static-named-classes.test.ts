/**
 * Tool classes named by a static member (static-named-classes.ts): the base registering `this.name` takes the
 * name in its constructor, and the repository's server constructs each class with its own `static toolName`
 * and registers the instance. Read only when each link is proved; otherwise the class stays listed as a tool
 * whose name is not statically known. Mocks and test helpers are test files.
 */
import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../../src/engine/lint.js';
import { testSource } from '../../src/engine/test-source.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const UNKNOWN = 'a tool class (its name is not statically known)';

/** A monorepo: the base in a package of its own, an intermediate base beside the tools, and the server in a third. */
const FILES: Record<string, string> = {
  'package.json': '{"workspaces":["packages/*"],"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}',
  'packages/kernel/package.json': '{"name":"@yard/kernel","main":"./dist/index.js"}',
  'packages/kernel/src/index.ts': 'export { YardTool } from "./yardTool.js";\n',
  'packages/kernel/src/yardTool.ts': `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
type Fn = (name: string, config: object, cb: (a: unknown) => unknown) => unknown;
export abstract class YardTool {
  public readonly name: string;
  abstract description: string;
  abstract shape: Record<string, unknown>;
  constructor({ name, crew }: { name: string; crew: string }) {
    this.name = name;
    void crew;
  }
  public register(host: { mcp: McpServer }): boolean {
    (host.mcp.registerTool as Fn)(this.name, { description: this.description, inputSchema: this.shape }, (a) => this.run(a));
    return true;
  }
  abstract run(a: unknown): unknown;
}
`,
  'packages/chores/src/choreBase.ts': `import { YardTool } from "@yard/kernel";
export abstract class ChoreBase extends YardTool {
  constructor(params: { name: string; crew: string }) {
    super(params);
  }
}
`,
  'packages/chores/src/rake.ts': `import { z } from "zod";
import { ChoreBase } from "./choreBase.js";
export class RakeTool extends ChoreBase {
  static toolName = "rake-leaves";
  description = "Rakes the leaves into a pile.";
  shape = { lawn: z.string().describe("The lawn to rake") };
  run() { return "ok"; }
}
`,
  'packages/chores/src/index.ts': 'import { RakeTool } from "./rake.js";\nexport const CHORES = [RakeTool];\n',
  'packages/app/package.json': '{"name":"@yard/app"}',
  'packages/app/src/yardServer.ts': `import { CHORES } from "@yard/chores";
export class YardServer {
  mcp: unknown;
  registerAll(): void {
    for (const Chore of CHORES) {
      const chore = new Chore({ name: Chore.toolName, crew: "day" });
      chore.register(this);
    }
  }
}
`,
};
const TOOL = 'packages/chores/src/rake.ts';
const SERVER = 'packages/app/src/yardServer.ts';

function read(files: Record<string, string>, path = TOOL) {
  const result = lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
  return {
    tools: result.source?.tools ?? [],
    dynamic: (result.source?.dynamic ?? []).map((d) => `${d.line}:${d.column} ${d.what}`),
    findings: result.findings,
  };
}

/** FILES with one file's text changed. */
function changed(path: string, from: string, to: string): Record<string, string> {
  expect(FILES[path]).toContain(from);
  return { ...FILES, [path]: FILES[path].replace(from, to) };
}

describe('typescript-source: tool classes named by a static member their server hands the base', () => {
  it('reads the static name, through a workspace package, a barrel and an intermediate base', () => {
    expect(read(FILES)).toEqual({ tools: [{ name: 'rake-leaves', line: 4, column: 21 }], dynamic: [], findings: [] });
  });

  it('reads a static name a same-file constant holds, and checks it as any name', () => {
    const constant = changed(TOOL, '  static toolName = "rake-leaves";', '  static toolName = RAKE;')[TOOL].replace(
      'export class',
      'const RAKE = "rake leaves";\nexport class',
    );
    const result = read({ ...FILES, [TOOL]: constant });
    expect(result.tools.map((t) => t.name)).toEqual(['rake leaves']);
    expect(result.findings.map((f) => f.ruleId)).toContain('mcp.tool.name-format');
  });

  it('reads a static name an imported string constant holds', () => {
    const imported = changed(TOOL, '  static toolName = "rake-leaves";', '  static toolName = RAKE_NAME;')[TOOL].replace(
      'import { z } from "zod";',
      'import { z } from "zod";\nimport { RAKE_NAME } from "./names.js";',
    );
    const files = { ...FILES, [TOOL]: imported, 'packages/chores/src/names.ts': 'export const RAKE_NAME = "rake-leaves";\n' };
    expect(read(files)).toMatchObject({ tools: [{ name: 'rake-leaves', line: 5, column: 21 }], dynamic: [] });
  });

  it('reads a base, its tools and its server in one package by relative paths', () => {
    const files: Record<string, string> = {
      'package.json': '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}',
      'src/yardTool.ts': FILES['packages/kernel/src/yardTool.ts'],
      'src/tools/rake.ts': FILES[TOOL].replace('import { ChoreBase } from "./choreBase.js";', 'import { YardTool as ChoreBase } from "../yardTool.js";'),
      'src/server.ts': FILES[SERVER].replace(
        'import { CHORES } from "@yard/chores";',
        'import { RakeTool } from "./tools/rake.js";\nconst CHORES = [RakeTool];',
      ),
    };
    expect(read(files, 'src/tools/rake.ts').tools).toEqual([{ name: 'rake-leaves', line: 4, column: 21 }]);
  });

  it.each([
    ['the server hands another value', SERVER, 'name: Chore.toolName', 'name: "chore"'],
    ['the server hands a static of another class', SERVER, 'name: Chore.toolName', 'name: CHORES[0].toolName'],
    ['the server never registers the instance', SERVER, 'chore.register(this);', 'void chore;'],
    ['the base computes the name', 'packages/kernel/src/yardTool.ts', 'this.name = name;', 'this.name = name.toUpperCase();'],
    ['the base writes the name twice', 'packages/kernel/src/yardTool.ts', 'void crew;', 'this.name = crew;'],
    ['the base changes the parameter first', 'packages/kernel/src/yardTool.ts', 'void crew;', 'void crew;\n    name = "x";'],
    ['an intermediate base hands super another object', 'packages/chores/src/choreBase.ts', 'super(params);', 'super({ ...params, name: "raking" });'],
    [
      'the tool sets its name in its constructor',
      TOOL,
      '  run() {',
      '  constructor(p: { name: string; crew: string }) { super(p); this.name = "x"; }\n  run() {',
    ],
    ['the static name is a getter', TOOL, 'static toolName = "rake-leaves";', 'static get toolName() { return "rake-leaves"; }'],
  ])('lists the class as not statically known when %s', (_, path, from, to) => {
    expect(read(changed(path, from, to))).toMatchObject({ tools: [], dynamic: [`3:14 ${UNKNOWN}`] });
  });

  it('lists it when two registered constructions name different static members', () => {
    const twice = changed(
      SERVER,
      '      chore.register(this);',
      '      chore.register(this);\n      const other = new Chore({ name: Chore.id, crew: "night" });\n      other.register(this);',
    );
    expect(read(twice).dynamic).toEqual([`3:14 ${UNKNOWN}`]);
  });

  it('does not take a construction in a test file as the server', () => {
    const { [SERVER]: server, ...rest } = FILES;
    expect(read({ ...rest, 'packages/app/src/yardServer.test.ts': server }).dynamic).toEqual([`3:14 ${UNKNOWN}`]);
  });
});

describe('test helpers and mocks are test files', () => {
  it.each(['packages/remote/src/testHelpers/mockRemote.ts', 'src/mocks/tools.ts', 'src/test-helpers/server.ts'])('%s', (path) => {
    expect(testSource(path)).toMatch(/^it is in a [\w-]+\/ folder$/);
  });

  it('leaves other folders alone', () => {
    expect(testSource('src/mockups/server.ts')).toBeUndefined();
    expect(testSource('src/helpers/server.ts')).toBeUndefined();
  });
});
