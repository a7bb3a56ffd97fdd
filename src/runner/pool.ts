/**
 * Lints files in worker threads. The main thread hands out batches of discovered files; each worker
 * reads and lints them itself (file texts never cross threads) and sends back findings only. Results
 * land in discovery order, so the report is the same as an in-process run.
 *
 * A worker runs the bundle's entry point (dist/cli/index.js or dist/index.js), which registers itself
 * with `setWorkerEntry` and, in a worker, loads src/engine/run.ts to serve batches instead of running
 * its command. Run from the TypeScript sources, workers run src/engine/run.ts itself and inherit the
 * TypeScript loader (tsx); where no worker can start at all (ts-jest runs the sources without one),
 * the files are linted in process instead.
 *
 * Each worker is a thread with its own module state: its own compiled-validator cache, regex sandbox
 * and total budget for backtracking regexes (src/schema/regex.ts), so that budget's wall-clock bound
 * is unchanged while the workers run side by side.
 */
import type { Worker } from 'node:worker_threads';
import type { Catalogue, RuleEntry } from '../catalogue/catalogue.js';
import type { Config } from './config.js';
import type { DiscoveredFile } from './discover.js';
import type { FileResult } from '../engine/finding.js';
import type { Needs } from '../engine/session.js';
import { workerThreads } from '../util/threads.js';

const MARK = 'mcpdesc-lint-pool';
/** A worker's argv carries the mark too, so a start-up that is no worker knows it without loading worker_threads. */
const MARK_ARG = `--${MARK}`;
/** Files per batch at most: small enough to balance the workers, large enough to keep messages rare. */
const MAX_BATCH = 32;
/** No file was in progress when the worker stopped. */
const IDLE = -1;

/** What a worker needs to lint: plain data, since functions cannot cross threads. */
export interface PoolSetup {
  [MARK]: true;
  root: string;
  config: Config;
  rules: RuleEntry[];
  /** What the output prints beyond the findings (excerpts, fingerprints). */
  needs?: Needs;
  /** Int32 slot: index within the current batch of the file being linted, or IDLE. */
  progress: SharedArrayBuffer;
}

interface Batch {
  files: DiscoveredFile[];
}
interface BatchDone {
  results: FileResult[];
}

/** Lints one file, never throwing: a crash becomes an `mcpdesc.internal` finding for that file. */
export type LintOne = (file: DiscoveredFile) => Promise<FileResult>;

export interface PoolOptions {
  root: string;
  config: Config;
  catalogue: Catalogue;
  needs?: Needs;
  workers: number;
  /** URL of the module a worker runs: it must call `servePool` when `isPoolWorker()`. */
  entry: string;
  /** Used where no worker can run, and by this thread with `alongside`. */
  lintOne: LintOne;
  /**
   * This thread lints batches too, between the workers' messages: `workers` threads and this one share
   * the files. It saves a worker's start-up (loading the bundle, warming up its code), which on a
   * 2-core machine cost as much as the second core gained on a few thousand files.
   */
  alongside?: boolean;
  /** The finding for a file whose worker stopped while linting it. */
  crashed: (file: DiscoveredFile, why: string) => FileResult;
  /** The form a result is kept in once it arrives from a worker (retain.ts); default as it came. */
  retain?: (result: FileResult) => FileResult;
  /** Starts a worker; tests replace it. */
  spawn?: (entry: string, setup: PoolSetup) => Worker;
}

/**
 * A worker's heap is bounded: it holds one file at a time (at most limits.maxFileBytes of text, a
 * parse tree of a few times that) and the findings of one batch, so a heap that keeps growing is a
 * leak, which then stops that worker (its file gets an `mcpdesc.internal` finding) instead of the
 * machine. The floor leaves room for the bundle and the compiled validators.
 */
const WORKER_HEAP_FLOOR_MB = 512;
const HEAP_PER_FILE_BYTE = 64;

export function workerLimits(maxFileBytes: number): { maxOldGenerationSizeMb: number } {
  return { maxOldGenerationSizeMb: Math.max(WORKER_HEAP_FLOOR_MB, Math.ceil((maxFileBytes * HEAP_PER_FILE_BYTE) / (1024 * 1024))) };
}

let workerEntry: string | undefined;

/** A bundle's entry point names itself (its `import.meta.url`): chunks cannot start a worker. */
export function setWorkerEntry(url: string): void {
  workerEntry = url;
}

/** The module workers run: the registered entry point, else `fallback` (the caller's own module). */
export function workerEntryOr(fallback: string): string {
  return workerEntry ?? fallback;
}

export function isPoolWorker(): boolean {
  if (!process.argv.includes(MARK_ARG)) return false;
  const { isMainThread, workerData } = workerThreads();
  return !isMainThread && (workerData as Partial<PoolSetup> | null)?.[MARK] === true;
}

/** Lints `files` on up to `options.workers` threads; results in the order of `files`. */
export function lintInPool(files: readonly DiscoveredFile[], options: PoolOptions): Promise<FileResult[]> {
  const results = new Array<FileResult>(files.length);
  const resourceLimits = workerLimits(options.config.limits.maxFileBytes);
  const spawn =
    options.spawn ??
    ((entry: string, setup: PoolSetup) => new (workerThreads().Worker)(new URL(entry), { argv: [MARK_ARG], workerData: setup, resourceLimits }));
  let next = 0;
  let running = 0;
  let fallback = false;
  let settled = false;
  let here = false;

  return new Promise((resolve, reject) => {
    const finish = () => {
      if (settled || here || running > 0 || (next < files.length && !fallback)) return;
      settled = true;
      if (!fallback) return resolve(results);
      // Workers could not start: the files no worker took are linted here, in order.
      void (async () => {
        for (let i = 0; i < files.length; i++) results[i] ??= await options.lintOne(files[i]);
        return results;
      })().then(resolve, reject);
    };
    const takeBatch = (): number[] => {
      const threads = options.workers + (options.alongside ? 1 : 0);
      const size = Math.max(1, Math.min(MAX_BATCH, Math.ceil((files.length - next) / (threads * 4))));
      const indexes: number[] = [];
      while (indexes.length < size && next < files.length) indexes.push(next++);
      return indexes;
    };
    const retry: number[] = [];

    const start = () => {
      const progress = new Int32Array(new SharedArrayBuffer(4));
      progress[0] = IDLE;
      let worker: Worker;
      try {
        worker = spawn(options.entry, {
          [MARK]: true,
          root: options.root,
          config: options.config,
          rules: options.catalogue.rules,
          ...(options.needs ? { needs: options.needs } : {}),
          progress: progress.buffer as SharedArrayBuffer,
        });
      } catch {
        fallback = true;
        return finish();
      }
      running++;
      let batch: number[] = [];
      let served = 0;
      let stopped = false;
      const send = () => {
        batch = retry.length > 0 ? retry.splice(0, MAX_BATCH) : takeBatch();
        if (batch.length === 0) return void worker.terminate();
        worker.postMessage({ files: batch.map((i) => files[i]) } satisfies Batch);
      };
      const stop = (why: string) => {
        if (stopped) return;
        stopped = true;
        running--;
        const current = Atomics.load(progress, 0);
        if (batch.length > 0) {
          if (served === 0 && current === IDLE) {
            // The worker never linted anything: it cannot start here, so neither will its successors.
            fallback = true;
            retry.push(...batch);
          } else {
            // The file in progress failed; a worker that stopped between batches blames the next one's
            // first file, so a worker that always dies still moves the queue forward.
            const failed = batch[Math.max(0, current)];
            results[failed] = options.crashed(files[failed], why);
            retry.push(...batch.filter((i) => i !== failed));
          }
          batch = [];
        }
        if (!fallback && (retry.length > 0 || next < files.length)) start();
        finish();
      };
      worker.on('message', (message: BatchDone) => {
        message.results.forEach((result, k) => {
          results[batch[k]] = options.retain ? options.retain(result) : result;
        });
        served++;
        send();
      });
      worker.on('error', (error) => stop(`${error.name}: ${error.message}`));
      worker.on('exit', (code) => stop(`the worker thread exited with code ${code}`));
      send();
    };
    /** This thread's share: a file at a time, letting the workers' messages in after each. */
    const lintHere = async () => {
      here = true;
      try {
        for (let batch = takeBatch(); batch.length > 0 && !settled; batch = takeBatch()) {
          for (const i of batch) {
            results[i] = await options.lintOne(files[i]);
            await new Promise(setImmediate);
          }
        }
      } finally {
        here = false;
      }
      finish();
    };
    if (files.length === 0) return resolve(results);
    for (let i = 0; i < Math.min(options.workers, files.length); i++) start();
    if (options.alongside) lintHere().catch(reject);
  });
}

/** The worker side: lint each batch the main thread sends, report where it is, send findings back. */
export function servePool(
  lintOne: (file: DiscoveredFile, options: { root: string; config: Config; catalogue: Catalogue; needs?: Needs }) => Promise<FileResult>,
): void {
  const { parentPort, workerData } = workerThreads();
  const setup = workerData as PoolSetup;
  const byId = new Map(setup.rules.map((r) => [r.id, r]));
  const catalogue: Catalogue = { rules: setup.rules, get: (id) => byId.get(id) };
  const progress = new Int32Array(setup.progress);
  const port = parentPort;
  if (!port) return;
  port.on('message', async ({ files }: Batch) => {
    const results: FileResult[] = [];
    for (const [k, file] of files.entries()) {
      Atomics.store(progress, 0, k);
      results.push(await lintOne(file, { root: setup.root, config: setup.config, catalogue, ...(setup.needs ? { needs: setup.needs } : {}) }));
    }
    Atomics.store(progress, 0, IDLE);
    port.postMessage({ results } satisfies BatchDone);
  });
}
