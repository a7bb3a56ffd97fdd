/**
 * Reading a value written as literals in C-like source (C#, Java): strings joined with `+`, a same-file
 * constant's value (`NAME`, `Class.NAME`), numbers, `true`/`false`, each placed where it is written.
 * Anything else is not statically known.
 */
import type { Spans, StringAnchors } from '../../parse/parse.js';
import { joinedAnchors } from '../../parse/string-anchors.js';
import { type Read, UNKNOWN } from './extracted.js';
import { placer } from './tokens.js';

/** A token as the reader needs it; a string's `text` is undefined when it is not statically known. */
export interface LiteralToken {
  kind: string;
  start: number;
  end: number;
  text: string | undefined;
  anchors?: [number, number][];
}

const MAX_HOPS = 32;

export interface LiteralReaderOptions {
  tokens: readonly LiteralToken[];
  /** bracketPairs of the tokens. */
  pairs: Int32Array;
  /** Each same-file constant's name and the index of its value's first token. */
  constants: ReadonlyMap<string, number>;
  spans: Map<string, Spans>;
  anchors: Map<string, StringAnchors>;
  /** The numbers read as numbers (`1`, `2.5`, with the language's suffixes). */
  number: RegExp;
}

export function literalReader({ tokens, pairs, constants, spans, anchors, number }: LiteralReaderOptions) {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;

  /** The index after the expression at `i`: at a `,`, `;`, `=` or a closing bracket at its depth. */
  const skip = (i: number): number => {
    for (; i < tokens.length; i++) {
      const t = tokens[i];
      if (t.kind !== 'op') continue;
      if (t.text === '(' || t.text === '[' || t.text === '{') i = pairs[i];
      else if (t.text === ')' || t.text === ']' || t.text === '}' || t.text === ',' || t.text === ';' || t.text === '=') return i;
    }
    return i;
  };

  /** The start of what the expression at `i` stands for: a same-file constant's value (`NAME`, `Class.NAME`). */
  const resolve = (i: number): number => {
    let at = i;
    for (let hops = 0; hops < MAX_HOPS && tokens[at]?.kind === 'name'; hops++) {
      let last = at;
      while (op(last + 1, '.') && tokens[last + 2]?.kind === 'name') last += 2;
      const found = skip(at) === last + 1 ? constants.get(tokens[last].text as string) : undefined;
      if (found === undefined || found === at) break;
      at = found;
    }
    return at;
  };

  const place = placer(tokens, spans);

  /** The value of the expression at `i`, placed at `pointer` (its key at token `key`); only read without one. */
  const value = (i: number, pointer: string | undefined, key?: number): Read => {
    const at = resolve(i);
    const end = skip(at);
    const t = tokens[at];
    if (!t || end <= at) return UNKNOWN;
    let read: Read = UNKNOWN;
    if (t.kind === 'string') {
      let out = '';
      const pieces: { anchors: StringAnchors; length: number }[] = [];
      for (let j = at; j < end; j += 2) {
        const piece = tokens[resolve(j)];
        if (piece?.kind !== 'string' || piece.text === undefined || (j + 1 < end && !op(j + 1, '+'))) return UNKNOWN;
        pieces.push({ anchors: piece.anchors ?? [[0, piece.start]], length: piece.text.length });
        out += piece.text;
      }
      if (pointer !== undefined) anchors.set(pointer, joinedAnchors(pieces));
      read = out;
    } else if (end === at + 1 && t.kind === 'number' && number.test(t.text ?? '')) read = Number.parseFloat(t.text ?? '');
    else if (end === at + 1 && (t.text === 'true' || t.text === 'false')) read = t.text === 'true';
    else if (op(at, '-') && end === at + 2 && tokens[at + 1].kind === 'number') read = -Number.parseFloat(tokens[at + 1].text ?? '');
    if (read !== UNKNOWN && pointer !== undefined) place(pointer, at, end - 1, key);
    return read;
  };

  return { op, skip, resolve, value, place };
}
