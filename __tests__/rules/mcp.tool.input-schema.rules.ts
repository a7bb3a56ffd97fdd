import { ruleTester } from '../helpers/rule-tester.js';
import type { JsonObject } from '../../src/util/json.js';

const tool = (inputSchema: JsonObject, protocolVersion?: string) => ({
  ...(protocolVersion ? { protocolVersion } : {}),
  capabilities: { tools: {} },
  tools: [{ name: 'create_account', inputSchema }],
});

const DEFAULT_2020 = 'Correct it: the schema is read as JSON Schema 2020-12, what MCP 2025-11-25 uses for a schema without "$schema".';

ruleTester('mcp.tool.input-schema', {
  valid: [
    { code: tool({ type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] }) },
    {
      name: 'a $ref to a definition that exists',
      code: tool({ type: 'object', properties: { plan: { $ref: '#/$defs/plan' } }, $defs: { plan: { enum: ['free', 'pro'] } } }),
    },
    {
      name: 'a declared draft-07 schema',
      code: tool({
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { tags: { type: 'array', items: [{ type: 'string' }], additionalItems: false } },
      }),
    },
    {
      name: 'an unknown $schema before 2025-11-25 is ignored (read as draft-07)',
      code: tool({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' }, '2025-06-18'),
    },
    {
      name: 'a non-array "required" is mcp.schema.tool\'s to report, not this rule\'s',
      code: tool({ type: 'object', properties: { email: { type: 'string' } }, required: 'email' }),
    },
  ],
  invalid: [
    {
      name: 'a misspelt type',
      code: tool({ type: 'object', properties: { email: { type: 'strng' } } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/email/type',
          level: 'error',
          line: 13,
          column: 21,
          message: `"inputSchema.properties.email.type" must be one of "array", "boolean", "integer", "null", "number", "object" or "string", not "strng". Did you mean "string"? ${DEFAULT_2020}`,
        },
      ],
    },
    {
      name: 'a keyword value of the wrong type',
      code: tool({ type: 'object', properties: { age: { type: 'integer', minimum: '18' } } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/age/minimum',
          message: `"inputSchema.properties.age.minimum" must be a number, but it is a string ("18"). ${DEFAULT_2020}`,
        },
      ],
    },
    {
      name: 'a repeated name in "required"',
      code: tool({ type: 'object', properties: { email: { type: 'string' } }, required: ['email', 'email'] }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/required',
          message: `"inputSchema.required" must not repeat an item (the items at [0] and [1] are equal). ${DEFAULT_2020}`,
        },
      ],
    },
    {
      name: 'a $ref that leaves the schema',
      code: tool({ type: 'object', properties: { address: { $ref: 'https://schemas.example.com/address.json' } } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/address/$ref',
          message:
            '"inputSchema.properties.address.$ref" points outside this schema ("https://schemas.example.com/address.json"). mcpdesc never fetches schemas and MCP clients must not either, so the reference cannot be resolved. Copy the definition into "$defs" and refer to it as "#/$defs/<name>".',
        },
      ],
    },
    {
      name: 'a $ref to a definition that does not exist',
      code: tool({ type: 'object', properties: { plan: { $ref: '#/$defs/plan' } } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/plan/$ref',
          message:
            '"inputSchema.properties.plan.$ref" is "#/$defs/plan", which leads to nothing in this schema. Point it at an existing definition, or add the definition there.',
        },
      ],
    },
    {
      name: 'a $ref to an anchor that does not exist',
      code: tool({ type: 'object', properties: { plan: { $ref: '#plan' } } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/plan/$ref',
          message: '"inputSchema.properties.plan.$ref" does not resolve to anything in this schema. Point it at an existing definition, e.g. "#/$defs/<name>".',
        },
      ],
    },
    {
      name: 'a pattern that is not a regular expression',
      code: tool({ type: 'object', properties: { handle: { type: 'string', pattern: '^[a-z(+$' } } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/handle/pattern',
          message:
            '"inputSchema.properties.handle.pattern" is not a valid regular expression (Unterminated character class): "^[a-z(+$". JSON Schema patterns are ECMA-262 regular expressions; fix or escape it.',
        },
      ],
    },
    {
      name: 'an unsupported $schema close to a supported one',
      code: tool({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/$schema',
          message:
            '"inputSchema.$schema" is "http://json-schema.org/draft-04/schema#", a JSON Schema dialect mcpdesc cannot check, and MCP clients must reject schemas in dialects they do not support. Did you mean "http://json-schema.org/draft-07/schema#"?',
        },
      ],
    },
    {
      name: 'an unsupported $schema unlike any supported one',
      code: tool({ $schema: 'https://example.com/dialects/strict', type: 'object' }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/$schema',
          message:
            '"inputSchema.$schema" is "https://example.com/dialects/strict", a JSON Schema dialect mcpdesc cannot check, and MCP clients must reject schemas in dialects they do not support. Write the schema in JSON Schema 2020-12 and omit "$schema"; mcpdesc also checks "https://json-schema.org/draft/2019-09/schema" and "http://json-schema.org/draft-07/schema#".',
        },
      ],
    },
    {
      name: 'a declared dialect is named in the message',
      code: tool({ $schema: 'https://json-schema.org/draft/2019-09/schema', type: 'object', properties: { body: { type: 'string', maxLength: -1 } } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/body/maxLength',
          message:
            '"inputSchema.properties.body.maxLength" must be at least 0, not -1. Correct it: the schema is read as JSON Schema 2019-09, as its "$schema" says.',
        },
      ],
    },
    {
      name: 'before 2025-11-25 schemas are read as draft-07',
      path: 'case.mcp.yaml',
      code: tool({ type: 'object', properties: { title: { type: 'string', required: true } } }, '2025-03-26'),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/title/required',
          message:
            '"inputSchema.properties.title.required" must be an array, but it is a boolean (true). Correct it: the schema is read as JSON Schema draft-07: MCP states no dialect for tool schemas before 2025-11-25, and the schema of MCP 2025-03-26 is itself written in draft-07.',
        },
      ],
    },
    {
      name: 'a schema larger than limits.maxSchemaNodes is not compiled',
      limits: { maxSchemaNodes: 5 },
      code: tool({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema',
          message:
            '"inputSchema" is too large to check safely: it has more than 5 values (limits.maxSchemaNodes), and compiling an untrusted schema costs time and memory that grow faster than its size. Simplify the schema, or raise the limit if it is legitimate.',
        },
      ],
    },
  ],
});
