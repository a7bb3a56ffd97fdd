import { ruleTester } from '../helpers/rule-tester.js';

const DRAFT = 'https://raw.githubusercontent.com/modelcontextprotocol/registry/main/docs/reference/server-json/draft/server.schema.json';
const DATED = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';
const AT = { path: 'server.json', format: 'mcp-registry-server' };
const server = ($schema: string, postInstallInstructions?: unknown) => ({
  $schema,
  name: 'io.github.acme/notes',
  description: 'Notes.',
  version: '1.0.0',
  packages: [
    {
      registryType: 'npm',
      identifier: '@acme/notes',
      version: '1.0.0',
      transport: { type: 'stdio' },
      ...(postInstallInstructions === undefined ? {} : { postInstallInstructions }),
    },
  ],
});

ruleTester('mcpdesc.registry.draft-field', {
  valid: [
    { ...AT, code: server(DATED) },
    {
      name: 'instructions under the draft',
      ...AT,
      code: server(DRAFT, [{ description: 'Sign in once.', command: 'notes setup', documentation: 'https://acme.dev/setup', optional: true }]),
    },
  ],
  invalid: [
    {
      name: 'instructions under a dated schema',
      ...AT,
      code: server(DATED, [{ description: 'Sign in once.' }]),
      errors: [
        {
          pointer: '/packages/0/postInstallInstructions',
          level: 'warning',
          message:
            'Only the registry\'s unreleased draft schema has "postInstallInstructions"; under the version this file declares the registry keeps no such field, so no client shows these instructions. Say them in the README until a dated schema has the field, or declare the draft.',
        },
      ],
    },
    {
      name: 'a draft instruction without a description, with a relative documentation link and an unknown key',
      ...AT,
      code: server(DRAFT, [{ command: 'notes setup', documentation: 'docs/setup.md', run: true }]),
      errors: [
        {
          pointer: '/packages/0/postInstallInstructions/0',
          message:
            'This post-install instruction has no "description", which the draft requires: clients show it, and never run the command themselves. Add "description" with what the user should do.',
        },
        {
          pointer: '/packages/0/postInstallInstructions/0/documentation',
          message: '"documentation" is "docs/setup.md", but the draft requires a URL. Write the full link, such as "https://example.com/setup".',
        },
        {
          pointer: '/packages/0/postInstallInstructions/0/run',
          message: 'The draft defines no "run" in a post-install instruction, whose keys are "description", "command", "documentation", "optional". Remove it.',
        },
      ],
    },
  ],
});
