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
import { checkedSummary, countFindings, oldMessage, plural } from './summary-counts.js';

/** Keeps the summary far below GitHub's 1 MiB limit per step. */
export const SUMMARY_ROWS = 200;
/** GitHub drops a step summary over 1 MiB (1,048,576 bytes): the whole summary stays below this. */
export const MAX_SUMMARY_BYTES = 1_000_000;
/** Bytes the findings table may take at most. */
const MAX_TABLE_BYTES = 600_000;
/** Bytes the files-checked and not-checked tables may take each. */
const MAX_FILES_TABLE_BYTES = 120_000;
/** Bytes the preface (a pull request's changes to its own check) may take. */
const MAX_PREFACE_BYTES = 60_000;
/** Characters of one note or of the reproduce command. */
const MAX_NOTE_CHARS = 8_000;
/** A link longer than this is left out (the path is still shown): a long non-ASCII path is 9 bytes a character as %XX. */
const MAX_LINK_CHARS = 2_000;
/** Characters of a path shown: a longer one keeps its start and end. */
const MAX_PATH_CHARS = 300;
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
  const head = [
    options.category ? `## mcpdesc: ${cell(options.category)}` : '## mcpdesc',
    '',
    verdictLine(counts.error + counts.warning + counts.note, suppressed, options.verdict),
    '',
    ...within(options.preface ?? [], MAX_PREFACE_BYTES, '…and more, left out to keep the summary within its size limit.'),
    `${checkedSummary(results)} (${options.scope}).`,
    '',
    '| errors | warnings | notes |',
    '|---:|---:|---:|',
    `| ${counts.error} | ${counts.warning} | ${counts.note} |`,
    '',
    ...(suppressed > 0 ? [`🔕 ${suppressedMessage(suppressed)}`, ''] : []),
    ...(options.old ? [`ℹ️ ${oldMessage(options.old)}`, ''] : []),
  ];
  const tail = [...checkedSection(results, maxRows, options), ...skippedSection(results, maxRows)];
  for (const note of options.notes ?? []) tail.push(note.length > MAX_NOTE_CHARS ? `${note.slice(0, MAX_NOTE_CHARS)}…` : note, '');
  if (options.alertsUrl) tail.push(`[Code-scanning alerts for this pull request](${options.alertsUrl})`, '');
  if (options.reproduce && options.reproduce.length <= MAX_NOTE_CHARS) {
    // A fence longer than any run of backticks in the command, so nothing in it can end the block.
    const fence = '`'.repeat(Math.max(3, ...[...options.reproduce.matchAll(/`+/g)].map((m) => m[0].length + 1)));
    tail.push('Reproduce locally, in a clone:', '', `${fence}sh`, options.reproduce, fence, '');
  }
  // GitHub drops a step summary over 1 MiB entirely: the findings table gets what the rest leaves, up to its own cap.
  const table = findingsTable(findings, maxRows, Math.min(MAX_TABLE_BYTES, MAX_SUMMARY_BYTES - bytesOf(head) - bytesOf(tail) - 200), options);
  return [...head, ...table, ...tail].join('\n');
}

/** The findings, most severe first, as table rows within `maxBytes`; the rest are counted. */
function findingsTable(findings: readonly Finding[], maxRows: number, maxBytes: number, options: SummaryOptions): string[] {
  if (findings.length === 0) return [];
  const out = ['| level | location | rule | message |', '|---|---|---|---|'];
  let bytes = bytesOf(out);
  let shown = 0;
  for (const finding of findings.slice(0, maxRows)) {
    const line = row(finding, options);
    bytes += Buffer.byteLength(line) + 1;
    if (bytes > maxBytes) break;
    out.push(line);
    shown++;
  }
  if (findings.length > shown) out.push('', `…and ${plural(findings.length - shown, 'more finding')}, in the SARIF file and the workflow log.`);
  out.push('');
  return out;
}

/** Lines up to `maxBytes`, then `more` in place of the rest. */
function within(lines: readonly string[], maxBytes: number, more: string): string[] {
  const out: string[] = [];
  let bytes = 0;
  for (const line of lines) {
    bytes += Buffer.byteLength(line) + 1;
    if (bytes > maxBytes) return [...out, more, ''];
    out.push(line);
  }
  return out;
}

function bytesOf(lines: readonly string[]): number {
  return lines.reduce((n, line) => n + Buffer.byteLength(line) + 1, 0);
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
  const rows = checked.slice(0, maxRows).map((result) => {
    const format = result.format === null ? 'other' : (formatInfoById(result.format)?.noun.one ?? result.format);
    return `| ${linked(pathCell(result.path), result.path, '', options)} | ${cell(format)} | ${cell(result.version ?? '—')} |`;
  });
  return [
    `<details${checked.length <= OPEN_FILE_LIST ? ' open' : ''}><summary>Files checked: ${checked.length}</summary>`,
    '',
    '| file | format | version |',
    '|---|---|---|',
    ...cappedRows(rows, checked.length, 'more file'),
    '',
    '</details>',
    '',
  ];
}

/** Files looked at but not checked, folded away: they explain a count, they are not findings. */
function skippedSection(results: readonly FileResult[], maxRows: number): string[] {
  const skipped = results.filter((r) => r.skipped !== undefined);
  if (skipped.length === 0) return [];
  const rows = skipped.slice(0, maxRows).map((result) => `| ${pathCell(result.path)} | ${cell(result.skipped ?? '')} |`);
  return [
    `<details><summary>Not checked: ${plural(skipped.length, 'file')}</summary>`,
    '',
    '| file | why |',
    '|---|---|',
    ...cappedRows(rows, skipped.length, 'more file'),
    '',
    '</details>',
    '',
  ];
}

/** Table rows within MAX_FILES_TABLE_BYTES, and a line that counts the `total - shown` left out. */
function cappedRows(rows: readonly string[], total: number, noun: string): string[] {
  const out: string[] = [];
  let bytes = 0;
  for (const line of rows) {
    bytes += Buffer.byteLength(line) + 1;
    if (bytes > MAX_FILES_TABLE_BYTES) break;
    out.push(line);
  }
  return total > out.length ? [...out, '', `…and ${plural(total - out.length, noun)}, left out of this summary.`] : out;
}

/** A path in a table cell or a line: printable, escaped, and at most MAX_PATH_CHARS long (its start and end kept). */
export function pathCell(path: string): string {
  const shown = [...printablePath(path)];
  return cell(shown.length <= MAX_PATH_CHARS ? shown.join('') : `${shown.slice(0, 100).join('')}…${shown.slice(-(MAX_PATH_CHARS - 101)).join('')}`);
}

/** `text` linked to the file at the analysed commit, when the blob URL is known and the link is not too long. */
function linked(text: string, path: string, fragment: string, options: SummaryOptions): string {
  if (!options.blobUrl) return text;
  const url = `${options.blobUrl}${uriPath(path)}${fragment}`;
  return url.length <= MAX_LINK_CHARS ? `[${text}](${url})` : text;
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
  return linked(`${pathCell(path)}:${line}:${column}`, path, `#L${line}`, options);
}

/**
 * Text inside a table cell: no line breaks; pipes, Markdown and HTML markup, entities and math shown
 * literally. GitHub links "name@host.tld" as an e-mail address whatever the escapes ("pkg@1.2.3" in a
 * message became a mailto: link), so an empty comment after each "@" splits the text it would read.
 */
export function cell(text: string): string {
  return text
    .replace(/\r?\n|\r/g, ' ')
    .replace(/[\\`*_[\]<>|&~$!#]/g, (c) => `\\${c}`)
    .replace(/@/g, '@<!-- -->');
}
