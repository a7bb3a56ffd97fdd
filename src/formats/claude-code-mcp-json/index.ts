/**
 * Claude Code's project configuration, `.mcp.json` (also read by Copilot and Codex plugins), and a
 * plugin's `.mcp.json`, which may be the bare map of servers. Facts: the SchemaStore plugin-manifest
 * schema's `mcpServers`, Claude Code's CHANGELOG, its MCP docs.
 */
import { UNVERSIONED } from '../../model/axis.js';
import { Model } from '../../model/check.js';
import { define, map, opt, ref } from '../../model/dsl.js';
import { type ClientSpec, clientFormat } from '../client-config/index.js';
import { CLAUDE_CODE_SERVERS } from './model.js';
import { CLAUDE_CODE_MCP_JSON_INFO } from './info.js';

const MODEL = new Model(UNVERSIONED, [
  define('Config', 'Claude Code configuration', { mcpServers: opt(map(ref('Server'))) }, { closed: true }),
  ...CLAUDE_CODE_SERVERS,
]);

/** Claude Code as a client, for the formats that hold its server entries. */
export const CLAUDE_CODE: ClientSpec = {
  ...CLAUDE_CODE_MCP_JSON_INFO,
  client: 'Claude Code',
  strictJson: true,
  model: MODEL,
  unknownKeys: 'typos',
  urlNeedsType: ['http', 'sse'],
  interpolation: { braced: 'yes', withDefault: 'yes', bare: 'no', envPrefix: 'no', inputs: false, predefined: ['CLAUDE_PLUGIN_ROOT', 'CLAUDE_PROJECT_DIR'] },
  envReference: (name) => `\${${name}}`,
  homeVariable: '${HOME}',
};

export default clientFormat(CLAUDE_CODE);
