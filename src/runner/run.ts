/**
 * Lints files on disk: discover → read (safely) → lint each → attach fingerprints. Returns data;
 * printing and exit codes belong to the CLI and the action.
 */
import { availableParallelism } from 'node:os';
import type { Catalogue } from '../catalogue/catalogue.js';
import { lineHashes } from '../engine/fingerprint.js';
import type { Config } from './config.js';
import { discover, discoverAmong, type DiscoveredFile } from './discover.js';
import type { Excerpt, FileResult, Finding, Level } from '../engine/finding.js';
import { INTERNAL_RULE, levelFor, lintSource } from '../engine/lint.js';
import { LineIndex, type Range } from '../parse/lines.js';
import { isPoolWorker, lintInPool, servePool, workerEntryOr } from './pool.js';
import { readDescriptor } from './read.js';

/**
 * Automatic parallelism starts at this many files. Each worker loads the bundle and compiles its own
 * validators, so workers only pay on many files: `npm run bench` measures the break-even ("worker pool
 * break-even"). On the 2-core machine, with a file taking about 0.8 ms, two workers were 31% slower at
 * 1,000 files, even at 3,000 and 46% faster at 10,000.
 */
export const AUTO_PARALLEL_FILES = 3_000;

export interface RunOptions {
  root: string;
  config: Config;
  catalogue: Catalogue;
  /**
   * When set, only descriptors whose root-relative path is in this set are considered (e.g. the files a
   * pull request changed): found without walking folders, and no other file is read.
   */
  only?: ReadonlySet<string>;
  /**
   * Worker threads to lint on: 1 lints in this thread; undefined chooses: one per available core when
   * there are at least AUTO_PARALLEL_FILES files, otherwise 1.
   */
  jobs?: number;
}

export interface RunResult {
  results: FileResult[];
  /** Arguments that named nothing on disk. */
  missing: string[];
}

export async function lintPaths(paths: readonly string[], options: RunOptions): Promise<RunResult> {
  const { config, root } = options;
  const globs = { root, include: config.include, exclude: config.exclude };
  const discovery = options.only ? await discoverAmong(options.only, paths, globs) : await discover(paths, globs);
  const files = discovery.files;
  const jobs = Math.min(files.length, options.jobs ?? (files.length >= AUTO_PARALLEL_FILES ? availableParallelism() : 1));
  const results = jobs > 1
    ? await lintInPool(files, { ...options, workers: jobs, entry: workerEntryOr(import.meta.url), lintOne: (file) => lintFileSafely(file, options), crashed })
    : await lintHere(files, options);
  return { results, missing: discovery.missing };
}

/** Lints in this thread, one file at a time (reads are synchronous: see read.ts). */
async function lintHere(files: readonly DiscoveredFile[], options: RunOptions): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const file of files) results.push(await lintFileSafely(file, options));
  return results;
}

/** `lintFile`, with a crash turned into an `mcpdesc.internal` finding on the file instead of failing the run. */
async function lintFileSafely(file: DiscoveredFile, options: RunOptions): Promise<FileResult> {
  try {
    return await lintFile(file, options);
  } catch (error) {
    return crashed(file, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }
}

function crashed(file: DiscoveredFile, why: string): FileResult {
  const message = `mcpdesc failed while linting this file (${why.slice(0, 300)}), so it was not checked. This is a bug in mcpdesc: please report it with this file.`;
  return { path: file.path, protocolVersion: null, findings: [wholeFileFinding(file, INTERNAL_RULE, 'error', message)] };
}

/** A finding about a file whose content was not linted. */
function wholeFileFinding(file: DiscoveredFile, ruleId: string, level: Level, message: string, range: Range = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }): Finding {
  // No content to hash: the empty-file hash keeps the alert stable across runs all the same.
  const fingerprint = lineHashes('', new Set([1])).get(1);
  return { ruleId, level, message, path: file.path, pointer: '', range, ...(fingerprint ? { fingerprint } : {}) };
}

export async function lintFile(file: DiscoveredFile, options: RunOptions): Promise<FileResult> {
  const { config, catalogue, root } = options;
  const read = readDescriptor(file.absolute, root, config.limits.maxFileBytes);
  if (!read.ok) {
    const level = levelFor(read.ruleId, { catalogue, settings: config.rules });
    const findings = level ? [wholeFileFinding(file, read.ruleId, level, read.message, read.range)] : [];
    return { path: file.path, protocolVersion: null, findings };
  }
  const result = lintSource(file.path, read.text, { catalogue, settings: config.rules, limits: config.limits });
  result.findings = withSourceContext(read.text, result.findings);
  return result;
}

/** Findings with their source excerpt and code-scanning fingerprint, from the text they were found in. */
export function withSourceContext(text: string, findings: Finding[]): Finding[] {
  if (findings.length === 0) return findings;
  const lines = new LineIndex(text);
  const hashes = lineHashes(text, new Set(findings.map((f) => f.range.start.line)));
  return findings.map((f): Finding => {
    const fingerprint = hashes.get(f.range.start.line);
    return { ...f, excerpt: excerptOf(lines.lineText(f.range.start.line), f.range.start.column), ...(fingerprint ? { fingerprint } : {}) };
  });
}

/** Up to 100 characters of the line around the finding's column, so minified files stay readable. */
function excerptOf(line: string, column: number): Excerpt {
  const from = line.length > 100 ? Math.max(0, Math.min(column - 21, line.length - 100)) : 0;
  return { text: line.slice(from, from + 100), column: from + 1 };
}

// In a pool worker (started on a bundle's entry point, or on this module) this module lints the batches it is sent.
if (isPoolWorker()) servePool(lintFileSafely);
