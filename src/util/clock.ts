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

/**
 * Milliseconds of CPU time this process has used (every thread's). A budget meant to bound a file's work
 * checks it once the wall-clock budget has passed: on a machine busy with other work, waiting for a core
 * is not the file's doing.
 */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e3;
}
