import { ruleTester } from '../helpers/rule-tester.js';

const search = { type: 'object', properties: { query: { type: 'string' }, limit: { type: 'integer', maximum: 50 } }, required: ['query'] };
/** A search_notes tool with `fields` (an inputSchema at least). */
const tool = (fields: object) => ({ name: 'search_notes', description: 'Search notes.', ...fields });
const descriptor = (lists: object) => ({ serverInfo: { name: 'notes', version: '1.0.0' }, capabilities: { tools: {}, prompts: {} }, ...lists });
/** The server's answers: the given lists, under the descriptor's protocol version. */
const served = (lists: object) => ({ protocolVersion: '2025-11-25', serverInfo: { name: 'notes', version: '1.0.0' }, ...lists });

ruleTester('mcpdesc.drift.schema', {
  valid: [
    {
      name: 'the same required names in another order, and another property description (description drift)',
      code: {
        capabilities: { tools: {} },
        tools: [{ name: 'n', inputSchema: { type: 'object', properties: { a: { type: 'string', description: 'A.' }, b: {} }, required: ['a', 'b'] } }],
      },
      served: {
        protocolVersion: '2025-11-25',
        tools: [{ name: 'n', inputSchema: { type: 'object', properties: { a: { type: 'string', description: 'The a.' }, b: {} }, required: ['b', 'a'] } }],
      },
    },
    {
      name: 'a property named "description" is part of the shape, its own description is text',
      code: {
        capabilities: { tools: {} },
        tools: [{ name: 'n', inputSchema: { type: 'object', properties: { description: { type: 'string', title: 'D' } } } }],
      },
      served: {
        protocolVersion: '2025-11-25',
        tools: [{ name: 'n', inputSchema: { type: 'object', properties: { description: { type: 'string', title: 'Desc' } } } }],
      },
    },
    { code: descriptor({ tools: [tool({ inputSchema: search })] }), served: served({ tools: [tool({ inputSchema: search })] }) },
    {
      name: 'the same inputSchema with its keys in another order',
      code: descriptor({ tools: [tool({ inputSchema: search })] }),
      served: served({
        tools: [
          tool({ inputSchema: { required: ['query'], properties: { limit: { maximum: 50, type: 'integer' }, query: { type: 'string' } }, type: 'object' } }),
        ],
      }),
    },
    {
      name: 'prompt arguments with their keys in another order',
      code: descriptor({ prompts: [{ name: 'summarize', arguments: [{ name: 'topic', required: true }] }] }),
      served: served({ prompts: [{ arguments: [{ required: true, name: 'topic' }], name: 'summarize' }] }),
    },
  ],
  invalid: [
    {
      name: 'a raised maximum in the inputSchema',
      code: descriptor({ tools: [tool({ inputSchema: search })] }),
      served: served({ tools: [tool({ inputSchema: { ...search, properties: { ...search.properties, limit: { type: 'integer', maximum: 500 } } } })] }),
      errors: [
        {
          pointer: '/tools/0/inputSchema',
          level: 'error',
          line: 15,
          column: 7,
          message:
            'The inputSchema of the tool "search_notes" differs from the server\'s in "properties.limit.maximum": the descriptor has 50, the server 500. Callers build their requests and read results from it, so they would send or expect the wrong shape. Update the descriptor (re-run "mcpdesc capture") or fix the server.',
        },
      ],
    },
    {
      name: 'a new required property',
      path: 'case.mcp.yaml',
      code: descriptor({ tools: [tool({ inputSchema: search })] }),
      served: served({ tools: [tool({ inputSchema: { ...search, required: ['query', 'limit'] } })] }),
      errors: [
        {
          pointer: '/tools/0/inputSchema',
          message:
            'The inputSchema of the tool "search_notes" differs from the server\'s in "required": the descriptor has ["query"], the server ["limit","query"]. Callers build their requests and read results from it, so they would send or expect the wrong shape. Update the descriptor (re-run "mcpdesc capture") or fix the server.',
        },
      ],
    },
    {
      name: 'an outputSchema only the server has',
      code: descriptor({ tools: [tool({ inputSchema: search })] }),
      served: served({ tools: [tool({ inputSchema: search, outputSchema: { type: 'object' } })] }),
      errors: [
        {
          pointer: '/tools/0/outputSchema',
          line: 12,
          column: 5,
          message:
            'The outputSchema of the tool "search_notes" differs from the server\'s: the descriptor has none, the server has {"type":"object"}. Callers build their requests and read results from it, so they would send or expect the wrong shape. Update the descriptor (re-run "mcpdesc capture") or fix the server.',
        },
      ],
    },
    {
      name: 'an outputSchema the server no longer has',
      code: descriptor({ tools: [tool({ inputSchema: search, outputSchema: { type: 'object' } })] }),
      served: served({ tools: [tool({ inputSchema: search })] }),
      errors: [
        {
          pointer: '/tools/0/outputSchema',
          message:
            'The outputSchema of the tool "search_notes" differs from the server\'s: the descriptor has {"type":"object"}, the server has none. Callers build their requests and read results from it, so they would send or expect the wrong shape. Update the descriptor (re-run "mcpdesc capture") or fix the server.',
        },
      ],
    },
    {
      name: 'a prompt argument that is no longer required',
      path: 'case.mcp.yaml',
      code: descriptor({ prompts: [{ name: 'summarize', arguments: [{ name: 'topic', required: true }] }] }),
      served: served({ prompts: [{ name: 'summarize', arguments: [{ name: 'topic', required: false }] }] }),
      errors: [
        {
          pointer: '/prompts/0/arguments',
          message:
            'The arguments of the prompt "summarize" differ from the server\'s in "[0].required": the descriptor has true, the server false. Callers build their requests and read results from it, so they would send or expect the wrong shape. Update the descriptor (re-run "mcpdesc capture") or fix the server.',
        },
      ],
    },
    {
      name: 'a prompt argument the server added',
      path: 'case.mcp.yaml',
      code: descriptor({ prompts: [{ name: 'summarize', arguments: [{ name: 'topic' }] }] }),
      served: served({ prompts: [{ name: 'summarize', arguments: [{ name: 'topic' }, { name: 'length' }] }] }),
      errors: [
        {
          pointer: '/prompts/0/arguments',
          message:
            'The arguments of the prompt "summarize" differ from the server\'s: the descriptor has [{"name":"topic"}], the server [{"name":"topic"},{"name":"length"}]. Callers build their requests and read results from it, so they would send or expect the wrong shape. Update the descriptor (re-run "mcpdesc capture") or fix the server.',
        },
      ],
    },
  ],
});
