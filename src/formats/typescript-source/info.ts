/**
 * What tells that a file is a TypeScript or JavaScript MCP server's source: it sits at a source path and
 * imports the MCP SDK. All that classification reads; the parser and rules (index.ts) load only when
 * such a file is linted.
 */
import { sourceInfo } from '../source/info.js';
import type { FormatInfo } from '../types.js';

const PATHS = ['**/?*.ts', '**/?*.mts', '**/?*.cts', '**/?*.tsx', '**/?*.js', '**/?*.mjs', '**/?*.cjs', '**/?*.jsx'];

export const TYPESCRIPT_SOURCE_INFO: FormatInfo = sourceInfo({
  id: 'typescript-source',
  // Never ties with another format: source files are told by path and imports, not by parsed content.
  precedence: 7,
  noun: { one: 'TypeScript server file', other: 'TypeScript server files' },
  title: 'TypeScript and JavaScript MCP server source (tools registered with the SDK)',
  paths: PATHS,
  // fastmcp (punkpeye/fastmcp) as a quoted module name: `from "fastmcp"`, `require('fastmcp')`.
  importsSdk: (text) =>
    text.includes('@modelcontextprotocol/sdk') || text.includes('@modelcontextprotocol/server') || text.includes("'fastmcp") || text.includes('"fastmcp'),
});

export default TYPESCRIPT_SOURCE_INFO;
