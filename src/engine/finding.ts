import type { SourceInventory } from '../parse/inventory.js';
import type { Range } from '../parse/lines.js';

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
  /** Set on a finding a suppression hides (in `FileResult.suppressed`): SARIF's `suppressions[0]`. */
  suppression?: Suppression;
  /** Other places the finding is about (the package.json a server.json disagrees with): SARIF's `relatedLocations`. */
  related?: RelatedLocation[];
  /** The edit that certainly resolves the finding, for --fix and SARIF's `fixes`. */
  fix?: Fix;
}

/** Text edits that resolve a finding and change nothing else; `description` says what they do. */
export interface Fix {
  description: string;
  edits: TextEdit[];
}

/** The text at `range` (of the file the finding is in) replaced by `text`. */
export interface TextEdit {
  range: Range;
  text: string;
}

/** A place in another file (or the same one) that a finding points to, with what is there. */
export interface RelatedLocation {
  /** Repository-relative POSIX path. */
  path: string;
  range: Range;
  /** What the place is: `package.json "version" is "1.3.0"`. */
  message: string;
}

/** Why a finding is not reported: an inline comment (`inSource`) or a configuration entry (`external`), with its reason. */
export interface Suppression {
  kind: 'inSource' | 'external';
  justification: string;
}

export type { SourceInventory } from '../parse/inventory.js';

export interface FileResult {
  path: string;
  /** The format the file was recognized as (`mcpdesc-descriptor`, …); null when it is no MCP file. */
  format: string | null;
  /** The supported version the file declares on its format's axis, otherwise null. */
  version: string | null;
  /** Set when the file was not checked: why (no MCP file, a format mcpdesc does not check yet). */
  skipped?: string;
  findings: Finding[];
  /**
   * Findings a suppression hides: kept for SARIF (shown dismissed) and JSON, never counted toward
   * fail-on, annotated or listed in text. Absent when there are none.
   */
  suppressed?: Finding[];
  /**
   * Findings the run found but did not keep (its memory budget, src/runner/budget.ts), counted: they
   * count toward fail-on and every total, and every report says they were left out. Absent when none.
   */
  omitted?: Omitted;
  /** For a source file: the tools read from it and the registrations that could not be read. */
  source?: SourceInventory;
  /** For a file that declares no version (a tool list): where the versions it was read in came from. */
  versionFrom?: string;
  /**
   * Set on a file at a source format's path that is no MCP file (it imports no MCP SDK): such files are
   * every other source file of a repository, so reports leave them out instead of listing them as skipped.
   */
  unlisted?: true;
}

/** Findings left out, by level; `suppressed` counts suppressed ones (never counted toward fail-on). */
export type Omitted = Record<Level, number> & { suppressed: number };

/** The files that were checked, as opposed to skipped. */
export function checkedFiles(results: readonly FileResult[]): FileResult[] {
  return results.filter((r) => r.skipped === undefined);
}

/** Most severe first, then by file position: the order reporters show findings in. */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) ||
    byCodeUnits(a.path, b.path) ||
    a.range.start.line - b.range.start.line ||
    a.range.start.column - b.range.start.column ||
    byCodeUnits(a.ruleId, b.ruleId)
  );
}

/** Source order within a file, for text output. */
export function compareByPosition(a: Finding, b: Finding): number {
  return (
    byCodeUnits(a.path, b.path) ||
    a.range.start.line - b.range.start.line ||
    a.range.start.column - b.range.start.column ||
    LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) ||
    byCodeUnits(a.ruleId, b.ruleId)
  );
}

/** Plain code-unit order: locale order ties names that differ only in Unicode normalization (NFC, NFD), so their findings would interleave. */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
