/** Amazon Q Developer's workspace MCP configuration, `.amazonq/mcp.json`. */
import { clientConfig } from '../client-config.js';

export default clientConfig({
  id: 'amazonq-mcp-json',
  noun: { one: 'Amazon Q config', other: 'Amazon Q configs' },
  title: 'Amazon Q Developer MCP configuration (.amazonq/mcp.json)',
  paths: ['**/.amazonq/mcp.json'],
  keys: ['mcpServers'],
});
