/**
 * The form a run keeps its results in until the report is written. A run of thousands of files holds
 * every finding at once, and most of a finding is text that repeats: the same rule's message on every
 * copy of a file, the same pointer (`/tools/0/title`) and excerpt line in many files, the same range
 * on every line-15 finding. One table per run shares each distinct value, so a kept finding costs its
 * object and not its message again; worker results (cloned on arrival) are shared the same way.
 * Nothing here changes a value, only which copy of it is kept, so every report is the same.
 */
import type { Excerpt, FileResult, Finding, Range, RelatedLocation, Suppression } from '../engine/finding.js';
import { ownCopy } from '../util/copy.js';

/** Returns a result whose findings share their strings and ranges with the run's earlier results. */
export type Retain = (result: FileResult) => FileResult;

export function retainer(): Retain {
  const strings = new Map<string, string>();
  const ranges = new Map<string, Range>();
  const excerpts = new Map<string, Excerpt>();
  const text = (s: string): string => {
    const known = strings.get(s);
    if (known !== undefined) return known;
    // A flattened copy: a string built by slicing or concatenation can hold on to the text it came from.
    const own = ownCopy(s);
    strings.set(own, own);
    return own;
  };
  const range = (r: Range): Range => {
    const key = `${r.start.line}:${r.start.column}:${r.end.line}:${r.end.column}`;
    const known = ranges.get(key);
    if (known) return known;
    const own = { start: { line: r.start.line, column: r.start.column }, end: { line: r.end.line, column: r.end.column } };
    ranges.set(key, own);
    return own;
  };
  const excerpt = (e: Excerpt): Excerpt => {
    const key = `${e.column}:${e.text}`;
    const known = excerpts.get(key);
    if (known) return known;
    const own = { text: text(e.text), column: e.column };
    excerpts.set(key, own);
    return own;
  };
  const related = (r: RelatedLocation): RelatedLocation => ({ path: text(r.path), range: range(r.range), message: text(r.message) });
  const suppression = (s: Suppression): Suppression => ({ kind: s.kind, justification: text(s.justification) });
  // Optional members are added in the order of the types (the order reports print them in), by
  // assignment: spreading a literal per member costs more than the rest of keeping a finding.
  const finding = (f: Finding): Finding => {
    const kept: Finding = {
      ruleId: text(f.ruleId),
      level: f.level,
      message: text(f.message),
      path: text(f.path),
      pointer: text(f.pointer),
      range: range(f.range),
    };
    if (f.excerpt) kept.excerpt = excerpt(f.excerpt);
    if (f.fingerprint !== undefined) kept.fingerprint = text(f.fingerprint);
    if (f.suppression) kept.suppression = suppression(f.suppression);
    if (f.related) kept.related = f.related.map(related);
    if (f.fix) kept.fix = { description: text(f.fix.description), edits: f.fix.edits.map((e) => ({ range: range(e.range), text: text(e.text) })) };
    return kept;
  };
  return (result) => {
    const path = text(result.path);
    const format = result.format === null ? null : text(result.format);
    const version = result.version === null ? null : text(result.version);
    const findings = result.findings.map(finding);
    const kept: FileResult =
      result.skipped === undefined ? { path, format, version, findings } : { path, format, version, skipped: text(result.skipped), findings };
    if (result.suppressed) kept.suppressed = result.suppressed.map(finding);
    if (result.omitted) kept.omitted = { ...result.omitted };
    if (result.source) kept.source = { ...result.source, tools: result.source.tools.map((t) => ({ ...t, name: text(t.name) })) };
    if (result.versionFrom !== undefined) kept.versionFrom = text(result.versionFrom);
    if (result.unlisted) kept.unlisted = true;
    return kept;
  };
}
