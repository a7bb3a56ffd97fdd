/**
 * What tells that a file is a Go MCP server's source: a `.go` file that imports mark3labs/mcp-go, the
 * official go-sdk or metoro-io/mcp-golang, or gives tool types their methods in a module that answers MCP's methods by hand. All that classification reads; the reader and rules (index.ts) load only when such a
 * file is linted.
 */
import { sourceInfo } from '../source/info.js';
import type { FormatInfo } from '../types.js';
import { convertedTypes } from './converted-types.js';
import { handRolledServer, namesNoSdk } from './hand-rolled.js';
import { toolWrappers } from './wrappers.js';

const PATHS = ['**/?*.go'];

export const GO_SOURCE_INFO: FormatInfo = sourceInfo({
  id: 'go-source',
  // Never ties with another format: source files are told by path and imports, not by parsed content.
  precedence: 5,
  noun: { one: 'Go server file', other: 'Go server files' },
  title: 'Go MCP server source (mcp-go, go-sdk and mcp-golang tools)',
  paths: PATHS,
  // A module with no SDK is one when it answers MCP's methods itself and lists the file's tool types (hand-rolled.ts).
  // One that calls its module's own constructor over mcp-go is one too (wrappers.ts), and one that may write its own tool type converted into an SDK's (converted-types.ts).
  importsSdk: (text, path, workspace) =>
    !namesNoSdk(text) ||
    (path !== undefined &&
      (handRolledServer(text, path, workspace) !== undefined ||
        (toolWrappers(text, path, workspace)?.wrappers.size ?? 0) > 0 ||
        convertedTypes(text, path, workspace).length > 0)),
});

export default GO_SOURCE_INFO;
