/**
 * What tells a file is a Kiro MCP configuration (.kiro/settings/mcp.json): all that classification reads.
 * The client's model and rules (index.ts) load only when such a file is linted.
 */
import type { ClientInfo } from '../client-config/info.js';

export const KIRO_MCP_JSON_INFO: ClientInfo = {
  id: 'kiro-mcp-json',
  noun: { one: 'Kiro config', other: 'Kiro configs' },
  title: 'Kiro MCP configuration (.kiro/settings/mcp.json)',
  paths: ['**/.kiro/settings/mcp.json'],
  syntax: 'jsonc',
  serverKeys: ['mcpServers'],
};
