/**
 * The real client configurations of ../shared/reference/formats/samples (read there, never copied here):
 * each is recognized as the format its MANIFEST says, at the path it was committed under, and gets exactly
 * the errors and warnings samples.expectations.yaml lists, each with its reason.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { lintSource } from '../../src/engine/lint.js';
import { formatById } from '../../src/formats/index.js';
import { catalogue } from '../helpers/corpus.js';
import { schemaDir } from './official.js';

interface Expectations {
  formats: Record<string, { format: string; reason: string }>;
  findings: Record<string, { rule: string; pointer: string; reason: string }[]>;
}

const SAMPLES = join(dirname(schemaDir()), 'formats', 'samples');
const expected = parse(readFileSync(fileURLToPath(new URL('./samples.expectations.yaml', import.meta.url)), 'utf8')) as Expectations;
const rows = readFileSync(join(SAMPLES, 'MANIFEST.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .map(([format, repo, , path, file]) => ({ format, repo, path, file }))
  // The client configurations: formats mcpdesc checks as server lists.
  .filter((row) => formatById(row.format) && !['mcpb-manifest', 'server-card', 'mcp-registry-server'].includes(row.format));

describe('real client configurations', () => {
  it('has the samples it expects', () => {
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const file of [...Object.keys(expected.findings), ...Object.keys(expected.formats)]) expect(rows.map((r) => r.file)).toContain(file);
  });

  it.each(rows.map((row) => [row.file, row] as const))('%s', (_file, row) => {
    expect(existsSync(join(SAMPLES, row.file))).toBe(true);
    const result = lintSource(row.path, readFileSync(join(SAMPLES, row.file), 'utf8'), { catalogue });
    expect(result.format).toBe(expected.formats[row.file]?.format ?? row.format);
    const actual = result.findings.filter((f) => f.level !== 'note').map((f) => `${f.ruleId} ${f.pointer}`);
    expect(actual.sort()).toEqual((expected.findings[row.file] ?? []).map((e) => `${e.rule} ${e.pointer}`).sort());
  });
});
