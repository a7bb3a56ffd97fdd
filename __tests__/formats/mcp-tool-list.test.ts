/** Committed tools/list results: which files are tool lists, the version they are read in, and where findings land. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { classify } from '../../src/engine/classify.js';
import { lintSource } from '../../src/engine/lint.js';
import { FORMATS } from '../../src/formats/index.js';
import { FORMAT_INFOS } from '../../src/formats/loaders.js';
import { placeIn } from '../../src/formats/mcp-tool-list/context.js';
import { LATEST } from '../../src/protocol/versions.js';
import { catalogue } from '../helpers/corpus.js';

const tool = (name: string) => ({ name, description: `Run ${name}.`, inputSchema: { type: 'object' } });
const formatOf = (path: string, value: unknown) => classify(FORMAT_INFOS, path, value).format?.id;
const valid = (path: string) => readFileSync(new URL(`../conformance/expected-valid/mcp-tool-list/${path}`, import.meta.url), 'utf8');

describe('mcp-tool-list', () => {
  it.each([
    ['a tools/list result', 'tools.json', { tools: [tool('a'), tool('b')] }],
    ['a result with its cursor', 'pkg/tools.json', { tools: [tool('a')], nextCursor: 'next' }],
    ['an array golden file', 'pkg/mcp/testdata/toolsets-core-tools.json', [tool('a')]],
    ['a one-tool snapshot', 'pkg/github/__toolsnaps__/get_me.snap', tool('get_me')],
    ["the Docker catalog's MCP-shaped tools", 'servers/alfresco/tools.json', [tool('search'), { name: 'other', description: 'no schema given' }]],
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
});
