/** Claude Code's server entry (SchemaStore's plugin-manifest `mcpServers`, its CHANGELOG), shared by `.mcp.json` and plugin manifests. */
import { alias, array, boolean, constant, type Definition, define, map, number, opt, option, ref, req, string, union } from '../../model/dsl.js';

const remote = (type: string) => ({
  type: req(constant(type)),
  url: req(string),
  headers: opt(map(string)),
  headersHelper: opt(string),
  timeout: opt(number),
  alwaysLoad: opt(boolean),
});

/** `Server` and what it refers to: every definition of the model but the file's own. */
export const CLAUDE_CODE_SERVERS: readonly Definition[] = [
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
];
