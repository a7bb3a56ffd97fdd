/**
 * What tells a file is a Windsurf MCP configuration (mcp_config.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */
import { type ClientInfo, clientInfo } from '../client-config/info.js';

export const WINDSURF_MCP_CONFIG_INFO: ClientInfo = {
  id: 'windsurf-mcp-config',
  precedence: 100,
  noun: { one: 'Windsurf config', other: 'Windsurf configs' },
  title: 'Windsurf MCP configuration (mcp_config.json)',
  paths: ['**/.windsurf/mcp_config.json', '**/.codeium/windsurf/mcp_config.json', '**/.codeium/mcp_config.json'],
  syntax: 'jsonc',
  serverKeys: ['mcpServers'],
};

export default clientInfo(WINDSURF_MCP_CONFIG_INFO);
