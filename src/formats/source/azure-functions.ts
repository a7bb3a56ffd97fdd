/**
 * Azure Functions' MCP tool triggers (Python `@app.mcp_tool()`, TypeScript `app.mcpTool(…)`, C#
 * `[McpToolTrigger]`) are served by the Functions host's MCP extension, not by an MCP SDK the project
 * names: the extension is built on the official C# SDK (ModelContextProtocol), and mcpdesc has no table
 * of the extension's releases, so what the newest C# SDK release it knows speaks is assumed, and said.
 */
import type { Version } from '../../protocol/versions.js';
import { CS_LATEST, csVersionsOf } from '../csharp-source/sdk.js';

export function azureFunctionsVersions(): { versions: Version[]; from: string } {
  return {
    versions: csVersionsOf(CS_LATEST),
    from: `assumed what ModelContextProtocol (the C# SDK) ${CS_LATEST} speaks: the Azure Functions MCP extension serves these tools on the C# SDK, and mcpdesc has no table of the extension's releases`,
  };
}
