import { ruleTester } from '../helpers/rule-tester.js';
import { at, card } from '../helpers/server-card.js';

const urlFix = 'Write the full endpoint, such as "https://example.com/mcp", or start it with a "{variable}" defined in "variables".';

ruleTester('mcpdesc.card.remote', {
  valid: [
    {
      name: 'both transports, a template URL',
      ...at,
      code: card({
        remotes: [
          { type: 'sse', url: 'http://localhost:8080/sse' },
          { type: 'streamable-http', url: '{base_url}/mcp', variables: { base_url: {} } },
        ],
      }),
    },
    { name: "a type that is not a string is structure's", ...at, code: card({ remotes: [{ type: 1, url: 'https://example.com/mcp' }] }) },
  ],
  invalid: [
    {
      name: "a client configuration's type, and stdio",
      ...at,
      code: card({
        remotes: [
          { type: 'http', url: 'https://example.com/mcp' },
          { type: 'stdio', url: 'https://example.com/mcp' },
        ],
      }),
      errors: [
        {
          pointer: '/remotes/0/type',
          level: 'error',
          message:
            'Remote type "http" is not one the current draft defines ("streamable-http" or "sse"), so clients do not know how to connect. Write "streamable-http".',
        },
        {
          pointer: '/remotes/1/type',
          message:
            'Remote type "stdio" is not one the current draft defines ("streamable-http" or "sse"), so clients do not know how to connect. A Server Card describes servers reached over the network; a local server belongs in server.json "packages". Remove this remote.',
        },
      ],
    },
    {
      name: 'a path, another scheme, whitespace, a bare host',
      ...at,
      code: card({
        remotes: [
          { type: 'sse', url: '/mcp/' },
          { type: 'sse', url: 'wss://example.com/mcp' },
          { type: 'sse', url: 'https://example.com/my mcp' },
          { type: 'sse', url: 'example.com/mcp' },
        ],
      }),
      errors: [
        {
          pointer: '/remotes/0/url',
          message: `Remote URL "/mcp/" is not one the current draft accepts: it is a path, and a card is read by clients that do not know which host it came from. ${urlFix}`,
        },
        {
          pointer: '/remotes/1/url',
          message: `Remote URL "wss://example.com/mcp" is not one the current draft accepts: its scheme is "wss", and remotes are reached over HTTP. ${urlFix}`,
        },
        {
          pointer: '/remotes/2/url',
          message: `Remote URL "https://example.com/my mcp" is not one the current draft accepts: it contains whitespace. ${urlFix}`,
        },
        {
          pointer: '/remotes/3/url',
          message: `Remote URL "example.com/mcp" is not one the current draft accepts: it does not start with "http://", "https://" or a "{variable}". ${urlFix}`,
        },
      ],
    },
  ],
});
