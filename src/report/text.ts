/** Compiler-style output: `path:line:col level ruleId message`, the source line and a caret. */
import { compareByPosition, type FileResult, type Finding } from '../engine/finding.js';
import { printablePath } from '../util/file-names.js';
import { escapeUnprintable, replaceUnprintable } from '../util/printable.js';
import { countFindings, plural } from './summary-counts.js';

export function formatText(results: readonly FileResult[]): string {
  const findings = results.flatMap((r) => r.findings).sort(compareByPosition);
  const out: string[] = [];
  for (const finding of findings) {
    out.push(`${printablePath(finding.path)}:${finding.range.start.line}:${finding.range.start.column} ${finding.level} ${finding.ruleId} ${escapeUnprintable(finding.message)}`);
    out.push(...excerpt(finding), '');
  }
  const counts = countFindings(results);
  if (findings.length === 0) {
    out.push(`${plural(counts.files, 'descriptor')} checked: no problems.`);
  } else {
    out.push(`${plural(findings.length, 'problem')} (${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${plural(counts.note, 'note')}) in ${counts.filesWithFindings} of ${plural(counts.files, 'descriptor')}.`);
  }
  return `${out.join('\n')}\n`;
}

function excerpt(finding: Finding): string[] {
  if (finding.excerpt === undefined) return [];
  const { start, end } = finding.range;
  const { text, column } = finding.excerpt;
  const shown = replaceUnprintable(text.replace(/\t/g, ' '));
  const prefix = column > 1 ? '…' : '';
  const caret = start.column - column + prefix.length;
  const span = end.line === start.line ? end.column - start.column : Infinity;
  const width = Math.max(1, Math.min(span, prefix.length + shown.length - caret));
  return [
    `  ${start.line} | ${prefix}${shown}`,
    `  ${' '.repeat(String(start.line).length)} | ${' '.repeat(Math.max(0, caret))}${'^'.repeat(width)}`,
  ];
}
