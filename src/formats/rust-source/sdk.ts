/**
 * The protocol versions a Rust server speaks are its SDK release's (rmcp's, or mcp-attr's for a file that
 * uses it): the lowest the requirement in the nearest Cargo.toml at or above the source allows
 * (`rmcp = "0.8"`, `{ version = … }`, `[dependencies.rmcp]`, or the workspace's `[workspace.dependencies]`
 * for `{ workspace = true }`), looked up in when each release first spoke each protocol version
 * (`ProtocolVersion` in rmcp's `model.rs` at each release tag). The release the workspace's Cargo.lock
 * pins (the nearest at or above that Cargo.toml: a workspace has one, at its root) comes first.
 */
import type { OwnToolNew } from './own-tool-new.js';
import type { RegistryCalls } from './registry-calls.js';
import type { Version } from '../../protocol/versions.js';
import { compareReleases } from '../source/releases.js';
import { lowerBound } from '../typescript-source/sdk.js';
import { CARGO_LOCKFILES, lockedRelease } from '../source/lockfile.js';
import type { Workspace } from '../types.js';
import type { ConstTools } from './trait-consts.js';
import { readManifest as read } from '../source/manifest.js';

/** A Rust MCP SDK: its crate, when each release first spoke each protocol version, and its newest release known. */
export interface RustSdkCrate {
  crate: string;
  firsts: readonly (readonly [string, Version])[];
  latest: string;
}

const RMCP_FIRSTS: readonly (readonly [string, Version])[] = [
  // 0.1.5, as the crate came into the official repository (rust-sdk 0be60673): 2024-11-05 alone; its
  // CHANGELOG lists 2025-03-26 (#84) among 0.1.5…0.2.0's changes. 0.1.0 to 0.1.4 were released elsewhere.
  ['0.1.5', '2024-11-05'],
  ['0.2.0', '2025-03-26'],
  ['0.6.0', '2025-06-18'],
  ['1.5.0', '2025-11-25'],
  ['1.8.0', '2026-07-28'],
];
export const RMCP: RustSdkCrate = { crate: 'rmcp', firsts: RMCP_FIRSTS, latest: '3.1.4' };
/**
 * frozenlib/mcp-attr (releases 0.0.1 to 0.0.7 on crates.io, the newest on 2025-05-29): `PROTOCOL_VERSION`
 * in `mcp-attr/src/lib.rs` is "2024-11-05" at tags v0.0.1 to v0.0.5, `ProtocolVersion` in `src/utils.rs`
 * lists it alone at v0.0.6 and adds "2025-03-26" at v0.0.7 (its server answers that unless the client
 * asks for 2024-11-05). "2025-06-18" is on its main branch after v0.0.7, in no release.
 */
export const MCP_ATTR: RustSdkCrate = {
  crate: 'mcp-attr',
  firsts: [
    ['0.0.1', '2024-11-05'],
    ['0.0.7', '2025-03-26'],
  ],
  latest: '0.0.7',
};
/**
 * rust-mcp-stack/rust-mcp-sdk: the schema its `schema` module re-exports, and so the protocol version its
 * server declares at most (and answers any lower one a client asks for: `enforce_compatible_protocol_version`,
 * 0.4.0 on). 0.1.0 takes rust-mcp-schema 0.2.1, whose default is 2024_11_05; 0.3.0 takes 0.5, whose default is
 * 2025_03_26; 0.5.0's default feature is `2025_06_18`; 0.8.0 on re-exports `mcp_2025_11_25` with no feature.
 * Before 0.8.0 a crate's own feature choice (`2024_11_05`, …) is not read: the default is assumed.
 */
export const RUST_MCP_SDK: RustSdkCrate = {
  crate: 'rust-mcp-sdk',
  firsts: [
    ['0.1.0', '2024-11-05'],
    ['0.3.0', '2025-03-26'],
    ['0.5.0', '2025-06-18'],
    ['0.8.0', '2025-11-25'],
  ],
  latest: '1.0.1',
};
/** How many lines after a `[dependencies.rmcp]` header its keys are looked for. */
const TABLE_LINES = 32;

export interface RustSdk {
  versions: Version[];
  from: string;
  /** The rmcp release the crate locks, else the lowest its requirement admits: the macros' behaviour rests on it. */
  rmcpRelease?: string;
  /** Another SDK's release (mcp-attr's, rust-mcp-sdk's) the crate locks, else the lowest its requirement admits. */
  release?: string;
  /** A file of rust-mcp-sdk's `#[mcp_tool]` structs (mcp-tool-macro.ts): whether its macros write `Option<T>` as a type union. */
  rustMcpSdk?: { nullUnion: boolean };
  /** A crate with no SDK that answers MCP's methods itself (hand-rolled.ts): its tools are `json!` objects. */
  handRolled?: true;
  /** The tables of the crate's own tool struct that the file declares and its server lists (tool-table.ts). */
  tables?: string[];
  /**
   * A hand-rolled server's: the types its crate boxes as trait objects, whose tool methods are read
   * (method-tools.ts), each with the files that box it.
   */
  registered?: ReadonlyMap<string, readonly string[]>;
  /** The trait whose impls' constants the crate's `list_tools` serves (trait-consts.ts). */
  consts?: ConstTools;
  /** The crate's own tool type built by its constructor, `Tool::new(…)` (own-tool-new.ts): what proves it. */
  ownNew?: OwnToolNew;
  /** The crate's registry filled by `.register(name, description, schema, …)` calls (registry-calls.ts): what proves it. */
  registry?: RegistryCalls;
  /** A file of an mcp-sdk-rs server (mcp-sdk-rs.ts): the SDK `Tool`s its `"tools/list"` arms build are read. */
  sdkRs?: true;
  /** The file's `list_tools` is the one that proof rests on: the tools it makes are read at the impls' constants. */
  lister?: true;
  /** A file that uses mcp-attr: its `#[tool]`s are mcp-attr's (mcp-attr.ts), never rmcp's. */
  mcpAttr?: true;
  /** Where the names of the file's functions its crate's `list_tools` reaches from another file start (served-functions.ts). */
  reached?: number[];
}

export function rmcpVersionsOf(release: string, sdk: RustSdkCrate = RMCP): Version[] {
  return sdk.firsts.filter(([first]) => compareReleases(first, release) <= 0).map(([, v]) => v);
}

/** The versions of the SDK release the nearest Cargo.toml at or above `path` requires; the latest known when none says. */
export function rustSdkVersions(path: string, workspace: Workspace | undefined, sdk: RustSdkCrate = RMCP): RustSdk {
  const { crate, latest } = sdk;
  const segments = path.split('/').slice(0, -1);
  let why = `no Cargo.toml at or above this file requires ${crate}`;
  if (workspace && !segments.includes('..')) {
    let inherited = false;
    for (let depth = segments.length; depth >= 0; depth--) {
      const at = [...segments.slice(0, depth), 'Cargo.toml'].join('/');
      const found = requirement(read(workspace, at), inherited, crate);
      if (found === undefined) continue;
      if (found === 'workspace') {
        inherited = true;
        continue;
      }
      if (found.version === undefined) {
        why = `${at} takes ${crate} ${found.written}, with no version`;
        break;
      }
      // `>=0.3, <0.9`: the first comparator is the lower bound.
      const release = lowerBound(found.version.split(',')[0]);
      const versions = release ? rmcpVersionsOf(release, sdk) : [];
      const locked = lockedRelease(workspace, segments.slice(0, depth).join('/'), CARGO_LOCKFILES, crate);
      const pinned = locked ? rmcpVersionsOf(locked.release, sdk) : [];
      const rmcp = (exact: string | undefined) => (exact === undefined ? {} : sdk === RMCP ? { rmcpRelease: exact } : { release: exact });
      if (locked && pinned.length > 0)
        return { versions: pinned, from: `${locked.at}: ${crate} ${locked.release} (${at} asks for ${found.version})`, ...rmcp(locked.release) };
      if (versions.length > 0) return { versions, from: `${at}: ${crate} ${found.version}`, ...rmcp(release) };
      why = `${at} asks for ${crate} ${JSON.stringify(found.version)}, which names no release mcpdesc knows`;
      break;
    }
  }
  return { versions: rmcpVersionsOf(latest, sdk), from: `assumed ${crate} ${latest}: ${why}` };
}

/**
 * The requirement of `crate` in a Cargo.toml: its version (undefined for a git or path dependency, with what
 * it is written as), `'workspace'` when it inherits the workspace's, undefined when it has none. With
 * `inWorkspace`, only `[workspace.dependencies]` is read.
 */
function requirement(text: string | undefined, inWorkspace: boolean, crate: string): { version?: string; written: string } | 'workspace' | undefined {
  if (text === undefined) return undefined;
  const tableKey = `dependencies.${crate}`;
  const lines = text.split('\n');
  let table = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    const header = /^\[{1,2}([^\]]{1,200})\]{1,2}/.exec(line);
    if (header) {
      table = header[1].trim();
      if ((table === tableKey || table.endsWith(`.${tableKey}`)) && (!inWorkspace || table === `workspace.${tableKey}`)) {
        const body: string[] = [];
        for (const next of lines.slice(i + 1, i + 1 + TABLE_LINES)) {
          if (next.trim().startsWith('[')) break;
          if (next.trim() !== '') body.push(next.trim());
        }
        return keys(body.join(', '));
      }
      continue;
    }
    if (!/(?:^|\.)dependencies$/.test(table) || (inWorkspace && table !== 'workspace.dependencies')) continue;
    // `rmcp = …`, or a dotted key: `rmcp.workspace = true`, `rmcp.version = "…"`.
    if (!line.startsWith(crate)) continue;
    const entry = /^(?:\.(workspace|version))?\s{0,16}=\s{0,16}(.{0,500})$/.exec(line.slice(crate.length));
    if (!entry) continue;
    const written = entry[2].trim();
    if (entry[1] !== undefined) return keys(`${entry[1]} = ${written}`);
    const plain = /^["']([^"']{1,100})["']/.exec(written);
    return plain ? { version: plain[1], written } : keys(written);
  }
  return undefined;
}

/** The keys of an inline table or a table's lines: `version = "…"`, `workspace = true`. */
function keys(written: string): { version?: string; written: string } | 'workspace' {
  if (/(?:^|[{,\s])workspace\s{0,16}=\s{0,16}true/.test(written)) return 'workspace';
  const version = /(?:^|[{,\s])version\s{0,16}=\s{0,16}["']([^"']{1,100})["']/.exec(written)?.[1];
  const compact = written.replace(/\s+/g, ' ').slice(0, 120);
  return version === undefined ? { written: compact } : { version, written: compact };
}
