/**
 * The pool's queue (src/runner/file-ranges.ts): a contiguous range of discovery order per thread, so a
 * package's neighbouring files stay with one thread; a thread done with its range claims a free one, then
 * the back half of the largest left; a stopped thread's range goes to the next that asks.
 */
import { describe, expect, it } from '@jest/globals';
import { FileRanges } from '../src/runner/file-ranges.js';

/** Takes batches of `size` for `lane` until it gets none. */
function drain(queue: FileRanges, lane: number, size: number): number[] {
  const taken: number[] = [];
  for (let batch = queue.take(lane, size); batch.length > 0; batch = queue.take(lane, size)) taken.push(...batch);
  return taken;
}

describe('the pool queue of file ranges', () => {
  it('gives each thread a contiguous range, front first', () => {
    const queue = new FileRanges(10, 2);
    expect(queue.take(1, 3)).toEqual([0, 1, 2]);
    expect(queue.take(0, 3)).toEqual([5, 6, 7]);
    expect(queue.take(1, 3)).toEqual([3, 4]);
    expect(queue.left).toBe(2);
  });

  it('lets a thread done with its range take the back half of the largest one left', () => {
    const queue = new FileRanges(20, 2);
    expect(drain(queue, 0, 4)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(queue.left).toBe(0);
    const shared = new FileRanges(20, 2);
    expect(shared.take(0, 4)).toEqual([0, 1, 2, 3]);
    // Thread 1 takes its own range, then halves of what thread 0 has not taken, back first.
    expect(shared.take(1, 3)).toEqual([10, 11, 12]);
    expect(drain(shared, 1, 3)).toEqual([13, 14, 15, 16, 17, 18, 19, 7, 8, 9, 5, 6, 4]);
    expect(shared.take(0, 4)).toEqual([]);
  });

  it('hands every file out exactly once, whichever threads ask', () => {
    const queue = new FileRanges(101, 3);
    const seen: number[] = [];
    for (let round = 0; queue.left > 0; round++) seen.push(...queue.take(round % 5, 1 + (round % 7)));
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 101 }, (_, i) => i));
  });

  it("gives a stopped thread's range to the next thread that asks", () => {
    const queue = new FileRanges(6, 2);
    expect(queue.take(1, 1)).toEqual([0]);
    expect(queue.take(0, 1)).toEqual([3]);
    queue.release(1);
    expect(queue.take(2, 5)).toEqual([1, 2]);
    expect(queue.take(0, 5)).toEqual([4, 5]);
    expect(queue.left).toBe(0);
  });

  it('has one range for fewer files than threads, and none for no file', () => {
    const one = new FileRanges(1, 4);
    expect(one.take(3, 8)).toEqual([0]);
    expect(one.take(0, 8)).toEqual([]);
    expect(new FileRanges(0, 2).take(0, 1)).toEqual([]);
  });
});
