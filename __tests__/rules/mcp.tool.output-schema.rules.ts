import { ruleTester } from '../helpers/rule-tester.js';
import type { JsonObject } from '../../src/util/json.js';

const tool = (outputSchema: JsonObject, protocolVersion?: string) => ({
  ...(protocolVersion ? { protocolVersion } : {}),
  capabilities: { tools: {} },
  tools: [{ name: 'run_build', inputSchema: { type: 'object' }, outputSchema }],
});

ruleTester('mcp.tool.output-schema', {
  valid: [
    { code: tool({ type: 'object', properties: { status: { enum: ['passed', 'failed'] } }, required: ['status'] }) },
    { name: 'a non-object root is fine in 2026-07-28', code: tool({ type: 'array', items: { type: 'string' } }, '2026-07-28') },
    {
      name: 'before 2025-06-18 tools have no outputSchema, so the rule does not apply',
      code: tool({ type: 'object', properties: { status: { enum: 'passed' } } }, '2025-03-26'),
    },
    {
      name: "a broken inputSchema is mcp.tool.input-schema's to report",
      code: {
        capabilities: { tools: {} },
        tools: [{ name: 'run_build', inputSchema: { type: 'object', properties: { id: { type: 'strng' } } }, outputSchema: { type: 'object' } }],
      },
    },
  ],
  invalid: [
    {
      name: 'an enum that is not a list',
      code: tool({ type: 'object', properties: { status: { enum: 'passed' } } }, '2025-06-18'),
      errors: [
        {
          pointer: '/tools/0/outputSchema/properties/status/enum',
          level: 'error',
          line: 16,
          column: 21,
          message:
            '"outputSchema.properties.status.enum" must be an array, but it is a string ("passed"). Correct it: the schema is read as JSON Schema draft-07: MCP states no dialect for tool schemas before 2025-11-25, and the schema of MCP 2025-06-18 is itself written in draft-07.',
        },
      ],
    },
    {
      name: 'a $ref to a definition that does not exist',
      code: tool({ type: 'object', properties: { artifacts: { type: 'array', items: { $ref: '#/definitions/artifact' } } } }),
      errors: [
        {
          pointer: '/tools/0/outputSchema/properties/artifacts/items/$ref',
          message:
            '"outputSchema.properties.artifacts.items.$ref" is "#/definitions/artifact", which leads to nothing in this schema. Point it at an existing definition, or add the definition there.',
        },
      ],
    },
    {
      name: 'a negative minItems, in the 2020-12 default dialect',
      path: 'case.mcp.yaml',
      code: tool({ type: 'object', properties: { artifacts: { type: 'array', minItems: -1 } } }),
      errors: [
        {
          pointer: '/tools/0/outputSchema/properties/artifacts/minItems',
          message:
            '"outputSchema.properties.artifacts.minItems" must be at least 0, not -1. Correct it: the schema is read as JSON Schema 2020-12, what MCP 2025-11-25 uses for a schema without "$schema".',
        },
      ],
    },
    {
      name: 'an unsupported $schema',
      code: tool({ $schema: 'https://json-schema.org/draft/2021-12/schema', type: 'object' }),
      errors: [
        {
          pointer: '/tools/0/outputSchema/$schema',
          message:
            '"outputSchema.$schema" is "https://json-schema.org/draft/2021-12/schema", a JSON Schema dialect mcpdesc cannot check, and MCP clients must reject schemas in dialects they do not support. Did you mean "https://json-schema.org/draft/2020-12/schema"?',
        },
      ],
    },
  ],
});
