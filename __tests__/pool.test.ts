/**
 * Parallel linting (`--jobs`): worker threads give exactly the in-process results, in discovery order,
 * from both bundles; a worker that crashes costs one file an `mcpdesc.internal` finding, never a lost
 * file or a hang.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from '@jest/globals';
import { packageRoot } from '../src/catalogue/package-root.js';
import { DEFAULT_CONFIG } from '../src/runner/config.js';
import { discover, type DiscoveredFile } from '../src/runner/discover.js';
import type { FileResult } from '../src/engine/finding.js';
import { lintInPool, type PoolSetup } from '../src/runner/pool.js';
import { lintFile, lintPaths, sharedReads } from '../src/runner/run.js';
import { catalogue } from './helpers/corpus.js';

const root = packageRoot();
const CLI = join(root, 'dist', 'cli', 'index.js');
const TARGETS = ['__tests__/conformance', 'examples'];
const options = { root, config: DEFAULT_CONFIG, catalogue };

function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

async function corpusFiles(): Promise<DiscoveredFile[]> {
  const { files } = await discover(
    TARGETS.map((t) => join(root, t)),
    { root, include: DEFAULT_CONFIG.include, exclude: [] },
  );
  return files;
}

describe('mcpdesc lint --jobs (the built CLI)', () => {
  it.each(['json', 'sarif', 'text'])(
    'prints byte-identical %s with --jobs 1 and with workers',
    async (format) => {
      const single = await cli(['lint', ...TARGETS, '--format', format, '--jobs', '1']);
      const parallel = await cli(['lint', ...TARGETS, '--format', format, '--jobs', '3']);
      expect(single.stderr).toBe('');
      expect(single.stdout.length).toBeGreaterThan(1000);
      expect(parallel).toEqual(single);
    },
    // Two whole runs of the built CLI: a loaded CI machine takes longer than jest's default 30 s.
    120_000,
  );

  it.each(['0', '-2', '1.5', 'many', '', '2000'])('rejects --jobs=%j with a usage error', async (value) => {
    const { code, stderr } = await cli(['lint', 'examples', `--jobs=${value}`]);
    expect(code).toBe(2);
    expect(stderr).toBe(`mcpdesc: --jobs must be a whole number of threads from 1 to 1024 (1 lints in the main thread alone), not ${JSON.stringify(value)}.\n`);
  });
});

/** The corpus linted in this thread, once for both bundles' comparisons. */
let inProcess: Promise<{ files: DiscoveredFile[]; here: FileResult[] }> | undefined;
async function lintCorpusInProcess(): Promise<{ files: DiscoveredFile[]; here: FileResult[] }> {
  const files = await corpusFiles();
  // One at a time: each file's time budget starts when it is called, and a few hundred started at once
  // would wait for each other past it.
  const here: FileResult[] = [];
  const shared = sharedReads(root);
  for (const file of files) here.push(await lintFile(file, { ...options, ...shared }));
  return { files, here };
}

describe('the worker pool', () => {
  it.each([
    ['the CLI bundle', ['cli', 'index.js']],
    ['the action bundle', ['index.js']],
  ])(
    'runs in %s and returns the in-process results in order',
    async (_, path) => {
      const { files, here } = await (inProcess ??= lintCorpusInProcess());
      const entry = pathToFileURL(join(root, 'dist', ...path)).href;
      const pooled = await lintInPool(files, {
        ...options,
        workers: 2,
        entry,
        lintOne: () => {
          throw new Error('not used');
        },
        crashed: () => {
          throw new Error('not used');
        },
      });
      expect(pooled).toEqual(here);
    },
    // The corpus linted in this thread (the first time) and in two workers: as the CLI runs above, a loaded
    // CI machine takes longer than jest's default 30 s.
    120_000,
  );

  it('lints in process when no worker can start (TypeScript sources under jest)', async () => {
    const paths = TARGETS.map((t) => join(root, t));
    const single = await lintPaths(paths, { ...options, jobs: 1 });
    expect(await lintPaths(paths, { ...options, jobs: 2 })).toEqual(single);
    // Two whole runs in this thread: on a loaded CI machine, longer than jest's default 30 s.
  }, 120_000);

  /** A worker that speaks the pool's protocol and fails on files whose path contains "crash". */
  const fakeWorker = (failure: string) => (_: string, setup: PoolSetup) =>
    new Worker(
      `
    const { parentPort, workerData } = require('node:worker_threads');
    const progress = new Int32Array(workerData.progress);
    parentPort.on('message', ({ files }) => {
      const results = [];
      files.forEach((file, k) => {
        Atomics.store(progress, 0, k);
        if (file.path.includes('crash')) { ${failure} }
        results.push({ path: file.path, format: null, version: null, findings: [] });
      });
      Atomics.store(progress, 0, -1);
      parentPort.postMessage({ results });
    });`,
      { eval: true, workerData: setup },
    );
  const named = (count: number, crashAt: number[]): DiscoveredFile[] =>
    Array.from({ length: count }, (_, i) => ({ absolute: `/nowhere/${i}`, path: crashAt.includes(i) ? `${i}-crash` : `${i}` }));
  const crashed = (file: DiscoveredFile, why: string): FileResult => ({
    path: file.path,
    format: null,
    version: null,
    findings: [
      {
        ruleId: 'mcpdesc.internal',
        level: 'error',
        message: why,
        path: file.path,
        pointer: '',
        range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
      },
    ],
  });
  const unused = () => Promise.reject(new Error('not used'));

  it.each([
    ['exits', 'process.exit(3);', /exited with code 3/],
    ['throws', "throw new Error('boom');", /Error: boom/],
  ])('turns a worker that %s inside a file into one internal finding and lints every other file', async (_, failure, why) => {
    const files = named(200, [5, 77, 199]);
    const results = await lintInPool(files, { ...options, workers: 2, entry: 'unused:', spawn: fakeWorker(failure), lintOne: unused, crashed });
    expect(results.map((r) => r.path)).toEqual(files.map((f) => f.path));
    const failed = results.filter((r) => r.findings.length > 0);
    expect(failed.map((r) => r.path)).toEqual(['5-crash', '77-crash', '199-crash']);
    for (const result of failed) expect(result.findings[0].message).toMatch(why);
  });

  /** Lints `files` on this thread and one fake worker; returns the results and the files this thread linted. */
  async function alongside(files: DiscoveredFile[]): Promise<{ results: FileResult[]; here: string[] }> {
    const here: string[] = [];
    const results = await lintInPool(files, {
      ...options,
      workers: 1,
      alongside: true,
      entry: 'unused:',
      spawn: fakeWorker(''),
      lintOne: async (file) => {
        here.push(file.path);
        return { path: file.path, format: null, version: null, findings: [], skipped: 'here' };
      },
      crashed,
    });
    expect(results.map((r) => r.path)).toEqual(files.map((f) => f.path));
    return { results, here };
  }

  it('shares the files between this thread and the workers with alongside, results in order', async () => {
    const files = named(300, []);
    const { results, here } = await alongside(files);
    // Both took part: this thread's results say so, the fake worker's do not.
    expect(here.length).toBeGreaterThan(0);
    expect(here.length).toBeLessThan(files.length);
    // In discovery order, whatever order each thread took its files in.
    const paths = files.map((f) => f.path);
    expect(results.map((r) => r.path)).toEqual(paths);
    expect(results.filter((r) => r.skipped === 'here').map((r) => r.path)).toEqual(paths.filter((p) => here.includes(p)));
  });

  it.each([false, true])('lints each file once in process when no worker can be spawned (alongside: %s)', async (alongside) => {
    const files = named(40, []);
    const linted: string[] = [];
    let spawns = 0;
    const results = await lintInPool(files, {
      ...options,
      workers: 2,
      alongside,
      entry: 'unused:',
      spawn: () => {
        spawns++;
        throw new Error('no threads here');
      },
      lintOne: async (file) => {
        linted.push(file.path);
        return { path: file.path, format: null, version: null, findings: [] };
      },
      crashed,
    });
    expect(results.map((r) => r.path)).toEqual(files.map((f) => f.path));
    expect(linted).toEqual(files.map((f) => f.path));
    // Once one spawn fails, the pool stops trying.
    expect(spawns).toBe(1);
  });

  it('lints in process when workers fail before linting anything', async () => {
    const files = named(50, []);
    const results = await lintInPool(files, {
      ...options,
      workers: 2,
      entry: 'unused:',
      spawn: () => new Worker("throw new Error('cannot start')", { eval: true }),
      lintOne: async (file) => ({ path: file.path, format: null, version: null, findings: [] }),
      crashed,
    });
    expect(results.map((r) => r.path)).toEqual(files.map((f) => f.path));
  });
});
