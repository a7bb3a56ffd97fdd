import { ruleTester } from '../helpers/rule-tester.js';

const DEPTH = (max: number) => `Nesting is deeper than ${max} levels; mcpdesc stops reading here. Flatten the structure or raise limits.maxDepth.`;
const SMALL = '{"protocolVersion":"2025-11-25","tools":[]}\n';
const TOOL = '{\n  "protocolVersion": "2025-11-25",\n  "tools": [\n    { "name": "a", "inputSchema": { "type": "object" } }\n  ]\n}\n';

ruleTester('mcpdesc.document.limits', {
  valid: [
    { code: { tools: [{ name: 'search', inputSchema: { type: 'object' } }] } },
    {
      name: 'nesting exactly at maxDepth (the "type" string is 4 levels down)',
      code: TOOL,
      limits: { maxDepth: 4 },
    },
    {
      name: 'exactly maxNodes values',
      code: TOOL,
      limits: { maxNodes: 7 },
    },
    {
      name: 'brackets in a YAML comment or a quoted string are not nesting',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\n# [[[[ not nesting\ninstructions: "{{{{ not nesting either"\n',
      limits: { maxDepth: 2 },
    },
    {
      name: 'a YAML alias used once when one is allowed',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\ncapabilities: &caps\n  tools: {}\nx-copy: *caps\n',
      limits: { maxAliases: 1 },
    },
    {
      name: 'a file exactly maxFileBytes long',
      code: SMALL,
      bytes: Buffer.from(SMALL),
      limits: { maxFileBytes: 44 },
    },
  ],
  invalid: [
    {
      name: 'JSON nested deeper than maxDepth',
      code: TOOL,
      limits: { maxDepth: 3 },
      errors: [{ pointer: '/tools/0/inputSchema/type', level: 'error', line: 4, column: 45, message: DEPTH(3) }],
    },
    {
      name: 'block YAML nested deeper than maxDepth',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\ntools:\n  - name: deep\n    inputSchema:\n      type: object\n',
      limits: { maxDepth: 3 },
      errors: [{ pointer: '/tools/0/inputSchema/type', line: 5, column: 13, message: DEPTH(3) }],
    },
    {
      name: 'flow YAML brackets deeper than maxDepth are refused before parsing',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\ntools: [{name: deep, inputSchema: {type: object, properties: {}}}]\n',
      limits: { maxDepth: 3 },
      errors: [{ pointer: '', line: 2, column: 62, message: DEPTH(3) }],
    },
    {
      name: 'more JSON values than maxNodes',
      code: TOOL,
      limits: { maxNodes: 5 },
      errors: [
        {
          pointer: '/tools/0/inputSchema',
          line: 4,
          column: 35,
          message: 'The document has more than 5 values; mcpdesc stops reading here. Split the descriptor or raise limits.maxNodes.',
        },
      ],
    },
    {
      name: 'YAML alias expansions count against maxNodes',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\ncapabilities: &caps\n  tools: {}\nx-copy: *caps\nx-again: *caps\n',
      limits: { maxNodes: 6 },
      errors: [
        {
          pointer: '/x-copy/tools',
          line: 3,
          column: 10,
          message:
            'The document has more than 6 values (counting YAML alias expansions); mcpdesc stops reading here. Split the descriptor or raise limits.maxNodes.',
        },
      ],
    },
    {
      name: 'more YAML aliases than maxAliases',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\ncapabilities: &caps\n  tools: {}\nx-copy: *caps\nx-again: *caps\n',
      limits: { maxAliases: 1 },
      errors: [
        {
          pointer: '/x-again',
          line: 5,
          column: 10,
          message: 'The document uses more than 1 YAML aliases; mcpdesc stops reading here. Write the values out or raise limits.maxAliases.',
        },
      ],
    },
    {
      name: 'a JSON string longer than maxStringLength',
      code: '{\n  "protocolVersion": "2025-11-25",\n  "instructions": "Call search before anything else."\n}\n',
      limits: { maxStringLength: 20 },
      errors: [
        {
          pointer: '/instructions',
          line: 3,
          column: 19,
          message: 'A string of 33 characters is longer than the limit of 20. Shorten it or raise limits.maxStringLength.',
        },
      ],
    },
    {
      name: 'a YAML string longer than maxStringLength',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\ninstructions: Call search before anything else.\n',
      limits: { maxStringLength: 20 },
      errors: [
        {
          pointer: '/instructions',
          line: 2,
          column: 15,
          message: 'A string of 33 characters is longer than the limit of 20. Shorten it or raise limits.maxStringLength.',
        },
      ],
    },
    {
      name: 'a file larger than maxFileBytes is not read',
      code: SMALL,
      bytes: Buffer.from(SMALL),
      limits: { maxFileBytes: 43 },
      errors: [
        {
          pointer: '',
          line: 1,
          column: 1,
          message: 'The file is 44 bytes, more than the limit of 43; mcpdesc did not read it. Split the descriptor or raise limits.maxFileBytes.',
        },
      ],
    },
  ],
});
