/** Amazon Q Developer's workspace MCP configuration, `.amazonq/mcp.json`. No schema is published: only near misses of its known keys are reported as unknown. */
import { UNVERSIONED } from '../../model/axis.js';
import { Model } from '../../model/check.js';
import { array, boolean, define, map, number, opt, ref, string } from '../../model/dsl.js';
import { clientFormat } from '../client-config/index.js';
import { AMAZONQ_MCP_JSON_INFO } from './info.js';

const MODEL = new Model(UNVERSIONED, [
  define('Config', 'Amazon Q MCP configuration', { mcpServers: opt(map(ref('Server'))) }, { closed: true }),
  define(
    'Server',
    'server entry',
    {
      command: opt(string),
      args: opt(array(string)),
      env: opt(map(string)),
      timeout: opt(number),
      disabled: opt(boolean),
      url: opt(string),
      headers: opt(map(string)),
    },
    { closed: true },
  ),
]);

export default clientFormat({
  ...AMAZONQ_MCP_JSON_INFO,
  client: 'Amazon Q',
  model: MODEL,
  unknownKeys: 'typos',
  needsOneOf: ['command', 'url'],
});
