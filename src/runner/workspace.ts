/**
 * The engine's view of the repository around a file (src/formats/types.ts `Workspace`), read under the
 * same policy as linted files: only inside the workspace (symlinks resolved), never under a VCS folder,
 * only regular files, never more than asked for.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, opendirSync, readSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { Workspace } from '../formats/types.js';
import { type Containment, containment, NO_FOLLOW, realRootOf, rememberListed } from './contain.js';
import type { RunReads } from './kept.js';

const VCS = new Set(['.git', '.hg', '.svn']);
/** Bytes `head` reads at most, whatever it is asked. */
const MAX_HEAD = 16 * 1024 * 1024;

/** Where a workspace path really is, when it may be read: `plain` when no symlink is on the way (see `containment`). */
type Inside = { real: string; plain?: Extract<Containment, { kind: 'plain' }> };

/**
 * `reads`: the run's (kept.ts), for a workspace read while the repository stays as it is: the paths it
 * found plain, and the bytes of plain files read whole, left for the runner's read of the same file.
 */
export function fsWorkspace(root: string, reads?: RunReads): Workspace {
  /** `remembered`: answered from the run's memory of plain paths, when it has one. */
  const inside = (path: string, remembered = true): Inside | undefined => {
    if (path === '') {
      const real = safeRealpath(root);
      return real === undefined ? undefined : { real };
    }
    if (isAbsolute(path) || path.split('/').some((part) => part === '..' || VCS.has(part))) return undefined;
    try {
      // Component by component: no symlinked folder on the way, and a symlinked file only to inside the workspace.
      const where = containment(join(root, ...path.split('/')), root, remembered ? reads?.paths : undefined);
      if (where.kind === 'plain') return { real: where.real, plain: where };
      if (where.kind !== 'last' || where.real === undefined) return undefined;
      const rel = relative(realRootOf(root), where.real);
      if (rel === '') return { real: where.real };
      if (rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).some((part) => VCS.has(part))) return undefined;
      return { real: where.real };
    } catch {
      return undefined;
    }
  };
  return {
    kind(path) {
      const where = inside(path);
      if (!where) return undefined;
      // The containment check looked at a plain path already.
      const type = where.plain?.type;
      if (type !== undefined) return type === 'other' ? undefined : type;
      try {
        const stats = lstatSync(where.real);
        return stats.isFile() ? 'file' : stats.isDirectory() ? 'directory' : undefined;
      } catch {
        return undefined;
      }
    },
    head(path, max) {
      const head = (where: Inside | undefined, remembered: boolean): Uint8Array | undefined => {
        if (!where) return undefined;
        const real = where.real;
        // Read whole from this very file (a regular one) earlier in the run.
        const kept = where.plain && remembered ? reads?.kept.peek(real) : undefined;
        if (kept !== undefined) return kept.subarray(0, Math.max(0, Math.min(max, MAX_HEAD)));
        let handle: number | undefined;
        try {
          // A plain path may be the run's memory (or its folder listing's): a symlink swapped in since is not followed.
          handle = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK | (where.plain ? (NO_FOLLOW ?? 0) : 0));
        } catch {
          // Judged again, whole, without that memory.
          return remembered && where.plain && reads ? head(inside(path, false), false) : undefined;
        }
        try {
          const stats = fstatSync(handle);
          if (!stats.isFile()) return undefined;
          // No larger than the file: a zero-filled buffer of `max` bytes per call cost a source monorepo's run a tenth of its time.
          const buffer = Buffer.alloc(Math.max(0, Math.min(max, MAX_HEAD, stats.size)));
          const read = readSync(handle, buffer, 0, buffer.length, 0);
          const bytes = buffer.subarray(0, read);
          if (where.plain && remembered && read === stats.size) reads?.kept.keep(real, bytes);
          return bytes;
        } catch {
          return undefined;
        } finally {
          closeSync(handle);
        }
      };
      return head(inside(path), true);
    },
    list(path, max) {
      const where = inside(path);
      if (!where) return undefined;
      const real = where.real;
      // A plain folder's entries are plain when they are no symlinks: their types say so (contain.ts).
      const folder = where.plain && reads ? join(root, ...path.split('/')) : undefined;
      // A folder is read entry by entry, so a huge one costs no more than `max` names.
      try {
        const dir = opendirSync(real);
        const names: string[] = [];
        try {
          for (let entry = dir.readSync(); entry !== null && names.length < max; entry = dir.readSync()) {
            if (VCS.has(entry.name)) continue;
            names.push(entry.name);
            if (folder !== undefined && reads) rememberListed(reads.paths, folder, real, entry.name, entry);
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
 * File contents (`head`) are not kept here (the run's reads keep some, bounded: kept.ts); a path that
 * is not a file is not read.
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
