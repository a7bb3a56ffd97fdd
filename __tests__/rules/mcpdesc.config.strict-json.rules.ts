import { ruleTester } from '../helpers/rule-tester.js';

const comment = (client: string) =>
  `${client} reads this file as strict JSON, which has no comments: it cannot parse the file and starts none of its servers. Remove the comment (keep notes in the README).`;
const comma = (client: string) =>
  `${client} reads this file as strict JSON, which allows no comma before "}" or "]": it cannot parse the file and starts none of its servers. Remove the comma.`;

ruleTester('mcpdesc.config.strict-json', {
  valid: [
    {
      name: 'VS Code reads .vscode/mcp.json as JSONC: comments and trailing commas are fine',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: `{
  // Team servers
  "servers": {
    "docs": { "command": "node", "args": ["docs.js"], },
  },
}
`,
    },
    {
      name: 'Gemini CLI reads settings.json as JSONC',
      path: '.gemini/settings.json',
      format: 'gemini-settings',
      code: `{
  /* project servers */
  "mcpServers": {
    "docs": { "command": "node", "args": ["docs.js"] },
  }
}
`,
    },
    {
      name: 'Cursor: how it parses the file is not known, so comments are not reported',
      path: '.cursor/mcp.json',
      format: 'cursor-mcp-json',
      code: `{
  // Cursor's servers
  "mcpServers": {
    "docs": { "command": "node", "args": ["docs.js"] }
  }
}
`,
    },
    {
      name: 'Claude Code: "//", "/*" and ",]" inside strings are not comments or commas',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: `{
  "mcpServers": {
    "docs": { "command": "node", "args": ["// not a comment, /* nor this */", "a,]"] }
  }
}
`,
    },
    {
      name: 'Codex: TOML has comments, and a trailing comma in an array',
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: `# Codex servers
[mcp_servers.docs]
command = "node" # run the local server
args = ["docs.js",]
`,
    },
    {
      name: 'Smithery: YAML has comments',
      path: 'smithery.yaml',
      format: 'smithery-yaml',
      code: '# deployment\nruntime: typescript\n',
    },
  ],
  invalid: [
    {
      name: 'Claude Code: a comment and a trailing comma',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: `{
  // The team's servers.
  "mcpServers": {
    "sentry": { "type": "http", "url": "https://mcp.sentry.dev/mcp" },
  }
}
`,
      errors: [
        { pointer: '', level: 'error', line: 2, column: 3, message: comment('Claude Code') },
        { pointer: '', level: 'error', line: 4, column: 70, message: comma('Claude Code') },
      ],
    },
    {
      name: "Claude Code: a trailing comma in an array and a block comment, in a plugin's bare server map",
      path: 'plugin/.mcp.json',
      format: 'claude-code-mcp-json',
      code: `{
  "github": {
    "command": "node",
    "args": ["server.js",] /* local build */
  }
}
`,
      errors: [
        { pointer: '', line: 4, column: 25, message: comma('Claude Code') },
        { pointer: '', line: 4, column: 28, message: comment('Claude Code') },
      ],
    },
    {
      name: 'Roo Code: a block comment over two lines that disables a server',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: `{
  "mcpServers": {
    /* disabled for now
    "old": { "command": "node", "args": ["old.js"] }, */
    "docs": { "command": "node", "args": ["docs.js"] }
  }
}
`,
      errors: [{ pointer: '', line: 3, column: 5, message: comment('Roo Code') }],
    },
    {
      name: 'Gemini extension: a line comment after a value',
      path: 'gemini-extension.json',
      format: 'gemini-extension',
      code: `{
  "name": "docs-tools",
  "version": "1.0.0", // bump on release
  "mcpServers": {}
}
`,
      errors: [{ pointer: '', line: 3, column: 23, message: comment('Gemini CLI') }],
    },
    {
      name: 'Gemini extension: a trailing comma in the manifest',
      path: 'gemini-extension.json',
      format: 'gemini-extension',
      code: `{
  "name": "docs-tools",
  "version": "1.0.0",
}
`,
      errors: [{ pointer: '', line: 3, column: 21, message: comma('Gemini CLI') }],
    },
  ],
});
