import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('mcp.schema.prompt', {
  valid: [
    {
      path: 'case.mcp.yaml',
      code: { prompts: [{ name: 'review_code', title: 'Review code', arguments: [{ name: 'code', required: true }, { name: 'style' }] }] },
    },
    { code: { prompts: [{ name: 'summarize' }] } },
    {
      name: "an argument title before 2025-06-18 is field-availability's finding, not a schema error",
      code: { protocolVersion: '2025-03-26', prompts: [{ name: 'review_code', arguments: [{ name: 'code', title: 7 }] }] },
    },
  ],
  invalid: [
    {
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\nprompts:\n  - name: review_code\n    arguments:\n      - description: The code to review\n',
      errors: [
        {
          pointer: '/prompts/0/arguments/0',
          level: 'error',
          line: 5,
          column: 9,
          message: 'Missing required property "name" in "arguments[0]" (required in 2025-11-25). Add "name".',
        },
      ],
    },
    {
      name: 'arguments keyed by name instead of listed',
      code: { prompts: [{ name: 'review_code', arguments: { code: { required: true } } }] },
      errors: [{ pointer: '/prompts/0/arguments', message: '"arguments" must be an array, but it is an object. Write an array here.' }],
    },
    {
      name: 'arguments given as bare names',
      code: { prompts: [{ name: 'review_code', arguments: ['code'] }] },
      errors: [{ pointer: '/prompts/0/arguments/0', message: '"arguments[0]" must be an object, but it is a string ("code"). Write an object here.' }],
    },
    {
      code: { prompts: [{ title: 'Review code' }] },
      errors: [{ pointer: '/prompts/0', message: 'Missing required property "name" in this prompt (required in 2025-11-25). Add "name".' }],
    },
    {
      code: { prompts: [{ nam: 'review_code' }] },
      errors: [
        { pointer: '/prompts/0', message: 'Missing required property "name" in this prompt (required in 2025-11-25). Found "nam": did you mean "name"?' },
      ],
    },
    {
      code: { prompts: [{ name: 'review_code', arguments: [{ name: 'code', required: 'yes' }] }] },
      errors: [
        {
          pointer: '/prompts/0/arguments/0/required',
          line: 9,
          column: 23,
          message: '"arguments[0].required" must be a boolean, but it is a string ("yes"). Write a boolean here.',
        },
      ],
    },
    {
      code: { prompts: [{ name: 'review_code', _meta: 'x', icons: [{ src: 1 }] }] },
      errors: [
        { pointer: '/prompts/0/_meta', message: '"_meta" must be an object, but it is a string ("x"). Write an object here.' },
        { pointer: '/prompts/0/icons/0/src', message: '"icons[0].src" must be a string, but it is an integer (1). Write a string here.' },
      ],
    },
  ],
});
