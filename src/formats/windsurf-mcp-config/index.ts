/** Windsurf (Cascade) MCP configuration, `mcp_config.json`. */
import { clientConfig } from '../client-config.js';

export default clientConfig({
  id: 'windsurf-mcp-config',
  noun: { one: 'Windsurf config', other: 'Windsurf configs' },
  title: 'Windsurf MCP configuration (mcp_config.json)',
  paths: ['**/.windsurf/mcp_config.json', '**/.codeium/windsurf/mcp_config.json', '**/.codeium/mcp_config.json'],
  keys: ['mcpServers'],
});
