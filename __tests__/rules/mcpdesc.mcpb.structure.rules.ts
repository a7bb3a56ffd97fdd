import { ruleTester } from '../helpers/rule-tester.js';

const base = {
  name: 'weather',
  version: '1.0.0',
  description: 'Forecasts.',
  author: { name: 'Acme' },
  server: { type: 'node', entry_point: 'server/index.js', mcp_config: { command: 'node', args: ['${__dirname}/server/index.js'] } },
};
const v = (version: string, extra: Record<string, unknown> = {}) => ({ manifest_version: version, ...base, ...extra });
const REJECTS = 'mcpb rejects this manifest';

ruleTester('mcpdesc.mcpb.structure', {
  valid: [
    { name: 'the required fields of 0.1', path: 'manifest.json', format: 'mcpb-manifest', code: v('0.1') },
    {
      name: 'every optional field of 0.3, refinements met',
      path: 'manifest.json',
      code: v('0.3', {
        $schema: './schema.json',
        display_name: 'Weather',
        long_description: '# Weather',
        author: { name: 'Acme', email: "o'neil+mcp@acme.co.uk", url: 'https://acme.example' },
        repository: { type: 'git', url: 'git+https://github.com/acme/weather.git' },
        homepage: 'https://acme.example',
        documentation: 'https://acme.example/docs',
        support: 'mailto:help@acme.example',
        icon: 'icon.png',
        icons: [{ src: 'icon.png', size: '16x16', theme: 'high-contrast' }],
        screenshots: ['shot.png'],
        localization: { resources: 'i18n/${LOCALE}.json', default_locale: 'zh-Hans' },
        tools: [{ name: 'forecast' }],
        tools_generated: true,
        prompts: [{ name: 'p', text: 't', arguments: ['a'] }],
        prompts_generated: false,
        keywords: ['weather'],
        license: 'MIT',
        privacy_policies: ['https://acme.example/privacy'],
        compatibility: { claude_desktop: '>=1.0.0', platforms: ['darwin'], runtimes: { node: '>=18' } },
        user_config: {
          dirs: { type: 'directory', title: 'Dirs', description: 'd', multiple: true, default: [] },
          n: { type: 'number', title: 'N', description: 'n', default: 3, min: 1, max: 9, required: false },
        },
        _meta: { 'com.acme': { anything: [1, { nested: true }] } },
      }),
    },
    {
      name: 'a uv server of 0.4 with its mcp_config, and platform overrides for any platform name',
      path: 'manifest.json',
      code: v('0.4', {
        server: {
          type: 'uv',
          entry_point: 'src/server.py',
          mcp_config: { command: 'uv', args: ['run', 'src/server.py'], platform_overrides: { win32: { command: 'uv.exe' }, freebsd: { env: {} } } },
        },
      }),
    },
    { name: 'near miss: both version keys, agreeing', path: 'manifest.json', code: v('0.2', { dxt_version: '0.2' }) },
  ],
  invalid: [
    {
      name: 'missing required fields, with positions',
      path: 'manifest.json',
      code: `{
  "manifest_version": "0.4",
  "name": "files",
  "version": "1.0.0",
  "author": {},
  "server": { "type": "uv", "entry_point": "src/server.py" }
}
`,
      errors: [
        {
          pointer: '',
          message: `${REJECTS}: missing required property "description" in this manifest (required in 0.4). Add "description".`,
          line: 1,
          column: 1,
        },
        { pointer: '/author', message: `${REJECTS}: missing required property "name" in "author" (required in 0.4). Add "name".`, line: 5, column: 13 },
        {
          pointer: '/server',
          message: `${REJECTS}: missing required property "mcp_config" in "server" (required in 0.4). Add "mcp_config". MANIFEST.md calls it optional for a "uv" server, but mcpb validate requires it: give the "command" (and "args") that start the server.`,
          level: 'error',
          line: 6,
          column: 13,
        },
      ],
    },
    {
      name: 'wrong types and values',
      path: 'manifest.json',
      code: v('0.3', {
        version: 1,
        server: { type: 'deno', entry_point: 'x.ts', mcp_config: { command: 'deno', args: 'run x.ts', env: { PORT: 8080 } } },
        compatibility: { platforms: ['macos'] },
        user_config: { root: { type: 'folder', title: 'Root', description: 'd', required: 'yes', default: ['a', 2] } },
        tools: [{ description: 'no name' }],
      }),
      errors: [
        { pointer: '/version', message: `${REJECTS}: "version" must be a string, but it is an integer (1). Write a string here.` },
        { pointer: '/server/type', message: `${REJECTS}: "server.type" must be "python", "node" or "binary", not "deno". Use one of these.` },
        {
          pointer: '/server/mcp_config/args',
          message: `${REJECTS}: "server.mcp_config.args" must be an array, but it is a string ("run x.ts"). Write an array here.`,
        },
        {
          pointer: '/server/mcp_config/env/PORT',
          message: `${REJECTS}: "server.mcp_config.env.PORT" must be a string, but it is an integer (8080). Write a string here.`,
        },
        {
          pointer: '/compatibility/platforms/0',
          message: `${REJECTS}: "compatibility.platforms[0]" must be "darwin", "win32" or "linux", not "macos". Use one of these.`,
        },
        {
          pointer: '/user_config/root/type',
          message: `${REJECTS}: "user_config.root.type" must be "string", "number", "boolean", "directory" or "file", not "folder". Use one of these.`,
        },
        {
          pointer: '/user_config/root/required',
          message: `${REJECTS}: "user_config.root.required" must be a boolean, but it is a string ("yes"). Write a boolean here.`,
        },
        {
          pointer: '/user_config/root/default/1',
          message: `${REJECTS}: "user_config.root.default[1]" must be a string, but it is an integer (2). Write a string here.`,
        },
        { pointer: '/tools/0', message: `${REJECTS}: missing required property "name" in "tools[0]" (required in 0.3). Add "name".` },
      ],
    },
    {
      name: 'a misspelt required key: said once, here',
      output:
        '{\n  "manifest_version": "0.2",\n  "name": "weather",\n  "version": "1.0.0",\n  "description": "Forecasts.",\n  "author": {\n    "name": "Acme"\n  },\n  "server": {\n    "type": "node",\n    "entry_point": "server/index.js",\n    "mcp_config": {\n      "command": "node"\n    }\n  }\n}\n',
      path: 'manifest.json',
      code: v('0.2', { server: { type: 'node', entrypoint: 'server/index.js', mcp_config: { command: 'node' } } }),
      errors: [
        {
          pointer: '/server',
          message: `${REJECTS}: missing required property "entry_point" in "server" (required in 0.2). Found "entrypoint": did you mean "entry_point"?`,
        },
      ],
    },
    {
      name: "the refinements of mcpb's schemas: URLs, e-mail addresses, icon sizes, themes and locales",
      path: 'manifest.json',
      code: v('0.3', {
        author: { name: 'Acme', email: 'team..x@acme.example', url: 'acme.example' },
        homepage: 'www.acme.example/weather',
        repository: { type: 'git', url: 'acme/weather' },
        privacy_policies: ['https://acme.example/privacy', 'our website'],
        icons: [
          { src: 'a.png', size: '16' },
          { src: 'b.png', size: '16x16', theme: '' },
        ],
        localization: { resources: 'i18n/en.json', default_locale: 'en_US' },
      }),
      errors: [
        {
          pointer: '/author/email',
          message: `${REJECTS}: "author.email" must be an e-mail address such as "team@example.com", not "team..x@acme.example". Correct it.`,
        },
        {
          pointer: '/author/url',
          message: `${REJECTS}: "author.url" must be a URL such as "https://example.com", not "acme.example". Did you mean "https://acme.example"?`,
        },
        {
          pointer: '/homepage',
          message: `${REJECTS}: "homepage" must be a URL such as "https://example.com", not "www.acme.example/weather". Did you mean "https://www.acme.example/weather"?`,
        },
        { pointer: '/repository/url', message: `${REJECTS}: "repository.url" must be a URL such as "https://example.com", not "acme/weather". Correct it.` },
        {
          pointer: '/privacy_policies/1',
          message: `${REJECTS}: "privacy_policies[1]" must be a URL such as "https://example.com", not "our website". Correct it.`,
        },
        { pointer: '/icons/0/size', message: `${REJECTS}: "icons[0].size" must be WIDTHxHEIGHT in pixels, such as "512x512", not "16". Correct it.` },
        {
          pointer: '/icons/1/theme',
          message: `${REJECTS}: "icons[1].theme" must be a non-empty theme name such as "light" or "dark" (or left out), not "". Correct it.`,
        },
        {
          pointer: '/localization/resources',
          message: `${REJECTS}: "localization.resources" must be a path with the "\${locale}" placeholder, such as "mcpb-resources/\${locale}.json", not "i18n/en.json". Correct it.`,
        },
        {
          pointer: '/localization/default_locale',
          message: `${REJECTS}: "localization.default_locale" must be a BCP 47 locale such as "en-US", not "en_US". Correct it.`,
        },
      ],
    },
    {
      name: '"dxt_version" disagrees with "manifest_version"',
      path: 'manifest.json',
      code: v('0.3', { dxt_version: '0.2' }),
      errors: [
        {
          pointer: '/dxt_version',
          message:
            '"dxt_version" says "0.2" but "manifest_version" says "0.3": mcpb reads the manifest as 0.3 and rejects it because the two disagree. Remove "dxt_version", the old name of "manifest_version".',
        },
      ],
    },
    {
      name: 'an unknown "manifest_version" beside a known "dxt_version"',
      path: 'manifest.json',
      code: { manifest_version: 3, dxt_version: '0.1', ...base },
      errors: [
        {
          pointer: '/manifest_version',
          message:
            '"manifest_version" is 3, which is no version mcpb knows, so mcpb went by "dxt_version" ("0.1") and then rejects the manifest because the two disagree. Write "manifest_version": "0.1" and remove "dxt_version".',
        },
      ],
    },
    {
      name: 'a server that lost its mcp_config',
      path: 'manifest.json',
      code: v('0.3', { server: { type: 'python', entry_point: 'main.py' } }),
      errors: [
        {
          pointer: '/server',
          message: `${REJECTS}: missing required property "mcp_config" in "server" (required in 0.3). Add "mcp_config". It tells the client how to start the server: {"command": …, "args": [...], "env": {...}}.`,
        },
      ],
    },
  ],
});
