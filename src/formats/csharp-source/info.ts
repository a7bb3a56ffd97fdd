/**
 * What tells that a file is a C# MCP server's source: a `.cs` file that uses the official SDK's
 * namespace (`ModelContextProtocol`), or Azure Functions' MCP extension's. All that classification reads; the reader and rules (index.ts)
 * load only when such a file is linted.
 */
import { sourceInfo } from '../source/info.js';
import type { FormatInfo } from '../types.js';

const PATHS = ['**/?*.cs'];
/** Azure Functions' MCP extension for the .NET isolated worker, whose `[McpToolTrigger]` parameters make tools. */
export const AZURE_NAMESPACE = 'Microsoft.Azure.Functions.Worker.Extensions.Mcp';

export const CSHARP_SOURCE_INFO: FormatInfo = sourceInfo({
  id: 'csharp-source',
  // Never ties with another format: source files are told by path and imports, not by parsed content.
  precedence: 4,
  noun: { one: 'C# server file', other: 'C# server files' },
  title: 'C# MCP server source (McpServerTool methods)',
  paths: PATHS,
  importsSdk: (text) => text.includes('ModelContextProtocol') || text.includes(AZURE_NAMESPACE),
});

export default CSHARP_SOURCE_INFO;
