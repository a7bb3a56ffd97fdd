import { ruleTester } from '../helpers/rule-tester.js';

const AT = { path: 'fastmcp.json', format: 'fastmcp-json' };
const SCHEMA = 'https://gofastmcp.com/public/schemas/fastmcp.json/v1.json';

ruleTester('mcpdesc.fastmcp.structure', {
  valid: [
    { ...AT, code: { $schema: SCHEMA, source: { path: 'server.py', entrypoint: 'mcp' }, deployment: { transport: 'http', port: 8000 } } },
    {
      name: 'null for every optional field',
      ...AT,
      code: { source: { path: 'server.py', entrypoint: null }, environment: { python: null }, deployment: { cwd: null } },
    },
    { name: 'a port written as a string of digits (pydantic reads the integer)', ...AT, code: { source: { path: 'server.py' }, deployment: { port: '8000' } } },
    { name: 'keys FastMCP does not read are ignored', ...AT, code: { source: { path: 'server.py' }, notes: 'local only' } },
  ],
  invalid: [
    {
      ...AT,
      code: { $schema: SCHEMA, source: { file: 'server.py' }, deployment: { transport: 'websocket', log_level: 'info' } },
      errors: [
        { pointer: '/source', level: 'error', message: 'FastMCP refuses to run this server: missing required property "path" in "source". Add "path".' },
        {
          pointer: '/deployment/transport',
          message:
            'FastMCP refuses to run this server: "deployment.transport" must be "stdio", "http", "sse" or "streamable-http", not "websocket". Use one of these.',
        },
        {
          pointer: '/deployment/log_level',
          message:
            'FastMCP refuses to run this server: "deployment.log_level" must be "DEBUG", "INFO", "WARNING", "ERROR" or "CRITICAL", not "info". Did you mean "INFO"?',
        },
      ],
    },
    {
      name: 'no source at all',
      ...AT,
      code: { $schema: SCHEMA, deployment: { transport: 'stdio' } },
      errors: [{ pointer: '', message: 'FastMCP refuses to run this server: missing required property "source" in this FastMCP configuration. Add "source".' }],
    },
  ],
});
