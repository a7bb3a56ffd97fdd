import { posix } from 'node:path';
import type { Workspace } from '../../types.js';
import { isObject } from '../../../util/json.js';
import { joinPointer } from '../../../util/pointer.js';
import { configRule } from '../context.js';
import { launchOf } from '../launchers.js';

/** Runners that start a project's own install before they download anything (`npx tsx` runs node_modules/.bin/tsx). */
const LOCAL_FIRST = new Set(['npx', 'bunx']);
const LOCKFILES = ['package-lock.json', 'npm-shrinkwrap.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock', 'bun.lockb'];
const DEPENDENCIES = ['dependencies', 'devDependencies', 'optionalDependencies'];
/** The largest package.json read, and how many folders up from the file are looked at. */
const MAX_MANIFEST_BYTES = 1 << 20;
const MAX_FOLDERS_UP = 32;

/**
 * Whether the nearest package.json at or above the file's folder declares `name` and a lockfile beside it
 * pins it: the runner then starts the version the project installed, not whatever was published last.
 */
function lockedByProject(workspace: Workspace | undefined, path: string, name: string): boolean {
  if (!workspace || path.startsWith('/') || path.split('/').includes('..')) return false;
  let dir = posix.dirname(path);
  for (let up = 0; up < MAX_FOLDERS_UP; up++) {
    const at = (file: string) => (dir === '.' ? file : `${dir}/${file}`);
    if (workspace.kind(at('package.json')) === 'file') {
      const bytes = workspace.head(at('package.json'), MAX_MANIFEST_BYTES);
      let manifest: unknown;
      try {
        manifest = bytes && bytes.length < MAX_MANIFEST_BYTES ? JSON.parse(new TextDecoder().decode(bytes)) : undefined;
      } catch {
        manifest = undefined;
      }
      const declared = isObject(manifest) && DEPENDENCIES.some((key) => isObject(manifest[key]) && typeof manifest[key][name] === 'string');
      return declared && LOCKFILES.some((lock) => workspace.kind(at(lock)) === 'file');
    }
    if (dir === '.') return false;
    dir = posix.dirname(dir);
  }
  return false;
}

/**
 * mcpdesc.config.unpinned-package: a server started by a package runner (npx, pnpm dlx, bunx, yarn dlx,
 * uvx, pipx run, docker run) names an exact version. Otherwise each client start downloads whatever was
 * published last, so whoever controls the next release runs code on every machine that uses the file.
 * A bare `npx tsx` whose package the project declares and locks runs the installed version, and an image
 * named with no registry or namespace is a local build or an Official Image: neither is reported.
 */
export default configRule('mcpdesc.config.unpinned-package', (context) => {
  for (const entry of context.servers) {
    const { command: commandAt, args: argsAt } = entry;
    if (typeof commandAt?.value !== 'string') continue;
    const command = commandAt.value;
    const args = argsAt?.value;
    if (args !== undefined && !(Array.isArray(args) && args.every((a) => typeof a === 'string'))) continue;
    const list = (args ?? []) as string[];
    // `"command": "npx -y pkg"` with no args is one command line.
    const fromCommand = list.length === 0 && /\s/.test(command.trim());
    const words = fromCommand ? command.trim().split(/\s+/) : [command, ...list];
    const launch = launchOf(words[0], words.slice(1));
    if (!launch || launch.pinned) continue;
    // An image with no registry and no namespace ("freshdesk-mcp:latest") is a tag built on this machine or one
    // of Docker's curated Official Images (docker.io/library/): no one outside can publish its next release.
    if (launch.ecosystem === 'docker' && !launch.name.includes('/')) continue;
    if (launch.version === undefined && LOCAL_FIRST.has(launch.runner) && lockedByProject(context.workspace, context.path, launch.name)) continue;
    // A package named in `args` means they are there.
    const pointer = fromCommand || !argsAt ? commandAt.pointer : joinPointer(argsAt.pointer, launch.argIndex);
    const what =
      launch.ecosystem === 'docker'
        ? launch.version === 'latest' || launch.version === undefined
          ? `${JSON.stringify(launch.spec)} runs the image's "latest" tag`
          : `${JSON.stringify(launch.spec)} names the tag ${JSON.stringify(launch.version)}, which moves`
        : launch.version === undefined
          ? `${JSON.stringify(launch.spec)} names no version`
          : `${JSON.stringify(launch.spec)} names ${JSON.stringify(launch.version)}, not an exact version`;
    context.report(
      pointer,
      `${what}: ${launch.runner} fetches whatever was published last each time a teammate's client starts "${entry.name}", so whoever controls the next release of ${JSON.stringify(launch.name)} runs code on every machine that uses this file. Pin the version you reviewed: ${JSON.stringify(launch.pinnedForm)}.`,
    );
  }
});
