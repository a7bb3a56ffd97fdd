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

ruleTester('mcpdesc.registry.version', {
  valid: [
    {
      name: 'exact versions',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ version: '2.1.0', packages: [{ registryType: 'npm', identifier: '@acme/weather-mcp', version: '2.1.0', transport: { type: 'stdio' } }] }),
    },
    {
      name: 'versions that are not semver are allowed',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ version: '2025.10.1', packages: [{ registryType: 'npm', identifier: '@acme/weather-mcp', version: 'v2', transport: { type: 'stdio' } }] }),
    },
    { name: 'a pre-release without a wildcard', path: 'server.json', format: 'mcp-registry-server', code: server({ version: '1.0.0-rc.1' }) },
    {
      name: 'a templated version',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        version: '${VERSION}',
        packages: [{ registryType: 'npm', identifier: '@acme/weather-mcp', version: '{{ version }}', transport: { type: 'stdio' } }],
      }),
    },
    {
      name: 'a package\'s "latest" breaks the schema: structure\'s',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ packages: [{ registryType: 'npm', identifier: '@acme/weather-mcp', version: 'latest', transport: { type: 'stdio' } }] }),
    },
  ],
  invalid: [
    {
      name: 'the server is "latest"',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ version: 'latest' }),
      errors: [
        {
          pointer: '/version',
          message:
            '"version" is "latest", which the registry reserves for the newest release it lists ("version string \'latest\' is reserved and cannot be used"), so it refuses the file. Write this release\'s exact version, such as "1.0.2".',
          level: 'error',
          line: 5,
          column: 14,
        },
      ],
    },
    {
      name: 'a caret range',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ packages: [{ registryType: 'npm', identifier: '@acme/weather-mcp', version: '^1.2.3', transport: { type: 'stdio' } }] }),
      errors: [
        {
          pointer: '/packages/0/version',
          message:
            '"packages[0].version" is "^1.2.3", a comparator range, but a server.json names one exact release ("version must be a specific version, not a range"), so the registry refuses it and clients could not tell which release to install. Write the exact version, such as "1.2.3".',
        },
      ],
    },
    {
      name: 'a comparator with a space',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ version: '>= 1.0' }),
      errors: [
        {
          pointer: '/version',
          message:
            '"version" is ">= 1.0", a comparator range, but a server.json names one exact release ("version must be a specific version, not a range"), so the registry refuses it and clients could not tell which release to install. Write the exact version, such as "1.0.0".',
        },
      ],
    },
    {
      name: 'an OR range',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ version: '1.2 || 1.3' }),
      errors: [
        {
          pointer: '/version',
          message:
            '"version" is "1.2 || 1.3", an OR range, but a server.json names one exact release ("version must be a specific version, not a range"), so the registry refuses it and clients could not tell which release to install. Write the exact version, such as "1.2.0".',
        },
      ],
    },
    {
      name: 'a hyphen range',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ version: '1.0.0 - 2.0.0' }),
      errors: [
        {
          pointer: '/version',
          message:
            '"version" is "1.0.0 - 2.0.0", a hyphen range, but a server.json names one exact release ("version must be a specific version, not a range"), so the registry refuses it and clients could not tell which release to install. Write the exact version, such as "1.0.0".',
        },
      ],
    },
    {
      name: 'a wildcard',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ packages: [{ registryType: 'npm', identifier: '@acme/weather-mcp', version: '1.2.*', transport: { type: 'stdio' } }] }),
      errors: [
        {
          pointer: '/packages/0/version',
          message:
            '"packages[0].version" is "1.2.*", a wildcard, but a server.json names one exact release ("version must be a specific version, not a range"), so the registry refuses it and clients could not tell which release to install. Write the exact version, such as "1.2.0".',
        },
      ],
    },
    {
      name: 'mcp-publisher reads an "x" in a pre-release as a wildcard',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ version: '1.0.0-next.1' }),
      errors: [
        {
          pointer: '/version',
          message:
            '"version" is "1.0.0-next.1", a wildcard to mcp-publisher, which reads the "x" in its pre-release "next.1" as one, but a server.json names one exact release ("version must be a specific version, not a range"), so the registry refuses it and clients could not tell which release to install. Write the pre-release without "x", "X" or "*" (such as "1.0.0-rc.1"), or the release itself.',
        },
      ],
    },
  ],
});
