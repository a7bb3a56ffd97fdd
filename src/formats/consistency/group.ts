/**
 * Which files describe one server: the MCP files of one package. A file's group is the nearest folder at
 * or above it (inside the workspace) that holds a package manifest — package.json, pyproject.toml,
 * Cargo.toml, go.mod or a *.csproj — else the file's own folder. A server.json, an MCPB manifest.json and a
 * descriptor beside (or below) one package.json describe the server that package builds, so they must
 * agree with it and with each other. The runner uses the same rule to widen a changed-files run (a bumped
 * package.json re-checks its group's MCP files), the consistency rules to find the package to compare with.
 */
import { posix } from 'node:path';
import type { Workspace } from '../types.js';

/** Package manifests by exact name; a .NET project is any *.csproj. */
export const PACKAGE_MANIFESTS: readonly string[] = ['package.json', 'pyproject.toml', 'Cargo.toml', 'go.mod'];

const CSPROJ = /\.csproj$/i;
/** Names read from one folder when looking for a *.csproj: enough for any real project folder. */
const MAX_LISTED = 2000;

/** Whether a root-relative path names a package manifest (by its file name). */
export function isPackageManifest(path: string): boolean {
  const name = posix.basename(path);
  return PACKAGE_MANIFESTS.includes(name) || CSPROJ.test(name);
}

/** The folder of a root-relative path, '' at the root. */
export function folderOf(path: string): string {
  const dir = posix.dirname(path);
  return dir === '.' ? '' : dir;
}

/** A path in a folder ('' is the root). */
export function inFolder(dir: string, name: string): string {
  return dir === '' ? name : `${dir}/${name}`;
}

/** Whether the folder holds a package manifest. */
export function isPackageRoot(workspace: Pick<Workspace, 'kind' | 'list'>, dir: string): boolean {
  if (PACKAGE_MANIFESTS.some((name) => workspace.kind(inFolder(dir, name)) === 'file')) return true;
  return (workspace.list(dir, MAX_LISTED) ?? []).some((name) => CSPROJ.test(name) && workspace.kind(inFolder(dir, name)) === 'file');
}

/** Groups by folder, per stable workspace: every file of a folder (and every rule asking) has the same. */
const GROUPS = new WeakMap<object, Map<string, string>>();
/** Folders whose group a workspace remembers at most; past it, it starts over (the answers stay the same). */
const MAX_GROUPS = 20_000;

/** The folder of the file's group ('' is the root); undefined for a path outside the workspace. */
export function groupOf(workspace: Pick<Workspace, 'kind' | 'list' | 'stable'>, path: string): string | undefined {
  if (path.startsWith('/') || path.split('/').includes('..')) return undefined;
  const own = folderOf(path);
  if (!workspace.stable) return groupFrom(workspace, own);
  let groups = GROUPS.get(workspace);
  if (!groups) GROUPS.set(workspace, (groups = new Map()));
  let group = groups.get(own);
  if (group === undefined) {
    // A folder holds many descriptors: listing it and testing every name for *.csproj once per file was
    // a twentieth of a run.
    group = groupFrom(workspace, own);
    if (groups.size >= MAX_GROUPS) groups.clear();
    groups.set(own, group);
  }
  return group;
}

function groupFrom(workspace: Pick<Workspace, 'kind' | 'list'>, own: string): string {
  for (let dir = own; ; dir = folderOf(dir)) {
    if (isPackageRoot(workspace, dir)) return dir;
    if (dir === '') return own;
  }
}
