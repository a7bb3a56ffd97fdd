import { ruleTester } from '../helpers/rule-tester.js';

const tool = (fields: Record<string, unknown>) => ({ tools: [{ name: 'search', inputSchema: { type: 'object' }, ...fields }] });

/** A server registering a tool whose output is a list, under the given SDK import. */
const ALERTS = (sdk: string) => `${sdk}
import { z } from "zod";
const server = new McpServer({ name: "weather", version: "1.0.0" });
server.registerTool(
  "get_alerts",
  { description: "Lists the weather alerts of a state.", inputSchema: z.object({ state: z.string() }), outputSchema: z.array(z.object({ event: z.string() })) },
  async () => ({ content: [], structuredContent: [] }),
);
`;

ruleTester('mcp.schema.tool', {
  valid: [
    { path: 'case.mcp.yaml', code: tool({ description: 'Search the docs', annotations: { readOnlyHint: true }, outputSchema: { type: 'object' } }) },
    {
      name: 'a boolean subschema in properties is allowed from 2026-07-28',
      code: { protocolVersion: '2026-07-28', ...tool({ inputSchema: { type: 'object', properties: { q: true } } }) },
    },
    {
      name: 'outputSchema without "type" is allowed from 2026-07-28',
      code: { protocolVersion: '2026-07-28', ...tool({ outputSchema: { properties: {} } }) },
    },
    {
      name: "mcpdesc's tool extensions and unknown keys are not schema errors",
      path: 'case.mcp.yaml',
      code: tool({ 'x-owner': 'docs-team', interactionExamples: { basic: { input: 5, result: {} } } }),
    },
    {
      name: 'an array-rooted outputSchema in a server on SDK v2, which wraps it in {result: …} for clients before 2026-07-28',
      path: 'src/server.ts',
      format: 'typescript-source',
      code: ALERTS('import { McpServer } from "@modelcontextprotocol/server";'),
    },
    {
      // SDK v1 from 1.23 on serves a zod schema that is no object as none (outputSchema) or an empty object
      // (inputSchema); the reader lists it as not statically known rather than judge what is not sent.
      name: 'an array-rooted outputSchema in a server on SDK v1, which leaves out a zod outputSchema that is no object',
      path: 'src/server.ts',
      format: 'typescript-source',
      code: ALERTS('import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";'),
    },
    {
      name: 'an empty inputSchema handed to registerTool or server.tool is a zod raw shape: no arguments, served as {"type":"object"}',
      path: 'src/server.ts',
      format: 'typescript-source',
      code: [
        'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
        'const server = new McpServer({ name: "clock", version: "1.0.0" });',
        'const nowDefinition = { name: "now", description: "Tells the time.", inputSchema: {} };',
        'server.registerTool("today", { description: "Tells the date.", inputSchema: {} }, async () => ({ content: [] }));',
        'server.registerTool(nowDefinition.name, { description: nowDefinition.description, inputSchema: nowDefinition.inputSchema }, async () => ({ content: [] }));',
        'server.tool("zone", "Names the time zone.", {}, async () => ({ content: [] }));',
        '',
      ].join('\n'),
    },
  ],
  invalid: [
    {
      name: 'near miss: a low-level tools/list handler sends its inputSchema as written, so one of type "string" is wrong',
      path: 'src/server.ts',
      format: 'typescript-source',
      code: [
        'import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";',
        'server.setRequestHandler(ListToolsRequestSchema, async () => ({',
        '  tools: [{ name: "now", description: "Tells the time.", inputSchema: { type: "string" } }],',
        '}));',
        '',
      ].join('\n'),
      errors: [{ pointer: '/tools/0/inputSchema/type', line: 3, message: '"inputSchema.type" must be "object", not "string". Set it to "object".' }],
    },
    {
      name: 'near miss: and an empty one lacks the "type" the protocol requires',
      path: 'src/server.ts',
      format: 'typescript-source',
      code: [
        'import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";',
        'server.setRequestHandler(ListToolsRequestSchema, async () => ({',
        '  tools: [{ name: "now", description: "Tells the time.", inputSchema: {} }],',
        '}));',
        '',
      ].join('\n'),
      errors: [
        {
          pointer: '/tools/0/inputSchema',
          line: 3,
          message: 'Missing required property "type" in "inputSchema" (required in 2024-11-05, 2025-03-26, 2025-06-18 and 2025-11-25). Add "type".',
        },
      ],
    },
    {
      name: 'a committed tools/list array, read in the newest protocol version: the fix renames the key where it is',
      path: 'testdata/toolsets-full-tools.json',
      format: 'mcp-tool-list',
      output:
        '[\n  {\n    "name": "search",\n    "inputSchema": {\n      "type": "object"\n    }\n  },\n  {\n    "name": "fetch",\n    "inputSchema": {\n      "type": "object"\n    }\n  }\n]\n',
      code: [
        { name: 'search', inputSchema: { type: 'object' } },
        { name: 'fetch', inputschema: { type: 'object' } },
      ],
      errors: [
        {
          pointer: '/1',
          line: 8,
          column: 3,
          message: 'Missing required property "inputSchema" in this tool (required in 2026-07-28). Found "inputschema": did you mean "inputSchema"?',
        },
      ],
    },
    {
      name: 'a mistyped inputSchema and a hint given as a string',
      output:
        '{\n  "protocolVersion": "2025-11-25",\n  "tools": [\n    {\n      "name": "create_issue",\n      "inputSchema": {\n        "type": "object"\n      },\n      "annotations": {\n        "readOnlyHint": "false"\n      }\n    }\n  ]\n}\n',
      code: { tools: [{ name: 'create_issue', inputschema: { type: 'object' }, annotations: { readOnlyHint: 'false' } }] },
      errors: [
        {
          pointer: '/tools/0',
          level: 'error',
          line: 4,
          column: 5,
          message: 'Missing required property "inputSchema" in this tool (required in 2025-11-25). Found "inputschema": did you mean "inputSchema"?',
        },
        {
          pointer: '/tools/0/annotations/readOnlyHint',
          line: 10,
          column: 25,
          message: '"annotations.readOnlyHint" must be a boolean, but it is a string ("false"). Write false without quotes.',
        },
      ],
    },
    {
      code: { tools: [{ inputSchema: { type: 'object' } }] },
      errors: [{ pointer: '/tools/0', message: 'Missing required property "name" in this tool (required in 2025-11-25). Add "name".' }],
    },
    {
      name: 'an input schema whose root is not an object schema',
      code: tool({ inputSchema: { type: 'array' } }),
      errors: [{ pointer: '/tools/0/inputSchema/type', message: '"inputSchema.type" must be "object", not "array". Set it to "object".' }],
    },
    {
      code: tool({ inputSchema: { properties: {} } }),
      errors: [{ pointer: '/tools/0/inputSchema', message: 'Missing required property "type" in "inputSchema" (required in 2025-11-25). Add "type".' }],
    },
    {
      name: 'a boolean subschema in properties before 2026-07-28',
      code: tool({ inputSchema: { type: 'object', properties: { q: true } } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/q',
          message: '"inputSchema.properties.q" must be an object, but it is a boolean (true). Write an object here.',
        },
      ],
    },
    {
      code: tool({ inputSchema: { type: 'object', required: 'q' } }),
      errors: [
        { pointer: '/tools/0/inputSchema/required', message: '"inputSchema.required" must be an array, but it is a string ("q"). Write an array here.' },
      ],
    },
    {
      name: 'outputSchema needs "type" up to 2025-11-25',
      code: tool({ outputSchema: { properties: {} } }),
      errors: [{ pointer: '/tools/0/outputSchema', message: 'Missing required property "type" in "outputSchema" (required in 2025-11-25). Add "type".' }],
    },
    {
      code: tool({ execution: { taskSupport: 'always' } }),
      errors: [
        {
          pointer: '/tools/0/execution/taskSupport',
          message: '"execution.taskSupport" must be "forbidden", "optional" or "required", not "always". Use one of these.',
        },
      ],
    },
    {
      code: { tools: [{ name: 42, description: ['Search'], inputSchema: 'object' }] },
      errors: [
        { pointer: '/tools/0/name', message: '"name" must be a string, but it is an integer (42). Write a string here.' },
        { pointer: '/tools/0/description', message: '"description" must be a string, but it is an array. Write a string here.' },
        { pointer: '/tools/0/inputSchema', message: '"inputSchema" must be an object, but it is a string ("object"). Write an object here.' },
      ],
    },
  ],
});
