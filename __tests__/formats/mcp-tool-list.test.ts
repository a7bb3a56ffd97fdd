/** Committed tools/list results: which files are tool lists, the version they are read in, and where findings land. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { classify } from '../../src/engine/classify.js';
import { lintSource } from '../../src/engine/lint.js';
import { FORMATS } from '../../src/formats/index.js';
import { FORMAT_INFOS } from '../../src/formats/loaders.js';
import { placeIn } from '../../src/formats/mcp-tool-list/context.js';
import { TOOL_FIELDS } from '../../src/formats/mcp-tool-list/info.js';
import { DEFINITIONS } from '../../src/protocol/model/index.js';
import { LATEST } from '../../src/protocol/versions.js';
import { formatJson } from '../../src/report/json.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const tool = (name: string) => ({ name, description: `Run ${name}.`, inputSchema: { type: 'object' } });
const formatOf = (path: string, value: unknown) => classify(FORMAT_INFOS, path, value).format?.id;
/** A workspace holding only the given files (root-relative paths). */
const valid = (path: string) => readFileSync(new URL(`../conformance/expected-valid/mcp-tool-list/${path}`, import.meta.url), 'utf8');

/**
 * A docs site's data file, written from a Python server's source: each tool with its own `source_file`
 * and `tags`, and the parameters' type hints where a JSON Schema has its types.
 */
function docsSite(): [string, string, unknown][] {
  const entry = (name: string) => ({
    name,
    title: `Get ${name}`,
    description: `Get ${name}.`,
    inputSchema: { properties: { limit: { type: 'Annotated[int, Field(default=0, ge=0)]', default: 0 } } },
    annotations: { readOnlyHint: true },
    source_file: 'tools_things.py',
    tags: ['Things'],
  });
  const entries = [entry('get_thing'), entry('get_other')];
  return [
    ["a docs site's data file", 'site/src/data/tools.json', entries],
    ["a docs site's data file as a result", 'docs/tools.json', { tools: entries }],
  ];
}

describe('mcp-tool-list', () => {
  it("knows every field of the protocol's Tool, in every version", () => {
    const definition = DEFINITIONS.get('Tool');
    expect(Object.keys(definition?.fields ?? {}).sort()).toEqual([...TOOL_FIELDS].sort());
  });

  it.each([
    ['a tools/list result', 'tools.json', { tools: [tool('a'), tool('b')] }],
    ['a result with its cursor', 'pkg/tools.json', { tools: [tool('a')], nextCursor: 'next' }],
    ['an array golden file', 'pkg/mcp/testdata/toolsets-core-tools.json', [tool('a')]],
    ['a one-tool snapshot', 'pkg/github/__toolsnaps__/get_me.snap', tool('get_me')],
    ["the Docker catalog's MCP-shaped tools", 'servers/alfresco/tools.json', [tool('search'), { name: 'other', description: 'no schema given' }]],
    // A server's own tool configuration: fields of its own on every tool, but MCP input schemas.
    [
      'tools with a field of their own beside MCP schemas',
      'config/tools.json',
      [
        { ...tool('a'), op: { type: 'search' } },
        { ...tool('b'), op: { type: 'read' } },
      ],
    ],
    // Broken lists the user meant as tool lists: their findings are true.
    [
      'tools whose schemas lack "type"',
      'tools.json',
      [
        { name: 'a', inputSchema: { properties: {} } },
        { name: 'b', inputSchema: {} },
      ],
    ],
    [
      'tools one of which has a stray field',
      'tools.json',
      [
        { name: 'a', inputSchema: {}, descripton: 'd' },
        { name: 'b', inputSchema: {} },
      ],
    ],
    ['one tool with a field of its own', 'tools.json', [{ name: 'a', inputSchema: {}, tags: ['x'] }]],
  ])('recognizes %s, for the library and for the runner', (_name, path, value) => {
    expect(classify(FORMATS, path, value).format?.id).toBe('mcp-tool-list');
    expect(formatOf(path, value)).toBe('mcp-tool-list');
  });

  it.each([
    ['a tools.json of something else', 'tools.json', { tools: ['hammer', 'saw'] }],
    ['an empty list', 'tools.json', []],
    ["Docker's own catalog shape (arguments)", 'tools.json', [{ name: 'a', description: 'd', arguments: [{ name: 'q', type: 'string', desc: 'd' }] }]],
    ['an MCP prompt list', 'pkg/mcp/testdata/toolsets-full-prompts.json', [{ name: 'check', description: 'd', arguments: [{ name: 'ns', description: 'd' }] }]],
    ['an OpenAI function list', 'testdata/tools.json', [{ type: 'function', function: { name: 'a', parameters: { type: 'object' } } }]],
    ['an Anthropic API tool list (input_schema)', 'tools.json', [{ name: 'a', input_schema: { type: 'object' } }]],
    ['tools with no input schema at all', 'tools.json', [{ name: 'a', description: 'd' }]],
    ['an object with other keys beside its tools', 'tools.json', { tools: [tool('a')], version: 2 }],
    ['a tool list at a path of no format', 'lib/catalog.json', { tools: [tool('a')] }],
    ...docsSite(),
  ])('takes %s for no format', (_name, path, value) => {
    expect(formatOf(path, value)).toBeUndefined();
    expect(lintSource(path, JSON.stringify(value), { catalogue })).toMatchObject({ format: null, findings: [] });
  });

  it('leaves a descriptor a descriptor, at its own path or with the version it declares', () => {
    expect(formatOf('server.mcp.json', { tools: [tool('a')] })).toBe('mcpdesc-descriptor');
    expect(formatOf('tools.json', { protocolVersion: '2025-11-25', tools: [tool('a')] })).toBe('mcpdesc-descriptor');
  });

  it.each(['tools.json', 'testdata/toolsets-core-tools.json', '__toolsnaps__/order_summary.snap'])(
    'checks the corpus file %s in the newest protocol version, with no finding',
    (path) => {
      expect(lintSource(path, valid(path), { catalogue })).toMatchObject({ path, format: 'mcp-tool-list', version: LATEST, findings: [] });
    },
  );

  it("moves a descriptor's pointers to where the tool sits in the file", () => {
    expect(placeIn('result', '/tools/2/name')).toBe('/tools/2/name');
    expect(placeIn('array', '/tools/2/name')).toBe('/2/name');
    expect(placeIn('array', '/tools')).toBe('');
    expect(placeIn('tool', '/tools/0/inputSchema/type')).toBe('/inputSchema/type');
    expect(placeIn('tool', '/tools/0')).toBe('');
    expect(placeIn('tool', '/protocolVersion')).toBe('');
  });

  it('reports a snapshot finding at its place in the file', () => {
    const text = '{\n  "inputSchema": {\n    "type": "array"\n  },\n  "name": "a"\n}';
    const { findings } = lintSource('__toolsnaps__/a.snap', text, { catalogue });
    expect(findings.map((f) => [f.ruleId, f.pointer, f.range.start.line, f.range.start.column])).toEqual([['mcp.schema.tool', '/inputSchema/type', 3, 13]]);
  });

  describe("reads the tools in the protocol versions of the server's SDK", () => {
    const list = JSON.stringify({ tools: [{ ...tool('a'), outputSchema: { type: 'object' } }] }, null, 2);
    const lintIn = (path: string, files: Record<string, string>) => lintSource(path, list, { catalogue, workspace: memoryWorkspace(files) });

    it.each([
      [
        'package.json',
        'pkg/tools.json',
        { 'pkg/package.json': '{"dependencies":{"@modelcontextprotocol/sdk":"^1.13.0"}}' },
        '2024-11-05, 2025-03-26, 2025-06-18',
        'pkg/package.json: @modelcontextprotocol/sdk ^1.13.0',
      ],
      [
        'pyproject.toml',
        'tools.json',
        { 'pyproject.toml': '[project]\ndependencies = ["mcp[cli]>=1.10.0"]\n' },
        '2024-11-05, 2025-03-26, 2025-06-18',
        'pyproject.toml: mcp[cli]>=1.10.0',
      ],
      [
        'go.mod',
        'pkg/mcp/testdata/toolsets-tools.json',
        { 'go.mod': 'module x\n\nrequire github.com/mark3labs/mcp-go v0.44.0\n' },
        '2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25',
        'go.mod: github.com/mark3labs/mcp-go v0.44.0',
      ],
      [
        'the release package-lock.json pins beside package.json',
        'tools.json',
        {
          'package.json': '{"dependencies":{"@modelcontextprotocol/sdk":"^1.11.0"}}',
          'package-lock.json': '{"packages": {"node_modules/@modelcontextprotocol/sdk": {"version": "1.13.1"}}}',
        },
        '2024-11-05, 2025-03-26, 2025-06-18',
        'package-lock.json: @modelcontextprotocol/sdk 1.13.1 (package.json asks for ^1.11.0)',
      ],
      [
        'the release uv.lock pins beside pyproject.toml',
        'tools.json',
        { 'pyproject.toml': '[project]\ndependencies = ["mcp>=1.9.0"]\n', 'uv.lock': '[[package]]\nname = "mcp"\nversion = "1.23.1"\n' },
        '2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25',
        'uv.lock: mcp 1.23.1 (pyproject.toml asks for mcp>=1.9.0)',
      ],
      [
        'the nearest manifest that names an SDK',
        'a/b/tools.json',
        {
          'a/b/package.json': '{"dependencies":{"zod":"^3"}}',
          'a/go.mod': 'require github.com/modelcontextprotocol/go-sdk v1.2.0',
          'package.json': '{"dependencies":{"@modelcontextprotocol/sdk":"1.0.0"}}',
        },
        '2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25',
        'a/go.mod: github.com/modelcontextprotocol/go-sdk v1.2.0',
      ],
    ])('from %s', (_name, path, files, version, from) => {
      expect(lintIn(path, files)).toMatchObject({ format: 'mcp-tool-list', version, versionFrom: from });
    });

    it("reports a field the SDK's protocol versions do not have, and says which versions in the JSON report", () => {
      const result = lintIn('tools.json', { 'package.json': '{"dependencies":{"@modelcontextprotocol/sdk":"^1.11.0"}}' });
      expect(result.findings.map((f) => [f.ruleId, f.pointer, f.message])).toEqual([
        [
          'mcpdesc.version.field-availability',
          '/tools/0/outputSchema',
          '"outputSchema" is not a property of a tool in 2025-03-26, the newest protocol version of the SDK release the server\'s package names; it exists in 2025-06-18 and later. If the server sends it, it runs a newer release: raise the SDK requirement (and the lockfile\'s pin) to one that speaks it; if you wrote it by hand, remove it.',
        ],
      ]);
      const [file] = JSON.parse(formatJson([result], '0.0.0')).files;
      expect(file).toEqual({
        path: 'tools.json',
        protocolVersion: null,
        format: 'mcp-tool-list',
        version: '2024-11-05, 2025-03-26',
        versionFrom: 'package.json: @modelcontextprotocol/sdk ^1.11.0',
      });
    });

    it('reads a field the newest version the SDK speaks defines as right: the SDK serves each client its own version', () => {
      const snapshot = JSON.stringify([{ ...tool('a'), title: 'A', annotations: { readOnlyHint: true }, outputSchema: { type: 'object' } }], null, 2);
      const result = lintSource('internal/tools/testdata/tools.json', snapshot, {
        catalogue,
        workspace: memoryWorkspace({ 'go.mod': 'module x\n\nrequire github.com/modelcontextprotocol/go-sdk v1.5.0\n' }),
      });
      expect(result).toMatchObject({ format: 'mcp-tool-list', version: '2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25', findings: [] });
    });

    it('reports a field the newest version the SDK speaks no longer has, once, in that version', () => {
      const files = { 'go.mod': 'require github.com/modelcontextprotocol/go-sdk v1.7.0\n' };
      const snapshot = JSON.stringify([{ ...tool('a'), execution: { taskSupport: 'optional' } }], null, 2);
      const result = lintSource('testdata/tools.json', snapshot, { catalogue, workspace: memoryWorkspace(files) });
      expect(result.findings.map((f) => [f.ruleId, f.pointer, f.message])).toEqual([
        [
          'mcpdesc.version.field-availability',
          '/0/execution',
          '"execution" is not a property of a tool in 2026-07-28, the newest protocol version; it exists only in 2025-11-25, and clients on 2026-07-28 ignore it. Remove it, unless the server sends it to clients of older versions.',
        ],
      ]);
    });

    it('assumes the newest version, and says so, when no manifest names an SDK or the range names no release', () => {
      const assumed = `assumed the newest protocol version, ${LATEST}: no package.json, pyproject.toml, requirements.txt or go.mod at or above this file names a release of an MCP SDK`;
      expect(lintIn('tools.json', { 'package.json': '{"dependencies":{"@modelcontextprotocol/sdk":"latest"}}' })).toMatchObject({
        version: LATEST,
        versionFrom: assumed,
        findings: [],
      });
      expect(lintSource('tools.json', list, { catalogue })).toMatchObject({ version: LATEST, versionFrom: assumed, findings: [] });
      expect(lintIn('../tools.json', { 'package.json': '{"dependencies":{"@modelcontextprotocol/sdk":"^1.11.0"}}' })).toMatchObject({ version: LATEST });
    });
  });
});
