import { ruleTester } from '../helpers/rule-tester.js';

const entry = (name: unknown) => ({ name, type: 'remote', meta: { category: 'ai', tags: [] }, about: { title: 'Notes' } });
const at = (folder: string) => ({ path: `servers/${folder}/server.yaml`, format: 'docker-mcp-catalog' });

ruleTester('mcpdesc.docker.name', {
  valid: [
    { ...at('notes-2'), code: entry('notes-2') },
    { name: 'a name the registry kept from before the rule', ...at('SQLite'), code: entry('SQLite') },
  ],
  invalid: [
    {
      ...at('notes-app'),
      code: entry('notes'),
      errors: [
        {
          pointer: '/name',
          level: 'error',
          line: 1,
          column: 7,
          message:
            'The name "notes" differs from the entry\'s folder "notes-app", so the Docker MCP registry\'s CI rejects the entry. Make them the same: rename the folder or the name.',
        },
      ],
    },
    {
      name: 'capitals and underscores',
      ...at('Notes_App'),
      code: entry('Notes_App'),
      errors: [
        {
          pointer: '/name',
          message:
            'The name "Notes_App" is not lowercase letters, digits and hyphens, so the Docker MCP registry\'s CI rejects the entry. Rename it, e.g. to "notes-app", and its folder with it.',
        },
      ],
    },
  ],
});
