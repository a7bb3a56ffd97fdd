/**
 * Where a path inside the workspace really leads, judged component by component: a symlinked folder
 * anywhere on the way (`servers -> /elsewhere`, then `servers/a.mcp.json`) is refused, not only a
 * symlink in the last component. Shared by every read of the repository (linted files, the
 * configuration, the baseline, the workspace view rules read through).
 */
import { constants, lstatSync, realpathSync, type Stats } from 'node:fs';
import { basename, dirname, isAbsolute, join, sep } from 'node:path';
import { decodeFileName, fsPath } from '../util/file-names.js';
import { relativeTo } from './relative.js';

// realpath(3) in one call: Node's JavaScript realpathSync makes a system call per path component.
const realpath = realpathSync.native;

export type Containment =
  /** Lexically outside the workspace (a file named on the command line): not judged here. */
  | { kind: 'outside' }
  /**
   * No symlink between the workspace and the file; `real` is its real path. `type`: what the path is,
   * when the check looked at it (lstat), so the caller needs no second look.
   */
  | { kind: 'plain'; real: string; type?: PathType }
  /** The last component is a symlink (or nothing exists there): `real` is where it leads, if anywhere. */
  | { kind: 'last'; real: string | undefined }
  /** `folder` (workspace-relative, POSIX), on the way to the file, is a symlink. */
  | { kind: 'folder'; folder: string }
  /** The folders on the way could not be resolved (`code`, e.g. ENAMETOOLONG, EACCES). */
  | { kind: 'error'; code: string };

let lastRoot: { root: string; real: string } | undefined;

/** The workspace root resolved, once per root: every file of a run asks for the same one. */
export function realRootOf(root: string): string {
  if (lastRoot?.root !== root) lastRoot = { root, real: realpath(root) };
  return lastRoot.real;
}

/** What a path is, as lstat says: a symlink is none of these (it is judged apart). */
export type PathType = 'file' | 'directory' | 'other';

/** Folders and files found to hold no symlink between the workspace and them, for one run: see `containment`. */
export interface PlainPaths {
  /** Each folder's real path when it is plain, else undefined. */
  readonly real: Map<string, string | undefined>;
  /** Each file (or folder) found plain (by its own lstat, its folder's listing, or an open that follows no link), by absolute path: the answer, given again. */
  readonly files: Map<string, Containment>;
}

/** Folders, and files, a run remembers at most; past it, it starts over (the answers stay the same). */
const MAX_FOLDERS = 20_000;

/**
 * The open flag that makes opening a symlink fail (ELOOP) instead of following it, atomically with the
 * open; undefined where the system has none (Windows). Where it exists, a file in a plain folder is
 * opened with it instead of being looked at (lstat) first: the bench's source monorepo made 2,400 lstat
 * calls, one per file, only to learn that none was a link. Where it does not, every file is looked at.
 */
export const NO_FOLLOW: number | undefined = constants.O_NOFOLLOW;

/** Remembers that the file (or folder) at `absolute`, whose real path is `real`, is plain and what it is. */
export function rememberPlain(folders: PlainPaths, absolute: string, real: string, type: PathType): void {
  if (folders.files.size >= MAX_FOLDERS) folders.files.clear();
  folders.files.set(absolute, { kind: 'plain', real, type });
}

/**
 * Remembers what a listing of the plain folder `folder` (real path `real`) found, by the entries' types
 * (readdir's d_type): a file or folder that is no symlink needs no lstat of its own. Only where NO_FOLLOW
 * exists: a file found so is opened with it, so one swapped for a symlink since is still not followed.
 * An entry of unknown type (some file systems give none) or a name that is not UTF-8 is left to the lstat.
 */
export function rememberListed(folders: PlainPaths, folder: string, real: string, name: string, entry: { isFile(): boolean; isDirectory(): boolean }): void {
  if (NO_FOLLOW === undefined || name.includes('\uFFFD')) return;
  const type = entry.isFile() ? 'file' : entry.isDirectory() ? 'directory' : undefined;
  if (type !== undefined) rememberPlain(folders, join(folder, name), join(real, name), type);
}

/** An empty memory of plain paths, for one run: the run does not change the repository it reads. */
export function plainPaths(): PlainPaths {
  return { real: new Map(), files: new Map() };
}

/**
 * A path's real path equals the real root joined with its relative path exactly when no component
 * below the root is a symlink (realpath's answer holds none): one system call for the common case.
 * Otherwise the folder is resolved the same way, to tell a symlinked folder from a symlinked file.
 * With `folders`, a folder is resolved once per run, and a file in a plain one that is no symlink
 * itself (one lstat) is plain: realpath(3) resolves every component of the path again, and once per
 * file read (twice for a package's files, which the consistency rules read too) that was about 140 ms
 * of a 2.7 s CPU profile of the bench's 2,400-file source monorepo. That answer is remembered too,
 * with what the lstat found: a package's file was lstat'ed four times (twice for its kind, once for
 * each of the consistency rules' read and the runner's). `opening`: the caller opens the file next, with
 * NO_FOLLOW where it exists; a file in a plain folder not known yet is then answered plain without a
 * look (no `type`, not remembered), and the caller judges it again, whole, if that open fails.
 */
export function containment(absolute: string, root: string, folders?: PlainPaths, opening = false): Containment {
  const rel = relativeTo(root, absolute);
  if (outside(rel)) return { kind: 'outside' };
  let realRoot: string;
  try {
    realRoot = realRootOf(root);
  } catch (error) {
    return { kind: 'error', code: (error as NodeJS.ErrnoException).code ?? 'error' };
  }
  if (folders && rel !== '') {
    const known = folders.files.get(absolute);
    if (known) return known;
    const realFolder = plainFolder(folders, dirname(absolute), root, realRoot);
    // Not looked at: the caller opens it with NO_FOLLOW, and judges it whole if that fails.
    if (realFolder !== undefined && opening && NO_FOLLOW !== undefined) return { kind: 'plain', real: join(realFolder, basename(absolute)) };
    const type = realFolder === undefined ? undefined : unlinkedType(absolute);
    if (realFolder !== undefined && type !== undefined) {
      rememberPlain(folders, absolute, join(realFolder, basename(absolute)), type);
      return { kind: 'plain', real: join(realFolder, basename(absolute)), type };
    }
  }
  const real = resolved(absolute);
  if (real.path !== undefined && real.path === (rel === '' ? realRoot : join(realRoot, rel))) return { kind: 'plain', real: real.path };
  if (rel === '') return { kind: 'last', real: real.path };
  const folder = dirname(absolute);
  const folderRel = relativeTo(root, folder);
  if (folderRel !== '') {
    const realFolder = resolved(folder);
    if (realFolder.path === undefined) return { kind: 'error', code: realFolder.code };
    if (realFolder.path !== join(realRoot, folderRel)) {
      // Told apart by lstat: on a case-insensitive file system a name typed in another case differs too.
      const link = firstLink(root, folderRel);
      if (link !== undefined) return { kind: 'folder', folder: link };
    }
  }
  return { kind: 'last', real: real.path };
}

/** The folder's real path when no component below the root is a symlink, remembered in `folders`. */
function plainFolder(folders: PlainPaths, folder: string, root: string, realRoot: string): string | undefined {
  if (folders.real.has(folder)) return folders.real.get(folder);
  const folderRel = relativeTo(root, folder);
  const real = folderRel === '' ? realRoot : resolved(folder).path;
  const plain = real !== undefined && real === (folderRel === '' ? realRoot : join(realRoot, folderRel)) ? real : undefined;
  if (folders.real.size >= MAX_FOLDERS) folders.real.clear();
  folders.real.set(folder, plain);
  return plain;
}

/** What the path is when it is no symlink; undefined for a symlink or a path that cannot be looked at, so the full check decides. */
function unlinkedType(path: string): PathType | undefined {
  let stats: Stats | undefined;
  try {
    stats = lstatSync(fsPath(path), { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
  if (!stats || stats.isSymbolicLink()) return undefined;
  return stats.isFile() ? 'file' : stats.isDirectory() ? 'directory' : 'other';
}

/** Whether `target` is the root or lies inside it. */
export function within(root: string, target: string): boolean {
  return !outside(relativeTo(root, target));
}

/** A relative path that climbs out (a name such as "..x" does not). */
function outside(rel: string): boolean {
  return rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel);
}

function resolved(path: string): { path: string; code?: undefined } | { path: undefined; code: string } {
  try {
    const bytes = fsPath(path);
    // As text when that is exact: a name that is not UTF-8 comes back with U+FFFD, and is read again as bytes.
    const text = realpath(bytes);
    return { path: text.includes('\uFFFD') ? decodeFileName(realpath(bytes, { encoding: 'buffer' })) : text };
  } catch (error) {
    return { path: undefined, code: (error as NodeJS.ErrnoException).code ?? 'error' };
  }
}

/**
 * The first symlinked folder of `folderRel`, as a POSIX path (asked only once a real path differs);
 * one that cannot be looked at counts as one, so that a doubt refuses the path.
 */
function firstLink(root: string, folderRel: string): string | undefined {
  const parts = folderRel.split(sep);
  for (let i = 1; i <= parts.length; i++) {
    const folder = parts.slice(0, i);
    try {
      if (lstatSync(fsPath(join(root, ...folder))).isSymbolicLink()) return folder.join('/');
    } catch {
      return folder.join('/');
    }
  }
  return undefined;
}
