import { ruleTester } from '../helpers/rule-tester.js';

const extensions = (value: Record<string, unknown>) => ({
  capabilities: { tools: {}, extensions: value },
  tools: [{ name: 'build', inputSchema: { type: 'object' } }],
});

ruleTester('mcp.capabilities.extension-id', {
  version: '2026-07-28',
  valid: [
    { code: extensions({ 'io.modelcontextprotocol/tasks': {}, 'com.example/build-cache': { ttl: 60 } }) },
    {
      name: 'a bare name under experimental, which is not an extension identifier',
      code: { capabilities: { tools: {}, experimental: { tasks: {} } }, tools: [{ name: 'build', inputSchema: { type: 'object' } }] },
    },
    { name: 'in 2025-11-25, where the rule does not apply', code: { protocolVersion: '2025-11-25', ...extensions({ tasks: {} }) } },
  ],
  invalid: [
    {
      name: 'the bare name of an official extension',
      code: extensions({ tasks: {} }),
      errors: [
        {
          pointer: '/capabilities/extensions/tasks',
          level: 'error',
          line: 6,
          column: 7,
          message:
            'Extension identifier "tasks" is not valid: it has no prefix: start it with a reverse-DNS prefix you control and "/", such as "com.example/". Clients recognise an extension only by its full identifier, such as "io.modelcontextprotocol/tasks": rename it to one. Did you mean "io.modelcontextprotocol/tasks"?',
        },
      ],
    },
    {
      name: 'an official extension in capitals',
      code: extensions({ UI: {} }),
      errors: [
        {
          pointer: '/capabilities/extensions/UI',
          message:
            'Extension identifier "UI" is not valid: it has no prefix: start it with a reverse-DNS prefix you control and "/", such as "com.example/". Clients recognise an extension only by its full identifier, such as "io.modelcontextprotocol/tasks": rename it to one. Did you mean "io.modelcontextprotocol/ui"?',
        },
      ],
    },
    {
      name: 'a bare name that is not an official extension gets no suggestion',
      code: extensions({ 'build-cache': {} }),
      errors: [
        {
          pointer: '/capabilities/extensions/build-cache',
          message:
            'Extension identifier "build-cache" is not valid: it has no prefix: start it with a reverse-DNS prefix you control and "/", such as "com.example/". Clients recognise an extension only by its full identifier, such as "io.modelcontextprotocol/tasks": rename it to one.',
        },
      ],
    },
    {
      name: 'a space in the name',
      path: 'case.mcp.yaml',
      code: extensions({ 'example.com/build cache': {} }),
      errors: [
        {
          pointer: '/capabilities/extensions/example.com~1build cache',
          message:
            'Extension identifier "example.com/build cache" is not valid: the name "build cache" must begin and end with a letter or digit, with only letters, digits, "-", "_" and "." between. Clients recognise an extension only by its full identifier, such as "io.modelcontextprotocol/tasks": rename it to one.',
        },
      ],
    },
    {
      name: 'an empty label in the prefix',
      code: extensions({ 'com..example/build': {} }),
      errors: [
        {
          pointer: '/capabilities/extensions/com..example~1build',
          message:
            'Extension identifier "com..example/build" is not valid: the prefix "com..example/" has an empty label: labels are separated by single dots. Clients recognise an extension only by its full identifier, such as "io.modelcontextprotocol/tasks": rename it to one.',
        },
      ],
    },
    {
      name: 'a prefix label that starts with a digit',
      code: extensions({ '1example.com/build': {} }),
      errors: [
        {
          pointer: '/capabilities/extensions/1example.com~1build',
          message:
            'Extension identifier "1example.com/build" is not valid: the prefix label "1example" must start with a letter, end with a letter or digit, and contain only letters, digits and "-". Clients recognise an extension only by its full identifier, such as "io.modelcontextprotocol/tasks": rename it to one.',
        },
      ],
    },
    {
      name: 'a second "/"',
      code: extensions({ 'com.example/build/cache': {} }),
      errors: [
        {
          pointer: '/capabilities/extensions/com.example~1build~1cache',
          message:
            'Extension identifier "com.example/build/cache" is not valid: the name "build/cache" contains "/": only the prefix ends with "/". Clients recognise an extension only by its full identifier, such as "io.modelcontextprotocol/tasks": rename it to one.',
        },
      ],
    },
  ],
});
