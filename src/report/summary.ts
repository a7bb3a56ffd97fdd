/**
 * The job summary (Markdown): the verdict first, then what was checked, counts by level, a table of
 * findings linking each to its line at the analysed commit and to its rule page, the files checked with
 * their format and version, notes such as why upload was skipped, and how to reproduce the run locally.
 */
import { checkedFiles, compareFindings, type FileResult, type Finding } from '../engine/finding.js';
import type { FailOn } from '../engine/outcome.js';
import { formatInfoById } from '../formats/loaders.js';
import { printablePath, uriPath } from '../util/file-names.js';
import type { ReportContext } from './context.js';
import { checkedSummary, countFindings, plural } from './summary-counts.js';

/** Keeps the summary far below GitHub's 1 MiB limit per step. */
export const SUMMARY_ROWS = 200;
/** Bytes the findings table may take (the rest of the summary is small). */
const MAX_TABLE_BYTES = 600_000;
/** More files checked than this, and their list starts collapsed. */
const OPEN_FILE_LIST = 10;

export interface SummaryOptions {
  context: ReportContext;
  /** What was linted, e.g. "descriptors changed by this pull request (git)". */
  scope: string;
  /** Prefix of links to files at the analysed commit, e.g. `https://github.com/o/r/blob/<sha>/`. */
  blobUrl?: string;
  /** Short paragraphs shown under the table (upload skipped and why, results status …). */
  notes?: readonly string[];
  maxRows?: number;
  /** Why the step fails (none: it passes), and the level that fails it. */
  verdict: { failOn: FailOn; failures: readonly string[] };
  /** The code-scanning analysis category, shown in the heading so shards' summaries tell apart. */
  category?: string;
  /** The code-scanning alerts of the pull request, when the SARIF was uploaded for one. */
  alertsUrl?: string;
  /** A shell command that runs the same check on a clone. */
  reproduce?: string;
  /** Markdown lines right under the verdict: what a pull request changed in its own check. */
  preface?: readonly string[];
  /** Findings of files the change did not touch, re-checked with a changed package manifest: left out of the counts. */
  old?: number;
}

const ICON = { error: '❌', warning: '⚠️', note: 'ℹ️' } as const;

export function formatSummary(results: readonly FileResult[], options: SummaryOptions): string {
  const counts = countFindings(results);
  const suppressed = results.reduce((n, r) => n + (r.suppressed?.length ?? 0), 0);
  const findings = results.flatMap((r) => r.findings).sort(compareFindings);
  const maxRows = options.maxRows ?? SUMMARY_ROWS;
  const out = [
    options.category ? `## mcpdesc: ${cell(options.category)}` : '## mcpdesc',
    '',
    verdictLine(counts.error + counts.warning + counts.note, suppressed, options.verdict),
    '',
    ...(options.preface ?? []),
    `${checkedSummary(results)} (${options.scope}).`,
    '',
    '| errors | warnings | notes |',
    '|---:|---:|---:|',
    `| ${counts.error} | ${counts.warning} | ${counts.note} |`,
    '',
    ...(suppressed > 0 ? [`🔕 ${suppressedMessage(suppressed)}`, ''] : []),
    ...(options.old ? [`ℹ️ ${oldMessage(options.old)}`, ''] : []),
  ];
  if (findings.length > 0) {
    out.push('| level | location | rule | message |', '|---|---|---|---|');
    // GitHub drops a step summary over 1 MiB entirely: rows stop well before that, whatever their length.
    let bytes = 0;
    let shown = 0;
    for (const finding of findings.slice(0, maxRows)) {
      const line = row(finding, options);
      bytes += Buffer.byteLength(line) + 1;
      if (bytes > MAX_TABLE_BYTES) break;
      out.push(line);
      shown++;
    }
    if (findings.length > shown) out.push('', `…and ${plural(findings.length - shown, 'more finding')}, in the SARIF file and the workflow log.`);
    out.push('');
  }
  out.push(...checkedSection(results, maxRows, options), ...skippedSection(results, maxRows));
  for (const note of options.notes ?? []) out.push(note, '');
  if (options.alertsUrl) out.push(`[Code-scanning alerts for this pull request](${options.alertsUrl})`, '');
  if (options.reproduce) {
    // A fence longer than any run of backticks in the command, so nothing in it can end the block.
    const fence = '`'.repeat(Math.max(3, ...[...options.reproduce.matchAll(/`+/g)].map((m) => m[0].length + 1)));
    out.push('Reproduce locally, in a clone:', '', `${fence}sh`, options.reproduce, fence, '');
  }
  return `${out.join('\n')}`;
}

/** What a changed-files run says of the findings it does not count. */
export function oldMessage(count: number): string {
  const are = count === 1 ? 'is' : 'are';
  return `${plural(count, 'older finding')} in MCP files this change did not touch (re-checked because a package manifest beside them changed) ${are} not counted: ${count === 1 ? 'it does' : 'they do'} not fail this step, and the SARIF file keeps ${count === 1 ? 'it' : 'them'} as before for code scanning.`;
}

/** Suppressed findings are never left unsaid: "no problems found" must not hide them. */
function suppressedMessage(count: number): string {
  return `${plural(count, 'suppressed finding')} (baseline, \`ignore:\` entries or comments) ${count === 1 ? 'is' : 'are'} not counted: the SARIF file holds ${count === 1 ? 'it' : 'them'} as dismissed.`;
}

function verdictLine(findings: number, suppressed: number, verdict: SummaryOptions['verdict']): string {
  if (verdict.failures.length > 0) return `❌ **Failed:** ${cell(verdict.failures.join(' '))}`;
  if (findings === 0 && suppressed > 0) return `✅ **Passed:** no problems found but ${plural(suppressed, 'suppressed finding')}.`;
  if (findings === 0) return '✅ **Passed:** no problems found.';
  return verdict.failOn === 'never'
    ? '✅ **Passed:** findings do not fail this step (fail-on: never).'
    : `✅ **Passed:** no finding reaches fail-on: ${verdict.failOn}.`;
}

/** Every file checked, with its format and the version it declares; folded away when the list is long. */
function checkedSection(results: readonly FileResult[], maxRows: number, options: SummaryOptions): string[] {
  const checked = checkedFiles(results);
  if (checked.length === 0) return [];
  const lines = [
    `<details${checked.length <= OPEN_FILE_LIST ? ' open' : ''}><summary>Files checked: ${checked.length}</summary>`,
    '',
    '| file | format | version |',
    '|---|---|---|',
  ];
  for (const result of checked.slice(0, maxRows)) {
    const path = printablePath(result.path);
    const file = options.blobUrl ? `[${cell(path)}](${options.blobUrl}${uriPath(result.path)})` : cell(path);
    const format = result.format === null ? 'other' : (formatInfoById(result.format)?.noun.one ?? result.format);
    lines.push(`| ${file} | ${cell(format)} | ${cell(result.version ?? '—')} |`);
  }
  if (checked.length > maxRows) lines.push('', `…and ${plural(checked.length - maxRows, 'more file')}.`);
  return [...lines, '', '</details>', ''];
}

/** Files looked at but not checked, folded away: they explain a count, they are not findings. */
function skippedSection(results: readonly FileResult[], maxRows: number): string[] {
  const skipped = results.filter((r) => r.skipped !== undefined);
  if (skipped.length === 0) return [];
  const lines = [`<details><summary>Not checked: ${plural(skipped.length, 'file')}</summary>`, '', '| file | why |', '|---|---|'];
  for (const result of skipped.slice(0, maxRows)) lines.push(`| ${cell(printablePath(result.path))} | ${cell(result.skipped ?? '')} |`);
  if (skipped.length > maxRows) lines.push('', `…and ${plural(skipped.length - maxRows, 'more file')}.`);
  return [...lines, '', '</details>', ''];
}

function row(finding: Finding, options: SummaryOptions): string {
  const rule = `[${cell(finding.ruleId)}](${options.context.ruleHelpUri(finding.ruleId)})`;
  // The other places a finding is about (the package.json a server.json disagrees with), linked as the finding is.
  const seeAlso = (finding.related ?? [])
    .map((r) => `<br>see also ${place(r.path, r.range.start.line, r.range.start.column, options)}: ${cell(r.message)}`)
    .join('');
  return `| ${ICON[finding.level]} ${finding.level} | ${place(finding.path, finding.range.start.line, finding.range.start.column, options)} | ${rule} | ${cell(finding.message)}${seeAlso} |`;
}

/** `path:line:col`, linked to the line on GitHub when the commit's blob URL is known. */
function place(path: string, line: number, column: number, options: SummaryOptions): string {
  const location = `${printablePath(path)}:${line}:${column}`;
  return options.blobUrl ? `[${cell(location)}](${options.blobUrl}${uriPath(path)}#L${line})` : cell(location);
}

/** Text inside a table cell: no line breaks; pipes, Markdown and HTML markup, entities and math shown literally. */
export function cell(text: string): string {
  return text.replace(/\r?\n|\r/g, ' ').replace(/[\\`*_[\]<>|&~$!#]/g, (c) => `\\${c}`);
}
