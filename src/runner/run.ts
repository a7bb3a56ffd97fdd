/**
 * Lints files on disk: discover → read (safely) → lint each in the engine. Returns data; printing and
 * exit codes belong to the CLI and the action.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { FileResult } from '../engine/finding.js';
import { crashed, type LintOptions, lintSource, unreadable } from '../engine/lint.js';
import { folderOf, groupOf, isPackageManifest } from '../formats/consistency/group.js';
import { type Config, ignoresFor, settingsFor } from './config.js';
import { type DiscoverOptions, discover, discoverAmong, type DiscoveredFile } from './discover.js';
import { lintInPool, servePool, workerEntryOr } from './pool.js';
import { type ReadOutcome, readDescriptor } from './read.js';
import type { Workspace } from '../formats/types.js';
import { fsWorkspace } from './workspace.js';

/**
 * Automatic parallelism starts at this many files. Each worker loads the bundle and compiles its own
 * validators, so workers only pay on many files: `npm run bench` measures the break-even ("worker pool
 * break-even"). On the 2-core machine, with a file taking about 0.8 ms, two workers were 31% slower at
 * 1,000 files, even at 3,000 and 46% faster at 10,000.
 */
export const AUTO_PARALLEL_FILES = 3_000;

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
   * Worker threads to lint on: 1 lints in this thread; undefined chooses: one per available core when
   * there are at least AUTO_PARALLEL_FILES files, otherwise 1.
   */
  jobs?: number;
}

/** What linting one file needs; `workspace` is the run's, shared by its files so each folder is looked at once. */
type FileOptions = Pick<RunOptions, 'catalogue' | 'config' | 'root'> & { workspace?: Workspace };

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
  // More threads than cores only add start-up cost and memory.
  const jobs = Math.min(files.length, availableParallelism(), options.jobs ?? (files.length >= AUTO_PARALLEL_FILES ? availableParallelism() : 1));
  const shared = { ...options, workspace: fsWorkspace(root) };
  const results =
    jobs > 1
      ? await lintInPool(files, {
          ...options,
          workers: jobs,
          entry: workerEntryOr(sourceWorkerEntry()),
          lintOne: (file) => lintFileSafely(file, shared),
          crashed: (file, why) => crashedFile(file, why, shared),
        })
      : await lintHere(files, shared);
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

/** Lints in this thread, one file at a time (reads are synchronous: see read.ts). */
async function lintHere(files: readonly DiscoveredFile[], options: FileOptions): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const file of files) results.push(await lintFileSafely(file, options));
  return results;
}

/** `lintFile`, with a crash turned into an `mcpdesc.internal` finding on the file instead of failing the run. */
async function lintFileSafely(file: DiscoveredFile, options: FileOptions): Promise<FileResult> {
  try {
    return await lintFile(file, options);
  } catch (error) {
    return crashedFile(file, error instanceof Error ? `${error.name}: ${error.message}` : String(error), options);
  }
}

function crashedFile(file: DiscoveredFile, why: string, options: Pick<FileOptions, 'catalogue' | 'config' | 'workspace'>): FileResult {
  return crashed(file.path, why, engineOptions(file, options));
}

export async function lintFile(file: DiscoveredFile, options: FileOptions): Promise<FileResult> {
  return lintRead(file, readDescriptor(file.absolute, options.root, options.config.limits.maxFileBytes), options);
}

/** Lints what was read for a file (from disk, or from a stream such as standard input). */
export function lintRead(file: Pick<DiscoveredFile, 'path' | 'explicit'>, read: ReadOutcome, options: FileOptions): FileResult {
  if (!read.ok) return unreadable(file.path, read, engineOptions(file, options));
  return lintSource(file.path, read.text, engineOptions(file, options));
}

function engineOptions(
  file: Pick<DiscoveredFile, 'path' | 'explicit'>,
  options: Pick<FileOptions, 'catalogue' | 'config' | 'workspace'> & { root?: string },
): LintOptions {
  const { catalogue, config, root } = options;
  return {
    catalogue,
    settings: settingsFor(config, file.path),
    limits: config.limits,
    ignore: ignoresFor(config, file.path),
    ...(root ? { workspace: options.workspace ?? fsWorkspace(root) } : {}),
    ...(file.explicit ? { explicit: true } : {}),
  };
}

/** In a pool worker: lint the batches the main thread sends (called by the entry points). */
export function serveLintWorker(): void {
  // A worker serves one run, so its files share one workspace.
  let workspace: Workspace | undefined;
  servePool((file, options) => lintFileSafely(file, { ...options, workspace: (workspace ??= fsWorkspace(options.root)) }));
}

/** The module a worker starts on when no bundle registered its entry point (mcpdesc run from its sources). */
function sourceWorkerEntry(): string {
  return new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.js', import.meta.url).href;
}
