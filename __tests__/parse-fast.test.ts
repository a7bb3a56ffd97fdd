// The fast JSON path (JSON.parse + a rebuild) must agree exactly with the positional parser, and hand
// every file with something to report to it.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { parseJson } from '../src/parse/json.js';
import { parseJsonFast } from '../src/parse/json-fast.js';
import { DEFAULT_PARSE_LIMITS, parseDocument } from '../src/parse/parse.js';

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
    ['a syntax error', '{"a": 1,}'],
    ['an empty file', ''],
  ])('leaves %s to the positional parser', (_, text) => {
    expect(parseJsonFast(text, DEFAULT_PARSE_LIMITS)).toBeUndefined();
    expect(positional(text).problems.length).toBeGreaterThan(0);
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
