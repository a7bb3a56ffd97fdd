/**
 * Whether a pattern can match a long text, answered without running it: the detectors run some sixty
 * patterns over a text, each a full pass, and on a megabyte of text each pass costs milliseconds though
 * nearly all find nothing. A pattern's source is read once into what every match must contain (its
 * literal runs, as sequences of character classes, combined with and/or), and a text once into the
 * characters, pairs and triples of characters it holds; a pattern whose required pieces the text lacks
 * cannot match it and is not run. The answer errs only towards "may match", so no finding is lost: a
 * class of characters the analysis does not read (a property, an astral character, a back-reference)
 * requires nothing. Characters are compared in buckets (ASCII by code; any other by the hash of its
 * case-folded form), so a case-insensitive pattern finds every case of a letter in the same buckets.
 * Measured on the 999,000-character descriptions of scripts/bench-security/large-text.ts: 60–110 ms a lint
 * before, 15–50 ms with it (reading the patterns costs some 100 ms once, so it starts after the first).
 */

/** Texts shorter than this are matched directly: indexing them would cost more than the passes it saves. */
const MIN_LENGTH = 65536;
/** ASCII characters are buckets 0–127; other characters are hashed into the next OTHER buckets. */
const OTHER = 64;
const BUCKETS = 128 + OTHER;
/** Triples are kept in a bitset of 2^20 bits, by a hash: a collision only makes a triple look present. */
const TRIPLE_BITS = 20;
/** A run or an alternation of more sequences than this stops being exact (its pieces are required apart). */
const MAX_SEQUENCES = 32;
/** A sequence is read from at most this many classes; the rest is required on its own. */
const MAX_SEQUENCE = 6;
/** Triples tried for one window of a sequence before it is taken as present. */
const MAX_TRIES = 4096;

/** What every match of a pattern holds: all of, any of, or a sequence of classes (by id, see classOf) in a row. */
type Need = { all: Need[] } | { any: Need[] } | { run: readonly number[] } | { units: readonly number[] } | true;

/** A sequence of classes by id. */
type Run = number[];

/** What a piece of a pattern matches: exactly one of `exact` (sequences of classes), or a need with what every match starts and ends with. */
interface Info {
  exact?: Run[];
  prefix: Run[];
  suffix: Run[];
  need: Need;
}

/** Each class of characters the patterns use, as its sorted buckets, numbered: sequences hold the numbers. */
const CLASSES: number[][] = [];
const CLASS_IDS = new Map<string, number>();
/** The class of each literal character read so far, by its code (negated when read with the i flag). */
const LITERALS = new Map<number, number>();
function classOf(buckets: Iterable<number>): number {
  const sorted = [...new Set(buckets)].sort((a, b) => a - b);
  const key = sorted.join(',');
  let id = CLASS_IDS.get(key);
  if (id === undefined) {
    id = CLASSES.length;
    CLASSES.push(sorted);
    CLASS_IDS.set(key, id);
  }
  return id;
}

/** A piece that requires nothing and says nothing about its ends (a property, a back-reference, an astral character). */
/** Nothing known: the one sequence, empty. Shared, as no reading changes a list it was given. */
const UNKNOWN: Run[] = [[]];
const GAP: Info = { prefix: UNKNOWN, suffix: UNKNOWN, need: true };
const EMPTY: Info = { exact: UNKNOWN, prefix: UNKNOWN, suffix: UNKNOWN, need: true };
/** The piece each class is as a single character, made once. */
const SINGLES = new Map<number, Info>();
function exactly(id: number): Info {
  let info = SINGLES.get(id);
  if (info === undefined) SINGLES.set(id, (info = { exact: [[id]], prefix: UNKNOWN, suffix: UNKNOWN, need: true }));
  return info;
}

let folded: Uint8Array | undefined;
/** The bucket of a UTF-16 code unit: ASCII by its code, any other by its case-folded form (lower of upper), hashed. */
function bucketOf(code: number): number {
  if (code < 128) return code;
  folded ??= new Uint8Array(65536);
  const known = folded[code];
  if (known !== 0) return known;
  let key = code;
  const upper = String.fromCharCode(code).toUpperCase();
  if (upper.length === 1) {
    const lower = upper.toLowerCase();
    if (lower.length === 1) key = lower.charCodeAt(0);
  }
  const bucket = key < 128 ? key : 128 + (key % OTHER);
  folded[code] = bucket;
  return bucket;
}

/** The buckets a character of a pattern matches: its own, or with the i flag those of its other cases too. */
function bucketsOfChar(code: number, ignoreCase: boolean, into: Set<number>): void {
  into.add(bucketOf(code));
  if (!ignoreCase) return;
  const c = String.fromCharCode(code);
  const forms = [c.toUpperCase(), c.toLowerCase()];
  for (const form of [...forms]) if (form.length === 1) forms.push(form.toUpperCase(), form.toLowerCase());
  for (const form of forms) if (form.length === 1) into.add(bucketOf(form.charCodeAt(0)));
}

const ALL: readonly number[] = Array.from({ length: BUCKETS }, (_, i) => i);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);
const DIGITS = range(48, 57);
const LETTERS = [...range(65, 90), ...range(97, 122)];
/** \\w; with the i and u flags it also matches U+017F and U+212A, whose buckets are those of s and k. */
const WORD = [...DIGITS, ...LETTERS, 95];
const SPACES = [
  9, 10, 11, 12, 13, 32, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f,
  0x3000, 0xfeff,
];

let spaceBuckets: number[] | undefined;
const SPACE_BUCKETS = () => (spaceBuckets ??= [...new Set(SPACES.map(bucketOf))]);

/** A pattern's source read into what its matches need; undefined where the syntax is beyond this reader. */
class Reader {
  private i = 0;
  constructor(
    private readonly source: string,
    private readonly ignoreCase: boolean,
    private readonly unicode: boolean,
  ) {}

  read(): Need {
    const info = this.alternation();
    if (this.i !== this.source.length) throw new Error('unread');
    return needOf(info);
  }

  private alternation(): Info {
    const branches = [this.sequence()];
    while (this.source[this.i] === '|') {
      this.i++;
      branches.push(this.sequence());
    }
    return branches.length === 1 ? branches[0] : alternate(branches);
  }

  private sequence(): Info {
    let info = EMPTY;
    while (this.i < this.source.length && this.source[this.i] !== '|' && this.source[this.i] !== ')') info = concat(info, this.quantified());
    return info;
  }

  private quantified(): Info {
    const atom = this.atom();
    const next = this.source[this.i];
    if (next !== '*' && next !== '+' && next !== '?' && next !== '{') return atom;
    const q = /^(?:([*+?])|\{(\d+)(?:(,)(\d*))?\})\??/.exec(this.source.slice(this.i, this.i + 24));
    if (!q) return atom;
    this.i += q[0].length;
    const min = q[1] === '+' ? 1 : q[1] !== undefined ? 0 : Number(q[2]);
    const max =
      q[1] === '?' ? 1 : q[1] !== undefined ? Number.POSITIVE_INFINITY : q[3] === undefined ? min : q[4] === '' ? Number.POSITIVE_INFINITY : Number(q[4]);
    if (min === 1 && max === 1) return atom;
    if (atom.exact && max === 1) return { exact: [[], ...atom.exact], prefix: UNKNOWN, suffix: UNKNOWN, need: true };
    if (min === 0) return GAP;
    // At least `min` in a row: as many copies as keep the sequences short, then anything.
    let repeated = atom;
    for (let n = 1; n < min && atom.exact && longest(repeated.exact ?? []) < 3; n++) repeated = concat(repeated, atom);
    return open(repeated);
  }

  private atom(): Info {
    const c = this.source[this.i++];
    if (c === '(') {
      let lookaround = false;
      if (this.source[this.i] === '?') {
        const head = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(this.source.slice(this.i, this.i + 40));
        if (!head) throw new Error('group');
        this.i += head[0].length;
        lookaround = /^\?(?:=|!|<=|<!)$/.test(head[0]);
      }
      const inner = this.alternation();
      if (this.source[this.i++] !== ')') throw new Error('unclosed');
      return lookaround ? EMPTY : inner;
    }
    if (c === '^' || c === '$') return EMPTY;
    if (c === '.') return this.unicode ? GAP : single(ALL);
    if (c === '[') return this.characterClass();
    if (c === '\\') return this.escape();
    if (c === '*' || c === '+' || c === '?' || c === ')' || c === '|') throw new Error('syntax');
    return this.literal(c.charCodeAt(0));
  }

  private literal(code: number): Info {
    if (this.unicode && code >= 0xd800 && code <= 0xdbff) {
      this.i++;
      return GAP;
    }
    const key = this.ignoreCase ? -code - 1 : code;
    let id = LITERALS.get(key);
    if (id === undefined) {
      const set = new Set<number>();
      bucketsOfChar(code, this.ignoreCase, set);
      LITERALS.set(key, (id = classOf(set)));
    }
    return exactly(id);
  }

  private escape(): Info {
    const c = this.source[this.i++];
    switch (c) {
      case 'b':
      case 'B':
        return EMPTY;
      case 'd':
        return single(DIGITS);
      case 'w':
        return single(WORD);
      case 's':
        return single(SPACE_BUCKETS());
      case 'D':
      case 'W':
      case 'S':
        return this.unicode ? GAP : single(ALL);
      case 'p':
      case 'P':
      case 'k':
        this.i = this.source.indexOf(c === 'k' ? '>' : '}', this.i) + 1;
        if (this.i === 0) throw new Error('escape');
        return GAP;
      default: {
        const code = this.escapedCode(c);
        if (code === undefined) return GAP;
        if (code > 0xffff) return GAP;
        return this.literal(code);
      }
    }
  }

  /** The code point an escape (after its backslash, `c` read) stands for; undefined for a back-reference. */
  private escapedCode(c: string): number | undefined {
    const hex = (length: number) => {
      const digits = this.source.slice(this.i, this.i + length);
      if (!/^[0-9A-Fa-f]+$/.test(digits) || digits.length !== length) throw new Error('hex');
      this.i += length;
      return Number.parseInt(digits, 16);
    };
    if (c === 'u' && this.source[this.i] === '{') {
      const end = this.source.indexOf('}', this.i);
      const code = Number.parseInt(this.source.slice(this.i + 1, end), 16);
      this.i = end + 1;
      return code;
    }
    if (c === 'u') return hex(4);
    if (c === 'x') return hex(2);
    if (c === 'c') return this.source.charCodeAt(this.i++) % 32;
    if (c >= '1' && c <= '9') {
      while (/\d/.test(this.source[this.i] ?? '')) this.i++;
      return undefined;
    }
    const controls: Readonly<Record<string, number>> = { n: 10, r: 13, t: 9, v: 11, f: 12, '0': 0 };
    if (c in controls) return controls[c];
    if (c === undefined) throw new Error('escape');
    return c.charCodeAt(0);
  }

  private characterClass(): Info {
    const negated = this.source[this.i] === '^';
    if (negated) this.i++;
    const buckets = new Set<number>();
    let gap = false;
    const add = (from: number, to: number) => {
      if (to > 0xffff || (this.unicode && to >= 0xd800 && from <= 0xdfff)) gap = true;
      // A range of OTHER characters or more beyond ASCII is taken to hold every bucket beyond ASCII, and the
      // ASCII letters some characters fold to (U+212A to k); only its ASCII part is read character by character.
      const wide = to - Math.max(from, 128) >= OTHER;
      if (wide) for (const b of [...range(128, BUCKETS - 1), ...LETTERS]) buckets.add(b);
      for (let code = from; code <= Math.min(to, wide ? 127 : 0xffff); code++) bucketsOfChar(code, this.ignoreCase, buckets);
    };
    while (this.source[this.i] !== ']') {
      if (this.i >= this.source.length) throw new Error('class');
      const from = this.classAtom(buckets);
      if (from === 'gap') {
        gap = true;
        continue;
      }
      if (from === undefined) continue;
      if (this.source[this.i] === '-' && this.source[this.i + 1] !== ']') {
        this.i++;
        const to = this.classAtom(buckets);
        if (typeof to !== 'number') throw new Error('range');
        add(from, to);
      } else add(from, from);
    }
    this.i++;
    if (negated) return this.unicode ? GAP : single(ALL);
    if (gap) return GAP;
    return single([...buckets]);
  }

  /** One member of a class: its code, undefined when it added a class escape (\s, \w, \d) itself, or 'gap'. */
  private classAtom(buckets: Set<number>): number | undefined | 'gap' {
    const c = this.source[this.i++];
    if (c !== '\\') {
      const code = c.charCodeAt(0);
      if (this.unicode && code >= 0xd800 && code <= 0xdbff) {
        this.i++;
        return 'gap';
      }
      return code;
    }
    const e = this.source[this.i++];
    if (e === 'd' || e === 'w' || e === 's') {
      for (const b of e === 'd' ? DIGITS : e === 'w' ? WORD : SPACE_BUCKETS()) buckets.add(b);
      return undefined;
    }
    if (e === 'D' || e === 'W' || e === 'S' || e === 'p' || e === 'P') {
      if (e === 'p' || e === 'P') this.i = this.source.indexOf('}', this.i) + 1;
      if (this.unicode) return 'gap';
      for (const b of ALL) buckets.add(b);
      return undefined;
    }
    if (e === 'b') return 8;
    const code = this.escapedCode(e);
    if (code === undefined) throw new Error('class escape');
    if (code > 0xffff) return 'gap';
    return code;
  }
}

const single = (buckets: Iterable<number>): Info => exactly(classOf(buckets));
const longest = (sequences: readonly (readonly unknown[])[]) => sequences.reduce((m, s) => Math.max(m, s.length), 0);

/** Every sequence of `a` followed by every sequence of `b`, or undefined when there would be too many. */
function cross(a: readonly Run[], b: readonly Run[]): Run[] | undefined {
  if (a.length * b.length > MAX_SEQUENCES) return undefined;
  const out: Run[] = [];
  for (const x of a) for (const y of b) out.push(y.length === 0 ? x : x.length === 0 ? y : x.concat(y));
  return out;
}

/** The first (or last) two classes of each sequence, without repeats. */
function ends(sequences: readonly Run[], first: boolean): Run[] {
  const seen = new Set<number>();
  const out: Run[] = [];
  for (const s of sequences) {
    const end = s.length <= 2 ? s : first ? s.slice(0, 2) : s.slice(-2);
    const key = end.length === 0 ? 0 : end.length === 1 ? end[0] + 1 : -(end[0] * 65536 + end[1] + 1);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(end);
  }
  return out;
}

const anyOf = (sequences: readonly Run[]): Need => (sequences.some((s) => s.length === 0) ? true : { any: sequences.map((run) => ({ run })) });
const allOf = (needs: Need[]): Need => {
  const parts = needs.filter((n) => n !== true);
  return parts.length === 0 ? true : parts.length === 1 ? parts[0] : { all: parts };
};
const heads = (sequences: readonly Run[]) => ends(sequences, true);
const tails = (sequences: readonly Run[]) => ends(sequences, false);

/** An exact piece seen as open: its sequences are required, and its ends known. */
function open(info: Info): Info {
  if (!info.exact) return info;
  return { prefix: heads(info.exact), suffix: tails(info.exact), need: anyOf(info.exact) };
}

function needOf(info: Info): Need {
  return info.exact ? anyOf(info.exact) : info.need;
}

function concat(a: Info, b: Info): Info {
  if (a.exact && b.exact) {
    const joined = cross(a.exact, b.exact);
    if (joined && longest(joined) <= MAX_SEQUENCE) return { exact: joined, prefix: UNKNOWN, suffix: UNKNOWN, need: true };
  }
  const left = open(a);
  const right = open(b);
  const middle = cross(left.suffix, right.prefix);
  const prefix = a.exact ? (cross(a.exact, right.prefix) ?? UNKNOWN) : left.prefix;
  const suffix = b.exact ? (cross(left.suffix, b.exact) ?? UNKNOWN) : right.suffix;
  return {
    prefix: heads(prefix),
    suffix: tails(suffix),
    need: allOf([left.need, middle ? anyOf(middle) : true, right.need]),
  };
}

function alternate(branches: readonly Info[]): Info {
  if (branches.every((b) => b.exact)) {
    const all = branches.flatMap((b) => b.exact ?? []);
    if (all.length <= MAX_SEQUENCES) return { exact: all, prefix: UNKNOWN, suffix: UNKNOWN, need: true };
  }
  const opened = branches.map(open);
  const either = (pick: (i: Info) => Run[]) => {
    const all = ends(opened.flatMap(pick), true);
    return all.length <= MAX_SEQUENCES ? all : UNKNOWN;
  };
  const needs = opened.map((b) => b.need);
  return { prefix: either((i) => i.prefix), suffix: either((i) => i.suffix), need: needs.some((n) => n === true) ? true : { any: needs } };
}

const NEEDS = new WeakMap<RegExp, Need>();
/** Needs by source and flags: several patterns share a source (a global copy, a gate's parts). */
const BY_SOURCE = new Map<string, Need>();
/** What every match of `pattern` holds, read from its source once. */
function needsOf(pattern: RegExp): Need {
  const known = NEEDS.get(pattern);
  if (known !== undefined) return known;
  const key = `${pattern.flags.replace(/[gy]/g, '')}/${pattern.source}`;
  let need = BY_SOURCE.get(key);
  if (need === undefined) {
    try {
      // A class of characters written out, read case-sensitively (the hints of ./concepts.ts): any of its code units.
      need =
        !pattern.flags.includes('i') && /^\[[^\\\]\-^[]+\]$/.test(pattern.source)
          ? { units: Array.from({ length: pattern.source.length - 2 }, (_, k) => pattern.source.charCodeAt(k + 1)) }
          : new Reader(pattern.source, pattern.flags.includes('i'), pattern.flags.includes('u') || pattern.flags.includes('v')).read();
    } catch {
      need = true;
    }
    BY_SOURCE.set(key, need);
  }
  NEEDS.set(pattern, need);
  return need;
}

/** The characters, pairs and triples of a text, by bucket, and its code units. */
interface TextIndex {
  singles: Uint8Array;
  pairs: Uint8Array;
  triples: Int32Array;
  /** Whether each UTF-16 code unit occurs. */
  units: Uint8Array;
}

/** The three buckets as one number, mixed by one multiplication: a collision only makes a triple look present. */
const tripleHash = (a: number, b: number, c: number) => Math.imul((a * BUCKETS + b) * BUCKETS + c, 0x9e3779b1) >>> (32 - TRIPLE_BITS);

/**
 * For speed, one pass that stores only each pair and triple; the singles, and which ASCII units occur, are
 * read from the pairs afterwards (every character but the first ends a pair). On a megabyte of the
 * large-text shapes, 7–12 ms before and 5–10 ms with two stores per character fewer.
 */
function indexText(text: string): TextIndex {
  const pairs = new Uint8Array(BUCKETS * BUCKETS);
  const triples = new Int32Array(1 << (TRIPLE_BITS - 5));
  const units = new Uint8Array(65536);
  const n = text.length;
  /** The ASCII buckets a character beyond ASCII folds into (U+212A into k): whether the ASCII unit itself occurs is asked of the text. */
  const foldedIntoAscii = new Uint8Array(128);
  // The last two buckets as one pair number (a * BUCKETS + b), -1 until two are read.
  let pair = -1;
  let b = -1;
  for (let i = 0; i < n; i++) {
    const code = text.charCodeAt(i);
    let c = code;
    if (code >= 128) {
      units[code] = 1;
      c = bucketOf(code);
      if (c < 128) foldedIntoAscii[c] = 1;
    }
    if (b >= 0) {
      const next = b * BUCKETS + c;
      pairs[next] = 1;
      if (pair >= 0) {
        const h = Math.imul(pair * BUCKETS + c, 0x9e3779b1) >>> (32 - TRIPLE_BITS);
        triples[h >>> 5] |= 1 << (h & 31);
      }
      pair = next;
    }
    b = c;
  }
  const singles = new Uint8Array(BUCKETS);
  if (n > 0) {
    const first = text.charCodeAt(0);
    singles[first < 128 ? first : bucketOf(first)] = 1;
  }
  for (let x = 0; x < BUCKETS; x++) for (let y = 0; y < BUCKETS; y++) if (pairs[x * BUCKETS + y] === 1) singles[y] = 1;
  for (let u = 0; u < 128; u++) units[u] = singles[u];
  for (let u = 0; u < 128; u++) if (foldedIntoAscii[u] === 1) units[u] = text.includes(String.fromCharCode(u)) ? 1 : 0;
  return { singles, pairs, triples, units };
}

/** Whether the text may hold the classes of `run` in a row: every triple of it (or its pair or single) is present. */
function holdsRun(index: TextIndex, ids: readonly number[]): boolean {
  const { singles, pairs, triples } = index;
  const run = ids.map((id) => CLASSES[id]);
  if (run.length === 0) return true;
  if (run.length === 1) return run[0].some((c) => singles[c] === 1);
  if (run.length === 2) return run[0].some((x) => singles[x] === 1 && run[1].some((y) => pairs[x * BUCKETS + y] === 1));
  for (let k = 0; k + 2 < run.length; k++) {
    let tries = 0;
    let found = false;
    search: for (const x of run[k]) {
      if (singles[x] !== 1) continue;
      for (const y of run[k + 1]) {
        if (pairs[x * BUCKETS + y] !== 1) continue;
        for (const z of run[k + 2]) {
          if (++tries > MAX_TRIES) {
            found = true;
            break search;
          }
          if (pairs[y * BUCKETS + z] !== 1) continue;
          const h = tripleHash(x, y, z);
          if ((triples[h >>> 5] & (1 << (h & 31))) !== 0) {
            found = true;
            break search;
          }
        }
      }
    }
    if (!found) return false;
  }
  return true;
}

function holds(index: TextIndex, need: Need): boolean {
  if (need === true) return true;
  if ('run' in need) return holdsRun(index, need.run);
  if ('units' in need) return need.units.some((u) => index.units[u] === 1);
  if ('all' in need) return need.all.every((n) => holds(index, n));
  return need.any.some((n) => holds(index, n));
}

/** The last texts indexed: the detectors ask about one text many times, and about a few at once. */
const recent: { text: string; index: TextIndex }[] = [];

function indexOf(text: string): TextIndex {
  for (let k = 0; k < recent.length; k++) {
    const entry = recent[k];
    if (entry.text.length !== text.length || entry.text !== text) continue;
    // The one asked about moves to the front, so the next question about it compares one pointer.
    if (k > 0) recent.unshift(...recent.splice(k, 1));
    // An equal text in another string (the same description linted again) compares whole each time: keep the one asked about.
    entry.text = text;
    return entry.index;
  }
  const index = indexText(text);
  recent.unshift({ text, index });
  if (recent.length > 4) recent.pop();
  return index;
}

/**
 * Questions about long texts answered so far. Reading the patterns costs more than it saves at first
 * (some 100 ms in all, once, while the reader's code is cold), and a megabyte's lint asks some 70 to 90
 * questions: patterns are read from the READ_AFTER-th on, so a run that lints one long text reads about
 * half of them (a cold lint of 1 MB costs what it did without the prefilter, about 120 ms), and one that
 * lints more gains from the second on.
 */
let asked = 0;
const READ_AFTER = 32;

/**
 * False only when `pattern` cannot match anywhere in `text`: the text lacks a piece every match holds.
 * True for short texts, which are cheaper to match than to index.
 */
export function mayMatch(pattern: RegExp, text: string): boolean {
  if (text.length < MIN_LENGTH) return true;
  if (asked < READ_AFTER) {
    asked++;
    return true;
  }
  const need = needsOf(pattern);
  return need === true || holds(indexOf(text), need);
}

const WORD_RUNS = new Map<string, number[]>();
/** A literal string as a run of classes, matched case-sensitively. */
function runOfWord(word: string): number[] {
  let run = WORD_RUNS.get(word);
  if (run === undefined) {
    run = Array.from(word, (_, k) => classOf([bucketOf(word.charCodeAt(k))]));
    WORD_RUNS.set(word, run);
  }
  return run;
}

/**
 * `words.some((word) => text.includes(word))`, without a scan for a word whose characters the text
 * does not hold in a row (a long text is indexed as for mayMatch): the gates of ./evidence.ts took
 * about 10 ms on a megabyte of prose with some(includes), well under 1 ms this way.
 */
export function includesAny(text: string, words: readonly string[]): boolean {
  if (text.length < MIN_LENGTH) return words.some((word) => text.includes(word));
  const index = indexOf(text);
  return words.some((word) => holdsRun(index, runOfWord(word)) && text.includes(word));
}

/**
 * Words, each looked for between two spaces (`text.includes(` ${word} `)` for any of them), in one pass
 * over the text: only the stretch between each pair of neighbouring spaces can be such a word, since a
 * word holds no space. The languages' common words (some 140) were as many scans of every text the
 * evidence reads, 9 % of a synthetic descriptor run's CPU.
 */
export class SpacedWords {
  private readonly words: ReadonlySet<string>;
  private readonly shortest: number;
  private readonly longest: number;

  constructor(words: readonly string[]) {
    if (words.some((word) => word.includes(' '))) throw new Error('a spaced word holds no space');
    this.words = new Set(words);
    this.shortest = Math.min(...words.map((word) => word.length));
    this.longest = Math.max(...words.map((word) => word.length));
  }

  /** Whether the text holds one of the words with a space on each side. */
  in(text: string): boolean {
    let space = text.indexOf(' ');
    while (space !== -1) {
      const next = text.indexOf(' ', space + 1);
      if (next === -1) return false;
      const length = next - space - 1;
      if (length >= this.shortest && length <= this.longest && this.words.has(text.slice(space + 1, next))) return true;
      space = next;
    }
    return false;
  }
}

/**
 * The distinct UTF-16 code units of a long text, in no order; undefined for a text shorter than
 * mayMatch indexes. A test of one character at a time can read these instead of the text.
 */
export function distinctUnits(text: string): number[] | undefined {
  if (text.length < MIN_LENGTH) return undefined;
  const { units } = indexOf(text);
  const found: number[] = [];
  for (let u = 0; u < units.length; u++) if (units[u] === 1) found.push(u);
  return found;
}
