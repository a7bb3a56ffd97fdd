/**
 * Gemini CLI's project settings, `.gemini/settings.json`: JSONC; its `mcpServers` entries are closed
 * (settings.schema.json, additionalProperties: false); the other settings are not mcpdesc's. Variables
 * `$NAME`, `${NAME}` and `${NAME:-default}` expand anywhere in the file (envVarResolver.ts).
 */
import { UNVERSIONED } from '../../model/axis.js';
import { Model } from '../../model/check.js';
import { boolean, define, map, opt, ref } from '../../model/dsl.js';
import { clientFormat } from '../client-config/index.js';
import { GEMINI_SERVER_FIELDS } from './server.js';
import { GEMINI_SETTINGS_INFO } from './info.js';

const MODEL = new Model(UNVERSIONED, [
  define('Config', 'Gemini settings', { mcpServers: opt(map(ref('Server'))) }),
  define('Server', 'server entry', { ...GEMINI_SERVER_FIELDS, trust: opt(boolean) }, { closed: true }),
]);

export default clientFormat({
  ...GEMINI_SETTINGS_INFO,
  client: 'Gemini CLI',
  strictJson: false,
  model: MODEL,
  unknownKeys: 'closed',
  needsOneOf: ['command', 'url', 'httpUrl'],
  interpolation: { braced: 'yes', withDefault: 'yes', bare: 'yes', envPrefix: 'no', inputs: false, predefined: [] },
  envReference: (name) => `\${${name}}`,
  homeVariable: '${HOME}',
  autoApprove: [{ key: 'trust', kind: 'flag' }],
});
