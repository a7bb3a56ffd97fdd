import { ruleTester } from '../helpers/rule-tester.js';

const path = 'case.mcp.yaml';
const ask = { role: 'user', content: { type: 'text', text: 'Paris or London?' } };
const use = (id: string, city: string) => ({ type: 'tool_use', id, name: 'get_weather', input: { city } });
const result = (toolUseId: string) => ({ type: 'tool_result', toolUseId, content: [{ type: 'text', text: '18°C' }] });
const assistant = (...content: object[]) => ({ role: 'assistant', content });
const user = (...content: object[]) => ({ role: 'user', content });

/** A plan_trip tool whose one interaction example, "trip", has one sampling step whose request has `messages`. */
const tool = (...messages: object[]) => ({
  capabilities: { tools: {} },
  tools: [
    {
      name: 'plan_trip',
      inputSchema: { type: 'object' },
      interactionExamples: {
        trip: {
          input: {},
          steps: [
            {
              type: 'sampling',
              request: { messages, tools: [{ name: 'get_weather', inputSchema: { type: 'object' } }], maxTokens: 200 },
              response: { role: 'assistant', content: { type: 'text', text: 'Paris.' }, model: 'm1' },
            },
          ],
          result: { content: [{ type: 'text', text: 'Paris.' }] },
        },
      },
    },
  ],
});
const messages = '/tools/0/interactionExamples/trip/steps/0/request/messages';

ruleTester('mcp.sampling.tool-results', {
  valid: [
    { path, code: tool(ask, assistant(use('call_1', 'Paris')), user(result('call_1'))) },
    {
      name: 'two tool uses answered in another order',
      path,
      code: tool(ask, assistant(use('call_1', 'Paris'), use('call_2', 'London')), user(result('call_2'), result('call_1'))),
    },
    {
      name: 'text next to tool uses in the assistant message',
      path,
      code: tool(ask, assistant({ type: 'text', text: 'Checking.' }, use('call_1', 'Paris')), user(result('call_1'))),
    },
    {
      name: 'an unanswered tool use in 2025-06-18, before tools in sampling (mcpdesc.tool.interaction.step reports it)',
      path,
      code: { protocolVersion: '2025-06-18', ...tool(ask, { role: 'assistant', content: use('call_1', 'Paris') }) },
    },
  ],
  invalid: [
    {
      name: 'tool results in an assistant message',
      path,
      code: tool(ask, assistant(use('call_1', 'Paris')), user(result('call_1')), assistant(result('call_1'))),
      errors: [
        {
          pointer: `${messages}/3/role`,
          level: 'error',
          message: 'This message carries tool results, so its role must be "user": tool results go back to the model in user messages. Set "role": "user".',
        },
      ],
    },
    {
      name: 'text in the message of tool results',
      path,
      code: tool(ask, assistant(use('call_1', 'Paris')), user({ type: 'text', text: 'Here:' }, result('call_1'))),
      errors: [
        {
          pointer: `${messages}/2/content/0`,
          line: 28,
          column: 23,
          message:
            'This "text" block shares a message with tool results, but a message with tool results must contain only tool results. Move it to a message of its own.',
        },
      ],
    },
    {
      name: 'a tool use the next message does not answer',
      path,
      code: tool(ask, assistant(use('call_1', 'Paris'), use('call_2', 'London')), user(result('call_1'))),
      errors: [
        {
          pointer: `${messages}/1/content/1/id`,
          message:
            'Tool use "call_2" is not answered by the next message: after an assistant message with tool uses, the next message must be a user message with a tool_result for each of them. Add a tool_result with "toolUseId": "call_2" to it.',
        },
      ],
    },
    {
      name: 'a tool use in the last message',
      path,
      code: tool(ask, { role: 'assistant', content: use('call_1', 'Paris') }),
      errors: [
        {
          pointer: `${messages}/1/content/id`,
          message:
            'Tool use "call_1" is not answered: no message follows it, but after an assistant message with tool uses the next message must be a user message with a tool_result for each of them. Add that message.',
        },
      ],
    },
  ],
});
