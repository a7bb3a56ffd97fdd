/**
 * The simplest descriptor patterns, matched without loading re2js (whose Unicode tables cost a
 * one-file run more than the rest of its schema checks): an optional `^`, a sequence of ASCII
 * characters, classes of them (`[a-z0-9_-]`, `\d`, `\w`), each optionally quantified (`*`, `+`, `?`,
 * `{n}`, `{n,}`, `{n,m}`), and an optional `$`; flags "" or "u". Anything else (groups, alternation,
 * `.`, negated classes, other escapes, non-ASCII characters, other flags) is left to regex.ts.
 *
 * The pattern becomes a chain of states, each consuming one character of its set; an optional state
 * may be skipped and a repeated one consumes any number. A test advances the set of reachable states
 * one input character at a time, so it costs O(input length × states) for every input, the same bound
 * RE2 gives: there is nothing to backtrack into.
 *
 * Matching by UTF-16 code units is exact here even with the u flag: every set is ASCII, so a surrogate
 * matches nothing, and a non-empty match starts (and an empty one may start) on a code point boundary.
 */

/** Expanded states allowed (`a{300}` is 300 states): beyond it the pattern goes to re2js. */
const MAX_STATES = 256;

/** Characters with a meaning of their own in a pattern: a literal one is escaped. */
const SYNTAX = '^$\\.*+?()[]{}|';
/** What may follow a backslash to stand for itself, with or without the u flag. */
const ESCAPABLE = `${SYNTAX}/`;

/** One state: the ASCII characters it consumes (by code), and how many times. */
interface State {
  set: Uint8Array;
  /** `once`: exactly one; `optional`: zero or one; `repeated`: zero or more. */
  times: 'once' | 'optional' | 'repeated';
}

export interface SimplePattern {
  test(input: string): boolean;
}

/** The pattern as a linear-time matcher, or undefined when it is not of the simple shape above. */
export function simplePattern(pattern: string, flags: string): SimplePattern | undefined {
  if (flags !== '' && flags !== 'u') return undefined;
  const states: State[] = [];
  let i = 0;
  const anchoredStart = pattern.startsWith('^');
  if (anchoredStart) i++;
  let anchoredEnd = false;
  while (i < pattern.length) {
    if (pattern[i] === '$' && i === pattern.length - 1) {
      anchoredEnd = true;
      break;
    }
    const atom = readAtom(pattern, i);
    if (atom === undefined) return undefined;
    i = atom.end;
    const quantifier = readQuantifier(pattern, i);
    if (quantifier === undefined) return undefined;
    i = quantifier.end;
    const { min, max } = quantifier;
    if (states.length + (max === Number.POSITIVE_INFINITY ? min + 1 : max) > MAX_STATES) return undefined;
    for (let n = 0; n < min; n++) states.push({ set: atom.set, times: 'once' });
    if (max === Number.POSITIVE_INFINITY) states.push({ set: atom.set, times: 'repeated' });
    else for (let n = min; n < max; n++) states.push({ set: atom.set, times: 'optional' });
  }
  return { test: (input) => run(states, anchoredStart, anchoredEnd, input) };
}

/** Whether some match of the chain exists in `input`. */
function run(states: readonly State[], anchoredStart: boolean, anchoredEnd: boolean, input: string): boolean {
  const last = states.length;
  let active = new Uint8Array(last + 1);
  let next = new Uint8Array(last + 1);
  active[0] = 1;
  close(states, active);
  for (let at = 0; at < input.length; at++) {
    if (!anchoredEnd && active[last] === 1) return true;
    const code = input.charCodeAt(at);
    next.fill(0);
    let any = false;
    for (let s = 0; s < last; s++) {
      if (active[s] === 1 && code < 128 && states[s].set[code] === 1) {
        next[states[s].times === 'repeated' ? s : s + 1] = 1;
        any = true;
      }
    }
    // Unanchored, a match may begin at every position.
    if (!anchoredStart) next[0] = 1;
    else if (!any) return false;
    close(states, next);
    [active, next] = [next, active];
  }
  return active[last] === 1;
}

/** Adds the states reachable by skipping optional and repeated ones (they only lead forward). */
function close(states: readonly State[], active: Uint8Array): void {
  for (let s = 0; s < states.length; s++) if (active[s] === 1 && states[s].times !== 'once') active[s + 1] = 1;
}

/** One character, escape or class at `i`, with where it ends; undefined for anything else. */
function readAtom(pattern: string, i: number): { set: Uint8Array; end: number } | undefined {
  const c = pattern[i];
  if (c === '[') return readClass(pattern, i + 1);
  const set = new Uint8Array(128);
  if (c === '\\') {
    const next = pattern[i + 1];
    if (next !== undefined && ESCAPABLE.includes(next)) set[next.charCodeAt(0)] = 1;
    else if (!addShorthand(set, next)) return undefined;
    return { set, end: i + 2 };
  }
  if (SYNTAX.includes(c) || !printable(c)) return undefined;
  set[c.charCodeAt(0)] = 1;
  return { set, end: i + 1 };
}

/** A class's members from just after its `[` to its `]`; undefined for a negated or empty class, or any other member. */
function readClass(pattern: string, start: number): { set: Uint8Array; end: number } | undefined {
  const set = new Uint8Array(128);
  let i = start;
  if (pattern[i] === '^' || pattern[i] === ']') return undefined;
  while (i < pattern.length && pattern[i] !== ']') {
    const low = classCharacter(pattern, i);
    if (low === undefined) {
      // \d or \w, which cannot begin a range.
      if (pattern[i] !== '\\' || !addShorthand(set, pattern[i + 1]) || (pattern[i + 2] === '-' && pattern[i + 3] !== ']')) return undefined;
      i += 2;
      continue;
    }
    i = low.end;
    if (pattern[i] === '-' && pattern[i + 1] !== ']' && i + 1 < pattern.length) {
      const high = classCharacter(pattern, i + 1);
      if (high === undefined || high.code < low.code) return undefined;
      for (let code = low.code; code <= high.code; code++) set[code] = 1;
      i = high.end;
    } else {
      set[low.code] = 1;
    }
  }
  return i < pattern.length ? { set, end: i + 1 } : undefined;
}

/** One literal character of a class (printable ASCII, or an escaped syntax character or `-`). */
function classCharacter(pattern: string, i: number): { code: number; end: number } | undefined {
  const c = pattern[i];
  if (c === '\\') {
    const next = pattern[i + 1];
    return next !== undefined && (ESCAPABLE.includes(next) || next === '-') ? { code: next.charCodeAt(0), end: i + 2 } : undefined;
  }
  // "[" is a literal in a class, but with the v flag's syntax in mind it is left to RE2.
  return c !== undefined && c !== '[' && printable(c) ? { code: c.charCodeAt(0), end: i + 1 } : undefined;
}

/** Adds what `\d` or `\w` matches (ASCII without the i flag, with or without u); false for any other escape. */
function addShorthand(set: Uint8Array, next: string | undefined): boolean {
  if (next !== 'd' && next !== 'w') return false;
  for (let code = 48; code <= 57; code++) set[code] = 1;
  if (next === 'w') {
    for (let code = 65; code <= 90; code++) set[code] = 1;
    for (let code = 97; code <= 122; code++) set[code] = 1;
    set[95] = 1;
  }
  return true;
}

/** The quantifier at `i` (none is exactly once), a lazy one's `?` included; undefined for one not understood. */
function readQuantifier(pattern: string, i: number): { min: number; max: number; end: number } | undefined {
  const c = pattern[i];
  let quantifier: { min: number; max: number; end: number };
  if (c === '*') quantifier = { min: 0, max: Number.POSITIVE_INFINITY, end: i + 1 };
  else if (c === '+') quantifier = { min: 1, max: Number.POSITIVE_INFINITY, end: i + 1 };
  else if (c === '?') quantifier = { min: 0, max: 1, end: i + 1 };
  else if (c === '{') {
    const braces = /^\{(\d{1,3})(,(\d{0,3}))?\}/.exec(pattern.slice(i, i + 10));
    if (braces === null) return undefined;
    const min = Number(braces[1]);
    const max = braces[2] === undefined ? min : braces[3] === '' ? Number.POSITIVE_INFINITY : Number(braces[3]);
    if (max < min) return undefined;
    quantifier = { min, max, end: i + braces[0].length };
  } else return { min: 1, max: 1, end: i };
  // Laziness changes which match is found, never whether one exists.
  if (pattern[quantifier.end] === '?') quantifier.end++;
  return '*+?{'.includes(pattern[quantifier.end] ?? '.') ? undefined : quantifier;
}

function printable(c: string): boolean {
  const code = c.charCodeAt(0);
  return code >= 0x20 && code < 0x7f;
}
