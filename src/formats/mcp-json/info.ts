/**
 * What tells a file is a MCP server list (mcp.json, mcpServers): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */
import { type ClientInfo, clientInfo } from '../client-config/info.js';

export const MCP_JSON_INFO: ClientInfo = {
  id: 'mcp-json',
  precedence: 10,
  noun: { one: 'MCP server list', other: 'MCP server lists' },
  title: 'MCP server list (mcp.json, mcpServers)',
  paths: ['**/mcp.json'],
  namedByPath: false,
  syntax: 'jsonc',
  serverKeys: ['mcpServers', 'servers'],
  flat: true,
};

export default clientInfo(MCP_JSON_INFO);
