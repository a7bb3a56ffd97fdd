/** Roo Code's project MCP configuration, `.roo/mcp.json`. */
import { clientConfig } from '../client-config.js';

export default clientConfig({
  id: 'roo-mcp-json',
  noun: { one: 'Roo config', other: 'Roo configs' },
  title: 'Roo Code MCP configuration (.roo/mcp.json)',
  paths: ['**/.roo/mcp.json'],
  keys: ['mcpServers'],
});
