/**
 * The memory budget of the findings a run keeps until its report. A 4.5 MB file can hold 900,000
 * findings, and a run kept every one (about 1 KB each) until the report: six such files crashed the
 * action. A run keeps at most KEPT_PER_FILE findings of a file and KEPT_PER_RUN in all, and counts the
 * rest in each file's `omitted`, so totals and fail-on still see them.
 *
 * Which findings are kept depends on the findings alone, never on the order files arrive in (any
 * --jobs): the first in `keepOrder`, a total order (ranks are numbered within each file). A run trims to its budget whenever it holds a
 * quarter more, and from then on leaves out at once what sorts after the last finding it kept, which
 * can no longer make the cut.
 */
import { compareFindings, type FileResult, type Finding, LEVELS, type Omitted } from '../engine/finding.js';
import { INTERNAL_RULE } from '../engine/session.js';

/** Findings kept of one file (SARIF shows 25,000 of a run at most, the job summary 200). */
export const KEPT_PER_FILE = 10_000;
/** Findings kept of a run: above the 210,000 of the realistic 30,000-file bench corpus. */
export const KEPT_PER_RUN = 250_000;

/** Each finding's place among its file's findings of the same rule (see `rank`). */
const RANKS = new WeakMap<Finding, number>();

/**
 * The order findings are kept in: mcpdesc's own errors (a check that did not run is never left out),
 * then reported before suppressed ones, the most severe first, then the first finding of every rule of
 * a file before the second of any (190,000 duplicate keys do not hide the one limits finding after
 * them), then by place, and by what is left.
 */
function keepOrder(a: Finding, b: Finding): number {
  return (
    Number(b.ruleId === INTERNAL_RULE) - Number(a.ruleId === INTERNAL_RULE) ||
    Number(a.suppression !== undefined) - Number(b.suppression !== undefined) ||
    LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) ||
    (RANKS.get(a) ?? 0) - (RANKS.get(b) ?? 0) ||
    compareFindings(a, b) ||
    byCodeUnits(a.pointer, b.pointer) ||
    a.range.end.line - b.range.end.line ||
    a.range.end.column - b.range.end.column ||
    byCodeUnits(a.message, b.message)
  );
}

/**
 * Numbers each finding of a result among those of its rule, in position order (RANKS): once, on all
 * the findings it arrived with, so a finding's place in keepOrder never changes after.
 */
function rank(result: FileResult): void {
  const byRule = new Map<string, Finding[]>();
  for (const finding of allOf(result)) {
    const list = byRule.get(finding.ruleId);
    if (list) list.push(finding);
    else byRule.set(finding.ruleId, [finding]);
  }
  for (const list of byRule.values()) {
    list.sort(compareFindings);
    for (const [index, finding] of list.entries()) RANKS.set(finding, index);
  }
}

/** A file's result with at most `max` findings kept (the first in keepOrder), the rest counted. */
export function capFile(result: FileResult, max = KEPT_PER_FILE): FileResult {
  if (result.findings.length + (result.suppressed?.length ?? 0) <= max) return result;
  rank(result);
  const kept = new Set(allOf(result).sort(keepOrder).slice(0, max));
  return keepOnly({ ...result }, (finding) => kept.has(finding));
}

/** The findings of the results a run has kept, within KEPT_PER_RUN. */
export class RunBudget {
  private readonly results: FileResult[] = [];
  private kept = 0;
  /** The last finding kept at the latest trim: one after it in keepOrder can no longer be kept. */
  private last: Finding | undefined;

  constructor(private readonly max = KEPT_PER_RUN) {}

  /** Takes a result into the run, leaving out at once what cannot be kept; trims the run past its budget. Changes `result`. */
  admit(result: FileResult): FileResult {
    if (result.findings.length + (result.suppressed?.length ?? 0) === 0) return result;
    const last = this.last;
    if (last) {
      rank(result);
      keepOnly(result, (finding) => keepOrder(finding, last) < 0);
    }
    const count = result.findings.length + (result.suppressed?.length ?? 0);
    if (count === 0) return result;
    this.results.push(result);
    this.kept += count;
    if (this.kept > this.max + (this.max >> 2)) this.trim();
    return result;
  }

  /** Leaves the run within its budget exactly, once every result is in. */
  finish(): void {
    if (this.kept > this.max) this.trim();
  }

  /** Keeps the first `max` of the run's findings in keepOrder; results are changed in place, as the run holds them. */
  private trim(): void {
    // Results are ranked as they arrived: before the first trim, none has lost a finding yet.
    if (!this.last) for (const result of this.results) rank(result);
    const all: Finding[] = [];
    for (const result of this.results) for (const finding of allOf(result)) all.push(finding);
    all.sort(keepOrder);
    const kept = new Set(all.slice(0, this.max));
    this.last = all[this.max - 1];
    for (const result of this.results) keepOnly(result, (finding) => kept.has(finding));
    this.kept = kept.size;
  }
}

function allOf(result: FileResult): Finding[] {
  const all = result.findings.slice();
  for (const finding of result.suppressed ?? []) all.push(finding);
  return all;
}

/** Keeps the findings `keep` accepts, in their order, and counts the others in `omitted`. Changes `result`. */
function keepOnly(result: FileResult, keep: (finding: Finding) => boolean): FileResult {
  const omitted: Omitted = result.omitted ? { ...result.omitted } : { error: 0, warning: 0, note: 0, suppressed: 0 };
  const findings: Finding[] = [];
  for (const finding of result.findings) {
    if (keep(finding)) findings.push(finding);
    else omitted[finding.level]++;
  }
  const suppressed: Finding[] = [];
  for (const finding of result.suppressed ?? []) {
    if (keep(finding)) suppressed.push(finding);
    else omitted.suppressed++;
  }
  if (findings.length === result.findings.length && suppressed.length === (result.suppressed?.length ?? 0)) return result;
  result.findings = findings;
  if (suppressed.length > 0) result.suppressed = suppressed;
  else delete result.suppressed;
  result.omitted = omitted;
  return result;
}

/** Plain code-unit order, as compareFindings orders paths. */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
