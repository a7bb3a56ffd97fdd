/**
 * A string field written as a bare number or boolean: `version: 1.0` in YAML is the number 1, `1.10` is
 * 1.1, `true` a boolean. Messages quote what the user wrote, read from the source, and say to quote it.
 */
import type { ParsedDocument } from './types.js';

/** At most this many characters are read back from the source: a scalar longer than that is no typo. */
const MAX_RAW = 40;

/** A string field written as a bare scalar: what to say, and the text as written, which quoted is the fix. */
export interface UnquotedScalar {
  message: string;
  raw: string;
}

/**
 * The message for a value in a YAML file that must be a string but was read as `value`, with the text as
 * written; undefined when the value is no number or boolean, or the source at the pointer is not a bare
 * scalar on one line. (In JSON the author wrote the number on purpose: the model's message stands.)
 */
export function unquotedScalar(parsed: ParsedDocument, pointer: string, subject: string, value: unknown): UnquotedScalar | undefined {
  if (typeof value !== 'number' && typeof value !== 'boolean') return undefined;
  // JSON read as YAML (standard input, a .yaml file written as JSON): the author wrote the number on purpose.
  if (/^\s*[{[]/.test(parsed.lines.text.slice(0, 200))) return undefined;
  const { start, end } = parsed.locate(pointer);
  if (start.line !== end.line || end.column - start.column > MAX_RAW) return undefined;
  const raw = parsed.lines.lineText(start.line).slice(start.column - 1, end.column - 1);
  if (raw === '' || /^["']/.test(raw)) return undefined;
  const read = typeof value === 'number' ? `the number ${value}` : `the boolean ${value}`;
  return { message: `${subject} must be a string, but YAML reads the unquoted ${raw} as ${read}. Quote it: ${JSON.stringify(raw)}.`, raw };
}
