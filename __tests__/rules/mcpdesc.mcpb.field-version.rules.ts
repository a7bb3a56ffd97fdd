import { ruleTester } from '../helpers/rule-tester.js';

const base = {
  name: 'weather',
  version: '1.0.0',
  description: 'Forecasts.',
  author: { name: 'Acme' },
  server: { type: 'node', entry_point: 'server/index.js', mcp_config: { command: 'node' } },
};
const v = (version: string, extra: Record<string, unknown> = {}) => ({ manifest_version: version, ...base, ...extra });
const uv = { type: 'uv', entry_point: 'src/server.py', mcp_config: { command: 'uv', args: ['run', 'src/server.py'] } };

ruleTester('mcpdesc.mcpb.field-version', {
  valid: [
    { name: '"privacy_policies" in 0.2', path: 'manifest.json', format: 'mcpb-manifest', code: v('0.2', { privacy_policies: [] }) },
    {
      name: '"icons", "localization" and "_meta" in 0.3',
      path: 'manifest.json',
      code: v('0.3', { icons: [], localization: { resources: '${locale}.json', default_locale: 'en' }, _meta: {} }),
    },
    { name: 'a "uv" server in 0.4', path: 'manifest.json', code: v('0.4', { server: uv }) },
    { name: "near miss: an unknown server type is the structure rule's", path: 'manifest.json', code: v('0.3', { server: { ...uv, type: 'deno' } }) },
  ],
  invalid: [
    {
      name: "mcpb's own examples: privacy_policies in a 0.1 manifest",
      path: 'manifest.json',
      code: `{
  "manifest_version": "0.1",
  "name": "chrome-applescript",
  "version": "0.1.0",
  "description": "Control Chrome.",
  "author": { "name": "Anthropic" },
  "server": { "type": "node", "entry_point": "server/index.js", "mcp_config": { "command": "node" } },
  "privacy_policies": []
}
`,
      errors: [
        {
          pointer: '/privacy_policies',
          message:
            'mcpb rejects "privacy_policies" in a 0.1 manifest: the property exists in 0.2 and later. Declare "manifest_version": "0.2" (or later), or remove it.',
          level: 'error',
          line: 8,
          column: 3,
        },
      ],
    },
    {
      name: "0.3's fields in a 0.2 manifest",
      path: 'manifest.json',
      code: v('0.2', { icons: [{ src: 'icon.png', size: '16x16' }], localization: { resources: '${locale}.json', default_locale: 'en' }, _meta: {} }),
      errors: [
        {
          pointer: '/icons',
          message: 'mcpb rejects "icons" in a 0.2 manifest: the property exists in 0.3 and later. Declare "manifest_version": "0.3" (or later), or remove it.',
        },
        {
          pointer: '/localization',
          message:
            'mcpb rejects "localization" in a 0.2 manifest: the property exists in 0.3 and later. Declare "manifest_version": "0.3" (or later), or remove it.',
        },
        {
          pointer: '/_meta',
          message: 'mcpb rejects "_meta" in a 0.2 manifest: the property exists in 0.3 and later. Declare "manifest_version": "0.3" (or later), or remove it.',
        },
      ],
    },
    {
      name: 'a "uv" server before 0.4',
      path: 'manifest.json',
      code: v('0.3', { server: uv }),
      errors: [
        {
          pointer: '/server/type',
          message:
            'mcpb rejects "server.type": "uv" in a 0.3 manifest: that value exists only in 0.4. Declare "manifest_version": "0.4", or use "python", "node" or "binary".',
        },
      ],
    },
    {
      name: 'declared by "dxt_version"',
      path: 'manifest.json',
      code: { dxt_version: '0.1', ...base, _meta: { 'com.acme': {} } },
      errors: [
        {
          pointer: '/_meta',
          message: 'mcpb rejects "_meta" in a 0.1 manifest: the property exists in 0.3 and later. Declare "manifest_version": "0.3" (or later), or remove it.',
        },
      ],
    },
  ],
});
