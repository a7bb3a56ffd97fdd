/**
 * Certain fixes: a rule that knows the exact replacement for the key or value it reports asks for it
 * (`FixRequest`), and the session turns it into a text edit in the file's own syntax (`fixFor`), only
 * when the reported range holds exactly the token the rule read, so an edit never lands on a parent a
 * pointer fell back to, on a block scalar or on anything else a one-token replacement would break.
 * `applyFixes` applies a file's edits to its text, leaving every other byte as it was.
 */
import type { ParsedDocument, SourceFormat } from '../parse/parse.js';
import type { Fix, Finding, Range } from './finding.js';
import { getAt, joinPointer, splitPointer } from '../util/pointer.js';

/** What a rule asks for: the key or value it reports, replaced by `value`. `description` says what the fix does. */
export interface FixRequest {
  value: string | number | boolean;
  description: string;
  /** The key or value to replace when it is not the one reported (a missing key's misspelt one). */
  at?: { pointer: string; target: 'key' | 'value' };
}

export function fixFor(
  parsed: ParsedDocument,
  syntax: SourceFormat | undefined,
  pointer: string,
  target: 'key' | 'value',
  range: Range,
  request: FixRequest,
): Fix | undefined {
  if (syntax === undefined || range.start.line !== range.end.line) return undefined;
  const start = parsed.lines.offsetOf(range.start);
  const token = parsed.lines.text.slice(start, parsed.lines.offsetOf(range.end));
  const segments = splitPointer(pointer);
  if (segments.length === 0) return undefined;
  const old = target === 'key' ? segments[segments.length - 1] : getAt(parsed.value, pointer);
  if (!holds(token, old)) return undefined;
  const text = written(request.value, token, syntax, target);
  return text === token ? undefined : { description: request.description, edits: [{ range, text }] };
}

/** Whether `token`, as written in the file, is `old`: a quoted or plain string, or a plain number or boolean. */
function holds(token: string, old: unknown): boolean {
  if (token === '' || /[\n\r]/.test(token)) return false;
  if (typeof old === 'string') return unquoted(token) === old;
  if (typeof old === 'number') return /^[-+0-9.eE_]+$/.test(token) && Number(token.replace(/_/g, '')) === old;
  // YAML 1.1 (a "%YAML 1.1" file) also reads yes, no, on and off as booleans.
  if (typeof old === 'boolean') return (old ? /^(true|yes|y|on)$/i : /^(false|no|n|off)$/i).test(token);
  return false;
}

function unquoted(token: string): string | undefined {
  const first = token[0];
  if (token.length >= 2 && first === '"' && token.endsWith('"')) {
    try {
      const value: unknown = JSON.parse(token);
      return typeof value === 'string' ? value : undefined;
    } catch {
      return undefined;
    }
  }
  if (token.length >= 2 && first === "'" && token.endsWith("'")) return token.slice(1, -1).replace(/''/g, "'");
  // A plain scalar or bare key: anything that would need quoting is not one.
  return /^[^"'{}[\],#&*!|>%@`\s][^{}[\],\s]*$/.test(token) ? token : undefined;
}

/** `value` written where `token` was: quoted as it was quoted, plain where plain reads back the same. */
function written(value: string | number | boolean, token: string, syntax: SourceFormat, target: 'key' | 'value'): string {
  if (typeof value !== 'string') return String(value);
  if (token.startsWith("'") && syntax === 'yaml') return `'${value.replace(/'/g, "''")}'`;
  if (!token.startsWith('"') && !token.startsWith("'")) {
    if (syntax === 'yaml' && plainYaml(value)) return value;
    if (syntax === 'toml' && target === 'key' && /^[A-Za-z0-9_-]+$/.test(value)) return value;
  }
  // JSON's string syntax is also a YAML double-quoted scalar and a TOML basic string.
  return JSON.stringify(value);
}

/** A YAML plain scalar that reads back as this very string (no number, boolean, null or indicator). */
function plainYaml(value: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_./-]*$/.test(value) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(value);
}

/**
 * The text with the fixes of `findings` applied, in source order; a fix whose edits overlap an earlier
 * one is left for the next pass (ESLint's rule), so no two edits ever touch the same characters.
 */
export function applyFixes(
  text: string,
  lines: { offsetOf(position: Range['start']): number },
  findings: readonly Finding[],
): { text: string; fixed: Finding[] } {
  const edits = findings
    .filter((f) => f.fix !== undefined)
    .map((finding) => ({
      finding,
      spans: (finding.fix as Fix).edits.map((e) => ({ from: lines.offsetOf(e.range.start), to: lines.offsetOf(e.range.end), text: e.text })),
    }))
    .sort((a, b) => Math.min(...a.spans.map((s) => s.from)) - Math.min(...b.spans.map((s) => s.from)));
  const taken: { from: number; to: number; text: string }[] = [];
  const fixed: Finding[] = [];
  for (const { finding, spans } of edits) {
    if (spans.some((s) => taken.some((t) => s.from < t.to && t.from < s.to) || taken.some((t) => s.from === t.from && s.to === t.to))) continue;
    taken.push(...spans);
    fixed.push(finding);
  }
  taken.sort((a, b) => b.from - a.from);
  let out = text;
  for (const span of taken) out = out.slice(0, span.from) + span.text + out.slice(span.to);
  return { text: out, fixed };
}

/**
 * The fix that renames `key` to `to` in `object`, when the rename is certain: the same word in another
 * case or with other separators ("InputSchema", "input_schema"), or a documented other name (`alias`),
 * and the object has no key of that name yet. A near miss by spelling stays a "Did you mean".
 */
export function renameFix(key: string, to: string, object: unknown, alias = false): FixRequest | undefined {
  if (typeof object !== 'object' || object === null || Array.isArray(object) || Object.hasOwn(object, to)) return undefined;
  if (!alias && word(key) !== word(to)) return undefined;
  return { value: to, description: `Rename ${JSON.stringify(key)} to ${JSON.stringify(to)}` };
}

/** The fix for a required key missing from the object at `pointer` because it is written in another case. */
export function missingKeyFix(pointer: string, missing: { key: string; found?: string } | undefined, object: unknown): FixRequest | undefined {
  if (!missing?.found) return undefined;
  const fix = renameFix(missing.found, missing.key, object);
  return fix && { ...fix, at: { pointer: joinPointer(pointer, missing.found), target: 'key' } };
}

function word(key: string): string {
  return key.toLowerCase().replace(/[-_\s]/g, '');
}
