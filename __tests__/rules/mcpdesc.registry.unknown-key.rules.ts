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

ruleTester('mcpdesc.registry.unknown-key', {
  valid: [
    {
      name: 'keys that are near no field are left alone',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ license: 'MIT', keywords: ['weather'], mcpName: 'x' }),
    },
    { name: 'vendor keys in _meta', path: 'server.json', format: 'mcp-registry-server', code: server({ _meta: { 'com.acme/build': { commit: 'abc' } } }) },
    {
      name: "a misspelt required key is structure's finding",
      path: 'server.json',
      format: 'mcp-registry-server',
      code: {
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
        name: 'io.github.acme/weather',
        descripton: 'Weather forecasts.',
        version: '1.0.0',
      },
    },
    {
      name: "a misspelt key of a closed package is structure's",
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json',
        packages: [{ registryType: 'npm', identifier: '@acme/weather-mcp', version: '1.0.0', transport: { type: 'stdio' }, runtimeHnt: 'npx' }],
      }),
    },
    {
      name: "the version_detail of a preview beside no version is structure's",
      path: 'server.json',
      format: 'mcp-registry-server',
      code: {
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
        name: 'io.github.acme/weather',
        description: 'x',
        version_detail: { version: '1.0.0' },
      },
    },
  ],
  invalid: [
    {
      name: '"required" and a misspelt "isSecret" in an environment variable',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'npm',
            identifier: '@acme/weather-mcp',
            version: '1.0.0',
            transport: { type: 'stdio' },
            environmentVariables: [{ name: 'KEY', required: true, isSecrett: true }],
          },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/environmentVariables/0/required',
          message:
            '"required" is not a field of an environment variable or header: did you mean "isRequired"? mcp-publisher drops fields it does not know, so clients treat the value as optional. Rename it to "isRequired".',
          level: 'warning',
          line: 17,
          column: 11,
        },
        {
          pointer: '/packages/0/environmentVariables/0/isSecrett',
          message:
            '"isSecrett" is not a field of an environment variable or header: did you mean "isSecret"? mcp-publisher drops fields it does not know, so clients show and store the value as plain text. Rename it to "isSecret".',
          level: 'warning',
          line: 18,
          column: 11,
        },
      ],
    },
    {
      name: '"homepage" for "websiteUrl"',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ homepage: 'https://acme.github.io/weather/' }),
      errors: [
        {
          pointer: '/homepage',
          message:
            '"homepage" is not a field of a server.json: did you mean "websiteUrl"? mcp-publisher drops fields it does not know, so the setting is lost. Rename it to "websiteUrl".',
        },
      ],
    },
    {
      name: 'a misspelt "default"',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ remotes: [{ type: 'sse', url: 'https://weather.acme.dev/sse', headers: [{ name: 'X-Units', defualt: 'metric' }] }] }),
      errors: [
        {
          pointer: '/remotes/0/headers/0/defualt',
          message:
            '"defualt" is not a field of an environment variable or header: did you mean "default"? mcp-publisher drops fields it does not know, so the setting is lost. Rename it to "default".',
        },
      ],
    },
    {
      name: 'preview fields in an open package',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'npm',
            identifier: '@acme/weather-mcp',
            version: '1.0.0',
            transport: { type: 'stdio' },
            name: '@acme/weather-mcp',
            download_url: 'https://github.com/acme/weather/releases/download/v1.0.0/weather-mcp.mcpb',
          },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/name',
          message:
            '"name" is not a field of a package: it is a field of a preview of the 2025-07-09 schema that no published schema has. mcp-publisher drops fields it does not know, so the setting is lost. Write "identifier" instead.',
        },
        {
          pointer: '/packages/0/download_url',
          message:
            '"download_url" is not a field of a package: it is a field of a preview of the 2025-07-09 schema that no published schema has. mcp-publisher drops fields it does not know, so the setting is lost. Write "identifier" instead (an MCPB package’s download URL is its identifier).',
        },
      ],
    },
    {
      name: 'version_detail beside a version',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ version_detail: { version: '1.0.0' } }),
      errors: [
        {
          pointer: '/version_detail',
          message:
            '"version_detail" is not a field of a server.json: it is a field of a preview of the 2025-07-09 schema that no published schema has. mcp-publisher drops fields it does not know, so the setting is lost. Write "version" instead (a string: "version_detail": {"version": "1.0.0"} became "version": "1.0.0").',
        },
      ],
    },
    {
      name: 'the snake_case spelling of a synonym is suggested in 2025-07-09',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-07-09/server.schema.json',
        packages: [
          { registry_type: 'npm', identifier: 'x', version: '1.0.0', transport: { type: 'stdio' }, environment_variables: [{ name: 'KEY', required: true }] },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/environment_variables/0/required',
          message:
            '"required" is not a field of an environment variable or header: did you mean "is_required"? mcp-publisher drops fields it does not know, so clients treat the value as optional. Rename it to "is_required".',
        },
      ],
    },
  ],
});
