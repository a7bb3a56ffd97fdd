/**
 * Compiler-style output: `path:line:col level ruleId message`, the source line and a caret; then the
 * files that were not checked and why, and one line that counts the files checked by format.
 */
import { compareByPosition, type FileResult, type Finding, type Level } from '../engine/finding.js';
import { FORMAT_INFOS } from '../formats/loaders.js';
import { printablePath } from '../util/file-names.js';
import { displayWidth, escapeUnprintable, replaceUnprintable } from '../util/printable.js';
import { leftOutMessage } from './left-out.js';
import { checkedSummary, countFindings, plural } from './summary-counts.js';

/** Skipped files listed by name at most; the JSON report lists them all. */
const SKIPPED_SHOWN = 20;

export interface TextOptions {
  /** ANSI colours (for a terminal): the level, the rule id and the caret. */
  color?: boolean;
  /** Findings left out by --quiet, counted in the last line so a clean-looking report never hides them. */
  hidden?: number;
  /**
   * Bytes the findings may take (a log's cap); the findings past it are counted in one line instead.
   * The list of files not checked and the totals follow either way.
   */
  maxBytes?: number;
}

/** SGR codes: red, yellow, cyan for the levels; dim for the rule id. */
const LEVEL_COLOR: Readonly<Record<Level, string>> = { error: '31', warning: '33', note: '36' };

/**
 * Findings per piece of `textChunks`: a run's report is written a piece at a time, never held whole. A
 * piece stays under V8's 128 KiB large-object size (about 700 bytes a finding at most in common runs),
 * so it dies young: pieces of 2,000 findings went to large-object space, where only a full collection
 * frees them, and added 95 MiB to the peak RSS of a 30,000-file run with 210,000 findings.
 */
const CHUNK_FINDINGS = 128;

export function formatText(results: readonly FileResult[], options: TextOptions = {}): string {
  return [...textChunks(results, options)].join('');
}

/** The text report in pieces whose concatenation is `formatText`'s. */
export function* textChunks(results: readonly FileResult[], options: TextOptions = {}): Generator<string> {
  // Everything painted is escaped first (escapeUnprintable), so no text from a file can add or end a colour.
  const paint = (code: string, text: string) => (options.color ? `\x1b[${code}m${text}\x1b[0m` : text);
  const findings = results.flatMap((r) => r.findings).sort(compareByPosition);
  let out: string[] = [];
  let bytes = 0;
  for (const [index, finding] of findings.entries()) {
    if (index > 0 && index % CHUNK_FINDINGS === 0) {
      yield `${out.join('\n')}\n`;
      out = [];
    }
    const color = LEVEL_COLOR[finding.level];
    const block = [
      `${printablePath(finding.path)}:${finding.range.start.line}:${finding.range.start.column} ${paint(`1;${color}`, finding.level)} ${paint('2', finding.ruleId)} ${escapeUnprintable(finding.message)}`,
    ];
    const lines = excerpt(finding);
    if (options.color && lines.length === 2) lines[1] = lines[1].replace(/\^+$/, (carets) => paint(color, carets));
    for (const line of lines) block.push(line);
    for (const related of finding.related ?? [])
      block.push(`  see also ${printablePath(related.path)}:${related.range.start.line}:${related.range.start.column}: ${escapeUnprintable(related.message)}`);
    block.push('');
    if (options.maxBytes !== undefined) {
      bytes += block.reduce((n, line) => n + Buffer.byteLength(line) + 1, 0);
      if (bytes > options.maxBytes) {
        out.push(
          `…and ${plural(findings.length - index, 'more finding')}, left out of this log at its cap of ${options.maxBytes / (1024 * 1024)} MiB. mcpdesc lint --format json lists them.`,
          '',
        );
        break;
      }
    }
    for (const line of block) out.push(line);
  }
  for (const line of skippedList(results)) out.push(line);
  const counts = countFindings(results);
  const problems = counts.error + counts.warning + counts.note;
  // Suppressed findings are only counted here; JSON and SARIF list them.
  const suppressed = results.reduce((n, r) => n + (r.suppressed?.length ?? 0) + (r.omitted?.suppressed ?? 0), 0);
  const hidden = options.hidden ?? 0;
  const fixable = findings.reduce((n, f) => n + (f.fix ? 1 : 0), 0);
  const andSuppressed = `${suppressed > 0 ? ` ${suppressed} suppressed.` : ''}${hidden > 0 ? ` ${hidden} ${hidden === 1 ? 'warning or note' : 'warnings and notes'} not shown (--quiet).` : ''}${fixable > 0 ? ` ${fixable} fixable with --fix.` : ''}`;
  const omitted = leftOutMessage(results);
  if (omitted) out.push(omitted, '');
  if (counts.files === 0) {
    out.push(NOTHING_CHECKED);
  } else if (problems === 0) {
    out.push(`${checkedSummary(results)}. ${hidden > 0 ? 'No errors.' : 'No problems.'}${andSuppressed}`);
  } else {
    out.push(
      `${plural(problems, 'problem')} (${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${plural(counts.note, 'note')}) in ${counts.filesWithFindings} of ${checkedSummary(results)}.${andSuppressed}`,
    );
  }
  yield `${out.join('\n')}\n`;
}

/** What "nothing checked" means, so that it never reads as a clean bill; every report format's run says it (cli/report.ts). */
export const NOTHING_CHECKED = `0 MCP files checked. mcpdesc looks for ${FORMAT_INFOS.slice(0, 4)
  .map((f) => f.title)
  .join(
    ', ',
  )}, committed tool lists, the tools in server source (TypeScript, Python, Go, C#, Rust, Java) and client configurations (.mcp.json, .vscode/mcp.json and others); name files or folders to check, or set include globs.`;

function skippedList(results: readonly FileResult[]): string[] {
  const skipped = results.filter((r) => r.skipped !== undefined);
  if (skipped.length === 0) return [];
  const lines = [`Not checked: ${plural(skipped.length, 'file')}.`];
  for (const result of skipped.slice(0, SKIPPED_SHOWN)) lines.push(`  ${printablePath(result.path)}: ${escapeUnprintable(result.skipped ?? '')}`);
  if (skipped.length > SKIPPED_SHOWN) lines.push(`  …and ${skipped.length - SKIPPED_SHOWN} more (--format json lists them all).`);
  return [...lines, ''];
}

function excerpt(finding: Finding): string[] {
  if (finding.excerpt === undefined) return [];
  const { start, end } = finding.range;
  const { text, column } = finding.excerpt;
  const shown = replaceUnprintable(text.replace(/\t/g, ' '));
  const prefix = column > 1 ? '…' : '';
  const caret = Math.max(0, start.column - column);
  const span = end.line === start.line ? end.column - start.column : Number.POSITIVE_INFINITY;
  // Columns are UTF-16 code units; the caret goes under them as a terminal shows them (CJK takes two).
  const before = displayWidth(prefix) + displayWidth(shown.slice(0, caret));
  const under = shown.slice(caret, Number.isFinite(span) ? caret + Math.max(1, span) : undefined);
  const width = Math.max(1, displayWidth(under));
  return [`  ${start.line} | ${prefix}${shown}`, `  ${' '.repeat(String(start.line).length)} | ${' '.repeat(before)}${'^'.repeat(width)}`];
}
