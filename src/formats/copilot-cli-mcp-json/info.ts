/**
 * What tells a file is a GitHub Copilot CLI MCP configuration (.github/mcp.json): all that classification
 * reads. The client's model and the client-config rules (index.ts) load only when such a file is linted.
 */
import { type ClientInfo, clientInfo } from '../client-config/info.js';

export const COPILOT_CLI_MCP_JSON_INFO: ClientInfo = {
  id: 'copilot-cli-mcp-json',
  // Above the generic server list, whose `**/mcp.json` matches this file's path too.
  precedence: 12,
  noun: { one: 'Copilot CLI config', other: 'Copilot CLI configs' },
  title: 'GitHub Copilot CLI MCP configuration (.github/mcp.json)',
  paths: ['**/.github/mcp.json'],
  syntax: 'json',
  serverKeys: ['mcpServers'],
  // Copilot CLI reads only `mcpServers`: a file written with VS Code's key starts no server (github/copilot-cli#3083).
  foreignKeys: { servers: "VS Code's key" },
};

export default clientInfo(COPILOT_CLI_MCP_JSON_INFO);
