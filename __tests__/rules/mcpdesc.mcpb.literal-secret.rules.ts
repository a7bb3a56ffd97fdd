import { ruleTester } from '../helpers/rule-tester.js';
import { manifest } from '../oracle/mcpb/bundle-tester.js';

const launch = (mcp_config: Record<string, unknown>, user_config?: Record<string, unknown>) =>
  manifest({ server: { type: 'node', entry_point: 'server/index.js', mcp_config }, ...(user_config ? { user_config } : {}) });
// Built from parts, so that this file holds no token a scanner would flag.
const GITHUB = ['ghp', 'R8f2Kq9Lm4Tz7Xc1Vb6Nw3Yh5Ju0Pa2Sd8Fg'].join('_');
const RANDOM = 'q8Xz2LmN4vB7tR1yW9kJ3hF6';

ruleTester('mcpdesc.mcpb.literal-secret', {
  valid: [
    {
      name: 'a sensitive option passed as a reference',
      path: 'manifest.json',
      format: 'mcpb-manifest',
      code: launch(
        { command: 'node', env: { GITHUB_TOKEN: '${user_config.github_token}' } },
        { github_token: { type: 'string', title: 't', description: 'd', sensitive: true } },
      ),
    },
    {
      name: 'near miss: placeholders and values that are no credentials',
      path: 'manifest.json',
      code: launch({
        command: 'node',
        args: ['--api-key=YOUR_API_KEY', '--token=<your-token>'],
        env: { API_KEY: 'xxxxxxxxxxxxxxxxxxxxxxxx', LOG_LEVEL: 'debug', TOKEN_FILE: './secrets/token.json' },
      }),
    },
  ],
  invalid: [
    {
      name: 'a GitHub token in env, with the position',
      path: 'manifest.json',
      code: `{
  "manifest_version": "0.3",
  "name": "gh",
  "version": "1.0.0",
  "description": "GitHub.",
  "author": { "name": "Acme" },
  "server": { "type": "node", "entry_point": "i.js", "mcp_config": { "command": "node", "env": { "GITHUB_TOKEN": "${GITHUB}" } } }
}
`,
      errors: [
        {
          pointer: '/server/mcp_config/env/GITHUB_TOKEN',
          message:
            'This environment variable (GITHUB_TOKEN) holds what looks like a real credential: GitHub token ("ghp_…", 40 characters). The manifest ships inside every copy of the bundle: revoke it, then declare a "user_config" option "github_token" with "sensitive": true and write "${user_config.github_token}" here, so each user enters their own and the client stores it securely.',
          level: 'error',
          line: 7,
          column: 114,
        },
      ],
    },
    {
      name: 'an --api-key argument, and a default',
      path: 'manifest.json',
      code: launch({ command: 'node', args: [`--api-key=${RANDOM}`] }, { client_secret: { type: 'string', title: 't', description: 'd', default: RANDOM } }),
      errors: [
        {
          pointer: '/server/mcp_config/args/0',
          message:
            'This argument holds what looks like a real credential: high-entropy "api-key" value (24 characters). The manifest ships inside every copy of the bundle: revoke it, then declare a "user_config" option "api_key" with "sensitive": true and write "${user_config.api_key}" here, so each user enters their own and the client stores it securely.',
        },
        {
          pointer: '/user_config/client_secret/default',
          message:
            'The default of "client_secret" holds what looks like a real credential: high-entropy "client_secret" value (24 characters). It ships in plain text in every copy of the bundle: revoke it, remove the default and mark the option "sensitive": true, so each user enters their own.',
        },
      ],
    },
  ],
});
