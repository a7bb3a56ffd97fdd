/**
 * How a rule reports what it finds: the interface every format's context extends, and the one the
 * version merger (version-merge.ts) collects findings through. Its own module, so neither of them
 * imports the other's.
 */
import type { RelatedLocation } from '../engine/finding.js';
import type { FixRequest } from '../engine/fix.js';
import type { Range } from '../parse/lines.js';

/**
 * How a format's rule context reports: a finding at a pointer, with the replacement that certainly
 * resolves it when there is one; `index`, for a finding about one place in a string value (a phrase, a
 * hidden character), is that place's UTF-16 index in the value, which a source file places exactly;
 * `related`, the other places the finding is about.
 */
export type Report = (
  pointer: string,
  message: string,
  target?: 'key' | 'value',
  fix?: FixRequest,
  index?: number,
  related?: readonly RelatedLocation[],
) => void;

export interface Reporter {
  /**
   * A finding at a JSON Pointer: about a property's key (`'key'`) or its value (the default); `related`
   * are the other places it is about (another file of the same server); `fix`, the replacement of that
   * key or value that certainly resolves it (a judgment call is a "Did you mean" in the message instead);
   * `index`, the place in a string value the finding is about (see Report).
   */
  report(pointer: string, message: string, target?: 'key' | 'value', related?: readonly RelatedLocation[], fix?: FixRequest, index?: number): void;
  /** A finding at a source range, for problems found before there is a value to point into. */
  reportAt(range: Range, message: string, pointer?: string): void;
}
