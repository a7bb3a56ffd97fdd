/** Whether a run passes: shared by the CLI's exit code and the action's status. */
import { type FileResult, type Level, LEVELS } from './finding.js';
import { INTERNAL_RULE } from './session.js';

export type FailOn = Level | 'never';

export const FAIL_ON: readonly FailOn[] = ['error', 'warning', 'note', 'never'];

const RANK: Readonly<Record<Level, number>> = { error: 0, warning: 1, note: 2 };

export function isFailOn(value: string): value is FailOn {
  return (FAIL_ON as readonly string[]).includes(value);
}

/** True when some finding reaches the fail-on level, kept or left out of the report (FileResult.omitted). */
export function reachesFailLevel(results: readonly FileResult[], failOn: FailOn): boolean {
  if (failOn === 'never') return false;
  const levels = LEVELS.filter((level) => RANK[level] <= RANK[failOn]);
  return results.some((r) => r.findings.some((f) => RANK[f.level] <= RANK[failOn]) || levels.some((level) => (r.omitted?.[level] ?? 0) > 0));
}

/** An internal error means some check did not run: never a success, whatever fail-on says. */
export function hasInternalError(results: readonly FileResult[]): boolean {
  return results.some((r) => r.findings.some((f) => f.ruleId === INTERNAL_RULE));
}
