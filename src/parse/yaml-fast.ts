// Kept for speed: YAML corpus 62 % faster with it (npm run bench, 2026-12-04; CLI --jobs 1 CPU 2.2 s vs 5.8 s without).
/**
 * The fast path for YAML files: the block mappings and sequences descriptors are written in, read in
 * one pass over the lines instead of through the `yaml` library's lexer, CST, composer and our builder
 * (80 % of a YAML file's time). It gives exactly the value the full path gives (the differential test in
 * __tests__/yaml-fast.test.ts holds it to that) and returns undefined for anything outside its subset
 * or anything to report: anchors, aliases, tags, directives, several documents, flow collections over
 * several lines or with scalars other than simple words, folded and kept block scalars, `?` keys, merge
 * keys, multi-line quoted scalars, tabs, CR, control characters, duplicate keys, limits, unusual indentation. The full path then reads the file again, so
 * problems always come with exact places; positions of a clean file are read only when a rule reports,
 * by this reader again (yamlFastSpans), which places every value as the full path does.
 */
import { joinPointer } from '../util/pointer.js';
import type { ParseLimits, Spans } from './types.js';

/** Thrown (never as a failure) when the text leaves the subset; preallocated, as a bail is no error. */
const UNSUPPORTED = new Error('outside the fast YAML subset');

/** Characters the full path reads differently (line breaks, tabs, BOM) or rejects. */
const UNUSUAL_CHARACTERS = /[\0-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]|^(?:---|\.\.\.)/m;

export function parseYamlFast(text: string, limits: ParseLimits): { value: unknown } | undefined {
  if (UNUSUAL_CHARACTERS.test(text)) return undefined;
  try {
    return { value: new BlockReader(text, limits).document() };
  } catch (error) {
    // A stack overflow only under limits far above the defaults: the full path reports it.
    if (error === UNSUPPORTED || error instanceof RangeError) return undefined;
    throw error;
  }
}

/**
 * The places of a document the fast path takes, as the full path records them (yaml.ts), for `locate`
 * and `nearest`: a file with findings is read again by this reader instead of the `yaml` library (a
 * tenth of the time). A value's end is exact on its first line; a collection's or block scalar's ends
 * there, as `locate` reads no further (`extent`, for rule pages, asks the full path).
 */
export function yamlFastSpans(text: string, limits: ParseLimits): Map<string, Spans> | undefined {
  if (UNUSUAL_CHARACTERS.test(text)) return undefined;
  const spans = new Map<string, Spans>();
  try {
    new BlockReader(text, limits, spans).document();
    return spans;
  } catch (error) {
    if (error === UNSUPPORTED || error instanceof RangeError) return undefined;
    throw error;
  }
}

/** A mapping entry's key: where it starts and ends. */
type KeySpan = readonly [number, number] | undefined;

const SPACE = 32;
const NEWLINE = 10;
const HASH = 35;
const COLON = 58;
const DASH = 45;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;

/** Characters of the plain scalars the fast path reads inside `{ }` and `[ ]` (no `:`, `#`, flow indicators or quotes). */
const FLOW_PLAIN = new Set([...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./+~$-'].map((c) => c.charCodeAt(0)));

/** Characters a plain scalar cannot start with, or that start what the fast path leaves to the full one. */
const INDICATORS = new Set([...'-?:,[]{}#&*!|>\'"%@`'].map((c) => c.charCodeAt(0)));

/** The YAML 1.2 double-quoted escapes the `yaml` package knows (compose/resolve-flow-scalar.js). */
const ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
};
const HEX_DIGITS = /^[0-9a-fA-F]+$/;

/**
 * A plain scalar's value under the YAML 1.2 core schema, tested in the `yaml` package's order
 * (schema/core/schema.js): null, bool, octal, decimal and hex integers, .nan/.inf, floats.
 */
export function plainValue(source: string): unknown {
  const c = source.charCodeAt(0);
  // Most scalars are words: of the tests below, only null's and bool's can match one starting with a letter.
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) {
    if ((c === 110 || c === 78) && /^(?:[Nn]ull|NULL)$/.test(source)) return null;
    if ((c === 116 || c === 84 || c === 102 || c === 70) && /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(source)) return c === 116 || c === 84;
    return source;
  }
  if (/^(?:~|[Nn]ull|NULL)?$/.test(source)) return null;
  if (/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(source)) return source[0] === 't' || source[0] === 'T';
  if (/^0o[0-7]+$/.test(source)) return Number.parseInt(source.substring(2), 8);
  if (/^[-+]?[0-9]+$/.test(source)) return Number.parseInt(source, 10);
  if (/^0x[0-9a-fA-F]+$/.test(source)) return Number.parseInt(source.substring(2), 16);
  if (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(source)) {
    return source.slice(-3).toLowerCase() === 'nan' ? Number.NaN : source[0] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  }
  if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(source) || /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(source)) {
    return Number.parseFloat(source);
  }
  return source;
}

/**
 * An object without a prototype, as in the full path: on it even "__proto__" is assigned as an own
 * property. Made from a literal, it keeps V8's fast properties (`Object.create(null)` makes a
 * dictionary, slower to build and for every rule that reads it), as JSON's fast path's objects do.
 */
function nullObject(): Record<string, unknown> {
  return Object.setPrototypeOf({}, null) as Record<string, unknown>;
}

/** Reads the document line by line; `pos` is always the start of the first line not yet read. */
class BlockReader {
  private pos = 0;
  private nodes = 0;

  constructor(
    private readonly text: string,
    private readonly limits: ParseLimits,
    /** Filled with every value's place when given; pointers are built only then. */
    private readonly spans?: Map<string, Spans>,
  ) {}

  document(): unknown {
    // An empty document, or one whose root is indented or a scalar, is left to the full path.
    if (this.nextContent() !== 0) throw UNSUPPORTED;
    const value = this.node(0, 0, '', undefined);
    if (this.nextContent() !== -1) throw UNSUPPORTED;
    return value;
  }

  /** Skips blank and comment lines; the indentation of the next line with content, -1 at the end. */
  private nextContent(): number {
    const t = this.text;
    while (this.pos < t.length) {
      let i = this.pos;
      while (t.charCodeAt(i) === SPACE) i++;
      if (i >= t.length) break;
      const c = t.charCodeAt(i);
      if (c === NEWLINE) {
        this.pos = i + 1;
      } else if (c === HASH) {
        this.pos = this.lineEnd(i) + 1;
      } else {
        return i - this.pos;
      }
    }
    this.pos = t.length;
    return -1;
  }

  private lineEnd(from: number): number {
    const end = this.text.indexOf('\n', from);
    return end === -1 ? this.text.length : end;
  }

  /** Whether `-` at `i` is a sequence entry's indicator. */
  private isDash(i: number): boolean {
    if (this.text.charCodeAt(i) !== DASH) return false;
    const next = this.text.charCodeAt(i + 1);
    return next === SPACE || next === NEWLINE || i + 1 >= this.text.length;
  }

  /** Records a value's place, as the full path does: the first place of a pointer stays. */
  private place(pointer: string, start: number, end: number, key: KeySpan): void {
    const spans = this.spans;
    if (spans && !spans.has(pointer)) spans.set(pointer, key ? { value: [start, end], key } : { value: [start, end] });
  }

  /** A collection's or block scalar's place: from `start` to the end of its first line, as far as `locate` reads. */
  private placeLine(pointer: string, start: number, key: KeySpan): void {
    if (this.spans) this.place(pointer, start, this.lineEnd(start), key);
  }

  private child(pointer: string, segment: string | number): string {
    return this.spans ? joinPointer(pointer, segment) : '';
  }

  private count(depth: number): void {
    if (++this.nodes > this.limits.maxNodes || depth >= this.limits.maxDepth) throw UNSUPPORTED;
  }

  /** A mapping or sequence whose first line is the current one, indented by `indent`. */
  private node(indent: number, depth: number, pointer: string, key: KeySpan): unknown {
    const start = this.pos + indent;
    return this.isDash(start) ? this.sequence(indent, depth, pointer, key) : this.mapping(indent, start, depth, pointer, key);
  }

  /** A block mapping whose keys are at column `column`, the first at offset `at` on the current line. */
  private mapping(column: number, at: number, depth: number, pointer: string, keySpan: KeySpan): Record<string, unknown> {
    this.count(depth);
    this.placeLine(pointer, at, keySpan);
    const object = nullObject();
    let keyStart = at;
    for (;;) {
      const key = this.key(keyStart);
      if (!key || Object.hasOwn(object, key.name)) throw UNSUPPORTED;
      object[key.name] = this.entryValue(key.after, column, depth + 1, this.child(pointer, key.name), this.spans && [keyStart, key.end]);
      const next = this.nextContent();
      if (next !== column) {
        if (next > column) throw UNSUPPORTED;
        return object;
      }
      keyStart = this.pos + column;
    }
  }

  /** A block sequence whose `-` indicators are at column `column`. */
  private sequence(column: number, depth: number, pointer: string, keySpan: KeySpan): unknown[] {
    this.count(depth);
    this.placeLine(pointer, this.pos + column, keySpan);
    const t = this.text;
    const items: unknown[] = [];
    for (;;) {
      const item = this.child(pointer, items.length);
      let i = this.pos + column + 1;
      while (t.charCodeAt(i) === SPACE) i++;
      const c = t.charCodeAt(i);
      if (i >= t.length || c === NEWLINE || c === HASH) {
        this.pos = this.lineEnd(i) + 1;
        const next = this.nextContent();
        if (next > column) {
          items.push(this.node(next, depth + 1, item, undefined));
        } else {
          this.count(depth + 1);
          // The full path places an empty entry after the spaces that follow its "-".
          this.place(item, i, i, undefined);
          items.push(null);
        }
      } else if (this.isDash(i)) {
        // "- - a": a sequence whose first entry starts on this line.
        items.push(this.sequence(i - this.pos, depth + 1, item, undefined));
      } else if (this.key(i)) {
        items.push(this.mapping(i - this.pos, i, depth + 1, item, undefined));
      } else {
        items.push(this.scalar(i, column, depth + 1, item, undefined));
      }
      const next = this.nextContent();
      if (next === column && this.isDash(this.pos + column)) continue;
      if (next > column) throw UNSUPPORTED;
      return items;
    }
  }

  /** The value after a key's `:` at `after`, for a key at column `column`. */
  private entryValue(after: number, column: number, depth: number, pointer: string, key: KeySpan): unknown {
    const t = this.text;
    let i = after;
    while (t.charCodeAt(i) === SPACE) i++;
    const c = t.charCodeAt(i);
    if (i < t.length && c !== NEWLINE && c !== HASH) return this.scalar(i, column, depth, pointer, key);
    // Nothing on the key's line: the value is the next, more indented, lines; a sequence may also stand at the key's column.
    this.pos = this.lineEnd(i) + 1;
    const next = this.nextContent();
    if (next > column || (next === column && this.isDash(this.pos + column))) return this.node(next, depth, pointer, key);
    this.count(depth);
    // The full path places an empty value after the spaces that follow its ":".
    this.place(pointer, i, i, key);
    return null;
  }

  /**
   * A key at `i` on the current line: its name as the full path spells it, where its text ends and the
   * offset after its `:`; undefined when the line holds no key there.
   */
  private key(i: number): { name: string; end: number; after: number } | undefined {
    const t = this.text;
    const c = t.charCodeAt(i);
    let name: string;
    let end: number;
    let stop: number;
    if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
      const quoted = this.quoted(i);
      name = quoted.value;
      end = quoted.end;
      stop = end;
      while (t.charCodeAt(end) === SPACE) end++;
      if (t.charCodeAt(end) !== COLON) return undefined;
    } else {
      if (INDICATORS.has(c)) return undefined;
      end = i;
      for (;;) {
        const d = t.charCodeAt(end);
        if (end >= t.length || d === NEWLINE) return undefined;
        if (d === COLON) {
          const next = t.charCodeAt(end + 1);
          if (next === SPACE || next === NEWLINE || end + 1 >= t.length) break;
          // "a:b: c" and URLs as keys are left to the full path (a line that is no key is, in a mapping).
          return undefined;
        }
        if (d === HASH && t.charCodeAt(end - 1) === SPACE) return undefined;
        end++;
      }
      let last = end;
      while (t.charCodeAt(last - 1) === SPACE) last--;
      stop = last;
      const source = t.slice(i, last);
      // A plain "<<" is a merge key, which the full path reports.
      if (source === '<<') throw UNSUPPORTED;
      // The key as readers see it: the resolved scalar, as a string ("1.0" is "1", "null" is "").
      name = String(plainValue(source) ?? '');
    }
    // YAML limits an implicit key to 1024 characters.
    if (end - i > 1000) throw UNSUPPORTED;
    const next = t.charCodeAt(end + 1);
    if (!(next === SPACE || next === NEWLINE || end + 1 >= t.length)) throw UNSUPPORTED;
    return { name, end: stop, after: end + 1 };
  }

  /** A single-line quoted scalar starting at `i`: its value and the offset after its closing quote. */
  private quoted(i: number): { value: string; end: number } {
    const t = this.text;
    const quote = t.charCodeAt(i);
    let value = '';
    let from = i + 1;
    for (let j = from; ; j++) {
      const c = t.charCodeAt(j);
      if (j >= t.length || c === NEWLINE) throw UNSUPPORTED;
      if (quote === SINGLE_QUOTE) {
        if (c !== SINGLE_QUOTE) continue;
        value += t.slice(from, j);
        if (t.charCodeAt(j + 1) !== SINGLE_QUOTE) return { value, end: j + 1 };
        value += "'";
        from = ++j + 1;
      } else if (c === DOUBLE_QUOTE) {
        return { value: value + t.slice(from, j), end: j + 1 };
      } else if (c === BACKSLASH) {
        value += t.slice(from, j);
        const letter = t[j + 1];
        const simple = ESCAPES[letter];
        if (simple !== undefined) {
          value += simple;
          j++;
        } else {
          const length = letter === 'x' ? 2 : letter === 'u' ? 4 : letter === 'U' ? 8 : 0;
          const hex = t.slice(j + 2, j + 2 + length);
          if (length === 0 || hex.length !== length || !HEX_DIGITS.test(hex)) throw UNSUPPORTED;
          const code = Number.parseInt(hex, 16);
          if (code > 0x10ffff) throw UNSUPPORTED;
          value += String.fromCodePoint(code);
          j += 1 + length;
        }
        from = j + 1;
      }
    }
  }

  /**
   * A flow mapping or sequence at `i`, whole on its line: plain scalars of letters, digits and `_./+~$-`
   * (spaces between words), quoted scalars and nested flow collections, `key: value` entries in mappings
   * only, no trailing comma. Its value and the offset after its closing bracket.
   */
  private flow(i: number, depth: number, pointer: string): { value: unknown; end: number } {
    const t = this.text;
    const mapping = t.charCodeAt(i) === OPEN_BRACE;
    const close = mapping ? CLOSE_BRACE : CLOSE_BRACKET;
    const object = nullObject();
    const items: unknown[] = [];
    let j = this.skipSpaces(i + 1);
    if (t.charCodeAt(j) === close) return { value: mapping ? object : items, end: j + 1 };
    for (;;) {
      if (mapping) {
        const key = this.flowScalar(j);
        // As in block mappings, a key of more than 1024 characters is the full path's to report.
        if (t.charCodeAt(key.end) !== COLON || t.charCodeAt(key.end + 1) !== SPACE || key.end - j > 1000) throw UNSUPPORTED;
        const name = key.quoted ? key.text : String(plainValue(key.text) ?? '');
        if (Object.hasOwn(object, name) || (!key.quoted && name === '<<')) throw UNSUPPORTED;
        const value = this.flowValue(this.skipSpaces(key.end + 1), depth + 1, this.child(pointer, name), this.spans && [j, key.stop]);
        object[name] = value.value;
        j = value.end;
      } else {
        const value = this.flowValue(j, depth + 1, this.child(pointer, items.length), undefined);
        // "[a: 1]" holds a one-entry mapping: left to the full path.
        if (t.charCodeAt(value.end) === COLON) throw UNSUPPORTED;
        items.push(value.value);
        j = value.end;
      }
      const c = t.charCodeAt(j);
      if (c === close) return { value: mapping ? object : items, end: j + 1 };
      if (c !== COMMA) throw UNSUPPORTED;
      j = this.skipSpaces(j + 1);
      if (t.charCodeAt(j) === close || t.charCodeAt(j) === COMMA) throw UNSUPPORTED;
    }
  }

  /** A value inside a flow collection at `i`, and the offset after it and the spaces that follow. */
  private flowValue(i: number, depth: number, pointer: string, key: KeySpan): { value: unknown; end: number } {
    const c = this.text.charCodeAt(i);
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      this.count(depth);
      const flow = this.flow(i, depth, pointer);
      this.place(pointer, i, flow.end, key);
      return { value: flow.value, end: this.skipSpaces(flow.end) };
    }
    this.count(depth);
    const scalar = this.flowScalar(i);
    this.place(pointer, i, scalar.stop, key);
    return { value: this.checked(scalar.quoted ? scalar.text : plainValue(scalar.text)), end: scalar.end };
  }

  /**
   * A quoted or plain scalar in a flow collection at `i`: its text (a plain one unresolved), whether it
   * was quoted, where it ends, and the offset after it and the spaces that follow.
   */
  private flowScalar(i: number): { text: string; quoted: boolean; stop: number; end: number } {
    const t = this.text;
    const c = t.charCodeAt(i);
    if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
      const quoted = this.quoted(i);
      return { text: quoted.value, quoted: true, stop: quoted.end, end: this.skipSpaces(quoted.end) };
    }
    // "- a" would be a block sequence entry.
    if (!FLOW_PLAIN.has(c) || (c === DASH && !FLOW_PLAIN.has(t.charCodeAt(i + 1)))) throw UNSUPPORTED;
    let last = i + 1;
    let j = last;
    for (;;) {
      while (FLOW_PLAIN.has(t.charCodeAt(j))) j++;
      last = j;
      j = this.skipSpaces(j);
      if (j === last || !FLOW_PLAIN.has(t.charCodeAt(j))) break;
    }
    return { text: t.slice(i, last), quoted: false, stop: last, end: j };
  }

  private skipSpaces(i: number): number {
    let j = i;
    while (this.text.charCodeAt(j) === SPACE) j++;
    return j;
  }

  /** After a scalar on its line: nothing but spaces and a comment; moves to the next line. */
  private endOfLine(i: number): void {
    const t = this.text;
    let j = i;
    while (t.charCodeAt(j) === SPACE) j++;
    const c = t.charCodeAt(j);
    if (j < t.length && c !== NEWLINE && !(c === HASH && j > i)) throw UNSUPPORTED;
    this.pos = this.lineEnd(j) + 1;
  }

  /** A scalar (or `{}` / `[]`) starting at `i`, inside a node at column `column`: continuation lines are indented more. */
  private scalar(i: number, column: number, depth: number, pointer: string, key: KeySpan): unknown {
    this.count(depth);
    const t = this.text;
    const c = t.charCodeAt(i);
    if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
      const { value, end } = this.quoted(i);
      this.place(pointer, i, end, key);
      this.endOfLine(end);
      return this.checked(value);
    }
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      const flow = this.flow(i, depth, pointer);
      this.place(pointer, i, flow.end, key);
      this.endOfLine(flow.end);
      return flow.value;
    }
    if (c === 124 /* | */) {
      this.placeLine(pointer, i, key);
      return this.checked(this.literal(i, column));
    }
    if (c === DASH ? this.isDash(i) : INDICATORS.has(c)) throw UNSUPPORTED;
    let line = this.plainLine(i);
    let value = t.slice(i, line.last);
    this.pos = line.end + 1;
    if (line.comment) {
      this.place(pointer, i, line.last, key);
      return this.checked(plainValue(value));
    }
    // Continuation lines, indented more than the node: folded with a space, or a newline per blank line between.
    for (;;) {
      let blank = 0;
      let start = this.pos;
      let indent = 0;
      for (;;) {
        if (start >= t.length) break;
        let k = start;
        while (t.charCodeAt(k) === SPACE) k++;
        if (k < t.length && t.charCodeAt(k) !== NEWLINE) {
          indent = k - start;
          break;
        }
        blank++;
        start = k + 1;
      }
      const first = start + indent;
      if (start >= t.length || indent <= column || INDICATORS.has(t.charCodeAt(first))) break;
      line = this.plainLine(first);
      if (line.comment) throw UNSUPPORTED;
      value += (blank === 0 ? ' ' : '\n'.repeat(blank)) + t.slice(first, line.last);
      this.pos = line.end + 1;
    }
    this.place(pointer, i, line.last, key);
    return this.checked(plainValue(value));
  }

  /**
   * A literal block scalar (`|` or `|-`) whose header is at `i`, inside a node at column `column`. Its
   * indentation is its first line's; an indentation indicator, `|+`, leading or whitespace-only lines,
   * and an empty body are left to the full path.
   */
  private literal(i: number, column: number): string {
    const t = this.text;
    let j = i + 1;
    const strip = t.charCodeAt(j) === DASH;
    if (strip) j++;
    this.endOfLine(j);
    let indent = -1;
    let value = '';
    let empty = 0;
    while (this.pos < t.length) {
      let k = this.pos;
      while (t.charCodeAt(k) === SPACE) k++;
      const atEnd = k >= t.length || t.charCodeAt(k) === NEWLINE;
      if (atEnd && k > this.pos) throw UNSUPPORTED;
      if (atEnd) {
        if (indent === -1) throw UNSUPPORTED;
        empty++;
      } else {
        if (indent === -1) {
          indent = k - this.pos;
          if (indent <= column) throw UNSUPPORTED;
        } else if (k - this.pos < indent) {
          break;
        } else {
          value += '\n'.repeat(empty + 1);
        }
        empty = 0;
        value += t.slice(this.pos + indent, this.lineEnd(k));
      }
      this.pos = this.lineEnd(k) + 1;
    }
    if (indent === -1) throw UNSUPPORTED;
    return strip ? value : `${value}\n`;
  }

  /**
   * One line of a plain scalar from `i`: where its text ends (trailing spaces dropped), where the line
   * ends, and whether a comment follows; a `: ` in it (a nested mapping) is left to the full path.
   */
  private plainLine(i: number): { last: number; end: number; comment: boolean } {
    const t = this.text;
    let j = i;
    let last = i;
    for (; j < t.length; j++) {
      const c = t.charCodeAt(j);
      if (c === NEWLINE) break;
      if (c === SPACE) continue;
      if (c === HASH && t.charCodeAt(j - 1) === SPACE) return { last, end: this.lineEnd(j), comment: true };
      if (c === COLON) {
        const next = t.charCodeAt(j + 1);
        if (next === SPACE || next === NEWLINE || j + 1 >= t.length) throw UNSUPPORTED;
      }
      last = j + 1;
    }
    return { last, end: j, comment: false };
  }

  private checked<T>(value: T): T {
    if (typeof value === 'string' && value.length > this.limits.maxStringLength) throw UNSUPPORTED;
    return value;
  }
}
