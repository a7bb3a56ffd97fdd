import { ruleTester } from '../helpers/rule-tester.js';

const path = 'case.mcp.yaml';

/** A find_user tool with one interaction example, "lookup", that ends in `result`. */
const tool = (result: object) => ({
  capabilities: { tools: {} },
  tools: [{ name: 'find_user', inputSchema: { type: 'object' }, interactionExamples: { lookup: { input: {}, result } } }],
});
const text = (t: string) => ({ type: 'text', text: t });
const pointer = '/tools/0/interactionExamples/lookup/result/structuredContent';
const message = (json: string) =>
  `This result has "structuredContent" but no text block with the same JSON. MCP says a tool that returns structured content should also return it serialized as text, for clients that only read "content": add {"type": "text", "text": ${json}} to "content".`;

ruleTester('mcp.tool.structured-content-text', {
  valid: [
    { path, code: tool({ content: [text('{"id":"u1"}')], structuredContent: { id: 'u1' } }) },
    {
      name: 'the same JSON with other key order and spacing, after another text block',
      path,
      code: tool({ content: [text('Found Ada.'), text('{ "name": "Ada", "id": "u1" }')], structuredContent: { id: 'u1', name: 'Ada' } }),
    },
    { name: 'a result without structuredContent', path, code: tool({ content: [text('Found Ada (u1).')] }) },
    {
      name: 'no text block in 2025-03-26, before structured content (mcpdesc.version.field-availability reports the field)',
      path,
      code: { protocolVersion: '2025-03-26', ...tool({ content: [text('Found Ada (u1).')], structuredContent: { id: 'u1' } }) },
    },
    {
      name: 'an error result whose text repeats its structuredContent',
      path,
      code: tool({ isError: true, content: [text('{"error":"not found"}')], structuredContent: { error: 'not found' } }),
    },
  ],
  invalid: [
    {
      name: 'only a prose text block',
      code: tool({ content: [text('Found Ada (u1).')], structuredContent: { id: 'u1' } }),
      errors: [{ pointer, level: 'warning', line: 22, column: 13, message: message('"{\\"id\\":\\"u1\\"}"') }],
    },
    {
      name: 'a text block with JSON of other values',
      path,
      code: tool({ content: [text('{"id":"u2"}')], structuredContent: { id: 'u1' } }),
      errors: [{ pointer, message: message('"{\\"id\\":\\"u1\\"}"') }],
    },
    {
      name: 'the JSON in a resource block rather than a text block',
      path,
      code: tool({
        content: [{ type: 'resource', resource: { uri: 'users://u1', mimeType: 'application/json', text: '{"id":"u1"}' } }],
        structuredContent: { id: 'u1' },
      }),
      errors: [{ pointer, message: message('"{\\"id\\":\\"u1\\"}"') }],
    },
    {
      name: 'a long structuredContent is shortened in the message',
      path,
      code: tool({ content: [], structuredContent: { id: 'u1', bio: 'Ada Lovelace wrote the first published algorithm for a computing engine.' } }),
      errors: [{ pointer, message: message('"{\\"id\\":\\"u1\\",\\"bio\\":\\"Ada Lovelace wrote the first published algorithm for a comput…"') }],
    },
    {
      name: 'in 2025-06-18, the first version with structured content',
      path,
      code: { protocolVersion: '2025-06-18', ...tool({ content: [text('Found Ada (u1).')], structuredContent: { id: 'u1' } }) },
      errors: [{ pointer, message: message('"{\\"id\\":\\"u1\\"}"') }],
    },
  ],
});
