import { ruleTester } from '../helpers/rule-tester.js';

const tool = { name: 'add', inputSchema: { type: 'object' } };

ruleTester('mcpdesc.capabilities.unused', {
  valid: [
    { code: { capabilities: { tools: {} }, tools: [tool] } },
    {
      name: 'a capability with listChanged: true may be filled at run time',
      code: { capabilities: { tools: {}, prompts: { listChanged: true } }, tools: [tool] },
    },
    {
      name: 'resource templates alone use the resources capability',
      code: { capabilities: { resources: {} }, resourceTemplates: [{ uriTemplate: 'docs://pages/{slug}', name: 'page' }] },
    },
    { name: 'a capability other than tools, resources and prompts', code: { capabilities: { tools: {}, logging: {} }, tools: [tool] } },
  ],
  invalid: [
    {
      name: 'a tools capability with no tools',
      code: { capabilities: { tools: {} }, prompts: [{ name: 'summarize' }] },
      errors: [
        {
          pointer: '/capabilities/tools',
          level: 'note',
          line: 4,
          column: 5,
          message:
            'The "tools" capability is declared, but the descriptor lists no tools. Clients will ask this server for tools and find none: list what the server offers, or remove the capability (use "listChanged": true if they only appear at run time).',
        },
      ],
    },
    {
      name: 'a resources capability with neither resources nor resource templates',
      path: 'case.mcp.yaml',
      code: { capabilities: { tools: {}, resources: { subscribe: true } }, tools: [tool] },
      errors: [
        {
          pointer: '/capabilities/resources',
          message:
            'The "resources" capability is declared, but the descriptor lists no resources or resource templates. Clients will ask this server for resources or resource templates and find none: list what the server offers, or remove the capability (use "listChanged": true if they only appear at run time).',
        },
      ],
    },
    {
      name: 'an empty list counts as nothing listed',
      code: { capabilities: { tools: {}, prompts: {} }, tools: [tool], prompts: [] },
      errors: [
        {
          pointer: '/capabilities/prompts',
          message:
            'The "prompts" capability is declared, but the descriptor lists no prompts. Clients will ask this server for prompts and find none: list what the server offers, or remove the capability (use "listChanged": true if they only appear at run time).',
        },
      ],
    },
    {
      name: 'listChanged: false does not excuse an empty capability',
      code: { capabilities: { tools: {}, prompts: { listChanged: false } }, tools: [tool] },
      errors: [
        {
          pointer: '/capabilities/prompts',
          message:
            'The "prompts" capability is declared, but the descriptor lists no prompts. Clients will ask this server for prompts and find none: list what the server offers, or remove the capability (use "listChanged": true if they only appear at run time).',
        },
      ],
    },
  ],
});
