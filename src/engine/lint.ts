/**
 * The engine for callers that have every format at hand (the library, tests, docs): one file's text
 * in, its FileResult out, synchronously. The runner lints through prepare.ts instead, loading each
 * format's rules when it first meets a file of that format.
 */
import { FORMATS } from '../formats/index.js';
import type { FileResult } from './finding.js';
import { type LintOptions, prepareSource } from './prepare.js';

export { crashed, type LintOptions, syntaxOf, UNKNOWN_FORMAT_RULE, unreadable } from './prepare.js';
export { ALL_NEEDS, INTERNAL_RULE, type Needs, type RuleSettings } from './session.js';

export function lintSource(path: string, text: string, options: LintOptions): FileResult {
  const prepared = prepareSource(path, text, options, options.formats ?? FORMATS);
  return 'result' in prepared ? prepared.result : prepared.check(prepared.format);
}
