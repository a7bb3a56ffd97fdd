/**
 * A run that keeps many findings caps V8's old-space growth while it lints, and lifts the cap when it
 * ends; a smaller run never touches the flag.
 */
import { describe, expect, it } from '@jest/globals';
import { CAP_FINDINGS, heapCap } from '../src/runner/heap.js';

describe('heapCap', () => {
  it('caps growth once the kept findings pass CAP_FINDINGS, once, and lifts the cap on release', () => {
    const flags: string[] = [];
    const cap = heapCap((f) => flags.push(f));
    cap.kept(CAP_FINDINGS - 1);
    expect(flags).toEqual([]);
    cap.kept(1);
    expect(flags).toEqual(['--heap-growing-percent=100']);
    cap.kept(10_000);
    expect(flags).toEqual(['--heap-growing-percent=100']);
    cap.release();
    cap.release();
    expect(flags).toEqual(['--heap-growing-percent=100', '--heap-growing-percent=0']);
  });

  it('leaves the flag alone on a run that keeps fewer findings', () => {
    const flags: string[] = [];
    const cap = heapCap((f) => flags.push(f));
    for (let i = 0; i < 1_000; i++) cap.kept(7);
    cap.release();
    expect(flags).toEqual([]);
  });
});
