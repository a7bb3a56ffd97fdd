/**
 * C#'s tokens, as far as reading tool attributes needs: identifiers, numbers, strings (regular, verbatim
 * `@"…"`, raw `"""…"""`, interpolated `$"…"`), character literals, operators. Comments and preprocessor
 * lines are dropped (comments go to `comments` when it is given); where an XML doc comment (`///`) ends is kept. One pass, linear in the text; an
 * unterminated string ends at its line (regular) or the file (verbatim, raw) and the scan goes on.
 */

import type { SourceComment } from '../../parse/parse.js';
import { commentAt, plainToken } from '../source/tokens.js';

export type CsTokenKind = 'name' | 'number' | 'string' | 'op';

export interface CsToken {
  kind: CsTokenKind;
  start: number;
  end: number;
  /** The text (a string's value; undefined for a string that is unterminated or has interpolation holes). */
  text: string | undefined;
  /** A string's anchors: [index in the value, offset in the file], one where each run of characters written as read starts. */
  anchors?: [number, number][];
}

export interface CsTokens {
  tokens: CsToken[];
  /** The end offsets of `///` comments, in order. */
  docs: number[];
}

const NAME_START = /[A-Za-z_\u0080-\uffff]/;
const NAME_PART = /[A-Za-z0-9_\u0080-\uffff]/;
const SIMPLE: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '0': '\0',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
  e: '\x1b',
};

export function tokenizeCs(text: string, comments?: SourceComment[]): CsTokens {
  const tokens: CsToken[] = [];
  const docs: number[] = [];
  let i = 0;
  let lineStart = true;
  while (i < text.length) {
    const c = text[i];
    if (c === '\n') {
      lineStart = true;
      i++;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      i++;
      continue;
    }
    const atLineStart = lineStart;
    lineStart = false;
    if (c === '#' && atLineStart) {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
      const doc = text.startsWith('///', i);
      i = commentAt(text, i, comments);
      if (doc) docs.push(i);
    } else if (c === '@' && NAME_START.test(text[i + 1] ?? '')) {
      // `@class`: a keyword used as a name.
      const start = i;
      i++;
      while (i < text.length && NAME_PART.test(text[i])) i++;
      tokens.push({ kind: 'name', start, end: i, text: text.slice(start + 1, i) });
    } else if (NAME_START.test(c)) {
      const start = i;
      while (i < text.length && NAME_PART.test(text[i])) i++;
      tokens.push({ kind: 'name', start, end: i, text: text.slice(start, i) });
    } else if (c === '"' || ((c === '@' || c === '$') && /^[@$]{0,3}"/.test(text.slice(i, i + 4)))) {
      const token = stringAt(text, i);
      tokens.push(token);
      i = token.end;
    } else {
      const token = plainToken(text, i);
      tokens.push(token);
      i = token.end;
    }
  }
  return { tokens, docs };
}

/** The string at `start`: its prefix (`@`, `$`, `$@`, `@$`, `$$`…) and body. */
function stringAt(text: string, start: number): CsToken {
  let i = start;
  let verbatim = false;
  let dollars = 0;
  while (text[i] === '@' || text[i] === '$') {
    if (text[i] === '@') verbatim = true;
    else dollars++;
    i++;
  }
  if (text.startsWith('"""', i)) return raw(text, start, i, dollars);
  return verbatim ? verbatimString(text, start, i + 1, dollars > 0) : regular(text, start, i + 1, dollars > 0);
}

/** `"…"` with escapes, `$"…"` too; it ends at its line. */
function regular(text: string, start: number, body: number, interpolated: boolean): CsToken {
  let value = '';
  const anchors: [number, number][] = [[0, body]];
  let holes = false;
  let i = body;
  let depth = 0;
  while (i < text.length && text[i] !== '\n') {
    const c = text[i];
    if (interpolated && c === '{' && depth === 0 && text[i + 1] === '{') {
      value += '{';
      i += 2;
      anchors.push([value.length, i]);
    } else if (interpolated && c === '}' && depth === 0 && text[i + 1] === '}') {
      value += '}';
      i += 2;
      anchors.push([value.length, i]);
    } else if (interpolated && c === '{') {
      holes = true;
      depth++;
      i++;
    } else if (interpolated && c === '}' && depth > 0) {
      depth--;
      i++;
    } else if (c === '"' && depth === 0) {
      return { kind: 'string', start, end: i + 1, text: holes ? undefined : value, anchors };
    } else if (c === '\\') {
      const [written, length] = readEscape(text, i);
      value += written;
      i += length;
      anchors.push([value.length, i]);
    } else {
      value += c;
      i++;
    }
  }
  return { kind: 'string', start, end: i, text: undefined };
}

/** One escape at `i`: what it writes and how long it is. */
function readEscape(text: string, i: number): [string, number] {
  const next = text[i + 1];
  if (next === undefined || next === '\n') return ['', 1];
  const hex = next === 'u' ? 4 : next === 'U' ? 8 : 0;
  if (hex > 0) {
    const digits = text.slice(i + 2, i + 2 + hex);
    if (digits.length === hex && /^[0-9A-Fa-f]+$/.test(digits)) {
      const code = Number.parseInt(digits, 16);
      return [code <= 0x10ffff ? String.fromCodePoint(code) : '', 2 + hex];
    }
    return [next, 2];
  }
  if (next === 'x') {
    // One to four hex digits, as many as are written.
    const digits = /^[0-9A-Fa-f]{1,4}/.exec(text.slice(i + 2, i + 6))?.[0] ?? '';
    return digits ? [String.fromCharCode(Number.parseInt(digits, 16)), 2 + digits.length] : ['x', 2];
  }
  return [SIMPLE[next] ?? next, 2];
}

/** `@"…"`: `""` is a quote, anything else as written, over lines. */
function verbatimString(text: string, start: number, body: number, interpolated: boolean): CsToken {
  let value = '';
  const anchors: [number, number][] = [[0, body]];
  let holes = false;
  for (let i = body; i < text.length; ) {
    const c = text[i];
    if (c === '"' && text[i + 1] === '"') {
      value += '"';
      i += 2;
      anchors.push([value.length, i]);
    } else if (c === '"') return { kind: 'string', start, end: i + 1, text: holes ? undefined : value, anchors };
    else {
      if (interpolated && c === '{') {
        if (text[i + 1] === '{') {
          value += '{';
          i += 2;
          anchors.push([value.length, i]);
          continue;
        }
        holes = true;
      }
      value += c;
      i++;
    }
  }
  return { kind: 'string', start, end: text.length, text: undefined };
}

/**
 * `"""…"""` (three quotes or more). On one line its body is as written; over lines, the body is the
 * lines between the opening and closing lines, less the closing line's indentation.
 */
function raw(text: string, start: number, quotes: number, dollars: number): CsToken {
  let n = 0;
  while (text[quotes + n] === '"') n++;
  const fence = '"'.repeat(n);
  const body = quotes + n;
  const close = text.indexOf(fence, body);
  if (close === -1) return { kind: 'string', start, end: text.length, text: undefined };
  let end = close + n;
  while (text[end] === '"') end++;
  const inside = text.slice(body, close);
  const holes = dollars > 0 && inside.includes('{'.repeat(dollars));
  const firstBreak = inside.indexOf('\n');
  if (firstBreak === -1 || inside.slice(0, firstBreak).trim() !== '') {
    return { kind: 'string', start, end, text: holes ? undefined : inside, anchors: [[0, body]] };
  }
  const lastBreak = inside.lastIndexOf('\n');
  const indent = inside.slice(lastBreak + 1);
  if (indent.trim() !== '') return { kind: 'string', start, end, text: undefined };
  const anchors: [number, number][] = [];
  const lines: string[] = [];
  let index = 0;
  let at = body + firstBreak + 1;
  for (const line of inside.slice(firstBreak + 1, lastBreak).split('\n')) {
    const kept = line.startsWith(indent) ? indent.length : line.length - line.trimStart().length;
    const written = line.slice(kept).replace(/\r$/, '');
    anchors.push([index, at + kept]);
    lines.push(written);
    index += written.length + 1;
    at += line.length + 1;
  }
  return { kind: 'string', start, end, text: holes ? undefined : lines.join('\n'), anchors };
}
