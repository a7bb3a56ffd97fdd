import { ruleTester } from '../helpers/rule-tester.js';
import { at, card } from '../helpers/server-card.js';

const known = 'they are 2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25, 2026-07-28';

ruleTester('mcpdesc.card.protocol-version', {
  valid: [
    {
      name: 'real versions on each remote',
      ...at,
      code: card({ remotes: [{ type: 'sse', url: 'https://example.com/sse', supportedProtocolVersions: ['2025-06-18', '2025-11-25'] }] }),
    },
    {
      name: "the first draft's protocolVersion",
      path: '.well-known/mcp/server-card.json',
      code: { protocolVersion: '2025-06-18', serverInfo: { name: 'weather', version: '1.0.0' } },
    },
  ],
  invalid: [
    {
      name: "the SEP's example dates, in a current card",
      ...at,
      code: card({ remotes: [{ type: 'sse', url: 'https://example.com/sse', supportedProtocolVersions: ['2025-03-12', '2025-06-15', '2025-11-25'] }] }),
      errors: [
        {
          pointer: '/remotes/0/supportedProtocolVersions/0',
          level: 'error',
          message: `"remotes[0].supportedProtocolVersions[0]" is "2025-03-12", which is not an MCP protocol version (${known}), so clients choosing a version from the card find no match. Write the revision the server speaks, such as "2025-03-26" (the nearest).`,
        },
        {
          pointer: '/remotes/0/supportedProtocolVersions/1',
          message: `"remotes[0].supportedProtocolVersions[1]" is "2025-06-15", which is not an MCP protocol version (${known}), so clients choosing a version from the card find no match. Write the revision the server speaks, such as "2025-06-18" (the nearest).`,
        },
      ],
    },
    {
      name: 'an old draft is checked too; a text that is not a date',
      path: '.well-known/mcp/server-card.json',
      code: { protocolVersion: 'latest', serverInfo: { name: 'weather', version: '1.0.0' } },
      errors: [
        {
          pointer: '/protocolVersion',
          message: `"protocolVersion" is "latest", which is not an MCP protocol version (${known}), so clients choosing a version from the card find no match. Write the revision the server speaks, such as "2026-07-28" (the latest).`,
        },
      ],
    },
  ],
});
