import { ruleTester } from '../helpers/rule-tester.js';
import { at, card } from '../helpers/server-card.js';

const CURRENT =
  'The current draft (2026-08-14) describes only how to reach the server: "$schema" "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json", a reverse-DNS "name", "version", "description" and "remotes" with their "supportedProtocolVersions"; clients list tools, resources and prompts after they connect.';

ruleTester('mcpdesc.card.draft', {
  valid: [
    { name: 'a current card', ...at, code: card({ remotes: [{ type: 'streamable-http', url: 'https://example.com/mcp' }] }) },
    { name: 'a current card at the old extensionless location', path: '.well-known/mcp-server-card', format: 'mcp-server-card', code: card() },
    {
      name: "a root protocolVersion beside remotes is not the first draft's shape",
      ...at,
      code: card({ protocolVersion: '2025-11-25', remotes: [{ type: 'sse', url: 'https://example.com/sse' }] }),
    },
  ],
  invalid: [
    {
      name: 'the first draft: one finding for the whole shape, at the first key that shows it',
      path: '.well-known/mcp/server-card.json',
      format: 'mcp-server-card',
      code: {
        $schema: 'https://static.modelcontextprotocol.io/schemas/mcp-server-card/v1.json',
        version: '1.0',
        protocolVersion: '2025-06-18',
        serverInfo: { name: 'weather', version: '1.0.0' },
        transport: { type: 'streamable-http', url: '/mcp' },
        capabilities: { tools: {} },
        tools: ['dynamic'],
      },
      errors: [
        {
          pointer: '/$schema',
          level: 'warning',
          line: 2,
          column: 3,
          message: `This Server Card follows the shape of the first draft of SEP-2127 (2026-01-21) and of SEP-1649's "/.well-known/mcp.json": the initialize result written to a file (it has "$schema", "protocolVersion", "serverInfo", "transport", "capabilities" and "tools"). ${CURRENT} To move, write the current "$schema", list the protocol versions in each remote's "supportedProtocolVersions", move "serverInfo.name" to a reverse-DNS "name" and "serverInfo.version" to "version", write "transport" as "remotes" (each with "type" and "url") and remove "capabilities" and "tools". Until then mcpdesc checks only the MCP objects in the card.`,
        },
      ],
    },
    {
      name: "SEP-1649's /.well-known/mcp.json: serverInfo without a $schema",
      path: '.well-known/mcp.json',
      format: 'mcp-server-card',
      code: { serverInfo: { name: 'jobs', version: '2.0.0' }, transport: { type: 'streamable-http', endpoint: 'https://example.com/mcp' } },
      errors: [
        {
          pointer: '/serverInfo',
          message: `This Server Card follows the shape of the first draft of SEP-2127 (2026-01-21) and of SEP-1649's "/.well-known/mcp.json": the initialize result written to a file (it has "serverInfo" and "transport"). ${CURRENT} To move, move "serverInfo.name" to a reverse-DNS "name" and "serverInfo.version" to "version" and write "transport" as "remotes" (each with "type" and "url"). Until then mcpdesc checks only the MCP objects in the card.`,
        },
      ],
    },
    {
      name: 'the 2026-01-30 draft: packages and tools beside remotes',
      ...at,
      code: card({
        remotes: [{ type: 'sse', url: 'https://example.com/sse' }],
        packages: [{ registryType: 'npm', identifier: 'weather' }],
        tools: ['dynamic'],
      }),
      errors: [
        {
          pointer: '/packages',
          message: `This Server Card follows the shape of the 2026-01-30 draft of SEP-2127, which still listed primitives and packages (it has "packages" and "tools"). ${CURRENT} To move, move "packages" to the server's server.json and remove "tools". Until then mcpdesc checks only the MCP objects in the card.`,
        },
      ],
    },
    {
      name: "the 2026-03-03 draft: capabilities and a remote's authentication",
      ...at,
      code: card({ remotes: [{ type: 'sse', url: 'https://example.com/sse', authentication: { required: true } }], capabilities: { tools: {} } }),
      errors: [
        {
          pointer: '/capabilities',
          message: `This Server Card follows the shape of the 2026-03-03 draft of SEP-2127, which still had capabilities, requirements and authentication (it has "capabilities" and "remotes[0].authentication"). ${CURRENT} To move, remove "capabilities" and "remotes[0].authentication". Until then mcpdesc checks only the MCP objects in the card.`,
        },
      ],
    },
  ],
});
