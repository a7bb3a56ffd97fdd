/**
 * What tells that a file is a Rust MCP server's source: a `.rs` file that uses rmcp, the official SDK.
 * All that classification reads; the reader and rules (index.ts) load only when such a file is linted.
 */
import { sourceInfo } from '../source/info.js';
import type { FormatInfo } from '../types.js';

const PATHS = ['**/?*.rs'];

export const RUST_SOURCE_INFO: FormatInfo = sourceInfo({
  id: 'rust-source',
  // Never ties with another format: source files are told by path and imports, not by parsed content.
  precedence: 3,
  noun: { one: 'Rust server file', other: 'Rust server files' },
  title: 'Rust MCP server source (rmcp tools)',
  paths: PATHS,
  // `use rmcp::…`, `rmcp::tool`: a crate path names it.
  importsSdk: (text) => text.includes('rmcp'),
});

export default RUST_SOURCE_INFO;
