import { ruleTester } from '../helpers/rule-tester.js';

const prompts = (...names: string[]) => ({ capabilities: { prompts: {} }, prompts: names.map((name) => ({ name })) });

ruleTester('mcpdesc.prompt.name-unique', {
  valid: [
    { code: prompts('summarize', 'translate') },
    { name: 'names that differ only in case are different names', code: prompts('summarize', 'Summarize') },
    {
      name: 'a prompt may share its name with a tool',
      code: { capabilities: { tools: {}, prompts: {} }, tools: [{ name: 'summarize', inputSchema: { type: 'object' } }], prompts: [{ name: 'summarize' }] },
    },
  ],
  invalid: [
    {
      code: prompts('summarize', 'translate', 'summarize'),
      errors: [
        {
          pointer: '/prompts/2/name',
          level: 'error',
          line: 14,
          column: 15,
          message:
            'Prompt name "summarize" is already used by prompts[0]. Clients get a prompt by its name, so only one of the two can ever be used: rename one, or remove the duplicate.',
        },
      ],
    },
    {
      name: 'every later copy names the first',
      path: 'case.mcp.yaml',
      code: prompts('translate', 'translate', 'translate'),
      errors: [
        {
          pointer: '/prompts/1/name',
          message:
            'Prompt name "translate" is already used by prompts[0]. Clients get a prompt by its name, so only one of the two can ever be used: rename one, or remove the duplicate.',
        },
        {
          pointer: '/prompts/2/name',
          message:
            'Prompt name "translate" is already used by prompts[0]. Clients get a prompt by its name, so only one of the two can ever be used: rename one, or remove the duplicate.',
        },
      ],
    },
  ],
});
