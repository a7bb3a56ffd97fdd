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

ruleTester('mcpdesc.registry.superseded', {
  valid: [
    { name: 'the current version at its published URL', path: 'server.json', format: 'mcp-registry-server', code: server({}) },
    {
      name: 'the current version with packages and remotes',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [{ registryType: 'npm', identifier: '@acme/weather-mcp', version: '1.0.0', transport: { type: 'stdio' } }],
        remotes: [{ type: 'sse', url: 'https://weather.acme.dev/sse' }],
      }),
    },
  ],
  invalid: [
    {
      name: 'the current version at another URL',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ $schema: 'http://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json' }),
      errors: [
        {
          pointer: '/$schema',
          message:
            '"$schema" names 2025-12-11, the current version, but not at its published URL, and mcp-publisher calls every other URL "not the current version" and warns. Write "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json".',
        },
      ],
    },
    {
      name: '2025-10-17: only the URL changes',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-10-17/server.schema.json',
        packages: [{ registryType: 'npm', identifier: '@acme/weather-mcp', version: '1.0.0', transport: { type: 'stdio' } }],
      }),
      errors: [
        {
          pointer: '/$schema',
          message:
            'This file declares the server.json schema of 2025-10-17, but the current one is 2025-12-11: mcp-publisher warns ("schema version 2025-10-17 is not the current version (2025-12-11)") and tools written for the current format may misread it. To move to 2025-12-11, set "$schema" to "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"; nothing else changes.',
          level: 'warning',
          line: 2,
          column: 14,
        },
      ],
    },
    {
      name: '2025-07-09: every rename and removal the file needs, and what the OCI package needs since 2025-10-11',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-07-09/server.schema.json',
        status: 'active',
        website_url: 'https://acme.github.io/weather/',
        packages: [
          {
            registry_type: 'npm',
            identifier: '@acme/weather-mcp',
            version: '1.0.0',
            runtime_hint: 'npx',
            transport: { type: 'stdio' },
            environment_variables: [{ name: 'KEY', is_secret: true }],
          },
          { registry_type: 'npm', identifier: '@acme/weather-cli', version: '1.0.0', transport: { type: 'stdio' } },
          { registry_type: 'oci', registry_base_url: 'https://ghcr.io', identifier: 'acme/weather-mcp', version: '1.0.0', transport: { type: 'stdio' } },
        ],
      }),
      errors: [
        {
          pointer: '/$schema',
          message:
            'This file declares the server.json schema of 2025-07-09, but the current one is 2025-12-11: mcp-publisher warns ("schema version 2025-07-09 is not the current version (2025-12-11)") and tools written for the current format may misread it. To move to 2025-12-11, set "$schema" to "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"; rename "registry_type" to "registryType" (packages[0], packages[1], packages[2]); rename "runtime_hint" to "runtimeHint" (packages[0]); rename "environment_variables" to "environmentVariables" (packages[0]); rename "website_url" to "websiteUrl"; remove "status"; remove "registryBaseUrl" from packages[2] and write "identifier": "ghcr.io/acme/weather-mcp:1.0.0"; remove "version" from packages[2].',
        },
      ],
    },
    {
      name: '2025-09-16: the official metadata the registry adds is removed from _meta',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-09-16/server.schema.json',
        _meta: { 'io.modelcontextprotocol.registry/official': { status: 'active' } },
      }),
      errors: [
        {
          pointer: '/$schema',
          message:
            'This file declares the server.json schema of 2025-09-16, but the current one is 2025-12-11: mcp-publisher warns ("schema version 2025-09-16 is not the current version (2025-12-11)") and tools written for the current format may misread it. To move to 2025-12-11, set "$schema" to "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"; remove "io.modelcontextprotocol.registry/official" (_meta).',
        },
      ],
    },
    {
      name: '2025-10-17: a streamable-http URL the 2025-12-11 pattern rejects',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-10-17/server.schema.json',
        remotes: [{ type: 'streamable-http', url: 'wss://weather.acme.dev/mcp' }],
      }),
      errors: [
        {
          pointer: '/$schema',
          message:
            'This file declares the server.json schema of 2025-10-17, but the current one is 2025-12-11: mcp-publisher warns ("schema version 2025-10-17 is not the current version (2025-12-11)") and tools written for the current format may misread it. To move to 2025-12-11, set "$schema" to "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"; fix what 2025-12-11 rejects ("remotes[0].url" "wss://weather.acme.dev/mcp" must start with "http://" or "https://" and contain no whitespace (the schema’s pattern "^https?://[^\\s]+$"), so mcp-publisher refuses it. Write the full URL, such as "https://mcp.example.com/mcp").',
        },
      ],
    },
  ],
});
