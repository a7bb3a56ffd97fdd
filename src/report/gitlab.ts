/**
 * GitLab Code Quality (a CodeClimate subset): an array of issues, each with a description, check name,
 * fingerprint, severity and location. GitLab compares fingerprints between a merge request and its
 * target branch, so a fingerprint is built from what stays put when lines move: the rule, the file, the
 * JSON Pointer and the message, plus a counter for repeats of the same four.
 */
import { createHash } from 'node:crypto';
import { compareByPosition, type FileResult, type Level } from '../engine/finding.js';
import { wellFormedPath } from '../util/file-names.js';

/** GitLab's severities are info, minor, major, critical and blocker. */
const SEVERITY: Readonly<Record<Level, string>> = { error: 'major', warning: 'minor', note: 'info' };

export function formatGitlab(results: readonly FileResult[]): string {
  const seen = new Map<string, number>();
  const issues = results
    .flatMap((r) => r.findings)
    .sort(compareByPosition)
    .map((f) => {
      const path = wellFormedPath(f.path);
      const key = JSON.stringify([f.ruleId, path, f.pointer, f.message]);
      const count = (seen.get(key) ?? 0) + 1;
      seen.set(key, count);
      return {
        type: 'issue',
        description: f.message,
        check_name: f.ruleId,
        fingerprint: createHash('sha256').update(`${key}\n${count}`).digest('hex').slice(0, 32),
        severity: SEVERITY[f.level],
        location: { path, lines: { begin: f.range.start.line, end: f.range.end.line } },
      };
    });
  return `${JSON.stringify(issues, null, 2)}\n`;
}
