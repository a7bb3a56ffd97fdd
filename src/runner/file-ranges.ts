/**
 * The lint pool's queue of files (pool.ts): the files in discovery order cut into one contiguous range per
 * thread, each thread taking batches from the front of its own. A package's files are neighbours in
 * discovery order, and the consistency rules read a whole package when they meet its first file (its
 * source files extracted, its manifests parsed), so a package split between threads is read by each:
 * batches dealt in turn split every package of the bench's source monorepo, and --jobs 2 took 60 % more
 * CPU than --jobs 1. A thread whose range is done claims a range no thread has, else the back half of the
 * largest one left, so the threads still end together and only a package at a cut is read twice.
 */
interface Range {
  /** The first file not taken, and the end. */
  lo: number;
  hi: number;
  /** The thread taking it; undefined until one claims it, or once its thread stopped. */
  lane?: number;
}

export class FileRanges {
  private readonly ranges: Range[] = [];
  /** Files not yet taken. */
  left: number;

  constructor(count: number, threads: number) {
    this.left = count;
    const parts = Math.max(1, Math.min(threads, count));
    for (let k = 0; k < parts; k++) this.ranges.push({ lo: Math.floor((k * count) / parts), hi: Math.floor(((k + 1) * count) / parts) });
  }

  /** The next `size` files (or fewer) for `lane`, from its range, else from one it claims; empty when none are left. */
  take(lane: number, size: number): number[] {
    const range = this.ranges.find((r) => r.lane === lane) ?? this.claim(lane);
    if (range === undefined) return [];
    const taken: number[] = [];
    while (taken.length < size && range.lo < range.hi) taken.push(range.lo++);
    this.left -= taken.length;
    if (range.lo === range.hi) this.ranges.splice(this.ranges.indexOf(range), 1);
    return taken;
  }

  /** A stopped thread's range, for any other to claim. */
  release(lane: number): void {
    for (const range of this.ranges) if (range.lane === lane) range.lane = undefined;
  }

  private claim(lane: number): Range | undefined {
    const free = this.ranges.find((r) => r.lane === undefined);
    if (free) {
      free.lane = lane;
      return free;
    }
    let largest: Range | undefined;
    for (const range of this.ranges) if (!largest || range.hi - range.lo > largest.hi - largest.lo) largest = range;
    if (!largest) return undefined;
    // The back half: the thread taking the front goes on with its neighbours.
    const back: Range = { lo: largest.lo + Math.floor((largest.hi - largest.lo) / 2), hi: largest.hi, lane };
    largest.hi = back.lo;
    if (largest.lo === largest.hi) this.ranges.splice(this.ranges.indexOf(largest), 1);
    this.ranges.push(back);
    return back;
  }
}
