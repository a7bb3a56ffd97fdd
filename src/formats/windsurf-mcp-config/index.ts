/** Windsurf (Cascade) MCP configuration, `mcp_config.json`. No schema is published: only near misses of its known keys are reported as unknown. */
import { UNVERSIONED } from '../../model/axis.js';
import { Model } from '../../model/check.js';
import { array, boolean, define, map, opt, ref, string } from '../../model/dsl.js';
import { clientFormat } from '../client-config/index.js';
import { WINDSURF_MCP_CONFIG_INFO } from './info.js';

const MODEL = new Model(UNVERSIONED, [
  define('Config', 'Windsurf MCP configuration', { mcpServers: opt(map(ref('Server'))) }, { closed: true }),
  define(
    'Server',
    'server entry',
    {
      command: opt(string),
      args: opt(array(string)),
      env: opt(map(string)),
      serverUrl: opt(string),
      url: opt(string),
      type: opt(string),
      headers: opt(map(string)),
      disabled: opt(boolean),
      disabledTools: opt(array(string)),
    },
    { closed: true },
  ),
]);

export default clientFormat({
  ...WINDSURF_MCP_CONFIG_INFO,
  client: 'Windsurf',
  model: MODEL,
  unknownKeys: 'typos',
  needsOneOf: ['command', 'serverUrl', 'url'],
  // Only "${env:NAME}" is described (by third-party guides): the other forms are not known either way.
  interpolation: { braced: 'unknown', withDefault: 'unknown', bare: 'unknown', envPrefix: 'yes', inputs: false, predefined: [] },
  envReference: (name) => `\${env:${name}}`,
});
