/**
 * The release of an SDK a lockfile pins, read from the nearest lockfile at or above the manifest that
 * names the SDK: package-lock.json, pnpm-lock.yaml, yarn.lock and bun.lock for npm packages, uv.lock and
 * poetry.lock for Python, Cargo.lock for Rust, packages.lock.json for NuGet. Workspaces of every one of
 * these tools (npm, pnpm, yarn, uv, Cargo) keep one lockfile at the workspace's root for all its members,
 * so a member's manifest has none beside it. The walk starts at the manifest's folder, not the source's:
 * a lockfile below the manifest belongs to another package. Go has none to read: go.mod's `require`
 * already names the release the build selects, and go.sum lists every release of the module graph.
 * A manifest's range says the lowest release a server may run with; the lockfile says the one it is built
 * with. Lockfiles run to megabytes, so none is parsed: each reader finds the package's own entries with
 * `indexOf` and reads a bounded window after each, linear in the text. A lockfile that pins several
 * releases of the package (two packages of a workspace on different lines) does not say which one the
 * server has, and is not used; nor is one past the size read.
 */
import { stableMap, type Workspace } from '../types.js';

/** Bytes of a lockfile read at most; a larger one is not used (its tail could pin another release). */
export const MAX_LOCKFILE = 16 << 20;
/** Characters of a release read at most. */
const RELEASE = /^\d[0-9A-Za-z.+-]{0,63}/;

export type Lockfile = 'package-lock.json' | 'pnpm-lock.yaml' | 'yarn.lock' | 'bun.lock' | 'uv.lock' | 'poetry.lock' | 'Cargo.lock' | 'packages.lock.json';

/** The lockfiles of npm packages, in the order they are tried. */
export const NPM_LOCKFILES: readonly Lockfile[] = ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock'];
export const PYTHON_LOCKFILES: readonly Lockfile[] = ['uv.lock', 'poetry.lock'];
export const CARGO_LOCKFILES: readonly Lockfile[] = ['Cargo.lock'];
export const NUGET_LOCKFILES: readonly Lockfile[] = ['packages.lock.json'];

export interface Locked {
  release: string;
  /** The lockfile's path. */
  at: string;
}

/** What a lockfile says of a package: its one release, nothing usable (null), or that it is absent. */
type Read = string | null | 'absent';
/** What each lockfile says, by workspace, lockfile and package: a run's files share their lockfiles. */
const READ = new WeakMap<Workspace, Map<string, Read>>();

/**
 * The release of `pkg` pinned by the nearest folder from `folder` ('' is the root) up to the root that
 * holds one of `names`: the first of them there that pins exactly one release. The nearest folder with a
 * lockfile decides even when it pins none: the build it locks is this package's, whatever lies above.
 */
export function lockedRelease(workspace: Workspace, folder: string, names: readonly Lockfile[], pkg: string): Locked | undefined {
  const cache = stableMap(READ, workspace);
  if (folder.split('/').includes('..')) return undefined;
  for (let dir = folder; ; dir = folderOf(dir)) {
    let present = false;
    for (const name of names) {
      const at = dir === '' ? name : `${dir}/${name}`;
      const key = `${at}\u0000${pkg}`;
      let release = cache?.get(key);
      if (release === undefined) {
        release = read(workspace, at, name, pkg);
        cache?.set(key, release);
      }
      if (release === 'absent') continue;
      if (release !== null) return { release, at };
      present = true;
    }
    if (present || dir === '') return undefined;
  }
}

/** The folder of a root-relative path ('' for the root). */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

function read(workspace: Workspace, at: string, name: Lockfile, pkg: string): Read {
  if (workspace.kind(at) !== 'file') return 'absent';
  const bytes = workspace.head(at, MAX_LOCKFILE);
  if (!bytes || bytes.length >= MAX_LOCKFILE) return null;
  const releases = RELEASES_IN[name](new TextDecoder().decode(bytes), pkg);
  return releases.size === 1 ? [...releases][0] : null;
}

const RELEASES_IN: Readonly<Record<Lockfile, (text: string, pkg: string) => Set<string>>> = {
  'package-lock.json': npmLock,
  'pnpm-lock.yaml': pnpmLock,
  'yarn.lock': yarnLock,
  'bun.lock': bunLock,
  'uv.lock': tomlLock,
  'poetry.lock': tomlLock,
  'Cargo.lock': tomlLock,
  'packages.lock.json': nugetLock,
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

/**
 * npm 7+ (lockfileVersion 2, 3): `"node_modules/<pkg>": { "version": "1.24.3", …`, the package installed
 * at the top. npm 6 (lockfileVersion 1) has no `packages`; its top-level `dependencies` map holds
 * `"<pkg>": { "version": …` at the indentation npm writes it with (four spaces), and the same key nested
 * deeper is a copy some other package installs below itself.
 */
function npmLock(text: string, pkg: string): Set<string> {
  const key = `"node_modules/${pkg}"`;
  const at = text.indexOf(key);
  if (at !== -1) return fieldOf(text, at + key.length, 'version');
  for (const found of occurrences(text, `\n    "${pkg}"`)) {
    const release = fieldOf(text, found + pkg.length + 7, 'version');
    if (release.size > 0) return release;
  }
  return new Set();
}

/**
 * NuGet's packages.lock.json: `"dependencies": { "<tfm>": { "<pkg>": { "type": "Direct", "requested":
 * …, "resolved": "0.3.0-preview.2", …`, one entry for each target framework. A package named as another's
 * dependency has a string there, not an object, and is not read.
 */
function nugetLock(text: string, pkg: string): Set<string> {
  const releases = new Set<string>();
  const key = `"${pkg}"`;
  for (const at of occurrences(text, key)) for (const release of fieldOf(text, at + key.length, 'resolved')) releases.add(release);
  return releases;
}

/** The string fields that hold a release: npm's `version`, NuGet's `resolved`. */
const FIELD = {
  version: /"version"\s*:\s*"([^"\\]{1,64})"/,
  resolved: /"resolved"\s*:\s*"([^"\\]{1,64})"/,
} as const;

/**
 * The release in a field of the JSON object whose key ends at `from`, read from the object's own fields:
 * up to its first nested object or its end, within a bounded window.
 */
function fieldOf(text: string, from: number, field: keyof typeof FIELD): Set<string> {
  const window = text.slice(from, from + 2_000);
  const open = /^\s*:\s*\{/.exec(window);
  if (!open) return new Set();
  const body = window.slice(open[0].length);
  const end = body.search(/[{}]/);
  const release = FIELD[field].exec(end === -1 ? body : body.slice(0, end))?.[1];
  return new Set(release && RELEASE.test(release) ? [release] : []);
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

/**
 * bun's text lockfile (bun 1.2+): each entry of `packages` an array whose first item names the package and its
 * release, `"<pkg>": ["<pkg>@1.24.3", "", {…}, "sha512-…"]`, keyed by where it is installed (`"<parent>/<pkg>"`
 * for a copy nested below another package). The binary bun.lockb is not read.
 */
function bunLock(text: string, pkg: string): Set<string> {
  const releases = new Set<string>();
  const item = `["${pkg}@`;
  for (const at of occurrences(text, item)) {
    const release = RELEASE.exec(text.slice(at + item.length, at + item.length + 65))?.[0];
    if (release && text[at + item.length + release.length] === '"') releases.add(release);
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
