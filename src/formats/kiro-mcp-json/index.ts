/** Kiro's workspace MCP configuration, `.kiro/settings/mcp.json`: `${VAR}` expands in env and headers; `autoApprove` lists tools run without asking. */
import { UNVERSIONED } from '../../model/axis.js';
import { Model } from '../../model/check.js';
import { array, boolean, define, map, number, opt, ref, string } from '../../model/dsl.js';
import { clientFormat } from '../client-config/index.js';
import { KIRO_MCP_JSON_INFO } from './info.js';

const MODEL = new Model(UNVERSIONED, [
  define('Config', 'Kiro MCP configuration', { mcpServers: opt(map(ref('Server'))) }, { closed: true }),
  define(
    'Server',
    'server entry',
    {
      command: opt(string),
      args: opt(array(string)),
      env: opt(map(string)),
      url: opt(string),
      headers: opt(map(string)),
      disabled: opt(boolean),
      autoApprove: opt(array(string)),
      disabledTools: opt(array(string)),
      timeout: opt(number),
    },
    { closed: true },
  ),
]);

export default clientFormat({
  ...KIRO_MCP_JSON_INFO,
  client: 'Kiro',
  model: MODEL,
  unknownKeys: 'typos',
  needsOneOf: ['command', 'url'],
  interpolation: { braced: 'yes', withDefault: 'unknown', bare: 'unknown', envPrefix: 'unknown', inputs: false, predefined: [] },
  envReference: (name) => `\${${name}}`,
  autoApprove: [{ key: 'autoApprove', kind: 'list' }],
});
