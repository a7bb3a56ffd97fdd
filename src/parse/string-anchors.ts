/**
 * Where a string literal's characters are written in source: anchors [index in the value, source
 * offset], one at the body's start and one after each escape sequence (which writes one character in
 * several), so a finding about one character of a long or multi-line string lands on that character.
 * Escapes are read as JavaScript and Python write them (`\x41`, `\u00e9`, `\u{1F600}`, `\U0001F600`,
 * octal, a backslash before a line break); an astral character an escape writes counts as two.
 */
import type { StringAnchors } from './types.js';

/** Anchors of the body `source[start, end)` whose value starts at `from` in the whole string; `raw` bodies have no escapes. */
export function literalAnchors(source: string, start: number, end: number, from: number, raw: boolean): [number, number][] {
  const anchors: [number, number][] = [[from, start]];
  if (raw) return anchors;
  let index = from;
  for (let i = start; i < end; ) {
    const at = source.indexOf('\\', i);
    if (at === -1 || at >= end) break;
    index += at - i;
    const next = source[at + 1];
    let length = 2;
    let written = 1;
    if (next === '\n') written = 0;
    else if (next === '\r') {
      written = 0;
      length = source[at + 2] === '\n' ? 3 : 2;
    } else if (next === 'x') length = 4;
    else if (next === 'u' && source[at + 2] === '{') {
      const close = source.indexOf('}', at + 3);
      length = close === -1 || close >= end ? 2 : close + 1 - at;
      written = Number.parseInt(source.slice(at + 3, close), 16) > 0xffff ? 2 : 1;
    } else if (next === 'u') length = 6;
    else if (next === 'U') {
      length = 10;
      written = 2;
    } else if (next === 'N' && source[at + 2] === '{') {
      const close = source.indexOf('}', at + 3);
      length = close === -1 || close >= end ? 2 : close + 1 - at;
    } else if (next >= '0' && next <= '7') length = 1 + (/^[0-7]{1,3}/.exec(source.slice(at + 1, at + 4))?.[0].length ?? 1);
    i = Math.min(at + length, end);
    index += written;
    anchors.push([index, i]);
  }
  return anchors;
}

/** The anchors of pieces written one after another (`"a" + "b"`, Python's `"a" "b"`), each given with its value's length. */
export function joinedAnchors(pieces: readonly { anchors: StringAnchors; length: number }[]): [number, number][] {
  const out: [number, number][] = [];
  let shift = 0;
  for (const piece of pieces) {
    for (const [index, offset] of piece.anchors) out.push([index + shift, offset]);
    shift += piece.length;
  }
  return out;
}
