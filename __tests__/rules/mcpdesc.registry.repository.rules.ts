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

ruleTester('mcpdesc.registry.repository', {
  valid: [
    {
      name: 'a GitHub repository',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ repository: { url: 'https://github.com/acme/weather', source: 'github' } }),
    },
    {
      name: 'with www., .git, a trailing slash and a subfolder',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ repository: { url: 'https://www.github.com/acme/weather.git/', source: 'github', subfolder: 'servers/mcp' } }),
    },
    {
      name: 'a GitLab project in a subgroup',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ repository: { url: 'https://gitlab.com/acme/tools/weather', source: 'gitlab' } }),
    },
    {
      name: 'a URL that is no URI is left to registry.structure, which reports it once',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ repository: { url: 'https://github.com/<your user>/<your repo>', source: 'github' } }),
    },
    {
      name: 'an empty repository is skipped, as the registry skips it',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ repository: { url: '', source: '' } }),
    },
  ],
  invalid: [
    {
      name: 'a page inside the repository',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ repository: { url: 'https://github.com/acme/weather/tree/main/servers', source: 'github' } }),
      errors: [
        {
          pointer: '/repository/url',
          message:
            '"repository.url" "https://github.com/acme/weather/tree/main/servers" is not a GitHub repository URL such as "https://github.com/owner/repo" (the repository itself, not a page in it), so the registry refuses it ("invalid repository URL") and people cannot follow it to the code. Write the repository\'s own URL, without a path inside it.',
          level: 'error',
          line: 7,
          column: 12,
        },
      ],
    },
    {
      name: 'a forge the registry does not accept',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ repository: { url: 'https://bitbucket.org/acme/weather', source: 'bitbucket' } }),
      errors: [
        {
          pointer: '/repository/source',
          message:
            '"repository.source" is "bitbucket", but the registry accepts only "github" and "gitlab" repositories and refuses any other ("invalid repository URL"). Host the code on GitHub or GitLab and name it, or remove "repository".',
        },
      ],
    },
    {
      name: 'source and URL of different forges',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ repository: { url: 'https://github.com/acme/weather', source: 'gitlab' } }),
      errors: [
        {
          pointer: '/repository/url',
          message:
            '"repository.url" "https://github.com/acme/weather" is not a GitLab project URL such as "https://gitlab.com/group/project", so the registry refuses it ("invalid repository URL") and people cannot follow it to the code. Write the repository\'s own URL.',
        },
      ],
    },
    {
      name: 'a subfolder that leaves the repository',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ repository: { url: 'https://github.com/acme/weather', source: 'github', subfolder: '../other' } }),
      errors: [
        {
          pointer: '/repository/subfolder',
          message:
            '"repository.subfolder" "../other" has a ".." segment, so the registry refuses it ("invalid subfolder path"). Write the server\'s folder relative to the repository\'s root, such as "src/weather".',
        },
      ],
    },
    {
      name: 'a subfolder with an empty segment and a trailing slash',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ repository: { url: 'https://github.com/acme/weather', source: 'github', subfolder: 'servers//mcp/' } }),
      errors: [
        {
          pointer: '/repository/subfolder',
          message:
            '"repository.subfolder" "servers//mcp/" ends with "/", so the registry refuses it ("invalid subfolder path"). Write the server\'s folder relative to the repository\'s root, such as "src/weather".',
        },
      ],
    },
  ],
});
