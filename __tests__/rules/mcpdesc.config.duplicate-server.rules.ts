import { ruleTester } from '../helpers/rule-tester.js';

const sameUrl = (name: string, first: string) =>
  `"${name}" starts the same server as "${first}" (the same URL): every tool is offered twice, under two names, and calls may go to either. Remove one of them.`;
const sameCommand = (name: string, first: string) =>
  `"${name}" starts the same server as "${first}" (the same command and arguments): every tool is offered twice, under two names, and calls may go to either. Remove one of them.`;
const caseOnly = (name: string, other: string) =>
  `"${name}" and "${other}" differ only in case: clients and tool names that ignore case (mcp__${name.toLowerCase()}__…) see one server, and which entry wins is not defined. Rename or remove one.`;

ruleTester('mcpdesc.config.duplicate-server', {
  valid: [
    {
      name: 'a disabled copy starts nothing',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: { mcpServers: { a: { command: 'node', args: ['s.js'] }, b: { command: 'node', args: ['s.js'], disabled: true } } },
    },
    {
      name: 'one server under two accounts (different headers)',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: {
        mcpServers: {
          work: { type: 'http', url: 'https://x.dev/mcp', headers: { Authorization: 'Bearer ${A}' } },
          home: { type: 'http', url: 'https://x.dev/mcp', headers: { Authorization: 'Bearer ${B}' } },
        },
      },
    },
    {
      name: 'paths that differ in case are different servers',
      path: '.cursor/mcp.json',
      format: 'cursor-mcp-json',
      code: { mcpServers: { a: { url: 'https://x.dev/MCP' }, b: { url: 'https://x.dev/mcp' } } },
    },
    {
      name: 'Claude Code: the same command with different arguments is two servers',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: `{
  "mcpServers": {
    "fs-docs": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem@2025.8.21", "./docs"] },
    "fs-src": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem@2025.8.21", "./src"] }
  }
}
`,
    },
    {
      name: 'Kiro: the same command and arguments with a different environment is two servers',
      path: '.kiro/settings/mcp.json',
      format: 'kiro-mcp-json',
      code: `{
  "mcpServers": {
    "db-prod": { "command": "uvx", "args": ["postgres-mcp==0.3.0"], "env": { "DB": "prod" } },
    "db-dev": { "command": "uvx", "args": ["postgres-mcp==0.3.0"], "env": { "DB": "dev" } }
  }
}
`,
    },
    {
      name: 'Amazon Q: one host, two URLs that differ in their query',
      path: '.amazonq/mcp.json',
      format: 'amazonq-mcp-json',
      code: { mcpServers: { 'docs-web': { url: 'https://docs.example.com/mcp?team=web' }, 'docs-api': { url: 'https://docs.example.com/mcp?team=api' } } },
    },
    {
      name: 'VS Code: one host, two endpoints',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: { servers: { sentry: { type: 'http', url: 'https://mcp.sentry.dev/mcp' }, 'sentry-sse': { type: 'sse', url: 'https://mcp.sentry.dev/sse' } } },
    },
    {
      name: 'Codex: names that share a prefix are different names',
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: `[mcp_servers.docs]
url = "https://docs.example.com/mcp"

[mcp_servers.docs-staging]
url = "https://staging.docs.example.com/mcp"
`,
    },
    {
      name: 'Codex: one URL with two accounts, told apart by http_headers',
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: `[mcp_servers.work]
url = "https://docs.example.com/mcp"
http_headers = { "X-Account" = "work" }

[mcp_servers.personal]
url = "https://docs.example.com/mcp"
http_headers = { "X-Account" = "personal" }
`,
    },
  ],
  invalid: [
    {
      name: 'Cursor: a name that differs only in case, and a second name for the same URL',
      path: '.cursor/mcp.json',
      format: 'cursor-mcp-json',
      code: `{
  "mcpServers": {
    "context7": { "url": "https://mcp.context7.com/mcp" },
    "Context7": { "url": "https://mcp.context7.com/mcp/" },
    "docs": { "url": "https://mcp.context7.com/mcp" }
  }
}
`,
      errors: [
        { pointer: '/mcpServers/Context7', level: 'error', line: 4, column: 5, message: caseOnly('Context7', 'context7') },
        { pointer: '/mcpServers/docs', line: 5, column: 5, message: sameUrl('docs', 'context7') },
      ],
    },
    {
      name: 'Claude Code: two names for the same command and arguments',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: `{
  "mcpServers": {
    "gh": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-github@2025.4.8"] },
    "github": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-github@2025.4.8"] }
  }
}
`,
      errors: [{ pointer: '/mcpServers/github', message: sameCommand('github', 'gh') }],
    },
    {
      name: 'VS Code: names that differ only in case, for different servers',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: { servers: { Sentry: { type: 'http', url: 'https://mcp.sentry.dev/mcp' }, sentry: { type: 'sse', url: 'https://mcp.sentry.dev/sse' } } },
      errors: [{ pointer: '/servers/sentry', message: caseOnly('sentry', 'Sentry') }],
    },
    {
      name: 'Kiro: the same environment in another order, the command with a trailing space',
      path: '.kiro/settings/mcp.json',
      format: 'kiro-mcp-json',
      code: `{
  "mcpServers": {
    "db": { "command": "uvx", "args": ["postgres-mcp==0.3.0"], "env": { "MODE": "ro", "DB": "prod" } },
    "postgres": { "command": "uvx ", "args": ["postgres-mcp==0.3.0"], "env": { "DB": "prod", "MODE": "ro" } }
  }
}
`,
      errors: [{ pointer: '/mcpServers/postgres', message: sameCommand('postgres', 'db') }],
    },
    {
      name: 'Windsurf: the same serverUrl with another host case and a trailing slash',
      path: '.windsurf/mcp_config.json',
      format: 'windsurf-mcp-config',
      code: { mcpServers: { linear: { serverUrl: 'https://mcp.linear.app/sse' }, 'linear-2': { serverUrl: 'https://MCP.Linear.app/sse/' } } },
      errors: [{ pointer: '/mcpServers/linear-2', message: sameUrl('linear-2', 'linear') }],
    },
    {
      name: 'Gemini settings: the same httpUrl twice',
      path: '.gemini/settings.json',
      format: 'gemini-settings',
      code: { mcpServers: { docs: { httpUrl: 'https://docs.example.com/mcp' }, search: { httpUrl: 'https://docs.example.com/mcp//' } } },
      errors: [{ pointer: '/mcpServers/search', message: sameUrl('search', 'docs') }],
    },
    {
      name: 'Codex: two tables whose names differ only in case (reported once, not also as the same command)',
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: `[mcp_servers.Docs]
command = "node"
args = ["docs.js"]

[mcp_servers.docs]
command = "node"
args = ["docs.js"]
`,
      errors: [{ pointer: '/mcp_servers/docs', line: 5, column: 14, message: caseOnly('docs', 'Docs') }],
    },
    {
      name: 'Codex: two tables for the same URL',
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: `[mcp_servers.docs]
url = "https://docs.example.com/mcp"

[mcp_servers.handbook]
url = "https://docs.example.com/mcp"
`,
      errors: [{ pointer: '/mcp_servers/handbook', message: sameUrl('handbook', 'docs') }],
    },
    {
      name: 'Claude Desktop: three names for one command, each compared with the first',
      path: 'claude_desktop_config.json',
      format: 'claude-desktop-config',
      code: `{
  "mcpServers": {
    "docs": { "command": "node", "args": ["docs.js"] },
    "docs-2": { "command": "node", "args": ["docs.js"] },
    "handbook": { "command": "node", "args": ["docs.js"] }
  }
}
`,
      errors: [
        { pointer: '/mcpServers/docs-2', message: sameCommand('docs-2', 'docs') },
        { pointer: '/mcpServers/handbook', message: sameCommand('handbook', 'docs') },
      ],
    },
    {
      name: 'Claude Desktop: a case-only name for another command, and a copy of the first',
      path: 'claude_desktop_config.json',
      format: 'claude-desktop-config',
      code: `{
  "mcpServers": {
    "Files": { "command": "node", "args": ["files.js"] },
    "files": { "command": "python", "args": ["files.py"] },
    "storage": { "command": "node", "args": ["files.js"] }
  }
}
`,
      errors: [
        { pointer: '/mcpServers/files', message: caseOnly('files', 'Files') },
        { pointer: '/mcpServers/storage', message: sameCommand('storage', 'Files') },
      ],
    },
  ],
});
