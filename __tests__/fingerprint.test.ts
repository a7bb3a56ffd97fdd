import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { lineHashes } from '../src/engine/fingerprint.js';
import { referenceLineHashes } from './helpers/fingerprint-reference.js';

/** Every line's hash, in line order. */
function hashes(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/).length;
  const result = lineHashes(text, new Set(Array.from({ length: lines }, (_, i) => i + 1)));
  return Array.from({ length: lines }, (_, i) => result.get(i + 1) ?? 'missing');
}

// Expected values are codeql-action's published test vectors for primaryLocationLineHash, so alerts
// uploaded by mcpdesc are tracked across commits exactly as CodeQL's are.
describe('primaryLocationLineHash', () => {
  it('hashes an empty file', () => {
    expect(hashes('')).toEqual(['c129715d7a2bc9a3:1']);
  });

  it('skips spaces and tabs at any position', () => {
    expect(hashes(' a\nb\n  \t\tc\n d')).toEqual(['271789c17abda88f:1', '54703d4cd895b18:1', '180aee12dab6264:1', 'a23a3dc5e078b07b:1']);
  });

  it.each([
    ' hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End\n',
    ' hello; \t\nworld!!!\r\r\r  \t\tGreetings\r End\r',
    ' hello; \t\r\nworld!!!\r\n\r\n\r\n  \t\tGreetings\r\n End\r\n',
    ' hello; \t\nworld!!!\r\n\n\r  \t\tGreetings\r End\r\n',
  ])('treats LF, CR and CRLF alike (%j)', (text) => {
    expect(hashes(text)).toEqual([
      'e9496ae3ebfced30:1',
      'fb7c023a8b9ccb3f:1',
      'ce8ba1a563dcdaca:1',
      'e20e36e16fcb0cc8:1',
      'b3edc88f2938467e:1',
      'c8e28b0b4002a3a0:1',
      'c129715d7a2bc9a3:1',
    ]);
  });

  it('counts repeated hashes', () => {
    expect(hashes('Lorem ipsum dolor sit amet.\n'.repeat(10))).toEqual([
      'a7f2ff13bc495cf2:1',
      'a7f2ff13bc495cf2:2',
      'a7f2ff13bc495cf2:3',
      'a7f2ff13bc495cf2:4',
      'a7f2ff13bc495cf2:5',
      'a7f2ff13bc495cf2:6',
      'a7f2ff1481e87703:1',
      'a9cf91f7bbf1862b:1',
      '55ec222b86bcae53:1',
      'cc97dc7b1d7d8f7b:1',
      'c129715d7a2bc9a3:1',
    ]);
  });

  it('returns only the lines asked for', () => {
    expect([...lineHashes('a\nb\nc\n', new Set([2])).keys()]).toEqual([2]);
  });
});

describe('the 32-bit-halves arithmetic', () => {
  const every = (text: string) => new Set(Array.from({ length: text.split(/\r\n|\r|\n/).length + 1 }, (_, i) => i + 1));
  it('gives the BigInt reference hashes for any text: line breaks of every kind, tabs, astral and high code units', () => {
    const unit = fc.oneof(fc.constantFrom('\n', '\r', '\r\n', '\t', ' ', '\uFFFF', '\uD83D\uDE00', '\u0000'), fc.string({ unit: 'binary', maxLength: 30 }));
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 60 }), (parts) => {
        const text = parts.join('');
        expect(lineHashes(text, every(text))).toEqual(referenceLineHashes(text, every(text)));
      }),
      { seed: 20261201, numRuns: 500 },
    );
  });

  it('agrees with the reference on long lines, where the 100-character window rolls', () => {
    const text = `${'x'.repeat(5_000)}\n${'\uFFFF'.repeat(300)}\n${Array.from({ length: 400 }, (_, i) => String.fromCharCode(i * 163)).join('')}`;
    expect(lineHashes(text, every(text))).toEqual(referenceLineHashes(text, every(text)));
  });
});
