import { ruleTester } from '../helpers/rule-tester.js';

const tools = [{ name: 'open_ticket', inputSchema: { type: 'object' } }];
const withCapabilities = (capabilities: Record<string, unknown>) => ({ capabilities: { tools: {}, ...capabilities }, tools });
const message = (key: string, what: string, when = '') =>
  `"${key}" is a client capability${when}: a client declares it to say ${what}. A server never declares it, and clients ignore it in a server's capabilities. Remove "${key}" from "capabilities": a server that sends ${key} requests reads the client's capabilities instead.`;

ruleTester('mcp.capabilities.client-capability', {
  valid: [
    { code: withCapabilities({ logging: {}, completions: {} }) },
    { name: 'tasks, which servers and clients both declare', code: withCapabilities({ tasks: { list: {} } }) },
    { name: "a client capability under experimental, which is the server author's own", code: withCapabilities({ experimental: { sampling: {} } }) },
  ],
  invalid: [
    {
      code: withCapabilities({ elicitation: {} }),
      errors: [
        {
          pointer: '/capabilities/elicitation',
          level: 'warning',
          line: 5,
          column: 5,
          message: message('elicitation', "that it can ask its user for input on the server's behalf", ' (in 2025-06-18 and later)'),
        },
      ],
    },
    {
      name: 'sampling and roots in 2024-11-05',
      code: { protocolVersion: '2024-11-05', ...withCapabilities({ sampling: {}, roots: { listChanged: true } }) },
      errors: [
        { pointer: '/capabilities/sampling', message: message('sampling', 'that it lets the server ask its model for completions') },
        { pointer: '/capabilities/roots', message: message('roots', 'that it tells the server its root folders') },
      ],
    },
    {
      name: 'elicitation in 2025-03-26, before clients could declare it',
      path: 'case.mcp.yaml',
      code: { protocolVersion: '2025-03-26', ...withCapabilities({ elicitation: {} }) },
      errors: [
        {
          pointer: '/capabilities/elicitation',
          message: message('elicitation', "that it can ask its user for input on the server's behalf", ' (in 2025-06-18 and later)'),
        },
      ],
    },
  ],
});
