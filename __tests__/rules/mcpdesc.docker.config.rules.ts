import { ruleTester } from '../helpers/rule-tester.js';

const AT = { path: 'servers/notes/server.yaml', format: 'docker-mcp-catalog' };
const entry = (config: Record<string, unknown>) => ({ name: 'notes', type: 'remote', meta: { category: 'ai', tags: [] }, about: { title: 'Notes' }, config });

ruleTester('mcpdesc.docker.config', {
  valid: [
    { ...AT, code: entry({ secrets: [{ name: 'notes.api_key', env: 'NOTES_API_KEY' }], env: [{ name: 'NOTES_URL', value: '{{notes.url}}' }] }) },
    {
      name: 'a secret named by another prefix, and a literal value',
      ...AT,
      code: entry({ secrets: [{ name: 'acme.token', env: 'T' }], env: [{ name: 'MODE', value: 'fast' }] }),
    },
    { name: 'a secret name the registry kept from before the rule', ...AT, code: entry({ secrets: [{ name: 'sec_edgar_user_agent', env: 'UA' }] }) },
  ],
  invalid: [
    {
      ...AT,
      code: entry({ secrets: [{ name: 'NOTES_API_KEY', env: 'NOTES_API_KEY' }], env: [{ name: 'NOTES_URL', value: '{{note.url}}' }] }),
      errors: [
        {
          pointer: '/config/secrets/0/name',
          level: 'error',
          message:
            'The secret name "NOTES_API_KEY" is not "prefix.name", so the Docker MCP registry\'s CI rejects the entry. Name it after the server, e.g. "notes.NOTES_API_KEY".',
        },
        {
          pointer: '/config/env/0/value',
          message:
            '"{{note.url}}" fills in a parameter that is not this entry\'s, so the Docker MCP registry\'s CI rejects it ("server uses unknown parameter"): parameters are named "{{notes.<parameter>}}". Write the entry\'s own prefix.',
        },
      ],
    },
  ],
});
