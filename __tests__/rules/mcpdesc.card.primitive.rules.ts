import { ruleTester } from '../helpers/rule-tester.js';
import { at, card } from '../helpers/server-card.js';

const remote = (...versions: string[]) => ({ type: 'streamable-http', url: 'https://example.com/mcp', supportedProtocolVersions: versions });
const first = (fields: Record<string, unknown>) => ({
  protocolVersion: '2025-06-18',
  serverInfo: { name: 'weather', version: '1.0.0' },
  ...fields,
});
const legacy = { path: '.well-known/mcp/server-card.json', format: 'mcp-server-card' } as const;

ruleTester('mcpdesc.card.primitive', {
  valid: [
    {
      name: "the first draft's tools, in its protocolVersion",
      ...legacy,
      code: first({ tools: [{ name: 'ping', inputSchema: { type: 'object' } }], resources: ['dynamic'] }),
    },
    { name: 'a card that claims no known version is not checked', ...at, code: card({ tools: [{ name: 'ping' }] }) },
    { name: 'a card without MCP objects', ...at, code: card({ remotes: [remote('2025-06-18')] }) },
  ],
  invalid: [
    {
      name: 'one finding for a problem in every claimed version',
      ...at,
      code: card({ remotes: [remote('2025-06-18'), remote('2025-11-25', '2026-07-28')], tools: [{ name: 'ping' }] }),
      errors: [
        {
          pointer: '/tools/0',
          level: 'error',
          message:
            'In "tools[0]", missing required property "inputSchema" in this tool. Add "inputSchema". This holds in every protocol version the card claims (2025-06-18, 2025-11-25 and 2026-07-28).',
        },
      ],
    },
    {
      name: "the first draft's protocolVersion: one version",
      ...legacy,
      code: first({ capabilities: { tools: { listChanged: 'yes' } } }),
      errors: [
        {
          pointer: '/capabilities/tools/listChanged',
          message:
            'In "capabilities", "tools.listChanged" must be a boolean, but it is a string ("yes"). Write a boolean here. This holds in 2025-06-18, a protocol version the card claims.',
        },
      ],
    },
  ],
});
