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

ruleTester('mcpdesc.registry.templated', {
  valid: [
    { name: 'no templated value', path: 'server.json', format: 'mcp-registry-server', code: server({}) },
    {
      name: "a URL's own {variables} are not templates",
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ remotes: [{ type: 'sse', url: 'https://{region}.weather.acme.dev/sse', variables: { region: {} } }] }),
    },
    {
      name: 'prices and dunder names in prose',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ description: 'Costs $USD 5; wraps __init__.', title: 'Weather $5' }),
    },
  ],
  invalid: [
    {
      name: 'one templated version',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ version: '${VERSION}' }),
      errors: [
        {
          pointer: '/version',
          message:
            'This server.json holds a value that a release pipeline fills in ("${VERSION}" in "version"); mcpdesc accepts it as a placeholder and checks everything else. What gets published is the filled-in file: run mcpdesc on it too (e.g. in the release job, before mcp-publisher).',
          level: 'note',
          line: 5,
          column: 14,
        },
      ],
    },
    {
      name: 'every kind of template, one note',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        version: '$VERSION',
        packages: [
          { registryType: 'npm', identifier: '@acme/weather-mcp', version: '<<Version>>', transport: { type: 'stdio' } },
          {
            registryType: 'mcpb',
            identifier: 'https://github.com/acme/weather/releases/download/v{{ version }}/weather-mcp.mcpb',
            fileSha256: '__MCPB_SHA256__',
            transport: { type: 'stdio' },
          },
          { registryType: 'oci', identifier: 'ghcr.io/acme/weather:${{ github.ref_name }}', transport: { type: 'stdio' } },
        ],
      }),
      errors: [
        {
          pointer: '/version',
          message:
            'This server.json holds 5 values that a release pipeline fills in ("$VERSION" in "version", "<<Version>>" in "packages[0].version", "{{ version }}" in "packages[1].identifier" and 2 more); mcpdesc accepts them as placeholders and checks everything else. What gets published is the filled-in file: run mcpdesc on it too (e.g. in the release job, before mcp-publisher).',
        },
      ],
    },
  ],
});
