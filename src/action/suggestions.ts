/**
 * Which certain fixes become suggested changes on a pull request (input `suggestions`), and what each
 * review comment says. Pure: the caller reads the files and GitHub's diff (`review.ts`). A suggestion
 * replaces one whole line, so only fixes whose edits all sit on one line that the pull request adds
 * are suggested, and only where the checked-out line is the line GitHub shows: a merge checkout whose
 * base changed the same file must not get a suggestion for a line that is not there.
 */
import type { FileResult, Finding, Level } from '../engine/finding.js';
import { applyFixes } from '../engine/fix.js';
import { LineIndex } from '../parse/lines.js';
import type { ReportContext } from '../report/context.js';
import { cell } from '../report/summary.js';

/** Review comments one run posts or keeps at most; the rest are counted in the job summary. */
export const MAX_SUGGESTIONS = 50;
/** A longer line (a minified file) is not suggested: its comment would repeat all of it. */
export const MAX_SUGGESTED_LINE_CHARS = 2000;
/** Ends the body of every review mcpdesc posts: how a re-run finds its earlier reviews. */
export const REVIEW_MARKER = '<!-- mcpdesc:suggestions -->';
/** Ends the body of each of its review comments. */
export const COMMENT_MARKER = '<!-- mcpdesc:suggestion -->';

export interface SuggestionComment {
  path: string;
  /** The line in the pull request's head version of the file (the diff's RIGHT side). */
  line: number;
  body: string;
}

export interface SuggestionPlan {
  comments: SuggestionComment[];
  /** Fixable lines of the diff beyond MAX_SUGGESTIONS. */
  leftOut: number;
}

/** Each file's added lines (GitHub's `patch` of it read by `addedLines`). */
export type AddedLines = ReadonlyMap<string, ReadonlyMap<number, string>>;

const RANK: Readonly<Record<Level, number>> = { error: 0, warning: 1, note: 2 };

/**
 * The lines a unified diff adds, by their number in the new file, with their text (without a CR).
 * One pass over the patch; a line that is neither a hunk header nor a diff line ends the reading.
 */
export function addedLines(patch: string): Map<number, string> {
  const added = new Map<number, string>();
  let next: number | undefined;
  for (const line of patch.split('\n')) {
    if (line.startsWith('@@')) {
      const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
      next = header ? Number(header[1]) : undefined;
    } else if (next === undefined || line.startsWith('\\') || line.startsWith('-')) {
      // Before the first hunk, "\ No newline at end of file" and removed lines: no new line.
    } else if (line.startsWith('+')) {
      added.set(next++, line.slice(1).replace(/\r$/, ''));
    } else if (line.startsWith(' ') || line === '') {
      next++;
    } else {
      break;
    }
  }
  return added;
}

/**
 * The review comments for `results`: one per added line that has certain fixes, its body the line
 * with every fix of that line applied. `read(path)` gives a file's text (undefined when it cannot be
 * read any more). Most severe first, then by path and line, at most MAX_SUGGESTIONS.
 */
export function planSuggestions(
  results: readonly FileResult[],
  added: AddedLines,
  read: (path: string) => string | undefined,
  context: ReportContext,
): SuggestionPlan {
  const candidates: { path: string; line: number; rank: number; findings: Finding[] }[] = [];
  for (const result of results) {
    const lines = added.get(result.path);
    if (!lines) continue;
    const byLine = new Map<number, Finding[]>();
    for (const finding of result.findings) {
      const line = oneLine(finding);
      if (line === undefined || !lines.has(line)) continue;
      byLine.set(line, [...(byLine.get(line) ?? []), finding]);
    }
    if (byLine.size === 0) continue;
    const text = read(result.path);
    if (text === undefined) continue;
    const index = new LineIndex(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    for (const [line, findings] of byLine) {
      if (index.lineText(line) !== lines.get(line)) continue;
      candidates.push({ path: result.path, line, rank: Math.min(...findings.map((f) => RANK[f.level])), findings });
    }
  }
  candidates.sort((a, b) => a.rank - b.rank || compare(a.path, b.path) || a.line - b.line);
  const comments: SuggestionComment[] = [];
  let leftOut = 0;
  for (const candidate of candidates) {
    const body = commentBody(lineOf(added, candidate.path, candidate.line), candidate.findings, context);
    if (body === undefined) continue;
    if (comments.length < MAX_SUGGESTIONS) comments.push({ path: candidate.path, line: candidate.line, body });
    else leftOut++;
  }
  return { comments, leftOut };
}

/** The line every edit of the finding's fix is on, when there is one. */
function oneLine(finding: Finding): number | undefined {
  const edits = finding.fix?.edits;
  if (!edits || edits.length === 0) return undefined;
  const line = edits[0].range.start.line;
  return edits.every((e) => e.range.start.line === line && e.range.end.line === line) ? line : undefined;
}

function lineOf(added: AddedLines, path: string, line: number): string {
  return added.get(path)?.get(line) ?? '';
}

/** The comment for one line: what each fix does, then the line as the fixes leave it. */
function commentBody(text: string, findings: readonly Finding[], context: ReportContext): string | undefined {
  // Every edit is on this line: its column alone places it in the line's text.
  const { text: fixed, fixed: applied } = applyFixes(text, { offsetOf: (position) => Math.min(position.column - 1, text.length) }, findings);
  if (applied.length === 0 || fixed === text || fixed.length > MAX_SUGGESTED_LINE_CHARS || /[\r\n]/.test(fixed)) return undefined;
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(fixed) + 1));
  const said = applied.map((f) => `- **${f.level}** [${cell(f.ruleId)}](${context.ruleHelpUri(f.ruleId)}): ${cell(f.fix?.description ?? '')}`);
  return [...said, '', `${fence}suggestion`, fixed, fence, COMMENT_MARKER].join('\n');
}

/** Linear: one pass, counting the current run of backticks. */
function longestBacktickRun(text: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === '`' ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
