import { ruleTester } from '../helpers/rule-tester.js';

const BASE = 'https://raw.githubusercontent.com/mcpdesc/mcpdesc/main/schemas';
const doc = ($schema: string, protocolVersion: string | string[]) => ({ $schema, protocolVersion, tools: [] });
const mismatch = (named: string, declared: string, instead: string, url: string) =>
  `"$schema" names the editor schema of protocol version ${named}, but the descriptor declares ${declared}: editors check the file against ${named} while mcpdesc checks it against what it declares, so they report different problems. Point "$schema" at ${instead}: "${url}".`;

ruleTester('mcpdesc.document.schema-url', {
  valid: [
    { code: doc(`${BASE}/descriptor-2025-06-18.schema.json`, '2025-06-18') },
    { name: 'the any-version schema', code: doc(`${BASE}/descriptor.schema.json`, '2025-06-18') },
    { name: 'a relative path to the right version', path: 'case.mcp.yaml', code: doc('../schemas/descriptor-2024-11-05.schema.json', '2024-11-05') },
    { name: 'a schema that is not an mcpdesc editor schema', code: doc('https://example.com/my-descriptor-2025-11-25.json', '2025-06-18') },
    {
      name: 'an unsupported protocolVersion, which mcpdesc.document.protocol-version reports',
      code: doc(`${BASE}/descriptor-2025-11-25.schema.json`, '2025-13-01'),
    },
  ],
  invalid: [
    {
      code: doc(`${BASE}/descriptor-2025-11-25.schema.json`, '2025-06-18'),
      output: `{\n  "$schema": "${BASE}/descriptor-2025-06-18.schema.json",\n  "protocolVersion": "2025-06-18",\n  "tools": []\n}\n`,
      errors: [
        {
          pointer: '/$schema',
          level: 'warning',
          line: 2,
          column: 14,
          message: mismatch('2025-11-25', '"protocolVersion" 2025-06-18', 'the one for 2025-06-18', `${BASE}/descriptor-2025-06-18.schema.json`),
        },
      ],
    },
    {
      name: 'a relative path with a fragment, in YAML',
      output: '$schema: "./schemas/descriptor-2025-11-25.schema.json#"\nprotocolVersion: 2025-11-25\ntools: []\n',
      path: 'case.mcp.yaml',
      code: doc('./schemas/descriptor-2026-07-28.schema.json#', '2025-11-25'),
      errors: [
        {
          pointer: '/$schema',
          message: mismatch('2026-07-28', '"protocolVersion" 2025-11-25', 'the one for 2025-11-25', './schemas/descriptor-2025-11-25.schema.json#'),
        },
      ],
    },
    {
      name: 'one version of a list',
      output:
        '{\n  "$schema": "https://raw.githubusercontent.com/mcpdesc/mcpdesc/main/schemas/descriptor.schema.json",\n  "protocolVersion": [\n    "2025-06-18",\n    "2025-11-25"\n  ],\n  "tools": []\n}\n',
      code: doc(`${BASE}/descriptor-2025-11-25.schema.json`, ['2025-06-18', '2025-11-25']),
      errors: [
        {
          pointer: '/$schema',
          message: mismatch(
            '2025-11-25',
            'the protocol versions 2025-06-18, 2025-11-25',
            'the schema for any version, which checks the file against each version it declares',
            `${BASE}/descriptor.schema.json`,
          ),
        },
      ],
    },
  ],
});
