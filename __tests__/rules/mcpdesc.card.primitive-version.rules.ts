import { ruleTester } from '../helpers/rule-tester.js';
import { at, card } from '../helpers/server-card.js';

const remote = (...versions: string[]) => ({ type: 'streamable-http', url: 'https://example.com/mcp', supportedProtocolVersions: versions });
const ping = { name: 'ping', inputSchema: { type: 'object' } };

ruleTester('mcpdesc.card.primitive-version', {
  valid: [
    { name: 'fields every claimed version has', ...at, code: card({ remotes: [remote('2025-06-18', '2025-11-25')], tools: [{ ...ping, title: 'Ping' }] }) },
    {
      name: 'a field the only claimed version has',
      ...at,
      code: card({ remotes: [remote('2025-11-25')], tools: [{ ...ping, execution: { taskSupport: 'optional' } }] }),
    },
  ],
  invalid: [
    {
      name: 'a field two of three claimed versions lack: one finding listing both',
      ...at,
      code: card({ remotes: [remote('2025-03-26'), remote('2025-06-18', '2025-11-25')], tools: [{ ...ping, execution: { taskSupport: 'optional' } }] }),
      errors: [
        {
          pointer: '/tools/0/execution',
          level: 'warning',
          message:
            '"tools[0].execution" does not exist in protocol versions 2025-03-26 and 2025-06-18, which the card claims (it exists in 2025-11-25 and later): clients on 2025-03-26 and 2025-06-18 will not see it. Keep it if clients on 2025-03-26 and 2025-06-18 can do without it, or stop claiming 2025-03-26 and 2025-06-18.',
        },
      ],
    },
    {
      name: 'a field no claimed version has',
      path: '.well-known/mcp/server-card.json',
      code: { protocolVersion: '2024-11-05', serverInfo: { name: 'weather', version: '1.0.0' }, tools: [{ ...ping, title: 'Ping' }] },
      errors: [
        {
          pointer: '/tools/0/title',
          message:
            '"tools[0].title" does not exist in protocol version 2024-11-05, which the card claims (it exists in 2025-06-18 and later): clients on 2024-11-05 will not see it. Remove it, or claim a version that has it if the server speaks one.',
        },
      ],
    },
  ],
});
