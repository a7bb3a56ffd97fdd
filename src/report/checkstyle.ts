/**
 * Checkstyle XML, which reviewdog (`-f=checkstyle`) and Jenkins' warnings plugin read: a `<file>` for
 * every file checked, an `<error>` for every finding, the rule id as `source`.
 */
import { checkedFiles, compareByPosition, type FileResult, type Level } from '../engine/finding.js';
import { wellFormedPath } from '../util/file-names.js';
import { XML_DECLARATION, xmlAttribute } from './xml.js';

/** Checkstyle's severities are error, warning, info and ignore. */
const SEVERITY: Readonly<Record<Level, string>> = { error: 'error', warning: 'warning', note: 'info' };

export function formatCheckstyle(results: readonly FileResult[], toolVersion: string): string {
  const lines = [XML_DECLARATION, `<checkstyle version="4.3" generator="mcpdesc ${xmlAttribute(toolVersion)}">`];
  for (const result of checkedFiles(results)) {
    const findings = [...result.findings].sort(compareByPosition);
    if (findings.length === 0) {
      lines.push(`  <file name="${xmlAttribute(wellFormedPath(result.path))}"/>`);
      continue;
    }
    lines.push(`  <file name="${xmlAttribute(wellFormedPath(result.path))}">`);
    for (const f of findings) {
      lines.push(
        `    <error line="${f.range.start.line}" column="${f.range.start.column}" severity="${SEVERITY[f.level]}" message="${xmlAttribute(f.message)}" source="${xmlAttribute(f.ruleId)}"/>`,
      );
    }
    lines.push('  </file>');
  }
  lines.push('</checkstyle>');
  return `${lines.join('\n')}\n`;
}
