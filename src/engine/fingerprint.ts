/**
 * `partialFingerprints.primaryLocationLineHash`, computed the way github/codeql-action does
 * (src/fingerprints.ts): a base-37 rolling hash over the 100 characters starting at each line, with
 * spaces and tabs skipped and CR/CRLF read as LF, plus a counter for repeated hashes. Matching it
 * lets code scanning track an alert across commits instead of opening duplicates.
 */
const BLOCK_SIZE = 100;
const MOD = 37;
const EOF = 65535;
const TWO_32 = 2 ** 32;

/**
 * The hash is a 64-bit unsigned integer kept as two 32-bit halves (hi, lo): the same values as
 * BigInt arithmetic modulo 2^64, without allocating a BigInt (or anything) per character.
 */
const hex = (hi: number, lo: number) => (hi === 0 ? lo.toString(16) : hi.toString(16) + lo.toString(16).padStart(8, '0'));

/** 37^100 modulo 2^64, as [hi, lo]. */
let firstMod: [number, number] | undefined;
function power(): [number, number] {
  let hi = 0;
  let lo = 1;
  for (let i = 0; i < BLOCK_SIZE; i++) {
    const low = lo * MOD;
    hi = (Math.imul(hi, MOD) + Math.floor(low / TWO_32)) >>> 0;
    lo = low >>> 0;
  }
  return [hi, lo];
}

/** Hashes for the given 1-based lines of `text`. */
export function lineHashes(text: string, wanted: ReadonlySet<number>): Map<number, string> {
  firstMod ??= power();
  const [modHi, modLo] = firstMod;
  const window = new Int32Array(BLOCK_SIZE);
  const lineNumbers = new Int32Array(BLOCK_SIZE).fill(-1);
  const counts = new Map<string, number>();
  const result = new Map<number, string>();
  const output = (hi: number, lo: number, line: number) => {
    const value = hex(hi, lo);
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (wanted.has(line)) result.set(line, `${value}:${count}`);
  };
  // One loop over every character, then EOF, then BLOCK_SIZE zeros that flush the window; the state is
  // kept in locals no closure captures (as closures' variables, every character read and wrote them in memory).
  let hashHi = 0;
  let hashLo = 0;
  let index = 0;
  let lineNumber = 0;
  let lineStart = true;
  let prevCR = false;
  const length = text.length;
  for (let i = 0; i <= length + BLOCK_SIZE; i++) {
    let current = 0;
    if (i <= length) {
      const code = i < length ? text.charCodeAt(i) : EOF;
      // Spaces and tabs are skipped, and CR or CRLF is read as one LF.
      if (code === 32 || code === 9 || (prevCR && code === 10)) {
        prevCR = false;
        continue;
      }
      prevCR = code === 13;
      current = prevCR ? 10 : code;
    }
    if (lineNumbers[index] !== -1) {
      output(hashHi, hashLo, lineNumbers[index]);
      lineNumbers[index] = -1;
    }
    if (i <= length) {
      if (lineStart) {
        lineStart = false;
        lineNumber++;
        lineNumbers[index] = lineNumber;
      }
      if (current === 10) lineStart = true;
    }
    const begin = window[index];
    window[index] = current;
    // hash = 37 * hash + current - 37^100 * begin, modulo 2^64. The low half's sum is exact in a double
    // (each product is below 2^48) and its overflow carries into the high half, whose products
    // Math.imul keeps modulo 2^32.
    const low = hashLo * MOD + current - modLo * begin;
    hashHi = (Math.imul(hashHi, MOD) - Math.imul(modHi, begin) + Math.floor(low / TWO_32)) >>> 0;
    hashLo = low >>> 0;
    index = index + 1 === BLOCK_SIZE ? 0 : index + 1;
  }
  return result;
}
