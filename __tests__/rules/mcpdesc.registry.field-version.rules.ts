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

ruleTester('mcpdesc.registry.field-version', {
  valid: [
    {
      name: 'the current version in its own names',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ title: 'Weather', remotes: [{ type: 'sse', url: 'https://weather.acme.dev/sse', headers: [{ name: 'Authorization', isSecret: true }] }] }),
    },
    {
      name: '"status" in 2025-09-16, which still has it',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ $schema: 'https://static.modelcontextprotocol.io/schemas/2025-09-16/server.schema.json', status: 'active' }),
    },
    {
      name: '"title" in 2025-10-11, which introduced it',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ $schema: 'https://static.modelcontextprotocol.io/schemas/2025-10-11/server.schema.json', title: 'Weather' }),
    },
    {
      name: "camelCase in a 2025-07-09 package is structure's (the schema rejects it)",
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-07-09/server.schema.json',
        packages: [{ registryType: 'npm', identifier: 'x', version: '1.0.0', transport: { type: 'stdio' } }],
      }),
    },
  ],
  invalid: [
    {
      name: '"status" after 2025-09-16',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ $schema: 'https://static.modelcontextprotocol.io/schemas/2025-10-17/server.schema.json', status: 'active' }),
      errors: [
        {
          pointer: '/status',
          message:
            '"status" is not a field of a server.json in 2025-10-17: only 2025-09-16 and earlier have it (the registry manages a server’s status itself since 2025-09-29), so mcp-publisher drops it. Remove it.',
          level: 'warning',
          line: 6,
          column: 3,
        },
      ],
    },
    {
      name: 'a snake_case name in a header of a 2025-12-11 remote',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ remotes: [{ type: 'streamable-http', url: 'https://weather.acme.dev/mcp', headers: [{ name: 'Authorization', is_secret: true }] }] }),
      errors: [
        {
          pointer: '/remotes/0/headers/0/is_secret',
          message:
            '"is_secret" is not a field of an environment variable or header in 2025-12-11: it is the 2025-07-09 name of "isSecret", so mcp-publisher drops it and the setting is lost. Rename it to "isSecret".',
        },
      ],
    },
    {
      name: 'fields of newer versions in a 2025-09-29 file: one finding',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json',
        title: 'Weather',
        icons: [{ src: 'https://acme.github.io/weather/icon.png' }],
      }),
      errors: [
        {
          pointer: '/$schema',
          message:
            'This file uses fields introduced in 2025-10-11 ("title" and "icons") but declares 2025-09-29, whose schema does not have them, so tools that read the file as 2025-09-29 ignore them. Use the "$schema" of 2025-12-11 (the current version), or remove "title" and "icons".',
        },
      ],
    },
    {
      name: 'the official metadata in _meta after 2025-09-16',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-10-11/server.schema.json',
        _meta: { 'io.modelcontextprotocol.registry/official': {} },
      }),
      errors: [
        {
          pointer: '/_meta/io.modelcontextprotocol.registry~1official',
          message:
            '"io.modelcontextprotocol.registry/official" is not a field of a "_meta" object in 2025-10-11: only 2025-09-16 and earlier have it (the registry adds it to what it serves; publishers never write it), so mcp-publisher drops it. Remove it.',
        },
      ],
    },
    {
      name: 'an older and a newer field: no one version fits, each is reported',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ $schema: 'https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json', status: 'active', title: 'Weather' }),
      errors: [
        {
          pointer: '/status',
          message:
            '"status" is not a field of a server.json in 2025-09-29: only 2025-09-16 and earlier have it (the registry manages a server’s status itself since 2025-09-29), so mcp-publisher drops it. Remove it.',
        },
        {
          pointer: '/title',
          message:
            '"title" is not a field of a server.json in 2025-09-29: it exists in 2025-10-11 and later, so tools that read the file as 2025-09-29 ignore it. Use the "$schema" of 2025-12-11 (the current version), or remove it.',
        },
      ],
    },
  ],
});
