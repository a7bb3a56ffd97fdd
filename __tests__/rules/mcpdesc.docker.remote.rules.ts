import { ruleTester } from '../helpers/rule-tester.js';

const AT = { path: 'servers/tracker/server.yaml', format: 'docker-mcp-catalog' };
const entry = (fields: Record<string, unknown>) => ({
  name: 'tracker',
  type: 'remote',
  meta: { category: 'ai', tags: [] },
  about: { title: 'Tracker' },
  ...fields,
});
const OAUTH = [{ provider: 'tracker', secret: 'tracker.personal_access_token', env: 'TRACKER_PERSONAL_ACCESS_TOKEN' }];
const NO_DYNAMIC =
  'This entry signs in with OAuth but does not say its tools are discovered when it runs, so the Docker MCP registry\'s CI rejects it: without a token there is no tool list to read. Add "dynamic: {tools: true}".';

ruleTester('mcpdesc.docker.remote', {
  valid: [
    { ...AT, code: entry({ remote: { transport_type: 'streamable-http', url: 'https://mcp.example.com/mcp' } }) },
    { name: 'OAuth with dynamic tools', ...AT, code: entry({ dynamic: { tools: true }, oauth: OAUTH }) },
    { name: "GitHub's own entry, which the registry exempts", ...AT, code: entry({ name: 'github-official', oauth: OAUTH }) },
  ],
  invalid: [
    {
      name: 'a camelCase transport key and OAuth without dynamic tools',
      ...AT,
      code: entry({ remote: { transportType: 'sse', url: 'https://mcp.example.com/sse' }, oauth: OAUTH }),
      errors: [
        {
          pointer: '/remote',
          level: 'error',
          message:
            'This remote entry has a "url" but no "transport_type" (the key is snake_case: "transport_type", not "transportType"), so the Docker MCP registry\'s CI rejects it. Add "transport_type" with one of "stdio", "sse" or "streamable-http".',
        },
        { pointer: '/oauth', message: NO_DYNAMIC },
      ],
    },
    {
      name: 'a transport Docker does not speak',
      ...AT,
      code: entry({ remote: { transport_type: 'websocket', url: 'wss://mcp.example.com' } }),
      errors: [
        {
          pointer: '/remote/transport_type',
          message:
            '"transport_type" is "websocket", which Docker does not speak, so the registry\'s CI rejects the entry. Use one of "stdio", "sse" or "streamable-http".',
        },
      ],
    },
    {
      name: 'dynamic tools set to false',
      ...AT,
      code: entry({ dynamic: { tools: false }, oauth: OAUTH }),
      errors: [{ pointer: '/oauth', message: NO_DYNAMIC }],
    },
  ],
});
