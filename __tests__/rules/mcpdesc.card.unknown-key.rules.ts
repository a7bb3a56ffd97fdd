import { ruleTester } from '../helpers/rule-tester.js';
import { at, card } from '../helpers/server-card.js';

ruleTester('mcpdesc.card.unknown-key', {
  valid: [
    {
      name: 'keys near no field are vendor data',
      ...at,
      code: card({ license: 'MIT', tags: ['weather'], remotes: [{ type: 'sse', url: 'https://example.com/sse', region: 'eu' }] }),
    },
    { name: 'a near miss beside the field itself', ...at, code: card({ title: 'Weather', titles: ['Weather'] }) },
  ],
  invalid: [
    {
      name: 'a typo, a near miss and an early draft spelling',
      ...at,
      code: card({
        description: undefined,
        descripton: 'Weather forecasts.',
        remotes: [{ type: 'streamable-http', endpoint: 'https://example.com/mcp', variables: { region: { is_required: true } } }],
      }),
      errors: [
        {
          pointer: '/descripton',
          level: 'warning',
          message:
            '"descripton" is not a field of a Server Card in the current draft, so clients ignore it and its setting is lost. Did you mean "description"?',
        },
        {
          pointer: '/remotes/0/endpoint',
          message: '"endpoint" is not a field of a remote in the current draft, so clients ignore it and its setting is lost. Did you mean "url"?',
        },
        {
          pointer: '/remotes/0/variables/region/is_required',
          message: '"is_required" is not a field of an input in the current draft, so clients ignore it and its setting is lost. Did you mean "isRequired"?',
        },
      ],
    },
  ],
});
