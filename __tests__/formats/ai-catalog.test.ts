/** AI Catalog (.well-known/ai-catalog.json): which files are catalogs, and the version they declare. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { classify } from '../../src/engine/classify.js';
import { lintSource } from '../../src/engine/lint.js';
import { FORMATS } from '../../src/formats/index.js';
import { FORMAT_INFOS } from '../../src/formats/loaders.js';
import { catalogue } from '../helpers/corpus.js';

const PATH = '.well-known/ai-catalog.json';
const VALUE = { specVersion: '1.0', entries: [] };
const TEXT = readFileSync(new URL('../conformance/expected-valid/ai-catalog/.well-known/ai-catalog.json', import.meta.url), 'utf8');

describe('ai-catalog', () => {
  it.each([PATH, 'public/.well-known/ai-catalog.json', 'static/.well-known/ai-catalog.json'])(
    'is the format of a catalog at %s, for the library and for the runner',
    (path) => {
      expect(classify(FORMATS, path, VALUE).format?.id).toBe('ai-catalog');
      expect(classify(FORMAT_INFOS, path, VALUE).format?.id).toBe('ai-catalog');
    },
  );

  it('checks the corpus file as this format, in the version it declares, with no finding', () => {
    expect(lintSource(PATH, TEXT, { catalogue })).toMatchObject({ path: PATH, format: 'ai-catalog', version: '1.0', findings: [] });
  });

  it('reports a broken catalog at its path as a catalog, with no version', () => {
    const result = lintSource(PATH, '{"entries": {}}', { catalogue });
    expect(result).toMatchObject({ format: 'ai-catalog', version: null });
    expect(result.findings.map((f) => f.ruleId)).toEqual(['mcpdesc.ai-catalog.structure', 'mcpdesc.ai-catalog.structure']);
  });

  it.each([
    ['a catalog elsewhere', 'catalog/ai-catalog.json', VALUE],
    [
      'a Server Card beside it',
      '.well-known/mcp/server-card.json',
      { $schema: 'https://static.modelcontextprotocol.io/schemas/mcp-server-card/v1.json', name: 'dev.acme/weather' },
    ],
    ['an unrelated file elsewhere', 'elsewhere/unrelated.json', { unrelated: true }],
  ])('leaves %s to another format or none', (_name, path, value) => {
    expect(classify(FORMAT_INFOS, path, value).format?.id).not.toBe('ai-catalog');
  });
});
