/**
 * What tells a file is a VS Code MCP configuration (.vscode/mcp.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */
import { type ClientInfo, clientInfo } from '../client-config/info.js';

export const VSCODE_MCP_JSON_INFO: ClientInfo = {
  id: 'vscode-mcp-json',
  precedence: 120,
  noun: { one: 'VS Code MCP config', other: 'VS Code MCP configs' },
  title: 'VS Code MCP configuration (.vscode/mcp.json)',
  paths: ['**/.vscode/mcp.json'],
  syntax: 'jsonc',
  serverKeys: ['servers'],
  foreignKeys: { mcpServers: 'the key of Claude Code, Cursor and most other clients' },
};

export default clientInfo(VSCODE_MCP_JSON_INFO);
