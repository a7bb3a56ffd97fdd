/**
 * Milliseconds on a monotonic clock, for budgets and probes. `process.hrtime` is the clock
 * `performance.now()` reads, without the global `performance`, whose first use loads perf_hooks
 * (2 ms of a cold start).
 */
export function nowMs(): number {
  // The pair, not hrtime.bigint(): a session reads the clock before every rule, and a BigInt costs twice as much.
  const [seconds, nanoseconds] = process.hrtime();
  return seconds * 1e3 + nanoseconds / 1e6;
}
