/**
 * A run that keeps many findings caps how far V8 lets old space grow past what is live. V8 grows the
 * heap to up to about 4 times what survived the last full collection; a run's kept findings are most of
 * that live size on large runs (30,000 realistic files keep 210,000 findings, about 35 MB), so the rest
 * of the heap was garbage waiting for a collection: 300 MiB resident for 55 MB live, 400 MiB with a
 * worker. Doubling at most costs a few more full collections, which only large runs make worth it, so
 * the cap applies past CAP_FINDINGS kept findings and is lifted when the run ends (the flag is the
 * process's, read at every collection, worker threads included).
 */
import { setV8Flags } from '../util/v8-flags.js';

export const CAP_FINDINGS = 50_000;
const CAPPED_GROWTH_PERCENT = 100;

export interface HeapCap {
  /** Counts a result's kept findings; caps the heap's growth once they pass CAP_FINDINGS. */
  kept(findings: number): void;
  /** Gives V8 back its own growth factor, if the run capped it. */
  release(): void;
}

export function heapCap(setFlags: (flags: string) => void = setV8Flags): HeapCap {
  let findings = 0;
  let capped = false;
  return {
    kept(n) {
      findings += n;
      if (capped || findings < CAP_FINDINGS) return;
      capped = true;
      setFlags(`--heap-growing-percent=${CAPPED_GROWTH_PERCENT}`);
    },
    release() {
      if (!capped) return;
      capped = false;
      // 0 is V8's default: the factor it computes from its collections' speed.
      setFlags('--heap-growing-percent=0');
    },
  };
}
