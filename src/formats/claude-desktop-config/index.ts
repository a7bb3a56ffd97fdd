/** Claude Desktop's configuration, `claude_desktop_config.json` (committed as a template or a personal copy). */
import { clientConfig } from '../client-config.js';

export default clientConfig({
  id: 'claude-desktop-config',
  noun: { one: 'Claude Desktop config', other: 'Claude Desktop configs' },
  title: 'Claude Desktop configuration (claude_desktop_config.json)',
  paths: ['**/claude_desktop_config.json'],
  keys: ['mcpServers'],
});
