import { ruleTester } from '../helpers/rule-tester.js';

const path = 'case.mcp.yaml';
const build = { type: 'object', properties: { status: { enum: ['passed', 'failed'] }, seconds: { type: 'number' } }, required: ['status'] };

/** A run_build tool, with an outputSchema when `outputSchema` is given, and one interaction example, "main", that ends in `result`. */
const tool = (result: unknown, outputSchema?: object) => ({
  capabilities: { tools: {} },
  tools: [
    { name: 'run_build', inputSchema: { type: 'object' }, ...(outputSchema ? { outputSchema } : {}), interactionExamples: { main: { input: {}, result } } },
  ],
});
const text = (t: string) => [{ type: 'text', text: t }];

ruleTester('mcpdesc.tool.interaction.result', {
  valid: [
    { path, code: tool({ content: text('{"status":"passed"}'), structuredContent: { status: 'passed' } }, build) },
    { name: 'no structuredContent, for a tool without an outputSchema', path, code: tool({ content: text('Build passed.') }) },
    {
      name: 'no structuredContent in an error result of a tool with an outputSchema',
      path,
      code: tool({ isError: true, content: text('The runner crashed.') }, build),
    },
    {
      name: 'no structuredContent in 2025-03-26, where outputSchema does not exist yet',
      path,
      code: { protocolVersion: '2025-03-26', ...tool({ content: text('Build passed.') }, build) },
    },
    { name: 'an empty content list', path, code: tool({ content: [] }) },
  ],
  invalid: [
    {
      name: 'a successful result without structuredContent, for a tool with an outputSchema',
      code: tool({ content: text('Build passed.') }, build),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/main/result',
          level: 'error',
          line: 32,
          column: 21,
          message:
            'This result has no "structuredContent", but the tool declares an outputSchema: MCP requires a successful result of such a tool to carry structured content that conforms to it. Add "structuredContent", or set "isError": true if the example shows a failure.',
        },
      ],
    },
    {
      name: 'structuredContent the outputSchema rejects',
      path,
      code: tool({ content: text('{"status":"green","seconds":"12"}'), structuredContent: { status: 'green', seconds: '12' } }, build),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/main/result/structuredContent/status',
          message:
            '"structuredContent.status" must be one of "passed" or "failed", not "green". MCP requires structured content to conform to the tool\'s outputSchema: fix the example or the schema.',
        },
        {
          pointer: '/tools/0/interactionExamples/main/result/structuredContent/seconds',
          line: 28,
          column: 22,
          message:
            '"structuredContent.seconds" must be a number, but it is a string ("12"). MCP requires structured content to conform to the tool\'s outputSchema: fix the example or the schema.',
        },
      ],
    },
    {
      name: 'a content block of a type no version has, in an error result too',
      path,
      code: tool({ isError: true, content: [{ type: 'txt', text: 'The runner crashed.' }] }),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/main/result/content/0/type',
          message: '"content[0].type" must be "text", "image", "audio", "resource_link" or "resource", not "txt". Did you mean "text"?',
        },
      ],
    },
    {
      name: 'structuredContent that is not an object is reported once, as a CallToolResult problem',
      path,
      code: tool({ content: text('"passed"'), structuredContent: 'passed' }, build),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/main/result/structuredContent',
          message: '"structuredContent" must be an object, but it is a string ("passed"). Write an object here.',
        },
      ],
    },
    {
      name: 'a result without content',
      path,
      code: tool({ structuredContent: { status: 'passed' } }, build),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/main/result',
          message: 'Missing required property "content" in this tool result (required in 2025-11-25). Add "content".',
        },
      ],
    },
    {
      name: 'a resource_link block in 2025-03-26, before resource links existed',
      path,
      code: { protocolVersion: '2025-03-26', ...tool({ content: [{ type: 'resource_link', uri: 'file:///log.txt', name: 'log' }] }) },
      errors: [
        {
          pointer: '/tools/0/interactionExamples/main/result/content/0/type',
          message:
            'Resource link ("type": "resource_link") does not exist in 2025-03-26; it exists in 2025-06-18 and later. Use "text", "image", "audio" or "resource", or declare a protocolVersion that has it.',
        },
      ],
    },
  ],
});
