/**
 * The protocol versions a Python server speaks are those of its `mcp` package release: the lowest the
 * requirement in pyproject.toml or requirements.txt allows, looked up in when each release first spoke
 * each version (the SDK's LATEST_PROTOCOL_VERSION / SUPPORTED_PROTOCOL_VERSIONS at each release tag).
 * `fastmcp` defines no protocol versions of its own and speaks what its `mcp` speaks, so a `fastmcp`
 * server is read through the `mcp` requirement too. Its own release decides only whether a tool may
 * come in several versions (componentVersions).
 */
import type { Version } from '../../protocol/versions.js';
import { compareReleases } from '../source/releases.js';
import { folderOf, lockedRelease, PYTHON_LOCKFILES } from '../source/lockfile.js';
import { azureFunctionsVersions } from '../source/azure-functions.js';
import type { Workspace } from '../types.js';
import { azureTools, namesSdk } from './server-import.js';

const FIRSTS: readonly (readonly [string, Version])[] = [
  ['0.8.0', '2024-11-05'],
  ['1.9.0', '2025-03-26'],
  ['1.10.0', '2025-06-18'],
  ['1.23.1', '2025-11-25'],
  ['2.0.0a3', '2026-07-28'],
];
/** The newest releases the table knows: of the v1 line (`mcp.server.fastmcp`), and of any. */
const LATEST_V1 = '1.29.0';
const LATEST = '2.0.0';

/** Python's pre-release spelling (`2.0.0a3`) in semver's, so releases compare as semver orders them. */
function semver(release: string): string {
  const match = /^(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:\.\d+)*(?:(a|b|rc)(\d+))?/.exec(release);
  if (!match) return '0.0.0';
  const [, major, minor = '0', patch = '0', pre, n] = match;
  return `${major}.${minor}.${patch}${pre ? `-${pre}.${n}` : ''}`;
}

export function mcpVersionsOf(release: string): Version[] {
  return FIRSTS.filter(([first]) => compareReleases(semver(first), semver(release)) <= 0).map(([, v]) => v);
}

export const MANIFESTS = ['pyproject.toml', 'requirements.txt'];
const MAX_MANIFEST = 1 << 20;
/**
 * `mcp>=1.9.0`, `"mcp[cli]==1.10.1"`, `mcp ~= 1.23` (PEP 508), and Poetry's `mcp = "^1.9"` or
 * `mcp = { version = ">=1.9" }`; the same of `fastmcp` (never `fastmcp-slim`, nor `mcp` in `fastmcp`).
 */
const PATTERNS = {
  mcp: [
    /(?:^|["'\s,[])mcp(?:\[[\w,\s-]{0,64}\])?\s{0,8}(?:>=|==|~=|===|>)\s{0,8}v?(\d[\w.]{0,40})/m,
    /^\s{0,16}mcp\s{0,8}=\s{0,8}(?:\{\s{0,8}version\s{0,8}=\s{0,8})?["']\s{0,8}(?:\^|~|>=|==|~=)?\s{0,8}(\d[\w.]{0,40})/m,
  ],
  fastmcp: [
    /(?:^|["'\s,[])fastmcp(?:\[[\w,\s-]{0,64}\])?\s{0,8}(?:>=|==|~=|===|>)\s{0,8}v?(\d[\w.]{0,40})/m,
    /^\s{0,16}fastmcp\s{0,8}=\s{0,8}(?:\{\s{0,8}version\s{0,8}=\s{0,8})?["']\s{0,8}(?:\^|~|>=|==|~=)?\s{0,8}(\d[\w.]{0,40})/m,
  ],
} as const;
type Package = keyof typeof PATTERNS;
/** The first `fastmcp` release whose tools take `version=` (component versioning, PR #2894). */
const FIRST_VERSIONED = '3.0.0b1';
/** The file imports the `fastmcp` package itself, not the official SDK's `mcp.server.fastmcp`. */
export const IMPORTS_FASTMCP = /^[ \t]{0,64}(?:from[ \t]{1,16}fastmcp\b|import[ \t]{1,16}fastmcp\b)/m;

export interface SdkVersions {
  versions: Version[];
  from: string;
}

/**
 * Whether the file's tools may come in several versions of one name (FastMCP 3's `version=`): its
 * package's `fastmcp` release (the one a lockfile pins, else the requirement's lowest) is 3.0.0b1 or
 * later, or no manifest at or above the file requires `fastmcp` and the file imports it (then read as
 * the newest release, as the `mcp` release is). The official SDK's FastMCP has no versions.
 */
export function componentVersions(path: string, text: string, workspace: Workspace | undefined): boolean {
  const release = workspace ? nearestRelease(path, workspace, 'fastmcp') : undefined;
  return release === undefined ? IMPORTS_FASTMCP.test(text) : compareReleases(semver(release.release), semver(FIRST_VERSIONED)) >= 0;
}

type Release = { release: string; from: string } | undefined;
/**
 * The answers of a run's workspace (a stable one: the repository does not change during a run), by
 * package and folder: every server file of a package asks the same, and the manifests and lockfiles
 * were read and matched again for each. Bounded: past MAX_KEPT folders it starts over.
 */
const RELEASES = new WeakMap<Workspace, Map<string, Release>>();
const MAX_KEPT = 1000;

/** The release of `pkg` the nearest manifest at or above the file requires: locked, else its lowest. */
function nearestRelease(path: string, workspace: Workspace, pkg: Package): Release {
  const segments = path.split('/').slice(0, -1);
  if (segments.includes('..')) return undefined;
  if (!workspace.stable) return releaseAbove(segments, workspace, pkg);
  let known = RELEASES.get(workspace);
  if (!known) RELEASES.set(workspace, (known = new Map()));
  const key = `${pkg}\0${segments.join('/')}`;
  if (known.has(key)) return known.get(key);
  const release = releaseAbove(segments, workspace, pkg);
  if (known.size >= MAX_KEPT) known.clear();
  known.set(key, release);
  return release;
}

function releaseAbove(segments: readonly string[], workspace: Workspace, pkg: Package): Release {
  for (let depth = segments.length; depth >= 0; depth--) {
    for (const name of MANIFESTS) {
      const at = [...segments.slice(0, depth), name].join('/');
      const release = requirement(workspace, at, pkg);
      if (!release) continue;
      const locked = lockedRelease(workspace, folderOf(at), PYTHON_LOCKFILES, pkg);
      if (locked) return { release: locked.release, from: `${locked.at}: ${pkg} ${locked.release} (${at} asks for ${release.written})` };
      return { release: release.version, from: `${at}: ${release.written}` };
    }
  }
  return undefined;
}

/**
 * The versions the server of a file speaks, from the nearest manifest at or above it that requires `mcp`:
 * the release a uv.lock or poetry.lock beside it pins, else the requirement's lowest.
 */
export function pythonSdkVersions(path: string, text: string, workspace: Workspace | undefined): SdkVersions {
  if (azureTools(text) && !namesSdk(text)) return azureFunctionsVersions();
  const found = workspace ? nearestRelease(path, workspace, 'mcp') : undefined;
  if (found) return { versions: mcpVersionsOf(found.release), from: found.from };
  const latest = text.includes('mcp.server.fastmcp') ? LATEST_V1 : LATEST;
  return { versions: mcpVersionsOf(latest), from: `assumed mcp ${latest}: no pyproject.toml or requirements.txt at or above this file requires mcp` };
}

/** The release of `pkg` (`mcp` unless named) a pyproject.toml or requirements.txt at `at` requires (its lowest), as written there. */
export function requirement(workspace: Workspace, at: string, pkg: Package = 'mcp'): { version: string; written: string } | undefined {
  if (workspace.kind(at) !== 'file') return undefined;
  const bytes = workspace.head(at, MAX_MANIFEST);
  if (!bytes || bytes.length >= MAX_MANIFEST) return undefined;
  const text = new TextDecoder().decode(bytes);
  const [pep508, poetry] = PATTERNS[pkg];
  const match = pep508.exec(text) ?? poetry.exec(text);
  return match ? { version: match[1], written: match[0].trim().replace(/^["',[]/, '') } : undefined;
}
