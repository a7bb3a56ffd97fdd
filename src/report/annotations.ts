/**
 * GitHub Actions workflow-command annotations (`::error file=…,line=…::message`). GitHub shows at
 * most 10 annotations of each level per step, so the most important ones are chosen: by level, then
 * one finding per file in turn, so that as many files as possible get a mark on the diff.
 */
import { compareFindings, type FileResult, type Finding, LEVELS, type Level } from '../engine/finding.js';
import { wellFormedPath } from '../util/file-names.js';
import type { ReportContext } from './context.js';

/** Annotations GitHub displays per level and step (actions/toolkit#734). */
export const ANNOTATIONS_PER_LEVEL = 10;

const COMMAND: Readonly<Record<Level, string>> = { error: 'error', warning: 'warning', note: 'notice' };

/** Workflow-command message text: `%`, CR and LF are escaped (the runner decodes them). */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Workflow-command property values: as data, plus `:` and `,`, which end a value. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** The one place workflow commands are written; properties without a value are left out. */
export function workflowCommand(command: string, properties: Readonly<Record<string, string | number | undefined>>, message: string): string {
  const props = Object.entries(properties)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
    .join(',');
  return `::${command}${props ? ` ${props}` : ''}::${escapeData(message)}`;
}

/**
 * Text the runner must not read as commands (it quotes file names and values from the pull request):
 * wrapped in `::stop-commands::TOKEN` … `::TOKEN::`, with a token the text cannot guess.
 */
export function withoutCommands(text: string, token: string): string {
  return `::stop-commands::${token}\n${text}${text.endsWith('\n') ? '' : '\n'}::${token}::\n`;
}

export interface Annotations {
  /** Workflow commands, one a line, most severe first. */
  commands: string[];
  /** Findings of each level left without an annotation. */
  hidden: Record<Level, number>;
}

/**
 * The annotations, at most `perLevel` of each level. The action keeps one error and one warning slot of
 * GitHub's ten for its own messages (the step's failure, an upload warning), so they are never hidden.
 */
export function formatAnnotations(
  results: readonly FileResult[],
  context: ReportContext,
  perLevel: number | Readonly<Record<Level, number>> = ANNOTATIONS_PER_LEVEL,
): Annotations {
  const commands: string[] = [];
  const hidden: Record<Level, number> = { error: 0, warning: 0, note: 0 };
  const findings = results.flatMap((r) => r.findings).sort(compareFindings);
  for (const level of LEVELS) {
    const ofLevel = findings.filter((f) => f.level === level);
    const chosen = spreadOverFiles(ofLevel)
      .slice(0, typeof perLevel === 'number' ? perLevel : perLevel[level])
      .sort(compareFindings);
    hidden[level] = ofLevel.length - chosen.length;
    for (const finding of chosen) commands.push(annotation(finding, context));
  }
  return { commands, hidden };
}

/** One finding's workflow command. */
export function annotation(finding: Finding, context: ReportContext): string {
  const { start, end } = finding.range;
  // GitHub uses columns only on single-line annotations.
  const oneLine = start.line === end.line;
  return workflowCommand(
    COMMAND[finding.level],
    {
      title: `mcpdesc ${finding.ruleId}`,
      file: wellFormedPath(finding.path),
      line: start.line,
      endLine: end.line,
      col: oneLine ? start.column : undefined,
      endColumn: oneLine ? Math.max(end.column, start.column + 1) : undefined,
    },
    `${finding.message}\nRule: ${context.ruleHelpUri(finding.ruleId)}`,
  );
}

/** The first finding of every file, then the second of every file, and so on. */
export function spreadOverFiles(findings: readonly Finding[]): Finding[] {
  const byFile = new Map<string, Finding[]>();
  for (const finding of findings) {
    const list = byFile.get(finding.path);
    if (list) list.push(finding);
    else byFile.set(finding.path, [finding]);
  }
  const rounds: Finding[] = [];
  for (let round = 0; rounds.length < findings.length; round++) {
    for (const list of byFile.values()) if (round < list.length) rounds.push(list[round]);
  }
  return rounds;
}
