import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('mcp.schema.resource-template', {
  version: '2025-06-18',
  valid: [
    { code: { resourceTemplates: [{ uriTemplate: 'db://tables/{name}', name: 'table', title: 'Table', mimeType: 'application/json' }] } },
    { code: { protocolVersion: '2024-11-05', resourceTemplates: [{ uriTemplate: 'db://tables/{name}', name: 'table', annotations: { priority: 1 } }] } },
    {
      name: "a malformed template is mcp.resource-template.uri-template's finding, not a schema error",
      code: { resourceTemplates: [{ uriTemplate: 'db://tables/{name', name: 'table' }] },
    },
  ],
  invalid: [
    {
      name: 'uri instead of uriTemplate',
      code: { protocolVersion: '2024-11-05', resourceTemplates: [{ uri: 'db://tables/{name}', name: 'table' }] },
      errors: [
        {
          pointer: '/resourceTemplates/0',
          level: 'error',
          line: 4,
          column: 5,
          message: 'Missing required property "uriTemplate" in this resource template (required in 2024-11-05). Add "uriTemplate".',
        },
      ],
    },
    {
      name: 'a near miss of uriTemplate',
      code: { resourceTemplates: [{ uriTemplat: 'db://tables/{name}', name: 'table' }] },
      errors: [
        {
          pointer: '/resourceTemplates/0',
          message:
            'Missing required property "uriTemplate" in this resource template (required in 2025-06-18). Found "uriTemplat": did you mean "uriTemplate"?',
        },
      ],
    },
    {
      code: { resourceTemplates: [{ uriTemplate: 'db://tables/{name}' }] },
      errors: [
        { pointer: '/resourceTemplates/0', message: 'Missing required property "name" in this resource template (required in 2025-06-18). Add "name".' },
      ],
    },
    {
      code: { resourceTemplates: [{ uriTemplate: 'db://tables/{name}', name: 'table', title: { en: 'Table' }, annotations: { priority: 'high' } }] },
      errors: [
        { pointer: '/resourceTemplates/0/title', line: 7, column: 16, message: '"title" must be a string, but it is an object. Write a string here.' },
        {
          pointer: '/resourceTemplates/0/annotations/priority',
          message: '"annotations.priority" must be a number, but it is a string ("high"). Write a number here.',
        },
      ],
    },
    {
      name: 'a template given as a number',
      code: { resourceTemplates: [{ uriTemplate: 42, name: 'table' }] },
      errors: [{ pointer: '/resourceTemplates/0/uriTemplate', message: '"uriTemplate" must be a string, but it is an integer (42). Write a string here.' }],
    },
  ],
});
