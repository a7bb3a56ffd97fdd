/** The JSON format: a stable, documented shape for scripts (see README). */
import { checkedFiles, compareByPosition, type FileResult, type Finding } from '../engine/finding.js';
import { leftOut } from './left-out.js';

const DESCRIPTOR = 'mcpdesc-descriptor';

/**
 * Findings per piece of `jsonChunks`: a run's report is written a piece at a time, never held whole. A
 * piece stays under V8's 128 KiB large-object size (about 700 bytes a finding at most in common runs),
 * so it dies young: pieces of 2,000 findings went to large-object space, where only a full collection
 * frees them, and added 95 MiB to the peak RSS of a 30,000-file run with 210,000 findings.
 */
const CHUNK_FINDINGS = 128;

export function formatJson(results: readonly FileResult[], toolVersion: string): string {
  return [...jsonChunks(results, toolVersion)].join('');
}

/**
 * The JSON report in pieces whose concatenation is `JSON.stringify(report, null, 2)` and a newline:
 * the files and skipped lists at once, then the findings a few thousand at a time.
 */
export function* jsonChunks(results: readonly FileResult[], toolVersion: string): Generator<string> {
  const head = {
    version: toolVersion,
    files: checkedFiles(results).map((r) => ({
      path: r.path,
      // Kept from before there were other formats: a descriptor's version, null for the others.
      protocolVersion: r.format === DESCRIPTOR ? r.version : null,
      format: r.format,
      version: r.version,
      ...(r.omitted ? { omitted: r.omitted } : {}),
      // A source file's tools and unread registrations (README, "JSON output").
      ...(r.source ? { versionFrom: r.source.versionFrom, tools: r.source.tools, dynamic: r.source.dynamic } : {}),
      // A tool list's versions, read from its server's SDK or assumed.
      ...(r.versionFrom !== undefined ? { versionFrom: r.versionFrom } : {}),
    })),
    skipped: results.filter((r) => r.skipped !== undefined).map((r) => ({ path: r.path, format: r.format, reason: r.skipped })),
  };
  // Without its closing "\n}", to go on with the findings.
  yield JSON.stringify(head, null, 2).slice(0, -2);
  yield* member('findings', results.flatMap((r) => r.findings).sort(compareByPosition), shape);
  // Findings a suppression hides, with it: they do not count toward fail-on.
  yield* member('suppressed', results.flatMap((r) => r.suppressed ?? []).sort(compareByPosition), (f) => ({ ...shape(f), suppression: f.suppression }));
  // Findings the run did not keep (src/runner/budget.ts), counted; absent when it kept them all.
  const omitted = leftOut(results);
  if (omitted) yield `,\n  "omitted": ${JSON.stringify(omitted, null, 2).replaceAll('\n', '\n  ')}`;
  yield '\n}\n';
}

/** `,\n  "name": [...]` as JSON.stringify indents an array of objects two levels down. */
function* member(name: string, findings: readonly Finding[], toJson: (f: Finding) => object): Generator<string> {
  if (findings.length === 0) {
    yield `,\n  ${JSON.stringify(name)}: []`;
    return;
  }
  let out = `,\n  ${JSON.stringify(name)}: [\n`;
  for (const [index, finding] of findings.entries()) {
    if (index > 0) out += ',\n';
    // No JSON string holds a raw line break, so every one is indentation.
    out += `    ${JSON.stringify(toJson(finding), null, 2).replaceAll('\n', '\n    ')}`;
    if (index % CHUNK_FINDINGS === CHUNK_FINDINGS - 1) {
      yield out;
      out = '';
    }
  }
  yield `${out}\n  ]`;
}

function shape(f: Finding) {
  const shaped = {
    ruleId: f.ruleId,
    level: f.level,
    path: f.path,
    pointer: f.pointer,
    line: f.range.start.line,
    column: f.range.start.column,
    endLine: f.range.end.line,
    endColumn: f.range.end.column,
    message: f.message,
  };
  if (!f.fix) return shaped;
  // The certain fix (--fix applies it): each edit's region in the finding's file and its new text.
  const edits = f.fix.edits.map((e) => ({
    line: e.range.start.line,
    column: e.range.start.column,
    endLine: e.range.end.line,
    endColumn: e.range.end.column,
    text: e.text,
  }));
  return { ...shaped, fix: { description: f.fix.description, edits } };
}
