import { describe, expect, it } from '@jest/globals';
import { JsonSchemaChecker } from '../src/schema/json-schema.js';
import { budgetedRegExp, RegexTimeout, translate } from '../src/schema/regex.js';

const engine = budgetedRegExp(100);

describe('descriptor regular expressions', () => {
  it.each<[string, string, boolean]>([
    ['^\\s+$', '\u00a0\u2003', true], // JavaScript's \s is Unicode-aware; RE2's is not
    ['^\\S+$', 'a\u00a0b', false],
    ['^.$', '\r', false], // "." excludes line terminators
    ['^[^]$', '\n', true],
    ['\\u00e9', 'café', true],
    ['^\\u{1F600}$', '😀', true],
    ['^\\p{Lu}', 'Élan', true],
    ['^[\\s\\d]+$', '1\u30002', true],
    ['(?<year>\\d{4})', 'in 2026', true],
    ['^(?=.*\\d)\\w+$', 'abc1', true], // lookahead: JavaScript's engine, under the deadline
    ['(a)\\1', 'aa', true], // backreference: likewise
  ])('%j on %j is %s, as in JavaScript', (pattern, input, expected) => {
    expect(engine(pattern, 'u').test(input)).toBe(expected);
    expect(new RegExp(pattern, 'u').test(input)).toBe(expected);
  });

  it('runs a catastrophically backtracking pattern in linear time', () => {
    // JavaScript's own engine would take longer than the age of the universe on this input.
    expect(engine('^(a+)+$', 'u').test(`${'a'.repeat(50_000)}!`)).toBe(false);
  });

  it.each([['^(?=a)b'], ['(x)\\1'], ['(?<=a)b'], ['[]a]']])('leaves %j, which RE2 cannot express as JavaScript means it, to the deadline engine', (pattern) => {
    expect(translate(pattern)).toBeUndefined();
  });

  it('stops a backtracking pattern at the deadline, names it, and does not run it again', () => {
    const evil = engine('^(?=(a|aa)+$)', 'u');
    expect(() => evil.test(`${'a'.repeat(5000)}!`)).toThrow(RegexTimeout);
    expect(() => evil.test('a')).toThrow(/"\^\(\?=\(a\|aa\)\+\$\)" took longer than 100 ms/);
  });

  it('keeps each pattern distinct inside one validator (ajv caches patterns by their string)', () => {
    const compiled = new JsonSchemaChecker().compile(
      {
        type: 'object',
        properties: { a: { type: 'string', pattern: '^a+$' }, b: { type: 'string', pattern: '^b+$' } },
      },
      '2020-12',
    );
    expect(compiled.ok && compiled.validate({ a: 'aaa', b: 'aaa' }).map((p) => p.pointer)).toEqual(['/b']);
  });
});
