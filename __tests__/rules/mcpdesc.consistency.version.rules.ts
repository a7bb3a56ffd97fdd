import { treeTester } from '../helpers/tree-tester.js';

const SCHEMA = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';
const server = (version: string, packageVersion = version, identifier = '@acme/weather-mcp') => ({
  $schema: SCHEMA,
  name: 'io.github.acme/weather',
  description: 'Forecasts.',
  version,
  packages: [{ registryType: 'npm', identifier, version: packageVersion, transport: { type: 'stdio' } }],
});
const pkg = (version: string) => ({ name: '@acme/weather-mcp', version, mcpName: 'io.github.acme/weather' });
const mcpb = (version: string) => ({
  manifest_version: '0.3',
  name: 'weather',
  version,
  description: 'Forecasts.',
  author: { name: 'Acme' },
  server: { type: 'node', entry_point: 'server/index.js', mcp_config: { command: 'node' } },
});
const tail = (what: string, want: string, file = 'package.json') =>
  `the files that describe this server disagree on which release it is, so clients, the registry and users see one version while the package ships another. Set ${what} to "${want}", and bump it whenever ${file}'s version changes.`;

treeTester('mcpdesc.consistency.version', {
  valid: [
    {
      name: 'near miss: a Server Card in a folder of its own, not .well-known, describes no package above it',
      files: {
        'package.json': pkg('1.5.0'),
        'cards/server-card.json': { serverInfo: { name: 'Weather Forecasts', version: '1.4.2' }, tools: [] },
      },
      lint: 'cards/server-card.json',
      format: 'mcp-server-card',
    },
    {
      name: 'an all-zero version in a template folder that holds only the manifest: a release step fills it',
      files: { 'package.json': pkg('2.1.0'), 'mcpb/manifest.json': mcpb('0.0.0') },
      lint: 'mcpb/manifest.json',
      format: 'mcpb-manifest',
    },
    {
      name: 'every file at the package version',
      files: { 'package.json': pkg('1.4.0'), 'server.json': server('1.4.0'), 'manifest.json': mcpb('1.4.0') },
      lint: 'server.json',
      format: 'mcp-registry-server',
    },
    {
      name: 'a manifest at the package version, "v" in front',
      files: { 'package.json': pkg('1.4.0'), 'manifest.json': mcpb('v1.4.0') },
      lint: 'manifest.json',
      format: 'mcpb-manifest',
    },
    {
      name: 'a templated version is filled in at release',
      files: { 'package.json': pkg('1.4.0'), 'server.json': server('${VERSION}', '{{version}}') },
      lint: 'server.json',
    },
    {
      name: "semantic-release's placeholder in package.json",
      files: { 'package.json': pkg('0.0.0-semantic-release'), 'server.json': server('1.4.0') },
      lint: 'server.json',
    },
    { name: 'no package manifest: nothing to compare with', files: { 'server.json': server('1.4.0') }, lint: 'server.json' },
    {
      name: "another package's version is not compared with this package.json",
      files: { 'package.json': pkg('1.4.0'), 'server.json': server('1.4.0', '0.9.0', '@acme/other') },
      lint: 'server.json',
    },
    {
      name: 'a folder with its own package manifest is a group of its own',
      files: {
        'package.json': pkg('9.9.9'),
        'servers/weather/pyproject.toml': '[project]\nname = "weather"\nversion = "1.4.0"\n',
        'servers/weather/server.json': server('1.4.0', '1.4.0', 'weather'),
      },
      lint: 'servers/weather/server.json',
    },
    {
      name: 'a .NET project makes a group, and declares no version compared here',
      files: { 'package.json': pkg('9.9.9'), 'src/Weather/Weather.csproj': '<Project />\n', 'src/Weather/server.json': server('1.4.0') },
      lint: 'src/Weather/server.json',
    },
    {
      name: 'a dynamic pyproject version is not compared',
      files: { 'pyproject.toml': '[project]\nname = "weather"\ndynamic = ["version"]\n', 'server.json': server('1.4.0') },
      lint: 'server.json',
    },
    {
      name: "a Gemini extension's own version is the extension's release, not compared",
      files: { 'package.json': pkg('0.2.46'), 'gemini-extension.json': { name: 'weather', version: '1.5.0' } },
      lint: 'gemini-extension.json',
      format: 'gemini-extension',
    },
    {
      name: 'a server.json beside a package.json it does not publish (the repository tooling of a PyPI server)',
      files: {
        'package.json': { name: 'docs-site', version: '0.0.1', scripts: { build: 'vite build' } },
        'server.json': { ...server('1.4.0'), packages: [{ registryType: 'pypi', identifier: 'weather-mcp', version: '1.4.0', transport: { type: 'stdio' } }] },
      },
      lint: 'server.json',
    },
    {
      name: 'a private monorepo root versions nothing: its server.json is compared with no package',
      files: {
        'package.json': { name: 'weather-monorepo', version: '1.0.0', private: true },
        'server.json': server('2.0.0'),
        'packages/mcp/package.json': pkg('4.0.3'),
      },
      lint: 'server.json',
    },
    {
      name: "a parent folder's project that the file does not name is another package (a tool beside its examples)",
      files: {
        'package.json': { name: '@acme/bundler', version: '2.1.2', scripts: { build: 'tsc' } },
        'examples/hello/manifest.json': { ...mcpb('0.1.0'), name: 'hello' },
      },
      lint: 'examples/hello/manifest.json',
      format: 'mcpb-manifest',
    },
    {
      name: 'a workflow rewrites the version of server.json before publishing',
      files: {
        'package.json': pkg('4.0.3'),
        'server.json': server('2.0.0'),
        '.github/workflows/mcp-registry.yml':
          'jobs:\n  publish:\n    steps:\n      - run: |\n          echo $(jq --arg v "${{ env.VERSION }}" \'.version = $v | .packages[0].version = $v\' server.json) > server.json\n',
      },
      lint: 'server.json',
    },
    {
      name: 'a workflow rewrites the MCPB manifest version with yq, over continued lines',
      files: {
        'package.json': pkg('1.5.0'),
        'manifest.json': mcpb('1.4.0'),
        '.github/workflows/release.yml':
          "jobs:\n  pack:\n    steps:\n      - run: |\n          yq -i -o json \\\n            '.version = strenv(VERSION)' \\\n            manifest.json\n",
      },
      lint: 'manifest.json',
      format: 'mcpb-manifest',
    },
    {
      name: 'a development version of the package is no version to suggest',
      files: {
        'pyproject.toml': '[project]\nname = "weather-mcp"\nversion = "1.7.1.dev0"\n',
        'server.json': { ...server('1.7.0'), packages: [{ registryType: 'pypi', identifier: 'weather-mcp', version: '1.7.0', transport: { type: 'stdio' } }] },
      },
      lint: 'server.json',
    },
    {
      name: 'a pre-release of the package is no version to suggest either',
      files: { 'package.json': pkg('2.0.0-beta.3'), 'manifest.json': mcpb('1.9.0') },
      lint: 'manifest.json',
      format: 'mcpb-manifest',
    },
    {
      name: 'a workspace wrapper of the same name: its member is the published package, at the right version',
      files: {
        'package.json': { name: '@acme/weather-mcp', version: '0.1.0', workspaces: ['./local', 'shared'] },
        'local/package.json': pkg('1.4.0'),
        'shared/package.json': { name: '@acme/weather-shared', version: '0.0.1' },
        'server.json': server('1.4.0'),
      },
      lint: 'server.json',
    },
    {
      name: "a Python bundle beside a Zed extension's Cargo.toml: the crate is not its server, and its pyproject.toml declares no version",
      files: {
        'Cargo.toml': '[package]\nname = "weather-zed-extension"\nversion = "0.1.0"\n',
        'pyproject.toml': '[project]\nname = "weather"\ndynamic = ["version"]\n',
        'manifest.json': { ...mcpb('0.5.0'), server: { type: 'python', entry_point: 'src/weather/server.py', mcp_config: { command: 'python' } } },
      },
      lint: 'manifest.json',
      format: 'mcpb-manifest',
    },
    {
      name: 'a Node bundle is not compared with the pyproject.toml of the tooling beside it',
      files: { 'pyproject.toml': '[project]\nname = "docs-tools"\nversion = "3.0.0"\n', 'manifest.json': mcpb('1.4.0') },
      lint: 'manifest.json',
      format: 'mcpb-manifest',
    },
    {
      name: 'two packages that disagree and neither named by the file: which one is the server cannot be told',
      files: {
        'package.json': { name: 'site', version: '0.3.0' },
        'pyproject.toml': '[project]\nname = "tools"\nversion = "2.0.0"\n',
        'weather.mcp.json': { protocolVersion: '2025-11-25', serverInfo: { name: 'weather', version: '1.4.0' }, capabilities: {} },
      },
      lint: 'weather.mcp.json',
      format: 'mcpdesc-descriptor',
    },
  ],
  invalid: [
    {
      name: 'of two packages that disagree, the one the file names is its server',
      files: {
        'package.json': { name: 'site', version: '0.3.0' },
        'pyproject.toml': '[project]\nname = "weather"\nversion = "2.0.0"\n',
        'weather.mcp.json': { protocolVersion: '2025-11-25', serverInfo: { name: 'weather', version: '1.4.0' }, capabilities: {} },
      },
      lint: 'weather.mcp.json',
      format: 'mcpdesc-descriptor',
      errors: [
        {
          pointer: '/serverInfo/version',
          message: `"serverInfo.version" is "1.4.0", but pyproject.toml in this file's package folder says "2.0.0" (see pyproject.toml:3:11): ${tail('"serverInfo.version"', '2.0.0', 'pyproject.toml')}`,
          related: ['pyproject.toml:3:11 pyproject.toml declares version "2.0.0" here.'],
        },
      ],
    },
    {
      name: "a template folder's manifest at another release than zeros: the release step copies it as it is",
      files: { 'package.json': pkg('2.1.0'), 'mcpb/manifest.json': mcpb('1.9.0') },
      lint: 'mcpb/manifest.json',
      format: 'mcpb-manifest',
      errors: [
        {
          pointer: '/version',
          message: `"version" is "1.9.0", but package.json in this file's package folder says "2.1.0" (see package.json:3:14): ${tail('"version"', '2.1.0')}`,
          related: ['package.json:3:14 package.json declares version "2.1.0" here.'],
        },
      ],
    },
    {
      name: 'an all-zero version in a manifest packed where it stands is its release',
      files: { 'package.json': pkg('2.1.0'), 'manifest.json': mcpb('0.0.0') },
      lint: 'manifest.json',
      format: 'mcpb-manifest',
      errors: [
        {
          pointer: '/version',
          message: `"version" is "0.0.0", but package.json in this file's package folder says "2.1.0" (see package.json:3:14): ${tail('"version"', '2.1.0')}`,
          related: ['package.json:3:14 package.json declares version "2.1.0" here.'],
        },
      ],
    },
    {
      name: 'a workspace wrapper of the same name: the member it wraps is compared, and named',
      files: {
        'package.json': { name: '@acme/weather-mcp', version: '0.1.0', workspaces: { packages: ['local'] } },
        'local/package.json': pkg('1.5.0'),
        'server.json': server('1.5.0', '1.4.0'),
      },
      lint: 'server.json',
      errors: [
        {
          pointer: '/packages/0/version',
          message: `"packages[0].version" is "1.4.0", but package.json in this file's package folder says "1.5.0" (see local/package.json:3:14): ${tail('"packages[0].version"', '1.5.0')}`,
          related: ['local/package.json:3:14 package.json declares version "1.5.0" here.'],
        },
      ],
    },
    {
      name: 'a workspace root whose members go by other names (or by a glob) is the package itself',
      files: {
        'package.json': { name: '@acme/weather-mcp', version: '1.5.0', workspaces: ['packages/*', '../outside', 'core'] },
        'core/package.json': { name: '@acme/weather-core', version: '1.4.0' },
        'server.json': server('1.4.0', '1.5.0'),
      },
      lint: 'server.json',
      errors: [
        {
          pointer: '/version',
          message: `"version" is "1.4.0", but package.json in this file's package folder says "1.5.0" (see package.json:3:14): ${tail('"version"', '1.5.0')}`,
          related: ['package.json:3:14 package.json declares version "1.5.0" here.'],
        },
      ],
    },
    {
      name: 'package.json bumped, server.json and its npm package left behind: one cause, one finding',
      files: { 'package.json': pkg('1.5.0'), 'server.json': server('1.4.0') },
      lint: 'server.json',
      errors: [
        {
          pointer: '/version',
          line: 5,
          column: 14,
          message:
            '"version" and "packages[0].version" are "1.4.0", but package.json in this file\'s package folder says "1.5.0" (see package.json:3:14): the files that describe this server disagree on which release it is, so clients, the registry and users see one version while the package ships another. Set "version" and "packages[0].version" to "1.5.0", and bump them whenever package.json\'s version changes.',
          related: [
            'package.json:3:14 package.json declares version "1.5.0" here.',
            'server.json:10:18 "packages[0].version" is "1.4.0" here: set it to "1.5.0" too.',
          ],
        },
      ],
    },
    {
      name: 'two stale versions that differ from each other are still one cause',
      files: { 'package.json': pkg('1.5.0'), 'server.json': server('1.3.0', '1.4.0') },
      lint: 'server.json',
      errors: [
        {
          pointer: '/version',
          message:
            '"version" is "1.3.0" and "packages[0].version" is "1.4.0", but package.json in this file\'s package folder says "1.5.0" (see package.json:3:14): the files that describe this server disagree on which release it is, so clients, the registry and users see one version while the package ships another. Set "version" and "packages[0].version" to "1.5.0", and bump them whenever package.json\'s version changes.',
          related: [
            'package.json:3:14 package.json declares version "1.5.0" here.',
            'server.json:10:18 "packages[0].version" is "1.4.0" here: set it to "1.5.0" too.',
          ],
        },
      ],
    },
    {
      name: "a Python bundle is compared with pyproject.toml, not with a side package's package.json beside it",
      files: {
        'package.json': { name: 'weather-code-api', version: '1.0.6' },
        'pyproject.toml': '[project]\nname = "weather"\nversion = "1.11.0"\n',
        'manifest.json': { ...mcpb('1.4.0'), server: { type: 'python', entry_point: 'src/weather/server.py', mcp_config: { command: 'python' } } },
      },
      lint: 'manifest.json',
      format: 'mcpb-manifest',
      errors: [
        {
          pointer: '/version',
          message: `"version" is "1.4.0", but pyproject.toml in this file's package folder says "1.11.0" (see pyproject.toml:3:11): ${tail('"version"', '1.11.0', 'pyproject.toml')}`,
          related: ['pyproject.toml:3:11 pyproject.toml declares version "1.11.0" here.'],
        },
      ],
    },
    {
      name: 'an MCPB manifest in a subfolder of the package',
      files: { 'package.json': pkg('1.5.0'), 'bundle/manifest.json': mcpb('1.3.0') },
      lint: 'bundle/manifest.json',
      format: 'mcpb-manifest',
      errors: [
        {
          pointer: '/version',
          line: 4,
          column: 14,
          message: `"version" is "1.3.0", but package.json in this file's package folder says "1.5.0" (see package.json:3:14): ${tail('"version"', '1.5.0')}`,
          related: ['package.json:3:14 package.json declares version "1.5.0" here.'],
        },
      ],
    },
    {
      name: "pyproject.toml's [project] version, and the PyPI package of that name",
      files: {
        'pyproject.toml': '[project]\nname = "Weather_MCP"\nversion = "2.0.0"\n',
        'server.json': { ...server('2.0.0'), packages: [{ registryType: 'pypi', identifier: 'weather-mcp', version: '1.9.0', transport: { type: 'stdio' } }] },
      },
      lint: 'server.json',
      errors: [
        {
          pointer: '/packages/0/version',
          line: 10,
          column: 18,
          message: `"packages[0].version" is "1.9.0", but pyproject.toml in this file's package folder says "2.0.0" (see pyproject.toml:3:11): ${tail('"packages[0].version"', '2.0.0', 'pyproject.toml')}`,
          related: ['pyproject.toml:3:11 pyproject.toml declares version "2.0.0" here.'],
        },
      ],
    },
    {
      name: "Cargo.toml's [package] version and a binary MCPB manifest",
      files: {
        'Cargo.toml': '[package]\nname = "weather"\nversion = "0.3.1"\n',
        'manifest.json': { ...mcpb('0.3.0'), server: { type: 'binary', entry_point: 'bin/weather', mcp_config: { command: 'bin/weather' } } },
      },
      lint: 'manifest.json',
      format: 'mcpb-manifest',
      errors: [
        {
          pointer: '/version',
          line: 4,
          column: 14,
          message: `"version" is "0.3.0", but Cargo.toml in this file's package folder says "0.3.1" (see Cargo.toml:3:11): ${tail('"version"', '0.3.1', 'Cargo.toml')}`,
          related: ['Cargo.toml:3:11 Cargo.toml declares version "0.3.1" here.'],
        },
      ],
    },
    {
      name: "a remote-only server.json names no package: it describes its folder's package",
      files: {
        'package.json': { name: '@acme/weather-mcp', version: '0.2.5' },
        'server.json': {
          $schema: SCHEMA,
          name: 'com.acme/mcp',
          description: 'Forecasts.',
          version: '0.2.4',
          remotes: [{ type: 'streamable-http', url: 'https://mcp.acme.dev' }],
        },
      },
      lint: 'server.json',
      errors: [
        {
          pointer: '/version',
          line: 5,
          column: 14,
          message: `"version" is "0.2.4", but package.json in this file's package folder says "0.2.5" (see package.json:3:14): ${tail('"version"', '0.2.5')}`,
          related: ['package.json:3:14 package.json declares version "0.2.5" here.'],
        },
      ],
    },
    {
      name: 'a bundle staged from a subfolder: the package script that packs it names the manifest',
      files: {
        'packages/mcp/package.json': {
          name: '@acme/weather-mcp',
          version: '4.0.3',
          scripts: { 'pack-mcpb': 'cp mcpb/manifest.json manifest.json && mcpb pack . mcpb/weather.mcpb' },
        },
        'packages/mcp/mcpb/manifest.json': { ...mcpb('2.1.0'), name: 'weather-bundle' },
      },
      lint: 'packages/mcp/mcpb/manifest.json',
      format: 'mcpb-manifest',
      errors: [
        {
          pointer: '/version',
          line: 4,
          column: 14,
          message: `"version" is "2.1.0", but package.json in this file's package folder says "4.0.3" (see packages/mcp/package.json:3:14): ${tail('"version"', '4.0.3')}`,
          related: ['packages/mcp/package.json:3:14 package.json declares version "4.0.3" here.'],
        },
      ],
    },
    {
      name: "a bundle's own private package.json, beside its manifest, versions the bundle",
      files: { 'package.json': { ...pkg('0.1.4'), private: true }, 'manifest.json': mcpb('0.1.3') },
      lint: 'manifest.json',
      format: 'mcpb-manifest',
      errors: [
        {
          pointer: '/version',
          line: 4,
          column: 14,
          message: `"version" is "0.1.3", but package.json in this file's package folder says "0.1.4" (see package.json:3:14): ${tail('"version"', '0.1.4')}`,
          related: ['package.json:3:14 package.json declares version "0.1.4" here.'],
        },
      ],
    },
    {
      name: 'a workflow that rewrites another file does not settle this one',
      files: {
        'package.json': pkg('1.5.0'),
        'manifest.json': mcpb('1.4.0'),
        '.github/workflows/release.yml': 'jobs:\n  publish:\n    steps:\n      - run: jq --arg v "$VERSION" \'.version = $v\' server.json > s.json\n',
      },
      lint: 'manifest.json',
      format: 'mcpb-manifest',
      errors: [
        {
          pointer: '/version',
          line: 4,
          column: 14,
          message: `"version" is "1.4.0", but package.json in this file's package folder says "1.5.0" (see package.json:3:14): ${tail('"version"', '1.5.0')}`,
          related: ['package.json:3:14 package.json declares version "1.5.0" here.'],
        },
      ],
    },
    {
      name: "a descriptor's serverInfo.version",
      files: {
        'package.json': pkg('1.5.0'),
        'weather.mcp.json': { protocolVersion: '2025-11-25', serverInfo: { name: 'weather', version: '1.4.0' }, capabilities: {} },
      },
      lint: 'weather.mcp.json',
      format: 'mcpdesc-descriptor',
      errors: [
        {
          pointer: '/serverInfo/version',
          line: 5,
          column: 16,
          message: `"serverInfo.version" is "1.4.0", but package.json in this file's package folder says "1.5.0" (see package.json:3:14): ${tail('"serverInfo.version"', '1.5.0')}`,
          related: ['package.json:3:14 package.json declares version "1.5.0" here.'],
        },
      ],
    },
    {
      name: 'a Server Card in .well-known describes the package beside .well-known',
      files: {
        'package.json': pkg('1.5.0'),
        '.well-known/mcp/server-card.json': { serverInfo: { name: 'Weather Forecasts', version: '1.4.2' }, tools: [] },
      },
      lint: '.well-known/mcp/server-card.json',
      format: 'mcp-server-card',
      errors: [
        {
          pointer: '/serverInfo/version',
          message: `"serverInfo.version" is "1.4.2", but package.json in this file's package folder says "1.5.0" (see package.json:3:14): ${tail('"serverInfo.version"', '1.5.0')}`,
        },
      ],
    },
  ],
});
