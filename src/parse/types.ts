/**
 * What a parse gives back, and the limits it reads under: the types every parser in this folder shares.
 * They live apart from the dispatcher (parse.ts) so that the parsers it calls can name them without
 * importing it back.
 */
import type { LineIndex, Range } from './lines.js';
import type { SourceInventory } from './inventory.js';

/**
 * `comment` and `trailing-comma` are JSONC's additions to JSON: not errors to a client that reads
 * JSONC, errors to one that reads strict JSON; the format's rules decide.
 */
export type ParseProblemKind = 'syntax' | 'duplicate-key' | 'multiple-documents' | 'limits' | 'comment' | 'trailing-comma';

export interface ParseProblem {
  kind: ParseProblemKind;
  message: string;
  range: Range;
  /** Where in the document, when the problem is inside a value that parsed. */
  pointer?: string;
}

export interface ParseLimits {
  /** Deepest nesting of objects and arrays. */
  maxDepth: number;
  /** Values in the document, counting every expansion of a YAML alias. */
  maxNodes: number;
  /** Longest single string, in UTF-16 code units. */
  maxStringLength: number;
  /** YAML aliases (`*name`) in one document. */
  maxAliases: number;
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  maxDepth: 64,
  maxNodes: 200_000,
  maxStringLength: 1_000_000,
  maxAliases: 1_000,
};

/** A value's place in the source, and a mapping entry's key's. */
export interface Spans {
  key?: readonly [number, number];
  value: readonly [number, number];
}

export interface ParsedDocument {
  /** The first document's value; undefined when nothing usable was parsed. */
  value: unknown;
  problems: ParseProblem[];
  lines: LineIndex;
  /** The source range of the value (or, with target 'key', the property key) at a pointer, falling back to the nearest parent. */
  locate(pointer: string, target?: 'key' | 'value'): Range;
  /** The pointer itself, or its nearest ancestor that exists in the source. */
  nearest(pointer: string): string;
  /** The whole source range of the value at a pointer (or its nearest parent), every line of a collection included (rule pages' excerpts). */
  extent(pointer: string): Range;
  /** For a source file read by its format (not parsed as data): what was read from it. */
  inventory?: SourceInventory;
  /**
   * Where the character at a UTF-16 `index` of the string value at `pointer` is written, when the parse
   * knows (a source file's strings, whose docstrings and templates span lines); undefined otherwise.
   */
  locateIn?(pointer: string, index: number): Range | undefined;
  /**
   * For a source file: how many registrations its reader left out as test code within it (a Rust
   * `#[cfg(test)]` module); they are read when the file is named explicitly.
   */
  testRegistrations?: number;
  /** For a source file: its comments, read by the format's own tokenizer (suppression comments are read from them). */
  comments?(): readonly SourceComment[];
  /**
   * For a source file: the names of every tool, prompt and resource its server registers in any of its
   * files (its package's), read on first need; undefined when the file is linted alone or its package
   * cannot be read whole.
   */
  serverNames?(): ReadonlySet<string> | undefined;
}

/** A comment of a file: its text without the `#`, `//` or `/* *\/` markers, and its offsets. */
export interface SourceComment {
  body: string;
  start: number;
  end: number;
}

/** Where a string value's characters are written: [index in the value, source offset] pairs, ascending; each holds until the next. */
export type StringAnchors = readonly (readonly [number, number])[];

/** How a file is written: strict JSON, JSON with comments and trailing commas, YAML or TOML. */
export type SourceFormat = 'json' | 'jsonc' | 'yaml' | 'toml';

/** Where a parser reports a problem: offsets into the text, turned into a range by the caller. */
export type ProblemSink = (kind: ParseProblemKind, message: string, start: number, end?: number, pointer?: string) => void;
