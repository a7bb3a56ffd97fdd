/**
 * Runs one JavaScript regular expression test in a worker thread and waits for it synchronously,
 * up to a deadline (ajv calls `test` synchronously from validation code). When the deadline passes the
 * worker is terminated, which stops even a catastrophically backtracking match.
 */
import type { Worker } from 'node:worker_threads';
import { workerThreads } from '../util/threads.js';

// Kept inline (and CommonJS, as eval'd workers are) so the bundles need no separate worker file.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const state = new Int32Array(workerData);
Atomics.store(state, 0, 1);
Atomics.notify(state, 0);
parentPort.on('message', ({ pattern, flags, input }) => {
  let result;
  try { result = new RegExp(pattern, flags).test(input) ? 1 : 2; } catch { result = 3; }
  Atomics.store(state, 1, result);
  Atomics.store(state, 0, 1);
  Atomics.notify(state, 0);
});
`;

/** How long a new worker may take to start before the sandbox gives up on it. */
const START_TIMEOUT_MS = 10_000;

export class RegexSandbox {
  private readonly state = new Int32Array(new SharedArrayBuffer(8));
  private readonly worker: Worker;

  constructor() {
    this.worker = new (workerThreads().Worker)(WORKER_SOURCE, {
      eval: true,
      workerData: this.state.buffer,
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    this.worker.unref();
    if (Atomics.wait(this.state, 0, 0, START_TIMEOUT_MS) === 'timed-out') {
      void this.worker.terminate();
      throw new Error('the regular-expression worker did not start');
    }
  }

  /** The match result, or 'timeout' (the worker is then terminated and this sandbox must not be reused). */
  test(pattern: string, flags: string, input: string, budgetMs: number): boolean | 'timeout' {
    Atomics.store(this.state, 0, 0);
    this.worker.postMessage({ pattern, flags, input });
    if (Atomics.wait(this.state, 0, 0, budgetMs) === 'timed-out') {
      void this.worker.terminate();
      return 'timeout';
    }
    const result = Atomics.load(this.state, 1);
    if (result === 3) throw new SyntaxError(`invalid regular expression: ${pattern}`);
    return result === 1;
  }
}
