/**
 * What tells a file is Claude Code's project settings (.claude/settings.json, or a committed
 * settings.local.json): all that classification reads. It lists no servers; it says which servers of the
 * project's `.mcp.json` start without asking (index.ts).
 */
import { hasOwn, isObject } from '../../util/json.js';
import { type ClientInfo, clientInfo } from '../client-config/info.js';

/** The settings about MCP servers (SchemaStore's claude-code-settings.json). */
export const MCP_SETTINGS = ['enableAllProjectMcpServers', 'enabledMcpjsonServers', 'disabledMcpjsonServers', 'allowedMcpServers', 'deniedMcpServers'];

export const CLAUDE_CODE_SETTINGS_INFO: ClientInfo = {
  id: 'claude-code-settings',
  // Above the generic server list; no other format reads these paths.
  precedence: 13,
  noun: { one: 'Claude Code settings file', other: 'Claude Code settings files' },
  title: 'Claude Code settings (.claude/settings.json)',
  paths: ['**/.claude/settings.json', '**/.claude/settings.local.json'],
  // Claude Code's parser is not documented: comments and trailing commas are read, not reported.
  syntax: 'jsonc',
  serverKeys: [],
  // A settings file is one at its path whatever it holds; elsewhere, its MCP settings show it.
  recognize: (value) => (isObject(value) && MCP_SETTINGS.some((key) => hasOwn(value, key)) ? 'likely' : 'no'),
};

export default clientInfo(CLAUDE_CODE_SETTINGS_INFO);
