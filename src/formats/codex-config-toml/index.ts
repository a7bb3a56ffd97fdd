/** OpenAI Codex's project configuration, `.codex/config.toml` (its `[mcp_servers.*]` tables). */
import { clientConfig } from '../client-config.js';

export default clientConfig({
  id: 'codex-config-toml',
  noun: { one: 'Codex config', other: 'Codex configs' },
  title: 'Codex configuration (.codex/config.toml)',
  paths: ['**/.codex/config.toml'],
  keys: ['mcp_servers'],
  syntax: 'toml',
});
