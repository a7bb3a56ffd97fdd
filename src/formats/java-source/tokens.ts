/**
 * Java's tokens, as far as reading tool annotations and builders needs: identifiers, numbers, strings
 * (`"…"` and text blocks `"""…"""`), character literals, operators (`@` is one). Comments are dropped
 * (they go to `comments` when it is given). One pass, linear in the text; an unterminated string ends at
 * its line (a text block at the file's end) and the scan goes on.
 */
import type { SourceComment } from '../../parse/parse.js';
import { commentAt, plainToken } from '../source/tokens.js';

export type JavaTokenKind = 'name' | 'number' | 'string' | 'op';

export interface JavaToken {
  kind: JavaTokenKind;
  start: number;
  end: number;
  /** The text (a string's value; undefined for an unterminated string). */
  text: string | undefined;
  /** A string's anchors: [index in the value, offset in the file], one where each run of characters written as read starts. */
  anchors?: [number, number][];
}

const NAME_START = /[A-Za-z_$\u0080-\uffff]/;
const NAME_PART = /[A-Za-z0-9_$\u0080-\uffff]/;
const SIMPLE: Readonly<Record<string, string>> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', s: ' ', '"': '"', "'": "'", '\\': '\\' };

export function tokenizeJava(text: string, comments?: SourceComment[]): JavaToken[] {
  const tokens: JavaToken[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\r' || c === '\n' || c === '\f') {
      i++;
    } else if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
      i = commentAt(text, i, comments);
    } else if (NAME_START.test(c)) {
      const start = i;
      while (i < text.length && NAME_PART.test(text[i])) i++;
      tokens.push({ kind: 'name', start, end: i, text: text.slice(start, i) });
    } else if (c === '"') {
      const token = text.startsWith('"""', i) ? textBlock(text, i) : regular(text, i);
      tokens.push(token);
      i = token.end;
    } else {
      const token = plainToken(text, i);
      tokens.push(token);
      i = token.end;
    }
  }
  return tokens;
}

/** One escape at `i`: what it writes and how long it is (`\uXXXX`, with Java's repeatable `u`, octal, the simple ones). */
function readEscape(text: string, i: number): [string, number] {
  const next = text[i + 1];
  if (next === undefined) return ['', 1];
  if (next === 'u') {
    let u = i + 1;
    while (text[u] === 'u') u++;
    const digits = text.slice(u, u + 4);
    if (/^[0-9A-Fa-f]{4}$/.test(digits)) return [String.fromCharCode(Number.parseInt(digits, 16)), u + 4 - i];
    return ['u', 2];
  }
  if (next >= '0' && next <= '7') {
    // Up to three octal digits, the first at most 3 when there are three.
    const digits = /^(?:[0-3][0-7]{2}|[0-7]{1,2})/.exec(text.slice(i + 1, i + 4))?.[0] ?? next;
    return [String.fromCharCode(Number.parseInt(digits, 8)), 1 + digits.length];
  }
  return [SIMPLE[next] ?? next, 2];
}

/** `"…"` with escapes; it ends at its line. */
function regular(text: string, start: number): JavaToken {
  let value = '';
  const anchors: [number, number][] = [[0, start + 1]];
  for (let i = start + 1; i < text.length && text[i] !== '\n'; ) {
    const c = text[i];
    if (c === '"') return { kind: 'string', start, end: i + 1, text: value, anchors };
    if (c === '\\') {
      const [written, length] = readEscape(text, i);
      value += written;
      i += length;
      anchors.push([value.length, i]);
    } else {
      value += c;
      i++;
    }
  }
  const end = text.indexOf('\n', start);
  return { kind: 'string', start, end: end === -1 ? text.length : end, text: undefined };
}

/** Where a text block closes: the first `"""` not escaped (a `\"""` is a quote and two more). */
function blockEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text.startsWith('"""', i)) return i;
  }
  return -1;
}

/**
 * A text block: its content starts on the line after the opening `"""`; the indentation common to its
 * non-blank lines (and to the closing line, when the closing `"""` stands alone on it) is stripped, as is
 * each line's trailing white space, then escapes are read (`\<line break>` joins lines, `\s` is a space).
 * Every line keeps an anchor at its first kept character, so a finding lands where the character is written.
 */
function textBlock(text: string, start: number): JavaToken {
  let open = start + 3;
  while (text[open] === ' ' || text[open] === '\t' || text[open] === '\f') open++;
  if (text[open] === '\r') open++;
  const close = blockEnd(text, open);
  if (text[open] !== '\n' || close === -1) return { kind: 'string', start, end: close === -1 ? text.length : close + 3, text: undefined };
  const lines: { at: number; line: string }[] = [];
  for (let at = open + 1; at <= close; ) {
    const newline = text.indexOf('\n', at);
    const stop = newline === -1 || newline > close ? close : newline;
    lines.push({ at, line: text.slice(at, stop).replace(/\r$/, '') });
    at = stop + 1;
    if (stop === close) break;
  }
  const last = lines[lines.length - 1];
  // The closing line counts towards the indentation when the delimiter stands alone; its own text is then nothing.
  const closingAlone = last.line.trim() === '';
  const indentOf = (line: string) => line.length - line.trimStart().length;
  let indent = Number.POSITIVE_INFINITY;
  for (const [k, { line }] of lines.entries()) if (line.trim() !== '' || (k === lines.length - 1 && closingAlone)) indent = Math.min(indent, indentOf(line));
  if (!Number.isFinite(indent)) indent = 0;
  let value = '';
  const anchors: [number, number][] = [];
  const kept = closingAlone ? lines.slice(0, -1) : lines;
  for (const [k, { at, line }] of kept.entries()) {
    const from = Math.min(indent, indentOf(line));
    const body = line.slice(from).trimEnd();
    anchors.push([value.length, at + from]);
    let joined = false;
    for (let i = 0; i < body.length; ) {
      if (body[i] !== '\\') {
        value += body[i++];
        continue;
      }
      if (i + 1 === body.length) {
        // `\` at a line's end: the line break is not part of the value.
        joined = true;
        break;
      }
      const [written, length] = readEscape(body, i);
      value += written;
      i += length;
      anchors.push([value.length, at + from + i]);
    }
    if (!joined && (k < kept.length - 1 || closingAlone)) value += '\n';
  }
  return { kind: 'string', start, end: close + 3, text: value, anchors };
}
