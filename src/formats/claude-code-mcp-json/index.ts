/**
 * Claude Code's project configuration, `.mcp.json` (also read by Copilot and Codex plugins), and a
 * plugin's `.mcp.json`, which may be the bare map of servers. Facts: the SchemaStore plugin-manifest
 * schema's `mcpServers`, Claude Code's CHANGELOG, its MCP docs.
 */
import { UNVERSIONED } from '../../model/axis.js';
import { Model } from '../../model/check.js';
import { alias, array, boolean, constant, define, map, number, opt, option, ref, req, string, union } from '../../model/dsl.js';
import { clientFormat } from '../client-config/index.js';

const remote = (type: string) => ({
  type: req(constant(type)),
  url: req(string),
  headers: opt(map(string)),
  headersHelper: opt(string),
  timeout: opt(number),
  alwaysLoad: opt(boolean),
});

const MODEL = new Model(UNVERSIONED, [
  define('Config', 'Claude Code configuration', { mcpServers: opt(map(ref('Server'))) }, { closed: true }),
  alias(
    'Server',
    'server entry',
    union(
      [
        option('stdio server', ref('StdioServer')),
        option('HTTP server', ref('HttpServer')),
        option('SSE server', ref('SseServer')),
        option('WebSocket server', ref('WsServer')),
      ],
      { key: 'type', fallback: 'stdio server' },
    ),
  ),
  define(
    'StdioServer',
    'server entry',
    { type: opt(constant('stdio')), command: req(string), args: opt(array(string)), env: opt(map(string)), timeout: opt(number), alwaysLoad: opt(boolean) },
    { closed: true },
  ),
  define('HttpServer', 'server entry', { ...remote('http'), oauth: opt(ref('OAuth')) }, { closed: true }),
  define('SseServer', 'server entry', { ...remote('sse'), oauth: opt(ref('OAuth')) }, { closed: true }),
  define('WsServer', 'server entry', remote('ws'), { closed: true }),
  define(
    'OAuth',
    'OAuth settings',
    {
      clientId: opt(string),
      callbackPort: opt({ kind: 'number', integer: true, minimum: 1 }),
      authServerMetadataUrl: opt(string),
      scopes: opt(string),
      xaa: opt(boolean),
    },
    { closed: true },
  ),
]);

export default clientFormat({
  id: 'claude-code-mcp-json',
  noun: { one: 'Claude Code config', other: 'Claude Code configs' },
  title: 'Claude Code MCP configuration (.mcp.json)',
  client: 'Claude Code',
  paths: ['**/.mcp.json'],
  syntax: 'jsonc',
  serverKeys: ['mcpServers'],
  flat: true,
  foreignKeys: { servers: "VS Code's key" },
  strictJson: true,
  model: MODEL,
  unknownKeys: 'typos',
  urlNeedsType: ['http', 'sse'],
  interpolation: { braced: 'yes', withDefault: 'yes', bare: 'no', envPrefix: 'no', inputs: false, predefined: ['CLAUDE_PLUGIN_ROOT', 'CLAUDE_PROJECT_DIR'] },
  envReference: (name) => `\${${name}}`,
  homeVariable: '${HOME}',
});
