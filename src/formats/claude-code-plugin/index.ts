/**
 * A Claude Code plugin's manifest, `.claude-plugin/plugin.json`: its `mcpServers` may list the plugin's
 * servers inline (or name a file or bundle to read them from). Facts: SchemaStore's
 * claude-code-plugin-manifest schema; the servers inline are Claude Code server entries, with
 * `${CLAUDE_PLUGIN_ROOT}` for the plugin's own folder.
 */
import { UNVERSIONED } from '../../model/axis.js';
import { Model } from '../../model/check.js';
import { any, define, opt, req, string } from '../../model/dsl.js';
import { clientFormat } from '../client-config/index.js';
import { CLAUDE_CODE } from '../claude-code-mcp-json/index.js';
import { CLAUDE_CODE_SERVERS } from '../claude-code-mcp-json/model.js';
import { CLAUDE_CODE_PLUGIN_INFO } from './info.js';

const MODEL = new Model(UNVERSIONED, [
  // The manifest's other fields are Claude Code's plugin system's; only the servers are checked here.
  define('Config', 'plugin manifest', { name: req(string), mcpServers: opt(any) }),
  ...CLAUDE_CODE_SERVERS,
]);

export default clientFormat({
  ...CLAUDE_CODE,
  ...CLAUDE_CODE_PLUGIN_INFO,
  model: MODEL,
});
