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

ruleTester('mcpdesc.registry.file-hash', {
  valid: [
    {
      name: 'an MCPB bundle with its hash, an npm package without',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'mcpb',
            identifier: 'https://github.com/acme/weather/releases/download/v1.0.0/weather-mcp.mcpb',
            fileSha256: 'fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce',
            transport: { type: 'stdio' },
          },
          { registryType: 'npm', identifier: '@acme/weather-mcp', version: '1.0.0', transport: { type: 'stdio' } },
        ],
      }),
    },
    {
      name: "an unknown type is package-type's",
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'docker',
            identifier: 'acme/weather:1',
            fileSha256: 'fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce',
            transport: { type: 'stdio' },
          },
        ],
      }),
    },
    {
      name: 'a 2025-07-09 bundle with file_sha256',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-07-09/server.schema.json',
        packages: [
          {
            registry_type: 'mcpb',
            identifier: 'https://github.com/acme/weather/releases/download/v1.0.0/weather-mcp.mcpb',
            version: '1.0.0',
            file_sha256: 'fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce',
            transport: { type: 'stdio' },
          },
        ],
      }),
    },
  ],
  invalid: [
    {
      name: 'an MCPB bundle without hash',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          { registryType: 'mcpb', identifier: 'https://github.com/acme/weather/releases/download/v1.0.0/weather-mcp.mcpb', transport: { type: 'stdio' } },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0',
          message:
            'This MCPB package has no "fileSha256", so the registry refuses it ("must include a fileSha256 hash for integrity verification") and clients cannot check that the bundle they download is the one you published. Add the bundle\'s SHA-256 as 64 lowercase hex digits ("sha256sum <file>.mcpb").',
          level: 'error',
          line: 7,
          column: 5,
        },
      ],
    },
    {
      name: 'npm, PyPI and OCI packages with one',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'npm',
            identifier: '@acme/weather-mcp',
            version: '1.0.0',
            transport: { type: 'stdio' },
            fileSha256: 'fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce',
          },
          {
            registryType: 'pypi',
            identifier: 'acme-weather',
            version: '1.0.0',
            fileSha256: 'fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce',
            transport: { type: 'stdio' },
          },
          {
            registryType: 'oci',
            identifier: 'ghcr.io/acme/weather:1.0.0',
            fileSha256: 'fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce',
            transport: { type: 'stdio' },
          },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/fileSha256',
          message:
            '"fileSha256" is only for MCPB bundles, which are plain downloads; an NPM package is verified by its registry, and mcp-publisher refuses the field on it ("NPM packages must not have \'fileSha256\' field"). Remove it.',
        },
        {
          pointer: '/packages/1/fileSha256',
          message:
            '"fileSha256" is only for MCPB bundles, which are plain downloads; a PyPI package is verified by its registry, and mcp-publisher refuses the field on it ("PyPI packages must not have \'fileSha256\' field"). Remove it.',
        },
        {
          pointer: '/packages/2/fileSha256',
          message:
            '"fileSha256" is only for MCPB bundles, which are plain downloads; an OCI package is verified by its registry, and mcp-publisher refuses the field on it ("OCI packages must not have \'fileSha256\' field"). Remove it.',
        },
      ],
    },
  ],
});
