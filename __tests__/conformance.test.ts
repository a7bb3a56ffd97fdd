import { describe, expect, it } from '@jest/globals';
import { corpusFiles, expectations, lintCorpusFile, signature } from './helpers/corpus.js';

const expected = expectations();
const invalid = corpusFiles('expected-invalid');

describe('conformance corpus', () => {
  it.each(corpusFiles('expected-valid'))('%s has no findings', async (file) => {
    expect((await lintCorpusFile(file)).findings.map((f) => `${f.ruleId} ${f.pointer}: ${f.message}`)).toEqual([]);
  });

  it.each(invalid)('%s has exactly its expected findings', async (file) => {
    const name = file.replace('expected-invalid/', '');
    expect(expected[name]).toBeDefined();
    const actual = (await lintCorpusFile(file)).findings.map((f) => ({ rule: f.ruleId, pointer: f.pointer }));
    expect(signature(actual)).toEqual(signature(expected[name]));
  });

  it('lists only files that exist, so a misplaced fixture cannot pass silently', () => {
    const names = invalid.map((f) => f.replace('expected-invalid/', ''));
    expect(Object.keys(expected).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('covers every protocol version with at least one valid descriptor', async () => {
    const results = await Promise.all(corpusFiles('expected-valid').map((f) => lintCorpusFile(f)));
    const versions = new Set(results.map((r) => r.protocolVersion));
    expect([...versions].sort()).toEqual(['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']);
  });
});
