/** Docker MCP catalog entries: a server.yaml in servers/<name>/ with the catalog's keys, and nothing else. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { classify } from '../../src/engine/classify.js';
import { lintSource } from '../../src/engine/lint.js';
import { FORMATS } from '../../src/formats/index.js';
import { FORMAT_INFOS } from '../../src/formats/loaders.js';
import { catalogue } from '../helpers/corpus.js';

const PATH = 'servers/notes/server.yaml';
const VALUE = { name: 'notes', type: 'remote', meta: { category: 'ai', tags: [] }, about: { title: 'Notes' } };
const TEXT = readFileSync(new URL('../conformance/expected-valid/docker-mcp-catalog/servers/notes/server.yaml', import.meta.url), 'utf8');

describe('docker-mcp-catalog', () => {
  it('is the format of a catalog entry in servers/<name>/, for the library and for the runner', () => {
    expect(classify(FORMATS, PATH, VALUE).format?.id).toBe('docker-mcp-catalog');
    expect(classify(FORMAT_INFOS, `mcp-registry/${PATH}`, VALUE).format?.id).toBe('docker-mcp-catalog');
  });

  it('checks the corpus file as this format, with no finding', () => {
    expect(lintSource(PATH, TEXT, { catalogue })).toMatchObject({ path: PATH, format: 'docker-mcp-catalog', findings: [] });
  });

  it.each([
    ['a server.yaml outside the catalog layout', 'server.yaml', VALUE],
    ['a catalog-shaped server.yaml in a deeper folder', 'deploy/servers/notes/config/server.yaml', VALUE],
    ["another tool's server.yaml in servers/<name>/", PATH, { server: { port: 8080 }, name: 'api' }],
    ["a server.yaml without the catalog's about and meta", PATH, { name: 'notes', type: 'server' }],
  ])('takes %s for no format, with no finding', (_name, path, value) => {
    expect(classify(FORMAT_INFOS, path, value).format).toBeUndefined();
    expect(lintSource(path, JSON.stringify(value), { catalogue })).toMatchObject({ format: null, findings: [] });
  });

  it('suggests a name for a near-megabyte run of hyphens in linear time (it returns at all)', () => {
    const text = JSON.stringify({ ...VALUE, name: `${'-'.repeat(999_000)}X` });
    const { findings } = lintSource(PATH, text, { catalogue });
    expect(findings.map((f) => [f.ruleId, f.message.includes('e.g. to "x"')])).toEqual([['mcpdesc.docker.name', true]]);
  });
});
