/**
 * Work only what the output needs: without excerpts and fingerprints the JSON report is byte for byte
 * the same, SARIF still gets its fingerprints and the text report its excerpts; the automatic --jobs
 * choice follows the work the files' sizes project; a run's shared workspace gives the answers a fresh one gives.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { packageRoot } from '../src/catalogue/package-root.js';
import { packageReportContext } from '../src/catalogue/report-context.js';
import { needsOf } from '../src/cli/report.js';
import { formatJson } from '../src/report/json.js';
import { sarifReport } from '../src/report/sarif.js';
import { formatText } from '../src/report/text.js';
import { DEFAULT_CONFIG } from '../src/runner/config.js';
import { AUTO_SAMPLE, autoJobs, estimatedMs, lintPaths } from '../src/runner/run.js';
import { cachedWorkspace, fsWorkspace } from '../src/runner/workspace.js';
import { catalogue } from './helpers/corpus.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcpdesc-needs-'));
  // Real captures re-declared at the oldest version: fields that version lacks give findings on many lines.
  const benign = join(packageRoot(), 'bench', 'security', 'benign');
  mkdirSync(join(dir, 'servers'));
  for (const name of ['server-filesystem.mcp.json', 'server-memory.mcp.json', 'desktop-commander.mcp.json']) {
    const text = readFileSync(join(benign, name), 'utf8').replace(/"protocolVersion"\s*:\s*"[^"]*"/, '"protocolVersion": "2024-11-05"');
    writeFileSync(join(dir, 'servers', name), text);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lint = (needs?: { excerpts: boolean; fingerprints: boolean }) =>
  lintPaths(['servers'], { root: dir, config: DEFAULT_CONFIG, catalogue, jobs: 1, ...(needs ? { needs } : {}) });

describe('needs: excerpts and fingerprints only for the outputs that print them', () => {
  it('gives a byte-identical JSON report without them, and leaves them out of the findings', async () => {
    const full = await lint();
    const bare = await lint({ excerpts: false, fingerprints: false });
    const findings = full.results.flatMap((r) => r.findings);
    expect(findings.length).toBeGreaterThan(10);
    expect(findings.every((f) => f.fingerprint !== undefined && f.excerpt !== undefined)).toBe(true);
    expect(bare.results.flatMap((r) => r.findings).some((f) => f.fingerprint !== undefined || f.excerpt !== undefined)).toBe(false);
    expect(formatJson(bare.results, '0.0.0')).toBe(formatJson(full.results, '0.0.0'));
  });

  it('keeps SARIF fingerprints and text excerpts when asked for exactly those', async () => {
    const full = await lint();
    const sarif = await lint(needsOf({ format: 'sarif' }));
    const context = packageReportContext(catalogue);
    expect(sarifReport(sarif.results, context).text).toBe(sarifReport(full.results, context).text);
    expect(sarifReport(sarif.results, context).text).toContain('primaryLocationLineHash');
    const text = await lint(needsOf({ format: 'text' }));
    expect(formatText(text.results)).toBe(formatText(full.results));
  });

  it('asks for what each format prints: excerpts for the text report only', () => {
    expect(needsOf({ format: 'json' })).toEqual({ excerpts: false, fingerprints: false });
    expect(needsOf({ format: 'sarif' })).toEqual({ excerpts: false, fingerprints: true });
    expect(needsOf({ format: 'text' })).toEqual({ excerpts: true, fingerprints: false });
    expect(needsOf({ format: 'github' })).toEqual({ excerpts: false, fingerprints: false });
  });
});

describe('automatic --jobs', () => {
  const named = (...paths: string[]) => paths.map((path) => ({ absolute: join('/nowhere', path), path }));
  const sizes = (bytes: number) => () => bytes;

  it('adds a worker per AUTO_PARALLEL_MS of work estimated from the sizes, up to a thread per core', () => {
    // 0.8 ms a file and 0.1 ms a KB of JSON: 1,000 files of 7 KB are 1.5 s, 3,000 are 4.5 s.
    expect(estimatedMs('a.mcp.json', 7_000)).toBeCloseTo(1.5);
    const small = named(...Array.from({ length: 1_000 }, (_, i) => `s${i}.mcp.json`));
    expect(autoJobs(small, 2, sizes(7_000))).toBe(1);
    const large = named(...Array.from({ length: 3_000 }, (_, i) => `s${i}.mcp.json`));
    expect(autoJobs(large, 2, sizes(7_000))).toBe(2);
    // 12.4 s of work: three threads would pay, but no more than the cores.
    expect(autoJobs(named(...Array.from({ length: 3_000 }, (_, i) => `r${i}.mcp.json`)), 2, sizes(33_000))).toBe(2);
    expect(autoJobs(named(...Array.from({ length: 3_000 }, (_, i) => `r${i}.mcp.json`)), 8, sizes(33_000))).toBe(4);
    expect(autoJobs(large, 1, sizes(7_000))).toBe(1);
  });

  it('weighs YAML bytes at 3.5 times JSON ones: their parse is most of their time', () => {
    expect(estimatedMs('smithery.yaml', 10_000)).toBeCloseTo(4.3);
    expect(estimatedMs('a.mcp.YML', 10_000)).toBeCloseTo(4.3);
    const files = (ext: string) => named(...Array.from({ length: 1_000 }, (_, i) => `s${i}.mcp.${ext}`));
    expect(autoJobs(files('json'), 2, sizes(10_000))).toBe(1);
    expect(autoJobs(files('yaml'), 2, sizes(10_000))).toBe(2);
  });

  it('never gives more threads than files, and sizes files only until the choice is made', () => {
    expect(autoJobs(named('huge.mcp.json'), 2, sizes(1e9))).toBe(1);
    expect(autoJobs(named('a.mcp.json', 'b.mcp.json', 'c.mcp.json'), 8, sizes(1e9))).toBe(3);
    expect(autoJobs([], 2, sizes(1))).toBe(1);
    const asked: string[] = [];
    const files = named(...Array.from({ length: 10_000 }, (_, i) => `s${i}.mcp.json`));
    const sizeOf = (file: { path: string }) => {
      asked.push(file.path);
      return 100_000;
    };
    // 0.8 ms a file: 10,000 files are 8 s of work before any is sized, two threads' worth.
    expect(autoJobs(files, 2, sizeOf)).toBe(2);
    expect(asked).toEqual([]);
    // Eight threads need 28 s: 10 ms of bytes a file, estimated from the sample (each sized file stands
    // for 10,000 / 256 of them), reach it at the 52nd sized file, taken evenly over the run.
    expect(autoJobs(files, 8, sizeOf)).toBe(8);
    expect(asked.length).toBe(52);
    expect(asked.slice(0, 3)).toEqual(['s0.mcp.json', 's39.mcp.json', 's78.mcp.json']);
    // A file that could not be sized (0 bytes) still counts for its per-file cost.
    expect(autoJobs(files, 2, sizes(0))).toBe(2);
  });

  it(`sizes at most ${AUTO_SAMPLE} files, evenly spread, and weighs them for the whole run`, () => {
    const asked = new Set<string>();
    const sizeOf = (bytes: number) => (file: { path: string }) => {
      asked.add(file.path);
      return bytes;
    };
    // The source monorepo's shape: 2,400 files of about 3 KB are 2.6 s of work, one thread's.
    const files = named(...Array.from({ length: 2_400 }, (_, i) => `m${i}.ts`));
    expect(autoJobs(files, 2, sizeOf(3_000))).toBe(1);
    expect(asked.size).toBe(AUTO_SAMPLE);
    // Five times the bytes are 5.5 s: a second thread pays.
    expect(autoJobs(files, 2, sizeOf(15_000))).toBe(2);
    // Bytes only in the files the sample skips are not seen; those it takes count for the files they stand for.
    const sampled = [...asked];
    const only = (bytes: number) => (file: { path: string }) => (sampled.includes(file.path) ? bytes : 0);
    expect(autoJobs(files, 2, only(15_000))).toBe(2);
  });

  it('gives the same report as --jobs 1', async () => {
    const auto = await lintPaths(['servers'], { root: dir, config: DEFAULT_CONFIG, catalogue });
    expect(formatJson(auto.results, '0.0.0')).toBe(formatJson((await lint()).results, '0.0.0'));
  });
});

describe('cachedWorkspace', () => {
  it('answers as the workspace it wraps, and a caller changing a listing changes no later answer', () => {
    mkdirSync(join(dir, 'pkg', 'sub'), { recursive: true });
    writeFileSync(join(dir, 'pkg', 'package.json'), '{}');
    const plain = fsWorkspace(dir);
    const cached = cachedWorkspace(fsWorkspace(dir));
    for (const path of ['pkg', 'pkg/package.json', 'pkg/sub', 'pkg/none', '../etc', '.git/config']) {
      expect(cached.kind(path)).toBe(plain.kind(path));
      expect(cached.kind(path)).toBe(plain.kind(path));
    }
    const listing = cached.list('pkg', 100);
    expect(listing).toEqual(['package.json', 'sub']);
    listing?.pop();
    expect(cached.list('pkg', 100)).toEqual(['package.json', 'sub']);
    expect(cached.list('pkg', 1)).toEqual(plain.list('pkg', 1));
    expect(Buffer.from(cached.head('pkg/package.json', 10) ?? []).toString()).toBe('{}');
  });
});
