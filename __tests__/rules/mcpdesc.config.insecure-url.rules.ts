import { ruleTester } from '../helpers/rule-tester.js';

/** A Claude Code file with one remote server. */
const claude = (url: string, type = 'http') => ({ mcpServers: { docs: { type, url } } });

/** The message, as the rule words it. */
const message = (client: string, server: string, scheme: 'http' | 'ws', host: string, secure: string) =>
  `${client} reaches "${server}" over plain ${scheme}:// to ${host}, so anyone on the network path can read and change the MCP traffic, tokens in its headers included. Use "${secure}" (only a server on this machine, such as localhost, may stay on ${scheme}://).`;

ruleTester('mcpdesc.config.insecure-url', {
  valid: [
    { name: 'https to another host', path: '.mcp.json', format: 'claude-code-mcp-json', code: claude('https://mcp.example.com/mcp') },
    { name: 'wss to another host', path: '.mcp.json', format: 'claude-code-mcp-json', code: claude('wss://mcp.example.com/ws', 'ws') },
    { name: 'http to localhost', path: '.mcp.json', format: 'claude-code-mcp-json', code: claude('http://localhost:3000/mcp') },
    {
      name: 'http to LOCALHOST in capitals',
      path: '.cursor/mcp.json',
      format: 'cursor-mcp-json',
      code: { mcpServers: { dev: { url: 'http://LOCALHOST:3000/mcp' } } },
    },
    {
      name: 'http to 127.0.0.1',
      path: '.kiro/settings/mcp.json',
      format: 'kiro-mcp-json',
      code: { mcpServers: { figma: { url: 'http://127.0.0.1:3845/mcp' } } },
    },
    { name: 'http to [::1]', path: '.vscode/mcp.json', format: 'vscode-mcp-json', code: { servers: { dev: { type: 'http', url: 'http://[::1]:8080/mcp' } } } },
    {
      name: 'http to a *.localhost name',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: { mcpServers: { dev: { type: 'streamable-http', url: 'http://api.localhost/mcp' } } },
    },
    {
      name: 'http to host.docker.internal',
      path: 'plugin/mcp.json',
      format: 'mcp-json',
      code: { mcpServers: { dev: { url: 'http://host.docker.internal:8000/mcp' } } },
    },
    { name: 'ws to localhost', path: '.mcp.json', format: 'claude-code-mcp-json', code: claude('ws://localhost:9000/ws', 'ws') },
    {
      name: 'Windsurf serverUrl over https',
      path: '.windsurf/mcp_config.json',
      format: 'windsurf-mcp-config',
      code: { mcpServers: { docs: { serverUrl: 'https://mcp.example.com/mcp' } } },
    },
    {
      name: 'Gemini httpUrl over https',
      path: '.gemini/settings.json',
      format: 'gemini-settings',
      code: { mcpServers: { docs: { httpUrl: 'https://mcp.example.com/mcp' } } },
    },
    {
      name: 'Codex: http to localhost',
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: '[mcp_servers.dev]\nurl = "http://localhost:4000/mcp"\n',
    },
    {
      name: 'a stdio server has no URL',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: { mcpServers: { local: { command: 'node', args: ['./server.js'] } } },
    },
  ],
  invalid: [
    {
      name: 'the corpus file: one local server, one over http to a company host',
      path: '.kiro/settings/mcp.json',
      format: 'kiro-mcp-json',
      code: {
        mcpServers: {
          figma: { url: 'http://127.0.0.1:3845/mcp' },
          'internal-docs': { url: 'http://docs.corp.example.com/mcp', headers: { Authorization: 'Bearer ${DOCS_TOKEN}' } },
        },
      },
      errors: [
        {
          pointer: '/mcpServers/internal-docs/url',
          level: 'warning',
          line: 7,
          column: 14,
          message: message('Kiro', 'internal-docs', 'http', 'docs.corp.example.com', 'https://docs.corp.example.com/mcp'),
        },
      ],
    },
    {
      name: 'Claude Code: http to another host',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: claude('http://mcp.example.com/mcp'),
      errors: [
        {
          pointer: '/mcpServers/docs/url',
          level: 'warning',
          line: 5,
          column: 14,
          message: message('Claude Code', 'docs', 'http', 'mcp.example.com', 'https://mcp.example.com/mcp'),
        },
      ],
    },
    {
      name: 'Claude Code: ws to another host',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: claude('ws://mcp.example.com/ws', 'ws'),
      errors: [{ pointer: '/mcpServers/docs/url', message: message('Claude Code', 'docs', 'ws', 'mcp.example.com', 'wss://mcp.example.com/ws') }],
    },
    {
      name: 'the scheme in capitals',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: claude('HTTP://MCP.EXAMPLE.COM/mcp'),
      errors: [{ pointer: '/mcpServers/docs/url', message: message('Claude Code', 'docs', 'http', 'MCP.EXAMPLE.COM', 'https://MCP.EXAMPLE.COM/mcp') }],
    },
    {
      name: 'a host that only starts with "localhost"',
      path: '.cursor/mcp.json',
      format: 'cursor-mcp-json',
      code: { mcpServers: { docs: { url: 'http://localhost.example.com/mcp' } } },
      errors: [{ pointer: '/mcpServers/docs/url', message: message('Cursor', 'docs', 'http', 'localhost.example.com', 'https://localhost.example.com/mcp') }],
    },
    {
      name: '"localhost" as the user name before another host',
      path: '.amazonq/mcp.json',
      format: 'amazonq-mcp-json',
      code: { mcpServers: { docs: { url: 'http://localhost@mcp.example.com/mcp' } } },
      errors: [{ pointer: '/mcpServers/docs/url', message: message('Amazon Q', 'docs', 'http', 'mcp.example.com', 'https://mcp.example.com/mcp') }],
    },
    {
      name: 'a host on the local network is not this machine',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: { mcpServers: { nas: { type: 'sse', url: 'http://192.168.1.10:8080/sse' } } },
      errors: [{ pointer: '/mcpServers/nas/url', message: message('Roo Code', 'nas', 'http', '192.168.1.10', 'https://192.168.1.10:8080/sse') }],
    },
    {
      name: 'VS Code servers',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: { servers: { docs: { type: 'http', url: 'http://mcp.example.com/mcp' } } },
      errors: [{ pointer: '/servers/docs/url', message: message('VS Code', 'docs', 'http', 'mcp.example.com', 'https://mcp.example.com/mcp') }],
    },
    {
      name: 'Windsurf serverUrl',
      path: '.windsurf/mcp_config.json',
      format: 'windsurf-mcp-config',
      code: { mcpServers: { docs: { serverUrl: 'http://mcp.example.com/mcp' } } },
      errors: [
        {
          pointer: '/mcpServers/docs/serverUrl',
          line: 4,
          column: 20,
          message: message('Windsurf', 'docs', 'http', 'mcp.example.com', 'https://mcp.example.com/mcp'),
        },
      ],
    },
    {
      name: 'Gemini CLI httpUrl',
      path: '.gemini/settings.json',
      format: 'gemini-settings',
      code: { mcpServers: { docs: { httpUrl: 'http://mcp.example.com/mcp' } } },
      errors: [{ pointer: '/mcpServers/docs/httpUrl', message: message('Gemini CLI', 'docs', 'http', 'mcp.example.com', 'https://mcp.example.com/mcp') }],
    },
    {
      name: 'Codex url',
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: '[mcp_servers.docs]\nurl = "http://mcp.example.com/mcp"\n',
      errors: [
        { pointer: '/mcp_servers/docs/url', line: 2, column: 7, message: message('Codex', 'docs', 'http', 'mcp.example.com', 'https://mcp.example.com/mcp') },
      ],
    },
    {
      name: 'the generic list: url and serverUrl, each reported',
      path: 'plugin/mcp.json',
      format: 'mcp-json',
      code: { mcpServers: { docs: { url: 'http://a.example.com/mcp', serverUrl: 'http://b.example.com/mcp' } } },
      errors: [
        { pointer: '/mcpServers/docs/url', message: message('The client', 'docs', 'http', 'a.example.com', 'https://a.example.com/mcp') },
        { pointer: '/mcpServers/docs/serverUrl', message: message('The client', 'docs', 'http', 'b.example.com', 'https://b.example.com/mcp') },
      ],
    },
    {
      name: 'a long URL is shortened in the advice',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: claude(`http://mcp.example.com/${'a'.repeat(100)}`),
      errors: [
        { pointer: '/mcpServers/docs/url', message: message('Claude Code', 'docs', 'http', 'mcp.example.com', `https://mcp.example.com/${'a'.repeat(55)}…`) },
      ],
    },
  ],
});
