/** FastMCP's fastmcp.json: which files are this format, and look-alikes that are not. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { classify } from '../../src/engine/classify.js';
import { lintSource } from '../../src/engine/lint.js';
import { FORMATS } from '../../src/formats/index.js';
import { FORMAT_INFOS } from '../../src/formats/loaders.js';
import { catalogue } from '../helpers/corpus.js';

const TEXT = readFileSync(new URL('../conformance/expected-valid/fastmcp-json/fastmcp.json', import.meta.url), 'utf8');
const formatOf = (path: string, value: unknown) => classify(FORMAT_INFOS, path, value).format?.id;

describe('fastmcp-json', () => {
  it.each([
    ['a v1 file', 'fastmcp.json', { source: { path: 'server.py' } }],
    ['a named file', 'deploy/prod.fastmcp.json', { source: { path: 'server.py' } }],
    ['a first-generation file', 'examples/memory.fastmcp.json', { entrypoint: 'memory.py', environment: { dependencies: ['httpx'] } }],
    ['any file that names the schema', 'config/server.json', { $schema: 'https://gofastmcp.com/public/schemas/fastmcp.json/v1.json', source: {} }],
  ])('recognizes %s, for the library and for the runner', (_name, path, value) => {
    expect(classify(FORMATS, path, value).format?.id).toBe('fastmcp-json');
    expect(formatOf(path, value)).toBe('fastmcp-json');
  });

  it('checks the corpus file as this format, with no finding', () => {
    expect(lintSource('fastmcp.json', TEXT, { catalogue })).toMatchObject({ format: 'fastmcp-json', findings: [] });
  });

  it.each([
    ['a fastmcp.json of another shape', 'fastmcp.json', { name: 'my-server', version: '1.0.0' }],
    ['a source object elsewhere', 'config/build.json', { source: { path: 'src/' } }],
  ])('takes %s for no format, with no finding', (_name, path, value) => {
    expect(formatOf(path, value)).toBeUndefined();
    expect(lintSource(path, JSON.stringify(value), { catalogue })).toMatchObject({ format: null, findings: [] });
  });

  it('leaves a fastmcp.json that lists servers to the client configurations, as FastMCP does', () => {
    expect(formatOf('fastmcp.json', { mcpServers: { notes: { command: 'notes-mcp' } } })).toBe('mcp-json');
  });

  it('reads a near-megabyte first-generation entrypoint of near-matches in linear time (it returns at all)', () => {
    const entrypoint = `${'a.py:'.repeat(190_000)}!`;
    const { findings } = lintSource('fastmcp.json', JSON.stringify({ entrypoint }), { catalogue });
    expect(findings.map((f) => f.ruleId)).toEqual(['mcpdesc.fastmcp.entrypoint']);
  });
});
