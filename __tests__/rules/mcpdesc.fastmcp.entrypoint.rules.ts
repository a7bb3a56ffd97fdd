import { ruleTester } from '../helpers/rule-tester.js';

const AT = { path: 'fastmcp.json', format: 'fastmcp-json' };
const gone = (source: string) =>
  `FastMCP no longer reads a top-level "entrypoint" (which "source" replaced in August 2025), so it refuses to run this server: "source" is required. Replace it with "source": ${source}.`;

ruleTester('mcpdesc.fastmcp.entrypoint', {
  valid: [{ ...AT, code: { source: { path: 'server.py', entrypoint: 'app' } } }],
  invalid: [
    {
      ...AT,
      code: { entrypoint: 'server.py:app', environment: { dependencies: ['httpx'] } },
      errors: [{ pointer: '/entrypoint', level: 'error', line: 2, column: 3, message: gone('{"path":"server.py","entrypoint":"app"}') }],
    },
    { name: 'a file alone', ...AT, code: { entrypoint: 'server.py' }, errors: [{ pointer: '/entrypoint', message: gone('{"path":"server.py"}') }] },
    {
      name: 'the object form',
      path: 'examples/hub.fastmcp.json',
      format: 'fastmcp-json',
      code: { entrypoint: { file: 'hub.py', object: 'mcp' } },
      errors: [{ pointer: '/entrypoint', message: gone('{"path":"hub.py","entrypoint":"mcp"}') }],
    },
    {
      name: 'beside a source, which wins',
      ...AT,
      code: { source: { path: 'server.py' }, entrypoint: 'server.py:app' },
      errors: [
        {
          pointer: '/entrypoint',
          message:
            'FastMCP ignores the top-level "entrypoint", the first format\'s name for what "source" says now: the server runs from "source". Remove "entrypoint".',
        },
      ],
    },
  ],
});
