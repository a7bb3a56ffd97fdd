/** Kiro's workspace MCP configuration, `.kiro/settings/mcp.json`. */
import { clientConfig } from '../client-config.js';

export default clientConfig({
  id: 'kiro-mcp-json',
  noun: { one: 'Kiro config', other: 'Kiro configs' },
  title: 'Kiro MCP configuration (.kiro/settings/mcp.json)',
  paths: ['**/.kiro/settings/mcp.json'],
  keys: ['mcpServers'],
});
