import { ruleTester } from '../helpers/rule-tester.js';

const AT = { path: 'servers/notes/tools.json', format: 'docker-mcp-catalog-tools' };
const tools = (...args: Record<string, unknown>[]) => [{ name: 'search_notes', description: 'Search notes', arguments: args }];

ruleTester('mcpdesc.docker.tool-argument', {
  valid: [
    { ...AT, code: tools({ name: 'query', type: 'string', desc: 'Words to look for' }) },
    { name: 'a tool without arguments', ...AT, code: [{ name: 'list_notes', description: 'List notes' }] },
    { name: "a remote server's empty list", ...AT, code: '[]\n' },
  ],
  invalid: [
    {
      ...AT,
      code: tools({ name: 'query', type: 'string', description: 'Words to look for' }, { name: 'limit', type: 'number', desc: '' }),
      errors: [
        {
          pointer: '/0/arguments/0/description',
          level: 'error',
          line: 9,
          column: 9,
          message:
            'The argument "query" of "search_notes" says its description in "description", but the Docker catalog reads "desc", so the registry\'s CI rejects the list ("desc" is required). Rename "description" to "desc".',
        },
        {
          pointer: '/0/arguments/1',
          message:
            'The argument "limit" of "search_notes" has no "desc", so the Docker MCP registry\'s CI rejects the list and the catalog shows no help for it. Add "desc" with what the argument is for.',
        },
      ],
    },
  ],
});
