import { ruleTester } from '../helpers/rule-tester.js';

const VSCODE_STDIO_KEYS = '"type", "command", "cwd", "args", "envFile", "env", "dev", "sandboxEnabled", "sandbox", "version" and "gallery"';

ruleTester('mcpdesc.config.unknown-key', {
  valid: [
    {
      name: 'Copilot CLI: its own keys (tools, deferTools, filterMapping, OAuth)',
      path: '.github/mcp.json',
      format: 'copilot-cli-mcp-json',
      code: {
        mcpServers: {
          api: {
            type: 'http',
            url: 'https://api.example.com/mcp',
            tools: ['*'],
            oauthClientId: 'id',
            oauthPublicClient: false,
            oauthGrantType: 'client_credentials',
          },
          local: { command: 'npx', args: ['-y', 'some-mcp@1.0.0'], tools: ['a'], deferTools: 'auto', filterMapping: 'markdown', timeout: 60000 },
        },
      },
    },
    {
      name: 'Claude Code settings: settings that are not about MCP are not read',
      path: '.claude/settings.json',
      format: 'claude-code-settings',
      code: { model: 'opus', hooks: {} },
    },
    {
      name: 'Claude Code reports only near misses: an undocumented "description" is left alone',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: { mcpServers: { docs: { command: 'node', args: ['docs.js'], description: 'Team docs' } } },
    },
    {
      name: 'Claude Desktop: an undocumented "cwd" in an entry and the app\'s other settings beside the list',
      path: 'claude_desktop_config.json',
      format: 'claude-desktop-config',
      code: { globalShortcut: 'Ctrl+Space', mcpServers: { docs: { command: 'node', args: ['docs.js'], cwd: '/srv/docs' } } },
    },
    {
      name: 'Kiro: a key close to none of its keys',
      path: '.kiro/settings/mcp.json',
      format: 'kiro-mcp-json',
      code: { mcpServers: { fetch: { command: 'uvx', args: ['mcp-server-fetch==2025.4.7'], notes: 'read-only' } } },
    },
    {
      name: "Codex: the file's other settings are not the rule's (only server tables are closed)",
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: `model = "o3"
approval_policy = "never"

[mcp_servers.docs]
command = "node"
env_vars = ["DOCS_TOKEN"]
`,
    },
    {
      name: "Gemini settings: the CLI's other settings beside mcpServers, and every server key it reads",
      path: '.gemini/settings.json',
      format: 'gemini-settings',
      code: { theme: 'Dracula', mcpServers: { docs: { command: 'node', args: ['docs.js'], trust: false, includeTools: ['search'] } } },
    },
    {
      name: 'VS Code: "version" and "gallery", which VS Code writes when it installs a server from its MCP gallery',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: {
        servers: {
          odoo: { type: 'stdio', command: 'uvx', args: ['mcp-server-odoo==0.4.1'], gallery: 'https://api.mcp.github.com', version: '0.4.1' },
          remote: { type: 'http', url: 'https://mcp.example.com/mcp', gallery: true, version: '1.0.31' },
        },
      },
    },
    {
      name: 'VS Code: a misspelt required "comand" is the structure rule\'s finding, not reported twice',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: { servers: { docs: { comand: 'node', args: ['docs.js'] } } },
    },
    {
      name: 'Smithery: "environment" that lists runtime requirements is no misspelt "env", and Smithery leaves its other keys alone',
      path: 'smithery.yaml',
      format: 'smithery-yaml',
      code: 'runtime: typescript\nenvironment:\n  node: ">=18.0.0"\ncategories: [finance]\nstartCommand:\n  type: stdio\n',
    },
    {
      name: 'Cursor: "environment" holding a list is no env map either',
      path: '.cursor/mcp.json',
      format: 'cursor-mcp-json',
      code: { mcpServers: { docs: { command: 'node', args: ['docs.js'], environment: ['production'] } } },
    },
  ],
  invalid: [
    {
      name: 'Copilot CLI: "tool" for its tools list',
      path: '.github/mcp.json',
      format: 'copilot-cli-mcp-json',
      code: { mcpServers: { docs: { type: 'local', command: 'npx', args: ['-y', '@acme/docs-mcp@1.4.2'], tool: ['search_docs'] } } },
      errors: [
        {
          pointer: '/mcpServers/docs/tool',
          message: 'Copilot CLI does not read "tool" in a server entry: did you mean "tools"? It ignores the key, so the setting has no effect.',
        },
      ],
    },
    {
      name: 'VS Code: a key it does not read, beside a misspelt command (reported by the structure rule)',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: `{
  "servers": {
    "github": {
      "comand": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github@2025.4.8"],
      "disabled": false
    }
  }
}
`,
      errors: [
        {
          pointer: '/servers/github/disabled',
          level: 'warning',
          line: 6,
          column: 7,
          message: `VS Code does not read "disabled" in a server entry (it reads ${VSCODE_STDIO_KEYS}), so the setting has no effect. Remove it, or move it to the client that reads it.`,
        },
      ],
    },
    {
      name: 'VS Code: "input" for "inputs" at the top, and a key no known one is close to',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: `{
  "servers": { "docs": { "command": "node", "enviroment": { "DOCS_DIR": "docs" } } },
  "input": []
}
`,
      errors: [
        {
          pointer: '/servers/docs/enviroment',
          message: 'VS Code does not read "enviroment" in a server entry: did you mean "env"? It ignores the key, so the setting has no effect.',
        },
        {
          pointer: '/input',
          line: 3,
          column: 3,
          message: 'VS Code does not read "input" in a VS Code MCP configuration: did you mean "inputs"? It ignores the key, so the setting has no effect.',
        },
      ],
    },
    {
      name: 'VS Code: "auth" in a remote server, for "oauth"',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: { servers: { sentry: { type: 'http', url: 'https://mcp.sentry.dev/mcp', auth: {} } } },
      errors: [
        {
          pointer: '/servers/sentry/auth',
          message: 'VS Code does not read "auth" in a server entry: did you mean "oauth"? It ignores the key, so the setting has no effect.',
        },
      ],
    },
    {
      name: 'Claude Code: "header" for "headers"',
      output:
        '{\n  "mcpServers": {\n    "sentry": {\n      "type": "http",\n      "url": "https://mcp.sentry.dev/mcp",\n      "headers": {\n        "X-Team": "web"\n      }\n    }\n  }\n}\n',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: { mcpServers: { sentry: { type: 'http', url: 'https://mcp.sentry.dev/mcp', header: { 'X-Team': 'web' } } } },
      errors: [
        {
          pointer: '/mcpServers/sentry/header',
          message: 'Claude Code does not read "header" in a server entry: did you mean "headers"? It ignores the key, so the setting has no effect.',
        },
      ],
    },
    {
      name: 'Cursor: "evn" for "env" (an undocumented "autoApprove" beside it is left alone)',
      path: '.cursor/mcp.json',
      format: 'cursor-mcp-json',
      code: { mcpServers: { docs: { command: 'node', evn: { DOCS_DIR: 'docs' }, autoApprove: ['search'] } } },
      errors: [
        {
          pointer: '/mcpServers/docs/evn',
          message: 'Cursor does not read "evn" in a server entry: did you mean "env"? It ignores the key, so the setting has no effect.',
        },
      ],
    },
    {
      name: 'Cursor: the list under "mcpServer"',
      path: '.cursor/mcp.json',
      format: 'cursor-mcp-json',
      code: { mcpServer: { docs: { command: 'node' } } },
      errors: [
        {
          pointer: '/mcpServer',
          message:
            'Cursor does not read "mcpServer" in a Cursor MCP configuration: did you mean "mcpServers"? It ignores the key, so the setting has no effect.',
        },
      ],
    },
    {
      name: 'Kiro: "disabledTool" for "disabledTools"',
      path: '.kiro/settings/mcp.json',
      format: 'kiro-mcp-json',
      code: { mcpServers: { fetch: { command: 'uvx', disabledTool: ['fetch_raw'] } } },
      errors: [
        {
          pointer: '/mcpServers/fetch/disabledTool',
          message: 'Kiro does not read "disabledTool" in a server entry: did you mean "disabledTools"? It ignores the key, so the setting has no effect.',
        },
      ],
    },
    {
      name: 'Gemini settings: another client\'s "alwaysAllow", and "exludeTools"',
      path: '.gemini/settings.json',
      format: 'gemini-settings',
      code: { mcpServers: { docs: { command: 'node', alwaysAllow: ['search'], exludeTools: ['delete'] } } },
      errors: [
        {
          pointer: '/mcpServers/docs/alwaysAllow',
          message:
            'Gemini CLI does not read "alwaysAllow" in a server entry (it reads "command", "args", "env", "cwd", "url", "httpUrl", "headers", "tcp", "type", "timeout", "description", "includeTools", "excludeTools", "extension", "oauth", "authProviderType", "targetAudience", "targetServiceAccount" and "trust"), so the setting has no effect. Remove it, or move it to the client that reads it.',
        },
        {
          pointer: '/mcpServers/docs/exludeTools',
          message: 'Gemini CLI does not read "exludeTools" in a server entry: did you mean "excludeTools"? It ignores the key, so the setting has no effect.',
        },
      ],
    },
    {
      name: 'Gemini extension: "descripton" in the manifest',
      path: 'gemini-extension.json',
      format: 'gemini-extension',
      code: { name: 'docs-tools', version: '1.0.0', descripton: 'Docs search', mcpServers: {} },
      errors: [
        {
          pointer: '/descripton',
          message:
            'Gemini CLI does not read "descripton" in a Gemini extension manifest: did you mean "description"? It ignores the key, so the setting has no effect.',
        },
      ],
    },
    {
      name: 'Codex: "env_var" for "env_vars", and a key of other clients',
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: `[mcp_servers.docs]
command = "node"
env_var = ["DOCS_TOKEN"]
autoApprove = true
`,
      errors: [
        {
          pointer: '/mcp_servers/docs/env_var',
          line: 3,
          column: 1,
          message: 'Codex does not read "env_var" in a server table: did you mean "env_vars"? It ignores the key, so the setting has no effect.',
        },
        {
          pointer: '/mcp_servers/docs/autoApprove',
          line: 4,
          column: 1,
          message:
            'Codex does not read "autoApprove" in a server table (it reads "command", "args", "cwd", "env", "env_vars", "env_http_headers", "http_headers", "url", "bearer_token_env_var", "default_tools_approval_mode", "enabled", "enabled_tools", "disabled_tools", "environment_id", "name", "oauth", "oauth_resource", "required", "scopes", "startup_timeout_ms", "startup_timeout_sec", "supports_parallel_tool_calls", "tool_timeout_sec" and "tools"), so the setting has no effect. Remove it, or move it to the client that reads it.',
        },
      ],
    },
    {
      name: 'Windsurf: "serverURL" for "serverUrl"',
      output: '{\n  "mcpServers": {\n    "linear": {\n      "serverUrl": "https://mcp.linear.app/sse"\n    }\n  }\n}\n',
      path: '.windsurf/mcp_config.json',
      format: 'windsurf-mcp-config',
      code: { mcpServers: { linear: { serverURL: 'https://mcp.linear.app/sse' } } },
      errors: [
        {
          pointer: '/mcpServers/linear/serverURL',
          message: 'Windsurf does not read "serverURL" in a server entry: did you mean "serverUrl"? It ignores the key, so the setting has no effect.',
        },
      ],
    },
    {
      name: 'Roo Code: "alwaysAlow" for "alwaysAllow"',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: { mcpServers: { docs: { command: 'node', alwaysAlow: ['search'] } } },
      errors: [
        {
          pointer: '/mcpServers/docs/alwaysAlow',
          message: 'Roo Code does not read "alwaysAlow" in a server entry: did you mean "alwaysAllow"? It ignores the key, so the setting has no effect.',
        },
      ],
    },
    {
      name: 'Amazon Q: "timout" for "timeout"',
      path: '.amazonq/mcp.json',
      format: 'amazonq-mcp-json',
      code: { mcpServers: { docs: { command: 'node', timout: 30000 } } },
      errors: [
        {
          pointer: '/mcpServers/docs/timout',
          message: 'Amazon Q does not read "timout" in a server entry: did you mean "timeout"? It ignores the key, so the setting has no effect.',
        },
      ],
    },
    {
      name: 'Smithery: "startComand" for "startCommand"',
      path: 'smithery.yaml',
      format: 'smithery-yaml',
      code: 'runtime: typescript\nstartComand:\n  type: stdio\n',
      errors: [
        {
          pointer: '/startComand',
          message:
            'Smithery does not read "startComand" in a Smithery configuration: did you mean "startCommand"? It ignores the key, so the setting has no effect.',
        },
      ],
    },
    {
      name: 'Smithery: "environment" that maps variables is the "env" it reads',
      path: 'smithery.yaml',
      format: 'smithery-yaml',
      code: 'runtime: typescript\nenvironment:\n  API_KEY: secret-from-smithery\n',
      output: 'runtime: typescript\nenv:\n  API_KEY: secret-from-smithery\n',
      errors: [
        {
          pointer: '/environment',
          message: 'Smithery does not read "environment" in a Smithery configuration: did you mean "env"? It ignores the key, so the setting has no effect.',
        },
      ],
    },
    {
      name: 'Smithery: "environment_variables" with variables in it, whatever else a mis-indented file put below them',
      path: 'smithery.yaml',
      format: 'smithery-yaml',
      code: 'runtime: python\nenvironment_variables:\n  API_URL: https://api.example.com\n  configSchema:\n    type: object\n',
      output: 'runtime: python\nenv:\n  API_URL: https://api.example.com\n  configSchema:\n    type: object\n',
      errors: [
        {
          pointer: '/environment_variables',
          message:
            'Smithery does not read "environment_variables" in a Smithery configuration: did you mean "env"? It ignores the key, so the setting has no effect.',
        },
      ],
    },
    {
      name: 'Cursor: "arguments" holding a list is the "args" it reads',
      path: '.cursor/mcp.json',
      format: 'cursor-mcp-json',
      code: { mcpServers: { docs: { command: 'node', arguments: ['docs.js'] } } },
      output: `${JSON.stringify({ mcpServers: { docs: { command: 'node', args: ['docs.js'] } } }, null, 2)}\n`,
      errors: [
        {
          pointer: '/mcpServers/docs/arguments',
          message: 'Cursor does not read "arguments" in a server entry: did you mean "args"? It ignores the key, so the setting has no effect.',
        },
      ],
    },
  ],
});
