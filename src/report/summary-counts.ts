/** Counts every reporter shows: findings by level, and the files checked, by format. */
import { checkedFiles, type FileResult, type Level, LEVELS } from '../engine/finding.js';
import { FORMAT_INFOS, formatInfoById } from '../formats/loaders.js';

/** Findings by level, those a run left out of its report included; `omitted` counts those left out. */
export type Counts = Record<Level, number> & { files: number; filesWithFindings: number; omitted: number };

export function countFindings(results: readonly FileResult[]): Counts {
  const checked = checkedFiles(results);
  const counts: Counts = { error: 0, warning: 0, note: 0, files: checked.length, filesWithFindings: 0, omitted: 0 };
  for (const result of checked) {
    const { omitted } = result;
    const left = omitted ? omitted.error + omitted.warning + omitted.note : 0;
    if (result.findings.length > 0 || left > 0) counts.filesWithFindings++;
    for (const finding of result.findings) counts[finding.level]++;
    if (!omitted) continue;
    for (const level of LEVELS) counts[level] += omitted[level];
    counts.omitted += left;
  }
  return counts;
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** "1 descriptor, 2 Claude Code configs" for the files checked, in the order formats are listed. */
export function filesByFormat(results: readonly FileResult[]): string {
  const counts = new Map<string | null, number>();
  for (const result of checkedFiles(results)) counts.set(result.format, (counts.get(result.format) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => formatOrder(a) - formatOrder(b))
    .map(([id, count]) => {
      const noun = id === null ? undefined : formatInfoById(id)?.noun;
      return `${count} ${noun ? (count === 1 ? noun.one : noun.other) : count === 1 ? 'other file' : 'other files'}`;
    })
    .join(', ');
}

/** "4 MCP files checked: 1 descriptor, 2 Claude Code configs" (or "0 MCP files checked"). */
export function checkedSummary(results: readonly FileResult[]): string {
  const count = checkedFiles(results).length;
  const breakdown = filesByFormat(results);
  return `${plural(count, 'MCP file')} checked${breakdown ? `: ${breakdown}` : ''}`;
}

/** Formats in the registry's order; files of no format last. */
function formatOrder(id: string | null): number {
  const index = id === null ? -1 : FORMAT_INFOS.findIndex((f) => f.id === id);
  return index === -1 ? FORMAT_INFOS.length : index;
}

/** What a changed-files run says of the findings it does not count. */
export function oldMessage(count: number): string {
  const are = count === 1 ? 'is' : 'are';
  return `${plural(count, 'older finding')} in MCP files this change did not touch (re-checked because a package manifest beside them changed) ${are} not counted: ${count === 1 ? 'it does' : 'they do'} not fail this step, and the SARIF file keeps ${count === 1 ? 'it' : 'them'} as before for code scanning.`;
}
