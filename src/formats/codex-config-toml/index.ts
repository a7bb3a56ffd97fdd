/**
 * OpenAI Codex's project configuration, `.codex/config.toml`: its `[mcp_servers.<name>]` tables
 * (config.schema.json `RawMcpServerConfig`, additionalProperties: false); the rest of the file is
 * Codex's other settings. Codex expands no variables in values: it reads credentials from the
 * environment by name (`env_vars`, `bearer_token_env_var`, `env_http_headers`).
 */
import { UNVERSIONED } from '../../model/axis.js';
import { Model } from '../../model/check.js';
import { any, array, boolean, define, map, number, object, oneOf, opt, ref, string } from '../../model/dsl.js';
import { clientFormat } from '../client-config/index.js';
import { CODEX_CONFIG_TOML_INFO } from './info.js';

const MODEL = new Model(UNVERSIONED, [
  define('Config', 'Codex configuration', { mcp_servers: opt(map(ref('Server'))) }),
  define(
    'Server',
    'server table',
    {
      command: opt(string),
      args: opt(array(string)),
      cwd: opt(string),
      env: opt(map(string)),
      env_vars: opt(array(any)),
      env_http_headers: opt(map(string)),
      http_headers: opt(map(string)),
      url: opt(string),
      bearer_token_env_var: opt(string),
      default_tools_approval_mode: opt(oneOf('auto', 'prompt', 'approve')),
      enabled: opt(boolean),
      enabled_tools: opt(array(string)),
      disabled_tools: opt(array(string)),
      environment_id: opt(string),
      name: opt(string),
      oauth: opt(object),
      oauth_resource: opt(string),
      required: opt(boolean),
      scopes: opt(array(string)),
      startup_timeout_ms: opt({ kind: 'number', integer: true, minimum: 0 }),
      startup_timeout_sec: opt(number),
      supports_parallel_tool_calls: opt(boolean),
      tool_timeout_sec: opt(number),
      tools: opt(map(object)),
    },
    { closed: true },
  ),
]);

export default clientFormat({
  ...CODEX_CONFIG_TOML_INFO,
  client: 'Codex',
  model: MODEL,
  unknownKeys: 'closed',
  needsOneOf: ['command', 'url'],
  interpolation: { braced: 'no', withDefault: 'no', bare: 'no', envPrefix: 'no', inputs: false, predefined: [] },
  secretAdvice: (name) =>
    `keep it in an environment variable such as ${name} and name the variable here: Codex reads credentials from the environment by name ("env_vars" for the server's environment, "bearer_token_env_var" for a bearer token, "env_http_headers" for a header).`,
  autoApprove: [
    { key: 'default_tools_approval_mode', kind: 'value', value: 'approve' },
    { key: 'tools', kind: 'tools', field: 'approval_mode', value: 'approve' },
  ],
});
