/** What the source formats' token readers share: every tokenizer's tokens have a kind, their offsets and, for operators, their text. */
import type { SourceComment, Spans } from '../../parse/parse.js';

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

/** A token whose kind and text say whether it is an operator. */
const isOp = (tokens: readonly BracketToken[], i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;

/**
 * The parameters of the list whose `(` is at `open`, each as [first token, end]: split at commas outside
 * brackets and `<…>` (C#'s and Java's generic types).
 */
export function parameterSpans(tokens: readonly BracketToken[], pairs: Int32Array, open: number): [number, number][] {
  const op = (j: number, value: string) => isOp(tokens, j, value);
  const out: [number, number][] = [];
  let from = open + 1;
  let angles = 0;
  for (let j = open + 1; j <= pairs[open]; j++) {
    if (op(j, '(') || op(j, '[') || op(j, '{')) j = pairs[j];
    else if (op(j, '<')) angles++;
    else if (op(j, '>') && angles > 0) angles--;
    else if ((op(j, ',') && angles === 0) || j === pairs[open]) {
      if (j > from) out.push([from, j]);
      from = j + 1;
    }
  }
  return out;
}

/** A call's arguments at `open`, each as its first token; `skip` gives the index after the expression at an index. */
export function callArguments(tokens: readonly BracketToken[], pairs: Int32Array, open: number, skip: (i: number) => number): number[] {
  const out: number[] = [];
  for (let j = open + 1; j < pairs[open]; ) {
    out.push(j);
    j = skip(j);
    if (isOp(tokens, j, ',')) j++;
    else break;
  }
  return out;
}

/**
 * The comment (`// …` or `/* … *\/`) at `i` in C-like source: added to `comments` when given, and the
 * index after it; -1 when none starts there.
 */
export function commentAt(text: string, i: number, comments: SourceComment[] | undefined): number {
  if (text[i] !== '/' || (text[i + 1] !== '/' && text[i + 1] !== '*')) return -1;
  if (text[i + 1] === '/') {
    const end = text.indexOf('\n', i);
    const stop = end === -1 ? text.length : end;
    comments?.push({ body: text.slice(i + 2, stop), start: i, end: stop });
    return stop;
  }
  const end = text.indexOf('*/', i + 2);
  const stop = end === -1 ? text.length : end + 2;
  comments?.push({ body: text.slice(i + 2, end === -1 ? stop : end), start: i, end: stop });
  return stop;
}

/**
 * The token at `i` of C-like source that is none of a name, a string or a comment: a character literal
 * (`'x'`, `'\n'`, `'\u0041'`, an operator without text), a number, or a one-character operator.
 */
export function plainToken(text: string, i: number): { kind: 'op' | 'number'; start: number; end: number; text: string | undefined } {
  const c = text[i];
  if (c === "'") return { kind: 'op', start: i, end: charLiteralEnd(text, i), text: undefined };
  if (c >= '0' && c <= '9') {
    const end = numberEnd(text, i);
    return { kind: 'number', start: i, end, text: text.slice(i, end) };
  }
  return { kind: 'op', start: i, end: i + 1, text: c };
}

/** Where the character literal at `i` ends, within a dozen characters and its line. */
function charLiteralEnd(text: string, i: number): number {
  let j = i + 1;
  while (j < text.length && text[j] !== "'" && text[j] !== '\n' && j - i < 12) j += text[j] === '\\' ? 2 : 1;
  return Math.min(text[j] === "'" ? j + 1 : j, text.length);
}

/** Where the number at `i` ends: digits, letters (suffixes, hex), `_` and `.`. */
function numberEnd(text: string, i: number): number {
  let j = i;
  while (j < text.length && /[0-9A-Za-z_.]/.test(text[j])) j++;
  return j;
}
