/**
 * The baseline (`.mcpdesc-baseline.json`): the findings a repository already had when it adopted
 * mcpdesc, so that a required check fails only on new ones. An entry is a rule, a file, a fingerprint
 * and how many findings share them. The fingerprint hashes the finding's rule, JSON Pointer (array
 * indexes left out) and message, not its line: lines added above a finding, or an item inserted before
 * it in a list, do not make it new. All is pure but `loadBaseline`.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_BASELINE_FILE } from './defaults.js';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { readDescriptor } from './read.js';
import type { FileResult, Finding } from '../engine/finding.js';
import { isObject, shown } from '../util/json.js';

export { DEFAULT_BASELINE_FILE } from './defaults.js';
const VERSION = 1;

export interface BaselineEntry {
  rule: string;
  file: string;
  fingerprint: string;
  count: number;
}

export interface Baseline {
  entries: BaselineEntry[];
}

export class BaselineError extends Error {}

/** What stays stable about a finding when lines move: its rule, its place in the document but for array indexes, and its message. */
export function baselineFingerprint(finding: Pick<Finding, 'ruleId' | 'pointer' | 'message'>): string {
  const place = finding.pointer
    .split('/')
    .map((segment) => (/^[0-9]+$/.test(segment) ? '*' : segment))
    .join('/');
  return createHash('sha256').update(`${finding.ruleId}\u0000${place}\u0000${finding.message}`).digest('hex').slice(0, 16);
}

const keyOf = (rule: string, file: string, fingerprint: string) => `${file}\u0000${rule}\u0000${fingerprint}`;

/** The baseline of every finding reported (suppressed ones are accepted already). */
export function buildBaseline(results: readonly FileResult[]): Baseline {
  const counts = new Map<string, BaselineEntry>();
  for (const finding of results.flatMap((r) => r.findings)) {
    const fingerprint = baselineFingerprint(finding);
    const key = keyOf(finding.ruleId, finding.path, fingerprint);
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { rule: finding.ruleId, file: finding.path, fingerprint, count: 1 });
  }
  return { entries: sorted([...counts.values()]) };
}

export function formatBaseline(baseline: Baseline): string {
  return `${JSON.stringify({ version: VERSION, findings: baseline.entries }, null, 2)}\n`;
}

/** A baseline is a list of findings; one larger than this is a mistake or an attack. */
export const MAX_BASELINE_BYTES = 32 * 1024 * 1024;

/**
 * Reads the baseline `file` (named by `option` in errors, which must exist) or, when none is named,
 * `.mcpdesc-baseline.json` in `cwd` if there is one; undefined when there is none. Read under the policy
 * linted files are read under: it comes from the pull request too.
 */
export function loadBaseline(file: string | undefined, cwd: string, option: string): Baseline | undefined {
  const text = readBaselineText(file, cwd, option);
  return text === undefined ? undefined : parseBaseline(text, file ?? DEFAULT_BASELINE_FILE);
}

/** The baseline file's text (see loadBaseline), or undefined when none is named and there is none. */
export function readBaselineText(file: string | undefined, cwd: string, option: string): string | undefined {
  const name = file ?? DEFAULT_BASELINE_FILE;
  const path = resolve(cwd, name);
  if (!existsSync(path)) {
    if (file === undefined) return undefined;
    throw new BaselineError(`${option}: there is no ${name}. Write one with "mcpdesc baseline", or check the path.`);
  }
  const read = readDescriptor(path, cwd, MAX_BASELINE_BYTES);
  if (!read.ok) throw new BaselineError(`cannot read the baseline ${name} (${read.message.replace(/\.$/, '')}). Check the ${option} path.`);
  return read.text;
}

/** Reads a baseline file's text strictly; `source` names it in errors. */
export function parseBaseline(text: string, source: string): Baseline {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new BaselineError(`${source}: not valid JSON (${(error as Error).message}). Write it again with "mcpdesc baseline".`);
  }
  if (!isObject(raw) || raw.version !== VERSION || !Array.isArray(raw.findings))
    throw new BaselineError(`${source}: not an mcpdesc baseline (expected {"version": 1, "findings": [...]}). Write it again with "mcpdesc baseline".`);
  const entries = raw.findings.map((entry: unknown, index): BaselineEntry => {
    const ok =
      isObject(entry) &&
      typeof entry.rule === 'string' &&
      typeof entry.file === 'string' &&
      typeof entry.fingerprint === 'string' &&
      Number.isInteger(entry.count) &&
      (entry.count as number) > 0;
    if (!ok)
      throw new BaselineError(
        `${source}: findings[${index}] must be {"rule", "file", "fingerprint", "count" (a whole number from 1)}, not ${shown(entry)}. Write it again with "mcpdesc baseline".`,
      );
    return { rule: entry.rule as string, file: entry.file as string, fingerprint: entry.fingerprint as string, count: entry.count as number };
  });
  return { entries };
}

export interface Baselined {
  /** The results, with the findings the baseline holds moved to `suppressed`. */
  results: FileResult[];
  /** Entries (with the count left over) that matched no finding in the files checked: fixed since. */
  stale: BaselineEntry[];
}

/**
 * Findings the baseline holds are suppressed (kind `external`), up to each entry's count, in report
 * order; any beyond it are new. Entries of files that were not checked (a `--changed-since` run) are not stale.
 */
export function applyBaseline(results: readonly FileResult[], baseline: Baseline, source: string): Baselined {
  const left = new Map<string, BaselineEntry>();
  for (const entry of baseline.entries) {
    const key = keyOf(entry.rule, entry.file, entry.fingerprint);
    const known = left.get(key);
    left.set(key, { ...entry, count: entry.count + (known?.count ?? 0) });
  }
  const justification = `in the baseline (${source}): accepted when mcpdesc was adopted`;
  const updated = results.map((result): FileResult => {
    const findings: Finding[] = [];
    const suppressed: Finding[] = [...(result.suppressed ?? [])];
    for (const finding of result.findings) {
      const entry = left.get(keyOf(finding.ruleId, finding.path, baselineFingerprint(finding)));
      if (entry && entry.count > 0) {
        entry.count--;
        suppressed.push({ ...finding, suppression: { kind: 'external', justification } });
      } else {
        findings.push(finding);
      }
    }
    return { ...result, findings, ...(suppressed.length > 0 ? { suppressed } : {}) };
  });
  const checked = new Set(results.filter((r) => r.skipped === undefined).map((r) => r.path));
  const stale = sorted([...left.values()].filter((e) => e.count > 0 && checked.has(e.file)));
  return { results: updated, stale };
}

/** The entries `head` has beyond `base` (counts beyond base's): what a change to the baseline would newly accept. */
export function baselineAdded(head: Baseline, base: Baseline | undefined): Baseline {
  const had = new Map<string, number>();
  for (const entry of base?.entries ?? []) {
    const key = keyOf(entry.rule, entry.file, entry.fingerprint);
    had.set(key, (had.get(key) ?? 0) + entry.count);
  }
  return less(head.entries, had);
}

/** The baseline without its stale entries (`mcpdesc baseline --update`): it never gains new findings. */
export function pruneBaseline(baseline: Baseline, stale: readonly BaselineEntry[]): Baseline {
  return less(baseline.entries, new Map(stale.map((e) => [keyOf(e.rule, e.file, e.fingerprint), e.count])));
}

/** What is left of `entries` once the counts `taken` holds by key are taken from them, each count taken once. */
function less(entries: readonly BaselineEntry[], taken: Map<string, number>): Baseline {
  const left: BaselineEntry[] = [];
  for (const entry of entries) {
    const key = keyOf(entry.rule, entry.file, entry.fingerprint);
    const spent = Math.min(taken.get(key) ?? 0, entry.count);
    taken.set(key, (taken.get(key) ?? 0) - spent);
    if (entry.count > spent) left.push({ ...entry, count: entry.count - spent });
  }
  return { entries: sorted(left) };
}

/** What a run says about stale entries, so the baseline shrinks as findings are fixed. */
export function staleMessage(stale: readonly BaselineEntry[], source: string): string {
  const count = stale.reduce((n, e) => n + e.count, 0);
  const files = [...new Set(stale.map((e) => e.file))];
  const shownFiles = files.slice(0, 5).join(', ') + (files.length > 5 ? ` and ${files.length - 5} more` : '');
  return `${count} ${count === 1 ? 'finding' : 'findings'} in ${source} ${count === 1 ? 'is' : 'are'} fixed (${shownFiles}): run "mcpdesc baseline --update" to remove ${count === 1 ? 'it' : 'them'}, so ${count === 1 ? 'it does' : 'they do'} not hide a new finding later.`;
}

function sorted(entries: BaselineEntry[]): BaselineEntry[] {
  return entries.sort((a, b) => cmp(a.file, b.file) || cmp(a.rule, b.rule) || cmp(a.fingerprint, b.fingerprint));
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
