/**
 * The protocol versions a C# server speaks are its `ModelContextProtocol` package's: the release the
 * packages.lock.json beside the nearest project file (`*.csproj`) at or above the source pins, else the
 * version that project references (or, under central package management, the nearest
 * `Directory.Packages.props` sets), looked up in when each release first spoke each protocol version
 * (the SDK's supported-version list at each release tag).
 */
import type { Version } from '../../protocol/versions.js';
import { compareReleases } from '../source/releases.js';
import { lockedRelease, NUGET_LOCKFILES } from '../source/lockfile.js';
import type { Workspace } from '../types.js';
import { readManifest as read } from '../source/manifest.js';

const FIRSTS: readonly (readonly [string, Version])[] = [
  ['0.1.0-preview.1', '2024-11-05'],
  ['0.2.0-preview.3', '2025-03-26'],
  ['0.3.0-preview.1', '2025-06-18'],
  ['0.7.0-preview.1', '2025-11-25'],
  ['2.0.0-preview.1', '2026-07-28'],
];
export const CS_LATEST = '2.0.0';
const LATEST = CS_LATEST;
/**
 * The first release that names a tool, prompt or resource after its method in snake_case (csharp-sdk
 * commit 4411f1ce, "Change default name casing", first tagged v0.3.0-preview.2; before it, the method's name).
 */
const SNAKE_CASE_SINCE = '0.3.0-preview.2';
const PACKAGES = ['ModelContextProtocol', 'ModelContextProtocol.AspNetCore', 'ModelContextProtocol.Core'];
const MAX_LISTED = 500;

export interface CsSdk {
  versions: Version[];
  from: string;
  /** Whether a tool's default name is its method's in snake_case. */
  snake: boolean;
}

export function csVersionsOf(release: string): Version[] {
  return FIRSTS.filter(([first]) => compareReleases(first, release) <= 0).map(([, v]) => v);
}

/** The release a NuGet version or range allows first: `0.3.0-preview.2`, `[1.0.0, 2.0.0)`, `1.0.*`. */
export function nugetLowerBound(version: string): string | undefined {
  const match = /^\s*[[(]?\s*v?(\d{1,9})(?:\.(\d{1,9}|\*))?(?:\.(\d{1,9}|\*))?(?:\.\d{1,9})?(-[0-9A-Za-z.-]{1,64})?/.exec(version);
  if (!match) return undefined;
  const [, major, minor = '0', patch = '0', pre = ''] = match;
  return `${major}.${minor === '*' ? '0' : minor}.${patch === '*' ? '0' : patch}${pre}`;
}

/** The versions of the SDK the nearest project at or above `path` references; the latest known release when none says. */
export function csSdkVersions(path: string, workspace: Workspace | undefined): CsSdk {
  const segments = path.split('/').slice(0, -1);
  if (workspace && !segments.includes('..')) {
    let project: string | undefined;
    for (let depth = segments.length; depth >= 0; depth--) {
      const folder = segments.slice(0, depth).join('/');
      const inFolder = (name: string) => (folder === '' ? name : `${folder}/${name}`);
      if (project === undefined) {
        for (const name of workspace.list(folder, MAX_LISTED) ?? []) {
          if (!name.endsWith('.csproj')) continue;
          const found = reference(read(workspace, inFolder(name)), 'PackageReference');
          if (found === undefined) continue;
          const locked = lockedRelease(workspace, folder, NUGET_LOCKFILES, found.package);
          const release = locked ? nugetLowerBound(locked.release) : undefined;
          if (locked && release && csVersionsOf(release).length > 0) {
            const asks = found.version === undefined ? 'references it' : `asks for ${found.version}`;
            return sdk(locked.release, `${locked.at}: ${found.package} ${locked.release} (${inFolder(name)} ${asks})`);
          }
          if (found.version !== undefined) return sdk(found.version, `${inFolder(name)}: ${found.package} ${found.version}`);
          // Central package management: the version is set in Directory.Packages.props above.
          project = inFolder(name);
        }
      }
      if (project !== undefined) {
        const props = inFolder('Directory.Packages.props');
        const found = reference(read(workspace, props), 'PackageVersion');
        if (found?.version !== undefined) return sdk(found.version, `${props}: ${found.package} ${found.version}`);
      }
    }
  }
  return {
    ...sdk(LATEST, ''),
    from: `assumed ModelContextProtocol ${LATEST}: no project file at or above this file references a version of it`,
  };
}

function sdk(version: string, from: string): CsSdk {
  const release = nugetLowerBound(version);
  const versions = release ? csVersionsOf(release) : [];
  if (!release || versions.length === 0) {
    return { versions: csVersionsOf(LATEST), snake: true, from: `assumed ModelContextProtocol ${LATEST}: ${from} names no release mcpdesc knows` };
  }
  return { versions, from, snake: compareReleases(release, SNAKE_CASE_SINCE) >= 0 };
}

/** `<PackageReference Include="ModelContextProtocol" Version="…" />` (or a `<Version>` element): the package and its version, if any. */
function reference(text: string | undefined, element: string): { package: string; version?: string } | undefined {
  if (text === undefined) return undefined;
  for (let at = text.indexOf(`<${element}`); at !== -1; at = text.indexOf(`<${element}`, at + 1)) {
    // Looked for within a bounded window, so a file of unclosed tags stays linear.
    const window = text.slice(at, at + 2000);
    const length = window.indexOf('>');
    if (length === -1) continue;
    const close = at + length;
    const tag = window.slice(0, length + 1);
    const include = /\sInclude\s{0,8}=\s{0,8}"([^"]{0,200})"/.exec(tag)?.[1];
    if (include === undefined || !PACKAGES.includes(include.trim())) continue;
    const attribute = /\sVersion\s{0,8}=\s{0,8}"([^"]{0,100})"/.exec(tag)?.[1];
    const element_ = tag.endsWith('/>') ? undefined : /^\s{0,200}<Version>([^<]{0,100})<\/Version>/.exec(text.slice(close + 1, close + 400))?.[1];
    const version = (attribute ?? element_)?.trim();
    return { package: include.trim(), ...(version ? { version } : {}) };
  }
  return undefined;
}
