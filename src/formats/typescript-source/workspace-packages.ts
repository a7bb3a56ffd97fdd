/**
 * The packages of a monorepo by name: the folders the `workspaces` of its root package.json or the `packages`
 * of its root pnpm-workspace.yaml list (the root: the nearest folder at or above the importing module with either) (a folder, or `dir/*` for each folder in `dir`), each named by its
 * own package.json. A module naming such a package (`@acme/core`) is its source entry: the file its
 * `source`, `main`, `module` or `types` names, read from `src/` where it names the build's `dist/`, `lib/` or
 * `build/` folder, else `src/index` or `index`; a subpath of one (`@acme/core/src/context`) is that file in its folder, unless
 * its package.json has `exports`. Only the root's files and the listed folders are read,
 * bounded, once per stable workspace. A package's entry is used by that name from the other packages, so a proof
 * of who calls it looks in their folders too (dependentFolders).
 */
import { stableMap, type Workspace } from '../types.js';
import { stemFile } from './stem-files.js';

const MAX_FILE = 1 << 20;
const MAX_PATTERNS = 32;
const MAX_FOLDERS = 200;
/** How many other packages' folders are looked in for a package entry's users. */
const MAX_DEPENDENTS = 16;
/** A pnpm-workspace.yaml list item: `  - "packages/*"`. */
const YAML_ITEM = /^\s{0,8}-\s{0,8}["']?([^"'#\s]{1,200})["']?\s{0,8}$/;
const ENTRY_FIELDS = ['source', 'main', 'module', 'types'];
const KNOWN = new WeakMap<Workspace, Map<string, Map<string, string>>>();
const ROOTS = new WeakMap<Workspace, Map<string, string | null>>();
const ENTRIES = new WeakMap<Workspace, Map<string, { name: string; folder: string; root: string } | null>>();

/** The source file a bare module name, imported by the module at `from`, names as a workspace package's own name (no subpath), if any. */
export function packageEntry(workspace: Workspace, module: string, from: string): string | undefined {
  const folder = packageFolder(workspace, module, from);
  if (!folder) return undefined;
  const manifest = json(workspace, `${folder}/package.json`);
  const stems: string[] = [];
  for (const field of ENTRY_FIELDS) {
    const value = manifest?.[field];
    if (typeof value !== 'string') continue;
    const clean = value.replace(/^\.\//, '').replace(/\.d\.ts$/, '.ts');
    stems.push(`${folder}/${clean.replace(/^(?:dist|lib|build)\//, 'src/')}`);
  }
  stems.push(`${folder}/src/index`, `${folder}/index`);
  return firstFile(workspace, stems);
}

/**
 * The source file a workspace package's subpath names (`@acme/core/src/context`, imported by the module at
 * `from`): the file at that path in the package's folder, as Node and TypeScript resolve it for a package
 * whose package.json has no `exports` (which may map a subpath anywhere, and is not read here).
 */
export function packageSubpath(workspace: Workspace, module: string, from: string): string | undefined {
  const parts = module.split('/');
  const named = module.startsWith('@') ? 2 : 1;
  if (parts.length <= named) return undefined;
  const folder = packageFolder(workspace, parts.slice(0, named).join('/'), from);
  if (!folder || json(workspace, `${folder}/package.json`)?.exports !== undefined) return undefined;
  return firstFile(workspace, [`${folder}/${parts.slice(named).join('/')}`]);
}

/** The root-relative folder of the workspace package `name`, in the monorepo nearest at or above `from`. */
function packageFolder(workspace: Workspace, name: string, from: string): string | undefined {
  const root = monorepoRoot(workspace, from);
  return root === undefined ? undefined : packages(workspace, root).get(name) || undefined;
}

/**
 * The folder of the monorepo nearest at or above the module at `from`: its package.json lists `workspaces`, or it
 * has a pnpm-workspace.yaml. Remembered by folder per stable workspace: every bare module name a proof resolves asks.
 */
function monorepoRoot(workspace: Workspace, from: string): string | undefined {
  const parts = from.split('/').slice(0, -1);
  const cache = stableMap(ROOTS, workspace);
  const key = parts.join('/');
  if (cache?.has(key)) return cache.get(key) ?? undefined;
  let found: string | undefined;
  for (let depth = parts.length; depth >= 0 && found === undefined; depth--) {
    const root = parts.slice(0, depth).join('/');
    const at = (file: string) => (root === '' ? file : `${root}/${file}`);
    if (workspace.kind(at('pnpm-workspace.yaml')) === 'file' || json(workspace, at('package.json'))?.workspaces !== undefined) found = root;
  }
  cache?.set(key, found ?? null);
  return found;
}

/**
 * The folders where the monorepo's other packages may use the file at `path` by its package's name, when it is
 * that package's entry (entryPackage): each other package's folder and its `src/`, at most MAX_DEPENDENTS
 * packages in the order the root lists them. None for any other file.
 */
export function dependentFolders(workspace: Workspace, path: string): string[] {
  const entry = entryPackage(workspace, path);
  if (!entry) return [];
  const others = [...packages(workspace, entry.root).values()].filter((other) => other !== entry.folder).slice(0, MAX_DEPENDENTS);
  return others.flatMap((other) => [other, `${other}/src`]);
}

/** The name of the workspace package whose entry (packageEntry) the file at `path` is, if it is one: what other packages import it by. */
export function entryName(workspace: Workspace, path: string): string | undefined {
  return entryPackage(workspace, path)?.name;
}

/** The package (its name, folder, and monorepo root) the nearest package.json above `path` names, when `path` is its entry; remembered per stable workspace. */
function entryPackage(workspace: Workspace, path: string): { name: string; folder: string; root: string } | undefined {
  const cache = stableMap(ENTRIES, workspace);
  if (cache?.has(path)) return cache.get(path) ?? undefined;
  let found: { name: string; folder: string; root: string } | undefined;
  const parts = path.split('/').slice(0, -1);
  for (let depth = parts.length; depth >= 0; depth--) {
    const folder = parts.slice(0, depth).join('/');
    const manifest = json(workspace, folder === '' ? 'package.json' : `${folder}/package.json`);
    if (!manifest) continue;
    // The nearest package.json names the package the file is of.
    const root = monorepoRoot(workspace, path);
    const name = manifest.name;
    if (typeof name === 'string' && root !== undefined && packageEntry(workspace, name, path) === path) found = { name, folder, root };
    break;
  }
  cache?.set(path, found ?? null);
  return found;
}

/** The first stem that is a source file, never one leaving the workspace. */
function firstFile(workspace: Workspace, stems: readonly string[]): string | undefined {
  for (const stem of stems) {
    if (stem.split('/').includes('..')) continue;
    const found = stemFile(workspace, stem);
    if (found) return found;
  }
  return undefined;
}

/** The packages of the monorepo at `root`, by name: their root-relative folders. */
function packages(workspace: Workspace, root: string): Map<string, string> {
  const cache = stableMap(KNOWN, workspace);
  const known = cache?.get(root);
  if (known) return known;
  const at = (name: string) => (root === '' ? name : `${root}/${name}`);
  const out = new Map<string, string>();
  const listed = json(workspace, at('package.json'))?.workspaces;
  const patterns: unknown[] = Array.isArray(listed)
    ? listed
    : typeof listed === 'object' && listed !== null && Array.isArray((listed as { packages?: unknown }).packages)
      ? (listed as { packages: unknown[] }).packages
      : [];
  const pnpm = text(workspace, at('pnpm-workspace.yaml'));
  if (pnpm) {
    let inPackages = false;
    for (const line of pnpm.split('\n')) {
      if (/^\S/.test(line)) inPackages = line.startsWith('packages:');
      else if (inPackages) {
        const item = YAML_ITEM.exec(line);
        if (item) patterns.push(item[1]);
      }
    }
  }
  const folders: string[] = [];
  for (const pattern of patterns.slice(0, MAX_PATTERNS)) {
    if (typeof pattern !== 'string' || pattern.startsWith('!') || pattern.split('/').includes('..')) continue;
    const clean = pattern.replace(/^\.\//, '').replace(/\/$/, '');
    if (clean.endsWith('/*') && !clean.slice(0, -2).includes('*'))
      for (const name of workspace.list(at(clean.slice(0, -2)), MAX_FOLDERS) ?? []) folders.push(at(`${clean.slice(0, -2)}/${name}`));
    else if (!clean.includes('*')) folders.push(at(clean));
  }
  for (const folder of folders.slice(0, MAX_FOLDERS)) {
    const name = json(workspace, `${folder}/package.json`)?.name;
    if (typeof name === 'string' && !out.has(name)) out.set(name, folder);
  }
  cache?.set(root, out);
  return out;
}

function text(workspace: Workspace, path: string): string | undefined {
  if (workspace.kind(path) !== 'file') return undefined;
  const bytes = workspace.head(path, MAX_FILE);
  return bytes && bytes.length < MAX_FILE ? new TextDecoder().decode(bytes) : undefined;
}

function json(workspace: Workspace, path: string): Record<string, unknown> | undefined {
  const source = text(workspace, path);
  if (source === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(source);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
