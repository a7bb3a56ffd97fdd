import { ruleTester } from '../helpers/rule-tester.js';

/** A save_note tool with `annotations` (none when undefined). */
const tool = (annotations?: object) => ({ name: 'save_note', inputSchema: { type: 'object' }, ...(annotations ? { annotations } : {}) });
const descriptor = (annotations?: object) => ({ serverInfo: { name: 'notes', version: '1.0.0' }, capabilities: { tools: {} }, tools: [tool(annotations)] });
/** The server's answers, serving save_note with `annotations`. */
const served = (annotations?: object) => ({ protocolVersion: '2025-11-25', serverInfo: { name: 'notes', version: '1.0.0' }, tools: [tool(annotations)] });

ruleTester('mcpdesc.drift.annotations', {
  valid: [
    { code: descriptor({ readOnlyHint: false, destructiveHint: false }), served: served({ readOnlyHint: false, destructiveHint: false }) },
    {
      name: 'the same hints in another order',
      code: descriptor({ readOnlyHint: false, destructiveHint: false }),
      served: served({ destructiveHint: false, readOnlyHint: false }),
    },
    { name: 'no annotations on either side', code: descriptor(), served: served() },
  ],
  invalid: [
    {
      name: 'a hint that changed on the server',
      code: descriptor({ readOnlyHint: false, destructiveHint: false }),
      served: served({ readOnlyHint: true, destructiveHint: false }),
      errors: [
        {
          pointer: '/tools/0/annotations',
          level: 'error',
          line: 16,
          column: 7,
          message:
            'The annotations of the tool "save_note" differ from the server\'s in "readOnlyHint": the descriptor has false, the server true. Clients decide on confirmations from hints such as readOnlyHint and destructiveHint. Update the descriptor (re-run "mcpdesc capture") or fix the server.',
        },
      ],
    },
    {
      name: 'annotations only the server has',
      path: 'case.mcp.yaml',
      code: descriptor(),
      served: served({ destructiveHint: true }),
      errors: [
        {
          pointer: '/tools/0/annotations',
          line: 8,
          column: 5,
          message:
            'The annotations of the tool "save_note" differ from the server\'s: the descriptor has none, the server has {"destructiveHint":true}. Clients decide on confirmations from hints such as readOnlyHint and destructiveHint. Update the descriptor (re-run "mcpdesc capture") or fix the server.',
        },
      ],
    },
    {
      name: 'annotations the server no longer sends',
      code: descriptor({ readOnlyHint: true }),
      served: served(),
      errors: [
        {
          pointer: '/tools/0/annotations',
          message:
            'The annotations of the tool "save_note" differ from the server\'s: the descriptor has {"readOnlyHint":true}, the server has none. Clients decide on confirmations from hints such as readOnlyHint and destructiveHint. Update the descriptor (re-run "mcpdesc capture") or fix the server.',
        },
      ],
    },
    {
      name: 'a hint left out on the server, even one set to its default',
      path: 'case.mcp.yaml',
      code: descriptor({ destructiveHint: true, openWorldHint: true }),
      served: served({ destructiveHint: true }),
      errors: [
        {
          pointer: '/tools/0/annotations',
          message:
            'The annotations of the tool "save_note" differ from the server\'s in "openWorldHint": the descriptor has true, the server has none. Clients decide on confirmations from hints such as readOnlyHint and destructiveHint. Update the descriptor (re-run "mcpdesc capture") or fix the server.',
        },
      ],
    },
  ],
});
