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

ruleTester('mcpdesc.registry.transport', {
  valid: [
    {
      name: 'stdio without URL',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ packages: [{ registryType: 'npm', identifier: '@acme/weather-mcp', version: '1.0.0', transport: { type: 'stdio' } }] }),
    },
    {
      name: 'URL variables named by an environment variable, an argument name and a valueHint',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'npm',
            identifier: '@acme/weather-mcp',
            version: '1.0.0',
            transport: { type: 'streamable-http', url: 'http://{HOST}:{--port}/{base_path}' },
            environmentVariables: [{ name: 'HOST' }],
            runtimeArguments: [{ type: 'named', name: '--port', value: '8080' }],
            packageArguments: [{ type: 'positional', valueHint: 'base_path' }],
          },
        ],
      }),
    },
    {
      name: 'an sse transport on localhost',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [{ registryType: 'npm', identifier: '@acme/weather-mcp', version: '1.0.0', transport: { type: 'sse', url: 'http://localhost:3000/sse' } }],
      }),
    },
    {
      name: "since 2025-12-11 a URL the pattern rejects is structure's",
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          { registryType: 'npm', identifier: '@acme/weather-mcp', version: '1.0.0', transport: { type: 'streamable-http', url: 'ftp://localhost/mcp' } },
        ],
      }),
    },
  ],
  invalid: [
    {
      name: 'a stdio transport with a URL',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [{ registryType: 'npm', identifier: '@acme/weather-mcp', version: '1.0.0', transport: { type: 'stdio', url: 'http://localhost:3000/mcp' } }],
      }),
      errors: [
        {
          pointer: '/packages/0/transport/url',
          message:
            'A stdio transport has no "url": the client starts the package and talks to it over standard input and output, and mcp-publisher refuses a URL here ("url must be empty for stdio transport type"). Remove "url", or set "type" to "streamable-http" if the package serves HTTP once it runs.',
          level: 'error',
          line: 13,
          column: 9,
        },
      ],
    },
    {
      name: 'until 2025-10-17 a streamable-http URL may be anything: not for mcp-publisher',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-10-17/server.schema.json',
        packages: [
          { registryType: 'npm', identifier: '@acme/weather-mcp', version: '1.0.0', transport: { type: 'streamable-http', url: 'ftp://localhost/mcp' } },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/transport/url',
          message:
            '"url" "ftp://localhost/mcp" is not an http:// or https:// URL with a host, so mcp-publisher refuses it ("invalid package transport URL") and clients cannot connect to the streamable-http server the package runs. Write its full URL, such as "http://localhost:3000/mcp".',
        },
      ],
    },
    {
      name: 'a variable no part of the package defines',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'npm',
            identifier: '@acme/weather-mcp',
            version: '1.0.0',
            transport: { type: 'streamable-http', url: 'http://localhost:{port}/mcp' },
          },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/transport/url',
          message:
            '"url" uses "{port}", which no environment variable, argument name or argument valueHint of this package defines, so the client cannot fill it in and mcp-publisher refuses the URL ("template variables in URL … reference undefined variables"). Define "port", e.g. as an environment variable {"name": "port"}.',
        },
      ],
    },
    {
      name: 'a variable in another case',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'npm',
            identifier: '@acme/weather-mcp',
            version: '1.0.0',
            transport: { type: 'streamable-http', url: 'http://localhost:{port}/mcp' },
            environmentVariables: [{ name: 'PORT' }],
          },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/transport/url',
          message:
            '"url" uses "{port}", which no environment variable, argument name or argument valueHint of this package defines, so the client cannot fill it in and mcp-publisher refuses the URL ("template variables in URL … reference undefined variables"). Write "{PORT}" for "{port}" (names are case-sensitive).',
        },
      ],
    },
  ],
});
