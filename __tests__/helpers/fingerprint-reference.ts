/**
 * The line hash with plain BigInt arithmetic modulo 2^64, as codeql-action writes it: the reference
 * the 32-bit-halves implementation in src/engine/fingerprint.ts is checked against.
 */
const BLOCK_SIZE = 100;
const MOD = 37n;
const EOF = 65535;
const u64 = (value: bigint) => BigInt.asUintN(64, value);

let firstMod: bigint | undefined;

/** Hashes for the given 1-based lines of `text`. */
export function referenceLineHashes(text: string, wanted: ReadonlySet<number>): Map<number, string> {
  firstMod ??= Array.from({ length: BLOCK_SIZE }).reduce<bigint>((acc) => u64(acc * MOD), 1n);
  const window = new Array<number>(BLOCK_SIZE).fill(0);
  const lineNumbers = new Array<number>(BLOCK_SIZE).fill(-1);
  const counts = new Map<string, number>();
  const result = new Map<number, string>();
  let hash = 0n;
  let index = 0;
  let lineNumber = 0;
  let lineStart = true;
  let prevCR = false;

  const output = () => {
    const value = hash.toString(16);
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (wanted.has(lineNumbers[index])) result.set(lineNumbers[index], `${value}:${count}`);
    lineNumbers[index] = -1;
  };
  const update = (current: number) => {
    const begin = window[index];
    window[index] = current;
    hash = u64(MOD * hash + BigInt(current) - (firstMod as bigint) * BigInt(begin));
    index = (index + 1) % BLOCK_SIZE;
  };
  const process = (code: number) => {
    if (code === 32 || code === 9 || (prevCR && code === 10)) {
      prevCR = false;
      return;
    }
    let current = code;
    if (current === 13) {
      current = 10;
      prevCR = true;
    } else {
      prevCR = false;
    }
    if (lineNumbers[index] !== -1) output();
    if (lineStart) {
      lineStart = false;
      lineNumber++;
      lineNumbers[index] = lineNumber;
    }
    if (current === 10) lineStart = true;
    update(current);
  };

  for (let i = 0; i < text.length; i++) process(text.charCodeAt(i));
  process(EOF);
  for (let i = 0; i < BLOCK_SIZE; i++) {
    if (lineNumbers[index] !== -1) output();
    update(0);
  }
  return result;
}
