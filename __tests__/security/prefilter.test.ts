import { beforeAll, describe, expect, it } from '@jest/globals';
import { distinctUnits, includesAny, mayMatch, SpacedWords } from '../../src/detect/prefilter.js';

/** Long enough to be indexed: mayMatch answers true without looking for shorter texts. */
const long = (text: string) => `${text} ${'lorem ipsum dolor sit amet '.repeat(4000)}`;

describe('mayMatch before the patterns are read', () => {
  it('answers true to the first 32 questions about long texts (a run that lints one reads half the patterns)', () => {
    const text = long('Reads a file.');
    for (let i = 0; i < 32; i++) expect(mayMatch(/never-there/, text)).toBe(true);
    expect(mayMatch(/never-there/, text)).toBe(false);
  });
});

describe('mayMatch', () => {
  // Past the first questions, whichever tests run.
  beforeAll(() => {
    for (let i = 0; i < 32; i++) mayMatch(/never-there/, long(''));
  });

  it('rules out a pattern whose words the text lacks, and keeps it when they are there in any case', () => {
    const pattern = /\b(?:ignore|disregard)\s+(?:all\s+)?previous\s+instructions\b/i;
    expect(mayMatch(pattern, long('Reads a file.'))).toBe(false);
    expect(mayMatch(pattern, long('IGNORE Previous instructions'))).toBe(true);
    expect(mayMatch(pattern, long('disregard all previous instructions'))).toBe(true);
  });

  it('answers true for a short text without indexing it', () => {
    expect(mayMatch(/never-there/, 'short text')).toBe(true);
  });

  it('finds the characters a case-insensitive Unicode pattern folds to ASCII (Kelvin sign, long s)', () => {
    expect(mayMatch(/kelvin/iu, long('\u212aelvin'))).toBe(true);
    expect(mayMatch(/sks/iu, long('\u017fk\u017f'))).toBe(true);
    expect(mayMatch(/привет/i, long('ПРИВЕТ'))).toBe(true);
  });

  it('reads classes, quantifiers, lookarounds and alternations without losing a match', () => {
    const cases: [RegExp, string][] = [
      [/\bnpm_[A-Za-z0-9]{36}\b/, `npm_${'a1'.repeat(18)}`],
      [/(?<![\w-])\.env\b(?!\.\w)/i, 'cat .ENV now'],
      [/[A-Z]{2}\d{2}(?:\s[A-Z0-9]{4}){2,7}/, 'DE44 5001 0517 5407'],
      [/(?:读取|发送)[^。]{0,40}?密码/u, '读取用户的密码'],
      [/\u{e0041}\u{e0042}/u, '\u{e0041}\u{e0042}'],
      [/a.b/u, 'a\u{1F600}b'],
      [/x(?:yz)?w+q/, 'xwwwq'],
      [/(['"`])\s{0,3}\+\s{0,3}\1/, "'a' + 'b'"],
    ];
    for (const [pattern, inside] of cases) {
      const text = long(inside);
      expect([pattern.source, pattern.test(text)]).toEqual([pattern.source, true]);
      expect([pattern.source, mayMatch(pattern, text)]).toEqual([pattern.source, true]);
    }
  });

  it('never answers false where the pattern matches (random texts over the patterns’ own letters)', () => {
    const patterns = [
      /\b(?:send|forward)\b[^.!?\n]{0,60}?(?:~\/\.ssh\b|\.aws\/credentials)/i,
      /\b(?:do\s+not|don['’]?t|never)\s+(?:tell|show)\s+(?:the\s+)?user\b/i,
      /\b[a-z][a-z0-9]{1,30}(?:_[a-z0-9]{1,30}){1,6}\b/,
      /(?:\b|(?<=\b0[xX]))(?:[0-9A-Fa-f]{2}){12,20}\b/,
      /\bcurl\s+(?:-[\w-]{1,20}\s+){0,3}-(?:X\s+(?:POST|PUT)|d)\b/,
    ];
    const alphabet = [
      'send ',
      'SEND ',
      '~/.ssh',
      '.aws/credentials',
      "don't ",
      'tell ',
      'the user',
      'a_b',
      'ab12',
      'curl -X POST',
      'ef',
      '0x',
      '. ',
      '\n',
      'ſ',
      'K',
    ];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let round = 0; round < 40; round++) {
      let text = '';
      while (text.length < 70_000) text += alphabet[next(alphabet.length)];
      for (const pattern of patterns) if (pattern.test(text)) expect([pattern.source, mayMatch(pattern, text)]).toEqual([pattern.source, true]);
    }
  });
});

describe('includesAny', () => {
  it('answers as some(includes) does', () => {
    const text = long('the bcc recipient');
    expect(includesAny(text, ['xyz', 'bcc'])).toBe(true);
    expect(includesAny(text, ['xyz', 'BCC'])).toBe(false);
    expect(includesAny('short bcc', ['bcc'])).toBe(true);
  });
});

describe('SpacedWords', () => {
  it('answers as includesAny over the words with a space on each side', () => {
    const words = ['di', 'und', 'para'];
    const spaced = new SpacedWords(words);
    const texts = [
      'Suche und finde',
      'und am Anfang',
      'am Ende und',
      'kunde und',
      'fundus para',
      ' di ',
      'a  di  b',
      'a\tdi\tb',
      'a di\nb',
      'x para y',
      'paradise',
      'DI UND PARA',
      '',
      '   ',
    ];
    // Random texts over the words' letters and spaces.
    let seed = 7;
    for (let n = 0; n < 500; n++) {
      let text = '';
      for (let k = 0; k < 12; k++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        text += ' dinuparx'[seed % 9];
      }
      texts.push(text);
    }
    for (const text of texts)
      expect([text, spaced.in(text)]).toEqual([
        text,
        includesAny(
          text,
          words.map((w) => ` ${w} `),
        ),
      ]);
    expect(spaced.in('Suche und finde')).toBe(true);
    expect(spaced.in('kunde und')).toBe(false);
  });

  it('refuses a word with a space, which no stretch between spaces can be', () => {
    expect(() => new SpacedWords(['two words'])).toThrow('holds no space');
  });
});

describe('distinctUnits', () => {
  it('lists each code unit of a long text once, and nothing for a short one', () => {
    expect(distinctUnits('ab')).toBeUndefined();
    expect(distinctUnits(long('é'))?.includes('é'.charCodeAt(0))).toBe(true);
    expect(distinctUnits(long('é'))?.includes('z'.charCodeAt(0))).toBe(false);
  });

  it('lists an ASCII unit only when it occurs, not when a character folds to it (Kelvin sign to k)', () => {
    expect(distinctUnits(long('\u212a'))?.includes('k'.charCodeAt(0))).toBe(false);
    expect(distinctUnits(long('\u212a'))?.includes(0x212a)).toBe(true);
    expect(distinctUnits(long('\u212a k'))?.includes('k'.charCodeAt(0))).toBe(true);
  });
});
