import { ruleTester } from '../helpers/rule-tester.js';

const tool = (name: string) => ({ name, inputSchema: { type: 'object' } });
/** The server's answers: the given lists, under the descriptor's protocol version. */
const served = (lists: object) => ({ protocolVersion: '2025-11-25', serverInfo: { name: 'library', version: '1.0.0' }, ...lists });
const descriptor = (lists: object) => ({
  serverInfo: { name: 'library', version: '1.0.0' },
  capabilities: { tools: {}, resources: {}, prompts: {} },
  ...lists,
});
const template = { uriTemplate: 'file:///books/{isbn}', name: 'book' };

ruleTester('mcpdesc.drift.missing-in-descriptor', {
  valid: [
    {
      name: 'the same tools in another order',
      code: descriptor({ tools: [tool('search'), tool('borrow')] }),
      served: served({ tools: [tool('borrow'), tool('search')] }),
    },
    {
      name: 'an empty list on the server, and none in the descriptor',
      code: descriptor({ tools: [tool('search')] }),
      served: served({ tools: [tool('search')], prompts: [], resourceTemplates: [] }),
    },
    {
      name: 'a listed tool the server does not serve (mcpdesc.drift.missing-on-server reports it)',
      code: descriptor({ tools: [tool('search'), tool('borrow')] }),
      served: served({ tools: [tool('search')] }),
    },
  ],
  invalid: [
    {
      name: 'a served tool the descriptor does not list',
      code: descriptor({ tools: [tool('search')] }),
      served: served({ tools: [tool('search'), tool('delete_all')] }),
      errors: [
        {
          pointer: '/tools',
          level: 'error',
          line: 12,
          column: 3,
          message:
            'The server serves the tool "delete_all", which the descriptor does not list. An undeclared tool escapes review and every check on the descriptor. Add it to the descriptor (re-run "mcpdesc capture") or remove it from the server.',
        },
      ],
    },
    {
      name: 'two served prompts, each reported on the list',
      path: 'case.mcp.yaml',
      code: descriptor({ prompts: [{ name: 'recommend' }] }),
      served: served({ prompts: [{ name: 'summarize' }, { name: 'recommend' }, { name: 'translate' }] }),
      errors: [
        {
          pointer: '/prompts',
          message:
            'The server serves the prompt "summarize", which the descriptor does not list. An undeclared prompt escapes review and every check on the descriptor. Add it to the descriptor (re-run "mcpdesc capture") or remove it from the server.',
        },
        {
          pointer: '/prompts',
          message:
            'The server serves the prompt "translate", which the descriptor does not list. An undeclared prompt escapes review and every check on the descriptor. Add it to the descriptor (re-run "mcpdesc capture") or remove it from the server.',
        },
      ],
    },
    {
      name: 'a served resource template, when the descriptor has no resourceTemplates list',
      code: descriptor({}),
      served: served({ resourceTemplates: [template] }),
      errors: [
        {
          pointer: '/resourceTemplates',
          line: 1,
          column: 1,
          message:
            'The server serves the resource template "file:///books/{isbn}", which the descriptor does not list. An undeclared resource template escapes review and every check on the descriptor. Add it to the descriptor (re-run "mcpdesc capture") or remove it from the server.',
        },
      ],
    },
    {
      name: 'a served resource matched by uri, not by name',
      path: 'case.mcp.yaml',
      code: descriptor({ resources: [{ uri: 'file:///catalogue.md', name: 'catalogue' }] }),
      served: served({
        resources: [
          { uri: 'file:///catalogue-2.md', name: 'catalogue' },
          { uri: 'file:///catalogue.md', name: 'catalogue' },
        ],
      }),
      errors: [
        {
          pointer: '/resources',
          message:
            'The server serves the resource "file:///catalogue-2.md", which the descriptor does not list. An undeclared resource escapes review and every check on the descriptor. Add it to the descriptor (re-run "mcpdesc capture") or remove it from the server.',
        },
      ],
    },
  ],
});
