/**
 * Python's tokens, as far as reading tool registrations needs: names, numbers, strings (every prefix and
 * quote form, decoded), operators, and the end of each logical line (brackets and backslashes join
 * physical lines, as in Python's own tokenizer). Comments go to `comments` when it is given. One pass,
 * linear in the text; an
 * unterminated string ends where Python would report it, and the scan goes on.
 */

import type { SourceComment } from '../../parse/parse.js';

export type TokenKind = 'name' | 'number' | 'string' | 'op' | 'newline';

export interface Token {
  kind: TokenKind;
  /** Offsets of the token's text, `end` exclusive. */
  start: number;
  end: number;
  /** The token's text (for a string: its decoded value; undefined when it is an f-string with substitutions). */
  text: string | undefined;
  /** Whether the token starts its logical line (a decorator's `@`, a `def`, a constant's name). */
  first: boolean;
}

const NAME_START = /[A-Za-z_\u0080-\uffff]/;
const NAME_PART = /[A-Za-z0-9_\u0080-\uffff]/;
const THREE = new Set(['**=', '//=', '>>=', '<<=', '...']);
const TWO = new Set(['**', '//', '->', '==', '!=', '<=', '>=', ':=', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '@=', '<<', '>>']);

export function tokenize(text: string, comments?: SourceComment[]): Token[] {
  const tokens: Token[] = [];
  let depth = 0;
  let first = true;
  let i = 0;
  const push = (kind: TokenKind, start: number, end: number, value: string | undefined) => {
    tokens.push({ kind, start, end, text: value, first });
    first = false;
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '\n' || c === '\r') {
      if (depth === 0 && !first) push('newline', i, i + 1, '\n');
      first = depth === 0 ? true : first;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\f') i++;
    else if (c === '#') {
      const start = i;
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
      comments?.push({ body: text.slice(start + 1, i), start, end: i });
    } else if (c === '\\' && (text[i + 1] === '\n' || text[i + 1] === '\r')) {
      i += text[i + 1] === '\r' && text[i + 2] === '\n' ? 3 : 2;
    } else if (NAME_START.test(c)) {
      const start = i;
      while (i < text.length && NAME_PART.test(text[i])) i++;
      const quote = text[i];
      if ((quote === '"' || quote === "'") && i - start <= 2 && /^(?:[rRuUbBfF]|[rR][bBfF]|[bBfF][rR])$/.test(text.slice(start, i))) {
        i = string(text, start, i, push);
      } else push('name', start, i, text.slice(start, i));
    } else if (c === '"' || c === "'") {
      i = string(text, i, i, push);
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(text[i + 1] ?? ''))) {
      const start = i;
      while (i < text.length && /[0-9A-Za-z_.]/.test(text[i])) i++;
      push('number', start, i, text.slice(start, i));
    } else {
      const three = text.slice(i, i + 3);
      const two = text.slice(i, i + 2);
      const op = THREE.has(three) ? three : TWO.has(two) ? two : c;
      if (op === '(' || op === '[' || op === '{') depth++;
      else if ((op === ')' || op === ']' || op === '}') && depth > 0) depth--;
      push('op', i, i + op.length, op);
      i += op.length;
    }
  }
  if (!first) push('newline', text.length, text.length, '\n');
  return tokens;
}

/** Reads the string whose prefix starts at `start` and whose quote is at `quoteAt`; returns the offset after it. */
function string(text: string, start: number, quoteAt: number, push: (kind: TokenKind, start: number, end: number, value: string | undefined) => void): number {
  const prefix = text.slice(start, quoteAt).toLowerCase();
  const quote = text[quoteAt];
  const triple = text.startsWith(quote.repeat(3), quoteAt);
  const open = triple ? 3 : 1;
  let i = quoteAt + open;
  const bodyStart = i;
  let bodyEnd = -1;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\') i += 2;
    else if (!triple && (c === '\n' || c === '\r')) break;
    else if (c === quote && (!triple || text.startsWith(quote.repeat(3), i))) {
      bodyEnd = i;
      i += open;
      break;
    } else i++;
  }
  const body = text.slice(bodyStart, bodyEnd === -1 ? Math.min(i, text.length) : bodyEnd);
  const raw = prefix.includes('r');
  let value: string | undefined = prefix.includes('b') || bodyEnd === -1 ? undefined : raw ? body : decodeEscapes(body);
  if (value !== undefined && prefix.includes('f'))
    value = /\{(?!\{)/.test(value.replace(/\{\{|\}\}/g, '')) ? undefined : value.replace(/\{\{/g, '{').replace(/\}\}/g, '}');
  push('string', start, Math.min(i, text.length), value);
  return Math.min(i, text.length);
}

const SIMPLE: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', v: '\v', '0': '\0' };

/** A string literal's escapes as Python reads them (an unknown escape keeps its backslash, as Python does). */
function decodeEscapes(body: string): string {
  if (!body.includes('\\')) return body;
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== '\\' || i + 1 >= body.length) {
      out += c;
      continue;
    }
    const next = body[i + 1];
    const hex = next === 'x' ? 2 : next === 'u' ? 4 : next === 'U' ? 8 : 0;
    if (next === '\n') i++;
    else if (next === '\r') i += body[i + 2] === '\n' ? 2 : 1;
    else if (hex > 0 && /^[0-9A-Fa-f]+$/.test(body.slice(i + 2, i + 2 + hex)) && body.length >= i + 2 + hex) {
      const code = Number.parseInt(body.slice(i + 2, i + 2 + hex), 16);
      out += code <= 0x10ffff ? String.fromCodePoint(code) : body.slice(i, i + 2 + hex);
      i += 1 + hex;
    } else if (/[0-7]/.test(next) && next !== '0') {
      const digits = /^[0-7]{1,3}/.exec(body.slice(i + 1))?.[0] ?? next;
      out += String.fromCharCode(Number.parseInt(digits, 8));
      i += digits.length;
    } else if (next in SIMPLE) {
      out += SIMPLE[next];
      i++;
    } else out += c;
  }
  return out;
}

/**
 * A docstring as `inspect.cleandoc` leaves it: tabs expanded, the first line's leading blanks and the
 * other lines' common indentation removed, blank lines at either end dropped.
 */
export function cleandoc(doc: string): string {
  const lines = doc.split(/\r\n|\r|\n/).map(expandTabs);
  let margin = Number.POSITIVE_INFINITY;
  for (const line of lines.slice(1)) {
    const content = line.trimStart().length;
    if (content > 0) margin = Math.min(margin, line.length - content);
  }
  const out = [lines[0].trimStart(), ...lines.slice(1).map((line) => (margin === Number.POSITIVE_INFINITY ? line : line.slice(margin)))];
  while (out.length > 0 && out[out.length - 1].trim() === '') out.pop();
  while (out.length > 0 && out[0].trim() === '') out.shift();
  return out.join('\n');
}

function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const c of line) out += c === '\t' ? ' '.repeat(8 - (out.length % 8)) : c;
  return out;
}
