/**
 * The release of an SDK a lockfile pins, read beside the manifest that names the SDK: package-lock.json,
 * pnpm-lock.yaml and yarn.lock for npm packages, uv.lock and poetry.lock for Python, Cargo.lock for Rust.
 * A manifest's range says the lowest release a server may run with; the lockfile says the one it is built
 * with. Lockfiles run to megabytes, so none is parsed: each reader finds the package's own entries with
 * `indexOf` and reads a bounded window after each, linear in the text. A lockfile that pins several
 * releases of the package (two packages of a workspace on different lines) does not say which one the
 * server has, and is not used; nor is one past the size read.
 */
import type { Workspace } from '../types.js';

/** Bytes of a lockfile read at most; a larger one is not used (its tail could pin another release). */
export const MAX_LOCKFILE = 16 << 20;
/** Characters of a release read at most. */
const RELEASE = /^\d[0-9A-Za-z.+-]{0,63}/;

export type Lockfile = 'package-lock.json' | 'pnpm-lock.yaml' | 'yarn.lock' | 'uv.lock' | 'poetry.lock' | 'Cargo.lock';

/** The lockfiles of npm packages, in the order they are tried. */
export const NPM_LOCKFILES: readonly Lockfile[] = ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock'];
export const PYTHON_LOCKFILES: readonly Lockfile[] = ['uv.lock', 'poetry.lock'];

export interface Locked {
  release: string;
  /** The lockfile's path. */
  at: string;
}

/** Releases found, by workspace, lockfile and package: a run's files share their lockfiles. */
const READ = new WeakMap<Workspace, Map<string, string | null>>();

/** The release of `pkg` the first of `names` in `folder` ('' is the root) pins, if one pins exactly one. */
export function lockedRelease(workspace: Workspace, folder: string, names: readonly Lockfile[], pkg: string): Locked | undefined {
  let cache = workspace.stable ? READ.get(workspace) : undefined;
  if (workspace.stable && !cache) READ.set(workspace, (cache = new Map()));
  for (const name of names) {
    const at = folder === '' ? name : `${folder}/${name}`;
    const key = `${at}\u0000${pkg}`;
    let release = cache?.get(key);
    if (release === undefined) {
      release = read(workspace, at, name, pkg);
      cache?.set(key, release);
    }
    if (release !== null) return { release, at };
  }
  return undefined;
}

/** The folder of a root-relative path ('' for the root). */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

function read(workspace: Workspace, at: string, name: Lockfile, pkg: string): string | null {
  if (workspace.kind(at) !== 'file') return null;
  const bytes = workspace.head(at, MAX_LOCKFILE);
  if (!bytes || bytes.length >= MAX_LOCKFILE) return null;
  const releases = RELEASES_IN[name](new TextDecoder().decode(bytes), pkg);
  return releases.size === 1 ? [...releases][0] : null;
}

const RELEASES_IN: Readonly<Record<Lockfile, (text: string, pkg: string) => Set<string>>> = {
  'package-lock.json': npmLock,
  'pnpm-lock.yaml': pnpmLock,
  'yarn.lock': yarnLock,
  'uv.lock': tomlLock,
  'poetry.lock': tomlLock,
  'Cargo.lock': tomlLock,
};

/** Each offset where `needle` occurs, in order. */
function* occurrences(text: string, needle: string): Generator<number> {
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) yield at;
}

/**
 * Whether only `allowed` characters, at most 40 of them, stand between the line's start and `at`: an
 * entry's key starts its line (after its indentation and quote), a dependency's mention does not.
 */
function startsLine(text: string, at: number, allowed: string): boolean {
  let j = at - 1;
  while (j >= 0 && at - j <= 40 && allowed.includes(text[j])) j--;
  return j < 0 || text[j] === '\n';
}

/** npm 7+ (lockfileVersion 2, 3): `"node_modules/<pkg>": { "version": "1.24.3", …`, the package installed at the top. */
function npmLock(text: string, pkg: string): Set<string> {
  const key = `"node_modules/${pkg}"`;
  const at = text.indexOf(key);
  if (at === -1) return new Set();
  // The entry's own fields, up to its first nested object or its end.
  const window = text.slice(at + key.length, at + key.length + 2_000);
  const open = /^\s*:\s*\{/.exec(window);
  if (!open) return new Set();
  const fields = window.slice(open[0].length).split(/[{}]/, 1)[0];
  const version = /"version"\s*:\s*"([^"\\]{1,64})"/.exec(fields)?.[1];
  return new Set(version && RELEASE.test(version) ? [version] : []);
}

/**
 * pnpm: the keys of `packages:` and `snapshots:`, `'<pkg>@1.24.3':` (v9), `/<pkg>@1.24.3:` (v6),
 * `/<pkg>/1.24.3:` (v5), with peers after the release in parentheses.
 */
function pnpmLock(text: string, pkg: string): Set<string> {
  const releases = new Set<string>();
  for (const at of occurrences(text, pkg)) {
    const after = at + pkg.length;
    if ((text[after] !== '@' && text[after] !== '/') || !startsLine(text, at, ' \'"/')) continue;
    const release = RELEASE.exec(text.slice(after + 1, after + 66))?.[0];
    const end = release ? text[after + 1 + release.length] : undefined;
    if (release && (end === ':' || end === "'" || end === '"' || end === '(')) releases.add(release);
  }
  return releases;
}

/** yarn (v1 and berry): an entry `"<pkg>@^1.24.0", …:` at the start of a line, its release on the next, `  version "1.24.3"` or `  version: 1.24.3`. */
function yarnLock(text: string, pkg: string): Set<string> {
  const releases = new Set<string>();
  for (const at of occurrences(text, `${pkg}@`)) {
    if (!startsLine(text, at, '"')) continue;
    const entry = text.slice(at, at + 2_000);
    const header = entry.indexOf('\n');
    if (header === -1) continue;
    const version = /^ {2}version:? +"?([^"\s]{1,64})"?/.exec(entry.slice(header + 1))?.[1];
    if (version && RELEASE.test(version)) releases.add(version);
  }
  return releases;
}

/** uv.lock, poetry.lock and Cargo.lock: a `[[package]]` table's `name = "<pkg>"` line, then `version = "1.24.0"`. */
function tomlLock(text: string, pkg: string): Set<string> {
  const releases = new Set<string>();
  const key = `name = "${pkg}"`;
  for (const at of occurrences(text, key)) {
    if (!startsLine(text, at, '')) continue;
    const version = /^\r?\nversion = "([^"\\]{1,64})"/.exec(text.slice(at + key.length, at + key.length + 100))?.[1];
    if (version && RELEASE.test(version)) releases.add(version);
  }
  return releases;
}
