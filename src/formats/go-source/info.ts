/**
 * What tells that a file is a Go MCP server's source: a `.go` file that imports mark3labs/mcp-go or the
 * official go-sdk. All that classification reads; the reader and rules (index.ts) load only when such a
 * file is linted.
 */
import { sourceInfo } from '../source/info.js';
import type { FormatInfo } from '../types.js';

const PATHS = ['**/?*.go'];

export const GO_SOURCE_INFO: FormatInfo = sourceInfo({
  id: 'go-source',
  // Never ties with another format: source files are told by path and imports, not by parsed content.
  precedence: 5,
  noun: { one: 'Go server file', other: 'Go server files' },
  title: 'Go MCP server source (mcp-go and go-sdk tools)',
  paths: PATHS,
  importsSdk: (text) => text.includes('github.com/mark3labs/mcp-go') || text.includes('github.com/modelcontextprotocol/go-sdk'),
});

export default GO_SOURCE_INFO;
