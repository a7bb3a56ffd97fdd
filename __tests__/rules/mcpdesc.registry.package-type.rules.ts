import { ruleTester } from '../helpers/rule-tester.js';

const SCHEMA = (version: string) => `https://static.modelcontextprotocol.io/schemas/${version}/server.schema.json`;
/** A 2025-12-11 server.json with the fields every case shares, and the case's own (which may override them). */
const server = (fields: Record<string, unknown> = {}) => ({
  $schema: SCHEMA('2025-12-11'),
  name: 'io.github.acme/weather',
  description: 'Weather forecasts.',
  version: '1.0.0',
  ...fields,
});

ruleTester('mcpdesc.registry.package-type', {
  valid: [
    {
      name: 'npm, with and without its registry',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          { registryType: 'npm', identifier: '@acme/weather-mcp', version: '1.0.0', transport: { type: 'stdio' } },
          {
            registryType: 'npm',
            identifier: '@acme/weather-mcp',
            version: '1.0.0',
            transport: { type: 'stdio' },
            registryBaseUrl: 'https://registry.npmjs.org/',
          },
        ],
      }),
    },
    {
      name: 'PyPI, NuGet (either base URL), Cargo',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          { registryType: 'pypi', identifier: 'acme-weather', version: '1.0.0', registryBaseUrl: 'https://pypi.org', transport: { type: 'stdio' } },
          {
            registryType: 'nuget',
            identifier: 'Acme.Weather',
            version: '1.0.0',
            registryBaseUrl: 'https://api.nuget.org/v3/index.json',
            transport: { type: 'stdio' },
          },
          { registryType: 'nuget', identifier: 'Acme.Weather', version: '1.0.0', registryBaseUrl: 'https://api.nuget.org', transport: { type: 'stdio' } },
          { registryType: 'cargo', identifier: 'acme-weather', version: '1.0.0', transport: { type: 'stdio' } },
        ],
      }),
    },
    {
      name: 'an OCI image and an MCPB bundle without version',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          { registryType: 'oci', identifier: 'ghcr.io/acme/weather:1.0.0', transport: { type: 'stdio' } },
          {
            registryType: 'mcpb',
            identifier: 'https://github.com/acme/weather/releases/download/v1.0.0/weather-mcp.mcpb',
            fileSha256: 'fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce',
            transport: { type: 'stdio' },
          },
        ],
      }),
    },
    {
      name: 'until 2025-09-29 an OCI package names its registry and version apart',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json',
        packages: [{ registryType: 'oci', registryBaseUrl: 'https://ghcr.io', identifier: 'acme/weather', version: '1.0.0', transport: { type: 'stdio' } }],
      }),
    },
    {
      name: "a missing version is structure's while the schema requires it (until 2025-09-29)",
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json',
        packages: [{ registryType: 'npm', identifier: 'x', transport: { type: 'stdio' } }],
      }),
    },
  ],
  invalid: [
    {
      name: '"docker" for "oci"',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ packages: [{ registryType: 'docker', identifier: 'acme/weather:1.0.0', transport: { type: 'stdio' } }] }),
      errors: [
        {
          pointer: '/packages/0/registryType',
          message:
            '"registryType" is "docker", which the registry does not know ("unsupported registry type"), so it refuses the package when you publish. Use "oci" for a container image.',
          level: 'error',
          line: 8,
          column: 23,
        },
      ],
    },
    {
      name: 'a type the registry does not know',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ packages: [{ registryType: 'maven', identifier: 'dev.acme:weather', version: '1.0.0', transport: { type: 'stdio' } }] }),
      errors: [
        {
          pointer: '/packages/0/registryType',
          message:
            '"registryType" is "maven", which the registry does not know ("unsupported registry type"), so it refuses the package when you publish. Use one of "npm", "pypi", "nuget", "cargo", "oci" or "mcpb".',
        },
      ],
    },
    {
      name: 'an npm package without version, from another registry',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [{ registryType: 'npm', registryBaseUrl: 'https://npm.pkg.github.com', identifier: '@acme/weather-mcp', transport: { type: 'stdio' } }],
      }),
      errors: [
        {
          pointer: '/packages/0/registryBaseUrl',
          message:
            '"registryBaseUrl" is "https://npm.pkg.github.com", but the registry takes NPM packages only from "https://registry.npmjs.org" ("registry type and base URL do not match"), so it refuses this package. Remove "registryBaseUrl" (it defaults to that registry) or write "https://registry.npmjs.org".',
        },
        {
          pointer: '/packages/0',
          message:
            'This npm package has no "version", so the registry refuses it ("package version is required for NPM packages") and clients cannot tell which release to install. Add the exact version you published, such as "1.0.2".',
        },
      ],
    },
    {
      name: 'an OCI package with registry and version apart, since 2025-10-11',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [{ registryType: 'oci', registryBaseUrl: 'https://ghcr.io', identifier: 'acme/weather', version: '1.0.0', transport: { type: 'stdio' } }],
      }),
      errors: [
        {
          pointer: '/packages/0/registryBaseUrl',
          message:
            'An OCI package names its registry in "identifier", not in "registryBaseUrl" (mcp-publisher: "OCI packages must not have \'registryBaseUrl\' field - use canonical reference in \'identifier\' instead"), so the registry refuses this one. Remove "registryBaseUrl" and write "identifier": "ghcr.io/acme/weather:1.0.0".',
        },
        {
          pointer: '/packages/0/version',
          message:
            'An OCI package names its version as the image tag in "identifier", not in "version" (mcp-publisher: "OCI packages must not have \'version\' field - include version in \'identifier\' instead"), so the registry refuses this one. Remove "version" and write "identifier": "ghcr.io/acme/weather:1.0.0".',
        },
      ],
    },
    {
      name: 'an MCPB package with a registry',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'mcpb',
            registryBaseUrl: 'https://github.com',
            identifier: 'https://github.com/acme/weather/releases/download/v1.0.0/weather-mcp.mcpb',
            fileSha256: 'fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce',
            transport: { type: 'stdio' },
          },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/registryBaseUrl',
          message:
            'An MCPB package is downloaded from the URL in "identifier", so it has no "registryBaseUrl" (mcp-publisher: "MCPB packages must not have \'registryBaseUrl\' field - use the full download URL in \'identifier\' instead"), and the registry refuses this one. Remove "registryBaseUrl".',
        },
      ],
    },
  ],
});
