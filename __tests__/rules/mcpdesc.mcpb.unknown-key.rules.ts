import { ruleTester } from '../helpers/rule-tester.js';

const base = {
  name: 'weather',
  version: '1.0.0',
  description: 'Forecasts.',
  author: { name: 'Acme' },
  server: { type: 'node', entry_point: 'server/index.js', mcp_config: { command: 'node' } },
};
const v = (version: string, extra: Record<string, unknown> = {}) => ({ manifest_version: version, ...base, ...extra });
const NO_OTHER = "and mcpb's schema allows no other keys.";

ruleTester('mcpdesc.mcpb.unknown-key', {
  valid: [
    { name: 'only defined keys', path: 'manifest.json', format: 'mcpb-manifest', code: v('0.3', { tools: [{ name: 'forecast', description: 'd' }] }) },
    { name: '"_meta" holds vendor keys of any shape (0.3 and later)', path: 'manifest.json', code: v('0.3', { _meta: { 'com.acme': { 'x-anything': 1 } } }) },
    {
      name: 'option keys and platform names are free',
      path: 'manifest.json',
      code: v('0.2', { user_config: { 'x-key': { type: 'string', title: 't', description: 'd' } } }),
    },
    { name: "near miss: a key of another version is the field-version rule's", path: 'manifest.json', code: v('0.1', { privacy_policies: [] }) },
    {
      name: 'near miss: the old icon "sizes" is a misspelt required "size", the structure rule\'s',
      path: 'manifest.json',
      code: v('0.3', { icons: [{ src: 'icon.png', sizes: '16x16' }] }),
    },
    {
      name: "near miss: a misspelt required key is the structure rule's",
      path: 'manifest.json',
      code: v('0.3', { server: { type: 'node', entrypoint: 'server/index.js', mcp_config: { command: 'node' } } }),
    },
  ],
  invalid: [
    {
      name: 'keys copied from package.json, with positions',
      path: 'manifest.json',
      code: `{
  "manifest_version": "0.1",
  "id": "acme.weather",
  "name": "weather",
  "version": "1.0.0",
  "description": "Forecasts.",
  "author": { "name": "Acme" },
  "scripts": { "build": "tsc" },
  "server": { "type": "node", "entry_point": "server/index.js", "mcp_config": { "command": "node" } }
}
`,
      errors: [
        {
          pointer: '/id',
          message: `mcpb rejects this manifest: the manifest has no property "id" in 0.1, ${NO_OTHER} Remove it: the bundle's machine-readable identifier is "name".`,
          level: 'error',
          line: 3,
          column: 3,
        },
        {
          pointer: '/scripts',
          message: `mcpb rejects this manifest: the manifest has no property "scripts" in 0.1, ${NO_OTHER} Remove it: build and start scripts belong in package.json.`,
          line: 8,
          column: 3,
        },
      ],
    },
    {
      name: 'typos get the key they mean',
      path: 'manifest.json',
      code: v('0.2', { homepages: 'https://acme.example', author: { name: 'Acme', emial: 'a@acme.example' } }),
      errors: [
        { pointer: '/homepages', message: `mcpb rejects this manifest: the manifest has no property "homepages" in 0.2, ${NO_OTHER} Did you mean "homepage"?` },
        { pointer: '/author/emial', message: `mcpb rejects this manifest: this author has no property "emial" in 0.2, ${NO_OTHER} Did you mean "email"?` },
      ],
    },
    {
      name: '"x-" keys are no exception, and from 0.3 on vendor data has "_meta"',
      path: 'manifest.json',
      code: v('0.3', {
        'x-build': { channel: 'beta' },
        server: { type: 'node', entry_point: 'server/index.js', mcp_config: { command: 'node', cwd: '.', 'x-timeout': 30 } },
      }),
      errors: [
        {
          pointer: '/x-build',
          message: `mcpb rejects this manifest: the manifest has no property "x-build" in 0.3, ${NO_OTHER} Remove it, or keep vendor data under "_meta", keyed by a reverse-DNS name such as "com.example.app".`,
        },
        {
          pointer: '/server/mcp_config/cwd',
          message: `mcpb rejects this manifest: this MCP configuration has no property "cwd" in 0.3, ${NO_OTHER} Remove it (an MCP configuration has "command", "args", "env" and "platform_overrides").`,
        },
        {
          pointer: '/server/mcp_config/x-timeout',
          message: `mcpb rejects this manifest: this MCP configuration has no property "x-timeout" in 0.3, ${NO_OTHER} Remove it (an MCP configuration has "command", "args", "env" and "platform_overrides").`,
        },
      ],
    },
    {
      name: 'in a platform override, an option and an icon',
      path: 'manifest.json',
      code: v('0.3', {
        icons: [{ src: 'icon.png', size: '16x16', dark: true }],
        server: { type: 'node', entry_point: 'i.js', mcp_config: { command: 'node', platform_overrides: { win32: { command: 'node.exe', shell: true } } } },
        user_config: { key: { type: 'string', title: 't', description: 'd', secret: true } },
      }),
      errors: [
        {
          pointer: '/icons/0/dark',
          message: `mcpb rejects this manifest: this icon has no property "dark" in 0.3, ${NO_OTHER} Remove it (an icon has "src", "size" and "theme").`,
        },
        {
          pointer: '/server/mcp_config/platform_overrides/win32/shell',
          message: `mcpb rejects this manifest: this platform override has no property "shell" in 0.3, ${NO_OTHER} Remove it (a platform override has "command", "args" and "env").`,
        },
        {
          pointer: '/user_config/key/secret',
          message: `mcpb rejects this manifest: this user_config option has no property "secret" in 0.3, ${NO_OTHER} Remove it.`,
        },
      ],
    },
  ],
});
