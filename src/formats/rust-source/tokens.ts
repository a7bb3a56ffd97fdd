/**
 * Rust's tokens, as far as reading rmcp's `#[tool]` attributes needs: identifiers, lifetimes, numbers,
 * strings (`"…"` with escapes, raw `r#"…"#`, byte strings), characters, operators, and outer doc comments
 * (`///`), kept as tokens because rmcp makes a tool's description from them. Every comment (block
 * comments nest, as Rust reads them) goes to `comments` when it is given. One pass, linear in the text; an unterminated string or
 * comment ends at the end of the file and the scan goes on.
 */

import type { SourceComment } from '../../parse/parse.js';

export type RsTokenKind = 'name' | 'number' | 'string' | 'doc' | 'op';

export interface RsToken {
  kind: RsTokenKind;
  start: number;
  end: number;
  /** The text (a string's value, a doc comment's line after `///`; undefined for a string that is unterminated or of bytes). */
  text: string | undefined;
  /** A string's anchors: [index in the value, offset in the file], one where each run of characters written as read starts. */
  anchors?: [number, number][];
}

const NAME_START = /[A-Za-z_\u0080-\uffff]/;
const NAME_PART = /[A-Za-z0-9_\u0080-\uffff]/;
const SIMPLE: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', '0': '\0' };

export function tokenizeRust(text: string, comments?: SourceComment[]): RsToken[] {
  const tokens: RsToken[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') i++;
    else if (c === '/' && text[i + 1] === '/') {
      const start = i;
      while (i < text.length && text[i] !== '\n') i++;
      // `///` is an outer doc comment; `////` and more are plain comments.
      if (text[start + 2] === '/' && text[start + 3] !== '/')
        tokens.push({ kind: 'doc', start: start + 3, end: i, text: text.slice(start + 3, i).replace(/\r$/, '') });
      comments?.push({ body: text.slice(start + 2, i), start, end: i });
    } else if (c === '/' && text[i + 1] === '*') {
      const start = i;
      let depth = 0;
      do {
        if (text[i] === '/' && text[i + 1] === '*') {
          depth++;
          i += 2;
        } else if (text[i] === '*' && text[i + 1] === '/') {
          depth--;
          i += 2;
        } else i++;
      } while (depth > 0 && i < text.length);
      comments?.push({ body: text.slice(start + 2, depth === 0 ? i - 2 : i), start, end: i });
    } else if ((c === 'r' || c === 'b') && /^(?:b?r#{0,255}"|b")/.test(text.slice(i, i + 258))) {
      const token = prefixed(text, i);
      tokens.push(token);
      i = token.end;
    } else if (c === 'r' && text[i + 1] === '#' && NAME_START.test(text[i + 2] ?? '')) {
      // `r#type`: a raw identifier.
      const start = i;
      i += 2;
      while (i < text.length && NAME_PART.test(text[i])) i++;
      tokens.push({ kind: 'name', start, end: i, text: text.slice(start + 2, i) });
    } else if (NAME_START.test(c)) {
      const start = i;
      while (i < text.length && NAME_PART.test(text[i])) i++;
      tokens.push({ kind: 'name', start, end: i, text: text.slice(start, i) });
    } else if (c === '"') {
      const token = quoted(text, i, i + 1);
      tokens.push(token);
      i = token.end;
    } else if (c === "'") {
      // A character (`'x'`, `'\n'`, `'\u{1F600}'`) or a lifetime (`'a`).
      const start = i;
      const close = text[i + 1] === '\\' ? text.indexOf("'", i + 2) : text[i + 2] === "'" ? i + 2 : -1;
      if (close !== -1 && close - i < 14) i = close + 1;
      else {
        i++;
        while (i < text.length && NAME_PART.test(text[i])) i++;
      }
      tokens.push({ kind: 'op', start, end: i, text: undefined });
    } else if (/[0-9]/.test(c)) {
      const start = i;
      while (i < text.length && /[0-9A-Za-z_.]/.test(text[i]) && !(text[i] === '.' && text[i + 1] === '.')) i++;
      tokens.push({ kind: 'number', start, end: i, text: text.slice(start, i) });
    } else {
      tokens.push({ kind: 'op', start: i, end: i + 1, text: c });
      i++;
    }
  }
  return tokens;
}

/** A string with a prefix: raw `r"…"`, `r#"…"#` (up to 255 hashes), byte `b"…"`, `br"…"`. */
function prefixed(text: string, start: number): RsToken {
  let i = start;
  const bytes = text[i] === 'b';
  if (bytes) i++;
  if (text[i] !== 'r') {
    const token = quoted(text, start, i + 1);
    return { ...token, text: undefined };
  }
  i++;
  let hashes = 0;
  while (text[i] === '#') {
    hashes++;
    i++;
  }
  const body = i + 1;
  const close = text.indexOf(`"${'#'.repeat(hashes)}`, body);
  if (close === -1) return { kind: 'string', start, end: text.length, text: undefined };
  // Rust reads a CRLF in a literal as LF: each line gets its anchor, so what follows one stays placed.
  const anchors: [number, number][] = [[0, body]];
  const inside = text.slice(body, close);
  let value = '';
  for (let at = 0; at < inside.length; ) {
    const crlf = inside.indexOf('\r\n', at);
    if (crlf === -1) {
      value += inside.slice(at);
      break;
    }
    value += `${inside.slice(at, crlf)}\n`;
    at = crlf + 2;
    anchors.push([value.length, body + at]);
  }
  return { kind: 'string', start, end: close + 1 + hashes, text: bytes ? undefined : value, anchors };
}

/** `"…"` whose body starts at `body`: escapes decoded, a backslash before a line break skips it and the next line's blanks. */
function quoted(text: string, start: number, body: number): RsToken {
  let value = '';
  const anchors: [number, number][] = [[0, body]];
  for (let i = body; i < text.length; ) {
    const c = text[i];
    if (c === '"') return { kind: 'string', start, end: i + 1, text: value, anchors };
    if (c === '\\') {
      const next = text[i + 1];
      if (next === '\n' || next === '\r') {
        i += 2;
        while (i < text.length && /[ \t\n\r]/.test(text[i])) i++;
      } else if (next === 'u' && text[i + 2] === '{') {
        const close = text.indexOf('}', i + 3);
        const digits = close === -1 || close - i > 10 ? '' : text.slice(i + 3, close);
        const code = /^[0-9A-Fa-f_]{1,8}$/.test(digits) ? Number.parseInt(digits.replace(/_/g, ''), 16) : Number.NaN;
        value += code <= 0x10ffff ? String.fromCodePoint(code) : '';
        i = digits ? close + 1 : i + 2;
      } else if (next === 'x' && /^[0-7][0-9A-Fa-f]$/.test(text.slice(i + 2, i + 4))) {
        value += String.fromCharCode(Number.parseInt(text.slice(i + 2, i + 4), 16));
        i += 4;
      } else {
        value += SIMPLE[next] ?? next ?? '';
        i += 2;
      }
      anchors.push([value.length, i]);
    } else if (c === '\r' && text[i + 1] === '\n') {
      value += '\n';
      i += 2;
      anchors.push([value.length, i]);
    } else {
      value += c;
      i++;
    }
  }
  return { kind: 'string', start, end: text.length, text: undefined };
}
