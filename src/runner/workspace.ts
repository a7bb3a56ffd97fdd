/**
 * The engine's view of the repository around a file (src/formats/types.ts `Workspace`), read under the
 * same policy as linted files: only inside the workspace (symlinks resolved), never under a VCS folder,
 * only regular files, never more than asked for.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, opendirSync, readSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { Workspace } from '../formats/types.js';
import { type Containment, containment, realRootOf } from './contain.js';
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
  const inside = (path: string): Inside | undefined => {
    if (path === '') {
      const real = safeRealpath(root);
      return real === undefined ? undefined : { real };
    }
    if (isAbsolute(path) || path.split('/').some((part) => part === '..' || VCS.has(part))) return undefined;
    try {
      // Component by component: no symlinked folder on the way, and a symlinked file only to inside the workspace.
      const where = containment(join(root, ...path.split('/')), root, reads?.paths);
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
      const where = inside(path);
      if (!where) return undefined;
      const real = where.real;
      // Read whole from this very file (a regular one) earlier in the run.
      const kept = where.plain ? reads?.kept.peek(real) : undefined;
      if (kept !== undefined) return kept.subarray(0, Math.max(0, Math.min(max, MAX_HEAD)));
      let handle: number | undefined;
      try {
        handle = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK);
        const stats = fstatSync(handle);
        if (!stats.isFile()) return undefined;
        // No larger than the file: a zero-filled buffer of `max` bytes per call cost a source monorepo's run a tenth of its time.
        const buffer = Buffer.alloc(Math.max(0, Math.min(max, MAX_HEAD, stats.size)));
        const read = readSync(handle, buffer, 0, buffer.length, 0);
        const bytes = buffer.subarray(0, read);
        if (where.plain && read === stats.size) reads?.kept.keep(real, bytes);
        return bytes;
      } catch {
        return undefined;
      } finally {
        if (handle !== undefined) closeSync(handle);
      }
    },
    list(path, max) {
      const real = inside(path)?.real;
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
