/** What the source formats' token readers share: every tokenizer's tokens have a kind, their offsets and, for operators, their text. */
import type { Spans } from '../../parse/parse.js';

/** A token as far as brackets go. */
export interface BracketToken {
  kind: string;
  text: string | undefined;
}

/**
 * The index of the bracket that closes each opening one (the last token where none does), made in one
 * pass with a stack: a reader skips a nested expression in one step, never by recursing. `openers`, when
 * given, gets each closing bracket's opening one.
 */
export function bracketPairs(tokens: readonly BracketToken[], openers?: Int32Array): Int32Array {
  const pairs = new Int32Array(tokens.length).fill(tokens.length - 1);
  const stack: number[] = [];
  for (let j = 0; j < tokens.length; j++) {
    const t = tokens[j].text;
    if (tokens[j].kind !== 'op') continue;
    if (t === '(' || t === '[' || t === '{') stack.push(j);
    else if ((t === ')' || t === ']' || t === '}') && stack.length > 0) {
      const opening = stack.pop() as number;
      pairs[opening] = j;
      if (openers) openers[j] = opening;
    }
  }
  return pairs;
}

/** `place(pointer, from, to, key?)`: records that the value at `pointer` is written in tokens `from` to `to`, its key in token `key`. */
export function placer(tokens: readonly { start: number; end: number }[], spans: Map<string, Spans>) {
  return (pointer: string, from: number, to: number, key?: number) =>
    spans.set(pointer, { value: [tokens[from].start, tokens[to].end], ...(key === undefined ? {} : { key: [tokens[key].start, tokens[key].end] }) });
}
