/**
 * Claude Code's project settings, `.claude/settings.json`. Of its many settings, mcpdesc reads those about
 * the servers of the project's `.mcp.json` (SchemaStore's claude-code-settings.json, Claude Code's MCP
 * docs): `enableAllProjectMcpServers: true` starts every one of them without the approval Claude Code
 * otherwise asks for each, servers added later included. The file lists no servers itself.
 */
import { UNVERSIONED } from '../../model/axis.js';
import { Model } from '../../model/check.js';
import { array, boolean, define, object, opt, string } from '../../model/dsl.js';
import { clientFormat } from '../client-config/index.js';
import { CLAUDE_CODE_SETTINGS_INFO } from './info.js';

const MODEL = new Model(UNVERSIONED, [
  define('Config', 'Claude Code settings', {
    enableAllProjectMcpServers: opt(boolean),
    enabledMcpjsonServers: opt(array(string)),
    disabledMcpjsonServers: opt(array(string)),
    allowedMcpServers: opt(array(object)),
    deniedMcpServers: opt(array(object)),
    permissions: opt(object),
  }),
  define('Server', 'server entry', {}),
]);

export default clientFormat({
  ...CLAUDE_CODE_SETTINGS_INFO,
  client: 'Claude Code',
  model: MODEL,
  unknownKeys: 'typos',
  autoApprove: [
    {
      key: 'enableAllProjectMcpServers',
      kind: 'flag',
      file: {
        what: "every server of the project's .mcp.json (servers a later change adds too)",
        instead: (root) =>
          Array.isArray(root.enabledMcpjsonServers)
            ? 'keep the servers you have reviewed in "enabledMcpjsonServers", which this file already lists but this setting overrides'
            : 'list the servers you have reviewed in "enabledMcpjsonServers"',
      },
    },
  ],
});
