/**
 * A source file's extraction shared within a run (src/formats/source/shared.ts): the consistency rules
 * keep what they extracted for the file's own format, which takes it; results are the same as a file
 * linted alone, for every reader, and a go-sdk file (which the two read differently) shares nothing.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { emptyExtracted, type Extracted } from '../../src/formats/source/extracted.js';
import { knownNoSdk, namesSdk, sharedExtraction } from '../../src/formats/source/shared.js';
import { runMemo } from '../../src/formats/types.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

/** A workspace of `files` (root-relative paths), with its folders listed. */
/** What a report shows of a file. */
function shown(result: FileResult): unknown {
  return { format: result.format, version: result.version, source: result.source, findings: result.findings.map((f) => [f.ruleId, f.range, f.message]) };
}

/** Lints `paths` in order in one run, and each alone; returns both. */
function lintBoth(files: Record<string, string>, paths: string[]): { run: unknown[]; alone: unknown[] } {
  const view = memoryWorkspace(files, { list: 'entries' });
  const run = runMemo();
  return {
    run: paths.map((path) => shown(lintSource(path, files[path], { catalogue, workspace: view, run }))),
    alone: paths.map((path) => shown(lintSource(path, files[path], { catalogue, workspace: view, run: runMemo() }))),
  };
}

const TS_TOOL = (name: string) =>
  `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1.0.0" });\nserver.registerTool("${name}", { description: "Finds ${name}." }, async () => ({ content: [] }));\n`;
const PY_TOOL = (name: string) =>
  `from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP("s")\n\n\n@mcp.tool()\ndef ${name}() -> str:\n    """Finds ${name}."""\n    return ""\n`;
const GO_SDK_TOOL = (name: string) =>
  `package main\n\nimport "github.com/modelcontextprotocol/go-sdk/mcp"\n\nfunc main() {\n\tmcp.AddTool(server, &mcp.Tool{Name: "${name}", Description: "Finds ${name}."}, handler)\n}\n`;

/** An extraction that counts its calls. */
function counted(): { extract: () => Extracted; made: () => number } {
  let made = 0;
  return {
    extract: () => {
      made++;
      return emptyExtracted();
    },
    made: () => made,
  };
}

describe('a source extraction shared within a run', () => {
  it('is taken once by the reader that did not keep it, and only for the same text', () => {
    const run = runMemo();
    const { extract, made } = counted();
    const kept = sharedExtraction(run, 'k', 'a.ts', 'text', extract, true);
    expect(sharedExtraction(run, 'k', 'a.ts', 'text', extract, false)).toBe(kept);
    expect(made()).toBe(1);
    // Taken, so gone: the next reader extracts again.
    expect(sharedExtraction(run, 'k', 'a.ts', 'text', extract, false)).not.toBe(kept);
    expect(made()).toBe(2);
    sharedExtraction(run, 'k', 'b.ts', 'text', extract, true);
    sharedExtraction(run, 'k', 'b.ts', 'changed', extract, false);
    sharedExtraction(run, 'other', 'b.ts', 'text', extract, false);
    expect(made()).toBe(5);
    // No run: nothing to share.
    sharedExtraction(undefined, 'k', 'c.ts', 'text', extract, true);
    sharedExtraction(undefined, 'k', 'c.ts', 'text', extract, false);
    expect(made()).toBe(7);
  });

  it('holds the last extraction not kept, for the rules reading the file being linted', () => {
    const run = runMemo();
    const { extract, made } = counted();
    const held = sharedExtraction(run, 'k', 'a.ts', 'text', extract, false);
    expect(sharedExtraction(run, 'k', 'a.ts', 'text', extract, false)).toBe(held);
    expect(made()).toBe(1);
    // Only the last one is held, for the same reader and text.
    sharedExtraction(run, 'k', 'b.ts', 'text', extract, false);
    sharedExtraction(run, 'k', 'c.ts', 'text', extract, false);
    sharedExtraction(run, 'k', 'b.ts', 'text', extract, false);
    sharedExtraction(run, 'other', 'c.ts', 'text', extract, false);
    sharedExtraction(run, 'k', 'd.ts', 'text', extract, false);
    sharedExtraction(run, 'k', 'd.ts', 'changed', extract, false);
    expect(made()).toBe(7);
  });

  it('keeps only what fits its bounds, oldest out first', () => {
    const run = runMemo();
    const { extract, made } = counted();
    const big = 'x'.repeat(3 << 20);
    sharedExtraction(run, 'k', 'a.ts', big, extract, true);
    sharedExtraction(run, 'k', 'b.ts', big, extract, true);
    sharedExtraction(run, 'k', 'a.ts', big, extract, false);
    sharedExtraction(run, 'k', 'b.ts', big, extract, false);
    expect(made()).toBe(3);
  });

  it.each([
    ['TypeScript', 'package.json', '{"dependencies": {"@modelcontextprotocol/sdk": "1.24.1"}}\n', 'src/a.ts', 'src/b.ts', TS_TOOL],
    ['Python', 'pyproject.toml', '[project]\ndependencies = ["mcp>=1.23.1"]\n', 'src/a.py', 'src/b.py', PY_TOOL],
    [
      'Go (go-sdk, read otherwise by the consistency rules)',
      'go.mod',
      'module x\n\nrequire github.com/modelcontextprotocol/go-sdk v1.2.0\n',
      'a.go',
      'b.go',
      GO_SDK_TOOL,
    ],
  ])('gives %s files the results they get alone', (_, manifest, manifestText, a, b, tool) => {
    const files = { [manifest]: manifestText, [a]: tool('find_a'), [b]: tool('find_b') };
    const { run, alone } = lintBoth(files, [a, b]);
    expect(run).toEqual(alone);
    expect((run[1] as { source?: { tools: { name: string }[] } }).source?.tools.map((t) => t.name)).toEqual(['find_b']);
  });

  it("still lists a go-sdk tool's input schema as not statically known in a run", () => {
    const files = {
      'go.mod': 'module x\n\nrequire github.com/modelcontextprotocol/go-sdk v1.2.0\n',
      'a.go': GO_SDK_TOOL('find_a'),
      'b.go': GO_SDK_TOOL('find_b'),
    };
    const { run } = lintBoth(files, ['a.go', 'b.go']);
    expect((run[1] as { source?: { dynamic: { what: string }[] } }).source?.dynamic.map((d) => d.what)).toEqual([
      "the tool's input schema (made from its handler's argument type)",
    ]);
  });
});

describe('whether a source file names an MCP SDK, asked once per run', () => {
  it('tests each path once per run and workspace, and says which name none', () => {
    const run = runMemo();
    const workspace = memoryWorkspace({});
    let tests = 0;
    const test = (answer: boolean) => () => {
      tests++;
      return answer;
    };
    expect(namesSdk(run, workspace, 'typescript-source', 'a.ts', test(true))).toBe(true);
    expect(namesSdk(run, workspace, 'typescript-source', 'a.ts', test(false))).toBe(true);
    expect(namesSdk(run, workspace, 'typescript-source', 'b.ts', test(false))).toBe(false);
    expect(tests).toBe(2);
    expect(knownNoSdk(run, workspace, 'typescript-source', 'b.ts')).toBe(true);
    expect(knownNoSdk(run, workspace, 'typescript-source', 'a.ts')).toBe(false);
    // Another format, workspace or run asks again; so does a call with no run.
    namesSdk(run, workspace, 'python-source', 'a.ts', test(false));
    namesSdk(run, memoryWorkspace({}), 'typescript-source', 'a.ts', test(false));
    namesSdk(runMemo(), workspace, 'typescript-source', 'a.ts', test(false));
    namesSdk(undefined, workspace, 'typescript-source', 'a.ts', test(false));
    expect(tests).toBe(6);
  });
});
