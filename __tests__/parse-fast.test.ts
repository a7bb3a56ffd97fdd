// The fast JSON path (JSON.parse + a rebuild) must agree exactly with the positional parser, and hand
// every file with something to report to it.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { type JsonSpans, parseJson } from '../src/parse/json.js';
import { parseJsonFast } from '../src/parse/json-fast.js';
import { locateInJson } from '../src/parse/json-locate.js';
import { LineIndex } from '../src/parse/lines.js';
import { parentPointer } from '../src/util/pointer.js';
import { DEFAULT_PARSE_LIMITS, type ParsedDocument, parseDocument, parseFully } from '../src/parse/parse.js';

const positional = (text: string) => parseJson(text, new Map(), DEFAULT_PARSE_LIMITS);

describe('the fast JSON path', () => {
  it("gives the positional parser's value for any JSON value, key order and prototype included", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 2 }), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const fast = parseJsonFast(text, DEFAULT_PARSE_LIMITS);
        const slow = positional(text);
        expect(slow.problems).toEqual([]);
        expect(fast).toBeDefined();
        expect(fast?.value).toStrictEqual(slow.value);
        expect(JSON.stringify(fast?.value)).toBe(JSON.stringify(slow.value));
      }),
      { seed: 20261130, numRuns: 300 },
    );
  });

  it.each([
    ['a duplicate key', '{"a": 1, "a": 2}'],
    ['a duplicate key after a key with escaped quotes and colons', '{"x\\":\\"": ":", "a": 1, "a": 2}'],
    ['a duplicate key after backslashes that end a string', '{"x\\\\": 1, "a": {"b": 1, "b": 1}}'],
    ['a duplicate "__proto__"', '{"__proto__": 1, "__proto__": 2}'],
    ['a duplicate key after strings that start with a colon', '{":a": ":", " :b": [" :"], "a": 1, "a": 2}'],
    ['a duplicate key with whitespace before its colon', '{"a"\n : 1, "a"\t: 2}'],
    ['a duplicate key holding the colons', '{"a": {"b:c": "d:e"}, "a": 1}'],
    ['a syntax error', '{"a": 1,}'],
    ['an empty file', ''],
  ])('leaves %s to the positional parser', (_, text) => {
    expect(parseJsonFast(text, DEFAULT_PARSE_LIMITS)).toBeUndefined();
    expect(positional(text).problems.length).toBeGreaterThan(0);
  });

  it('takes text whose strings start with or hold colons (escaped or not), and counts its members exactly', () => {
    const text = '{":a": ":", "b": " :", "c\\":": "\\u003a", "d": "x:y", "e"\n:\n[":", {"f": "\\\\"}]}';
    expect(parseJsonFast(text, DEFAULT_PARSE_LIMITS)?.value).toStrictEqual(positional(text).value);
  });

  it('leaves every limit to the positional parser, which says where it was reached', () => {
    const limits = { ...DEFAULT_PARSE_LIMITS, maxDepth: 3, maxNodes: 10, maxStringLength: 5 };
    for (const text of ['[[[[[1]]]]]', '[1,2,3,4,5,6,7,8,9,10,11]', '"abcdef"', '{"abcdef": 1}']) {
      expect(parseJsonFast(text, limits)).toBeUndefined();
      expect(parseDocument(text, 'json', limits).problems.map((p) => p.kind)).toEqual(['limits']);
    }
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(parseJsonFast(deep, DEFAULT_PARSE_LIMITS)).toBeUndefined();
  });

  it('keeps "__proto__" an ordinary key on an object without a prototype', () => {
    const value = parseJsonFast('{"__proto__": {"polluted": true}, "constructor": 1}', DEFAULT_PARSE_LIMITS)?.value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBeNull();
    expect(Object.keys(value)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads positions only when a finding asks for one, and then gives the same places', () => {
    const text = '{\n  "tools": [\n    { "name": "a" }\n  ]\n}\n';
    const document = parseDocument(text, 'json');
    const spans = new Map();
    parseJson(text, spans, DEFAULT_PARSE_LIMITS);
    expect(document.locate('/tools/0/name')).toEqual({ start: { line: 3, column: 15 }, end: { line: 3, column: 18 } });
    expect(document.nearest('/tools/0/missing')).toBe('/tools/0');
    expect(document.lines.lineText(3)).toBe('    { "name": "a" }');
  });
});

describe('locating one pointer without reading every span', () => {
  /** What the positional parser says of a pointer: the nearest place that exists, and its spans. */
  const expected = (spans: Map<string, JsonSpans>, pointer: string) => {
    let current = pointer;
    while (current !== '' && !spans.has(current)) current = parentPointer(current);
    return { pointer: current, spans: spans.get(current) };
  };
  const whitespace = fc.constantFrom('', ' ', '\n', '\r\n', '\t', '  \n  ');

  it("gives the positional parser's place for every pointer in any JSON text, and the nearest one for pointers that are not there", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 2 }), whitespace, (value, indent, around) => {
        const text = `${around}${JSON.stringify(value, null, indent)}${around}`;
        const spans = new Map<string, JsonSpans>();
        parseJson(text, spans, DEFAULT_PARSE_LIMITS);
        // One assertion per text: every pointer asked, with both answers.
        const asks = [...spans.keys()].flatMap((pointer) => [pointer, `${pointer}/0`, `${pointer}/missing`, `${pointer}/01`, `${pointer}/-`]);
        expect(asks.map((asked) => [asked, locateInJson(text, asked)])).toEqual(asks.map((asked) => [asked, expected(spans, asked)]));
      }),
      { seed: 20261201, numRuns: 300 },
    );
  });

  it.each([
    ['escaped key names', '{"a\\/b": {"q\\"": 1}, "~x": [true]}', ['/a~1b/q"', '/~0x/0']],
    ['strings with brackets, braces, commas and escaped quotes before the place', '{"s": "]}{[,\\"", "t": [1, {"u": null}]}', ['/t/1/u', '/t/2']],
    ['numbers with exponents and a top-level scalar', '[-1.5e+3, 0, 2E-2]', ['/2', '/3']],
  ])('agrees on %s', (_, text, pointers) => {
    const spans = new Map<string, JsonSpans>();
    parseJson(text, spans, DEFAULT_PARSE_LIMITS);
    for (const pointer of pointers) expect(locateInJson(text, pointer)).toEqual(expected(spans, pointer));
  });

  it('gives a document the same ranges for many findings as for a few (one locator, each container read once)', () => {
    const value = { items: Array.from({ length: 50 }, (_, i) => ({ name: `n${i}`, nested: { v: i } })) };
    const text = JSON.stringify(value, null, 2);
    const spans = new Map<string, JsonSpans>();
    parseJson(text, spans, DEFAULT_PARSE_LIMITS);
    const lines = new LineIndex(text);
    const range = ([start, end]: readonly [number, number]) => lines.range(start, Math.min(end, lines.lineEnd(start)));
    const document = parseDocument(text, 'json');
    for (let i = 0; i < 50; i++) {
      expect(document.locate(`/items/${i}/nested/v`)).toEqual(range(spans.get(`/items/${i}/nested/v`)?.value ?? [0, 0]));
      expect(document.locate(`/items/${i}/name`, 'key')).toEqual(range(spans.get(`/items/${i}/name`)?.key ?? [0, 0]));
      expect(document.nearest(`/items/${i}/nested/missing`)).toBe(`/items/${i}/nested`);
    }
  });

  it("gives the full parse's ranges whatever is asked first: a value's end, its first line, a member or an item after it", () => {
    const ask = (document: ParsedDocument, pointer: string, op: number) =>
      op === 0 ? document.locate(pointer) : op === 1 ? document.locate(pointer, 'key') : op === 2 ? document.extent(pointer) : document.nearest(pointer);
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 4 }),
        fc.integer({ min: 0, max: 2 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 3 }), fc.constantFrom('', '/0', '/missing', '/5')), { maxLength: 40 }),
        (value, indent, asks) => {
          const text = JSON.stringify({ top: value, next: [value, 1] }, null, indent);
          const spans = new Map<string, JsonSpans>();
          parseJson(text, spans, DEFAULT_PARSE_LIMITS);
          const pointers = [...spans.keys()];
          const fast = parseDocument(text, 'json');
          const full = parseFully(text, 'json');
          // In the order asked (the order is what is tested), compared once.
          const asked = asks.map(([which, op, suffix]) => [`${pointers[which % pointers.length]}${suffix}`, op] as const);
          expect(asked.map(([pointer, op]) => ask(fast, pointer, op))).toEqual(asked.map(([pointer, op]) => ask(full, pointer, op)));
        },
      ),
      { seed: 20261201, numRuns: 400 },
    );
  });
});

describe('the line index', () => {
  it('reads LF, CRLF and lone CR line breaks as a character-by-character scan does', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', '\n', '\r', '\r\n', ' '), { maxLength: 60 }), (parts) => {
        const text = parts.join('');
        const starts = [0];
        for (let i = 0; i < text.length; i++) {
          const c = text.charCodeAt(i);
          if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
        }
        const lines = new LineIndex(text);
        const offsets = Array.from({ length: text.length + 1 }, (_, offset) => offset);
        expect(offsets.map((offset) => lines.position(offset))).toEqual(
          offsets.map((offset) => {
            const line = starts.findLastIndex((start) => start <= offset);
            return { line: line + 1, column: offset - starts[line] + 1 };
          }),
        );
        expect(lines.lineText(starts.length + 1)).toBe('');
        // Each line's text is what splitting at the breaks gives.
        expect(starts.map((_, i) => lines.lineText(i + 1))).toEqual(text.split(/\r\n|\r|\n/));
      }),
      { seed: 20261201, numRuns: 300 },
    );
  });
});
