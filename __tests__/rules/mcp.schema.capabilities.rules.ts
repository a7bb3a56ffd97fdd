import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('mcp.schema.capabilities', {
  valid: [
    { code: { capabilities: { tools: { listChanged: true }, resources: { subscribe: true, listChanged: false }, prompts: {} } } },
    {
      path: 'case.mcp.yaml',
      code: { capabilities: { experimental: { 'x-search': { fuzzy: true } }, completions: {}, tasks: { list: {}, requests: { tools: { call: {} } } } } },
    },
    {
      name: "tasks in 2025-06-18, where it does not exist, is field-availability's finding",
      code: { protocolVersion: '2025-06-18', capabilities: { tasks: { requests: true } } },
    },
    {
      name: 'logging is deprecated in 2026-07-28, not invalid',
      code: { protocolVersion: '2026-07-28', capabilities: { logging: {}, extensions: { 'io.example/search': {} } } },
    },
  ],
  invalid: [
    {
      path: 'case.mcp.yaml',
      code: { capabilities: { resources: { subscribe: 'yes' } } },
      errors: [
        {
          pointer: '/capabilities/resources/subscribe',
          level: 'error',
          line: 4,
          column: 16,
          message: '"resources.subscribe" must be a boolean, but it is a string ("yes"). Write a boolean here.',
        },
      ],
    },
    {
      name: 'a capability set to true instead of an object',
      code: { capabilities: { tools: true } },
      errors: [
        { pointer: '/capabilities/tools', line: 4, column: 14, message: '"tools" must be an object, but it is a boolean (true). Write an object here.' },
      ],
    },
    {
      code: { capabilities: { logging: true, experimental: { search: 1 } } },
      errors: [
        { pointer: '/capabilities/logging', message: '"logging" must be an object, but it is a boolean (true). Write an object here.' },
        { pointer: '/capabilities/experimental/search', message: '"experimental.search" must be an object, but it is an integer (1). Write an object here.' },
      ],
    },
    {
      code: { capabilities: { experimental: [] } },
      errors: [{ pointer: '/capabilities/experimental', message: '"experimental" must be an object, but it is an array. Write an object here.' }],
    },
    {
      code: { capabilities: { tasks: { requests: { tools: { call: true } } } } },
      errors: [
        {
          pointer: '/capabilities/tasks/requests/tools/call',
          message: '"tasks.requests.tools.call" must be an object, but it is a boolean (true). Write an object here.',
        },
      ],
    },
    {
      name: 'an extension id with a "/" is escaped in the pointer',
      code: { protocolVersion: '2026-07-28', capabilities: { extensions: { 'io.example/search': true } } },
      errors: [
        {
          pointer: '/capabilities/extensions/io.example~1search',
          message: '"extensions.io.example/search" must be an object, but it is a boolean (true). Write an object here.',
        },
      ],
    },
    {
      code: { protocolVersion: '2026-07-28', capabilities: { prompts: { listChanged: 1 } } },
      errors: [
        { pointer: '/capabilities/prompts/listChanged', message: '"prompts.listChanged" must be a boolean, but it is an integer (1). Write a boolean here.' },
      ],
    },
  ],
});
