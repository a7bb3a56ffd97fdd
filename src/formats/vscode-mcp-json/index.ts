/** VS Code's workspace MCP configuration, `.vscode/mcp.json` (JSONC: comments and trailing commas allowed). */
import { clientConfig } from '../client-config.js';

export default clientConfig({
  id: 'vscode-mcp-json',
  noun: { one: 'VS Code MCP config', other: 'VS Code MCP configs' },
  title: 'VS Code MCP configuration (.vscode/mcp.json)',
  paths: ['**/.vscode/mcp.json'],
  keys: ['servers', 'inputs', 'mcpServers'],
});
