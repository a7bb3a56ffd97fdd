/**
 * Findings volume: a run keeps a bounded number of findings (src/runner/budget.ts), the same ones for
 * any --jobs and file order; every report counts those left out and says so, and they still fail the
 * run. The text log has a byte cap. Inputs come from small generators: files of duplicate keys, one
 * finding every 5 bytes, as in the 4.5 MB files of 900,000 findings that crashed the action.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { packageReportContext } from '../src/catalogue/report-context.js';
import { EXIT, runCli } from '../src/cli/main.js';
import type { FileResult, Finding, Level } from '../src/engine/finding.js';
import { lintSource } from '../src/engine/lint.js';
import { hasInternalError, reachesFailLevel } from '../src/engine/outcome.js';
import { INTERNAL_RULE } from '../src/engine/session.js';
import { formatJson } from '../src/report/json.js';
import { buildSarif } from '../src/report/sarif.js';
import { countFindings } from '../src/report/summary-counts.js';
import { formatText } from '../src/report/text.js';
import { capFile, KEPT_PER_FILE, RunBudget } from '../src/runner/budget.js';
import { DEFAULT_CONFIG } from '../src/runner/config.js';
import { lintPaths } from '../src/runner/run.js';
import { catalogue } from './helpers/corpus.js';
import { removeDirs, tempDir } from './helpers/git-repo.js';

const context = packageReportContext(catalogue);
const dirs: string[] = [];
afterAll(() => removeDirs(...dirs));

/**
 * A descriptor with `count` duplicate keys "": one mcpdesc.document.syntax error each, and two
 * mcpdesc.document.unknown-key warnings (for "" and "x").
 */
function duplicateKeys(count: number): string {
  return `{"protocolVersion":"2025-11-25","capabilities":{},"":1,${'"":1,'.repeat(count)}"x":1}`;
}

function workspace(files: Record<string, string>): string {
  const dir = tempDir('mcpdesc-volume-');
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function finding(path: string, level: Level, line: number, ruleId = 'mcpdesc.document.syntax'): Finding {
  return { ruleId, level, message: `m${line}`, path, pointer: '', range: { start: { line, column: 1 }, end: { line, column: 2 } } };
}

function result(path: string, findings: Finding[], suppressed: Finding[] = []): FileResult {
  return { path, format: 'mcpdesc-descriptor', version: '2025-11-25', findings, ...(suppressed.length > 0 ? { suppressed } : {}) };
}

/** What a set of results keeps, comparable across runs: each finding as "path line rule", and the counts left out. */
function kept(results: readonly FileResult[]): string[] {
  return results
    .flatMap((r) => [
      ...r.findings.map((f) => `${r.path} ${f.range.start.line} ${f.ruleId}`),
      ...(r.suppressed ?? []).map((f) => `${r.path} ${f.range.start.line} suppressed`),
      `${r.path} omitted ${JSON.stringify(r.omitted ?? null)}`,
    ])
    .sort();
}

describe('the findings kept of one file', () => {
  it('keeps mcpdesc.internal, then errors, and the first finding of every rule before the next of any; counts the rest', () => {
    const path = 'a.mcp.json';
    const warnings = Array.from({ length: KEPT_PER_FILE + 500 }, (_, i) => finding(path, 'warning', i + 1));
    const errors = Array.from({ length: 3 }, (_, i) => finding(path, 'error', 100_000 + i, 'mcp.schema.tool'));
    const limits = finding(path, 'warning', 200_000, 'mcpdesc.document.limits');
    const internal = finding(path, 'error', 300_000, INTERNAL_RULE);
    const suppressed = [{ ...finding(path, 'error', 5, 'mcp.tool.name'), suppression: { kind: 'inSource' as const, justification: 'known' } }];
    const capped = capFile(result(path, [...warnings, ...errors, limits, internal], suppressed));
    expect(capped.findings).toHaveLength(KEPT_PER_FILE);
    expect(capped.findings).toContain(internal);
    for (const error of errors) expect(capped.findings).toContain(error);
    // The only finding of its rule, after 10,500 warnings of another: kept.
    expect(capped.findings).toContain(limits);
    expect(capped.suppressed).toBeUndefined();
    // Findings stay in the order the file reported them.
    expect(capped.findings.slice(0, 3)).toEqual(warnings.slice(0, 3));
    expect(capped.omitted).toEqual({ error: 0, warning: 505, note: 0, suppressed: 1 });
    expect(countFindings([capped])).toMatchObject({ error: 4, warning: KEPT_PER_FILE + 501, omitted: 505 });
  });

  it('leaves a file within its budget as it is', () => {
    const small = result('a.mcp.json', [finding('a.mcp.json', 'error', 1)]);
    expect(capFile(small)).toBe(small);
  });
});

describe('the findings kept of a run', () => {
  // 40 files of 1 to 40 findings, errors and warnings, some suppressed: 820 findings for a budget of 100.
  const files = (): FileResult[] =>
    Array.from({ length: 40 }, (_, i) => {
      const path = `f${String(i).padStart(2, '0')}.mcp.json`;
      const findings = Array.from({ length: i + 1 }, (_, k) => finding(path, k % 3 === 0 ? 'error' : 'warning', k + 1, `rule.${k % 4}`));
      const suppressed = i % 5 === 0 ? [{ ...finding(path, 'error', 999), suppression: { kind: 'external' as const, justification: 'x' } }] : [];
      return result(path, findings, suppressed);
    });
  const admit = (order: FileResult[]) => {
    const budget = new RunBudget(100);
    const admitted = order.map((r) => budget.admit(r));
    budget.finish();
    return admitted;
  };

  it('keeps the same findings, and counts the same left out per file, whatever order the files arrive in', () => {
    const forward = admit(files());
    const backward = admit(files().reverse());
    const shuffled = admit(files().sort((a, b) => ((a.path.charCodeAt(2) * 7) % 10) - ((b.path.charCodeAt(2) * 7) % 10)));
    expect(kept(forward).filter((line) => !line.includes('omitted'))).toHaveLength(100);
    expect(kept(backward)).toEqual(kept(forward));
    expect(kept(shuffled)).toEqual(kept(forward));
  });

  it('counts every finding it found, kept or left out, and keeps the errors first', () => {
    const admitted = admit(files());
    const counts = countFindings(admitted);
    expect(counts.error + counts.warning).toBe(820);
    expect(counts.omitted).toBe(720);
    // 40 files' first finding is an error (k = 0): the errors of every file come before any warning.
    expect(admitted.flatMap((r) => r.findings).every((f) => f.level === 'error')).toBe(true);
  });

  it('fails on findings it left out, and --quiet still fails on errors left out', () => {
    const onlyLeftOut: FileResult = { ...result('a.mcp.json', []), omitted: { error: 1, warning: 0, note: 0, suppressed: 0 } };
    expect(reachesFailLevel([onlyLeftOut], 'error')).toBe(true);
    expect(reachesFailLevel([{ ...onlyLeftOut, omitted: { error: 0, warning: 2, note: 0, suppressed: 0 } }], 'error')).toBe(false);
    expect(reachesFailLevel([{ ...onlyLeftOut, omitted: { error: 0, warning: 2, note: 0, suppressed: 0 } }], 'warning')).toBe(true);
    expect(reachesFailLevel([{ ...onlyLeftOut, omitted: { error: 0, warning: 0, note: 0, suppressed: 9 } }], 'note')).toBe(false);
    expect(hasInternalError([onlyLeftOut])).toBe(false);
  });
});

describe('files with more findings than a run keeps', () => {
  const count = KEPT_PER_FILE + 2_000;
  const root = workspace({ 'a.mcp.json': duplicateKeys(count), 'b.mcp.json': duplicateKeys(count), 'c.mcp.json': duplicateKeys(5) });

  it('keeps the same findings for any --jobs, each file within its budget, and counts the rest', async () => {
    const one = await lintPaths([root], { root, config: DEFAULT_CONFIG, catalogue, jobs: 1 });
    const two = await lintPaths([root], { root, config: DEFAULT_CONFIG, catalogue, jobs: 2 });
    expect(kept(two.results)).toEqual(kept(one.results));
    const [a, , c] = one.results;
    expect(a.findings).toHaveLength(KEPT_PER_FILE);
    expect(a.omitted).toEqual({ error: 2_000, warning: 2, note: 0, suppressed: 0 });
    expect(c.omitted).toBeUndefined();
    expect(countFindings(one.results)).toMatchObject({ error: 2 * count + 5, warning: 6, omitted: 4_004, filesWithFindings: 3 });
  }, 60_000);

  it('says so in the text, JSON and SARIF reports, and on stderr for the CI formats, and exits 1', async () => {
    const { results } = await lintPaths([root], { root, config: DEFAULT_CONFIG, catalogue, jobs: 1 });
    const sentence = '4004 findings (4000 errors, 4 warnings, 0 notes) were left out of this report: mcpdesc keeps at most 10,000 findings of a file';
    const text = formatText(results);
    expect(text).toContain(sentence);
    expect(text).toContain(`${2 * count + 11} problems (${2 * count + 5} errors, 6 warnings, 0 notes) in 3 of 3 MCP files checked`);
    const json = JSON.parse(formatJson(results, '1.0.0'));
    expect(json.omitted).toEqual({ error: 4_000, warning: 4, note: 0, suppressed: 0 });
    expect(json.files[0].omitted).toEqual({ error: 2_000, warning: 2, note: 0, suppressed: 0 });
    expect(json.findings).toHaveLength(2 * KEPT_PER_FILE + 7);
    const sarif = buildSarif(results, context);
    expect(sarif.runs[0].properties?.['mcpdesc/omittedResults']).toBe(4_004);
    expect(JSON.stringify(sarif.runs[0].invocations)).toContain(sentence);

    const stderr: string[] = [];
    const code = await runCli(['lint', '.', '--format', 'compact'], { cwd: root, stdout: () => {}, stderr: (t) => stderr.push(t) });
    expect(code).toBe(EXIT.findings);
    expect(stderr.join('')).toContain(`mcpdesc: ${sentence}`);
  }, 60_000);

  it('caps the text log in bytes, counting the findings it leaves out, and still ends with the totals', async () => {
    const { results } = await lintPaths([root], { root, config: DEFAULT_CONFIG, catalogue, jobs: 1 });
    const maxBytes = 64 * 1024;
    const text = formatText(results, { maxBytes });
    // The findings up to the cap, then the left-out line, the run's left-out sentence and the totals.
    expect(Buffer.byteLength(text)).toBeLessThan(maxBytes + 2_000);
    expect(text).toMatch(/\n…and \d+ more findings, left out of this log at its cap of 0\.0625 MiB\. mcpdesc lint --format json lists them\.\n/);
    const shown = Number(/…and (\d+) more/.exec(text)?.[1]);
    expect(text.split('\n').filter((line) => / (error|warning) mcpdesc\./.test(line))).toHaveLength(2 * KEPT_PER_FILE + 7 - shown);
    expect(text.trimEnd().split('\n').at(-1)).toBe(
      `${2 * count + 11} problems (${2 * count + 5} errors, 6 warnings, 0 notes) in 3 of 3 MCP files checked: 3 descriptors.`,
    );
  }, 60_000);
});

describe('arrays from a file are never spread into call arguments', () => {
  it('checks a server with 150,000 unknown keys without overflowing the stack', () => {
    const server: Record<string, unknown> = { command: 'node' };
    for (let i = 0; i < 150_000; i++) server[`k${i}`] = 1;
    const result = lintSource('.mcp.json', JSON.stringify({ mcpServers: { s: server } }), { catalogue });
    expect(result.findings.filter((f) => f.ruleId === INTERNAL_RULE)).toEqual([]);
  });
});
