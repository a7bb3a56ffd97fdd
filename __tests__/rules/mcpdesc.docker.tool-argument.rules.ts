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
          level: 'warning',
          line: 9,
          column: 9,
          message:
            'The argument "query" of "search_notes" says its description in "description", but the Docker catalog reads "desc": it shows no help for the argument, and the registry\'s CI rejects a remote entry\'s list ("desc" is required). Rename "description" to "desc".',
        },
        {
          pointer: '/0/arguments/1',
          message:
            'The argument "limit" of "search_notes" has no "desc": the Docker catalog shows no help for it, and the registry\'s CI rejects a remote entry\'s list ("desc" is required). Add "desc" with what the argument is for.',
        },
      ],
    },
  ],
});
