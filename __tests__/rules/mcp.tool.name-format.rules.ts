import { ruleTester } from '../helpers/rule-tester.js';

const tool = (name: unknown) => ({ capabilities: { tools: {} }, tools: [{ name, inputSchema: { type: 'object' } }] });

ruleTester('mcp.tool.name-format', {
  valid: [
    { name: 'a portable name in a tool snapshot', path: '__toolsnaps__/get_weather.snap', format: 'mcp-tool-list', code: tool('get_weather').tools[0] },
    { code: tool('get_weather') },
    { code: tool('weather.get-forecast_v2') },
    { name: 'a portable name in 2024-11-05', code: { protocolVersion: '2024-11-05', ...tool('get_weather') } },
  ],
  invalid: [
    {
      name: 'a tool snapshot, read in the newest protocol version',
      path: '__toolsnaps__/get_weather.snap',
      format: 'mcp-tool-list',
      code: tool('get weather').tools[0],
      errors: [
        {
          pointer: '/name',
          line: 2,
          column: 11,
          message:
            'Tool name "get weather" contains a space. Tool names should use only A-Z, a-z, 0-9, "_", "-" and "." (MCP\'s naming guidance; clients and model APIs reject other names in every protocol version), so that every client and model can call them: rename it, e.g. to "get_weather".',
        },
      ],
    },
    {
      code: tool('get weather'),
      errors: [
        {
          pointer: '/tools/0/name',
          level: 'warning',
          line: 8,
          column: 15,
          message:
            'Tool name "get weather" contains a space. Tool names should use only A-Z, a-z, 0-9, "_", "-" and "." (MCP\'s naming guidance; clients and model APIs reject other names in every protocol version), so that every client and model can call them: rename it, e.g. to "get_weather".',
        },
      ],
    },
    {
      name: 'a name with a space before 2025-11-25: clients reject it there too',
      code: { protocolVersion: '2025-06-18', ...tool('get weather') },
      errors: [
        {
          pointer: '/tools/0/name',
          level: 'warning',
          message:
            'Tool name "get weather" contains a space. Tool names should use only A-Z, a-z, 0-9, "_", "-" and "." (MCP\'s naming guidance; clients and model APIs reject other names in every protocol version), so that every client and model can call them: rename it, e.g. to "get_weather".',
        },
      ],
    },
    {
      name: 'a file declaring versions before and from 2025-11-25 gets one finding per name',
      code: { protocolVersion: ['2025-06-18', '2025-11-25'], ...tool('get weather') },
      errors: [
        {
          pointer: '/tools/0/name',
          level: 'warning',
          message:
            'Tool name "get weather" contains a space. Tool names should use only A-Z, a-z, 0-9, "_", "-" and "." (MCP\'s naming guidance; clients and model APIs reject other names in every protocol version), so that every client and model can call them: rename it, e.g. to "get_weather".',
        },
      ],
    },
    {
      name: 'a slash and a tab in 2024-11-05',
      code: { protocolVersion: '2024-11-05', ...tool('notes/add\tnote') },
      errors: [
        {
          pointer: '/tools/0/name',
          message:
            'Tool name "notes/add\\tnote" contains "/" and "\\t". Tool names should use only A-Z, a-z, 0-9, "_", "-" and "." (MCP\'s naming guidance; clients and model APIs reject other names in every protocol version), so that every client and model can call them: rename it, e.g. to "notes_add_note".',
        },
      ],
    },
    {
      code: tool(''),
      errors: [
        {
          pointer: '/tools/0/name',
          message: 'The tool name is empty. Clients show and call tools by name; give it 1 to 128 characters from A-Z, a-z, 0-9, "_", "-" and ".".',
        },
      ],
    },
    {
      path: 'case.mcp.yaml',
      code: tool('x'.repeat(129)),
      errors: [
        { pointer: '/tools/0/name', message: `Tool name "${'x'.repeat(59)}…" is 129 characters long; MCP tool names should have at most 128. Shorten it.` },
      ],
    },
  ],
});
