import type { Range } from '../parse/lines.js';
import type { Version } from '../protocol/versions.js';

export type { Position, Range } from '../parse/lines.js';

export interface Excerpt {
  text: string;
  /** The 1-based column of the first character of `text` (long lines are cut around the finding). */
  column: number;
}

/** SARIF's levels; catalogue levels must/should/may map onto error/warning/note. */
export type Level = 'error' | 'warning' | 'note';

export const LEVELS: readonly Level[] = ['error', 'warning', 'note'];

/** The one shape every reporter consumes. Positions are resolved once, by the engine. */
export interface Finding {
  ruleId: string;
  level: Level;
  message: string;
  /** Repository-relative POSIX path. */
  path: string;
  /** JSON Pointer of the place the finding is about ('' is the whole document). */
  pointer: string;
  range: Range;
  /** Part of the source line the finding starts on, around the finding, for excerpts. */
  excerpt?: Excerpt;
  /** codeql-action's primaryLocationLineHash for the start line, so code scanning can track the alert. */
  fingerprint?: string;
}

export interface FileResult {
  path: string;
  /** The declared version when it is one mcpdesc supports, otherwise null. */
  protocolVersion: Version | null;
  findings: Finding[];
}

/** Most severe first, then by file position: the order reporters show findings in. */
export function compareFindings(a: Finding, b: Finding): number {
  return LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level)
    || a.path.localeCompare(b.path)
    || a.range.start.line - b.range.start.line
    || a.range.start.column - b.range.start.column
    || a.ruleId.localeCompare(b.ruleId);
}

/** Source order within a file, for text output. */
export function compareByPosition(a: Finding, b: Finding): number {
  return a.path.localeCompare(b.path)
    || a.range.start.line - b.range.start.line
    || a.range.start.column - b.range.start.column
    || LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level)
    || a.ruleId.localeCompare(b.ruleId);
}
