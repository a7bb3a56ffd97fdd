/**
 * Finds candidate MCP files. A directory is searched for files matching the include globs (by default
 * every format's usual paths; minus the exclude globs), skipping dependency and VCS folders and never
 * following symlinked directories; a file named explicitly is always linted. Which format a file is,
 * and whether it is an MCP file at all, the engine decides from its content.
 */
import { lstat as lstatCallback, readdir as readdirCallback, type Stats } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { decodeFileName, fsPath } from '../util/file-names.js';
import { testFolder } from '../engine/test-source.js';
import { globMatcher } from '../util/glob.js';
import { containment } from './contain.js';
import { relativeTo } from './relative.js';

// node:fs's callbacks, not node:fs/promises: loading that (and the readline and watcher modules it
// brings) is a noticeable part of a one-file run's start.
const lstat = promisify(lstatCallback);
const readdir = promisify(readdirCallback);

/**
 * Folders that never hold a project's own descriptors or servers. `vendor` holds copies of other
 * projects' code (Go modules, Composer, Bundler): findings there would land on code the user does not own.
 */
export const SKIPPED_DIRECTORIES: ReadonlySet<string> = new Set([
  'node_modules',
  'vendor',
  '.git',
  '.hg',
  '.svn',
  '.venv',
  'venv',
  '__pycache__',
  '.tox',
  '.cache',
  '.next',
  '.turbo',
]);

export interface DiscoverOptions {
  root: string;
  include: readonly string[];
  exclude: readonly string[];
}

export interface DiscoveredFile {
  absolute: string;
  /** POSIX path relative to the root, as reports show it. */
  path: string;
  /** Named as an argument rather than found in a folder: a file that is no MCP file gets a finding. */
  explicit?: boolean;
  /** A folder discovery could not list (the error's code): reported as a finding on the folder, never skipped. */
  unlisted?: string;
  /** Found in a folder named as a path that is a test folder or inside one: its tests and fixtures were asked for. */
  testsAsked?: boolean;
}

export interface Discovery {
  files: DiscoveredFile[];
  /** Arguments that name nothing on disk. */
  missing: string[];
  /** Folder arguments in which no file matched the include globs. */
  empty: string[];
}

export function toPosix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}

export function displayPath(root: string, absolute: string): string {
  const rel = relativeTo(root, absolute);
  return toPosix(rel === '' ? '.' : rel);
}

export async function discover(paths: readonly string[], options: DiscoverOptions): Promise<Discovery> {
  const { included, excluded } = matchers(options);
  const found = new Map<string, DiscoveredFile>();
  // Set while a folder argument that is a test folder (or inside one) is searched.
  let testsAsked = false;
  const add = (absolute: string, explicit = false, unlisted?: string) => {
    if (!explicit && found.has(absolute)) return;
    found.set(absolute, {
      absolute,
      path: displayPath(options.root, absolute),
      ...(explicit ? { explicit } : {}),
      ...(unlisted ? { unlisted } : {}),
      ...(testsAsked && !explicit ? { testsAsked } : {}),
    });
  };

  const walk = async (dir: string, base: string): Promise<void> => {
    let entries;
    try {
      entries = await readDirectory(dir);
    } catch (error) {
      // A folder that vanished holds nothing; one that cannot be listed (a path past PATH_MAX, no
      // permission) may hold MCP files, so it is reported, never skipped in silence.
      const code = errorCode(error);
      if (!ABSENT.has(code)) add(dir, true, code);
      return;
    }
    for (const entry of entries) {
      const absolute = join(dir, entry.name);
      const rel = matchPath(options.root, base, absolute);
      if (entry.isDirectory()) {
        // A folder is searched whatever its name: one named like an MCP file (Next.js serves
        // .well-known/mcp/server-card from a folder of that name holding route.ts) is no file a client reads,
        // and nothing in it goes unchecked.
        if (!SKIPPED_DIRECTORIES.has(entry.name) && !excludedFolder(excluded, rel)) await walk(absolute, base);
      } else if (included(rel) && !excluded(rel)) {
        // Symlinks, pipes and devices named like descriptors are listed too and judged when read, so
        // each gets a finding saying why it was not checked instead of being skipped in silence.
        add(absolute);
      }
    }
  };

  const missing: string[] = [];
  const empty: string[] = [];
  for (const input of paths) {
    const absolute = isAbsolute(input) ? input : resolve(options.root, input);
    const stats = await look(absolute);
    if (stats === 'absent') {
      missing.push(input);
    } else if (typeof stats === 'string') {
      // There, but not to be looked at (ENAMETOOLONG, EACCES): reading it says why, as a finding.
      add(absolute, true);
    } else if (stats.isDirectory() && containment(absolute, options.root).kind === 'folder') {
      // A folder reached through a symlinked folder is not searched (it may list files outside the
      // workspace): named as a file, it gets the finding reading it gives.
      add(absolute, true);
    } else if (stats.isDirectory()) {
      const before = found.size;
      testsAsked = isTestFolder(options.root, absolute);
      await walk(absolute, absolute);
      testsAsked = false;
      if (found.size === before) empty.push(input);
    } else {
      add(absolute, true);
    }
  }
  return { files: sorted(found), missing, empty };
}

/**
 * The files among `candidates` (root-relative POSIX paths, such as the files git says changed) that
 * `discover(paths)` would return, found without walking any folder: a candidate must be named in
 * `paths` or lie in a folder of `paths`, pass the globs and skipped folders, and still exist.
 */
export async function discoverAmong(candidates: ReadonlySet<string>, paths: readonly string[], options: DiscoverOptions): Promise<Discovery> {
  const { included, excluded } = matchers(options);
  const inputs: { absolute: string; directory: boolean; testsAsked: boolean }[] = [];
  const missing: string[] = [];
  for (const input of paths) {
    const absolute = isAbsolute(input) ? input : resolve(options.root, input);
    const stats = await look(absolute);
    if (stats === 'absent') missing.push(input);
    // One that cannot be looked at may be a folder: its changed files are read, and say why they cannot be.
    else inputs.push({ absolute, directory: typeof stats === 'string' || stats.isDirectory(), testsAsked: isTestFolder(options.root, absolute) });
  }
  const found = new Map<string, DiscoveredFile>();
  for (const candidate of candidates) {
    const absolute = resolve(options.root, candidate);
    const wanted = inputs.find((input) => {
      if (!input.directory) return input.absolute === absolute;
      const inside = relative(input.absolute, absolute);
      if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return false;
      const folders = toPosix(inside).split('/').slice(0, -1);
      const rel = matchPath(options.root, input.absolute, absolute);
      const prefix = rel.split('/');
      return (
        !folders.some((name, i) => SKIPPED_DIRECTORIES.has(name) || excludedFolder(excluded, prefix.slice(0, prefix.length - folders.length + i).join('/'))) &&
        included(rel) &&
        !excluded(rel)
      );
    });
    if (!wanted) continue;
    const stats = await look(absolute);
    const explicit = inputs.some((input) => !input.directory && input.absolute === absolute);
    // Only a file that is not there was deleted: one whose lstat fails otherwise (a path past PATH_MAX)
    // is read, and gets the finding reading it gives.
    if (stats === 'absent') continue;
    if (typeof stats === 'string' || stats.isFile() || stats.isSymbolicLink())
      found.set(absolute, {
        absolute,
        path: displayPath(options.root, absolute),
        ...(explicit ? { explicit } : {}),
        ...(!explicit && wanted.directory && wanted.testsAsked ? { testsAsked: true } : {}),
      });
  }
  // Only the changed files were asked about, so a folder without any is no mistake.
  return { files: sorted(found), missing, empty: [] };
}

/** Whether a folder named as a path is a test folder or inside one (`__tests__/conformance`): its fixtures are asked for. */
function isTestFolder(root: string, absolute: string): boolean {
  return testFolder(`${displayPath(root, absolute)}/-`) !== undefined;
}

/** Errors that mean nothing is at a path (it vanished, or a part of it is a file). */
const ABSENT: ReadonlySet<string> = new Set(['ENOENT', 'ENOTDIR']);

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? 'error';
}

/** A path's lstat, 'absent' when nothing is there, or the error's code when it cannot be looked at. */
async function look(absolute: string): Promise<Stats | string> {
  try {
    return await lstat(fsPath(absolute));
  } catch (error) {
    const code = errorCode(error);
    return ABSENT.has(code) ? 'absent' : code;
  }
}

/** A folder's entries by name; names are read as bytes, so one that is not UTF-8 still leads back to its file. */
async function readDirectory(dir: string) {
  const entries = (await readdir(fsPath(dir), { withFileTypes: true, encoding: 'buffer' })).map((entry) => ({
    name: decodeFileName(entry.name),
    isDirectory: () => entry.isDirectory(),
    isFile: () => entry.isFile(),
    isSymbolicLink: () => entry.isSymbolicLink(),
  }));
  return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function matchers(options: DiscoverOptions) {
  return {
    included: lazyMatcher(options.include),
    excluded: options.exclude.length > 0 ? lazyMatcher(options.exclude) : () => false,
  };
}

/**
 * A glob matcher compiled on its first call: a file named explicitly is never matched, so a one-file run
 * compiles no glob. Every format's globs (the default include) match without picomatch (util/glob.ts):
 * compiling and calling picomatch's was about 6 % of a run over 1,800 source files that are no MCP file.
 */
function lazyMatcher(globs: readonly string[]): (path: string) => boolean {
  let matcher: ((path: string) => boolean) | undefined;
  return (path) => {
    matcher ??= globMatcher(globs);
    return matcher(path);
  };
}

function excludedFolder(excluded: (path: string) => boolean, rel: string): boolean {
  return excluded(rel) || excluded(`${rel}/`);
}

function sorted(found: Map<string, DiscoveredFile>): DiscoveredFile[] {
  return [...found.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Globs match paths relative to the root, or to the searched folder when it lies outside the root. */
function matchPath(root: string, base: string, absolute: string): string {
  const rel = relativeTo(root, absolute);
  return toPosix(rel.startsWith('..') ? relativeTo(base, absolute) : rel);
}
