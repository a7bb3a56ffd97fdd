import { ruleTester } from '../helpers/rule-tester.js';

const tool = (meta: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  capabilities: { tools: {} },
  tools: [{ name: 'trace', inputSchema: { type: 'object' }, _meta: meta, ...extra }],
});

ruleTester('mcp.meta.key-format', {
  valid: [
    { code: tool({ 'com.example/trace-level': 'debug', 'io.modelcontextprotocol/related-task': {}, traceId: 'a1' }) },
    { name: 'a prefix with an empty name', code: tool({ 'com.example/': true }) },
    {
      name: "an example argument called _meta is the tool's data, not MCP's _meta",
      code: {
        capabilities: { tools: {} },
        tools: [
          {
            name: 'trace',
            inputSchema: { type: 'object', properties: { _meta: { type: 'object' } } },
            interactionExamples: { first: { input: { _meta: { 'my key': 1 } }, result: { content: [] } } },
          },
        ],
      },
    },
    { name: 'in 2025-03-26, before the key format was defined', code: { protocolVersion: '2025-03-26', ...tool({ _internal: true }) } },
  ],
  invalid: [
    {
      name: 'a name that starts with "_"',
      code: tool({ _internal: true }),
      errors: [
        {
          pointer: '/tools/0/_meta/_internal',
          level: 'error',
          line: 13,
          column: 9,
          message:
            '_meta key "_internal" is not a valid _meta key: the name "_internal" must begin and end with a letter or digit, with only letters, digits, "-", "_" and "." between. MCP fixes the key format so that clients can parse keys and keys from different vendors cannot collide: rename it, putting your own keys under a prefix you control such as "com.example/".',
        },
      ],
    },
    {
      name: 'a space in the name',
      path: 'case.mcp.yaml',
      code: tool({ 'my key': 1 }),
      errors: [
        {
          pointer: '/tools/0/_meta/my key',
          message:
            '_meta key "my key" is not a valid _meta key: the name "my key" must begin and end with a letter or digit, with only letters, digits, "-", "_" and "." between. MCP fixes the key format so that clients can parse keys and keys from different vendors cannot collide: rename it, putting your own keys under a prefix you control such as "com.example/".',
        },
      ],
    },
    {
      name: 'an empty label in the prefix',
      code: tool({ 'com..example/x': 1 }),
      errors: [
        {
          pointer: '/tools/0/_meta/com..example~1x',
          message:
            '_meta key "com..example/x" is not a valid _meta key: the prefix "com..example/" has an empty label: labels are separated by single dots. MCP fixes the key format so that clients can parse keys and keys from different vendors cannot collide: rename it, putting your own keys under a prefix you control such as "com.example/".',
        },
      ],
    },
    {
      name: 'a prefix label that ends with "-"',
      code: tool({ 'example-/x': 1 }),
      errors: [
        {
          pointer: '/tools/0/_meta/example-~1x',
          message:
            '_meta key "example-/x" is not a valid _meta key: the prefix label "example-" must start with a letter, end with a letter or digit, and contain only letters, digits and "-". MCP fixes the key format so that clients can parse keys and keys from different vendors cannot collide: rename it, putting your own keys under a prefix you control such as "com.example/".',
        },
      ],
    },
    {
      name: 'a "/" in the name',
      code: tool({ 'com.example/trace/level': 1 }),
      errors: [
        {
          pointer: '/tools/0/_meta/com.example~1trace~1level',
          message:
            '_meta key "com.example/trace/level" is not a valid _meta key: the name "trace/level" contains "/": only the prefix ends with "/". MCP fixes the key format so that clients can parse keys and keys from different vendors cannot collide: rename it, putting your own keys under a prefix you control such as "com.example/".',
        },
      ],
    },
    {
      name: 'on a resource',
      code: { capabilities: { resources: {} }, resources: [{ uri: 'tracer://traces/latest', name: 'latest', _meta: { 'retention days': 7 } }] },
      errors: [
        {
          pointer: '/resources/0/_meta/retention days',
          message:
            '_meta key "retention days" is not a valid _meta key: the name "retention days" must begin and end with a letter or digit, with only letters, digits, "-", "_" and "." between. MCP fixes the key format so that clients can parse keys and keys from different vendors cannot collide: rename it, putting your own keys under a prefix you control such as "com.example/".',
        },
      ],
    },
    {
      name: 'on a content block of an example result',
      code: tool({}, { interactionExamples: { first: { input: {}, result: { content: [{ type: 'text', text: 'ok', _meta: { 'trace.': 1 } }] } } } }),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/first/result/content/0/_meta/trace.',
          message:
            '_meta key "trace." is not a valid _meta key: the name "trace." must begin and end with a letter or digit, with only letters, digits, "-", "_" and "." between. MCP fixes the key format so that clients can parse keys and keys from different vendors cannot collide: rename it, putting your own keys under a prefix you control such as "com.example/".',
        },
      ],
    },
  ],
});
