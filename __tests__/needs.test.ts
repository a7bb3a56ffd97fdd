/**
 * Work only what the output needs: without excerpts and fingerprints the JSON report is byte for byte
 * the same, SARIF still gets its fingerprints and the text report its excerpts; the automatic --jobs
 * choice follows the projected work; a run's shared workspace gives the answers a fresh one gives.
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
import { lintPaths, parallelPays, probeRate } from '../src/runner/run.js';
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

  it('asks for what each format prints, and for excerpts whenever the text report goes to standard output', () => {
    expect(needsOf({ format: 'json' })).toEqual({ excerpts: false, fingerprints: false });
    expect(needsOf({ format: 'json', output: 'report.json' })).toEqual({ excerpts: true, fingerprints: false });
    expect(needsOf({ format: 'sarif' })).toEqual({ excerpts: false, fingerprints: true });
    expect(needsOf({ format: 'text' })).toEqual({ excerpts: true, fingerprints: false });
    expect(needsOf({ format: 'github' })).toEqual({ excerpts: false, fingerprints: false });
  });
});

describe('automatic --jobs', () => {
  it('starts workers only when the rest would take more than AUTO_PARALLEL_MS in this thread, by bytes', () => {
    // 300 ms for 1 MB: 20 MB more is 6 s of work, 5 MB is 1.5 s.
    expect(parallelPays({ ms: 300, bytes: 1e6, files: 100 }, { bytes: 2e7, files: 100 })).toBe(true);
    expect(parallelPays({ ms: 300, bytes: 1e6, files: 100 }, { bytes: 5e6, files: 10_000 })).toBe(false);
    // Files that could not be sized are counted instead.
    expect(parallelPays({ ms: 300, bytes: 0, files: 10 }, { bytes: 0, files: 1_000 })).toBe(true);
    expect(parallelPays({ ms: 300, bytes: 0, files: 10 }, { bytes: 0, files: 20 })).toBe(false);
  });

  it('projects from the last part of the probe, once what every file shares is compiled', () => {
    // 40 files in 1 s, 30 of them (300 KB) in its last 300 ms: the rate is theirs.
    expect(probeRate({ start: 0, end: 1000, files: 40, bytes: 400_000 }, { at: 700, files: 10, bytes: 100_000 })).toEqual({
      ms: 300,
      bytes: 300_000,
      files: 30,
    });
    // Two slow files, the second ending after the window opened: the whole probe after the first file counts.
    expect(probeRate({ start: 0, end: 1000, files: 2, bytes: 9_000 }, { at: 1000, files: 2, bytes: 9_000 })).toEqual({ ms: 1000, bytes: 9_000, files: 1 });
    expect(probeRate({ start: 0, end: 600, files: 3, bytes: 9_000 }, undefined)).toEqual({ ms: 600, bytes: 9_000, files: 2 });
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
