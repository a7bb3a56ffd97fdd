import { ruleTester } from '../helpers/rule-tester.js';

const DRAFT = 'https://raw.githubusercontent.com/modelcontextprotocol/registry/main/docs/reference/server-json/draft/server.schema.json';
const SCHEMA = (version: string) => `https://static.modelcontextprotocol.io/schemas/${version}/server.schema.json`;
/** A 2025-12-11 server.json with the fields every case shares, and the case's own (which may override them). */
const server = (fields: Record<string, unknown> = {}) => ({
  $schema: SCHEMA('2025-12-11'),
  name: 'io.github.acme/weather',
  description: 'Weather forecasts.',
  version: '1.0.0',
  ...fields,
});

ruleTester('mcpdesc.registry.remote', {
  valid: [
    {
      name: 'https remotes',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        remotes: [
          { type: 'streamable-http', url: 'https://weather.acme.dev/mcp' },
          { type: 'sse', url: 'https://weather.acme.dev:8443/sse' },
        ],
      }),
    },
    {
      name: 'a variable the remote defines',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        remotes: [{ type: 'streamable-http', url: 'https://{tenant}.weather.acme.dev/mcp', variables: { tenant: { description: 'Your tenant.' } } }],
      }),
    },
    {
      name: 'under the draft, a URL that begins with a variable the remote defines',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: DRAFT,
        remotes: [{ type: 'streamable-http', url: '{baseUrl}/mcp', variables: { baseUrl: { description: 'Your deployment.', isRequired: true } } }],
      }),
    },
    {
      name: "a URL the pattern rejects is structure's",
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ remotes: [{ type: 'sse', url: 'weather.acme.dev/sse' }] }),
    },
  ],
  invalid: [
    {
      name: 'under the draft, a leading variable the remote does not define',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ $schema: DRAFT, remotes: [{ type: 'streamable-http', url: '{baseUrl}/mcp' }] }),
      errors: [
        {
          pointer: '/remotes/0/url',
          message:
            'The remote\'s "url" uses "{baseUrl}", but its "variables" define none, so the client cannot fill it in and mcp-publisher refuses the URL ("template variables in URL … reference undefined variables"). Add "baseUrl": {"description": "…", "isRequired": true} to "variables".',
        },
      ],
    },
    {
      name: 'plain http',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ remotes: [{ type: 'streamable-http', url: 'http://weather.acme.dev/mcp' }] }),
      errors: [
        {
          pointer: '/remotes/0/url',
          message:
            'The remote\'s "url" "http://weather.acme.dev/mcp" cannot be a remote server\'s address: it uses plain http://, which anyone on the way can read and change, tokens included, and mcp-publisher refuses it ("invalid remote URL"). Write "https://weather.acme.dev/mcp".',
          level: 'error',
          line: 9,
          column: 14,
        },
      ],
    },
    {
      name: 'localhost, 127.0.0.1 and a *.localhost name',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        remotes: [
          { type: 'streamable-http', url: 'https://localhost/mcp' },
          { type: 'streamable-http', url: 'https://127.0.0.1:8443/mcp' },
          { type: 'streamable-http', url: 'http://weather.localhost/mcp' },
        ],
      }),
      errors: [
        {
          pointer: '/remotes/0/url',
          message:
            'The remote\'s "url" "https://localhost/mcp" cannot be a remote server\'s address: "localhost" is each user\'s own machine, not your server, and mcp-publisher refuses it ("invalid remote URL"). Write the public https:// URL of the server. A server that runs on the user’s machine is a package with a streamable-http transport.',
        },
        {
          pointer: '/remotes/1/url',
          message:
            'The remote\'s "url" "https://127.0.0.1:8443/mcp" cannot be a remote server\'s address: "127.0.0.1" is each user\'s own machine, not your server, and mcp-publisher refuses it ("invalid remote URL"). Write the public https:// URL of the server. A server that runs on the user’s machine is a package with a streamable-http transport.',
        },
        {
          pointer: '/remotes/2/url',
          message:
            'The remote\'s "url" "http://weather.localhost/mcp" cannot be a remote server\'s address: "weather.localhost" is each user\'s own machine, not your server, and mcp-publisher refuses it ("invalid remote URL"). Write the public https:// URL of the server. A server that runs on the user’s machine is a package with a streamable-http transport.',
        },
      ],
    },
    {
      name: 'a variable the remote does not define',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ remotes: [{ type: 'streamable-http', url: 'https://{tenant}.weather.acme.dev/{region}/mcp', variables: { tenant: {} } }] }),
      errors: [
        {
          pointer: '/remotes/0/url',
          message:
            'The remote\'s "url" uses "{region}", but its "variables" define only "tenant", so the client cannot fill it in and mcp-publisher refuses the URL ("template variables in URL … reference undefined variables"). Add "region": {"description": "…", "isRequired": true} to "variables".',
        },
      ],
    },
    {
      name: 'before 2025-12-11 a remote has no variables',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-10-17/server.schema.json',
        remotes: [{ type: 'streamable-http', url: 'https://{tenant}.weather.acme.dev/mcp' }],
      }),
      errors: [
        {
          pointer: '/remotes/0/url',
          message:
            'The remote\'s "url" uses "{tenant}", but its "variables" define none, so the client cannot fill it in and mcp-publisher refuses the URL ("template variables in URL … reference undefined variables"). Add "tenant": {"description": "…", "isRequired": true} to "variables". Remote URL variables exist since 2025-12-11: use its "$schema" (or a newer one) to define them.',
        },
      ],
    },
  ],
});
