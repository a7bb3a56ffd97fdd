import type { FileResult, Level } from '../engine/finding.js';

export type Counts = Record<Level, number> & { files: number; filesWithFindings: number };

export function countFindings(results: readonly FileResult[]): Counts {
  const counts: Counts = { error: 0, warning: 0, note: 0, files: results.length, filesWithFindings: 0 };
  for (const result of results) {
    if (result.findings.length > 0) counts.filesWithFindings++;
    for (const finding of result.findings) counts[finding.level]++;
  }
  return counts;
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
