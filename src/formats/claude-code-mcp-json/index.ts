/** Claude Code's project configuration, `.mcp.json` (also read by Copilot and Codex plugins). */
import { clientConfig } from '../client-config.js';

export default clientConfig({
  id: 'claude-code-mcp-json',
  noun: { one: 'Claude Code config', other: 'Claude Code configs' },
  title: 'Claude Code MCP configuration (.mcp.json)',
  paths: ['**/.mcp.json'],
  // VS Code's `servers` key is a mistake in this file, but the file is still Claude Code's.
  keys: ['mcpServers', 'servers'],
  flat: true,
});
