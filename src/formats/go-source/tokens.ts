/**
 * Go's tokens, as far as reading tool definitions needs: identifiers, numbers, strings (interpreted,
 * decoded; raw, as written), runes, operators. Comments go to `comments` when it is given. One pass, linear in the text; an
 * unterminated string ends at its line (interpreted) or the file (raw) and the scan goes on.
 */

import type { SourceComment } from '../../parse/parse.js';
import { commentAt } from '../source/tokens.js';

export type GoTokenKind = 'name' | 'number' | 'string' | 'op';

export interface GoToken {
  kind: GoTokenKind;
  start: number;
  end: number;
  /** The text (a string's decoded value; undefined when it is unterminated). */
  text: string | undefined;
  /** Whether the string is raw (`…`), whose characters are written as they read. */
  raw?: boolean;
}

const NAME_START = /[A-Za-z_\u0080-\uffff]/;
const NAME_PART = /[A-Za-z0-9_\u0080-\uffff]/;
const SIMPLE: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', v: '\v' };

export function tokenizeGo(text: string, comments?: SourceComment[]): GoToken[] {
  const tokens: GoToken[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === ';') i++;
    else if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) i = commentAt(text, i, comments);
    else if (NAME_START.test(c)) {
      const start = i;
      while (i < text.length && NAME_PART.test(text[i])) i++;
      tokens.push({ kind: 'name', start, end: i, text: text.slice(start, i) });
    } else if (c === '`') {
      const end = text.indexOf('`', i + 1);
      const close = end === -1 ? text.length : end + 1;
      tokens.push({ kind: 'string', start: i, end: close, text: end === -1 ? undefined : text.slice(i + 1, end).replace(/\r/g, ''), raw: true });
      i = close;
    } else if (c === '"' || c === "'") {
      const start = i;
      i++;
      let closed = false;
      while (i < text.length && text[i] !== '\n') {
        if (text[i] === '\\') i += 2;
        else if (text[i] === c) {
          closed = true;
          i++;
          break;
        } else i++;
      }
      i = Math.min(i, text.length);
      tokens.push({ kind: c === '"' ? 'string' : 'op', start, end: i, text: closed && c === '"' ? decode(text.slice(start + 1, i - 1)) : undefined });
    } else if (/[0-9]/.test(c)) {
      const start = i;
      while (i < text.length && /[0-9A-Za-z_.]/.test(text[i])) i++;
      tokens.push({ kind: 'number', start, end: i, text: text.slice(start, i) });
    } else {
      const op = text.startsWith(':=', i) || text.startsWith('...', i) ? text.slice(i, text[i] === '.' ? i + 3 : i + 2) : c;
      tokens.push({ kind: 'op', start: i, end: i + op.length, text: op });
      i += op.length;
    }
  }
  return tokens;
}

/** An interpreted string's escapes as Go reads them. */
function decode(body: string): string {
  if (!body.includes('\\')) return body;
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    const next = body[i + 1];
    if (c !== '\\' || next === undefined) {
      out += c;
      continue;
    }
    const hex = next === 'x' ? 2 : next === 'u' ? 4 : next === 'U' ? 8 : 0;
    if (hex > 0 && /^[0-9A-Fa-f]+$/.test(body.slice(i + 2, i + 2 + hex)) && body.length >= i + 2 + hex) {
      const code = Number.parseInt(body.slice(i + 2, i + 2 + hex), 16);
      out += code <= 0x10ffff ? String.fromCodePoint(code) : '';
      i += 1 + hex;
    } else if (/[0-7]/.test(next) && /^[0-7]{3}$/.test(body.slice(i + 1, i + 4))) {
      out += String.fromCharCode(Number.parseInt(body.slice(i + 1, i + 4), 8));
      i += 3;
    } else {
      out += SIMPLE[next] ?? next;
      i++;
    }
  }
  return out;
}

/** Token lists kept at most, and their texts' characters together. */
const MAX_KEPT = 16;
const MAX_KEPT_CHARS = 1 << 20;
const kept = new Map<string, GoToken[]>();
let keptChars = 0;

/**
 * The tokens of `text`, shared: a server file is read by the extraction and, when it declares a module's
 * constructor over mcp-go, by the scan of its package (wrappers.ts). Readers never change them. The last
 * texts tokenized are kept, bounded; a text past the bound is tokenized every time.
 */
export function goTokens(text: string): readonly GoToken[] {
  const hit = kept.get(text);
  if (hit) return hit;
  const tokens = tokenizeGo(text);
  if (text.length > MAX_KEPT_CHARS) return tokens;
  while (kept.size >= MAX_KEPT || (kept.size > 0 && keptChars + text.length > MAX_KEPT_CHARS)) {
    const [oldest] = kept.keys();
    kept.delete(oldest);
    keptChars -= oldest.length;
  }
  kept.set(text, tokens);
  keptChars += text.length;
  return tokens;
}
