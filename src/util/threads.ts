/**
 * `node:worker_threads`, loaded on first use: a run on one thread with no backtracking regex never
 * needs it, and loading it is 6 ms of a cold start.
 */
import { createRequire } from 'node:module';

let threads: typeof import('node:worker_threads') | undefined;

export function workerThreads(): typeof import('node:worker_threads') {
  threads ??= createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads');
  return threads;
}
