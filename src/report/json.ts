/** The JSON format: a stable, documented shape for scripts (see README). */
import { checkedFiles, compareByPosition, type FileResult, type Finding } from '../engine/finding.js';

const DESCRIPTOR = 'mcpdesc-descriptor';

export function formatJson(results: readonly FileResult[], toolVersion: string): string {
  const report = {
    version: toolVersion,
    files: checkedFiles(results).map((r) => ({
      path: r.path,
      // Kept from before there were other formats: a descriptor's version, null for the others.
      protocolVersion: r.format === DESCRIPTOR ? r.version : null,
      format: r.format,
      version: r.version,
    })),
    skipped: results.filter((r) => r.skipped !== undefined).map((r) => ({ path: r.path, format: r.format, reason: r.skipped })),
    findings: results
      .flatMap((r) => r.findings)
      .sort(compareByPosition)
      .map(shape),
    // Findings a suppression hides, with it: they do not count toward fail-on.
    suppressed: results
      .flatMap((r) => r.suppressed ?? [])
      .sort(compareByPosition)
      .map((f) => ({ ...shape(f), suppression: f.suppression })),
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}

function shape(f: Finding) {
  return {
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
}
