import { ruleTester } from '../helpers/rule-tester.js';
import type { JsonObject } from '../../src/util/json.js';

const tool = (properties: JsonObject, protocolVersion?: string) => ({
  ...(protocolVersion ? { protocolVersion } : {}),
  capabilities: { tools: {} },
  tools: [{ name: 'execute_sql', inputSchema: { type: 'object', properties } }],
});

const DROP = 'Clients on the Streamable HTTP transport must drop a tool whose x-mcp-header breaks the rules.';

ruleTester('mcp.tool.x-mcp-header', {
  version: '2026-07-28',
  valid: [
    {
      code: tool({
        region: { type: 'string', 'x-mcp-header': 'Region' },
        limit: { type: 'integer', 'x-mcp-header': 'Limit' },
        dryRun: { type: 'boolean', 'x-mcp-header': 'Dry-Run' },
      }),
    },
    {
      name: 'a nested property reached through "properties" alone',
      code: tool({ target: { type: 'object', properties: { region: { type: 'string', 'x-mcp-header': 'Region' } } } }),
    },
    {
      name: 'the same header in two tools',
      code: {
        capabilities: { tools: {} },
        tools: ['a', 'b'].map((name) => ({ name, inputSchema: { type: 'object', properties: { region: { type: 'string', 'x-mcp-header': 'Region' } } } })),
      },
    },
    { name: 'x-mcp-header inside a default is data', code: tool({ options: { type: 'object', default: { 'x-mcp-header': 'Not a header' } } }) },
    { name: 'before 2026-07-28 the rule does not apply', code: tool({ timeout: { type: 'number', 'x-mcp-header': 'Time out' } }, '2025-11-25') },
  ],
  invalid: [
    {
      name: 'a header on an array item is not reached through properties alone',
      code: tool({ labels: { type: 'array', items: { type: 'string', 'x-mcp-header': 'Label' } } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/labels/items/x-mcp-header',
          level: 'error',
          line: 16,
          column: 15,
          message: `"inputSchema.properties.labels.items.x-mcp-header" is not reached from the inputSchema root through "properties" alone, so no argument can be mirrored from it. Move it to a property schema, or remove it. ${DROP}`,
        },
      ],
    },
    {
      name: 'a header inside a composition keyword is not reached through properties alone',
      code: tool({ region: { type: 'string', anyOf: [{ 'x-mcp-header': 'Region' }] } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/region/anyOf/0/x-mcp-header',
          message: `"inputSchema.properties.region.anyOf[0].x-mcp-header" is not reached from the inputSchema root through "properties" alone, so no argument can be mirrored from it. Move it to a property schema, or remove it. ${DROP}`,
        },
      ],
    },
    {
      name: 'an empty header name',
      code: tool({ region: { type: 'string', 'x-mcp-header': '' } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/region/x-mcp-header',
          message: `"inputSchema.properties.region.x-mcp-header" must name an HTTP header, but it is a string (""). Give the name the header gets after "Mcp-Param-", e.g. "Region". ${DROP}`,
        },
      ],
    },
    {
      name: 'a header name that is not a string',
      code: tool({ region: { type: 'string', 'x-mcp-header': true } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/region/x-mcp-header',
          message: `"inputSchema.properties.region.x-mcp-header" must name an HTTP header, but it is a boolean (true). Give the name the header gets after "Mcp-Param-", e.g. "Region". ${DROP}`,
        },
      ],
    },
    {
      name: 'a header name with a space',
      code: tool({ project: { type: 'string', 'x-mcp-header': 'Project Id' } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/project/x-mcp-header',
          message: `"inputSchema.properties.project.x-mcp-header" is "Project Id", which is not an HTTP header name: use only letters, digits and "!#$%&'*+-.^_\`|~" (an RFC 9110 token, no spaces or control characters). ${DROP}`,
        },
      ],
    },
    {
      name: 'a header on a number parameter',
      code: tool({ timeout: { type: 'number', 'x-mcp-header': 'Timeout' } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/timeout/x-mcp-header',
          message: `"inputSchema.properties.timeout.x-mcp-header" is on a parameter that has type "number": only parameters of type "string", "integer" or "boolean" can become headers (not "number"). Declare one of those types, or remove x-mcp-header. ${DROP}`,
        },
      ],
    },
    {
      name: 'a header on a parameter without a type',
      code: tool({ region: { enum: ['eu', 'us'], 'x-mcp-header': 'Region' } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/region/x-mcp-header',
          message: `"inputSchema.properties.region.x-mcp-header" is on a parameter that declares no "type": only parameters of type "string", "integer" or "boolean" can become headers (not "number"). Declare one of those types, or remove x-mcp-header. ${DROP}`,
        },
      ],
    },
    {
      name: 'two headers that differ only in case (YAML)',
      path: 'case.mcp.yaml',
      code: tool({ region: { type: 'string', 'x-mcp-header': 'Region' }, zone: { type: 'string', 'x-mcp-header': 'region' } }),
      errors: [
        {
          pointer: '/tools/0/inputSchema/properties/zone/x-mcp-header',
          message: `"inputSchema.properties.zone.x-mcp-header" is "region", the same header as "inputSchema.properties.region.x-mcp-header" (header names ignore case). Each x-mcp-header in an inputSchema must be unique: rename one. ${DROP}`,
        },
      ],
    },
  ],
});
