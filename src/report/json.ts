/** The JSON format: a stable, documented shape for scripts (see README). */
import { compareByPosition, type FileResult } from '../engine/finding.js';

export function formatJson(results: readonly FileResult[], toolVersion: string): string {
  const report = {
    version: toolVersion,
    files: results.map((r) => ({ path: r.path, protocolVersion: r.protocolVersion })),
    findings: results.flatMap((r) => r.findings).sort(compareByPosition).map((f) => ({
      ruleId: f.ruleId,
      level: f.level,
      path: f.path,
      pointer: f.pointer,
      line: f.range.start.line,
      column: f.range.start.column,
      endLine: f.range.end.line,
      endColumn: f.range.end.column,
      message: f.message,
    })),
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}
