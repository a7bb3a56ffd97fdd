import { ruleTester } from '../helpers/rule-tester.js';
import { manifest } from '../oracle/mcpb/bundle-tester.js';

ruleTester('mcpdesc.mcpb.icon-remote', {
  valid: [
    {
      name: 'a file in the bundle',
      path: 'manifest.json',
      format: 'mcpb-manifest',
      code: manifest({ icon: 'icon.png', icons: [{ src: 'dark.png', size: '16x16' }] }),
    },
    { name: 'near miss: a path that mentions http', path: 'manifest.json', code: manifest({ icon: 'http-icon.png' }) },
  ],
  invalid: [
    {
      name: 'a remote "icon" (mcpb validate warns) and a remote "icons[].src", with the position',
      path: 'manifest.json',
      code: `{
  "manifest_version": "0.3",
  "name": "weather",
  "version": "1.0.0",
  "description": "Forecasts.",
  "author": { "name": "Acme" },
  "icon": "https://acme.example/icon.png",
  "icons": [{ "src": "HTTP://acme.example/dark.png", "size": "16x16" }],
  "server": { "type": "node", "entry_point": "server/index.js", "mcp_config": { "command": "node" } }
}
`,
      errors: [
        {
          pointer: '/icon',
          message:
            'The icon "https://acme.example/icon.png" is a remote URL: Claude Desktop shows only icon files inside the bundle, and mcpb validate warns about it. Add the PNG to the bundle and write its path, such as "icon.png".',
          level: 'warning',
          line: 7,
          column: 11,
        },
        {
          pointer: '/icons/0/src',
          message:
            'The icon "HTTP://acme.example/dark.png" is a remote URL: Claude Desktop shows only icon files inside the bundle. Add the PNG to the bundle and write its path, such as "icon.png".',
        },
      ],
    },
  ],
});
