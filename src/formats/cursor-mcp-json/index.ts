/** Cursor's project MCP configuration, `.cursor/mcp.json`. */
import { clientConfig } from '../client-config.js';

export default clientConfig({
  id: 'cursor-mcp-json',
  noun: { one: 'Cursor config', other: 'Cursor configs' },
  title: 'Cursor MCP configuration (.cursor/mcp.json)',
  paths: ['**/.cursor/mcp.json'],
  keys: ['mcpServers'],
  flat: true,
});
