/** The code cache stays bounded (src/cli/cache-prune.ts): other builds' entries go, this build's and anything not an entry stay. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { bundleHashes, CHUNK_HEADER, PRUNE_AFTER_MS, pruneCache } from '../src/cli/cache-prune.js';

const hash = (c: string) => c.repeat(64);
const CURRENT = hash('a');
const STALE = hash('b');
const NOW = Date.UTC(2026, 11, 4, 12);
const OLD = (NOW - PRUNE_AFTER_MS - 1000) / 1000;
const RECENT = (NOW - PRUNE_AFTER_MS / 2) / 1000;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcpdesc-cache-prune-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A file (or folder, with no text) at `path` under the test folder, last changed at `time` (seconds). */
function put(path: string, time: number, text?: string): string {
  const full = join(dir, path);
  if (text === undefined) mkdirSync(full, { recursive: true });
  else writeFileSync(full, text);
  utimesSync(full, time, time);
  return full;
}

describe('pruneCache', () => {
  it("removes other builds' entries and unfinished writes unchanged for an hour, and keeps the rest", () => {
    put('top/v22.11.0-x64', RECENT);
    put(`top/v22.11.0-x64/${CURRENT}`, OLD, 'current');
    put(`top/v22.11.0-x64/${STALE}`, OLD, 'stale');
    put(`top/v22.11.0-x64/${CURRENT}-0badf1a9`, OLD, 'current, made under other V8 flags');
    put(`top/v22.11.0-x64/${STALE}-0badf1a9`, OLD, 'stale, made under other V8 flags');
    put(`top/v22.11.0-x64/${hash('c')}`, RECENT, 'another build, used within the hour');
    put(`top/v22.11.0-x64/${CURRENT}.123-abc`, OLD, 'a write that never finished');
    put(`top/v22.11.0-x64/${CURRENT}.456-def`, RECENT, 'a write under way');
    put('top/v22.11.0-x64/notes.txt', OLD, 'not an entry');
    put(`top/v22.11.0-x64/${hash('d')}`, OLD);
    // Touched last: adding entries changes the folder.
    utimesSync(join(dir, 'top/v22.11.0-x64'), RECENT, RECENT);

    pruneCache(join(dir, 'top'), new Set([CURRENT]), NOW);

    expect(readdirSync(join(dir, 'top/v22.11.0-x64')).sort()).toEqual(
      [CURRENT, `${CURRENT}-0badf1a9`, `${CURRENT}.456-def`, hash('c'), hash('d'), 'notes.txt'].sort(),
    );
  });

  it("empties an old Node's folder of other builds' entries and removes it, and leaves other folders alone", () => {
    put('top/v20.1.0-x64', OLD);
    put(`top/v20.1.0-x64/${STALE}`, OLD, 'stale');
    put(`top/v20.1.0-x64/${CURRENT}`, OLD, 'current');
    utimesSync(join(dir, 'top/v20.1.0-x64'), OLD, OLD);
    put('top/v18.0.0-arm64', OLD);
    put(`top/v18.0.0-arm64/${STALE}`, OLD, 'stale');
    utimesSync(join(dir, 'top/v18.0.0-arm64'), OLD, OLD);
    put('top/other', OLD);
    put(`top/other/${STALE}`, OLD, 'not a Node folder');

    pruneCache(join(dir, 'top'), new Set([CURRENT]), NOW);

    expect(readdirSync(join(dir, 'top/v20.1.0-x64'))).toEqual([CURRENT]);
    expect(existsSync(join(dir, 'top/v18.0.0-arm64'))).toBe(false);
    expect(readdirSync(join(dir, 'top/other'))).toEqual([STALE]);
  });

  it('follows no link, and removes nothing outside the cache', () => {
    put('outside', OLD);
    const target = put(`outside/${STALE}`, OLD, 'not the cache');
    put('top/v22.11.0-x64', OLD);
    symlinkSync(target, join(dir, `top/v22.11.0-x64/${hash('e')}`));
    symlinkSync(join(dir, 'outside'), join(dir, 'top/v20.1.0-x64'));

    pruneCache(join(dir, 'top'), new Set([CURRENT]), NOW);

    expect(readdirSync(join(dir, 'outside'))).toEqual([STALE]);
    expect(readdirSync(join(dir, 'top')).sort()).toEqual(['v20.1.0-x64', 'v22.11.0-x64']);
    expect(readdirSync(join(dir, 'top/v22.11.0-x64'))).toEqual([hash('e')]);
  });

  it('does nothing when the folder does not exist', () => {
    expect(() => pruneCache(join(dir, 'missing'), new Set(), NOW)).not.toThrow();
  });
});

describe('bundleHashes', () => {
  it("reads the hash heading each chunk and vendored module, and nothing else's", () => {
    put('cli', OLD);
    put('cli/index.js', OLD, '#!/usr/bin/env node\nimport x from "y";\n');
    put('cli/1.index.js', OLD, `${CHUNK_HEADER}${CURRENT}\n(function (chunk) {})`);
    put('cli/2.index.js', OLD, `${CHUNK_HEADER}${STALE}\n(function (chunk) {})`);
    put('cli/3.index.js', OLD, CHUNK_HEADER.slice(0, 5));
    put('cli/vendor/typescript', OLD);
    put('cli/vendor/typescript/index.cjs', OLD, `${CHUNK_HEADER}${hash('c')}\n(function (exports) {})`);
    put('cli/vendor/empty', OLD);

    expect([...bundleHashes(join(dir, 'cli'))].sort()).toEqual([CURRENT, STALE, hash('c')]);
  });
});
