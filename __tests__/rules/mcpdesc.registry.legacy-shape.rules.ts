import { ruleTester } from '../helpers/rule-tester.js';

const AT = { path: '.mcp/server.json', format: 'mcp-registry-server' };
const renamed = (key: string, to: string) =>
  `"${key}" is the pre-release registry's name for "${to}", which mcp-publisher reads instead. Rename it to "${to}".`;

ruleTester('mcpdesc.registry.legacy-shape', {
  valid: [
    {
      name: 'the published 2025-07-09, whose keys are snake_case',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: {
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-07-09/server.schema.json',
        name: 'io.github.acme/notes',
        version_detail: { version: '0.1.0' },
        packages: [{ registry_name: 'nuget', name: 'Acme.Notes', version: '0.1.0' }],
      },
    },
    {
      name: 'a current server.json',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: {
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
        name: 'io.github.acme/notes',
        description: 'Notes.',
        version: '0.1.0',
        packages: [{ registryType: 'nuget', identifier: 'Acme.Notes', version: '0.1.0', transport: { type: 'stdio' } }],
      },
    },
  ],
  invalid: [
    {
      name: "the .NET template's first .mcp/server.json",
      ...AT,
      code: {
        name: 'io.github.acme/notes',
        description: 'Notes.',
        packages: [{ registry_name: 'nuget', name: 'Acme.Notes', version: '0.1.0', environment_variables: [{ name: 'TOKEN', is_secret: true }] }],
        version_detail: { version: '0.1.0' },
      },
      output:
        '{\n  "name": "io.github.acme/notes",\n  "description": "Notes.",\n  "packages": [\n    {\n      "registryType": "nuget",\n      "identifier": "Acme.Notes",\n      "version": "0.1.0",\n      "environmentVariables": [\n        {\n          "name": "TOKEN",\n          "isSecret": true\n        }\n      ]\n    }\n  ],\n  "version_detail": {\n    "version": "0.1.0"\n  }\n}\n',
      errors: [
        { pointer: '/packages/0/registry_name', message: renamed('registry_name', 'registryType') },
        { pointer: '/packages/0/name', message: renamed('name', 'identifier') },
        { pointer: '/packages/0/environment_variables', message: renamed('environment_variables', 'environmentVariables') },
        { pointer: '/packages/0/environment_variables/0/is_secret', message: renamed('is_secret', 'isSecret') },
        {
          pointer: '/version_detail',
          message:
            '"version_detail" is the pre-release registry\'s; the current server.json says the release in a top-level "version", and mcp-publisher reads no "version_detail". Replace it with "version": "0.1.0".',
        },
      ],
    },
    {
      name: "the .NET template's preview $schema, which names no published version",
      ...AT,
      code: {
        $schema: 'https://modelcontextprotocol.io/schemas/draft/2025-07-09/server.json',
        name: 'io.github.acme/notes',
        packages: [{ registry_name: 'nuget', identifier: 'Acme.Notes' }],
      },
      output:
        '{\n  "$schema": "https://modelcontextprotocol.io/schemas/draft/2025-07-09/server.json",\n  "name": "io.github.acme/notes",\n  "packages": [\n    {\n      "registryType": "nuget",\n      "identifier": "Acme.Notes"\n    }\n  ]\n}\n',
      errors: [{ pointer: '/packages/0/registry_name', message: renamed('registry_name', 'registryType') }],
    },
    {
      name: 'a remote with transport_type',
      ...AT,
      code: { name: 'io.github.acme/notes', remotes: [{ transport_type: 'sse', url: 'https://notes.example.com/sse' }], version_detail: { version: '1.0.0' } },
      output:
        '{\n  "name": "io.github.acme/notes",\n  "remotes": [\n    {\n      "type": "sse",\n      "url": "https://notes.example.com/sse"\n    }\n  ],\n  "version_detail": {\n    "version": "1.0.0"\n  }\n}\n',
      errors: [
        { pointer: '/remotes/0/transport_type', level: 'warning', line: 5, column: 7, message: renamed('transport_type', 'type') },
        {
          pointer: '/version_detail',
          message:
            '"version_detail" is the pre-release registry\'s; the current server.json says the release in a top-level "version", and mcp-publisher reads no "version_detail". Replace it with "version": "1.0.0".',
        },
      ],
    },
  ],
});
