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

ruleTester('mcpdesc.registry.name', {
  valid: [
    { name: 'a reverse-DNS namespace and a name', path: 'server.json', format: 'mcp-registry-server', code: server({}) },
    {
      name: 'two-character parts, capitals, dots and underscores',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ name: 'io.github.User/My_Server.v2' }),
    },
    { name: 'the shortest parts', path: 'server.json', format: 'mcp-registry-server', code: server({ name: 'ab/cd' }) },
    { name: "a name the schema's pattern rejects is structure's", path: 'server.json', format: 'mcp-registry-server', code: server({ name: 'weather' }) },
  ],
  invalid: [
    {
      name: 'a namespace that starts with a hyphen',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ name: '-acme/weather' }),
      errors: [
        {
          pointer: '/name',
          message:
            '"name" "-acme/weather" has the namespace "-acme", which the registry refuses ("namespace \'-acme\' is invalid. Namespace must start and end with alphanumeric characters, and may contain dots and hyphens in the middle"). Write the namespace as reverse DNS of a domain or account you own, such as "acme".',
          level: 'error',
          line: 3,
          column: 11,
        },
      ],
    },
    {
      name: 'a one-character server name',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ name: 'io.github.acme/w' }),
      errors: [
        {
          pointer: '/name',
          message:
            '"name" "io.github.acme/w" has the server name "w", which the registry refuses ("name \'w\' is invalid. Name must start and end with alphanumeric characters, and may contain dots, underscores, and hyphens in the middle"). Use a name of two characters or more, such as "io.github.acme/w-mcp".',
        },
      ],
    },
    {
      name: 'both parts end with punctuation',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ name: 'io.github.acme./weather-' }),
      errors: [
        {
          pointer: '/name',
          message:
            '"name" "io.github.acme./weather-" has the namespace "io.github.acme.", which the registry refuses ("namespace \'io.github.acme.\' is invalid. Namespace must start and end with alphanumeric characters, and may contain dots and hyphens in the middle"). Write the namespace as reverse DNS of a domain or account you own, such as "io.github.acme".',
        },
        {
          pointer: '/name',
          message:
            '"name" "io.github.acme./weather-" has the server name "weather-", which the registry refuses ("name \'weather-\' is invalid. Name must start and end with alphanumeric characters, and may contain dots, underscores, and hyphens in the middle"). Remove the leading or trailing punctuation, such as "io.github.acme/weather".',
        },
      ],
    },
  ],
});
