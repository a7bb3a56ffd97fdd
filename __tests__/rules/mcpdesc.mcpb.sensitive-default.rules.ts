import { ruleTester } from '../helpers/rule-tester.js';
import { manifest } from '../oracle/mcpb/bundle-tester.js';

const key = (extra: Record<string, unknown>) => ({
  server: { type: 'node', entry_point: 'server/index.js', mcp_config: { command: 'node', env: { KEY: '${user_config.key}' } } },
  user_config: { key: { type: 'string', title: 'Key', description: 'Your key.', ...extra } },
});
const MESSAGE =
  'The option "key" is sensitive, but it has a default: the default ships in plain text in every copy of the bundle, and a user who keeps it sends that value as their credential. Remove "default" and let each user enter their own.';

ruleTester('mcpdesc.mcpb.sensitive-default', {
  valid: [
    { name: 'a sensitive option without a default', path: 'manifest.json', format: 'mcpb-manifest', code: manifest(key({ sensitive: true, required: true })) },
    { name: 'near miss: an empty default carries nothing', path: 'manifest.json', code: manifest(key({ sensitive: true, default: '' })) },
    {
      name: 'near miss: a default on an option that is not sensitive',
      path: 'manifest.json',
      code: manifest(key({ sensitive: false, default: 'https://api.example.com' })),
    },
  ],
  invalid: [
    {
      name: 'a placeholder default, with the position',
      path: 'manifest.json',
      code: `{
  "manifest_version": "0.2",
  "name": "x",
  "version": "1.0.0",
  "description": "d",
  "author": { "name": "Acme" },
  "server": { "type": "node", "entry_point": "i.js", "mcp_config": { "command": "node", "env": { "KEY": "\${user_config.key}" } } },
  "user_config": { "key": { "type": "string", "title": "Key", "description": "Your key.", "sensitive": true, "default": "changeme" } }
}
`,
      errors: [{ pointer: '/user_config/key/default', message: MESSAGE, level: 'warning', line: 8, column: 110 }],
    },
    {
      name: 'a list default',
      path: 'manifest.json',
      code: manifest(key({ sensitive: true, multiple: true, default: ['a'] })),
      errors: [{ pointer: '/user_config/key/default', message: MESSAGE }],
    },
  ],
});
