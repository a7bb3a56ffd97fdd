/**
 * What else the machine did during the bench. The load average cannot tell: it counts the bench's own
 * runs (two workers make a load of two). This compares the CPU time of the whole machine with that of
 * the bench and the processes it waited for (Linux's /proc/self/stat); the rest is other work.
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';

export interface CpuSample {
  at: number;
  machineMs: number;
  /** This process and its waited-for children, user + system; undefined off Linux. */
  benchMs: number | undefined;
}

/** Linux reports process times in USER_HZ ticks, 100 a second on every architecture Node runs on. */
const MS_PER_TICK = 10;

export function sampleCpu(): CpuSample {
  const machineMs = cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);
  let benchMs: number | undefined;
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name, which is in parentheses and may itself hold spaces: state is field 3,
    // utime, stime, cutime and cstime are fields 14 to 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    benchMs = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) * MS_PER_TICK;
  } catch {
    benchMs = undefined;
  }
  return { at: performance.now(), machineMs, benchMs };
}

/** Cores other work kept busy on average between two samples; undefined when the bench's own share is unknown. */
export function otherCores(from: CpuSample, to: CpuSample): number | undefined {
  if (from.benchMs === undefined || to.benchMs === undefined) return undefined;
  const other = to.machineMs - from.machineMs - (to.benchMs - from.benchMs);
  return Math.max(0, other) / Math.max(1, to.at - from.at);
}
