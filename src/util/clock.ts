/**
 * Milliseconds on a monotonic clock, for budgets and probes. `process.hrtime` is the clock
 * `performance.now()` reads, without the global `performance`, whose first use loads perf_hooks
 * (2 ms of a cold start).
 */
export function nowMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
