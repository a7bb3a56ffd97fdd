/**
 * Lints files on disk: discover → read (safely) → lint each in the engine. Returns data; printing and
 * exit codes belong to the CLI and the action.
 */
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { FileResult } from '../engine/finding.js';
import { type RunMemo, runMemo, type Workspace } from '../formats/types.js';
import { crashed, type LintOptions, prepareSource, type Needs, unreadable } from '../engine/prepare.js';
import { FORMAT_INFOS, loadFormat } from '../formats/loaders.js';
import { folderOf, groupOf, isPackageManifest } from '../formats/consistency/group.js';
import { type Config, ignoresFor, settingsFor } from './config.js';
import { type DiscoverOptions, discover, discoverAmong, type DiscoveredFile } from './discover.js';
import { lintInPool, servePool, workerEntryOr } from './pool.js';
import { type ReadOutcome, readDescriptor } from './read.js';
import { type Retain, retainer } from './retain.js';
import { cachedWorkspace, fsWorkspace } from './workspace.js';
import { AUTO_PARALLEL_MS, AUTO_PROBE_MS, AUTO_RATE_MS } from './defaults.js';
import { nowMs } from '../util/clock.js';

/**
 * Automatic parallelism decides on measured work, not on a file count: the run starts in this thread
 * and, after AUTO_PROBE_MS, projects the time the rest would take here from the bytes linted in the
 * probe's last AUTO_RATE_MS (once the JIT and the validators are warm) and the bytes left. Only when
 * that is more than AUTO_PARALLEL_MS does it share the rest with a worker per other core. Each worker
 * loads the bundle and compiles its own validators (a few hundred milliseconds on the 2-core bench
 * machine), so workers pay only on seconds of work, and the probe's files are never
 * linted twice: automatic mode is never slower than one thread by more than the workers' start-up on a
 * run that was already long. `npm run bench` checks it against every fixed --jobs on each corpus.
 */
export { AUTO_PARALLEL_MS, AUTO_PROBE_MS, AUTO_RATE_MS } from './defaults.js';

/**
 * The work a probe's rate is read from: what was linted from the window's start on, or, when a few slow
 * files left the window empty, the whole probe after its first file (started before `start`).
 */
export function probeRate(
  probe: { start: number; end: number; files: number; bytes: number },
  window: { at: number; files: number; bytes: number } | undefined,
): { ms: number; bytes: number; files: number } {
  const from = window && window.files < probe.files ? window : { at: probe.start, files: 1, bytes: 0 };
  return { ms: probe.end - from.at, bytes: probe.bytes - from.bytes, files: probe.files - from.files };
}

/** Whether the rest of a run is worth workers: its projected time in this thread is over AUTO_PARALLEL_MS. */
export function parallelPays(probe: { ms: number; bytes: number; files: number }, rest: { bytes: number; files: number }): boolean {
  const projected = probe.bytes > 0 ? (probe.ms * rest.bytes) / probe.bytes : (probe.ms * rest.files) / Math.max(1, probe.files);
  return projected > AUTO_PARALLEL_MS;
}

export interface RunOptions {
  root: string;
  config: Config;
  catalogue: Catalogue;
  /**
   * When set, only descriptors whose root-relative path is in this set are considered (e.g. the files a
   * pull request changed): found without walking folders, and no other file is read. A changed package
   * manifest (package.json, pyproject.toml, Cargo.toml, go.mod, *.csproj) adds the MCP files of its group,
   * found in its folder, so the consistency rules see a version bump that touched only the manifest.
   */
  only?: ReadonlySet<string>;
  /**
   * Threads to lint on: this one and `jobs - 1` workers (1: this thread alone); undefined chooses by
   * measured work (see AUTO_PARALLEL_MS): this thread, then it and a worker per other core for the rest.
   */
  jobs?: number;
  /** What the output prints beyond the findings (excerpts, fingerprints); default everything. */
  needs?: Needs;
}

export interface RunResult {
  /** Every file looked at, in path order: those checked and those skipped (with why). */
  results: FileResult[];
  /** Arguments that named nothing on disk. */
  missing: string[];
  /** Folder arguments in which no file matched the include globs. */
  empty: string[];
}

export async function lintPaths(paths: readonly string[], options: RunOptions): Promise<RunResult> {
  const { config, root } = options;
  const globs = { root, include: config.include, exclude: config.exclude };
  const discovery = options.only ? await discoverAmong(await withGroups(options.only, globs), paths, globs) : await discover(paths, globs);
  const files = discovery.files;
  const run = { ...options, workspace: runWorkspace(root), retain: retainer(), run: runMemo() };
  const cores = availableParallelism();
  const results =
    options.jobs === undefined && cores > 1 && files.length > 2
      ? await lintAuto(files, run, cores)
      : await lintOn(files, run, Math.min(files.length, cores, options.jobs ?? 1));
  return { results, missing: discovery.missing, empty: discovery.empty };
}

/** The candidates plus the MCP files whose group is the folder of a candidate package manifest. */
export async function withGroups(only: ReadonlySet<string>, globs: DiscoverOptions): Promise<ReadonlySet<string>> {
  const folders = new Set([...only].filter(isPackageManifest).map(folderOf));
  if (folders.size === 0) return only;
  const workspace = fsWorkspace(globs.root);
  const expanded = new Set(only);
  for (const dir of folders) {
    const { files } = await discover([dir === '' ? globs.root : join(globs.root, ...dir.split('/'))], globs);
    for (const file of files) if (groupOf(workspace, file.path) === dir) expanded.add(file.path);
  }
  return expanded;
}

/** What a run's files are linted with: its options and the workspace they share. */
interface RunContext extends RunOptions {
  workspace?: Workspace;
  /** Shares what this run's results repeat (retain.ts), as each arrives. */
  retain: Retain;
  /** What the run's files share while they are checked (see RunMemo), dropped with the run. */
  run?: RunMemo;
}

/**
 * The workspace a run's files share, with what it read remembered: every file of a folder asks the same
 * questions about the folders above it (is there a package manifest here?), and a run does not change
 * the repository it reads. One per run (per worker thread, in a pool).
 */
function runWorkspace(root: string): Workspace {
  return cachedWorkspace(fsWorkspace(root));
}

/** Lints on `jobs` threads (1: this one). More threads than cores only add start-up cost and memory. */
function lintOn(files: readonly DiscoveredFile[], options: RunContext, jobs: number): Promise<FileResult[]> {
  if (jobs <= 1) return lintHere(files, options);
  return lintInPool(files, {
    ...options,
    // This thread is one of the `jobs`.
    workers: jobs - 1,
    alongside: true,
    entry: workerEntryOr(sourceWorkerEntry()),
    lintOne: (file) => lintKept(file, options),
    crashed: (file, why) => options.retain(crashedFile(file, why, options)),
    retain: options.retain,
  });
}

/**
 * Automatic --jobs: this thread for AUTO_PROBE_MS, then workers for the rest when `parallelPays` on the
 * rate of the probe's last AUTO_RATE_MS: the files before it (the first above all) pay for loading and
 * compiling what every file shares, and projected from them a 3 s run looked like 7 to 20 s.
 * The load average is not consulted: it counts this run's own work and the runs just before it, so it
 * kept workers off cores that were free (the bench measured automatic mode at 0.7x of --jobs 2).
 */
async function lintAuto(files: readonly DiscoveredFile[], options: RunContext, cores: number): Promise<FileResult[]> {
  const results = [await lintKept(files[0], options)];
  const start = nowMs();
  let bytes = 0;
  // The rate's window: when it starts, and the files and bytes linted before it.
  let window: { at: number; files: number; bytes: number } | undefined;
  while (results.length < files.length && nowMs() - start < AUTO_PROBE_MS) {
    const file = files[results.length];
    results.push(await lintKept(file, options));
    bytes += sizeOf(file);
    if (!window && nowMs() - start >= AUTO_PROBE_MS - AUTO_RATE_MS) window = { at: nowMs(), files: results.length, bytes };
  }
  if (results.length === files.length) return results;
  const rest = files.slice(results.length);
  const probe = probeRate({ start, end: nowMs(), files: results.length, bytes }, window);
  const pays = cores > 1 && parallelPays(probe, { bytes: rest.reduce((n, file) => n + sizeOf(file), 0), files: rest.length });
  results.push(...(await lintOn(rest, options, pays ? Math.min(rest.length, cores) : 1)));
  return results;
}

/** A file's size for the automatic --jobs estimate; 0 when it cannot be read (it is reported when linted). */
function sizeOf(file: DiscoveredFile): number {
  try {
    return statSync(file.absolute).size;
  } catch {
    return 0;
  }
}

/** Lints in this thread, one file at a time (reads are synchronous: see read.ts). */
async function lintHere(files: readonly DiscoveredFile[], options: RunContext): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const file of files) results.push(await lintKept(file, options));
  return results;
}

/** A file's result in the form the run keeps until the report. */
async function lintKept(file: DiscoveredFile, options: RunContext): Promise<FileResult> {
  return options.retain(await lintFileSafely(file, options));
}

/** `lintFile`, with a crash turned into an `mcpdesc.internal` finding on the file instead of failing the run. */
async function lintFileSafely(file: DiscoveredFile, options: Omit<RunContext, 'retain'>): Promise<FileResult> {
  try {
    return await lintFile(file, options);
  } catch (error) {
    return crashedFile(file, error instanceof Error ? `${error.name}: ${error.message}` : String(error), options);
  }
}

function crashedFile(file: DiscoveredFile, why: string, options: Pick<RunContext, 'catalogue' | 'config' | 'needs' | 'workspace' | 'run'>): FileResult {
  return crashed(file.path, why, engineOptions(file, options));
}

export async function lintFile(
  file: DiscoveredFile,
  options: Pick<RunContext, 'catalogue' | 'config' | 'root' | 'needs' | 'workspace' | 'run'>,
): Promise<FileResult> {
  return lintRead(file, readDescriptor(file.absolute, options.root, options.config.limits.maxFileBytes), options);
}

/** Lints what was read for a file (from disk, or from a stream such as standard input). */
export async function lintRead(
  file: Pick<DiscoveredFile, 'path' | 'explicit'>,
  read: ReadOutcome,
  options: Pick<RunContext, 'catalogue' | 'config' | 'root' | 'needs' | 'workspace' | 'run'>,
): Promise<FileResult> {
  if (!read.ok) return unreadable(file.path, read, engineOptions(file, options));
  // The format's rules load when the first file of the format is checked.
  const prepared = prepareSource(file.path, read.text, engineOptions(file, options), FORMAT_INFOS);
  return 'result' in prepared ? prepared.result : prepared.check(await loadFormat(prepared.format));
}

function engineOptions(
  file: Pick<DiscoveredFile, 'path' | 'explicit'>,
  options: Pick<RunOptions, 'catalogue' | 'config' | 'needs'> & { root?: string; workspace?: Workspace; run?: RunMemo },
): LintOptions {
  const { catalogue, config, root, needs, workspace, run } = options;
  return {
    catalogue,
    settings: settingsFor(config, file.path),
    limits: config.limits,
    ignore: ignoresFor(config, file.path),
    ...(workspace ? { workspace } : root ? { workspace: fsWorkspace(root) } : {}),
    ...(needs ? { needs } : {}),
    ...(run ? { run } : {}),
    ...(file.explicit ? { explicit: true } : {}),
  };
}

/** In a pool worker: lint the batches the main thread sends (called by the entry points). */
export function serveLintWorker(): void {
  let workspace: Workspace | undefined;
  // A worker serves one run: what its files share lives as long as it does.
  const run = runMemo();
  servePool((file, options) => lintFileSafely(file, { ...options, workspace: (workspace ??= runWorkspace(options.root)), run }));
}

/** The module a worker starts on when no bundle registered its entry point (mcpdesc run from its sources). */
function sourceWorkerEntry(): string {
  return new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.js', import.meta.url).href;
}
