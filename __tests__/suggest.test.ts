/** "Did you mean": the banded edit distance agrees with the textbook table on every input. */
import { describe, expect, it } from '@jest/globals';
import { closest, editDistance } from '../src/util/suggest.js';

/** Optimal string alignment distance (Levenshtein with adjacent transpositions), the whole table. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** A deterministic generator (mulberry32), so a failure names the same strings every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('editDistance', () => {
  it('equals the whole-table distance, capped at the limit, on 20,000 random pairs of every length order', () => {
    const next = random(20);
    const word = () => Array.from({ length: Math.floor(next() * 12) }, () => 'abcAé😀'[Math.floor(next() * 6)]).join('');
    // One assertion over every pair that differs: an expect per pair was most of this test's time.
    const differ: [string, string, number, number, number][] = [];
    for (let n = 0; n < 20_000; n++) {
      const a = word();
      // Half the pairs are near misses: a few edits of the first word.
      const b = n % 2 ? word() : a.replace(/./gu, (c) => (next() < 0.2 ? word().slice(0, 1) : c));
      const limit = [1, 2, 3, Number.POSITIVE_INFINITY][n % 4];
      const [got, want] = [editDistance(a, b, limit), Math.min(reference(a, b), limit)];
      if (got !== want) differ.push([a, b, limit, got, want]);
    }
    expect(differ).toEqual([]);
  });

  it('gives the same answer whatever it compared before (its rows are reused)', () => {
    const long = 'x'.repeat(50);
    expect(editDistance(long, `${long}yz`, 3)).toBe(2);
    expect(editDistance('ab', 'ba', 2)).toBe(1);
    expect(editDistance('protocolVersoin', 'protocolVersion', 2)).toBe(1);
  });
});

describe('closest', () => {
  it('prefers the same word in another case, then the fewest edits', () => {
    expect(closest('Tools', ['tool', 'tools'])).toBe('tools');
    expect(closest('inputSchem', ['outputSchema', 'inputSchema'])).toBe('inputSchema');
    expect(closest('completely-different', ['tools', 'prompts'])).toBeUndefined();
  });
});
