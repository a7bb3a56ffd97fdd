/** Timing primitives for the bench: wall time of a function or a child process, medians, peak RSS. */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const PEAK_RSS = fileURLToPath(new URL('peak-rss.mjs', import.meta.url));

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export async function timed<T>(fn: () => T | Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

/** Median wall time of `runs` calls after one unmeasured warm-up call. */
export async function medianMs(runs: number, fn: () => unknown): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await timed(fn)).ms);
  return median(times);
}

export interface ProcessRun {
  ms: number;
  code: number | null;
  /** Peak resident set size of the process, worker threads included, in MiB (with `rss`, else 0). */
  peakRssMiB: number;
  /** CPU time of the process, user + system, worker threads included (with `rss`, else 0): less noisy than wall time on a shared machine. */
  cpuMs: number;
  stderr: string;
}

/**
 * Runs `node script args…` with stdout discarded; with `rss`, through peak-rss.mjs, which reports the
 * process's maxRSS as it exits. Throws when the process was killed or could not start.
 */
export function runScript(node: string, script: string, args: readonly string[], options: { cwd: string; rss?: boolean }): ProcessRun {
  const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-bench-rss-'));
  const rssFile = join(dir, 'rss');
  try {
    const argv = options.rss ? [PEAK_RSS, script, ...args] : [script, ...args];
    const start = performance.now();
    const child = spawnSync(node, argv, {
      cwd: options.cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
      env: { ...childEnv(), MCPDESC_BENCH_RSS_FILE: rssFile },
      maxBuffer: 1 << 26,
    });
    const ms = performance.now() - start;
    if (child.error || child.signal) throw new Error(`${node} ${argv.join(' ')} failed: ${child.error?.message ?? child.signal}\n${child.stderr}`);
    const usage = options.rss ? (JSON.parse(readFileSync(rssFile, 'utf8')) as { maxRSS: number; cpu: number }) : { maxRSS: 0, cpu: 0 };
    return { ms, code: child.status, peakRssMiB: usage.maxRSS / 1024, cpuMs: usage.cpu / 1000, stderr: child.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The environment of every measured process: this one's, without NODE_EXTRA_CA_CERTS, which makes Node
 * load and parse a certificate bundle at every start (80 ms on the bench machine, whose sandbox sets it;
 * GitHub's runners do not) before any of the measured code runs.
 */
export function childEnv(): NodeJS.ProcessEnv {
  const { NODE_EXTRA_CA_CERTS: _certificates, ...env } = process.env;
  return env;
}

export interface PairedRun {
  /** Median wall time over the rounds. */
  ms: number;
  /** Median CPU time over the rounds. */
  cpuMs: number;
  /** The highest peak RSS of any round. */
  peakRssMiB: number;
  /** Every round's wall time, in the order run. */
  rounds: number[];
}

/**
 * Runs each process once per round, the contenders interleaved (A B C, B C A, …), so a burst of other
 * work on the machine lands on all of them alike; the ratios of the medians are what to compare.
 */
export function paired<K extends string>(runs: Record<K, () => ProcessRun>, rounds: number): Record<K, PairedRun> {
  const keys = Object.keys(runs) as K[];
  const seen = new Map<K, ProcessRun[]>(keys.map((k) => [k, []]));
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < keys.length; i++) {
      const key = keys[(i + round) % keys.length];
      seen.get(key)?.push(runs[key]());
    }
  }
  return Object.fromEntries(
    keys.map((key) => {
      const all = seen.get(key) ?? [];
      return [
        key,
        {
          ms: median(all.map((r) => r.ms)),
          cpuMs: median(all.map((r) => r.cpuMs)),
          peakRssMiB: Math.max(...all.map((r) => r.peakRssMiB)),
          rounds: all.map((r) => r.ms),
        },
      ];
    }),
  ) as Record<K, PairedRun>;
}

/** Wall time of `node script args…` run alongside others (stdout and stderr discarded); rejects when it fails. */
function spawnTimed(node: string, script: string, args: readonly string[], cwd: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(node, [script, ...args], { cwd, stdio: 'ignore', env: childEnv() });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(performance.now() - start) : reject(new Error(`${node} ${script} ${args.join(' ')} failed: ${signal ?? `exit code ${code}`}`)),
    );
  });
}

/** How much sooner two processes at once get through the work of one: the most a second thread can give on this machine. */
export interface ParallelCapacity {
  /** Median wall time of one process on every file. */
  aloneMs: number;
  /** Median wall time of two processes started together, each on half the files (until the later ends). */
  pairMs: number;
  /** aloneMs / pairMs: 2 on two free cores, 1 when the second core adds nothing. */
  capacity: number;
}

/**
 * One process on all the targets against two at once on alternate halves of them, interleaved over
 * `rounds`: the ceiling any number of threads could reach on this machine for that work. `argsFor`
 * gets the targets and a name for the run (`all`, `a`, `b`), for its output file.
 */
export async function parallelCapacity(
  node: string,
  script: string,
  argsFor: (targets: readonly string[], run: 'all' | 'a' | 'b') => string[],
  targets: readonly string[],
  cwd: string,
  rounds: number,
): Promise<ParallelCapacity> {
  const a = targets.filter((_, i) => i % 2 === 0);
  const b = targets.filter((_, i) => i % 2 === 1);
  const alone: number[] = [];
  const pair: number[] = [];
  for (let round = 0; round < rounds; round++) {
    alone.push(await spawnTimed(node, script, argsFor(targets, 'all'), cwd));
    const start = performance.now();
    await Promise.all([spawnTimed(node, script, argsFor(a, 'a'), cwd), spawnTimed(node, script, argsFor(b, 'b'), cwd)]);
    pair.push(performance.now() - start);
  }
  const aloneMs = median(alone);
  const pairMs = median(pair);
  return { aloneMs, pairMs, capacity: aloneMs / pairMs };
}
