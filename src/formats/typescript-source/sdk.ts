/**
 * The protocol versions a TypeScript server speaks are its SDK's: the release its package.json asks
 * for (the lower bound of the range: what every install has), looked up in a table of when each SDK
 * line first spoke each protocol version. Facts from the SDKs' own version constants at each release
 * tag (LATEST_PROTOCOL_VERSION / SUPPORTED_PROTOCOL_VERSIONS in `src/types.ts` for v1,
 * `packages/core/src/constants.ts` and the modern-era list for v2). mctx's framework (mctx-app.ts) is no SDK but
 * answers `initialize` itself with one version, written in its `packages/server/src/server.js`
 * (github.com/mctx-ai/app: `protocolVersion: "2025-11-25"` at every tag of `@mctx-ai/app`, 1.0.0, the first
 * under that name, to 1.2.0, and of `@mctx-ai/mcp`, its 2.x name, 2.0.1 and 2.0.2).
 */
import type { Version } from '../../protocol/versions.js';
import { azureFunctionsVersions } from '../source/azure-functions.js';
import { compareReleases } from '../source/releases.js';
import { folderOf, lockedRelease, NPM_LOCKFILES } from '../source/lockfile.js';
import { stableMap, type Workspace } from '../types.js';
import { namedMctx } from './mctx-names.js';

interface SdkLine {
  /** Each protocol version with the first release that speaks it, oldest first. */
  firsts: readonly (readonly [string, Version])[];
  /** The newest release the table knows: what is assumed when no dependency can be read. */
  latest: string;
}

export const SDKS: Readonly<Record<string, SdkLine>> = {
  '@modelcontextprotocol/sdk': {
    firsts: [
      ['0.3.0', '2024-11-05'],
      ['1.11.0', '2025-03-26'],
      ['1.13.0', '2025-06-18'],
      ['1.24.1', '2025-11-25'],
    ],
    latest: '1.30.0',
  },
  '@modelcontextprotocol/server': {
    firsts: [
      ['2.0.0-alpha.1', '2024-11-05'],
      ['2.0.0-alpha.1', '2025-03-26'],
      ['2.0.0-alpha.1', '2025-06-18'],
      ['2.0.0-alpha.1', '2025-11-25'],
      ['2.0.0-alpha.4', '2026-07-28'],
    ],
    latest: '2.0.0',
  },
  '@mctx-ai/app': {
    firsts: [['1.0.0', '2025-11-25']],
    latest: '1.2.0',
  },
  '@mctx-ai/mcp': {
    firsts: [['2.0.1', '2025-11-25']],
    latest: '2.0.2',
  },
};

export interface SdkVersions {
  versions: Version[];
  /** Where they came from, as the JSON report says it. */
  from: string;
  /** See SourceInventory.wrapsOutputSchemas. */
  wrapsOutputSchemas?: true;
}

const V2 = '@modelcontextprotocol/server';

/**
 * The versions a file's server speaks, by the SDK it imports. From 2.0.0-alpha.4 (the release that
 * speaks 2026-07-28, #2286), v2's McpServer sends an `outputSchema` with a non-object root wrapped in
 * `{result: …}` to clients on the 2025 versions, and wraps the tool's `structuredContent` to match.
 */
export function serverSdk(text: string, path: string, workspace: Workspace | undefined): SdkVersions {
  const sdk = sdkOf(text);
  const found = sdkVersions(path, sdk, workspace);
  return sdk === V2 && found.versions.includes('2026-07-28') ? { ...found, wrapsOutputSchemas: true } : found;
}

/**
 * The SDK package a file imports: v2's server package when it names it, else v1's when it names that; else
 * @mctx-ai/app when it names that; a framework on v1 it names (fastmcp, Vercel's mcp-handler, … FRAMEWORKS); else
 * tmcp when it names that; else v1's.
 */
export function sdkOf(text: string): string {
  const v1 = text.includes('@modelcontextprotocol/sdk');
  if (text.includes('@modelcontextprotocol/server') && !v1) return '@modelcontextprotocol/server';
  if (v1) return V1;
  const mctx = namedMctx(text);
  if (mctx) return mctx;
  const framework = FRAMEWORKS.find((f) => f.named(text))?.name ?? (quoted(TMCP)(text) ? TMCP : undefined);
  return framework ?? (text.includes('.mcpTool(') && quoted(AZURE_FUNCTIONS)(text) ? AZURE_FUNCTIONS : V1);
}

/** A framework on the v1 SDK, with no protocol constants of its own: it speaks what the SDK release installed with it speaks. */
interface Framework {
  name: string;
  /** Whether a file's text names the framework's module. */
  named: (text: string) => boolean;
}

/** A module name as a quoted string's start: `from "fastmcp"`, `require('mcp-handler')`. */
const quoted = (module: string) => (text: string) => text.includes(`'${module}`) || text.includes(`"${module}`);
/** One of these module names quoted whole: `from "mcp-use/server"`, not `"mcp-use-cli"`. */
const exactly =
  (...modules: string[]) =>
  (text: string) =>
    modules.some((module) => text.includes(`'${module}'`) || text.includes(`"${module}"`));

/**
 * punkpeye's fastmcp, Vercel's mcp-handler and its former name @vercel/mcp-adapter, @rekog/mcp-nest,
 * mcp-framework, mcp-use, xmcp, Mastra's @mastra/mcp, Supabase's @supabase/mcp-utils and cyanheads'
 * @cyanheads/mcp-ts-core: each depends on @modelcontextprotocol/sdk (their lockfile entries say so: mcp-use
 * 1.22.1 on 1.27.1, xmcp 0.6.13 on ^1.26.0, @mastra/mcp 0.13.1 on ^1.17.5, @cyanheads/mcp-ts-core 0.10.9 on
 * ^1.29.0; @supabase/mcp-utils's package.json names it). mcp-lite, which implements the protocol itself, is none.
 */
const FRAMEWORKS: readonly Framework[] = [
  { name: 'fastmcp', named: quoted('fastmcp') },
  { name: 'mcp-handler', named: quoted('mcp-handler') },
  { name: '@vercel/mcp-adapter', named: quoted('@vercel/mcp-adapter') },
  { name: '@rekog/mcp-nest', named: quoted('@rekog/mcp-nest') },
  { name: 'mcp-framework', named: quoted('mcp-framework') },
  { name: 'mcp-use', named: exactly('mcp-use', 'mcp-use/server') },
  { name: 'xmcp', named: exactly('xmcp') },
  { name: '@mastra/mcp', named: exactly('@mastra/mcp') },
  { name: '@supabase/mcp-utils', named: exactly('@supabase/mcp-utils') },
  { name: '@cyanheads/mcp-ts-core', named: quoted('@cyanheads/mcp-ts-core') },
];
/** tmcp implements the protocol itself, with no SDK under it and no release table here. */
const TMCP = 'tmcp';
const V1 = '@modelcontextprotocol/sdk';
/** Azure Functions' `app.mcpTool(…)`: served by the Functions host's MCP extension (source/azure-functions.ts). */
const AZURE_FUNCTIONS = '@azure/functions';

/** The protocol versions a release of an SDK line speaks. */
export function versionsOf(sdk: string, release: string): Version[] {
  const line = SDKS[sdk];
  return line ? line.firsts.filter(([first]) => compareReleases(first, release) <= 0).map(([, version]) => version) : [];
}

/** package.json files are read up to this size: a manifest is rarely a tenth of it. */
const MAX_MANIFEST = 1 << 20;
const READ = new WeakMap<Workspace, Map<string, { range: string; at: string } | null>>();

/**
 * The versions a file's server speaks, from the nearest package.json at or above its folder that names
 * the SDK among its dependencies: the release a lockfile beside it pins, else the range's lowest; the
 * table's latest release of the SDK when none does (or it cannot be read).
 */
export function sdkVersions(path: string, sdk: string, workspace: Workspace | undefined): SdkVersions {
  if (FRAMEWORKS.some((framework) => framework.name === sdk)) return frameworkVersions(path, sdk, workspace);
  if (sdk === AZURE_FUNCTIONS) return azureFunctionsVersions();
  if (sdk === TMCP) {
    const latest = SDKS[V1].latest;
    return {
      versions: versionsOf(V1, latest),
      from: `assumed what ${V1} ${latest} speaks: tmcp implements the protocol itself, and mcpdesc has no table of its releases`,
    };
  }
  const declared = workspace ? dependency(workspace, path, sdk) : null;
  const locked = workspace && declared ? lockedRelease(workspace, folderOf(declared.at), NPM_LOCKFILES, sdk) : undefined;
  const pinned = locked ? versionsOf(sdk, locked.release) : [];
  if (declared && locked && pinned.length > 0)
    return { versions: pinned, from: `${locked.at}: ${sdk} ${locked.release} (${declared.at} asks for ${declared.range})` };
  const release = declared ? lowerBound(declared.range) : undefined;
  if (declared && release) {
    const versions = versionsOf(sdk, release);
    if (versions.length > 0) return { versions, from: `${declared.at}: ${sdk} ${declared.range}` };
  }
  // A file of a framework's server may import the SDK's types, which the framework brings along.
  const framework = !declared && workspace && sdk === V1 ? FRAMEWORKS.find((f) => dependency(workspace, path, f.name)) : undefined;
  if (framework) return frameworkVersions(path, framework.name, workspace);
  const latest = SDKS[sdk].latest;
  const why = declared
    ? `${declared.at} asks for ${sdk} ${JSON.stringify(declared.range)}, which names no release mcpdesc knows`
    : `no package.json at or above this file names ${sdk}`;
  return { versions: versionsOf(sdk, latest), from: `assumed ${sdk} ${latest}: ${why}` };
}

/**
 * A framework on the v1 SDK (fastmcp, mcp-handler) has no protocol constants of its own: it runs on the
 * `@modelcontextprotocol/sdk` release npm installs for it, which the lockfile beside the package.json that
 * asks for the framework pins. Without one, the SDK the package.json also names is read as an SDK server's;
 * else the SDK's latest is assumed.
 */
function frameworkVersions(path: string, framework: string, workspace: Workspace | undefined): SdkVersions {
  const declared = workspace ? dependency(workspace, path, framework) : null;
  const locked = workspace && declared ? lockedRelease(workspace, folderOf(declared.at), NPM_LOCKFILES, V1) : undefined;
  const pinned = locked ? versionsOf(V1, locked.release) : [];
  if (declared && locked && pinned.length > 0)
    return {
      versions: pinned,
      from: `${locked.at}: ${V1} ${locked.release}, which ${framework} runs on (${declared.at} asks for ${framework} ${declared.range})`,
    };
  if (workspace && dependency(workspace, path, V1)) return sdkVersions(path, V1, workspace);
  const latest = SDKS[V1].latest;
  const why = declared
    ? `${declared.at} asks for ${framework} ${declared.range}, and no lockfile pins the ${V1} release it runs on`
    : `no package.json at or above this file names ${framework}`;
  return { versions: versionsOf(V1, latest), from: `assumed ${V1} ${latest} under ${framework}: ${why}` };
}

/** The nearest package.json at or above `path` that names `sdk` among its dependencies, with the range it asks for. */
export function dependency(workspace: Workspace, path: string, sdk: string): { range: string; at: string } | null {
  const cache = stableMap(READ, workspace);
  const segments = path.split('/').slice(0, -1);
  // Paths outside the root (`../x.ts`) have no package.json mcpdesc may read.
  if (segments.includes('..')) return null;
  for (let depth = segments.length; depth >= 0; depth--) {
    const folder = segments.slice(0, depth).join('/');
    const key = `${folder}\u0000${sdk}`;
    let found = cache?.get(key);
    if (found === undefined) {
      found = readManifest(workspace, folder === '' ? 'package.json' : `${folder}/package.json`, sdk);
      cache?.set(key, found);
    }
    if (found) return found;
  }
  return null;
}

/** The range of `sdk` a package.json at `at` asks for (dependencies, then peer, then dev), or null. */
export function readManifest(workspace: Workspace, at: string, sdk: string): { range: string; at: string } | null {
  if (workspace.kind(at) !== 'file') return null;
  const bytes = workspace.head(at, MAX_MANIFEST);
  if (!bytes || bytes.length >= MAX_MANIFEST) return null;
  let manifest: unknown;
  try {
    manifest = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
  if (typeof manifest !== 'object' || manifest === null) return null;
  for (const field of ['dependencies', 'peerDependencies', 'devDependencies']) {
    const deps = (manifest as Record<string, unknown>)[field];
    const range = typeof deps === 'object' && deps !== null ? (deps as Record<string, unknown>)[sdk] : undefined;
    if (typeof range === 'string') return { range, at };
  }
  return null;
}

/** The lowest release a simple npm range allows (`^1.12.0`, `~1.13`, `>=1.24.1`, `1.20.0`), or undefined. */
export function lowerBound(range: string): string | undefined {
  const match = /^\s*(?:\^|~|>=|=)?\s*v?(\d{1,9})(?:\.(\d{1,9}))?(?:\.(\d{1,9}))?(-[0-9A-Za-z.-]{1,64})?\s*$/.exec(range);
  if (!match) return undefined;
  const [, major, minor = '0', patch = '0', pre = ''] = match;
  return `${major}.${minor}.${patch}${pre}`;
}
