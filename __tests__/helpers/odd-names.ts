/**
 * Descriptors with hostile file names, created at test time (names with newlines or bytes that are
 * not UTF-8 must not be committed): spaces, %, #, :, commas, quotes, parentheses, non-ASCII, a
 * newline, a bidirectional override, a name that tries to inject workflow commands, and non-UTF-8 bytes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { withError } from './scenario.js';

/** File names as bytes; each holds one mcp.schema.server-info error on line 3. */
export const ODD_NAMES: readonly Buffer[] = [
  'with space.mcp.json',
  'per%20cent.mcp.json',
  'hash#1.mcp.json',
  'co:lon.mcp.json',
  'com,ma.mcp.json',
  'quo"te\'s.mcp.json',
  'paren(s) [x].mcp.json',
  'ünïcödé.mcp.json',
  'new\nline.mcp.json',
  'inject\n::error::pwned\n::stop-commands::x\n.mcp.json',
  'bidi\u202Efdp.mcp.json',
]
  .map((name) => Buffer.from(name, 'utf8'))
  .concat([Buffer.from([0x72, 0x61, 0x77, 0xff, 0xfe, 0x2e, 0x6d, 0x63, 0x70, 0x2e, 0x6a, 0x73, 0x6f, 0x6e])]); // raw\xFF\xFE.mcp.json

/** Writes every odd-named descriptor into `dir` (created if needed). */
export function writeOddDescriptors(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const name of ODD_NAMES) writeFileSync(Buffer.concat([Buffer.from(`${dir}/`), name]), withError('odd'));
}

/** A SARIF URI (percent-encoded bytes) back to the bytes of the path it names. */
export function uriBytes(uri: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < uri.length; i++) {
    if (uri[i] === '%') {
      bytes.push(parseInt(uri.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(uri[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}
