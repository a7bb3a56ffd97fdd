import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('mcpdesc.config.structure', {
  valid: [
    {
      name: 'Claude Code: a stdio, an HTTP and a WebSocket server ("ws" is a type Claude Code knows)',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: `{
  "mcpServers": {
    "github": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-github@2025.4.8"] },
    "sentry": { "type": "http", "url": "https://mcp.sentry.dev/mcp" },
    "live": { "type": "ws", "url": "wss://live.example.com/mcp", "headersHelper": "./scripts/headers.sh" }
  }
}
`,
    },
    {
      name: "Claude Code: a plugin's .mcp.json may be the bare map of servers",
      path: 'plugin/.mcp.json',
      format: 'claude-code-mcp-json',
      code: { docs: { command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/server.js'] } },
    },
    {
      name: 'VS Code: a "url" without "type" is fine (VS Code tells a remote server by its fields)',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: { servers: { sentry: { url: 'https://mcp.sentry.dev/mcp' } } },
    },
    {
      name: 'Cursor: "streamable-http" is one of its types (Claude Code refuses it)',
      path: '.cursor/mcp.json',
      format: 'cursor-mcp-json',
      code: { mcpServers: { linear: { type: 'streamable-http', url: 'https://mcp.linear.app/mcp' } } },
    },
    {
      name: 'Roo Code: a typed remote server with headers',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: { mcpServers: { docs: { type: 'streamable-http', url: 'https://docs.example.com/mcp', headers: { 'X-Team': 'web' }, timeout: 60 } } },
    },
    {
      name: 'Windsurf: "serverUrl" alone names a remote server',
      path: '.windsurf/mcp_config.json',
      format: 'windsurf-mcp-config',
      code: { mcpServers: { linear: { serverUrl: 'https://mcp.linear.app/sse' } } },
    },
    {
      name: "Codex: the file's other settings, and a server with only a url",
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: `model = "o3"
approval_policy = "on-request"

[mcp_servers.docs]
url = "https://docs.example.com/mcp"
startup_timeout_sec = 20
`,
    },
    {
      name: 'Gemini extension: name, version and an httpUrl server',
      path: 'gemini-extension.json',
      format: 'gemini-extension',
      code: { name: 'docs-tools', version: '1.2.0', mcpServers: { docs: { httpUrl: 'https://docs.example.com/mcp', timeout: 30000 } } },
    },
    {
      name: "Smithery: the Python runtime of Smithery's Python SDK",
      path: 'smithery.yaml',
      format: 'smithery-yaml',
      code: 'runtime: "python"\n',
    },
    {
      name: 'Smithery: the Python runtime with the environment it injects',
      path: 'smithery.yaml',
      format: 'smithery-yaml',
      code: 'runtime: python\nenv:\n  LOG_LEVEL: info\n',
    },
    {
      name: 'Smithery: a stdio start command',
      path: 'smithery.yaml',
      format: 'smithery-yaml',
      code: `runtime: typescript
startCommand:
  type: stdio
  configSchema: {}
`,
    },
  ],
  invalid: [
    {
      name: 'a file that is not an object',
      path: '.cursor/mcp.json',
      format: 'cursor-mcp-json',
      code: '[]\n',
      errors: [
        {
          pointer: '',
          message:
            'Cursor reads this file as an object with its servers under "mcpServers", but it holds an array, so Cursor starts no server from it. Put the servers in an object under "mcpServers".',
        },
      ],
    },
    {
      name: 'an empty file says so, not that it holds null',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: '',
      errors: [
        {
          pointer: '',
          line: 1,
          message: 'The file is empty, so Roo Code starts no server from it. Write an object with the servers under "mcpServers", or delete the file.',
        },
      ],
    },
    {
      name: 'near miss: a file that holds null names it',
      path: '.cursor/mcp.json',
      format: 'cursor-mcp-json',
      code: 'null\n',
      errors: [
        {
          pointer: '',
          message:
            'Cursor reads this file as an object with its servers under "mcpServers", but it holds null, so Cursor starts no server from it. Put the servers in an object under "mcpServers".',
        },
      ],
    },
    {
      name: "both VS Code's key and another client's: the other list never starts",
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: { servers: { a: { command: 'npx' } }, mcpServers: { b: { command: 'node' } } },
      errors: [
        {
          pointer: '/mcpServers',
          message:
            'VS Code reads its servers from "servers" and ignores "mcpServers" (the key of Claude Code, Cursor and most other clients), so the servers listed there never start. Move them into "servers".',
        },
      ],
    },
    {
      name: 'Roo: a command and a url in one entry',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: { mcpServers: { a: { command: 'npx', url: 'https://x.dev/mcp' } } },
      errors: [
        {
          pointer: '/mcpServers/a/url',
          message: 'Roo Code refuses a server entry that mixes "command" (a stdio server) with "url" (a remote server). Keep the fields of one kind of server.',
        },
      ],
    },
    {
      name: 'Claude Code: a url without type, args as one string, a type it does not know',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: `{
  "mcpServers": {
    "sentry": { "url": "https://mcp.sentry.dev/mcp" },
    "github": { "command": "npx", "args": "-y @modelcontextprotocol/server-github@2025.4.8" },
    "linear": { "type": "streamable-http", "url": "https://mcp.linear.app/mcp" }
  }
}
`,
      errors: [
        {
          pointer: '/mcpServers/sentry',
          level: 'error',
          line: 3,
          column: 15,
          message:
            'Claude Code needs "type" on a server with a "url": without it the entry is read as a stdio server and fails for lack of a "command". Add "type": "http" (or "sse" for an older server).',
        },
        {
          pointer: '/mcpServers/github/args',
          line: 4,
          column: 43,
          message: 'Claude Code: "args" must be an array, but it is a string ("-y @modelcontextprotocol/server-github@2025.4.8"). Write an array here.',
        },
        { pointer: '/mcpServers/linear/type', message: 'Claude Code: "type" must be "stdio", "http", "sse" or "ws", not "streamable-http". Use one of these.' },
      ],
    },
    {
      name: 'Claude Code: servers under VS Code\'s key "servers"',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: { servers: { sentry: { type: 'http', url: 'https://mcp.sentry.dev/mcp' } } },
      errors: [
        {
          pointer: '/servers',
          line: 2,
          column: 3,
          message:
            'Claude Code reads its servers from "mcpServers"; "servers" is VS Code\'s key, so Claude Code starts none of the servers in this file. Rename "servers" to "mcpServers".',
        },
      ],
    },
    {
      name: 'Claude Code: an HTTP server without its url, an OAuth port of 0',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: `{
  "mcpServers": {
    "sentry": { "type": "http" },
    "linear": { "type": "http", "url": "https://mcp.linear.app/mcp", "oauth": { "callbackPort": 0 } }
  }
}
`,
      errors: [
        { pointer: '/mcpServers/sentry', message: 'Claude Code: Missing required property "url" in this server entry. Add "url".' },
        {
          pointer: '/mcpServers/linear/oauth/callbackPort',
          message: 'Claude Code: "oauth.callbackPort" must be at least 1, not 0. Use a value in that range.',
        },
      ],
    },
    {
      name: "Claude Code: a wrong type in a plugin's bare server map",
      path: 'plugin/.mcp.json',
      format: 'claude-code-mcp-json',
      code: { github: { command: 'npx', args: '-y x' } },
      errors: [{ pointer: '/github/args', message: 'Claude Code: "args" must be an array, but it is a string ("-y x"). Write an array here.' }],
    },
    {
      name: 'Claude Desktop: "command" misspelt, and missing',
      path: 'claude_desktop_config.json',
      format: 'claude-desktop-config',
      code: `{
  "mcpServers": {
    "docs": { "comand": "node", "args": ["docs.js"] },
    "files": { "args": ["files.js"] }
  }
}
`,
      errors: [
        {
          pointer: '/mcpServers/docs',
          message: 'Claude Desktop: Missing required property "command" in this server entry. Found "comand": did you mean "command"?',
        },
        { pointer: '/mcpServers/files', message: 'Claude Desktop: Missing required property "command" in this server entry. Add "command".' },
      ],
    },
    {
      name: 'Claude Desktop: the server list as an array',
      path: 'claude_desktop_config.json',
      format: 'claude-desktop-config',
      code: '{\n  "mcpServers": [{ "command": "node", "args": ["docs.js"] }]\n}\n',
      errors: [{ pointer: '/mcpServers', message: 'Claude Desktop: "mcpServers" must be an object, but it is an array. Write an object here.' }],
    },
    {
      name: 'Claude Desktop: a server written as a command line string',
      path: 'claude_desktop_config.json',
      format: 'claude-desktop-config',
      code: { mcpServers: { docs: 'node docs.js' } },
      errors: [
        {
          pointer: '/mcpServers/docs',
          message: 'Claude Desktop: "mcpServers.docs" must be an object, but it is a string ("node docs.js"). Write an object here.',
        },
      ],
    },
    {
      name: 'VS Code: a stdio entry without its command',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: { servers: { docs: { args: ['docs.js'] } } },
      errors: [{ pointer: '/servers/docs', message: 'VS Code: Missing required property "command" in this server entry. Add "command".' }],
    },
    {
      name: 'VS Code: an unknown remote type and an input without its description',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: `{
  "servers": {
    "live": { "type": "ws", "url": "wss://live.example.com/mcp", "headers": { "Authorization": "\${input:token}" } }
  },
  "inputs": [{ "id": "token", "type": "promptString" }]
}
`,
      errors: [
        { pointer: '/servers/live/type', message: 'VS Code: "type" must be "stdio", "http" or "sse", not "ws". Did you mean "sse"?' },
        { pointer: '/inputs/0', message: 'VS Code: Missing required property "description" in "inputs[0]". Add "description".' },
      ],
    },
    {
      name: 'VS Code: an input type it does not know, a password flag as a string',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: `{
  "servers": { "docs": { "command": "node", "env": { "A": "\${input:a}", "B": "\${input:b}" } } },
  "inputs": [
    { "id": "a", "type": "secret", "description": "Token A" },
    { "id": "b", "type": "promptString", "description": "Token B", "password": "yes" }
  ]
}
`,
      errors: [
        { pointer: '/inputs/0/type', message: 'VS Code: "inputs[0].type" must be "promptString", "pickString" or "command", not "secret". Use one of these.' },
        { pointer: '/inputs/1/password', message: 'VS Code: "inputs[1].password" must be a boolean, but it is a string ("yes"). Write a boolean here.' },
      ],
    },
    {
      name: 'Cursor: an entry with neither command nor url, an unknown type',
      path: '.cursor/mcp.json',
      format: 'cursor-mcp-json',
      code: `{
  "mcpServers": {
    "docs": { "args": ["docs.js"] },
    "live": { "type": "websocket", "url": "wss://live.example.com/mcp" }
  }
}
`,
      errors: [
        {
          pointer: '/mcpServers/docs',
          message: 'Cursor cannot start "docs": a server entry needs "command" or "url" (a command to run, or the URL of a remote server). Add one of them.',
        },
        { pointer: '/mcpServers/live/type', message: 'Cursor: "type" must be "stdio", "sse", "http" or "streamable-http", not "websocket". Use one of these.' },
      ],
    },
    {
      name: 'Kiro: a timeout written as a string',
      path: '.kiro/settings/mcp.json',
      format: 'kiro-mcp-json',
      code: { mcpServers: { fetch: { command: 'uvx', args: ['mcp-server-fetch==2025.4.7'], timeout: '30' } } },
      errors: [{ pointer: '/mcpServers/fetch/timeout', message: 'Kiro: "timeout" must be a number, but it is a string ("30"). Write 30 without quotes.' }],
    },
    {
      name: 'Amazon Q: "disabled" as a string, and nothing to start',
      path: '.amazonq/mcp.json',
      format: 'amazonq-mcp-json',
      code: { mcpServers: { docs: { disabled: 'no', args: ['docs.js'] } } },
      errors: [
        { pointer: '/mcpServers/docs/disabled', message: 'Amazon Q: "disabled" must be a boolean, but it is a string ("no"). Write a boolean here.' },
        {
          pointer: '/mcpServers/docs',
          message: 'Amazon Q cannot start "docs": a server entry needs "command" or "url" (a command to run, or the URL of a remote server). Add one of them.',
        },
      ],
    },
    {
      name: 'Roo Code: a url without type, a timeout out of range',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: `{
  "mcpServers": {
    "docs": { "url": "https://docs.example.com/mcp" },
    "events": { "type": "sse", "url": "https://events.example.com/sse", "timeout": 0 }
  }
}
`,
      errors: [
        {
          pointer: '/mcpServers/docs',
          message:
            'Roo Code needs "type" on a server with a "url": without it the entry is read as a stdio server and fails for lack of a "command". Add "type": "streamable-http" (or "sse" for an older server).',
        },
        { pointer: '/mcpServers/events/timeout', message: 'Roo Code: "timeout" must be between 1 and 3600, not 0. Use a value in that range.' },
      ],
    },
    {
      name: 'Roo Code: stdio fields mixed with remote ones',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: `{
  "mcpServers": {
    "docs": { "command": "node", "args": ["docs.js"], "headers": { "X-Team": "web" } },
    "events": { "type": "sse", "url": "https://events.example.com/sse", "command": "node" }
  }
}
`,
      errors: [
        {
          pointer: '/mcpServers/docs/headers',
          message:
            'Roo Code refuses a server entry that mixes "command" (a stdio server) with "headers" (a remote server). Keep the fields of one kind of server.',
        },
        {
          pointer: '/mcpServers/events/url',
          message: 'Roo Code refuses a server entry that mixes "command" (a stdio server) with "url" (a remote server). Keep the fields of one kind of server.',
        },
      ],
    },
    {
      name: 'Gemini extension: no version, a name with a space, a server with nothing to start',
      path: 'gemini-extension.json',
      format: 'gemini-extension',
      code: { name: 'docs tools', mcpServers: { docs: { cwd: '${extensionPath}' } } },
      errors: [
        { pointer: '', message: 'Gemini CLI: Missing required property "version" in this Gemini extension manifest. Add "version".' },
        {
          pointer: '/name',
          message:
            'Gemini CLI refuses the extension name "docs tools" ("Invalid extension name"): only letters, digits and dashes are allowed. Rename it, e.g. to "docs-tools", and the extension\'s folder with it.',
        },
        {
          pointer: '/mcpServers/docs',
          message:
            'Gemini CLI cannot start "docs": a server entry needs "command", "url" or "httpUrl" (a command to run, or the URL of a remote server). Add one of them.',
        },
      ],
    },
    {
      name: 'Gemini settings: a transport type it does not know, trust as a string',
      path: '.gemini/settings.json',
      format: 'gemini-settings',
      code: { theme: 'dark', mcpServers: { docs: { httpUrl: 'https://docs.example.com/mcp', type: 'streamable-http', trust: 'yes' } } },
      errors: [
        { pointer: '/mcpServers/docs/type', message: 'Gemini CLI: "type" must be "stdio", "sse" or "http", not "streamable-http". Use one of these.' },
        { pointer: '/mcpServers/docs/trust', message: 'Gemini CLI: "trust" must be a boolean, but it is a string ("yes"). Write a boolean here.' },
      ],
    },
    {
      name: 'Windsurf: an entry with only an environment',
      path: '.windsurf/mcp_config.json',
      format: 'windsurf-mcp-config',
      code: { mcpServers: { docs: { env: { DOCS_DIR: './docs' } } } },
      errors: [
        {
          pointer: '/mcpServers/docs',
          message:
            'Windsurf cannot start "docs": a server entry needs "command", "serverUrl" or "url" (a command to run, or the URL of a remote server). Add one of them.',
        },
      ],
    },
    {
      name: 'Codex: a table with nothing to start and a negative timeout',
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: `[mcp_servers.docs]
args = ["docs.js"]
startup_timeout_ms = -1
`,
      errors: [
        {
          pointer: '/mcp_servers/docs',
          line: 1,
          column: 14,
          message: 'Codex cannot start "docs": a server entry needs "command" or "url" (a command to run, or the URL of a remote server). Add one of them.',
        },
        {
          pointer: '/mcp_servers/docs/startup_timeout_ms',
          line: 3,
          column: 22,
          message: 'Codex: "startup_timeout_ms" must be at least 0, not -1. Use a value in that range.',
        },
      ],
    },
    {
      name: 'Codex: a command given as a number',
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: '[mcp_servers.docs]\ncommand = 1\n',
      errors: [{ pointer: '/mcp_servers/docs/command', message: 'Codex: "command" must be a string, but it is an integer (1). Write a string here.' }],
    },
    {
      name: 'Smithery: a runtime and a start type it does not know',
      path: 'smithery.yaml',
      format: 'smithery-yaml',
      code: 'runtime: pyhton\nstartCommand:\n  type: websocket\n',
      errors: [
        { pointer: '/runtime', message: 'Smithery: "runtime" must be "typescript", "python" or "container", not "pyhton". Did you mean "python"?' },
        { pointer: '/startCommand/type', message: 'Smithery: "startCommand.type" must be "http" or "stdio", not "websocket". Use one of these.' },
      ],
    },
    {
      name: 'a generic server list: an entry with only a type',
      path: 'plugin/mcp.json',
      format: 'mcp-json',
      code: { mcpServers: { docs: { type: 'http' } } },
      errors: [
        {
          pointer: '/mcpServers/docs',
          message:
            'The client cannot start "docs": a server entry needs "command", "url", "serverUrl" or "httpUrl" (a command to run, or the URL of a remote server). Add one of them.',
        },
      ],
    },
  ],
});
