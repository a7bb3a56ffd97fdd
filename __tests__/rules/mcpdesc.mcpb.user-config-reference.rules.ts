import { ruleTester } from '../helpers/rule-tester.js';
import { manifest } from '../oracle/mcpb/bundle-tester.js';

const launch = (mcp_config: Record<string, unknown>, user_config?: Record<string, unknown>) =>
  manifest({ server: { type: 'node', entry_point: 'server/index.js', mcp_config }, ...(user_config ? { user_config } : {}) });
const option = (extra: Record<string, unknown> = {}) => ({ type: 'string', title: 'T', description: 'D', ...extra });
const LITERAL = 'names no option of "user_config", so the client leaves it as written and the server receives that text instead of a value.';

ruleTester('mcpdesc.mcpb.user-config-reference', {
  valid: [
    {
      name: 'declared options in args, env and platform overrides',
      path: 'manifest.json',
      format: 'mcpb-manifest',
      code: launch(
        {
          command: 'node',
          args: ['--key=${user_config.api_key}', '${user_config.dirs}'],
          env: { KEY: '${user_config.api_key}' },
          platform_overrides: { win32: { args: ['${user_config.dirs}'] } },
        },
        { api_key: option({ sensitive: true }), dirs: option({ type: 'directory', multiple: true }) },
      ),
    },
    {
      name: 'near miss: a single-value option may sit inside other text',
      path: 'manifest.json',
      code: launch({ command: 'node', args: ['--dir=${user_config.dir}'] }, { dir: option({ multiple: false }) }),
    },
    {
      name: 'near miss: references outside mcp_config are not filled in, nor checked here',
      path: 'manifest.json',
      code: manifest({ long_description: 'Uses ${user_config.nothing}.' }),
    },
  ],
  invalid: [
    {
      name: 'a typo of a declared option, with the position',
      path: 'manifest.json',
      code: `{
  "manifest_version": "0.3",
  "name": "tracker",
  "version": "1.0.0",
  "description": "Issues.",
  "author": { "name": "Acme" },
  "server": {
    "type": "node",
    "entry_point": "server/index.js",
    "mcp_config": { "command": "node", "env": { "TOKEN": "\${user_config.api_tokn}" } }
  },
  "user_config": { "api_token": { "type": "string", "title": "Token", "description": "Your token.", "sensitive": true } }
}
`,
      errors: [
        {
          pointer: '/server/mcp_config/env/TOKEN',
          message: `"\${user_config.api_tokn}" ${LITERAL} Did you mean "\${user_config.api_token}"?`,
          level: 'error',
          line: 10,
          column: 58,
        },
      ],
    },
    {
      name: 'no user_config at all, and one that declares other options',
      path: 'manifest.json',
      code: launch(
        { command: 'node', args: ['${user_config.workspace}'], platform_overrides: { darwin: { env: { HOME_DIR: '${user_config.home}' } } } },
        {
          workspace: option(),
        },
      ),
      errors: [
        {
          pointer: '/server/mcp_config/platform_overrides/darwin/env/HOME_DIR',
          message: `"\${user_config.home}" ${LITERAL} "user_config" declares "workspace": declare "home" there, or correct the reference.`,
        },
      ],
    },
    {
      name: 'no user_config',
      path: 'manifest.json',
      code: launch({ command: 'node', args: ['${user_config.root}'] }),
      errors: [
        {
          pointer: '/server/mcp_config/args/0',
          message: `"\${user_config.root}" ${LITERAL} The manifest has no "user_config": declare "root" there ({"type": "string", "title": …, "description": …}), or remove the reference.`,
        },
      ],
    },
    {
      name: 'a list option inside other text, and in env',
      path: 'manifest.json',
      code: launch(
        { command: 'node', args: ['--dirs=${user_config.dirs}'], env: { DIRS: '${user_config.dirs}' } },
        { dirs: option({ type: 'directory', multiple: true }) },
      ),
      errors: [
        {
          pointer: '/server/mcp_config/args/0',
          message:
            'The option "dirs" takes several values ("multiple": true), and a client expands a list only into an argument that is exactly "${user_config.dirs}"; inside other text it leaves the reference as written once the user picks values. Pass it as an argument of its own.',
        },
        {
          pointer: '/server/mcp_config/env/DIRS',
          message:
            'The option "dirs" takes several values ("multiple": true), and a client expands a list only into an argument that is exactly "${user_config.dirs}"; in "env" it leaves the reference as written once the user picks values. Pass it as an argument of its own.',
        },
      ],
    },
  ],
});
