import { ruleTester } from '../helpers/rule-tester.js';

const path = 'case.mcp.yaml';

/** A publish tool whose one interaction example, "publish", takes the given steps, in `version`. */
const tool = (version: string, ...steps: object[]) => ({
  protocolVersion: version,
  capabilities: { tools: {} },
  tools: [
    {
      name: 'publish',
      inputSchema: { type: 'object' },
      interactionExamples: { publish: { input: {}, steps, result: { content: [{ type: 'text', text: 'Published.' }] } } },
    },
  ],
});
const roots = { type: 'roots', request: {}, response: { roots: [{ uri: 'file:///workspace', name: 'Workspace' }] } };
const ask = (text: string) => ({ messages: [{ role: 'user', content: { type: 'text', text } }], maxTokens: 200 });
const answer = (content: object) => ({ role: 'assistant', content, model: 'example-model-1' });
const sampling = { type: 'sampling', request: ask('Check the changelog.'), response: answer({ type: 'text', text: 'It is complete.' }) };
const withTools = {
  type: 'sampling',
  request: { ...ask('Check the changelog.'), tools: [{ name: 'read_changelog', inputSchema: { type: 'object' } }] },
  response: answer({ type: 'tool_use', id: 'call_1', name: 'read_changelog', input: {} }),
};
const confirm = {
  type: 'elicitation',
  request: { message: 'Publish now?', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } },
  response: { action: 'accept', content: { ok: true } },
};
const signIn = {
  type: 'elicitation',
  request: { mode: 'url', message: 'Sign in to the registry.', url: 'https://registry.example.com/sign-in', elicitationId: 'e1' },
  response: { action: 'accept' },
};

ruleTester('mcpdesc.tool.interaction.step', {
  valid: [
    { name: 'roots and sampling steps in 2024-11-05', path, code: tool('2024-11-05', roots, sampling) },
    { name: 'a form elicitation step in 2025-06-18', path, code: tool('2025-06-18', confirm) },
    { name: 'sampling with tools and a tool_use answer in 2025-11-25', path, code: tool('2025-11-25', withTools) },
    { name: 'a URL elicitation step in 2025-11-25', path, code: tool('2025-11-25', signIn) },
    { name: 'a step of an unknown type is left to the structure rule', path, code: tool('2025-11-25', { type: 'ping', request: {}, response: {} }) },
  ],
  invalid: [
    {
      name: 'an elicitation step before 2025-06-18',
      code: tool('2025-03-26', confirm),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/publish/steps/0/type',
          level: 'error',
          line: 17,
          column: 23,
          message:
            'Elicitation steps do not exist in 2025-03-26: elicitation requests exist in 2025-06-18 and later. Remove the step, or declare protocolVersion 2025-06-18 or later if the server speaks it.',
        },
      ],
    },
    {
      name: 'a root without its required uri',
      path,
      code: tool('2025-11-25', { type: 'roots', request: {}, response: { roots: [{ name: 'Workspace' }] } }),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/publish/steps/0/response/roots/0',
          message: 'Missing required property "uri" in "roots[0]" (required in 2025-11-25). Add "uri".',
        },
      ],
    },
    {
      name: 'sampling with tools and a tool_use answer in 2025-06-18',
      path,
      code: tool('2025-06-18', withTools),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/publish/steps/0/request/tools',
          message:
            '"tools" is not a property of a sampling request in 2025-06-18; it exists in 2025-11-25 and later. Remove it, or declare protocolVersion 2025-11-25 or later if the server speaks it.',
        },
        {
          pointer: '/tools/0/interactionExamples/publish/steps/0/response/content/type',
          message:
            'Tool use ("type": "tool_use") does not exist in 2025-06-18; it exists in 2025-11-25 and later. Use "text", "image" or "audio", or declare a protocolVersion that has it.',
        },
      ],
    },
    {
      name: 'a URL elicitation step in 2025-06-18',
      path,
      code: tool('2025-06-18', signIn),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/publish/steps/0/request/mode',
          message:
            'URL elicitation ("mode": "url") does not exist in 2025-06-18; it exists in 2025-11-25 and later. Use "form", or declare a protocolVersion that has it.',
        },
      ],
    },
    {
      name: 'an elicitation response with an unknown action',
      path,
      code: tool('2025-11-25', { ...confirm, response: { action: 'approve' } }),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/publish/steps/0/response/action',
          message: '"action" must be "accept", "decline" or "cancel", not "approve". Use one of these.',
        },
      ],
    },
  ],
});
