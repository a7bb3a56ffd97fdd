import { ruleTester } from '../helpers/rule-tester.js';

const prompt = (...args: string[]) => ({ capabilities: { prompts: {} }, prompts: [{ name: 'summarize', arguments: args.map((name) => ({ name })) }] });

ruleTester('mcpdesc.prompt.argument-unique', {
  valid: [
    { code: prompt('text', 'style') },
    {
      name: 'two prompts may each have an argument of the same name',
      code: {
        capabilities: { prompts: {} },
        prompts: [
          { name: 'summarize', arguments: [{ name: 'text' }] },
          { name: 'translate', arguments: [{ name: 'text' }] },
        ],
      },
    },
    { name: 'names that differ only in case are different keys', code: prompt('text', 'Text') },
  ],
  invalid: [
    {
      code: prompt('text', 'style', 'text'),
      errors: [
        {
          pointer: '/prompts/0/arguments/2/name',
          level: 'error',
          line: 17,
          column: 19,
          message:
            'Argument name "text" is already used by arguments[0] of this prompt. Clients pass prompt arguments as a map from name to value, so the two cannot both get a value: rename one, or remove the duplicate.',
        },
      ],
    },
    {
      name: 'a duplicate in the second prompt names the index within that prompt',
      path: 'case.mcp.yaml',
      code: {
        capabilities: { prompts: {} },
        prompts: [
          { name: 'summarize', arguments: [{ name: 'text' }] },
          { name: 'translate', arguments: [{ name: 'language' }, { name: 'text' }, { name: 'language', required: true }] },
        ],
      },
      errors: [
        {
          pointer: '/prompts/1/arguments/2/name',
          message:
            'Argument name "language" is already used by arguments[0] of this prompt. Clients pass prompt arguments as a map from name to value, so the two cannot both get a value: rename one, or remove the duplicate.',
        },
      ],
    },
  ],
});
