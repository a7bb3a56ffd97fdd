/**
 * Roo Code's project MCP configuration, `.roo/mcp.json`. Facts: Roo's zod schema and validation in
 * McpHub.ts (strict JSON.parse, "type" required beside "url", stdio and remote fields never mixed) and its
 * variable injection (`${env:NAME}`, `${workspaceFolder}`; plain `${NAME}` is not expanded).
 */
import { UNVERSIONED } from '../../model/axis.js';
import { Model } from '../../model/check.js';
import { alias, array, boolean, constant, define, map, opt, option, ref, req, string, union } from '../../model/dsl.js';
import { clientFormat } from '../client-config/index.js';
import { ROO_MCP_JSON_INFO } from './info.js';

const common = {
  disabled: opt(boolean),
  timeout: opt({ kind: 'number', integer: false, minimum: 1, maximum: 3600 }),
  alwaysAllow: opt(array(string)),
  watchPaths: opt(array(string)),
  disabledTools: opt(array(string)),
};

const MODEL = new Model(UNVERSIONED, [
  define('Config', 'Roo MCP configuration', { mcpServers: opt(map(ref('Server'))) }, { closed: true }),
  alias(
    'Server',
    'server entry',
    union([option('stdio server', ref('StdioServer')), option('SSE server', ref('SseServer')), option('streamable HTTP server', ref('HttpServer'))], {
      key: 'type',
      fallback: 'stdio server',
    }),
  ),
  define(
    'StdioServer',
    'server entry',
    { type: opt(constant('stdio')), command: req(string), args: opt(array(string)), cwd: opt(string), env: opt(map(string)), ...common },
    { closed: true },
  ),
  define('SseServer', 'server entry', { type: req(constant('sse')), url: req(string), headers: opt(map(string)), ...common }, { closed: true }),
  define('HttpServer', 'server entry', { type: req(constant('streamable-http')), url: req(string), headers: opt(map(string)), ...common }, { closed: true }),
]);

export default clientFormat({
  ...ROO_MCP_JSON_INFO,
  client: 'Roo Code',
  strictJson: true,
  model: MODEL,
  unknownKeys: 'typos',
  urlNeedsType: ['streamable-http', 'sse'],
  exclusive: [
    ['command', 'args', 'env', 'cwd'],
    ['url', 'headers'],
  ],
  interpolation: { braced: 'no', withDefault: 'no', bare: 'unknown', envPrefix: 'yes', inputs: false, predefined: ['workspaceFolder'] },
  envReference: (name) => `\${env:${name}}`,
  autoApprove: [{ key: 'alwaysAllow', kind: 'list' }],
});
