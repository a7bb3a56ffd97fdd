/** One line a finding, `path:line:col: level rule-id: message`, the shape editors and problem matchers read. */
import { compareByPosition, type FileResult } from '../engine/finding.js';
import { printablePath } from '../util/file-names.js';
import { escapeUnprintable } from '../util/printable.js';

export function formatCompact(results: readonly FileResult[]): string {
  return results
    .flatMap((r) => r.findings)
    .sort(compareByPosition)
    .map((f) => `${printablePath(f.path)}:${f.range.start.line}:${f.range.start.column}: ${f.level} ${f.ruleId}: ${escapeUnprintable(f.message)}\n`)
    .join('');
}
