/**
 * The crate a Rust file is in, as classification reads it: the nearest folder at or above the file with a
 * Cargo.toml, and the `.rs` files under its `src` (bounded: a few levels, a few files, each's head), what
 * a file's tools are proved from when another file of the crate serves them. What is found is remembered
 * per crate for a stable workspace. Cheap to import: classification loads it.
 */
import type { Workspace } from '../types.js';

const MAX_DEPTH = 12;
const MAX_LISTED = 512;
/** The crate's files read at most, the head read of each, and the folders walked below `src`. */
const MAX_FILES = 128;
const MAX_FILE = 1 << 20;
const MAX_NESTING = 4;
const MAX_CRATES = 5_000;

export interface CrateSource {
  at: string;
  text: string;
}

/** The folder of the crate the file at `path` is in, or undefined. */
export function crateOf(path: string, workspace: Workspace | undefined): string | undefined {
  if (!workspace || path.startsWith('/') || path.split('/').includes('..')) return undefined;
  const segments = path.split('/').slice(0, -1);
  for (let depth = segments.length; depth >= Math.max(0, segments.length - MAX_DEPTH); depth--) {
    const folder = segments.slice(0, depth).join('/');
    if (workspace.kind(inFolder(folder, 'Cargo.toml')) === 'file') return folder;
  }
  return undefined;
}

/** What `find` makes of the crate's source files, remembered in `cache` per crate for a stable workspace. */
export function perCrate<T>(cache: WeakMap<Workspace, Map<string, T>>, workspace: Workspace, crate: string, find: () => T): T {
  if (!workspace.stable) return find();
  let crates = cache.get(workspace);
  if (!crates) cache.set(workspace, (crates = new Map()));
  if (crates.has(crate)) return crates.get(crate) as T;
  const found = find();
  if (crates.size >= MAX_CRATES) crates.clear();
  crates.set(crate, found);
  return found;
}

/** The first of the crate's source files (under `src`, bounded) that `test` finds something in. */
export function firstInCrate<T>(workspace: Workspace, crate: string, test: (source: CrateSource) => T | undefined): T | undefined {
  let reads = MAX_FILES;
  const waiting: [string, number][] = [[inFolder(crate, 'src'), 0]];
  while (waiting.length > 0 && reads > 0) {
    const [folder, nesting] = waiting.shift() as [string, number];
    for (const name of workspace.list(folder, MAX_LISTED) ?? []) {
      const at = inFolder(folder, name);
      const kind = workspace.kind(at);
      if (kind === 'directory' && nesting < MAX_NESTING) waiting.push([at, nesting + 1]);
      if (kind !== 'file' || !name.endsWith('.rs') || reads-- <= 0) continue;
      const bytes = workspace.head(at, MAX_FILE);
      const found = bytes && test({ at, text: new TextDecoder().decode(bytes) });
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** Sibling crates read at most for crates that depend on one, and the head of each's Cargo.toml. */
const MAX_SIBLINGS = 64;
const MAX_MANIFEST = 64 * 1024;

/**
 * The crates beside `crate` (its parent folder's, as a workspace's `crates/*` sit) that depend on it by path
 * (`mcp-core = { path = "../mcp-core" }`): where a library crate's table may be served from. Bounded.
 */
export function dependentCrates(workspace: Workspace, crate: string): string[] {
  if (crate === '') return [];
  const slash = crate.lastIndexOf('/');
  const parent = slash === -1 ? '' : crate.slice(0, slash);
  const own = crate.slice(slash + 1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const depends = new RegExp(`\\bpath[ \\t]{0,16}=[ \\t]{0,16}"\\.\\./${own}/?"`);
  const out: string[] = [];
  for (const name of workspace.list(parent, MAX_SIBLINGS) ?? []) {
    const at = inFolder(parent, name);
    if (at === crate || workspace.kind(at) !== 'directory') continue;
    const manifest = workspace.head(inFolder(at, 'Cargo.toml'), MAX_MANIFEST);
    if (manifest && depends.test(new TextDecoder().decode(manifest))) out.push(at);
  }
  return out;
}

function inFolder(folder: string, name: string): string {
  return folder === '' ? name : `${folder}/${name}`;
}
