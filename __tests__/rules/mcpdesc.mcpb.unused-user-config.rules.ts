import { ruleTester } from '../helpers/rule-tester.js';
import { manifest } from '../oracle/mcpb/bundle-tester.js';

const launch = (mcp_config: Record<string, unknown>, user_config: Record<string, unknown>) =>
  manifest({ server: { type: 'node', entry_point: 'server/index.js', mcp_config }, user_config });
const option = (extra: Record<string, unknown> = {}) => ({ type: 'string', title: 'T', description: 'D', ...extra });

ruleTester('mcpdesc.mcpb.unused-user-config', {
  valid: [
    {
      name: 'every required option is passed on, one in a platform override',
      path: 'manifest.json',
      format: 'mcpb-manifest',
      code: launch(
        { command: 'node', env: { KEY: '${user_config.key}' }, platform_overrides: { win32: { args: ['${user_config.drive}'] } } },
        {
          key: option({ required: true }),
          drive: option({ required: true }),
        },
      ),
    },
    {
      name: 'near miss: an optional option that goes nowhere',
      path: 'manifest.json',
      code: launch({ command: 'node' }, { theme: option({ required: false }) }),
    },
    {
      name: 'near miss: referred to with a typo (mcpdesc.mcpb.user-config-reference says so)',
      path: 'manifest.json',
      code: launch({ command: 'node', env: { KEY: '${user_config.api_kye}' } }, { api_key: option({ required: true }) }),
    },
    {
      name: 'near miss: passed with another prefix, "${config.KEY}" (mcpdesc.mcpb.variable says so)',
      path: 'manifest.json',
      code: launch(
        { command: 'node', env: { SITE: '${config.site_url}', TOKEN: '${settings.Token}' } },
        { site_url: option({ required: true }), token: option({ required: true }) },
      ),
    },
  ],
  invalid: [
    {
      name: 'a required credential that no reference passes on, with the position',
      path: 'manifest.json',
      code: `{
  "manifest_version": "0.3",
  "name": "tracker",
  "version": "1.0.0",
  "description": "Issues.",
  "author": { "name": "Acme" },
  "server": { "type": "node", "entry_point": "server/index.js", "mcp_config": { "command": "node", "args": ["--org=\${user_config.org}"] } },
  "user_config": {
    "org": { "type": "string", "title": "Org", "description": "Your organization.", "required": true },
    "api_key": { "type": "string", "title": "API key", "description": "Your key.", "sensitive": true, "required": true }
  }
}
`,
      errors: [
        {
          pointer: '/user_config/api_key',
          message:
            'The required option "api_key" is never passed to the server: no "${user_config.api_key}" appears in "server.mcp_config", yet the client will not start the server until the user fills it in. Pass it in "args" or "env", or remove the option.',
          level: 'warning',
          line: 10,
          column: 5,
        },
      ],
    },
    {
      name: 'used only outside mcp_config',
      path: 'manifest.json',
      code: manifest({ long_description: 'Set ${user_config.token}.', user_config: { token: option({ required: true }) } }),
      errors: [
        {
          pointer: '/user_config/token',
          message:
            'The required option "token" is never passed to the server: no "${user_config.token}" appears in "server.mcp_config", yet the client will not start the server until the user fills it in. Pass it in "args" or "env", or remove the option.',
        },
      ],
    },
  ],
});
