import { ruleTester } from '../helpers/rule-tester.js';
import { at, card } from '../helpers/server-card.js';

ruleTester('mcpdesc.card.header', {
  valid: [
    {
      name: 'distinct token names; the same header on two remotes',
      ...at,
      code: card({
        remotes: [
          { type: 'sse', url: 'https://example.com/sse', headers: [{ name: 'X-API-Key' }, { name: 'X-Region' }] },
          { type: 'streamable-http', url: 'https://example.com/mcp', headers: [{ name: 'X-API-Key' }] },
        ],
      }),
    },
  ],
  invalid: [
    {
      name: 'a header twice (case-insensitive) and a name with its value',
      ...at,
      code: card({
        remotes: [{ type: 'sse', url: 'https://example.com/sse', headers: [{ name: 'X-API-Key' }, { name: 'x-api-key' }, { name: 'Authorization: Bearer' }] }],
      }),
      errors: [
        {
          pointer: '/remotes/0/headers/1/name',
          level: 'error',
          message:
            'Header "x-api-key" is listed twice in this remote (first as header #1; names are case-insensitive), so clients prompt for it twice and send one value. Remove one.',
        },
        {
          pointer: '/remotes/0/headers/2/name',
          message:
            'Header name "Authorization: Bearer" is not a valid HTTP header name (letters, digits and "!#$%&\'*+.^_`|~-" only, no spaces or colons), so clients cannot send it. Write the bare name, such as "X-API-Key".',
        },
      ],
    },
  ],
});
