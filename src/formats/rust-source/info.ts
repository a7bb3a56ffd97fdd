/**
 * What tells that a file is a Rust MCP server's source: a `.rs` file that uses rmcp, the official SDK,
 * mcp-attr, or rust-mcp-sdk's `#[mcp_tool]`, or lists tools for a crate that answers MCP's methods by hand (or through mcp-sdk-rs's handler).
 * All that classification reads; the reader and rules (index.ts) load only when such a file is linted.
 */
import { sourceInfo } from '../source/info.js';
import type { FormatInfo } from '../types.js';
import { handRolledServer } from './hand-rolled.js';
import { inventoryConstTools } from './inventory-consts.js';
import { mcpSdkRsServer } from './mcp-sdk-rs.js';
import { ownToolNew } from './own-tool-new.js';
import { registryCalls } from './registry-calls.js';
import { rustMcpSdkTools } from './rust-mcp-sdk.js';
import { servedTables } from './tool-table.js';
import { constTools } from './trait-consts.js';

const PATHS = ['**/?*.rs'];

export const RUST_SOURCE_INFO: FormatInfo = sourceInfo({
  id: 'rust-source',
  // Never ties with another format: source files are told by path and imports, not by parsed content.
  precedence: 3,
  noun: { one: 'Rust server file', other: 'Rust server files' },
  title: 'Rust MCP server source (rmcp, mcp-attr, mcp-sdk-rs and rust-mcp-sdk tools)',
  paths: PATHS,
  // `use rmcp::…`, `rmcp::tool`: a crate path names it, as `mcp_attr::…` names mcp-attr. A crate with no SDK is one when it answers MCP's
  // methods itself (hand-rolled.ts), and a table of its own tool struct that the server lists (tool-table.ts).
  importsSdk: (text, path, workspace) =>
    text.includes('rmcp') ||
    text.includes('mcp_attr::') ||
    mcpSdkRsServer(text) ||
    rustMcpSdkTools(text) ||
    (path !== undefined &&
      (handRolledServer(text, path, workspace) !== undefined ||
        servedTables(text, path, workspace).tables.length > 0 ||
        ownToolNew(text, path, workspace) !== undefined ||
        registryCalls(text, path, workspace) !== undefined ||
        (constTools(text, path, workspace) ?? inventoryConstTools(text, path, workspace)) !== undefined)),
});

export default RUST_SOURCE_INFO;
