import { ruleTester } from '../helpers/rule-tester.js';

const SCHEMA = (version: string) => `https://static.modelcontextprotocol.io/schemas/${version}/server.schema.json`;
/** A 2025-12-11 server.json with the fields every case shares, and the case's own (which may override them). */
const server = (fields: Record<string, unknown> = {}) => ({
  $schema: SCHEMA('2025-12-11'),
  name: 'io.github.acme/weather',
  description: 'Weather forecasts.',
  version: '1.0.0',
  ...fields,
});

ruleTester('mcpdesc.registry.schema', {
  valid: [
    { name: 'the current schema', path: 'server.json', format: 'mcp-registry-server', code: server({}) },
    {
      name: 'an older published version (mcpdesc.registry.superseded says to move on)',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ $schema: 'https://static.modelcontextprotocol.io/schemas/2025-07-09/server.schema.json' }),
    },
    {
      name: 'another host with a published version segment: mcp-publisher reads only the segment',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ $schema: 'https://modelcontextprotocol.io/schemas/2025-10-17/server.schema.json' }),
    },
  ],
  invalid: [
    {
      name: 'no $schema at all',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: `{
  "name": "io.github.acme/weather",
  "description": "Weather forecasts.",
  "version": "1.0.0",
  "packages": []
}
`,
      errors: [
        {
          pointer: '',
          message:
            'This server.json has no "$schema", so mcp-publisher refuses it ("$schema field is required"). Add "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json" (the current version, 2025-12-11) and write the fields that version has. mcpdesc checked the rest of the file against the 2025-12-11 schema meanwhile.',
          level: 'error',
          line: 1,
          column: 1,
        },
      ],
    },
    {
      name: '$schema is not a string',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ $schema: 42, packages: [] }),
      errors: [
        {
          pointer: '/$schema',
          message:
            '"$schema" must be the URL of a server.json schema, but it is an integer (42). Write "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json". mcpdesc checked the rest of the file against the 2025-12-11 schema meanwhile.',
        },
      ],
    },
    {
      name: 'a URL without /schemas/<version>/server.schema.json',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ $schema: 'https://json.schemastore.org/server.json', packages: [] }),
      errors: [
        {
          pointer: '/$schema',
          message:
            '"https://json.schemastore.org/server.json" is not a server.json schema URL (".../schemas/<version>/server.schema.json"), so mcp-publisher cannot read a version from it ("failed to extract schema version from URL") and refuses the file. Write "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json". mcpdesc checked the rest of the file against the 2025-12-11 schema meanwhile.',
        },
      ],
    },
    {
      name: 'the early preview URL of 2025-07-09',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: {
        $schema: 'https://modelcontextprotocol.io/schemas/draft/2025-07-09/server.json',
        name: 'io.github.acme/weather',
        description: 'Weather forecasts.',
        packages: [],
      },
      errors: [
        {
          pointer: '/$schema',
          message:
            '"https://modelcontextprotocol.io/schemas/draft/2025-07-09/server.json" is not a server.json schema URL (".../schemas/<version>/server.schema.json"), so mcp-publisher cannot read a version from it ("failed to extract schema version from URL") and refuses the file; it looks like an early preview URL of 2025-07-09, which the registry never validated against. Write "$schema": "https://static.modelcontextprotocol.io/schemas/2025-07-09/server.schema.json", or better the current "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json". mcpdesc checked the rest of the file against the 2025-07-09 schema meanwhile.',
        },
      ],
    },
    {
      name: 'a date that is no published version: the nearest is named',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ $schema: 'https://static.modelcontextprotocol.io/schemas/2025-10-15/server.schema.json' }),
      errors: [
        {
          pointer: '/$schema',
          message:
            '"$schema" names the schema version "2025-10-15", which mcp-publisher refuses: the registry publishes no schema for it ("schema version 2025-10-15 not available"); its versions are 2025-07-09, 2025-09-16, 2025-09-29, 2025-10-11, 2025-10-17, 2025-12-11. The nearest published version is 2025-10-17: write "$schema": "https://static.modelcontextprotocol.io/schemas/2025-10-17/server.schema.json" (or the current 2025-12-11). mcpdesc checked the rest of the file against the 2025-10-17 schema meanwhile.',
          level: 'error',
          line: 2,
          column: 14,
        },
      ],
    },
    {
      name: 'a misspelt date',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ $schema: 'https://static.modelcontextprotocol.io/schemas/2025-7-9/server.schema.json' }),
      errors: [
        {
          pointer: '/$schema',
          message:
            '"$schema" names the schema version "2025-7-9", which mcp-publisher refuses: the registry publishes no schema for it ("schema version 2025-7-9 not available"); its versions are 2025-07-09, 2025-09-16, 2025-09-29, 2025-10-11, 2025-10-17, 2025-12-11. The nearest published version is 2025-07-09: write "$schema": "https://static.modelcontextprotocol.io/schemas/2025-07-09/server.schema.json" (or the current 2025-12-11). mcpdesc checked the rest of the file against the 2025-07-09 schema meanwhile.',
        },
      ],
    },
    {
      name: 'the unreleased draft',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ $schema: 'https://static.modelcontextprotocol.io/schemas/draft/server.schema.json' }),
      errors: [
        {
          pointer: '/$schema',
          message:
            '"$schema" names the schema version "draft", which mcp-publisher refuses: the draft is unreleased and the registry does not validate against it ("schema version draft not available"). The nearest published version is 2025-12-11: write "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json". mcpdesc checked the rest of the file against the draft meanwhile.',
        },
      ],
    },
    {
      name: 'a file of the early previews (version_detail) fits no published version: nothing else is checked, and the message does not say so',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: {
        name: 'io.github.acme/weather',
        description: 'Weather forecasts.',
        packages: [{ registry_name: 'nuget', name: 'Acme.Weather', version: '1.0.0' }],
        version_detail: { version: '1.0.0' },
      },
      errors: [
        {
          pointer: '',
          message:
            'This server.json has no "$schema", so mcp-publisher refuses it ("$schema field is required"). Add "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json" (the current version, 2025-12-11) and write the fields that version has.',
        },
      ],
    },
    {
      name: 'a wrong $schema does not stop the rest of the file being checked: one round of fixes',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-01/server.schema.json', packages: [{ registryType: 'npm' }] }),
      errors: [
        {
          pointer: '/$schema',
          message:
            '"$schema" names the schema version "2025-12-01", which mcp-publisher refuses: the registry publishes no schema for it ("schema version 2025-12-01 not available"); its versions are 2025-07-09, 2025-09-16, 2025-09-29, 2025-10-11, 2025-10-17, 2025-12-11. The nearest published version is 2025-12-11: write "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json". mcpdesc checked the rest of the file against the 2025-12-11 schema meanwhile.',
        },
      ],
    },
    {
      name: 'a body in a newer shape than the URL\u2019s version: the $schema of the body is the advice, and the file is checked in it',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: {
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-07-09/server.json',
        name: 'io.github.acme/weather',
        description: 'Weather forecasts.',
        version: '1.0.0',
        packages: [
          {
            registryType: 'npm',
            identifier: '@acme/weather',
            version: '1.0.0',
            transport: { type: 'stdio' },
            environmentVariables: [{ name: 'ACME_KEY', isRequired: true, isSecret: true }],
          },
        ],
      },
      errors: [
        {
          pointer: '/$schema',
          message:
            '"https://static.modelcontextprotocol.io/schemas/2025-07-09/server.json" is not a server.json schema URL (".../schemas/<version>/server.schema.json"), so mcp-publisher cannot read a version from it ("failed to extract schema version from URL") and refuses the file; it looks like an early preview URL of 2025-07-09, which the registry never validated against. The rest of the file is written in the shape of 2025-12-11 ("registryType" and "environmentVariables", which the 2025-07-09 schema does not have): write "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json" (the current version). mcpdesc checked the rest of the file against the 2025-12-11 schema meanwhile.',
        },
      ],
    },
    {
      name: 'the draft under its own $id (raw GitHub), told apart as the draft',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ $schema: 'https://raw.githubusercontent.com/modelcontextprotocol/registry/main/docs/reference/server-json/draft/server.schema.json' }),
      errors: [
        {
          pointer: '/$schema',
          message:
            '"$schema" names the schema version "draft", which mcp-publisher refuses: the draft is unreleased and the registry does not validate against it ("schema version draft not available"). The nearest published version is 2025-12-11: write "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json". mcpdesc checked the rest of the file against the draft meanwhile.',
        },
      ],
    },
  ],
});
