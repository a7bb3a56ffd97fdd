import { ruleTester } from '../helpers/rule-tester.js';

const tools = [{ name: 'get_forecast', inputSchema: { type: 'object' } }];
const descriptor = (protocolVersion = '2025-11-25') => ({
  protocolVersion,
  serverInfo: { name: 'weather', version: '1.2.0' },
  capabilities: { tools: {} },
  tools,
});
/** What the server answers, negotiating `protocolVersion`. */
const served = (protocolVersion: string, extra: object = {}) => ({
  protocolVersion,
  serverInfo: { name: 'weather', version: '1.2.0' },
  capabilities: { tools: {} },
  tools,
  ...extra,
});

ruleTester('mcpdesc.drift.protocol-version', {
  valid: [
    { code: descriptor(), served: served('2025-11-25') },
    {
      name: 'another server version and other capabilities, under the same protocol version',
      code: descriptor('2025-06-18'),
      served: served('2025-06-18', { serverInfo: { name: 'weather', version: '1.3.0' }, capabilities: { tools: { listChanged: true } } }),
    },
    {
      name: 'a snapshot that records no protocol version says nothing about it',
      code: descriptor(),
      served: { serverInfo: { name: 'weather', version: '1.2.0' }, capabilities: { tools: {} }, tools },
    },
  ],
  invalid: [
    {
      name: 'the server negotiates an older version',
      code: descriptor(),
      served: served('2025-06-18'),
      errors: [
        {
          pointer: '/protocolVersion',
          level: 'error',
          line: 2,
          column: 22,
          message:
            'The descriptor declares protocol version "2025-11-25", but the server negotiated "2025-06-18" when asked for it. Clients that rely on the declared version will get other behaviour. Capture the descriptor for the version the server speaks, or make the server support "2025-11-25".',
        },
      ],
    },
    {
      name: 'the server negotiates a newer version, in YAML',
      path: 'case.mcp.yaml',
      code: descriptor('2025-03-26'),
      served: served('2025-11-25'),
      errors: [
        {
          pointer: '/protocolVersion',
          message:
            'The descriptor declares protocol version "2025-03-26", but the server negotiated "2025-11-25" when asked for it. Clients that rely on the declared version will get other behaviour. Capture the descriptor for the version the server speaks, or make the server support "2025-03-26".',
        },
      ],
    },
    {
      name: 'the server negotiates a version mcpdesc does not know',
      code: descriptor(),
      served: served('2099-01-01'),
      errors: [
        {
          pointer: '/protocolVersion',
          message:
            'The descriptor declares protocol version "2025-11-25", but the server negotiated "2099-01-01" when asked for it. Clients that rely on the declared version will get other behaviour. Capture the descriptor for the version the server speaks, or make the server support "2025-11-25".',
        },
      ],
    },
  ],
});
