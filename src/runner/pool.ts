/**
 * Lints files in worker threads. The main thread hands out batches of discovered files; each worker
 * reads and lints them itself (file texts never cross threads) and sends back findings only. Results
 * land in discovery order, so the report is the same as an in-process run.
 *
 * A worker runs the bundle's entry point (dist/cli/index.js or dist/index.js), which registers itself
 * with `setWorkerEntry` and, in a worker, loads src/engine/run.ts to serve batches instead of running
 * its command. Run from the TypeScript sources, workers run src/engine/run.ts itself and inherit the
 * TypeScript loader (tsx); where no worker can start at all (jest runs the sources without one),
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
import { FileRanges } from './file-ranges.js';

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
  if (files.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => new PoolRun(files, options, resolve, reject).begin());
}

/**
 * The pool's phase. `workers`: worker threads (and this one, `alongside`) take batches. `fallback`:
 * workers cannot start here, so none starts again, and once the running ones stop this thread lints
 * every file none linted. `settled`: the results are given (or being finished in this thread).
 * The only transitions are workers → fallback, workers → settled and fallback → settled.
 */
type PoolPhase = 'workers' | 'fallback' | 'settled';

/**
 * One worker's phase. `starting`: its first batch is out and nothing has come back; `serving`: it has
 * answered, and its next batch is out; `ending`: no work was left, so it was told to terminate;
 * `stopped`: it exited or failed, and its unfinished batch was handed back. starting → serving →
 * serving…, either → ending when no batch is left, and any of them → stopped, once.
 */
type WorkerPhase = 'starting' | 'serving' | 'ending' | 'stopped';

/** One run of the pool: the files' queue, the threads linting them, and the results in discovery order. */
class PoolRun {
  private phase: PoolPhase = 'workers';
  /** Threads linting now: the workers not yet stopped, and this one while it takes its share. */
  private lanes = 0;
  /** The files no thread has taken, in a range per thread (file-ranges.ts). */
  private readonly queue: FileRanges;
  /** The lane the next worker takes its batches as (this thread's is 0). */
  private nextLane = 1;
  /** Files of a stopped worker's batch that it did not finish, for the next worker to take first. */
  private readonly retry: number[] = [];
  private readonly results: FileResult[];
  private readonly spawn: (entry: string, setup: PoolSetup) => Worker;

  constructor(
    private readonly files: readonly DiscoveredFile[],
    private readonly options: PoolOptions,
    private readonly resolve: (results: FileResult[]) => void,
    private readonly reject: (error: unknown) => void,
  ) {
    this.results = new Array<FileResult>(files.length);
    this.queue = new FileRanges(files.length, options.workers + (options.alongside ? 1 : 0));
    const resourceLimits = workerLimits(options.config.limits.maxFileBytes);
    this.spawn = options.spawn ?? ((entry, setup) => new (workerThreads().Worker)(new URL(entry), { argv: [MARK_ARG], workerData: setup, resourceLimits }));
  }

  begin(): void {
    for (let i = 0; i < Math.min(this.options.workers, this.files.length) && this.phase === 'workers'; i++) this.startWorker();
    if (this.options.alongside) this.lintHere().catch(this.reject);
  }

  /** workers → fallback: a worker could not start, so none will. */
  private fallBack(): void {
    if (this.phase === 'workers') this.phase = 'fallback';
  }

  /** → settled, once no thread is linting and no file waits for a worker. */
  private finish(): void {
    if (this.phase === 'settled' || this.lanes > 0 || (this.phase === 'workers' && this.queue.left > 0)) return;
    const fellBack = this.phase === 'fallback';
    this.phase = 'settled';
    if (!fellBack) return this.resolve(this.results);
    // Workers could not start: the files no worker took are linted here, in order.
    const { files, results, options } = this;
    void (async () => {
      for (let i = 0; i < files.length; i++) results[i] ??= await options.lintOne(files[i]);
      return results;
    })().then(this.resolve, this.reject);
  }

  private takeBatch(lane: number): number[] {
    const threads = this.options.workers + (this.options.alongside ? 1 : 0);
    return this.queue.take(lane, Math.max(1, Math.min(MAX_BATCH, Math.ceil(this.queue.left / (threads * 4)))));
  }

  private startWorker(): void {
    const { files, options, results, retry } = this;
    const progress = new Int32Array(new SharedArrayBuffer(4));
    progress[0] = IDLE;
    let worker: Worker;
    try {
      worker = this.spawn(options.entry, {
        [MARK]: true,
        root: options.root,
        config: options.config,
        rules: options.catalogue.rules,
        ...(options.needs ? { needs: options.needs } : {}),
        progress: progress.buffer as SharedArrayBuffer,
      });
    } catch {
      this.fallBack();
      return this.finish();
    }
    this.lanes++;
    const lane = this.nextLane++;
    let phase: WorkerPhase = 'starting';
    /** The batch out with the worker; empty from `ending` on. */
    let batch: number[] = [];
    const send = () => {
      batch = retry.length > 0 ? retry.splice(0, MAX_BATCH) : this.takeBatch(lane);
      if (batch.length > 0) return worker.postMessage({ files: batch.map((i) => files[i]) } satisfies Batch);
      phase = 'ending';
      void worker.terminate();
    };
    const stop = (why: string) => {
      if (phase === 'stopped') return;
      const was = phase;
      phase = 'stopped';
      this.lanes--;
      const current = Atomics.load(progress, 0);
      if (was === 'starting' && current === IDLE) {
        // The worker never linted anything: it cannot start here, so neither will its successors.
        this.fallBack();
        retry.push(...batch);
      } else if (was !== 'ending') {
        // The file in progress failed; a worker that stopped between batches blames the next one's
        // first file, so a worker that always dies still moves the queue forward.
        const failed = batch[Math.max(0, current)];
        results[failed] = options.crashed(files[failed], why);
        retry.push(...batch.filter((i) => i !== failed));
      }
      batch = [];
      this.queue.release(lane);
      if (this.phase === 'workers' && (retry.length > 0 || this.queue.left > 0)) this.startWorker();
      this.finish();
    };
    worker.on('message', (message: BatchDone) => {
      // A worker answers only the batch it was sent.
      if (phase !== 'starting' && phase !== 'serving') return;
      message.results.forEach((result, k) => {
        results[batch[k]] = options.retain ? options.retain(result) : result;
      });
      phase = 'serving';
      send();
    });
    worker.on('error', (error) => stop(`${error.name}: ${error.message}`));
    worker.on('exit', (code) => stop(`the worker thread exited with code ${code}`));
    send();
  }

  /** This thread's share: a file at a time, letting the workers' messages in after each. */
  private async lintHere(): Promise<void> {
    this.lanes++;
    try {
      for (let batch = this.takeBatch(0); batch.length > 0 && this.phase !== 'settled'; batch = this.takeBatch(0)) {
        for (const i of batch) {
          this.results[i] = await this.options.lintOne(this.files[i]);
          await new Promise(setImmediate);
        }
      }
    } finally {
      this.lanes--;
    }
    this.finish();
  }
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
