/**
 * What tells a file is a Claude Desktop configuration (claude_desktop_config.json): all that classification
 * reads. The client's model and rules (index.ts) load only when such a file is linted.
 */
import { type ClientInfo, clientInfo } from '../client-config/info.js';

export const CLAUDE_DESKTOP_CONFIG_INFO: ClientInfo = {
  id: 'claude-desktop-config',
  precedence: 60,
  noun: { one: 'Claude Desktop config', other: 'Claude Desktop configs' },
  title: 'Claude Desktop configuration (claude_desktop_config.json)',
  paths: ['**/claude_desktop_config.json'],
  syntax: 'jsonc',
  serverKeys: ['mcpServers'],
};

export default clientInfo(CLAUDE_DESKTOP_CONFIG_INFO);
