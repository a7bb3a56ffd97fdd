/**
 * A changed-files run is judged by what the change touched. A changed package manifest re-checks the
 * MCP files of its package (`withGroups` in run.ts), so a version bump in package.json shows the
 * server.json that lags behind; but those files' other findings are as old as the files, and a
 * dependency-only bump must not fail on them. A finding belongs to the change when its file, or one of
 * its related locations (the package.json line it disagrees with), is a changed file, or its file's tools
 * rest on a changed file (dependents.ts): the readers say which files a file's tools rest on, not which of
 * its tools, so such a file is judged whole, as a changed one (a poisoned docstring registered from an
 * unchanged module must not merge unseen).
 */
import type { FileResult, Finding } from '../engine/finding.js';
import { INTERNAL_RULE } from '../engine/session.js';

export interface ByChange {
  /** Every result, holding only the findings (and suppressed findings) that belong to the change. */
  judged: FileResult[];
  /** The findings of unchanged files that point to no changed file: already there before the change. */
  old: Finding[];
  /** Files checked that the change did not touch (re-checked with a changed package manifest). */
  unchangedFiles: number;
  /** Files checked because their tools rest on a changed file, judged with the change. */
  dependentFiles: number;
}

export function touchesChange(finding: Pick<Finding, 'path' | 'related'>, changed: ReadonlySet<string>): boolean {
  return changed.has(finding.path) || (finding.related ?? []).some((place) => changed.has(place.path));
}

/** An internal error belongs to every run: a check that did not run is never an old finding. */
function belongs(finding: Finding, changed: ReadonlySet<string>): boolean {
  return finding.ruleId === INTERNAL_RULE || touchesChange(finding, changed);
}

export function byChange(results: readonly FileResult[], changed: ReadonlySet<string>, dependents: ReadonlyMap<string, unknown> = new Map()): ByChange {
  const old: Finding[] = [];
  let unchangedFiles = 0;
  let dependentFiles = 0;
  const judged = results.map((result): FileResult => {
    if (changed.has(result.path)) return result;
    if (dependents.has(result.path)) {
      if (result.skipped === undefined) dependentFiles++;
      return result;
    }
    if (result.skipped === undefined) unchangedFiles++;
    const findings: Finding[] = [];
    for (const finding of result.findings) (belongs(finding, changed) ? findings : old).push(finding);
    const suppressed = (result.suppressed ?? []).filter((finding) => belongs(finding, changed));
    const { suppressed: _, ...rest } = result;
    return { ...rest, findings, ...(suppressed.length > 0 ? { suppressed } : {}) };
  });
  return { judged, old, unchangedFiles, dependentFiles };
}
