/**
 * What tells a file is a Roo Code MCP configuration (.roo/mcp.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */
import { type ClientInfo, clientInfo } from '../client-config/info.js';

export const ROO_MCP_JSON_INFO: ClientInfo = {
  id: 'roo-mcp-json',
  precedence: 80,
  noun: { one: 'Roo config', other: 'Roo configs' },
  title: 'Roo Code MCP configuration (.roo/mcp.json)',
  paths: ['**/.roo/mcp.json'],
  syntax: 'jsonc',
  serverKeys: ['mcpServers'],
};

export default clientInfo(ROO_MCP_JSON_INFO);
