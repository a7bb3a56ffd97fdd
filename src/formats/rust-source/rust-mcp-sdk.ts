/**
 * Files of rust-mcp-sdk (rust-mcp-stack): a struct marked `#[mcp_tool(…)]` is a tool, its `tool()` made by
 * the SDK's macros (mcp-tool-macro.ts). Every such struct of a file that names the SDK is read, as every
 * rmcp `#[tool]` function is: the SDK's `tool_box!` only gathers them, and a server may as well list
 * `MyTool::tool()` by hand. Its protocol versions are its release's (sdk.ts); how its macros write an
 * `Option<T>` field is rust-mcp-macros' release's. Cheap to import: classification loads it.
 */
import { CARGO_LOCKFILES, lockedRelease } from '../source/lockfile.js';
import { compareReleases } from '../source/releases.js';
import type { Workspace } from '../types.js';
import { crateOf } from './crate.js';
import { RUST_MCP_SDK, type RustSdk, rustSdkVersions } from './sdk.js';

/** `#[mcp_tool(`, `#[rust_mcp_sdk::macros::mcp_tool(`. */
const MCP_TOOL = /#\[[ \t]{0,16}(?:[A-Za-z_][A-Za-z0-9_]{0,64}[ \t]{0,16}::[ \t]{0,16}){0,3}mcp_tool[ \t\r\n]{0,16}\(/;
/** rust-mcp-macros 1.0.0 (rust-mcp-sdk 1.0.0 on) writes `Option<T>` as `"type": [T, "null"]`; earlier ones add `"nullable": true`. */
const NULL_UNION = '1.0.0';

/** Whether the text names rust-mcp-sdk (or its macros crate) and marks a struct `#[mcp_tool(…)]`. */
export function rustMcpSdkTools(text: string): boolean {
  return (text.includes('rust_mcp_sdk') || text.includes('rust_mcp_macros')) && text.includes('mcp_tool') && MCP_TOOL.test(text);
}

/** The protocol versions of the file's crate's rust-mcp-sdk release, and how its macros write an optional field. */
export function rustMcpSdkVersions(path: string, workspace: Workspace | undefined): RustSdk {
  const found = rustSdkVersions(path, workspace, RUST_MCP_SDK);
  const crate = crateOf(path, workspace);
  const macros = workspace && crate !== undefined ? lockedRelease(workspace, crate, CARGO_LOCKFILES, 'rust-mcp-macros')?.release : undefined;
  // rust-mcp-sdk 1.0.0 on requires rust-mcp-macros ^1.0.0, every earlier release a 0.x one.
  const release = macros ?? found.release ?? RUST_MCP_SDK.latest;
  return { versions: found.versions, from: found.from, rustMcpSdk: { nullUnion: compareReleases(release, NULL_UNION) >= 0 } };
}
