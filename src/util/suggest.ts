/**
 * "Did you mean …?": the closest candidate within a small edit distance, if any. Inputs come from pull
 * requests, so the work is bounded: long strings get no suggestion, at most MAX_CANDIDATES candidates
 * are compared, and each comparison only fills the band of the distance table within the limit.
 */

/** Longer inputs are not typos of a name. */
const MAX_INPUT = 64;
/** Candidates compared at most (a 10,000-value enum is not searched for a typo). */
const MAX_CANDIDATES = 1_000;

export function closest(input: string, candidates: Iterable<string>, maxDistance = 2): string | undefined {
  if (input.length > MAX_INPUT) return undefined;
  let best: string | undefined;
  let bestDistance = maxDistance + 1;
  const lowered = input.toLowerCase();
  let compared = 0;
  for (const candidate of candidates) {
    if (++compared > MAX_CANDIDATES) break;
    if (candidate.length > MAX_INPUT + maxDistance) continue;
    const distance = candidate.toLowerCase() === lowered ? 0 : editDistance(input, candidate, bestDistance);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Rows of the distance table, reused by every comparison: a lint asks for thousands of them. */
let rows = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];

/**
 * Levenshtein distance with adjacent transpositions, giving up at `limit`: only cells within `limit` of
 * the diagonal are computed, so a comparison costs length × limit, and it allocates nothing.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) >= limit) return limit;
  const band = Number.isFinite(limit) ? limit : Math.max(a.length, b.length);
  const far = band + 1;
  if (rows[0].length < b.length + 1) rows = rows.map(() => new Int32Array(b.length + 1));
  let [previous2, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j <= band ? j : far;
  for (let i = 1; i <= a.length; i++) {
    current.fill(far, 0, b.length + 1);
    current[0] = i <= band ? i : far;
    let rowMin = current[0];
    const from = Math.max(1, i - band);
    const to = Math.min(b.length, i + band);
    const ca = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const cb = b.charCodeAt(j - 1);
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) value = Math.min(value, previous2[j - 2] + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin >= limit) return limit;
    const oldest = previous2;
    previous2 = previous;
    previous = current;
    current = oldest;
  }
  return Math.min(previous[b.length], Number.isFinite(limit) ? limit : previous[b.length]);
}
