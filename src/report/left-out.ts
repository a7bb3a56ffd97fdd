/** What every report says when a run kept only part of its findings (src/runner/budget.ts). */
import type { FileResult, Omitted } from '../engine/finding.js';
import { KEPT_PER_FILE, KEPT_PER_RUN } from '../runner/budget.js';
import { plural } from './summary-counts.js';

/** The findings the results left out, summed; undefined when none were. */
export function leftOut(results: readonly FileResult[]): Omitted | undefined {
  let sum: Omitted | undefined;
  for (const { omitted } of results) {
    if (!omitted) continue;
    sum ??= { error: 0, warning: 0, note: 0, suppressed: 0 };
    sum.error += omitted.error;
    sum.warning += omitted.warning;
    sum.note += omitted.note;
    sum.suppressed += omitted.suppressed;
  }
  return sum;
}

/** One sentence on the findings left out, or undefined when none were. */
export function leftOutMessage(results: readonly FileResult[]): string | undefined {
  const sum = leftOut(results);
  if (!sum) return undefined;
  const reported = sum.error + sum.warning + sum.note;
  const what = [
    ...(reported > 0 ? [`${plural(reported, 'finding')} (${plural(sum.error, 'error')}, ${plural(sum.warning, 'warning')}, ${plural(sum.note, 'note')})`] : []),
    ...(sum.suppressed > 0 ? [plural(sum.suppressed, 'suppressed finding')] : []),
  ].join(' and ');
  return `${what} ${reported + sum.suppressed === 1 ? 'was' : 'were'} left out of this report: mcpdesc keeps at most ${count(KEPT_PER_FILE)} findings of a file and ${count(KEPT_PER_RUN)} of a run, the most severe first, so that its memory stays bounded. They count in the totals and toward fail-on. Fix the problem that repeats most, or check the files with the most findings on their own.`;
}

function count(n: number): string {
  return n.toLocaleString('en-US');
}
