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

ruleTester('mcpdesc.registry.named-argument', {
  valid: [
    {
      name: 'flags with values',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'npm',
            identifier: '@acme/weather-mcp',
            version: '1.0.0',
            transport: { type: 'stdio' },
            packageArguments: [
              { type: 'named', name: '--port', value: '8080' },
              { type: 'named', name: '-v' },
              { type: 'named', name: 'config', default: 'prod.json' },
            ],
          },
        ],
      }),
    },
    {
      name: 'a positional argument may look like a flag',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'npm',
            identifier: '@acme/weather-mcp',
            version: '1.0.0',
            transport: { type: 'stdio' },
            packageArguments: [{ type: 'positional', value: '--stdio' }],
          },
        ],
      }),
    },
    {
      name: 'a templated name',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'npm',
            identifier: '@acme/weather-mcp',
            version: '1.0.0',
            transport: { type: 'stdio' },
            packageArguments: [{ type: 'named', name: '--token=${TOKEN}' }],
          },
        ],
      }),
    },
  ],
  invalid: [
    {
      name: 'a flag with its value',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'npm',
            identifier: '@acme/weather-mcp',
            version: '1.0.0',
            transport: { type: 'stdio' },
            packageArguments: [{ type: 'named', name: '--port 8080' }],
          },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/packageArguments/0/name',
          message:
            'The named argument\'s "name" "--port 8080" holds a space: it should be the flag alone, since the client adds the value itself, and mcp-publisher refuses it ("invalid named argument name format"). Write "name": "--port" and put the value in "value" (or describe it in "description").',
          level: 'error',
          line: 17,
          column: 19,
        },
      ],
    },
    {
      name: 'a flag with a placeholder',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'npm',
            identifier: '@acme/weather-mcp',
            version: '1.0.0',
            transport: { type: 'stdio' },
            runtimeArguments: [{ type: 'named', name: '--dir=<path>' }],
          },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/runtimeArguments/0/name',
          message:
            'The named argument\'s "name" "--dir=<path>" holds "<": it should be the flag alone, since the client adds the value itself, and mcp-publisher refuses it ("invalid named argument name format"). Write "name": "--dir" and put the value in "value" (or describe it in "description").',
        },
      ],
    },
    {
      name: 'an empty flag',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'npm',
            identifier: '@acme/weather-mcp',
            version: '1.0.0',
            transport: { type: 'stdio' },
            packageArguments: [{ type: 'named', name: '' }],
          },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/packageArguments/0/name',
          message:
            'A named argument needs its flag in "name", but this one is empty, so the client cannot build the command line and mcp-publisher refuses it ("named argument name is required"). Write the flag, such as "--port", or make it a positional argument.',
        },
      ],
    },
    {
      name: 'a value and a default that repeat the flag',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'npm',
            identifier: '@acme/weather-mcp',
            version: '1.0.0',
            transport: { type: 'stdio' },
            packageArguments: [{ type: 'named', name: '--units', value: '--units=metric', default: '--units metric' }],
          },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/packageArguments/0/value',
          message:
            'The named argument\'s "value" "--units=metric" starts with its flag "--units", which the client already writes, so the command line would read "--units --units=metric"; mcp-publisher refuses it ("argument value cannot start with the argument name"). Write only the value, such as "metric".',
        },
        {
          pointer: '/packages/0/packageArguments/0/default',
          message:
            'The named argument\'s "default" "--units metric" starts with its flag "--units", which the client already writes, so the command line would read "--units --units metric"; mcp-publisher refuses it ("argument default cannot start with the argument name"). Write only the value, such as "metric".',
        },
      ],
    },
  ],
});
