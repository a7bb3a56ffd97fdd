/**
 * What tells a file is a Claude Code MCP configuration (.mcp.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */
import { type ClientInfo, clientInfo } from '../client-config/info.js';

export const CLAUDE_CODE_MCP_JSON_INFO: ClientInfo = {
  id: 'claude-code-mcp-json',
  precedence: 140,
  noun: { one: 'Claude Code config', other: 'Claude Code configs' },
  title: 'Claude Code MCP configuration (.mcp.json)',
  paths: ['**/.mcp.json'],
  syntax: 'jsonc',
  serverKeys: ['mcpServers'],
  flat: true,
  foreignKeys: { servers: "VS Code's key" },
};

export default clientInfo(CLAUDE_CODE_MCP_JSON_INFO);
