import { ruleTester } from '../helpers/rule-tester.js';

const tool = { name: 'search', inputSchema: { type: 'object' } };

ruleTester('mcpdesc.capabilities.consistency', {
  valid: [
    { code: { capabilities: { tools: {}, prompts: {} }, tools: [tool], prompts: [{ name: 'summarize' }] } },
    {
      name: 'resource templates are served under "resources"',
      code: { capabilities: { resources: {} }, resourceTemplates: [{ uriTemplate: 'wiki://pages/{title}', name: 'page' }] },
    },
    { name: 'an empty list needs no capability', code: { capabilities: { tools: {} }, tools: [tool], resources: [], prompts: [] } },
    { name: 'a descriptor without capabilities is not checked', code: { tools: [tool] } },
  ],
  invalid: [
    {
      name: 'tools without the tools capability',
      code: { capabilities: { prompts: {} }, tools: [tool], prompts: [{ name: 'summarize' }] },
      errors: [
        {
          pointer: '/tools',
          level: 'error',
          line: 6,
          column: 3,
          message:
            'The descriptor lists tools, but capabilities does not declare "tools". Servers must declare the capability for what they offer, and clients do not ask a server for tools it does not declare: add "tools": {} to capabilities.',
        },
      ],
    },
    {
      name: 'resource templates without the resources capability',
      path: 'case.mcp.yaml',
      code: { capabilities: { tools: {} }, tools: [tool], resources: [], resourceTemplates: [{ uriTemplate: 'wiki://pages/{title}', name: 'page' }] },
      errors: [
        {
          pointer: '/resourceTemplates',
          message:
            'The descriptor lists resource templates, but capabilities does not declare "resources". Servers must declare the capability for what they offer, and clients do not ask a server for resource templates it does not declare: add "resources": {} to capabilities.',
        },
      ],
    },
    {
      name: 'resources and resource templates are reported once, at the resources',
      code: { capabilities: {}, resources: [{ uri: 'wiki://home', name: 'home' }], resourceTemplates: [{ uriTemplate: 'wiki://pages/{title}', name: 'page' }] },
      errors: [
        {
          pointer: '/resources',
          message:
            'The descriptor lists resources, but capabilities does not declare "resources". Servers must declare the capability for what they offer, and clients do not ask a server for resources it does not declare: add "resources": {} to capabilities.',
        },
      ],
    },
    {
      name: 'each missing capability is reported',
      code: { capabilities: { resources: {} }, tools: [tool], prompts: [{ name: 'summarize' }] },
      errors: [
        {
          pointer: '/tools',
          message:
            'The descriptor lists tools, but capabilities does not declare "tools". Servers must declare the capability for what they offer, and clients do not ask a server for tools it does not declare: add "tools": {} to capabilities.',
        },
        {
          pointer: '/prompts',
          message:
            'The descriptor lists prompts, but capabilities does not declare "prompts". Servers must declare the capability for what they offer, and clients do not ask a server for prompts it does not declare: add "prompts": {} to capabilities.',
        },
      ],
    },
  ],
});
