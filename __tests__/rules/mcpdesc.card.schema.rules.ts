import { ruleTester } from '../helpers/rule-tester.js';
import { at, card } from '../helpers/server-card.js';

const fix = 'Write "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json".';

ruleTester('mcpdesc.card.schema', {
  valid: [
    { name: 'the v1 schema URL', ...at, code: card() },
    { name: "a $schema that is not a string is structure's", ...at, code: card({ $schema: 1 }) },
  ],
  invalid: [
    {
      name: 'no $schema',
      ...at,
      code: { name: 'io.github.acme/weather', description: 'Weather forecasts.', version: '1.0.0', remotes: [] },
      errors: [
        {
          pointer: '',
          level: 'error',
          message:
            'This Server Card has no "$schema", which the current draft requires, so validators and clients cannot tell it from any other JSON file. Add "$schema": "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json".',
        },
      ],
    },
    {
      name: 'a date-versioned URL, as server.json has',
      ...at,
      code: card({ $schema: 'https://static.modelcontextprotocol.io/schemas/2025-11-25/server-card.schema.json' }),
      errors: [
        {
          pointer: '/$schema',
          line: 2,
          column: 14,
          message: `"$schema" "https://static.modelcontextprotocol.io/schemas/2025-11-25/server-card.schema.json" is not the Server Card schema URL: Server Card schemas are versioned by a "/v1/" segment, not by a date as server.json schemas are. ${fix}`,
        },
      ],
    },
    {
      name: "the registry's server.json schema, as the extension's invalid example has it",
      ...at,
      code: card({ $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server.schema.json' }),
      errors: [
        {
          pointer: '/$schema',
          message: `"$schema" "https://static.modelcontextprotocol.io/schemas/v1/server.schema.json" is not the Server Card schema URL: that is the registry's server.json schema, a different file. ${fix}`,
        },
      ],
    },
    {
      name: 'http instead of https',
      ...at,
      code: card({ $schema: 'http://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json' }),
      errors: [
        {
          pointer: '/$schema',
          message: `"$schema" "http://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json" is not the Server Card schema URL: the URL must use https. ${fix}`,
        },
      ],
    },
  ],
});
