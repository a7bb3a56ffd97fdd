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
import { crashed, type LintOptions, prepareSource, type Needs, READ_NOTHING, unreadable } from '../engine/prepare.js';
import { FORMAT_INFOS, loadFormat } from '../formats/loaders.js';
import { folderOf, groupOf, isPackageManifest } from '../formats/consistency/group.js';
import { type Config, ignoresFor, settingsFor } from './config.js';
import { testsIncluded } from './tests-included.js';
import { type DiscoverOptions, discover, discoverAmong, type DiscoveredFile } from './discover.js';
import { type Dependents, dependentsOf } from './dependents.js';
import { lintInPool, servePool, workerEntryOr } from './pool.js';
import { type ReadOutcome, readDescriptor, unlistedFolder } from './read.js';
import { heapCap } from './heap.js';
import { readingSource } from './tier-up.js';
import { type Retain, retainer } from './retain.js';
import { capFile, RunBudget } from './budget.js';
import { cachedWorkspace, fsWorkspace } from './workspace.js';
import { type RunReads, runReads } from './kept.js';
import { fsPath } from '../util/file-names.js';
import { AUTO_MS_PER_BYTE, AUTO_MS_PER_FILE, AUTO_MS_PER_YAML_BYTE, AUTO_PARALLEL_MS } from './defaults.js';

export { AUTO_PARALLEL_MS } from './defaults.js';

/** A file's estimated time in one warm thread, from its size (see AUTO_PARALLEL_MS). */
export function estimatedMs(path: string, bytes: number): number {
  return AUTO_MS_PER_FILE + bytesMs(path, bytes);
}
/** The part of a file's estimated time its bytes make. */
function bytesMs(path: string, bytes: number): number {
  return bytes * (YAML_NAME.test(path) ? AUTO_MS_PER_YAML_BYTE : AUTO_MS_PER_BYTE);
}
const YAML_NAME = /\.ya?ml$/i;

/** Files sized at most for the automatic --jobs estimate: spread evenly over the run, they stand for the rest. */
export const AUTO_SAMPLE = 256;

/**
 * Automatic --jobs: one thread, plus a worker per AUTO_PARALLEL_MS of estimated work up to a thread per
 * core. Each file's own cost needs no look at it; its bytes' cost is estimated from at most AUTO_SAMPLE
 * files evenly spread over the run (every file of a smaller run), sized only until the estimate reaches
 * `cores` threads: a stat per file was 2,400 system calls on the bench's source monorepo, about 40 ms of
 * CPU to decide for one thread. The choice depends on the files alone, never on timing.
 */
export function autoJobs(files: readonly DiscoveredFile[], cores: number, sizeOf: (file: DiscoveredFile) => number): number {
  const most = Math.max(1, Math.min(cores, files.length));
  const jobsFor = (ms: number) => Math.min(most, 1 + Math.floor(ms / AUTO_PARALLEL_MS));
  const perFile = files.length * AUTO_MS_PER_FILE;
  const sampled = Math.min(files.length, AUTO_SAMPLE);
  let sampleMs = 0;
  let jobs = jobsFor(perFile);
  for (let i = 0; i < sampled && jobs < most; i++) {
    const file = files[Math.floor((i * files.length) / sampled)];
    sampleMs += bytesMs(file.path, sizeOf(file));
    jobs = jobsFor(perFile + (sampleMs * files.length) / sampled);
  }
  return jobs;
}

export interface RunOptions {
  root: string;
  config: Config;
  catalogue: Catalogue;
  /**
   * When set, only descriptors whose root-relative path is in this set are considered (e.g. the files a
   * pull request changed): found without walking folders, and no other file is read. A changed package
   * manifest (package.json, pyproject.toml, Cargo.toml, go.mod, *.csproj) adds the MCP files of its group,
   * found in its folder, so the consistency rules see a version bump that touched only the manifest; a
   * changed source file adds the files whose tools rest on it (dependents.ts).
   */
  only?: ReadonlySet<string>;
  /**
   * Threads to lint on: this one and `jobs - 1` workers (1: this thread alone); undefined chooses by
   * the work the files' sizes project (see `autoJobs`).
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
  /** With `only`: the files added because their tools rest on a changed file (dependents.ts). */
  dependents?: Dependents;
}

export async function lintPaths(paths: readonly string[], options: RunOptions): Promise<RunResult> {
  const { config, root } = options;
  const globs = { root, include: config.include, exclude: config.exclude };
  const dependents = options.only && (await dependentsOf(options.only, paths, globs, config));
  const candidates = options.only && dependents && new Set([...options.only, ...dependents.on.keys()]);
  const discovery = candidates ? await discoverAmong(await withGroups(candidates, globs), paths, globs) : await discover(paths, globs);
  const files = discovery.files;
  const cap = heapCap();
  // Sharing is across files: a run of one file has nothing to share, and a copy of each of its findings
  // (10,000 of them in a file that is all unknown keys) would cost more than the one text it frees.
  const share = files.length > 1 ? retainer() : undefined;
  const budget = new RunBudget();
  const retain: Retain = (result) => {
    cap.kept(result.findings.length + (result.suppressed?.length ?? 0));
    return budget.admit(share ? share(result) : result);
  };
  const run = { ...options, ...sharedReads(root), retain };
  const cores = availableParallelism();
  const jobs = options.jobs === undefined ? autoJobs(files, cores, sizeOf) : Math.min(files.length, cores, options.jobs);
  try {
    const all = await lintOn(files, run, jobs);
    // Source files that are no MCP file (most of a repository's) are left out rather than listed as skipped;
    // in a run that checks nothing, those that import an MCP SDK are listed, to say why nothing was checked.
    const nothing = !all.some((r) => !r.unlisted && r.skipped === undefined);
    const results = all.filter((r) => !r.unlisted || (nothing && r.skipped === READ_NOTHING)).map((r) => (r.unlisted ? { ...r, unlisted: undefined } : r));
    budget.finish();
    return { results, missing: discovery.missing, empty: discovery.empty, ...(dependents ? { dependents } : {}) };
  } finally {
    cap.release();
  }
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
  /** The paths the run found to hold no symlink and the bytes it keeps (kept.ts), shared by its reads and its workspace. */
  reads?: RunReads;
}

/**
 * The workspace a run's files share, with what it read remembered: every file of a folder asks the same
 * questions about the folders above it (is there a package manifest here?), and a run does not change
 * the repository it reads. One per run (per worker thread, in a pool).
 */
function runWorkspace(root: string, reads: RunReads): Workspace {
  return cachedWorkspace(fsWorkspace(root, reads));
}

/**
 * What the files of one run share (the workspace's reads, the run's memo), for callers that lint files
 * one by one with lintFile as a run: without it each file reads the folders and source trees around it
 * again (the conformance corpus linted file by file took ten times as long as one run of it).
 */
export function sharedReads(root: string): Pick<RunContext, 'workspace' | 'reads' | 'run'> {
  const reads = runReads();
  return { workspace: runWorkspace(root, reads), reads, run: runMemo() };
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

/** A file's size for the automatic --jobs estimate; 0 when it cannot be read (it is reported when linted). */
function sizeOf(file: DiscoveredFile): number {
  try {
    return statSync(fsPath(file.absolute), { throwIfNoEntry: false })?.size ?? 0;
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

/**
 * `lintFile`, with a crash turned into an `mcpdesc.internal` finding on the file instead of failing the
 * run, and the findings kept within the file's budget (budget.ts) before a worker sends them.
 */
async function lintFileSafely(file: DiscoveredFile, options: Omit<RunContext, 'retain'>): Promise<FileResult> {
  try {
    return capFile(await lintFile(file, options));
  } catch (error) {
    return crashedFile(file, error instanceof Error ? `${error.name}: ${error.message}` : String(error), options);
  }
}

function crashedFile(file: DiscoveredFile, why: string, options: Pick<RunContext, 'catalogue' | 'config' | 'needs' | 'workspace' | 'run'>): FileResult {
  return crashed(file.path, why, engineOptions(file, options));
}

export async function lintFile(
  file: DiscoveredFile,
  options: Pick<RunContext, 'catalogue' | 'config' | 'root' | 'needs' | 'workspace' | 'run' | 'reads'>,
): Promise<FileResult> {
  const read = file.unlisted ? unlistedFolder(file.unlisted) : readDescriptor(file.absolute, options.root, options.config.limits.maxFileBytes, options.reads);
  return lintRead(file, read, options);
}

/** Lints what was read for a file (from disk, or from a stream such as standard input). */
export async function lintRead(
  file: Pick<DiscoveredFile, 'path' | 'explicit' | 'testsAsked'>,
  read: ReadOutcome,
  options: Pick<RunContext, 'catalogue' | 'config' | 'root' | 'needs' | 'workspace' | 'run'>,
): Promise<FileResult> {
  // A file that could not be read at all is reported whatever its name: it is not known to be no MCP file.
  if (!read.ok) return unreadable(file.path, read, engineOptions(read.code ? { ...file, explicit: true } : file, options));
  // The format's rules load when the first file of the format is checked.
  const prepared = prepareSource(file.path, read.text, engineOptions(file, options), FORMAT_INFOS);
  if ('result' in prepared) return prepared.result;
  if (prepared.format.program) readingSource();
  return prepared.check(await loadFormat(prepared.format));
}

function engineOptions(
  file: Pick<DiscoveredFile, 'path' | 'explicit' | 'testsAsked'>,
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
    ...(!file.explicit && (file.testsAsked === true || testsIncluded(config.include, file.path)) ? { testsIncluded: true } : {}),
  };
}

/** In a pool worker: lint the batches the main thread sends (called by the entry points). */
export function serveLintWorker(): void {
  let workspace: Workspace | undefined;
  // A worker serves one run: what its files share lives as long as it does.
  const run = runMemo();
  const reads = runReads();
  servePool((file, options) => lintFileSafely(file, { ...options, workspace: (workspace ??= runWorkspace(options.root, reads)), run, reads }));
}

/** The module a worker starts on when no bundle registered its entry point (mcpdesc run from its sources). */
function sourceWorkerEntry(): string {
  return new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.js', import.meta.url).href;
}
