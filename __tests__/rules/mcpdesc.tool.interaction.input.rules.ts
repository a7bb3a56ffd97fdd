import { ruleTester } from '../helpers/rule-tester.js';

const path = 'case.mcp.yaml';
const why = "Clients check arguments against the tool's inputSchema, so they would never send this call: fix the input or the schema.";
const forecast = { type: 'object', properties: { city: { type: 'string' }, days: { type: 'integer', maximum: 7 } }, required: ['city'] };

/** A tool with the given inputSchema and one interaction example, "week", called with `input`. */
const tool = (inputSchema: object, input: unknown) => ({
  capabilities: { tools: {} },
  tools: [{ name: 'get_forecast', inputSchema, interactionExamples: { week: { input, result: { content: [{ type: 'text', text: 'Sunny.' }] } } } }],
});

ruleTester('mcpdesc.tool.interaction.input', {
  valid: [
    { path, code: tool(forecast, { city: 'Lisbon', days: 7 }) },
    {
      name: 'an argument the schema does not list, which it allows without additionalProperties: false',
      path,
      code: tool(forecast, { city: 'Lisbon', units: 'metric' }),
    },
    {
      name: 'an input the schema rejects, when the inputSchema itself is invalid (mcp.tool.input-schema reports it)',
      path,
      code: tool({ type: 'object', properties: { city: { type: 'strng' } } }, { city: 3 }),
    },
    { name: 'an input that is not an object is left to the structure rule', path, code: tool(forecast, 'Lisbon') },
  ],
  invalid: [
    {
      name: 'a required argument is missing (JSON)',
      code: tool(forecast, { town: 'Porto' }),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/week/input',
          level: 'error',
          line: 26,
          column: 20,
          message: `"input" is missing required property "city". ${why}`,
        },
      ],
    },
    {
      name: 'every problem of one input is reported where it is',
      path,
      code: tool(forecast, { city: 7, days: 14 }),
      errors: [
        { pointer: '/tools/0/interactionExamples/week/input/city', message: `"input.city" must be a string, but it is an integer (7). ${why}` },
        { pointer: '/tools/0/interactionExamples/week/input/days', message: `"input.days" must be at most 7, not 14. ${why}` },
      ],
    },
    {
      name: 'an argument additionalProperties: false forbids',
      path,
      code: tool({ ...forecast, additionalProperties: false }, { city: 'Lisbon', units: 'metric' }),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/week/input/units',
          message: `"input.units" is not allowed: the schema does not define it and sets "additionalProperties" to false. ${why}`,
        },
      ],
    },
    {
      name: 'an enum value with a typo',
      path,
      code: tool({ type: 'object', properties: { units: { enum: ['metric', 'imperial'] } } }, { units: 'metrc' }),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/week/input/units',
          line: 16,
          column: 18,
          message: `"input.units" must be one of "metric" or "imperial", not "metrc". Did you mean "metric"? ${why}`,
        },
      ],
    },
  ],
});
