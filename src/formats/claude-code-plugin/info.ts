/**
 * What tells a file is a Claude Code plugin manifest (.claude-plugin/plugin.json): all that classification
 * reads. The client's model and rules (index.ts) load only when such a file is linted.
 */
import { type ClientInfo, clientInfo } from '../client-config/info.js';
import { CLAUDE_CODE_MCP_JSON_INFO } from '../claude-code-mcp-json/info.js';

export const CLAUDE_CODE_PLUGIN_INFO: ClientInfo = {
  ...CLAUDE_CODE_MCP_JSON_INFO,
  id: 'claude-code-plugin',
  precedence: 130,
  noun: { one: 'Claude Code plugin', other: 'Claude Code plugins' },
  title: 'Claude Code plugin manifest (.claude-plugin/plugin.json)',
  paths: ['**/.claude-plugin/plugin.json'],
  flat: false,
  foreignKeys: {},
};

export default clientInfo(CLAUDE_CODE_PLUGIN_INFO);
