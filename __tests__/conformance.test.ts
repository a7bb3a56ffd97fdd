import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS, corpusDescriptors, corpusFiles, corpusFindings, expectations, lintCorpusFile, servedFiles, signature } from './helpers/corpus.js';

const expected = expectations();
const invalid = corpusFiles('expected-invalid');

describe('conformance corpus', () => {
  it.each(corpusFiles('expected-valid'))('%s has no findings', async (file) => {
    expect((await corpusFindings(file)).map((f) => `${f.ruleId} ${f.pointer}: ${f.message}`)).toEqual([]);
  });

  it.each(invalid)('%s has exactly its expected findings', async (file) => {
    const name = file.replace('expected-invalid/', '');
    expect(expected[name]).toBeDefined();
    const actual = (await corpusFindings(file)).map((f) => ({ rule: f.ruleId, pointer: f.pointer }));
    expect(signature(actual)).toEqual(signature(expected[name]));
  });

  it('lists only files that exist, so a misplaced fixture cannot pass silently', () => {
    const names = invalid.map((f) => f.replace('expected-invalid/', ''));
    expect(Object.keys(expected).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('has a descriptor beside every served snapshot, so a drift example cannot be skipped silently', () => {
    const orphans = [...servedFiles('expected-valid'), ...servedFiles('expected-invalid')].filter(
      (file) => !['.mcp.json', '.mcp.yaml', '.mcp.yml'].some((ext) => existsSync(join(CORPUS, file.replace(/\.served\.json$/, ext)))),
    );
    expect(orphans).toEqual([]);
  });

  it('covers every protocol version with at least one valid descriptor', async () => {
    const results = await Promise.all(corpusDescriptors('expected-valid').map((f) => lintCorpusFile(f)));
    // A descriptor that lists several versions counts for each.
    const versions = new Set(results.flatMap((r) => (r.version ?? '').split(', ')));
    expect([...versions].sort()).toEqual(['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']);
  });
});
