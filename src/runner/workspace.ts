/**
 * The engine's view of the repository around a file (src/formats/types.ts `Workspace`), read under the
 * same policy as linted files: only inside the workspace (symlinks resolved), never under a VCS folder,
 * only regular files, never more than asked for.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, opendirSync, readSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { Workspace } from '../formats/types.js';
import { containment, type PlainFolders, realRootOf } from './contain.js';

const VCS = new Set(['.git', '.hg', '.svn']);

/** `folders`: the run's plain folders (see `containment`), for a workspace read while the repository stays as it is. */
export function fsWorkspace(root: string, folders?: PlainFolders): Workspace {
  const inside = (path: string): string | undefined => {
    if (path === '') return safeRealpath(root);
    if (isAbsolute(path) || path.split('/').some((part) => part === '..' || VCS.has(part))) return undefined;
    try {
      // Component by component: no symlinked folder on the way, and a symlinked file only to inside the workspace.
      const where = containment(join(root, ...path.split('/')), root, folders);
      if (where.kind === 'plain') return where.real;
      if (where.kind !== 'last' || where.real === undefined) return undefined;
      const rel = relative(realRootOf(root), where.real);
      if (rel === '') return where.real;
      if (rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).some((part) => VCS.has(part))) return undefined;
      return where.real;
    } catch {
      return undefined;
    }
  };
  return {
    kind(path) {
      const real = inside(path);
      if (!real) return undefined;
      try {
        const stats = lstatSync(real);
        return stats.isFile() ? 'file' : stats.isDirectory() ? 'directory' : undefined;
      } catch {
        return undefined;
      }
    },
    head(path, max) {
      const real = inside(path);
      if (!real) return undefined;
      let handle: number | undefined;
      try {
        handle = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK);
        const stats = fstatSync(handle);
        if (!stats.isFile()) return undefined;
        // No larger than the file: a zero-filled buffer of `max` bytes per call cost a source monorepo's run a tenth of its time.
        const buffer = Buffer.alloc(Math.max(0, Math.min(max, 16 * 1024 * 1024, stats.size)));
        const read = readSync(handle, buffer, 0, buffer.length, 0);
        return buffer.subarray(0, read);
      } catch {
        return undefined;
      } finally {
        if (handle !== undefined) closeSync(handle);
      }
    },
    list(path, max) {
      const real = inside(path);
      if (!real) return undefined;
      // A folder is read entry by entry, so a huge one costs no more than `max` names.
      try {
        const dir = opendirSync(real);
        const names: string[] = [];
        try {
          for (let entry = dir.readSync(); entry !== null && names.length < max; entry = dir.readSync()) {
            if (!VCS.has(entry.name)) names.push(entry.name);
          }
        } finally {
          dir.closeSync();
        }
        return names.sort();
      } catch {
        return undefined;
      }
    },
  };
}

function safeRealpath(path: string): string | undefined {
  try {
    return realRootOf(path);
  } catch {
    return undefined;
  }
}

/** Entries a cached workspace remembers at most; past it, it starts over (the answers stay the same). */
const MAX_CACHED = 20_000;

/**
 * `workspace` with its answers remembered, for the files of one run: the files of a folder ask the same
 * questions about the folders above them, and the run does not change the repository it reads.
 * File contents (`head`) are not kept (they would pin memory); a path that is not a file is not read.
 */
export function cachedWorkspace(workspace: Workspace): Workspace {
  const kinds = new Map<string, ReturnType<Workspace['kind']>>();
  const lists = new Map<string, readonly string[] | undefined>();
  const remember = <T>(cache: Map<string, T>, key: string, make: () => T): T => {
    if (cache.has(key)) return cache.get(key) as T;
    if (cache.size >= MAX_CACHED) cache.clear();
    const value = make();
    cache.set(key, value);
    return value;
  };
  const kind = (path: string) => remember(kinds, path, () => workspace.kind(path));
  return {
    stable: true,
    kind,
    // Every descriptor asks for the package manifests of its folder, most of which do not exist: the
    // remembered kind answers those without a system call.
    head: (path, max) => (kind(path) === 'file' ? workspace.head(path, max) : undefined),
    list: (path, max) => {
      const names = remember(lists, `${max}\u0000${path}`, () => workspace.list(path, max));
      return names && [...names];
    },
  };
}
