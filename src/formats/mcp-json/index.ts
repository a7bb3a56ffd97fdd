/**
 * A list of MCP servers in no particular client's place: an agent plugin's `mcp.json` (Kiro powers,
 * Cursor plugins) or any file that holds an `mcpServers` map. Its content must show it is one, and since
 * no one client reads it, only what every client agrees on is checked.
 */
import { UNVERSIONED } from '../../model/axis.js';
import { Model } from '../../model/check.js';
import { any, array, boolean, define, map, number, opt, ref, string } from '../../model/dsl.js';
import { clientFormat } from '../client-config/index.js';
import { MCP_JSON_INFO } from './info.js';

const MODEL = new Model(UNVERSIONED, [
  define('Config', 'server list', { mcpServers: opt(map(ref('Server'))), servers: opt(map(ref('Server'))), inputs: opt(array(any)) }),
  define(
    'Server',
    'server entry',
    {
      type: opt(string),
      command: opt(string),
      args: opt(array(string)),
      env: opt(map(any)),
      envFile: opt(string),
      cwd: opt(string),
      url: opt(string),
      serverUrl: opt(string),
      httpUrl: opt(string),
      headers: opt(map(string)),
      disabled: opt(boolean),
      timeout: opt(number),
      autoApprove: opt(array(string)),
      alwaysAllow: opt(array(string)),
      disabledTools: opt(array(string)),
    },
    { closed: true },
  ),
]);

export default clientFormat({
  ...MCP_JSON_INFO,
  client: 'the client',
  model: MODEL,
  unknownKeys: 'typos',
  needsOneOf: ['command', 'url', 'serverUrl', 'httpUrl'],
  autoApprove: [
    { key: 'autoApprove', kind: 'list' },
    { key: 'alwaysAllow', kind: 'list' },
  ],
});
