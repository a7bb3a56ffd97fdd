/**
 * Lints files on disk: discover → read (safely) → lint each → attach fingerprints. Returns data;
 * printing and exit codes belong to the CLI and the action.
 */
import type { Catalogue } from '../catalogue/catalogue.js';
import { lineHashes } from '../report/fingerprint.js';
import type { Config } from './config.js';
import { discover, discoverAmong, type DiscoveredFile } from './discover.js';
import type { Excerpt, FileResult, Finding } from './finding.js';
import { levelFor, lintSource } from './lint.js';
import { LineIndex } from '../parse/lines.js';
import { readDescriptor } from './read.js';

/** Files read at once: enough to hide I/O latency, few enough to bound memory. */
const READ_CONCURRENCY = 8;

export interface RunOptions {
  root: string;
  config: Config;
  catalogue: Catalogue;
  /**
   * When set, only descriptors whose root-relative path is in this set are considered (e.g. the files a
   * pull request changed): found without walking folders, and no other file is read.
   */
  only?: ReadonlySet<string>;
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
  // Reads overlap with linting; results keep discovery order.
  const results = new Array<FileResult>(files.length);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      results[index] = await lintFile(files[index], options);
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, files.length) }, worker));
  return { results, missing: discovery.missing };
}

export async function lintFile(file: DiscoveredFile, options: RunOptions): Promise<FileResult> {
  const { config, catalogue, root } = options;
  const read = await readDescriptor(file.absolute, root, config.limits.maxFileBytes);
  if (!read.ok) {
    const level = levelFor(read.ruleId, { catalogue, settings: config.rules });
    const range = read.range ?? { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
    // No content to hash: the empty-file hash keeps the alert stable across runs all the same.
    const fingerprint = lineHashes('', new Set([1])).get(1);
    const findings = level ? [{ ruleId: read.ruleId, level, message: read.message, path: file.path, pointer: '', range, ...(fingerprint ? { fingerprint } : {}) }] : [];
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
