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

/** How old, in wall-clock milliseconds, the reading recentCpuMs() returns may be. */
const CPU_READING_MAX_AGE_MS = 20;
let lastReading = { wall: Number.NEGATIVE_INFINITY, cpu: 0 };

/**
 * cpuMs() as it was at most CPU_READING_MAX_AGE_MS of wall time ago, for where a file's budget starts:
 * reading the process's CPU time anew for each of 2,400 small files was 5 % of a run's time. A start taken
 * early makes a budget look spent by at most that much CPU time per thread sooner: nothing beside a
 * budget of seconds.
 */
export function recentCpuMs(): number {
  const wall = nowMs();
  if (wall - lastReading.wall > CPU_READING_MAX_AGE_MS || wall < lastReading.wall) lastReading = { wall, cpu: cpuMs() };
  return lastReading.cpu;
}
