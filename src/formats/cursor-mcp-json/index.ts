/**
 * Cursor's project MCP configuration, `.cursor/mcp.json` (plugins use the bare map). Cursor publishes
 * no schema: the keys below are those its documentation and committed files use, so only near misses of
 * them are reported as unknown.
 */
import { UNVERSIONED } from '../../model/axis.js';
import { Model } from '../../model/check.js';
import { array, boolean, define, map, object, oneOf, opt, ref, string } from '../../model/dsl.js';
import { clientFormat } from '../client-config/index.js';
import { CURSOR_MCP_JSON_INFO } from './info.js';

const MODEL = new Model(UNVERSIONED, [
  define('Config', 'Cursor MCP configuration', { mcpServers: opt(map(ref('Server'))) }, { closed: true }),
  define(
    'Server',
    'server entry',
    {
      type: opt(oneOf('stdio', 'sse', 'http', 'streamable-http')),
      command: opt(string),
      args: opt(array(string)),
      env: opt(map(string)),
      envFile: opt(string),
      url: opt(string),
      headers: opt(map(string)),
      auth: opt(object),
      disabled: opt(boolean),
    },
    { closed: true },
  ),
]);

export default clientFormat({
  ...CURSOR_MCP_JSON_INFO,
  client: 'Cursor',
  model: MODEL,
  unknownKeys: 'typos',
  needsOneOf: ['command', 'url'],
  // "${env:NAME}", "${userHome}" and "${workspaceFolder}" are described (by third-party guides): the other forms are not known either way.
  interpolation: { braced: 'unknown', withDefault: 'unknown', bare: 'unknown', envPrefix: 'yes', inputs: false, predefined: ['userHome', 'workspaceFolder'] },
  envReference: (name) => `\${env:${name}}`,
  homeVariable: '${userHome}',
});
