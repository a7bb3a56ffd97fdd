import { ruleTester } from '../helpers/rule-tester.js';
import type { JsonObject } from '../../src/util/json.js';

const tool = (inputSchema: JsonObject, protocolVersion?: string) => ({
  ...(protocolVersion ? { protocolVersion } : {}),
  capabilities: { tools: {} },
  tools: [{ name: 'add_contact', inputSchema }],
});

const DEFAULT_2020 = 'The schema is read as JSON Schema 2020-12, what MCP 2025-11-25 uses for a schema without "$schema".';

ruleTester('mcpdesc.tool.schema-keywords', {
  valid: [
    { code: tool({ type: 'object', properties: { email: { type: 'string', format: 'email' }, phone: { type: ['string', 'null'] } }, required: ['email'] }) },
    { name: 'extension keywords starting with "x-"', code: tool({ type: 'object', properties: { tags: { type: 'array', 'x-ui-widget': 'chips' } } }) },
    {
      name: 'a property named like a misspelt keyword is a name, not a keyword',
      code: tool({ type: 'object', properties: { requried: { type: 'boolean' } } }),
    },
    {
      name: 'keyword-like data inside "default" is not schema',
      code: tool({ type: 'object', properties: { filter: { type: 'object', default: { nullable: true } } } }),
    },
    {
      name: 'prefixItems in a 2020-12 schema',
      code: tool({ type: 'object', properties: { point: { type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }] } } }),
    },
    {
      name: 'draft-07 schemas may keep definitions under "$defs"',
      code: tool({ type: 'object', properties: { id: { $ref: '#/$defs/id' } }, $defs: { id: { type: 'string' } } }, '2025-06-18'),
    },
    {
      name: 'a file that also speaks 2025-11-25 is read as 2020-12 in every version: the earlier ones state no dialect (containers/kubernetes-mcp-server)',
      code: {
        ...tool({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } }, dependentRequired: { a: ['b'] } }),
        protocolVersion: ['2025-06-18', '2025-11-25'],
      },
    },
    {
      name: 'an outputSchema before 2025-06-18 is not read',
      code: {
        protocolVersion: '2025-03-26',
        capabilities: { tools: {} },
        tools: [{ name: 'add_contact', inputSchema: { type: 'object' }, outputSchema: { type: 'object', nullable: true } }],
      },
    },
    {
      name: 'a schema in a dialect mcpdesc cannot check is not read',
      code: tool({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'object', requried: ['name'] }),
    },
  ],
  invalid: [
    {
      name: 'a misspelt keyword',
      code: tool({ type: 'object', properties: { name: { type: 'string' } }, requried: ['name'] }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/requried',
          level: 'warning',
          line: 16,
          column: 9,
          message: `"inputSchema.requried" is a keyword of no JSON Schema version MCP uses (draft-07, 2019-09, 2020-12), so validators ignore it. Did you mean "required"?`,
        },
      ],
    },
    {
      name: 'OpenAPI\'s "nullable"',
      code: tool({ type: 'object', properties: { phone: { type: 'string', nullable: true } } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/phone/nullable',
          message: `"inputSchema.properties.phone.nullable" is a keyword of no JSON Schema version MCP uses (draft-07, 2019-09, 2020-12), so validators ignore it. "nullable" is OpenAPI vocabulary: to allow null in JSON Schema, use "type": ["string", "null"] (or the type you need).`,
        },
      ],
    },
    {
      name: 'OpenAPI\'s "example"',
      code: tool({ type: 'object', properties: { phone: { type: 'string', example: '+1 555 0100' } } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/phone/example',
          message: `"inputSchema.properties.phone.example" is a keyword of no JSON Schema version MCP uses (draft-07, 2019-09, 2020-12), so validators ignore it. "example" is OpenAPI vocabulary: use "examples", a list, in JSON Schema.`,
        },
      ],
    },
    {
      name: 'a file read in draft-07 (2025-06-18) and 2020-12 (2025-11-25): a keyword no dialect has is one finding, not one per dialect',
      code: { ...tool({ type: 'object', properties: { phone: { type: 'string', example: '+1 555 0100' } } }), protocolVersion: ['2025-06-18', '2025-11-25'] },
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/phone/example',
          message: `"inputSchema.properties.phone.example" is a keyword of no JSON Schema version MCP uses (draft-07, 2019-09, 2020-12), so validators ignore it. "example" is OpenAPI vocabulary: use "examples", a list, in JSON Schema.`,
        },
      ],
    },
    {
      name: 'a keyword 2020-12 dropped, in a file that speaks 2025-06-18 and 2025-11-25: the message names the version whose dialect it assumes',
      code: {
        ...tool({ type: 'object', properties: { pair: { type: 'array', items: [{ type: 'string' }], additionalItems: false } } }),
        protocolVersion: ['2025-06-18', '2025-11-25'],
      },
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/pair/additionalItems',
          message: `"inputSchema.properties.pair.additionalItems" is a keyword of JSON Schema draft-07 and 2019-09, not of JSON Schema 2020-12, so validators ignore it. Use JSON Schema 2020-12's own keywords in this schema. ${DEFAULT_2020}`,
        },
      ],
    },
    {
      name: 'a file that speaks only versions before 2025-11-25 is read as draft-07, and the message says why',
      code: {
        ...tool({ type: 'object', properties: { a: { type: 'string' } }, dependentRequired: { a: ['b'] } }),
        protocolVersion: ['2025-03-26', '2025-06-18'],
      },
      errors: [
        {
          pointer: '/tools/0/inputSchema/dependentRequired',
          message:
            '"inputSchema.dependentRequired" is a keyword of JSON Schema 2019-09 and 2020-12, not of JSON Schema draft-07, so validators ignore it. Use JSON Schema draft-07\'s own keywords in this schema. The schema is read as JSON Schema draft-07: MCP states no dialect for tool schemas before 2025-11-25, and the schema of MCP 2025-03-26 and 2025-06-18 is itself written in draft-07.',
        },
      ],
    },
    {
      name: 'an unknown keyword like no other',
      code: tool({ type: 'object', properties: { phone: { type: 'string', widget: 'tel' } } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/phone/widget',
          message: `"inputSchema.properties.phone.widget" is a keyword of no JSON Schema version MCP uses (draft-07, 2019-09, 2020-12), so validators ignore it. Remove it, or prefix it with "x-" if it is a deliberate extension.`,
        },
      ],
    },
    {
      name: 'a 2020-12 keyword in a declared draft-07 schema',
      code: tool({
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { members: { type: 'array', prefixItems: [{ type: 'string' }] } },
      }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/members/prefixItems',
          message:
            '"inputSchema.properties.members.prefixItems" is a keyword of JSON Schema 2020-12, not of JSON Schema draft-07, so validators ignore it. Use JSON Schema draft-07\'s own keywords in this schema. The schema is read as JSON Schema draft-07, as its "$schema" says.',
        },
      ],
    },
    {
      name: 'a draft-07 keyword that 2020-12 dropped',
      code: tool({ type: 'object', properties: { members: { type: 'array', items: [{ type: 'string' }], additionalItems: false } } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/members/additionalItems',
          message: `"inputSchema.properties.members.additionalItems" is a keyword of JSON Schema draft-07 and 2019-09, not of JSON Schema 2020-12, so validators ignore it. Use JSON Schema 2020-12's own keywords in this schema. ${DEFAULT_2020}`,
        },
      ],
    },
    {
      name: 'a misspelt format',
      code: tool({ type: 'object', properties: { email: { type: 'string', format: 'emial' } } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/email/format',
          message: `"inputSchema.properties.email.format" is "emial", a format no JSON Schema version MCP uses (draft-07, 2019-09, 2020-12) defines, so validators ignore it. Did you mean "email"?`,
        },
      ],
    },
    {
      name: 'a format no dialect defines',
      code: tool({ type: 'object', properties: { zip: { type: 'string', format: 'postal-code' } } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/zip/format',
          message: `"inputSchema.properties.zip.format" is "postal-code", a format no JSON Schema version MCP uses (draft-07, 2019-09, 2020-12) defines, so validators ignore it. Use "pattern" to constrain the text, or describe the format in "description".`,
        },
      ],
    },
    {
      name: 'outputSchema is checked too, here as draft-07 (YAML)',
      path: 'case.mcp.yaml',
      code: {
        protocolVersion: '2025-06-18',
        capabilities: { tools: {} },
        tools: [{ name: 'add_contact', inputSchema: { type: 'object' }, outputSchema: { type: 'object', dependentRequired: { a: ['b'] } } }],
      },
      errors: [
        {
          pointer: '/tools/0/outputSchema/dependentRequired',
          message:
            '"outputSchema.dependentRequired" is a keyword of JSON Schema 2019-09 and 2020-12, not of JSON Schema draft-07, so validators ignore it. Use JSON Schema draft-07\'s own keywords in this schema. The schema is read as JSON Schema draft-07: MCP states no dialect for tool schemas before 2025-11-25, and the schema of MCP 2025-06-18 is itself written in draft-07.',
        },
      ],
    },
  ],
});
