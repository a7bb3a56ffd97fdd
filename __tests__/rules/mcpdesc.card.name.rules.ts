import { ruleTester } from '../helpers/rule-tester.js';
import { at, card } from '../helpers/server-card.js';

const why =
  'The current draft requires "namespace/name" (a domain or account you own, then the server), so clients can match the card to the server\'s registry entry.';

ruleTester('mcpdesc.card.name', {
  valid: [
    { name: 'reverse DNS', ...at, code: card() },
    { name: 'the shortest name', ...at, code: card({ name: 'a/b' }) },
    { name: "a name that is not a string is structure's", ...at, code: card({ name: 42 }) },
  ],
  invalid: [
    {
      name: 'a bare name, as generated cards have',
      ...at,
      code: card({ name: 'accounting-ai' }),
      errors: [
        {
          pointer: '/name',
          level: 'error',
          line: 3,
          column: 11,
          message: `"name" "accounting-ai" is not a reverse-DNS server name: it has no namespace. ${why} Write something like "io.github.your-account/accounting-ai".`,
        },
      ],
    },
    {
      name: 'two slashes',
      ...at,
      code: card({ name: 'io.github/acme/weather' }),
      errors: [
        {
          pointer: '/name',
          message: `"name" "io.github/acme/weather" is not a reverse-DNS server name: it has more than one "/". ${why} Write something like "io.github/acme-weather".`,
        },
      ],
    },
    {
      name: 'a space in the server part',
      ...at,
      code: card({ name: 'io.github.acme/My Weather' }),
      errors: [
        {
          pointer: '/name',
          message: `"name" "io.github.acme/My Weather" is not a reverse-DNS server name: it has characters the pattern does not allow (letters, digits, "." and "-" before the "/", and "_" after it too). ${why} Write something like "io.github.acme/My-Weather".`,
        },
      ],
    },
    {
      name: 'too short',
      ...at,
      code: card({ name: 'a/' }),
      errors: [
        {
          pointer: '/name',
          message: `"name" "a/" is not a reverse-DNS server name: it is shorter than 3 characters. ${why} Write something like "a/server".`,
        },
      ],
    },
    {
      name: 'too long',
      ...at,
      code: card({ name: `io.github.acme/${'w'.repeat(190)}` }),
      errors: [{ pointer: '/name', message: '"name" is 205 characters long; the current draft allows at most 200. Shorten it.' }],
    },
  ],
});
