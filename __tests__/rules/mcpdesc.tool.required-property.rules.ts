import { ruleTester } from '../helpers/rule-tester.js';

const tool = (schema: Record<string, unknown>, key = 'inputSchema') => ({
  capabilities: { tools: {} },
  tools: [{ name: 'add_note', inputSchema: { type: 'object' }, [key]: schema }],
});
const text = { type: 'string', description: 'The note.' };

ruleTester('mcpdesc.tool.required-property', {
  valid: [
    { code: tool({ type: 'object', properties: { text, due: { type: 'string' } }, required: ['text', 'due'] }) },
    { name: 'required without properties, as in an anyOf branch', code: tool({ type: 'object', anyOf: [{ required: ['a'] }, { required: ['b'] }] }) },
    {
      name: 'a property that patternProperties defines',
      code: tool({ type: 'object', properties: { text }, patternProperties: { '^x_': { type: 'string' } }, required: ['text', 'x_due'] }),
    },
    { name: 'a property that allOf brings in', code: tool({ type: 'object', properties: { text }, allOf: [{ properties: { due: {} } }], required: ['due'] }) },
    {
      name: 'outputSchema before 2025-06-18, which has none',
      code: { protocolVersion: '2025-03-26', ...tool({ type: 'object', properties: {}, required: ['x'] }, 'outputSchema') },
    },
  ],
  invalid: [
    {
      name: 'an elicitation form that requires a field it does not show',
      code: {
        capabilities: { tools: {} },
        tools: [
          {
            name: 'publish',
            inputSchema: { type: 'object' },
            elicitations: {
              confirm: { message: 'Publish?', requestedSchema: { type: 'object', properties: { approved: { type: 'boolean' } }, required: ['aproved'] } },
            },
          },
        ],
      },
      errors: [
        {
          pointer: '/tools/0/elicitations/confirm/requestedSchema/required/0',
          message:
            '"requestedSchema" requires "aproved", but its "properties" do not define it, so the form clients show has no field for it and no answer can be valid. Did you mean "approved"? Otherwise add "aproved" to "properties", or remove it from "required".',
        },
      ],
    },
    {
      name: 'a required name renamed in properties only, with additionalProperties false',
      code: tool({ type: 'object', properties: { text, date: { type: 'string' } }, required: ['text', 'due'], additionalProperties: false }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/required/1',
          level: 'warning',
          message:
            '"inputSchema" requires "due", but its "properties" do not define it, and "additionalProperties" is false, so no arguments can ever be valid. Did you mean "date"? Otherwise add "due" to "properties", or remove it from "required".',
        },
      ],
    },
    {
      name: 'a required name never described, in a nested object',
      path: 'case.mcp.yaml',
      code: tool({ type: 'object', properties: { note: { type: 'object', properties: { id: { type: 'string' } }, required: ['id', 'tags'] } } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/note/required/1',
          line: 16,
          column: 15,
          message:
            '"inputSchema.properties.note" requires "tags", but its "properties" do not define it, so the model is told to send a field the schema does not describe (no type, no description). Add "tags" to "properties" with its type and description, or remove it from "required".',
        },
      ],
    },
    {
      name: 'an array of objects in an outputSchema, with a case typo',
      code: tool(
        { type: 'object', properties: { items: { type: 'array', items: { type: 'object', properties: { title: text }, required: ['Title'] } } } },
        'outputSchema',
      ),
      errors: [
        {
          pointer: '/tools/0/outputSchema/properties/items/items/required/0',
          message:
            '"outputSchema.properties.items.items" requires "Title", but its "properties" do not define it, so clients require a field of the structured result that the schema does not describe. Did you mean "title"? Otherwise add "Title" to "properties", or remove it from "required".',
        },
      ],
    },
    {
      // Each schema is walked once for the file (the version changes none of this rule's findings), yet the
      // schemas and forms that exist in only some declared versions are still reported in those alone.
      name: 'a file declaring two versions: an input schema in both, an output schema and a form only in the newer',
      code: {
        protocolVersion: ['2025-03-26', '2025-06-18'],
        capabilities: { tools: {} },
        tools: [
          {
            name: 'file_note',
            inputSchema: { type: 'object', properties: { text }, required: ['txt'] },
            outputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['ids'] },
            elicitations: { folder: { message: 'Which folder?', requestedSchema: { type: 'object', properties: { name: text }, required: ['folder'] } } },
          },
        ],
      },
      errors: [
        {
          pointer: '/tools/0/inputSchema/required/0',
          message:
            '"inputSchema" requires "txt", but its "properties" do not define it, so the model is told to send a field the schema does not describe (no type, no description). Did you mean "text"? Otherwise add "txt" to "properties", or remove it from "required".',
        },
        {
          pointer: '/tools/0/outputSchema/required/0',
          message:
            '"outputSchema" requires "ids", but its "properties" do not define it, so clients require a field of the structured result that the schema does not describe. Did you mean "id"? Otherwise add "ids" to "properties", or remove it from "required". (In protocol version 2025-06-18 only; the file also declares 2025-03-26.)',
        },
        {
          pointer: '/tools/0/elicitations/folder/requestedSchema/required/0',
          message:
            '"requestedSchema" requires "folder", but its "properties" do not define it, so the form clients show has no field for it and no answer can be valid. Add "folder" to "properties" with its type and description, or remove it from "required". (In protocol version 2025-06-18 only; the file also declares 2025-03-26.)',
        },
      ],
    },
  ],
});
