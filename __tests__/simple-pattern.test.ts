import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { simplePattern } from '../src/schema/simple-pattern.js';

/** Inputs that reach every kind of character the matcher sees: ASCII, non-ASCII, astral, line terminators. */
const CHARACTERS = ['a', 'b', 'z', 'A', 'Z', '0', '9', '_', '-', '.', '/', ' ', '\n', 'é', '\u212a', '😀', '\ud83d'];

describe('simple patterns (no re2js)', () => {
  it.each<[string, string, boolean]>([
    ['^[a-z][a-z0-9_-]*$', 'tool-1', true],
    ['^[a-z][a-z0-9_-]*$', 'Tool', false],
    ['^[a-z][a-z0-9_-]*$', 'tool\n', false], // JavaScript's $ is the end of the input, not before a final line break
    ['^\\d{4}-\\d{2}-\\d{2}$', '2026-12-02', true],
    ['^\\d{4}-\\d{2}-\\d{2}$', '2026-1-02', false],
    ['^[a-zA-Z0-9_.-]+$', 'a.b-c_d', true],
    ['\\w+@', 'x mail@host', true],
    ['^a{2,}$', 'a', false],
    ['^a{2,}$', 'aaaa', true],
    ['^a{1,3}?b$', 'aaab', true],
    ['^ab?c$', 'ac', true],
    ['abc', 'xxabcxx', true],
    ['abc$', 'abcx', false],
    ['^[\\d-]+$', '1-2', true],
    ['^[--z]$', '-', true],
    ['\\.\\$\\/', 'x.$/', true],
    ['^k$', '\u212a', false], // the Kelvin sign is "k" only under the i flag, which is left to RE2
    ['^[a-z]*$', '😀', false],
    ['[a-z]*$', '😀', true], // the empty match at the end
    ['', 'anything', true],
  ])('%j on %j is %s, as in JavaScript', (pattern, input, expected) => {
    expect(simplePattern(pattern, 'u')?.test(input)).toBe(expected);
    expect(new RegExp(pattern, 'u').test(input)).toBe(expected);
  });

  it.each([
    ['(a)'],
    ['a|b'],
    ['^.$'],
    ['[^a]'],
    ['[]'],
    ['\\s'],
    ['\\bword'],
    ['\\u00e9'],
    ['é'],
    ['a^'],
    ['$a'],
    ['a{1000}'],
    ['a{200}b{100}'],
    ['a{,3}'],
    ['[\\d-z]'],
    ['[a-\\d]'],
    ['[[]'],
    ['a**'],
  ])('leaves %j to RE2', (pattern) => {
    expect(simplePattern(pattern, 'u')).toBeUndefined();
  });

  it.each([['i'], ['m'], ['s'], ['g'], ['y'], ['v'], ['iu']])('leaves patterns with the %j flag to RE2', (flags) => {
    expect(simplePattern('^a$', flags)).toBeUndefined();
  });

  it('agrees with JavaScript on every pattern of its shape', () => {
    // A "-" only escaped or last: elsewhere it would make a range of its neighbours.
    const member = fc.constantFrom('a', 'z', '0', '_', '.', 'a-z', '0-9', 'A-Z', '\\d', '\\w', '\\-', '\\]', '\\.');
    const atom = fc.oneof(
      fc.constantFrom('a', 'b', 'z', 'Z', '0', '_', '-', ' ', '/', '\\d', '\\w', '\\.', '\\$', '\\\\'),
      fc.tuple(fc.array(member, { minLength: 1, maxLength: 4 }), fc.boolean()).map(([members, dash]) => `[${members.join('')}${dash ? '-' : ''}]`),
    );
    const quantifier = fc.constantFrom('', '', '*', '+', '?', '{2}', '{0,2}', '{1,}', '*?', '+?', '{2,3}?');
    const pattern = fc
      .tuple(fc.boolean(), fc.array(fc.tuple(atom, quantifier), { maxLength: 6 }), fc.boolean())
      .map(([start, parts, end]) => `${start ? '^' : ''}${parts.map(([a, q]) => a + q).join('')}${end ? '$' : ''}`);
    const input = fc.array(fc.constantFrom(...CHARACTERS), { maxLength: 12 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(pattern, fc.array(input, { minLength: 1, maxLength: 8 }), fc.constantFrom('', 'u'), (source, inputs, flags) => {
        const matcher = simplePattern(source, flags);
        expect(matcher).toBeDefined();
        const native = new RegExp(source, flags);
        // One assertion per pattern, naming the inputs where the two disagree.
        expect(inputs.filter((text) => matcher?.test(text) !== native.test(text))).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });

  it('runs a pattern that backtracks in JavaScript in linear time', () => {
    const matcher = simplePattern(`^${'a*'.repeat(20)}b$`, 'u');
    const started = performance.now();
    expect(matcher?.test('a'.repeat(100_000))).toBe(false);
    // 100,000 characters × 21 states: a few milliseconds; JavaScript's own engine would never finish.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
