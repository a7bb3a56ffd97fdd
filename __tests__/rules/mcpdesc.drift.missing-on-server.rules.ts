import { ruleTester } from '../helpers/rule-tester.js';

const tool = (name: string) => ({ name, inputSchema: { type: 'object' } });
const resource = (uri: string, name: string) => ({ uri, name });
/** The server's answers: the given lists, under the descriptor's protocol version. */
const served = (lists: object) => ({ protocolVersion: '2025-11-25', serverInfo: { name: 'notes', version: '1.0.0' }, ...lists });
const descriptor = (lists: object) => ({ serverInfo: { name: 'notes', version: '1.0.0' }, capabilities: { tools: {}, resources: {}, prompts: {} }, ...lists });

ruleTester('mcpdesc.drift.missing-on-server', {
  valid: [
    {
      name: 'the same tools in another order',
      code: descriptor({ tools: [tool('search_notes'), tool('save_note')] }),
      served: served({ tools: [tool('save_note'), tool('search_notes')] }),
    },
    {
      name: 'resources matched by uri, even when the server names one differently',
      code: descriptor({ resources: [resource('file:///notes/index.md', 'index')] }),
      served: served({ resources: [resource('file:///notes/index.md', 'contents')] }),
    },
    {
      name: 'a served tool the descriptor does not list (mcpdesc.drift.missing-in-descriptor reports it)',
      code: descriptor({ tools: [tool('search_notes')] }),
      served: served({ tools: [tool('search_notes'), tool('save_note')] }),
    },
  ],
  invalid: [
    {
      name: 'a tool renamed on the server',
      code: descriptor({ tools: [tool('search_notes'), tool('delete_note')] }),
      served: served({ tools: [tool('search_notes'), tool('remove_note')] }),
      errors: [
        {
          pointer: '/tools/1',
          level: 'error',
          line: 19,
          column: 5,
          message:
            'The descriptor lists the tool "delete_note", but the server does not serve it. Clients and reviewers trust the descriptor, so a tool that is gone (or renamed) breaks them silently. Remove it from the descriptor (re-run "mcpdesc capture") or restore it on the server.',
        },
      ],
    },
    {
      name: 'a resource whose uri changed',
      path: 'case.mcp.yaml',
      code: descriptor({ resources: [resource('file:///notes/index.md', 'index')] }),
      served: served({ resources: [resource('file:///notes/INDEX.md', 'index')] }),
      errors: [
        {
          pointer: '/resources/0',
          message:
            'The descriptor lists the resource "file:///notes/index.md", but the server does not serve it. Clients and reviewers trust the descriptor, so a resource that is gone (or renamed) breaks them silently. Remove it from the descriptor (re-run "mcpdesc capture") or restore it on the server.',
        },
      ],
    },
    {
      name: 'a resource template the server does not serve',
      code: descriptor({ resourceTemplates: [{ uriTemplate: 'file:///notes/{id}.md', name: 'note' }] }),
      served: served({}),
      errors: [
        {
          pointer: '/resourceTemplates/0',
          message:
            'The descriptor lists the resource template "file:///notes/{id}.md", but the server does not serve it. Clients and reviewers trust the descriptor, so a resource template that is gone (or renamed) breaks them silently. Remove it from the descriptor (re-run "mcpdesc capture") or restore it on the server.',
        },
      ],
    },
    {
      name: 'a prompt and a tool, when the server serves nothing',
      code: descriptor({ tools: [tool('search_notes')], prompts: [{ name: 'summarize' }] }),
      served: served({}),
      errors: [
        {
          pointer: '/tools/0',
          message:
            'The descriptor lists the tool "search_notes", but the server does not serve it. Clients and reviewers trust the descriptor, so a tool that is gone (or renamed) breaks them silently. Remove it from the descriptor (re-run "mcpdesc capture") or restore it on the server.',
        },
        {
          pointer: '/prompts/0',
          message:
            'The descriptor lists the prompt "summarize", but the server does not serve it. Clients and reviewers trust the descriptor, so a prompt that is gone (or renamed) breaks them silently. Remove it from the descriptor (re-run "mcpdesc capture") or restore it on the server.',
        },
      ],
    },
  ],
});
