import { ruleTester } from '../helpers/rule-tester.js';
import { at, card } from '../helpers/server-card.js';

ruleTester('mcpdesc.card.variable', {
  valid: [
    {
      name: "URL variables from the remote, header variables from the header's or the remote's",
      ...at,
      code: card({
        remotes: [
          {
            type: 'streamable-http',
            url: 'https://{tenant}.example.com/mcp',
            variables: { tenant: {} },
            headers: [
              { name: 'Authorization', value: 'Bearer {token}', variables: { token: { isSecret: true } } },
              { name: 'X-Tenant', value: '{tenant}' },
            ],
          },
        ],
      }),
    },
  ],
  invalid: [
    {
      name: 'an undefined URL variable, listing the defined ones',
      ...at,
      code: card({ remotes: [{ type: 'sse', url: 'https://{tenant}.example.com/{region}/sse', variables: { region: {}, zone: {} } }] }),
      errors: [
        {
          pointer: '/remotes/0/url',
          level: 'error',
          message:
            'Remote URL "https://{tenant}.example.com/{region}/sse" uses {tenant}, which the remote\'s "variables" does not define (it defines "region" and "zone"), so clients connect to the literal text. Add "variables": { "tenant": { "description": "…" } } to the remote, or write the value in the URL.',
        },
      ],
    },
    {
      name: 'an undefined header variable',
      ...at,
      code: card({ remotes: [{ type: 'sse', url: 'https://example.com/sse', headers: [{ name: 'Authorization', value: 'Bearer {token}' }] }] }),
      errors: [
        {
          pointer: '/remotes/0/headers/0/value',
          message:
            'Header "Authorization" uses {token} in its "value", which neither the header\'s nor the remote\'s "variables" defines, so clients send the literal text. Add "variables": { "token": { … } } to the header.',
        },
      ],
    },
  ],
});
