import { treeTester } from '../helpers/tree-tester.js';

const SCHEMA = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';
const server = (registryType: string, identifier: string) => ({
  $schema: SCHEMA,
  name: 'io.github.acme/weather',
  description: 'Forecasts.',
  version: '1.0.0',
  packages: [{ registryType, identifier, version: '1.0.0', transport: { type: 'stdio' } }],
});
const npm = server('npm', '@acme/weather-mcp');
const pypi = server('pypi', 'weather-mcp');
const NPM_TAIL =
  'the registry proves ownership by reading "mcpName" from the published package.json and rejects the publish unless it equals the server name "io.github.acme/weather". Add "mcpName": "io.github.acme/weather" to package.json and publish the package again before publishing server.json.';

treeTester('mcpdesc.consistency.identity', {
  valid: [
    {
      name: 'package.json carries the server name as mcpName',
      files: { 'package.json': { name: '@acme/weather-mcp', version: '1.0.0', mcpName: 'io.github.acme/weather' }, 'server.json': npm },
      lint: 'server.json',
      format: 'mcp-registry-server',
    },
    {
      name: 'an npm package built elsewhere is not checked',
      files: { 'package.json': { name: 'tooling', version: '1.0.0' }, 'server.json': npm },
      lint: 'server.json',
    },
    {
      name: 'the README names the server in an HTML comment',
      files: {
        'README.md': '# Weather\n\n<!-- mcp-name: io.github.acme/weather -->\n',
        'pyproject.toml': '[project]\nname = "weather_mcp"\n',
        'server.json': pypi,
      },
      lint: 'server.json',
    },
    {
      name: 'no README in the group: nothing to read',
      files: { 'pyproject.toml': '[project]\nname = "weather-mcp"\n', 'server.json': pypi },
      lint: 'server.json',
    },
    {
      name: 'a templated server.json, filled in when the release packs it, is not checked',
      files: {
        'README.md': '# Weather\n',
        'Weather.csproj': '<Project><PropertyGroup><PackageId>Acme.Weather</PackageId></PropertyGroup></Project>\n',
        'server.json': { ...server('nuget', '<<DnxPackageId>>'), name: '<<McpRepositoryName>>' },
      },
      lint: 'server.json',
    },
    {
      name: 'a templated identifier alone is not checked either',
      files: { 'README.md': '# Weather\n', 'pyproject.toml': '[project]\nname = "weather-mcp"\n', 'server.json': server('pypi', '{{PACKAGE}}') },
      lint: 'server.json',
    },
    {
      name: 'a proxy: server.json publishes a PyPI package this folder does not build, so its README proves nothing',
      files: { 'README.md': '# Weather proxy\n', 'pyproject.toml': '[project]\nname = "weather-proxy"\n', 'server.json': pypi },
      lint: 'server.json',
    },
    {
      name: 'a NuGet package of another project than the one in this folder',
      files: {
        'README.md': '# Weather\n',
        'Tools.csproj': '<Project><PropertyGroup><PackageId>Acme.Tools</PackageId></PropertyGroup></Project>\n',
        'server.json': server('nuget', 'Acme.Weather'),
      },
      lint: 'server.json',
    },
    {
      name: 'a workspace wrapper without mcpName: the member it wraps, which is published, carries it',
      files: {
        'package.json': { name: '@acme/weather-mcp', version: '0.1.0', workspaces: ['local'] },
        'local/package.json': { name: '@acme/weather-mcp', version: '1.0.0', mcpName: 'io.github.acme/weather' },
        'server.json': npm,
      },
      lint: 'server.json',
    },
  ],
  invalid: [
    {
      name: 'a workspace wrapper: the published member lacks mcpName, and the finding points at it',
      files: {
        'package.json': { name: '@acme/weather-mcp', version: '0.1.0', mcpName: 'io.github.acme/weather', workspaces: ['local'] },
        'local/package.json': { name: '@acme/weather-mcp', version: '1.0.0' },
        'server.json': npm,
      },
      lint: 'server.json',
      errors: [
        {
          pointer: '/packages/0/identifier',
          message: `The npm package "@acme/weather-mcp" is built in this folder, but its package.json (see local/package.json:2:11) has no "mcpName": ${NPM_TAIL}`,
          related: ['local/package.json:2:11 package.json names the package here and has no "mcpName".'],
        },
      ],
    },
    {
      name: 'a NuGet package built here (its PackageId) whose README names no server',
      files: {
        'README.md': '# Weather\n',
        'Weather.csproj': '<Project><PropertyGroup><PackageId>Acme.Weather</PackageId></PropertyGroup></Project>\n',
        'server.json': server('nuget', 'Acme.Weather'),
      },
      lint: 'server.json',
      errors: [
        {
          pointer: '/packages/0/identifier',
          level: 'warning',
          message:
            'The NuGet package "Acme.Weather" must show it belongs to this server: the registry reads the package\'s README and rejects the publish unless it contains "mcp-name: io.github.acme/weather", and README.md, the README of this package folder, does not. Add a line such as "<!-- mcp-name: io.github.acme/weather -->" to README.md and publish the package again before publishing server.json.',
          related: ['README.md:1:1 README.md has no "mcp-name: io.github.acme/weather".'],
        },
      ],
    },
    {
      name: 'package.json has no mcpName',
      files: { 'package.json': { name: '@acme/weather-mcp', version: '1.0.0' }, 'server.json': npm },
      lint: 'server.json',
      errors: [
        {
          pointer: '/packages/0/identifier',
          line: 9,
          column: 21,
          message: `The npm package "@acme/weather-mcp" is built in this folder, but its package.json (see package.json:2:11) has no "mcpName": ${NPM_TAIL}`,
          related: ['package.json:2:11 package.json names the package here and has no "mcpName".'],
        },
      ],
    },
    {
      name: 'mcpName names another server',
      files: { 'package.json': { name: '@acme/weather-mcp', version: '1.0.0', mcpName: 'io.github.acme/weather-old' }, 'server.json': npm },
      lint: 'server.json',
      errors: [
        {
          pointer: '/packages/0/identifier',
          message: `The npm package "@acme/weather-mcp" is built in this folder, but its package.json's "mcpName" is "io.github.acme/weather-old" (see package.json:4:14): ${NPM_TAIL}`,
          related: ['package.json:4:14 package.json\'s "mcpName" is "io.github.acme/weather-old" here.'],
        },
      ],
    },
    {
      name: 'a PyPI package whose README names no server (a longer name is not the token)',
      files: { 'README.md': '# Weather\n\nmcp-name: io.github.acme/weather-old\n', 'pyproject.toml': '[project]\nname = "weather-mcp"\n', 'server.json': pypi },
      lint: 'server.json',
      errors: [
        {
          pointer: '/packages/0/identifier',
          message:
            'The PyPI package "weather-mcp" must show it belongs to this server: the registry reads the package\'s README and rejects the publish unless it contains "mcp-name: io.github.acme/weather", and README.md, the README of this package folder, does not. Add a line such as "<!-- mcp-name: io.github.acme/weather -->" to README.md and publish the package again before publishing server.json.',
          related: ['README.md:1:1 README.md has no "mcp-name: io.github.acme/weather".'],
        },
      ],
    },
    {
      name: 'a PyPI package whose README has the token in bold: the asterisks do not end it',
      files: { 'README.md': '# Weather\n\n**mcp-name: io.github.acme/weather**\n', 'pyproject.toml': '[project]\nname = "weather-mcp"\n', 'server.json': pypi },
      lint: 'server.json',
      errors: [
        {
          pointer: '/packages/0/identifier',
          message:
            'The PyPI package "weather-mcp" must show it belongs to this server: the registry reads the package\'s README and rejects the publish unless it contains "mcp-name: io.github.acme/weather" followed by a space, the line\'s end, an HTML tag or "-->". README.md has it on line 3, followed by "**", which does not end it (Markdown around the token counts as part of it). Write it apart, such as "<!-- mcp-name: io.github.acme/weather -->", and publish the package again before publishing server.json.',
          related: ['README.md:3:1 "mcp-name: io.github.acme/weather" is followed by "**" here.'],
        },
      ],
    },
  ],
});
