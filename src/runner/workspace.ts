/**
 * The engine's view of the repository around a file (src/formats/types.ts `Workspace`), read under the
 * same policy as linted files: only inside the workspace (symlinks resolved), never under a VCS folder,
 * only regular files, never more than asked for.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, opendirSync, readSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { Workspace } from '../formats/types.js';

const VCS = new Set(['.git', '.hg', '.svn']);
/** Answers kept per workspace (one run); past this many, the cache starts over, so memory stays bounded. */
const CACHED_ANSWERS = 20_000;

export function fsWorkspace(root: string): Workspace {
  let realRoot: string | undefined;
  const inside = (path: string): string | undefined => {
    if (path === '') return (realRoot ??= safeRealpath(root));
    if (isAbsolute(path) || path.split('/').some((part) => part === '..' || VCS.has(part))) return undefined;
    const absolute = join(root, ...path.split('/'));
    try {
      realRoot ??= realpathSync(root);
      const real = realpathSync(absolute);
      const rel = relative(realRoot, real);
      if (rel === '') return real;
      if (rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).some((part) => VCS.has(part))) return undefined;
      return real;
    } catch {
      return undefined;
    }
  };
  // A run asks the same questions for every file of a folder (is this a package root, which manifests
  // are here): each is answered from the file system once, as a realpath and a stat cost more than a file's lint.
  const kinds = new Map<string, 'file' | 'directory' | undefined>();
  const lists = new Map<string, string[] | undefined>();
  const kindOf = (path: string): 'file' | 'directory' | undefined => {
    const real = inside(path);
    if (!real) return undefined;
    try {
      const stats = lstatSync(real);
      return stats.isFile() ? 'file' : stats.isDirectory() ? 'directory' : undefined;
    } catch {
      return undefined;
    }
  };
  const listOf = (path: string, max: number): string[] | undefined => {
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
  };
  return {
    kind(path) {
      if (kinds.has(path)) return kinds.get(path);
      if (kinds.size >= CACHED_ANSWERS) kinds.clear();
      const kind = kindOf(path);
      kinds.set(path, kind);
      return kind;
    },
    head(path, max) {
      // A path already known to be no readable file needs no second look.
      if (kinds.has(path) && kinds.get(path) !== 'file') return undefined;
      const real = inside(path);
      if (!real) return undefined;
      let handle: number | undefined;
      try {
        handle = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK);
        if (!fstatSync(handle).isFile()) return undefined;
        const buffer = Buffer.alloc(Math.max(0, Math.min(max, 16 * 1024 * 1024)));
        const read = readSync(handle, buffer, 0, buffer.length, 0);
        return buffer.subarray(0, read);
      } catch {
        return undefined;
      } finally {
        if (handle !== undefined) closeSync(handle);
      }
    },
    list(path, max) {
      const key = `${max} ${path}`;
      if (!lists.has(key)) {
        if (lists.size >= CACHED_ANSWERS) lists.clear();
        lists.set(key, listOf(path, max));
      }
      // A copy, so a caller that sorts or trims its list cannot change another's.
      return lists.get(key)?.slice();
    },
  };
}

function safeRealpath(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}
