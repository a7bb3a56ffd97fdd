/**
 * What tells a file is a Amazon Q Developer MCP configuration (.amazonq/mcp.json): all that classification
 * reads. The client's model and rules (index.ts) load only when such a file is linted.
 */
import { type ClientInfo, clientInfo } from '../client-config/info.js';

export const AMAZONQ_MCP_JSON_INFO: ClientInfo = {
  id: 'amazonq-mcp-json',
  precedence: 70,
  noun: { one: 'Amazon Q config', other: 'Amazon Q configs' },
  title: 'Amazon Q Developer MCP configuration (.amazonq/mcp.json)',
  paths: ['**/.amazonq/mcp.json'],
  syntax: 'jsonc',
  serverKeys: ['mcpServers'],
};

export default clientInfo(AMAZONQ_MCP_JSON_INFO);
