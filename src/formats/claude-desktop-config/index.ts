/**
 * Claude Desktop's configuration, `claude_desktop_config.json`: stdio servers under `mcpServers`. It
 * documents no variable expansion, so a committed copy is a template or one developer's own file.
 */
import { UNVERSIONED } from '../../model/axis.js';
import { Model } from '../../model/check.js';
import { array, define, map, opt, ref, req, string } from '../../model/dsl.js';
import { clientFormat } from '../client-config/index.js';
import { CLAUDE_DESKTOP_CONFIG_INFO } from './info.js';

const MODEL = new Model(UNVERSIONED, [
  define('Config', 'Claude Desktop configuration', { mcpServers: opt(map(ref('Server'))) }),
  define('Server', 'server entry', { command: req(string), args: opt(array(string)), env: opt(map(string)) }, { closed: true }),
]);

export default clientFormat({
  ...CLAUDE_DESKTOP_CONFIG_INFO,
  client: 'Claude Desktop',
  model: MODEL,
  unknownKeys: 'typos',
  machinePathAdvice:
    'Claude Desktop has no project folder to be relative to: commit a template with a placeholder such as "/path/to/server" for each developer to fill in, or ship the server as an MCPB bundle, which Claude Desktop installs itself.',
  secretAdvice: () =>
    'keep the real value out of the repository: Claude Desktop expands no variables in this file, so commit a template with a placeholder (or ship the server as an MCPB bundle, whose sensitive settings Claude Desktop asks for and stores).',
});
