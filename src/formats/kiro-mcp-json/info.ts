/**
 * What tells a file is a Kiro MCP configuration (.kiro/settings/mcp.json): all that classification reads.
 * The client's model and rules (index.ts) load only when such a file is linted.
 */
import { type ClientInfo, clientInfo } from '../client-config/info.js';

export const KIRO_MCP_JSON_INFO: ClientInfo = {
  id: 'kiro-mcp-json',
  precedence: 90,
  noun: { one: 'Kiro config', other: 'Kiro configs' },
  title: 'Kiro MCP configuration (.kiro/settings/mcp.json)',
  paths: ['**/.kiro/settings/mcp.json'],
  syntax: 'jsonc',
  serverKeys: ['mcpServers'],
};

export default clientInfo(KIRO_MCP_JSON_INFO);
