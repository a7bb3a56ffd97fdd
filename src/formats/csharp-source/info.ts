/**
 * What tells that a file is a C# MCP server's source: a `.cs` file that uses the official SDK's
 * namespace (`ModelContextProtocol`), itself or through its project's global usings, or Azure Functions' MCP extension's,
 * or defines a tool class of a project that answers MCP's methods itself. All that classification reads; the reader and rules (index.ts)
 * load only when such a file is linted.
 */
import { sourceInfo } from '../source/info.js';
import type { FormatInfo } from '../types.js';
import { projectUsesSdk } from './global-usings.js';
import { handRolledCs } from './hand-rolled.js';

const PATHS = ['**/?*.cs'];
/** Azure Functions' MCP extension for the .NET isolated worker, whose `[McpToolTrigger]` parameters make tools. */
export const AZURE_NAMESPACE = 'Microsoft.Azure.Functions.Worker.Extensions.Mcp';

export const CSHARP_SOURCE_INFO: FormatInfo = sourceInfo({
  id: 'csharp-source',
  // Never ties with another format: source files are told by path and imports, not by parsed content.
  precedence: 4,
  noun: { one: 'C# server file', other: 'C# server files' },
  title: 'C# MCP server source (McpServerTool methods, ModelContextProtocol.NET handlers)',
  paths: PATHS,
  // A file with `[McpServerTool]` (or another `[McpServer…]` attribute) and no namespace of its own is one
  // when its project's global usings bring the SDK in (global-usings.ts).
  importsSdk: (text, path, workspace) =>
    text.includes('ModelContextProtocol') ||
    text.includes(AZURE_NAMESPACE) ||
    (path !== undefined && text.includes('[McpServer') && projectUsesSdk(path, workspace)) ||
    // A class with a literal `Name` and `Description` of a project that answers MCP's methods itself (hand-rolled.ts).
    (path !== undefined && handRolledCs(text, path, workspace) !== undefined),
});

export default CSHARP_SOURCE_INFO;
