import { ruleTester } from '../helpers/rule-tester.js';

const DRAFT = 'https://raw.githubusercontent.com/modelcontextprotocol/registry/main/docs/reference/server-json/draft/server.schema.json';
const SCHEMA = (version: string) => `https://static.modelcontextprotocol.io/schemas/${version}/server.schema.json`;
/** A 2025-12-11 server.json with the fields every case shares, and the case's own (which may override them). */
const server = (fields: Record<string, unknown> = {}) => ({
  $schema: SCHEMA('2025-12-11'),
  name: 'io.github.acme/weather',
  description: 'Weather forecasts.',
  version: '1.0.0',
  ...fields,
});

ruleTester('mcpdesc.registry.structure', {
  valid: [
    { name: 'the required fields only', path: 'server.json', format: 'mcp-registry-server', code: server({}) },
    {
      name: 'under the draft, a remote URL that begins with a variable',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ $schema: DRAFT, remotes: [{ type: 'streamable-http', url: '{baseUrl}/mcp', variables: { baseUrl: { description: 'Base.' } } }] }),
    },
    {
      name: 'a body in the 2025-12-11 shape under an old preview "$schema": mcpdesc.registry.schema alone speaks for it',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-07-09/server.json',
        packages: [
          {
            registryType: 'npm',
            identifier: '@acme/weather',
            version: '1.0.0',
            transport: { type: 'stdio' },
            environmentVariables: [{ name: 'ACME_KEY', isRequired: true }],
          },
        ],
      }),
    },
    {
      name: 'a file of the early previews, with no "$schema": mcpdesc.registry.schema alone speaks for it',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: {
        name: 'io.github.acme/weather',
        description: 'Weather forecasts.',
        packages: [{ registry_name: 'nuget', name: 'Acme.Weather', version: '1.0.0' }],
        version_detail: { version: '1.0.0' },
      },
    },
    {
      name: 'a 2025-07-09 file in its own snake_case names',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-07-09/server.schema.json',
        status: 'active',
        packages: [
          {
            registry_type: 'npm',
            identifier: '@acme/weather-mcp',
            version: '1.0.0',
            transport: { type: 'stdio' },
            environment_variables: [{ name: 'KEY', is_secret: true }],
          },
        ],
      }),
    },
    {
      name: 'a description of exactly 100 characters',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ description: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' }),
    },
    {
      name: 'keys the schema leaves open: outside packages, anything goes',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ license: 'MIT', repository: { url: 'https://github.com/acme/weather', source: 'github', branch: 'main' } }),
    },
    {
      name: 'since 2025-10-11 a package is open and needs no version',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ packages: [{ registryType: 'oci', identifier: 'ghcr.io/acme/weather:1.0.0', transport: { type: 'stdio' }, notes: 'x' }] }),
    },
    {
      name: 'a positional argument with only a value',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'npm',
            identifier: '@acme/weather-mcp',
            version: '1.0.0',
            transport: { type: 'stdio' },
            packageArguments: [{ type: 'positional', value: 'serve' }],
          },
        ],
      }),
    },
    {
      name: 'a templated hash is accepted (the templated rule notes it)',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'mcpb',
            identifier: 'https://github.com/acme/weather/releases/download/v1.0.0/weather-mcp.mcpb',
            fileSha256: '{{MCPB_SHA256}}',
            transport: { type: 'stdio' },
          },
        ],
      }),
    },
    {
      name: 'until 2025-10-17 a streamable-http URL has no pattern',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-10-17/server.schema.json',
        remotes: [{ type: 'streamable-http', url: 'wss://weather.acme.dev/mcp' }],
      }),
    },
  ],
  invalid: [
    {
      name: 'under the draft, a remote URL that is neither http(s) nor a variable',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ $schema: DRAFT, remotes: [{ type: 'streamable-http', url: 'mcp.acme.dev/mcp' }] }),
      errors: [
        {
          pointer: '/remotes/0/url',
          message:
            '"remotes[0].url" "mcp.acme.dev/mcp" must start with "http://", "https://" or a "{variable}" and contain no whitespace (the draft schema\u2019s pattern "^(https?://[^\\s]+|\\{[a-zA-Z_][a-zA-Z0-9_]*\\}[^\\s]*)$"), or the draft rejects it. Write the full URL, such as "https://mcp.example.com/mcp", or "{baseUrl}/mcp" with "baseUrl" in "variables".',
        },
      ],
    },
    {
      name: 'a wrong $schema: the rest is checked against the nearest published version, so one round of fixes finds this too',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-01/server.schema.json',
        packages: [{ registryType: 'npm', identifier: '@acme/weather', version: '1.0.0' }],
      }),
      errors: [
        {
          pointer: '/packages/0',
          message:
            '"packages[0]" has no "transport", which the 2025-12-11 schema requires (it tells clients how to talk to the server once the package runs), so mcp-publisher rejects the file. Add "transport".',
        },
      ],
    },
    {
      name: 'a missing required field, a wrong type, an unknown transport type',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: `{
  "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json",
  "name": "io.github.acme/weather",
  "version": 2,
  "packages": [
    { "registryType": "npm", "identifier": "@acme/weather-mcp", "transport": { "type": "http" } }
  ]
}
`,
      errors: [
        {
          pointer: '',
          message:
            'This server.json has no "description", which the 2025-12-11 schema requires (it is what people read in the registry’s list), so mcp-publisher rejects the file. Add "description".',
          level: 'error',
          line: 1,
          column: 1,
        },
        {
          pointer: '/version',
          message:
            '"version" must be a string, but it is an integer (2). Write a string here. mcp-publisher validates the file against the 2025-12-11 schema and rejects it.',
          level: 'error',
          line: 4,
          column: 14,
        },
        {
          pointer: '/packages/0/transport/type',
          message:
            '"packages[0].transport.type" must be "stdio", "streamable-http" or "sse", not "http". Use one of these. mcp-publisher validates the file against the 2025-12-11 schema and rejects it.',
          level: 'error',
          line: 6,
          column: 88,
        },
      ],
    },
    {
      name: 'a description over 100 characters',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ description: 'Forecasts, alerts and radar. Forecasts, alerts and radar. Forecasts, alerts and radar. Forecasts, alerts and radar. ' }),
      errors: [
        {
          pointer: '/description',
          message:
            '"description" "Forecasts, alerts and radar. Forecasts, alerts and radar. F…" is 116 characters long; the schema allows at most 100, so mcp-publisher refuses the file. Say in one line what the server does; the README can say the rest.',
        },
      ],
    },
    {
      name: 'a name without its namespace',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ name: 'weather' }),
      errors: [
        {
          pointer: '/name',
          message:
            '"name" "weather" has no "/": a registry name is a reverse-DNS namespace, one "/" and the server’s name, such as "io.github.user/weather". Add the namespace you publish under (for a GitHub account "io.github.<user>/").',
        },
      ],
    },
    {
      name: 'a name with two slashes',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ name: 'io.github.acme/weather/mcp' }),
      errors: [
        {
          pointer: '/name',
          message:
            '"name" "io.github.acme/weather/mcp" has 2 slashes, but a registry name is a reverse-DNS namespace, one "/" and the server’s name, such as "io.github.user/weather". Keep one "/" between the namespace and the name.',
        },
      ],
    },
    {
      name: 'a name with a space',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ name: 'io.github.acme/my weather' }),
      errors: [
        {
          pointer: '/name',
          message:
            '"name" "io.github.acme/my weather" has " " in its server name, which may hold only letters, digits, ".", "_" and "-" (a registry name is a reverse-DNS namespace, one "/" and the server’s name, such as "io.github.user/weather"). Replace it, e.g. with "-".',
        },
      ],
    },
    {
      name: 'camelCase names in a 2025-07-09 file: one finding, not one per field',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-07-09/server.schema.json',
        websiteUrl: 'https://acme.github.io/weather/',
        packages: [
          {
            registryType: 'npm',
            identifier: '@acme/weather-mcp',
            version: '1.0.0',
            runtimeHint: 'npx',
            transport: { type: 'stdio' },
            environmentVariables: [{ name: 'KEY', isSecret: true }],
          },
        ],
      }),
      errors: [
        {
          pointer: '/$schema',
          message:
            'This file uses camelCase names introduced in 2025-09-16 ("registryType", "runtimeHint", "environmentVariables" and "websiteUrl") but declares 2025-07-09, whose schema does not have them, so mcp-publisher rejects the file. Use the "$schema" of 2025-12-11 (the current version), or write the 2025-07-09 names ("registryType" → "registry_type", "runtimeHint" → "runtime_hint", "environmentVariables" → "environment_variables", "websiteUrl" → "website_url").',
          level: 'error',
          line: 2,
          column: 14,
        },
      ],
    },
    {
      name: 'one snake_case name in a 2025-09-16 package (closed then)',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-09-16/server.schema.json',
        packages: [{ registry_type: 'npm', identifier: '@acme/weather-mcp', version: '1.0.0', transport: { type: 'stdio' } }],
      }),
      errors: [
        {
          pointer: '/packages/0/registry_type',
          message:
            'This file uses the 2025-07-09 name "registry_type" but declares 2025-09-16, which renamed it, so mcp-publisher rejects the file. Rename "registry_type" → "registryType".',
        },
      ],
    },
    {
      name: 'a misspelt required key of a closed package: one finding',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json',
        packages: [{ registryType: 'npm', identifer: '@acme/weather-mcp', version: '1.0.0', transport: { type: 'stdio' } }],
      }),
      errors: [
        {
          pointer: '/packages/0',
          message:
            '"packages[0]" has no "identifier", which the 2025-09-29 schema requires (it names the package to install), so mcp-publisher rejects the file. Found "identifer": did you mean "identifier"?',
        },
      ],
    },
    {
      name: 'unknown keys of a closed package, extensions and preview fields included',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json',
        packages: [
          {
            registryType: 'npm',
            identifier: '@acme/weather-mcp',
            version: '1.0.0',
            transport: { type: 'stdio' },
            'x-team': 'web',
            download_url: 'https://github.com/acme/weather/releases/download/v1.0.0/weather-mcp.mcpb',
            notes: 'x',
          },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/download_url',
          message:
            'Unknown property "download_url" in a package at "packages[0]": the 2025-09-29 schema allows no other keys in a package, so mcp-publisher rejects the file. It is a field of a preview of the 2025-07-09 schema; write "identifier" instead (an MCPB package’s download URL is its identifier).',
        },
        {
          pointer: '/packages/0/notes',
          message:
            'Unknown property "notes" in a package at "packages[0]": the 2025-09-29 schema allows no other keys in a package, so mcp-publisher rejects the file. Remove it (a package has "registryType", "registryBaseUrl", "identifier", "version", "fileSha256", "runtimeHint", "runtimeArguments", "packageArguments", "environmentVariables" and "transport").',
        },
        {
          pointer: '/packages/0/x-team',
          message:
            'Unknown property "x-team" in a package: the 2025-09-29 schema allows no other keys in a package, extensions included, so mcp-publisher rejects the file. Remove it, or move it to "_meta" under "io.modelcontextprotocol.registry/publisher-provided".',
        },
      ],
    },
    {
      name: 'a package "latest" and a positional argument with nothing to pass',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'npm',
            identifier: '@acme/weather-mcp',
            version: 'latest',
            transport: { type: 'stdio' },
            packageArguments: [{ type: 'positional', description: 'A file.' }],
          },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/version',
          message:
            '"packages[0].version" "latest" is what the schema forbids here ("not": {"const": "latest"}; mcp-publisher: "version string \'latest\' is reserved and cannot be used"): a server.json names the one package version it was tested with. Write that version, such as "1.0.2".',
        },
        {
          pointer: '/packages/0/packageArguments/0',
          message:
            '"packages[0].packageArguments[0]": a positional argument needs "valueHint" or "value" (the schema requires one), or the client has nothing to put on the command line. Add "value" for a fixed argument, or "valueHint" to name the value the user supplies.',
        },
      ],
    },
    {
      name: 'icons: a bad size, an unknown MIME type, a relative src',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ icons: [{ src: 'icon.png', sizes: ['96'], mimeType: 'image/gif' }] }),
      errors: [
        {
          pointer: '/icons/0/mimeType',
          message:
            '"icons[0].mimeType" must be "image/png", "image/jpeg", "image/jpg", "image/svg+xml" or "image/webp", not "image/gif". Use one of these. mcp-publisher validates the file against the 2025-12-11 schema and rejects it.',
        },
        {
          pointer: '/icons/0/src',
          message:
            '"icons[0].src" "icon.png" is not an absolute URI (it has no scheme, so it is a relative reference: start it with a scheme such as "file:" or "https:"), so the schema ("format": "uri") rejects it. Write the full URL, such as "https://example.com/icon.png".',
        },
        {
          pointer: '/icons/0/sizes/0',
          message: '"icons[0].sizes[0]" "96" must be a size written "WxH" (such as "48x48") or "any", as the schema’s pattern requires. Write it that way.',
        },
      ],
    },
    {
      name: "a remote written in a package transport's shape: the type one level down",
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ remotes: [{ transport: { type: 'sse', url: 'https://weather.acme.dev/sse' } }] }),
      errors: [
        {
          pointer: '/remotes/0',
          message:
            '"remotes[0]" has no "type": it must say which kind it is, one of "streamable-http" or "sse". The "type" written inside "transport" belongs here: move it, and the fields beside it, up into this object. mcp-publisher validates the file against the 2025-12-11 schema and rejects it.',
        },
      ],
    },
    {
      name: 'a remote of a type remotes do not have',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ remotes: [{ type: 'stdio', url: 'https://weather.acme.dev/mcp' }] }),
      errors: [
        {
          pointer: '/remotes/0/type',
          message:
            '"remotes[0].type" must be "streamable-http" or "sse", not "stdio". Use one of these. mcp-publisher validates the file against the 2025-12-11 schema and rejects it.',
        },
      ],
    },
    {
      name: 'a hash in capitals',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        packages: [
          {
            registryType: 'mcpb',
            identifier: 'https://github.com/acme/weather/releases/download/v1.0.0/weather-mcp.mcpb',
            fileSha256: 'FE333E598595000AE021BD27117DB32EC69AF6987F507BA7A63C90638FF633CE',
            transport: { type: 'stdio' },
          },
        ],
      }),
      errors: [
        {
          pointer: '/packages/0/fileSha256',
          message:
            '"packages[0].fileSha256" "FE333E598595000AE021BD27117DB32EC69AF6987F507BA7A63C90638FF…" must be the SHA-256 of the package file as 64 lowercase hexadecimal digits (the schema’s pattern "^[a-f0-9]{64}$"), but it has capital letters: write them in lowercase.',
        },
      ],
    },
    {
      name: 'since 2025-12-11 a transport URL starts with http(s)://',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ remotes: [{ type: 'streamable-http', url: 'weather.acme.dev/mcp' }] }),
      errors: [
        {
          pointer: '/remotes/0/url',
          message:
            '"remotes[0].url" "weather.acme.dev/mcp" must start with "http://" or "https://" and contain no whitespace (the schema’s pattern "^https?://[^\\s]+$"), so mcp-publisher refuses it. Write the full URL, such as "https://mcp.example.com/mcp".',
        },
      ],
    },
    {
      name: 'until 2025-10-17 an sse URL is a URI',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-10-17/server.schema.json',
        remotes: [{ type: 'sse', url: 'weather acme sse' }],
      }),
      errors: [
        {
          pointer: '/remotes/0/url',
          message:
            '"remotes[0].url" "weather acme sse" is not an absolute URI (it has no scheme, so it is a relative reference: start it with a scheme such as "file:" or "https:"), so the schema ("format": "uri") rejects it. Write the full URL, such as "https://mcp.example.com/sse".',
        },
      ],
    },
    {
      name: 'repository without its source, website that is not a URI',
      path: 'server.json',
      format: 'mcp-registry-server',
      code: server({ repository: { url: 'https://github.com/acme/weather' }, websiteUrl: 'acme.github.io' }),
      errors: [
        {
          pointer: '/repository',
          message:
            '"repository" has no "source", which the 2025-12-11 schema requires (it names the forge that hosts the code), so mcp-publisher rejects the file. Add "source".',
        },
        {
          pointer: '/websiteUrl',
          message:
            '"websiteUrl" "acme.github.io" is not an absolute URI (it has no scheme, so it is a relative reference: start it with a scheme such as "file:" or "https:"), so the schema ("format": "uri") rejects it. Write the full URL, such as "https://example.com/docs".',
        },
      ],
    },
  ],
});
