import { ruleTester } from '../helpers/rule-tester.js';

const resource = (fields: Record<string, unknown>) => ({ resources: [{ uri: 'file:///var/log/app.log', name: 'app-log', ...fields }] });

ruleTester('mcp.schema.resource', {
  version: '2025-06-18',
  valid: [
    {
      path: 'case.mcp.yaml',
      code: resource({ mimeType: 'text/plain', size: 2048, annotations: { audience: ['user'], priority: 0.5, lastModified: '2025-01-01T00:00:00Z' } }),
    },
    {
      name: 'priority at the bounds of 0 to 1',
      path: 'case.mcp.yaml',
      code: {
        resources: [
          { uri: 'file:///a', name: 'a', annotations: { priority: 0 } },
          { uri: 'file:///b', name: 'b', annotations: { priority: 1 } },
        ],
      },
    },
    {
      name: "lastModified before 2025-06-18 is field-availability's finding, not a schema error",
      code: { protocolVersion: '2025-03-26', ...resource({ annotations: { lastModified: 20250101 } }) },
    },
  ],
  invalid: [
    {
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-06-18"\nresources:\n  - uri: file:///var/log/app.log\n    name: app-log\n    size: 12.5\n    annotations:\n      priority: 3\n',
      errors: [
        {
          pointer: '/resources/0/size',
          level: 'error',
          line: 5,
          column: 11,
          message: '"size" must be an integer, but it is a number (12.5). Write an integer here.',
        },
        {
          pointer: '/resources/0/annotations/priority',
          line: 7,
          column: 17,
          message: '"annotations.priority" must be between 0 and 1, not 3. Use a value in that range.',
        },
      ],
    },
    {
      name: 'url instead of uri',
      code: { resources: [{ url: 'file:///var/log/app.log', name: 'app-log' }] },
      errors: [
        { pointer: '/resources/0', message: 'Missing required property "uri" in this resource (required in 2025-06-18). Found "url": did you mean "uri"?' },
      ],
    },
    {
      code: { resources: [{ uri: 'file:///var/log/app.log' }] },
      errors: [{ pointer: '/resources/0', message: 'Missing required property "name" in this resource (required in 2025-06-18). Add "name".' }],
    },
    {
      name: 'an audience that is no MCP role',
      code: resource({ annotations: { audience: ['admin'] } }),
      errors: [
        { pointer: '/resources/0/annotations/audience/0', message: '"annotations.audience[0]" must be "assistant" or "user", not "admin". Use one of these.' },
      ],
    },
    {
      code: resource({ mimeType: 1, annotations: { audience: 'user' } }),
      errors: [
        { pointer: '/resources/0/mimeType', message: '"mimeType" must be a string, but it is an integer (1). Write a string here.' },
        { pointer: '/resources/0/annotations/audience', message: '"annotations.audience" must be an array, but it is a string ("user"). Write an array here.' },
      ],
    },
    {
      name: 'icons in 2025-11-25 are checked as Icon objects',
      code: { protocolVersion: '2025-11-25', ...resource({ icons: [{ src: 'https://example.com/log.png', sizes: '48x48' }] }) },
      errors: [{ pointer: '/resources/0/icons/0/sizes', message: '"icons[0].sizes" must be an array, but it is a string ("48x48"). Write an array here.' }],
    },
  ],
});
