import { treeTester } from '../helpers/tree-tester.js';

const manifest = (...names: string[]) => ({
  manifest_version: '0.3',
  name: 'docs',
  version: '1.0.0',
  description: 'Docs.',
  author: { name: 'Acme' },
  server: { type: 'node', entry_point: 'server/index.js', mcp_config: { command: 'node' } },
  tools: names.map((name) => ({ name })),
});
const descriptor = {
  protocolVersion: '2025-11-25',
  capabilities: { tools: {} },
  tools: [
    { name: 'resolve-library-id', title: 'Resolve Library ID', inputSchema: { type: 'object' } },
    { name: 'get-docs', inputSchema: { type: 'object' } },
  ],
};

treeTester('mcpdesc.consistency.tools', {
  valid: [
    {
      name: 'the same tools, by name',
      files: { 'manifest.json': manifest('resolve-library-id', 'get-docs'), 'docs.mcp.json': descriptor },
      lint: 'manifest.json',
      format: 'mcpb-manifest',
    },
    { name: 'no descriptor in the group: nothing to compare', files: { 'manifest.json': manifest('anything') }, lint: 'manifest.json' },
    {
      name: 'two descriptors: which one the bundle serves is not known',
      files: { 'manifest.json': manifest('anything'), 'a.mcp.json': descriptor, 'b.mcp.json': descriptor },
      lint: 'manifest.json',
    },
    {
      name: "Claude Code's .mcp.json is no descriptor",
      files: { 'manifest.json': manifest('anything'), '.mcp.json': { mcpServers: {} } },
      lint: 'manifest.json',
    },
  ],
  invalid: [
    {
      name: 'a title used as a name, a tool the server lacks, a served tool left out',
      files: { 'package.json': { name: 'docs' }, 'bundle/manifest.json': manifest('Resolve Library ID', 'search'), 'docs.mcp.json': descriptor },
      lint: 'bundle/manifest.json',
      errors: [
        {
          pointer: '/tools/0/name',
          line: 18,
          column: 15,
          message:
            'The manifest lists the tool "Resolve Library ID", but docs.mcp.json names it "resolve-library-id" (see docs.mcp.json:8:15): clients match the manifest\'s tools to the served ones by name, so this one matches nothing. Did you mean "resolve-library-id"?',
          related: ['docs.mcp.json:8:15 docs.mcp.json names the tool "resolve-library-id" here.'],
        },
        {
          pointer: '/tools/1/name',
          message:
            'The manifest lists the tool "search", which docs.mcp.json, the descriptor of this package, does not have: users see a tool the server does not serve. Remove it from "tools", or add it to the descriptor if the server serves it.',
          related: ["docs.mcp.json:6:12 docs.mcp.json lists the server's tools here."],
        },
        {
          pointer: '/tools',
          message:
            'docs.mcp.json has the tool "get-docs" (see docs.mcp.json:15:15), which the manifest\'s "tools" does not list: clients show users the manifest\'s list before installing, so the tool is not shown. Add { "name": "get-docs" } to "tools".',
          related: ['docs.mcp.json:15:15 docs.mcp.json declares the tool "get-docs" here.'],
        },
      ],
    },
  ],
});
