/**
 * JUnit XML, which Jenkins, GitLab and Azure Pipelines show as test results: a `<testsuite>` for every
 * file checked, a `<testcase>` for every finding (a file without findings gets one passing case). A
 * finding at the fail-on level is a `<failure>` (an internal error an `<error>`); one below it passes,
 * its message kept in `<system-out>`, so the test report fails exactly when the run does.
 */
import { checkedFiles, compareByPosition, type FileResult, type Finding, type Level } from '../engine/finding.js';
import { INTERNAL_RULE } from '../engine/session.js';
import type { FailOn } from '../engine/outcome.js';
import { wellFormedPath } from '../util/file-names.js';
import type { ReportContext } from './context.js';
import { XML_DECLARATION, xmlAttribute, xmlText } from './xml.js';

const RANK: Readonly<Record<Level, number>> = { error: 0, warning: 1, note: 2 };

export function formatJunit(results: readonly FileResult[], context: ReportContext, failOn: FailOn): string {
  const fails = (f: Finding) => failOn !== 'never' && RANK[f.level] <= RANK[failOn];
  const suites: string[] = [];
  const total = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  for (const result of checkedFiles(results)) {
    const path = wellFormedPath(result.path);
    const findings = [...result.findings].sort(compareByPosition);
    const errors = findings.filter((f) => f.ruleId === INTERNAL_RULE).length;
    const failures = findings.filter((f) => f.ruleId !== INTERNAL_RULE && fails(f)).length;
    const cases =
      findings.length === 0 ? [`    <testcase name="${xmlAttribute(path)}" classname="mcpdesc"/>`] : findings.map((f) => testcase(f, path, context, fails(f)));
    suites.push(suite(path, cases, { tests: cases.length, failures, errors, skipped: 0 }));
    Object.assign(total, { tests: total.tests + cases.length, failures: total.failures + failures, errors: total.errors + errors });
  }
  // Formats mcpdesc recognizes but does not check yet are reported as skipped; files that are no MCP file are not tests at all.
  for (const result of results.filter((r) => r.skipped !== undefined && r.format !== null)) {
    const path = wellFormedPath(result.path);
    const cases = [
      `    <testcase name="${xmlAttribute(path)}" classname="mcpdesc">\n      <skipped message="${xmlAttribute(result.skipped ?? '')}"/>\n    </testcase>`,
    ];
    suites.push(suite(path, cases, { tests: 1, failures: 0, errors: 0, skipped: 1 }));
    Object.assign(total, { tests: total.tests + 1, skipped: total.skipped + 1 });
  }
  return `${[
    XML_DECLARATION,
    `<testsuites name="mcpdesc" tests="${total.tests}" failures="${total.failures}" errors="${total.errors}" skipped="${total.skipped}" time="0">`,
    ...suites,
    '</testsuites>',
  ].join('\n')}\n`;
}

function suite(path: string, cases: readonly string[], counts: { tests: number; failures: number; errors: number; skipped: number }): string {
  const name = xmlAttribute(path);
  return [
    `  <testsuite name="${name}" file="${name}" tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="0">`,
    ...cases,
    '  </testsuite>',
  ].join('\n');
}

function testcase(finding: Finding, path: string, context: ReportContext, fails: boolean): string {
  const { line, column } = finding.range.start;
  const where = `${path}:${line}:${column}`;
  const body = xmlText(`${finding.level} at ${where}: ${finding.message}\nRule: ${context.ruleHelpUri(finding.ruleId)}`);
  const element = finding.ruleId === INTERNAL_RULE ? 'error' : fails ? 'failure' : undefined;
  const inner = element
    ? `<${element} type="${xmlAttribute(finding.ruleId)}" message="${xmlAttribute(finding.message)}">${body}</${element}>`
    : `<system-out>${body}</system-out>`;
  return `    <testcase name="${xmlAttribute(`${finding.ruleId} at ${line}:${column}`)}" classname="${xmlAttribute(path)}" time="0">\n      ${inner}\n    </testcase>`;
}
