import { ruleTester } from '../helpers/rule-tester.js';

const path = 'case.mcp.yaml';
const getWeather = { name: 'get_weather', inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } };
const ask = { role: 'user', content: { type: 'text', text: 'Weather in Paris?' } };
const use = (id: string, name = 'get_weather', input: object = { city: 'Paris' }) => ({ type: 'tool_use', id, name, input });
const toolResult = (toolUseId: string) => ({ type: 'tool_result', toolUseId, content: [{ type: 'text', text: '18°C' }] });

/** A plan_trip tool whose one interaction example, "trip", has one sampling step: `request` fields after maxTokens, and the model's `content`. */
const tool = (request: object, content: object) => ({
  capabilities: { tools: {} },
  tools: [
    {
      name: 'plan_trip',
      inputSchema: { type: 'object' },
      interactionExamples: {
        trip: {
          input: {},
          steps: [{ type: 'sampling', request: { messages: [ask], maxTokens: 200, ...request }, response: { role: 'assistant', content, model: 'm1' } }],
          result: { content: [{ type: 'text', text: 'Sunny.' }] },
        },
      },
    },
  ],
});
const at = '/tools/0/interactionExamples/trip/steps/0';

ruleTester('mcpdesc.tool.interaction.sampling-consistency', {
  valid: [
    { path, code: tool({ tools: [getWeather], toolChoice: { mode: 'auto' } }, use('call_1')) },
    {
      name: 'a tool result that answers an earlier tool use',
      path,
      code: tool(
        { messages: [ask, { role: 'assistant', content: use('call_1') }, { role: 'user', content: [toolResult('call_1')] }], tools: [getWeather] },
        { type: 'text', text: 'Sunny.' },
      ),
    },
    { name: 'toolChoice "none" with a text answer', path, code: tool({ tools: [getWeather], toolChoice: { mode: 'none' } }, { type: 'text', text: 'Sunny.' }) },
    {
      name: 'an unoffered tool in 2025-06-18, before tools in sampling (mcpdesc.tool.interaction.step reports the fields)',
      path,
      code: { protocolVersion: '2025-06-18', ...tool({}, use('call_1', 'get_wether')) },
    },
  ],
  invalid: [
    {
      name: 'a tool use although toolChoice is "none"',
      path,
      code: tool({ tools: [getWeather], toolChoice: { mode: 'none' } }, use('call_1')),
      errors: [
        {
          pointer: `${at}/response/content`,
          level: 'error',
          line: 34,
          column: 17,
          message:
            'The response uses tool "get_weather", but the request\'s toolChoice is "none", which forbids the model to use tools. Remove the tool use, or change toolChoice.',
        },
      ],
    },
    {
      name: 'a tool name with a typo',
      path,
      code: tool({ tools: [getWeather] }, [use('call_1', 'get_wether')]),
      errors: [
        {
          pointer: `${at}/response/content/0/name`,
          message:
            'The response uses tool "get_wether", but the request offers only "get_weather". A model can only use tools its sampling request offers: did you mean "get_weather"?',
        },
      ],
    },
    {
      name: 'a tool the request does not offer, nothing like the offered ones',
      path,
      code: tool({ tools: [getWeather, { name: 'get_time', inputSchema: { type: 'object' } }] }, use('call_1', 'book_hotel')),
      errors: [
        {
          pointer: `${at}/response/content/name`,
          message:
            'The response uses tool "book_hotel", but the request offers only "get_weather" and "get_time". A model can only use tools its sampling request offers: add the tool to the request\'s "tools", or use an offered one.',
        },
      ],
    },
    {
      name: 'a tool use when the request offers no tools',
      path,
      code: tool({}, use('call_1')),
      errors: [
        {
          pointer: `${at}/response/content/name`,
          message:
            'The response uses tool "get_weather", but the request offers no tools. A model can only use tools its sampling request offers: add the tool to the request\'s "tools", or use an offered one.',
        },
      ],
    },
    {
      name: "input the offered tool's inputSchema rejects",
      path,
      code: tool({ tools: [getWeather] }, use('call_1', 'get_weather', { town: 'Paris' })),
      errors: [
        {
          pointer: `${at}/response/content/input`,
          message:
            '"input" is missing required property "city". The request offers "get_weather" with an inputSchema that rejects this input, so the model would not send it: correct the example\'s input.',
        },
      ],
    },
    {
      name: 'a tool result with no tool use before it',
      path,
      code: tool({ messages: [ask, { role: 'user', content: toolResult('call_9') }], tools: [getWeather] }, { type: 'text', text: 'Sunny.' }),
      errors: [
        {
          pointer: `${at}/request/messages/1/content/toolUseId`,
          message:
            '"toolUseId" is "call_9", but no earlier message has a tool use with that id. A tool result answers a tool use the model made earlier in the conversation: fix the id, or add the assistant message with the tool use.',
        },
      ],
    },
    {
      name: 'a tool result whose id matches none of the earlier tool uses',
      path,
      code: tool(
        {
          messages: [
            ask,
            { role: 'assistant', content: [use('call_1'), use('call_2')] },
            { role: 'user', content: [toolResult('call_1'), toolResult('call_2'), toolResult('call_3')] },
          ],
          tools: [getWeather],
        },
        { type: 'text', text: 'Sunny.' },
      ),
      errors: [
        {
          pointer: `${at}/request/messages/2/content/2/toolUseId`,
          message:
            '"toolUseId" is "call_3", but no earlier message has a tool use with that id (the tool uses so far are "call_1" and "call_2"). A tool result answers a tool use the model made earlier in the conversation: fix the id, or add the assistant message with the tool use.',
        },
      ],
    },
  ],
});
