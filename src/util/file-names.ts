/**
 * File names are bytes on Linux, and not all of them are UTF-8. A path is kept as a string in which
 * every byte that is not part of valid UTF-8 becomes a lone surrogate U+DC80–U+DCFF (Python's
 * "surrogateescape"), so it still names the exact file on disk and in URIs. The helpers here turn
 * such paths back into bytes for the file system, into URI paths, and into text safe to print.
 */
import { escapeUnprintable, hasUnprintable, hex } from './printable.js';
import { firstInvalidUtf8, utf8SequenceLength } from './utf8.js';

const ESCAPED_BYTE = /(?<![\uD800-\uDBFF])[\uDC80-\uDCFF]/;
const ESCAPED_BYTES = new RegExp(ESCAPED_BYTE.source, 'g');

/** A file name (or git's path output) as bytes → a path string that round-trips to those bytes. */
export function decodeFileName(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (firstInvalidUtf8(buffer) < 0) return buffer.toString('utf8');
  let text = '';
  for (let i = 0; i < buffer.length; ) {
    const length = utf8SequenceLength(buffer, i);
    text += length === 0 ? String.fromCharCode(0xdc00 + buffer[i]) : buffer.toString('utf8', i, i + length);
    i += length || 1;
  }
  return text;
}

/** The bytes a path string names (the inverse of decodeFileName). */
export function fileNameBytes(path: string): Buffer {
  if (!ESCAPED_BYTE.test(path)) return Buffer.from(path, 'utf8');
  const parts: Buffer[] = [];
  let from = 0;
  for (const match of path.matchAll(ESCAPED_BYTES)) {
    parts.push(Buffer.from(path.slice(from, match.index), 'utf8'), Buffer.of(match[0].charCodeAt(0) - 0xdc00));
    from = (match.index ?? 0) + 1;
  }
  parts.push(Buffer.from(path.slice(from), 'utf8'));
  return Buffer.concat(parts);
}

/** What to hand the file system: the string itself, or its bytes when it holds non-UTF-8 bytes. */
export function fsPath(path: string): string | Buffer {
  return ESCAPED_BYTE.test(path) ? fileNameBytes(path) : path;
}

/**
 * A relative path as a URI path: every byte percent-encoded except unreserved characters and "/",
 * so it stays relative, survives Markdown links (no parentheses) and keeps non-UTF-8 bytes exact.
 */
export function uriPath(path: string): string {
  let uri = '';
  for (const byte of fileNameBytes(path)) {
    const char = String.fromCharCode(byte);
    uri += /[A-Za-z0-9\-._~/]/.test(char) ? char : `%${hex(byte, 2)}`;
  }
  return uri;
}

/**
 * A path for a line of text output: as it is when every character prints, otherwise quoted with
 * escapes (\n, \x1B, \xFF for a non-UTF-8 byte, \u202E for a bidirectional control), so a file
 * name can neither break a line nor reorder or restyle what is shown.
 */
export function printablePath(path: string): string {
  if (!hasUnprintable(path) && !ESCAPED_BYTE.test(path)) return path;
  const quoted = path.replace(/["\\]/g, (c) => `\\${c}`).replace(ESCAPED_BYTES, (c) => `\\x${hex(c.charCodeAt(0) - 0xdc00, 2)}`);
  return `"${escapeUnprintable(quoted)}"`;
}

/** The path with non-UTF-8 bytes as U+FFFD, for consumers that only take well-formed text (workflow commands). */
export function wellFormedPath(path: string): string {
  return path.replace(ESCAPED_BYTES, '\uFFFD');
}
