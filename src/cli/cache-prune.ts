/**
 * Keeps the CLI's code cache (src/cli/chunk-cache.ts) bounded. Its entries are named by the SHA-256 of the
 * script they compile, so each new build or release adds its own (TypeScript's alone is 2.5 MB) and
 * nothing reads the old ones again. When a run has written new entries, it removes, in the folder of every
 * Node version, the entries of scripts this bundle no longer has and the temporary files of writes that
 * never finished, then the folders left empty. Only what has not changed for an hour goes: another build
 * run by turns (a global install beside a project's) or a write under way keeps its files. Nothing is
 * followed through a link, nothing but cache entries is removed, and any failure leaves the file in place.
 */
import { closeSync, type Dirent, lstatSync, openSync, readdirSync, readSync, rmdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

/** How scripts/bundle.js begins each script: this, then the SHA-256 of the rest in hex. */
export const CHUNK_HEADER = '// mcpdesc chunk ';
export const HASH_LENGTH = 64;

/** How long an entry of another build, or an unfinished write, is left alone. */
export const PRUNE_AFTER_MS = 60 * 60 * 1000;

/** A cache entry (`<sha-256>-<flags>`, chunk-cache.ts; `<sha-256>` before), or one being written (`<entry>.<pid>-<random>`). */
const ENTRY = /^([0-9a-f]{64})(?:-[0-9a-f]{8})?(\.[0-9]+-[0-9a-z]+)?$/;
/** A Node version's folder (`v22.11.0-x64`). */
const NODE_FOLDER = /^v[0-9]+\.[0-9]+\.[0-9]+[0-9A-Za-z.+-]*$/;

function entries(folder: string): Dirent[] {
  try {
    return readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** The SHA-256 a script of the bundle begins with, if it is one. */
function scriptHash(path: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const head = Buffer.alloc(CHUNK_HEADER.length + HASH_LENGTH);
    const read = readSync(fd, head, 0, head.length, 0);
    const text = head.subarray(0, read).toString('latin1');
    return text.startsWith(CHUNK_HEADER) ? text.slice(CHUNK_HEADER.length) : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The hashes of the bundle's scripts: its chunks (`*.js` beside the entry) and vendored modules (`vendor/<name>/index.cjs`). */
export function bundleHashes(bundleFolder: string): Set<string> {
  const hashes = new Set<string>();
  const add = (path: string): void => {
    const hash = scriptHash(path);
    if (hash !== undefined) hashes.add(hash);
  };
  for (const entry of entries(bundleFolder)) if (entry.isFile() && entry.name.endsWith('.js')) add(join(bundleFolder, entry.name));
  const vendor = join(bundleFolder, 'vendor');
  for (const entry of entries(vendor)) if (entry.isDirectory()) add(join(vendor, entry.name, 'index.cjs'));
  return hashes;
}

/** Whether the file or folder has not changed since `before` (a link or anything else unreadable: no). */
function unchangedSince(path: string, before: number, folder: boolean): boolean {
  try {
    const stat = lstatSync(path);
    return (folder ? stat.isDirectory() : stat.isFile()) && stat.mtimeMs < before;
  } catch {
    return false;
  }
}

/**
 * Removes from each Node version's folder of `top` the entries not in `keep` and the unfinished writes,
 * those unchanged for PRUNE_AFTER_MS, and then each folder left empty that had not changed either (not
 * the one this run has just written to).
 */
export function pruneCache(top: string, keep: ReadonlySet<string>, now: number = Date.now()): void {
  const before = now - PRUNE_AFTER_MS;
  for (const version of entries(top)) {
    if (!version.isDirectory() || !NODE_FOLDER.test(version.name)) continue;
    const folder = join(top, version.name);
    // Before its entries go, which changes it.
    const stale = unchangedSince(folder, before, true);
    for (const entry of entries(folder)) {
      const match = ENTRY.exec(entry.name);
      if (!entry.isFile() || match === null || (match[2] === undefined && keep.has(match[1]))) continue;
      const path = join(folder, entry.name);
      try {
        if (unchangedSince(path, before, false)) unlinkSync(path);
      } catch {
        // Removed by a concurrent run, or not ours to remove: left as it is.
      }
    }
    try {
      if (stale) rmdirSync(folder);
    } catch {
      // Not empty (most often): kept.
    }
  }
}
