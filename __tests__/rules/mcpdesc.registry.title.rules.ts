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

ruleTester('mcpdesc.registry.title', {
  valid: [
    { name: 'a title', path: 'server.json', format: 'mcp-registry-server', code: server({ title: 'Weather' }) },
    { name: 'no title', path: 'server.json', format: 'mcp-registry-server', code: server({}) },
    { name: "an empty title is structure's (the schema needs one character)", path: 'server.json', format: 'mcp-registry-server', code: server({ title: '' }) },
  ],
  invalid: [
    {
      name: 'spaces',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ title: '   ' }),
      errors: [
        {
          pointer: '/title',
          message:
            '"title" holds only whitespace, so a registry would list the server under a blank name, and mcp-publisher refuses it ("title cannot be only whitespace"). Write the short name people should see, such as "Weather", or remove "title".',
          level: 'error',
          line: 6,
          column: 12,
        },
      ],
    },
    {
      name: 'a tab and a newline',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ title: '\t\n' }),
      errors: [
        {
          pointer: '/title',
          message:
            '"title" holds only whitespace, so a registry would list the server under a blank name, and mcp-publisher refuses it ("title cannot be only whitespace"). Write the short name people should see, such as "Weather", or remove "title".',
        },
      ],
    },
  ],
});
