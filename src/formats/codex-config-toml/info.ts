/**
 * What tells a file is a Codex configuration (.codex/config.toml): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */
import { type ClientInfo, clientInfo } from '../client-config/info.js';

export const CODEX_CONFIG_TOML_INFO: ClientInfo = {
  id: 'codex-config-toml',
  precedence: 30,
  noun: { one: 'Codex config', other: 'Codex configs' },
  title: 'Codex configuration (.codex/config.toml)',
  paths: ['**/.codex/config.toml'],
  syntax: 'toml',
  serverKeys: ['mcp_servers'],
};

export default clientInfo(CODEX_CONFIG_TOML_INFO);
