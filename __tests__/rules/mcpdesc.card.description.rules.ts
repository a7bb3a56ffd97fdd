import { ruleTester } from '../helpers/rule-tester.js';
import { at, card } from '../helpers/server-card.js';

ruleTester('mcpdesc.card.description', {
  valid: [
    { name: 'one sentence', ...at, code: card() },
    { name: 'exactly 100 characters, counted as code points', ...at, code: card({ description: `${'é'.repeat(99)}🌦` }) },
  ],
  invalid: [
    {
      name: 'over 100 characters',
      ...at,
      code: card({ description: 'w'.repeat(126) }),
      errors: [
        {
          pointer: '/description',
          level: 'error',
          line: 4,
          column: 18,
          message:
            '"description" is 126 characters long; the current draft allows at most 100, since clients show it as one line in a list of servers. Shorten it to one sentence of 100 characters or fewer (details belong on the "websiteUrl" page).',
        },
      ],
    },
    {
      name: 'empty',
      ...at,
      code: card({ description: '' }),
      errors: [
        {
          pointer: '/description',
          message: '"description" is empty; the current draft requires 1 to 100 characters that say what the server does. Write one sentence.',
        },
      ],
    },
  ],
});
