/**
 * What tells a file is a Cursor MCP configuration (.cursor/mcp.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */
import { type ClientInfo, clientInfo } from '../client-config/info.js';

export const CURSOR_MCP_JSON_INFO: ClientInfo = {
  id: 'cursor-mcp-json',
  precedence: 110,
  noun: { one: 'Cursor config', other: 'Cursor configs' },
  title: 'Cursor MCP configuration (.cursor/mcp.json)',
  paths: ['**/.cursor/mcp.json'],
  syntax: 'jsonc',
  serverKeys: ['mcpServers'],
  flat: true,
};

export default clientInfo(CURSOR_MCP_JSON_INFO);
