/**
 * The protocol versions a committed tool list is read in: those of the MCP SDK the server that lists the
 * tools depends on, from the nearest package manifest at or above the file that names one (the tables
 * the source formats read: package.json, pyproject.toml or requirements.txt, go.mod; the release the
 * nearest lockfile at or above it pins first, as for source files), else the newest
 * protocol version. A tool list declares no version itself, so the report says which one and where
 * it came from.
 */
import { LATEST, type Version } from '../../protocol/versions.js';
import { goRequirement, goVersionsOf, MODULES } from '../go-source/sdk.js';
import { MANIFESTS as PYTHON_MANIFESTS, mcpVersionsOf, requirement } from '../python-source/sdk.js';
import { lockedRelease, NPM_LOCKFILES, PYTHON_LOCKFILES } from '../source/lockfile.js';
import { lowerBound, readManifest, SDKS, versionsOf } from '../typescript-source/sdk.js';
import type { Workspace } from '../types.js';

export interface ReadVersions {
  versions: readonly Version[];
  /** Where they came from, as the JSON report's `versionFrom` says it. */
  from: string;
}

const ASSUMED: ReadVersions = {
  versions: [LATEST],
  from: `assumed the newest protocol version, ${LATEST}: no package.json, pyproject.toml, requirements.txt or go.mod at or above this file names a release of an MCP SDK`,
};

/** The versions of the SDK the nearest manifest at or above `path` names, in the folder's order npm, Python, Go. */
export function toolListVersions(path: string, workspace: Workspace | undefined): ReadVersions {
  const segments = path.split('/').slice(0, -1);
  if (!workspace || path.startsWith('/') || segments.includes('..')) return ASSUMED;
  for (let depth = segments.length; depth >= 0; depth--) {
    const read = inFolder(workspace, segments.slice(0, depth));
    if (read) return read;
  }
  return ASSUMED;
}

function inFolder(workspace: Workspace, folder: readonly string[]): ReadVersions | undefined {
  const at = (name: string) => [...folder, name].join('/');
  for (const sdk of Object.keys(SDKS)) {
    const declared = readManifest(workspace, at('package.json'), sdk);
    const locked = declared ? lockedRelease(workspace, folder.join('/'), NPM_LOCKFILES, sdk) : undefined;
    const pinned = locked ? versionsOf(sdk, locked.release) : [];
    if (declared && locked && pinned.length > 0)
      return { versions: pinned, from: `${locked.at}: ${sdk} ${locked.release} (${declared.at} asks for ${declared.range})` };
    const release = declared ? lowerBound(declared.range) : undefined;
    const versions = release ? versionsOf(sdk, release) : [];
    if (declared && versions.length > 0) return { versions, from: `${declared.at}: ${sdk} ${declared.range}` };
  }
  for (const name of PYTHON_MANIFESTS) {
    const release = requirement(workspace, at(name));
    const locked = release ? lockedRelease(workspace, folder.join('/'), PYTHON_LOCKFILES, 'mcp') : undefined;
    if (release && locked)
      return { versions: mcpVersionsOf(locked.release), from: `${locked.at}: mcp ${locked.release} (${at(name)} asks for ${release.written})` };
    const versions = release ? mcpVersionsOf(release.version) : [];
    if (release && versions.length > 0) return { versions, from: `${at(name)}: ${release.written}` };
  }
  for (const module of Object.keys(MODULES)) {
    const release = goRequirement(workspace, at('go.mod'), module);
    const versions = release ? goVersionsOf(module, release) : [];
    if (release && versions.length > 0) return { versions, from: `${at('go.mod')}: ${module} v${release}` };
  }
  return undefined;
}
