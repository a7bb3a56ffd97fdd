import { ruleTester } from '../helpers/rule-tester.js';

const SUPPORTED = '2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25, 2026-07-28';
const unsupported = (declared: string, advice: string) =>
  `"${declared}" is not an MCP protocol version mcpdesc supports, so the rest of the file was not checked. ${advice}`;
const notString = (described: string) => `"protocolVersion" must be a string such as "2026-07-28", but it is ${described}. Quote the date.`;

ruleTester('mcpdesc.document.protocol-version', {
  valid: [
    { code: { protocolVersion: '2025-11-25', tools: [] } },
    { code: { protocolVersion: '2024-11-05', tools: [] } },
    { code: { protocolVersion: '2026-07-28', tools: [] } },
    {
      name: 'an unquoted date in YAML is still a string',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: 2025-06-18\ntools: []\n',
    },
    { name: 'a list of the versions the server speaks', code: { protocolVersion: ['2025-06-18', '2025-11-25'], tools: [] } },
    { name: 'a list of one version', code: { protocolVersion: ['2026-07-28'], tools: [] } },
    {
      name: 'a YAML list in any order, dates unquoted',
      path: 'case.mcp.yaml',
      code: 'protocolVersion:\n  - 2025-11-25\n  - 2025-06-18\ntools: []\n',
    },
    {
      name: "a file that is not an object is the structure rule's finding",
      code: '[{ "protocolVersion": "2025-11-25" }]\n',
    },
  ],
  invalid: [
    {
      name: 'no protocolVersion at all',
      path: 'case.mcp.yaml',
      code: 'serverInfo:\n  name: forgetful\n  version: 1.0.0\ntools: []\n',
      errors: [
        {
          pointer: '',
          level: 'error',
          line: 1,
          column: 1,
          message: `The descriptor does not declare "protocolVersion", so mcpdesc cannot tell which MCP revision to check it against. Add "protocolVersion": "2026-07-28" (or the revision your server speaks: ${SUPPORTED}).`,
        },
      ],
    },
    {
      name: 'a number instead of a date string',
      code: { protocolVersion: 20251125, tools: [] },
      errors: [{ pointer: '/protocolVersion', line: 2, column: 22, message: notString('an integer (20251125)') }],
    },
    {
      code: { protocolVersion: null, tools: [] },
      errors: [{ pointer: '/protocolVersion', message: notString('null') }],
    },
    {
      name: 'a date written with slashes',
      output: '{\n  "protocolVersion": "2025-06-18",\n  "tools": []\n}\n',
      code: { protocolVersion: '2025/06/18', tools: [] },
      errors: [{ pointer: '/protocolVersion', message: unsupported('2025/06/18', 'Did you mean "2025-06-18"?') }],
    },
    {
      name: 'a month without its leading zero',
      output: '{\n  "protocolVersion": "2025-06-18",\n  "tools": []\n}\n',
      code: { protocolVersion: '2025-6-18', tools: [] },
      errors: [{ pointer: '/protocolVersion', message: unsupported('2025-6-18', 'Did you mean "2025-06-18"?') }],
    },
    {
      name: 'a date without separators',
      output: '{\n  "protocolVersion": "2025-11-25",\n  "tools": []\n}\n',
      code: { protocolVersion: '20251125', tools: [] },
      errors: [{ pointer: '/protocolVersion', message: unsupported('20251125', 'Did you mean "2025-11-25"?') }],
    },
    {
      name: 'a typo close to a known version',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-06-81"\ntools: []\n',
      errors: [{ pointer: '/protocolVersion', line: 1, column: 18, message: unsupported('2025-06-81', 'Did you mean "2025-06-18"?') }],
    },
    {
      code: { protocolVersion: 'latest', tools: [] },
      errors: [{ pointer: '/protocolVersion', message: unsupported('latest', 'Declare a dated revision instead; the newest is "2026-07-28".') }],
    },
    {
      code: { protocolVersion: 'draft', tools: [] },
      errors: [{ pointer: '/protocolVersion', message: unsupported('draft', 'Declare a dated revision instead; the newest is "2026-07-28".') }],
    },
    {
      name: 'a revision newer than mcpdesc knows',
      code: { protocolVersion: '2027-03-01', tools: [] },
      errors: [
        {
          pointer: '/protocolVersion',
          message: unsupported(
            '2027-03-01',
            `It looks like a revision newer than 2026-07-28, the newest mcpdesc knows: upgrade mcpdesc, or declare one of ${SUPPORTED}.`,
          ),
        },
      ],
    },
    {
      name: 'an old date far from any known version',
      code: { protocolVersion: '2023-01-01', tools: [] },
      errors: [{ pointer: '/protocolVersion', message: unsupported('2023-01-01', `Use one of ${SUPPORTED}.`) }],
    },
    {
      name: 'an empty list',
      code: { protocolVersion: [], tools: [] },
      errors: [
        {
          pointer: '/protocolVersion',
          line: 2,
          column: 22,
          message: `"protocolVersion" is an empty list, so mcpdesc cannot tell which MCP revision to check the descriptor against and did not check the rest of the file. List the revisions your server speaks, such as ["2026-07-28"] (supported: ${SUPPORTED}).`,
        },
      ],
    },
    {
      name: 'a list with a near miss, a number and a repeated version: each entry at its place',
      output: 'protocolVersion: ["2025-06-18", "2025-06-18", 3, "2025-06-18"]\ntools: []\n',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: ["2025-06-18", "2025-6-18", 3, "2025-06-18"]\ntools: []\n',
      errors: [
        { pointer: '/protocolVersion/1', line: 1, column: 33, message: unsupported('2025-6-18', 'Did you mean "2025-06-18"?') },
        {
          pointer: '/protocolVersion/2',
          line: 1,
          column: 46,
          message: 'Each entry of "protocolVersion" must be a string such as "2026-07-28", but entry 2 is an integer (3). Quote the date.',
        },
        {
          pointer: '/protocolVersion/3',
          line: 1,
          column: 49,
          message:
            '"protocolVersion" lists "2025-06-18" twice (entries 0 and 3), so the rest of the file was not checked: a list names each revision the server speaks once. Remove entry 3.',
        },
      ],
    },
    {
      name: 'a list entry newer than mcpdesc knows',
      code: { protocolVersion: ['2025-11-25', 'latest'], tools: [] },
      errors: [{ pointer: '/protocolVersion/1', message: unsupported('latest', 'Declare a dated revision instead; the newest is "2026-07-28".') }],
    },
    {
      name: 'a version that is no date',
      code: { protocolVersion: 'v1', tools: [] },
      errors: [{ pointer: '/protocolVersion', message: unsupported('v1', `Use one of ${SUPPORTED}.`) }],
    },
  ],
});
