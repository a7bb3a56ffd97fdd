import { ruleTester } from '../helpers/rule-tester.js';

const AT = { path: 'servers/notes/server.yaml', format: 'docker-mcp-catalog' };
const entry = (fields: Record<string, unknown>) => ({ name: 'notes', meta: { category: 'ai', tags: [] }, about: { title: 'Notes' }, ...fields });
const SHA = '3f1c2a9b8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b';

ruleTester('mcpdesc.docker.source-commit', {
  valid: [
    { ...AT, code: entry({ type: 'server', source: { project: 'https://github.com/acme/notes', commit: SHA } }) },
    { name: 'an upper-case SHA (the registry lower-cases it)', ...AT, code: entry({ type: 'server', source: { commit: SHA.toUpperCase() } }) },
    { name: 'a remote entry builds nothing', ...AT, code: entry({ type: 'remote' }) },
  ],
  invalid: [
    {
      name: 'a tag',
      ...AT,
      code: entry({ type: 'server', source: { commit: 'v1.4.2' } }),
      errors: [
        {
          pointer: '/source/commit',
          level: 'error',
          message:
            '"source.commit" is "v1.4.2", not a full 40-character commit SHA, so the Docker MCP registry\'s CI rejects the entry. Write the whole SHA of the audited commit (git rev-parse HEAD), not a branch, a tag or a short SHA.',
        },
      ],
    },
    {
      name: 'no source at all',
      ...AT,
      code: entry({ type: 'server' }),
      errors: [
        {
          pointer: '/type',
          message:
            'This local server ("type: server") pins no source revision, so the Docker MCP registry\'s CI rejects it: Docker builds the image from the revision it audited. Add "source.commit" with the full 40-character commit SHA.',
        },
      ],
    },
    {
      name: 'a source without a commit',
      ...AT,
      code: entry({ type: 'server', source: { project: 'https://github.com/acme/notes' } }),
      errors: [
        {
          pointer: '/source',
          message:
            'This local server ("type: server") pins no source revision, so the Docker MCP registry\'s CI rejects it: Docker builds the image from the revision it audited. Add "source.commit" with the full 40-character commit SHA.',
        },
      ],
    },
  ],
});
