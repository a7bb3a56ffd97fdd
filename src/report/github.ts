/**
 * `--format github`: a workflow command for every finding, for the CLI run as a step of any workflow
 * (the action writes its own). GitHub shows only ANNOTATIONS_PER_LEVEL of each level on the diff, the
 * first it reads, so each level's findings go out spread over the files, like the action's; all of
 * them stay in the log.
 */
import { compareFindings, type FileResult, LEVELS } from '../engine/finding.js';
import { annotation, spreadOverFiles } from './annotations.js';
import type { ReportContext } from './context.js';

export function formatGithub(results: readonly FileResult[], context: ReportContext): string {
  const findings = results.flatMap((r) => r.findings).sort(compareFindings);
  return LEVELS.flatMap((level) => spreadOverFiles(findings.filter((f) => f.level === level)))
    .map((f) => `${annotation(f, context)}\n`)
    .join('');
}
