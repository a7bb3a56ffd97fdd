import { ruleTester } from '../helpers/rule-tester.js';

const unknown = (why: string) =>
  `mcpdesc does not know this file: ${why}. It checks MCP descriptors, registry server.json files, MCPB manifests, Server Cards and the MCP configurations of Claude Code, VS Code, Cursor and other clients (docs/formats.md lists them with their paths). Name a file of one of them, or leave this one out of the paths to lint.`;
const content = (what: string) => unknown(`its content is no MCP format mcpdesc knows (${what})`);

ruleTester('mcpdesc.document.format', {
  valid: [
    { code: { protocolVersion: '2025-11-25', tools: [] } },
    {
      name: 'a descriptor recognized by its content at any path',
      path: 'tools.json',
      code: { protocolVersion: '2025-11-25', tools: [] },
    },
    {
      name: 'a client configuration mcpdesc recognizes (and does not check yet)',
      path: '.vscode/mcp.json',
      code: { servers: { weather: { command: 'weather-server' } } },
    },
    {
      name: 'a broken file named like a descriptor is a broken descriptor, not an unknown file',
      path: 'server.mcp.json',
      code: '{ "protocolVersion": "2025-11-25", ',
    },
    {
      name: 'a package.json that lists MCP servers',
      path: 'package.json',
      code: { name: 'my-app', mcpServers: { weather: { command: 'weather-server' } } },
    },
  ],
  invalid: [
    {
      path: 'package.json',
      code: { name: 'my-app', version: '1.0.0', scripts: { start: 'node index.js' } },
      errors: [{ pointer: '', level: 'warning', line: 1, column: 1, message: content('an object with "name", "version", "scripts"') }],
    },
    {
      name: "a json-server database at server.json (a registry file's usual path)",
      path: 'server.json',
      code: { users: [], posts: [] },
      errors: [{ pointer: '', message: content('an object with "users", "posts"') }],
    },
    {
      name: 'only the first four keys are named',
      path: 'tsconfig.json',
      code: { compilerOptions: {}, include: [], exclude: [], files: [], references: [], extends: './base.json' },
      errors: [{ pointer: '', message: content('an object with "compilerOptions", "include", "exclude", "files", and 2 more keys') }],
    },
    {
      name: 'a long key is shortened',
      path: 'notes.json',
      code: { 'a-very-long-key-that-goes-on-and-on-and-on': 1 },
      errors: [{ pointer: '', message: content('an object with "a-very-long-key-that-goes-on-…"') }],
    },
    {
      path: 'data.json',
      code: '[1, 2, 3]\n',
      errors: [{ pointer: '', message: content('the document is an array') }],
    },
    {
      path: 'data.json',
      code: '"hello"\n',
      errors: [{ pointer: '', message: content('the document is a string ("hello")') }],
    },
    {
      path: 'config.yaml',
      code: '{}\n',
      errors: [{ pointer: '', message: content('an empty object') }],
    },
    {
      name: 'an empty YAML file',
      path: 'config.yaml',
      code: '',
      errors: [{ pointer: '', message: content('an empty document') }],
    },
    {
      name: "a broken file whose name is no MCP file's",
      path: 'config.json',
      code: '{\n  "a": 1,\n}\n',
      errors: [{ pointer: '', message: unknown('it could not be parsed, and its name is not that of an MCP file') }],
    },
  ],
});
