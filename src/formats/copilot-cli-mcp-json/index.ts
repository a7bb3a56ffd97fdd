/**
 * GitHub Copilot CLI's repository MCP configuration, `.github/mcp.json` (it reads `.mcp.json` too, and no
 * longer `.vscode/mcp.json`). Facts: the CLI command reference's "MCP server configuration" section
 * (github/docs): servers under `mcpServers`, `type` "local"/"stdio" or "http"/"streamable-http"/"sse", a
 * per-server `tools` list of the tools it exposes ("*" for all; it approves none: every call still asks),
 * and `$VAR`, `${VAR}` and `${VAR:-default}` expanded in `env` and `headers`. No schema is published,
 * so only near misses of these keys are reported as unknown.
 */
import { UNVERSIONED } from '../../model/axis.js';
import { Model } from '../../model/check.js';
import { array, boolean, define, map, number, oneOf, opt, ref, string } from '../../model/dsl.js';
import { clientFormat } from '../client-config/index.js';
import { COPILOT_CLI_MCP_JSON_INFO } from './info.js';

const MODEL = new Model(UNVERSIONED, [
  define('Config', 'Copilot CLI MCP configuration', { mcpServers: opt(map(ref('Server'))) }),
  define(
    'Server',
    'server entry',
    {
      type: opt(oneOf('local', 'stdio', 'http', 'streamable-http', 'sse')),
      command: opt(string),
      args: opt(array(string)),
      env: opt(map(string)),
      cwd: opt(string),
      url: opt(string),
      headers: opt(map(string)),
      tools: opt(array(string)),
      timeout: opt(number),
      deferTools: opt(oneOf('auto', 'never')),
      disableToolCache: opt(boolean),
      slowConnectionThresholdMs: opt(number),
      filterMapping: opt(oneOf('none', 'markdown', 'hidden_characters')),
      oauthClientId: opt(string),
      oauthScopes: opt(array(string)),
      oauthPublicClient: opt(boolean),
      oauthGrantType: opt(oneOf('authorization_code', 'client_credentials')),
      oidc: opt(boolean),
    },
    { closed: true },
  ),
]);

export default clientFormat({
  ...COPILOT_CLI_MCP_JSON_INFO,
  client: 'Copilot CLI',
  model: MODEL,
  unknownKeys: 'typos',
  needsOneOf: ['command', 'url'],
  interpolation: { braced: 'yes', withDefault: 'yes', bare: 'yes', envPrefix: 'unknown', inputs: false, predefined: [] },
  envReference: (name) => `\${${name}}`,
});
