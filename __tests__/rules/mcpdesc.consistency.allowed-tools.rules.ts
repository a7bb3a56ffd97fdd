import { treeTester } from '../helpers/tree-tester.js';

const tool = (name: string) => ({ name, description: `Runs ${name}.`, inputSchema: { type: 'object' } });
const npm = { name: 'notes', version: '1.0.0', dependencies: { '@modelcontextprotocol/sdk': '^1.24.1' } };
const copilot = (tools: string[], args = ['dist/index.js']) => ({ mcpServers: { notes: { type: 'local', command: 'node', args, tools } } });
const repo = { 'package.json': npm, 'tools.json': { tools: [tool('add_note'), tool('list_notes')] }, 'src/index.ts': '// built to dist/index.js\n' };

treeTester('mcpdesc.consistency.allowed-tools', {
  valid: [
    {
      name: 'tools the package lists, and "*"',
      files: { ...repo, '.github/mcp.json': copilot(['add_note', 'list_notes', '*']) },
      lint: '.github/mcp.json',
      format: 'copilot-cli-mcp-json',
    },
    {
      name: 'an entry that runs a published package is not compared',
      files: { ...repo, '.github/mcp.json': { mcpServers: { notes: { command: 'npx', args: ['-y', '@acme/notes'], tools: ['anything'] } } } },
      lint: '.github/mcp.json',
    },
    {
      name: 'a package that lists no tool whole (one snapshot) is not asked',
      files: { 'package.json': npm, '__toolsnaps__/add_note.snap': tool('add_note'), '.github/mcp.json': copilot(['other']) },
      lint: '.github/mcp.json',
    },
    {
      name: 'a tool known by its title',
      files: {
        'package.json': npm,
        'manifest.json': {
          manifest_version: '0.3',
          name: 'notes',
          version: '1.0.0',
          description: 'Notes.',
          author: { name: 'Acme' },
          server: { type: 'node', entry_point: 'dist/index.js', mcp_config: { command: 'node' } },
          tools: [{ name: 'Add Note' }],
        },
        '.mcp.json': { mcpServers: { notes: { command: 'node', args: ['./dist/index.js'], tools: ['Add Note'] } } },
      },
      lint: '.mcp.json',
      format: 'claude-code-mcp-json',
    },
  ],
  invalid: [
    {
      name: 'a near miss and an unknown name, in .github/mcp.json',
      files: { ...repo, '.github/mcp.json': copilot(['add_note', 'list-notes', 'delete_note']) },
      lint: '.github/mcp.json',
      errors: [
        {
          pointer: '/mcpServers/notes/tools/1',
          level: 'warning',
          line: 11,
          column: 9,
          message:
            'The server "notes" runs from this repository, whose files name no tool "list-notes" (the tool list tools.json lists every tool the server serves): Copilot CLI exposes only the tools this list names, so this name exposes no tool. Did you mean "list_notes"?',
          related: ["tools.json:2:12 tools.json lists the server's tools here."],
        },
        {
          pointer: '/mcpServers/notes/tools/2',
          message:
            'The server "notes" runs from this repository, whose files name no tool "delete_note" (the tool list tools.json lists every tool the server serves): Copilot CLI exposes only the tools this list names, so this name exposes no tool. Use a tool name the server serves, or remove this one.',
        },
      ],
    },
    {
      name: 'a Go server in a folder of the repository, in .mcp.json',
      files: {
        'go.mod': 'module notes\n\nrequire github.com/mark3labs/mcp-go v0.44.0\n',
        'cmd/notes/main.go':
          'package main\n\nimport "github.com/mark3labs/mcp-go/mcp"\n\nvar tool = mcp.NewTool("search_notes", mcp.WithDescription("Search."))\n',
        '.mcp.json': { mcpServers: { notes: { command: 'go', args: ['run', './cmd/notes'], tools: ['search'] } } },
      },
      lint: '.mcp.json',
      errors: [
        {
          pointer: '/mcpServers/notes/tools/0',
          message:
            'The server "notes" runs from this repository, whose files name no tool "search" (the server\'s source lists every tool the server serves): Copilot CLI exposes only the tools this list names, so this name exposes no tool. Use a tool name the server serves, or remove this one.',
          related: ["cmd/notes/main.go:5:24 cmd/notes/main.go registers the server's tools, starting here."],
        },
      ],
    },
  ],
});
