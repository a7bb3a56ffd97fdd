import { ruleTester } from '../helpers/rule-tester.js';

/** A file with one server under `mcpServers`. */
const one = (name: string, entry: Record<string, unknown>) => ({ mcpServers: { [name]: entry } });

const HOME_ADVICE = (variable: string) => `Write "${variable}" for the home directory, or a path relative to the project.`;
const RELATIVE_ADVICE = 'Use a path relative to the project.';
const COMMAND_ADVICE = 'Use a program on the PATH, or a path relative to the project.';
const ENV_ADVICE = "Leave the value to each developer's own environment (drop it from the shared file), or use a path relative to the project.";

/** The message, as the rule words it; `home` is the JSON-quoted form of the home directory's start. */
const message = (user: string, home: string, server: string, advice: string) =>
  `This path is in the home directory of "${user}" (${home}…): "${server}" starts only on that machine, and the file publishes the user name. ${advice}`;

ruleTester('mcpdesc.config.machine-path', {
  valid: [
    {
      name: "the shared folder of macOS is nobody's home",
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: { mcpServers: { s: { command: '/Users/Shared/tools/server' } } },
    },
    {
      name: 'the Linux Homebrew prefix',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: { mcpServers: { s: { command: '/home/linuxbrew/.linuxbrew/bin/node' } } },
    },
    {
      name: "a container's path in a volume mount",
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: { mcpServers: { s: { command: 'docker', args: ['run', '-v', './data:/home/app/data', 'img:1.0.0'] } } },
    },
    {
      name: 'a path relative to the project',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: one('local', { command: 'node', args: ['./server/index.js'] }),
    },
    {
      name: 'VS Code ${userHome}',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: { servers: { local: { command: 'node', args: ['${userHome}/mcp/index.js'] } } },
    },
    {
      name: 'Claude Code ${HOME}',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: one('local', { command: '${HOME}/.local/bin/mcp-server', args: ['--stdio'] }),
    },
    {
      name: 'a tilde path names no user',
      path: '.cursor/mcp.json',
      format: 'cursor-mcp-json',
      code: one('local', { command: 'node', args: ['~/mcp/index.js'] }),
    },
    {
      name: 'the placeholder /Users/<you>',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: one('local', { command: 'node', args: ['/Users/<you>/mcp/index.js'] }),
    },
    {
      name: 'the placeholder /home/user',
      path: '.kiro/settings/mcp.json',
      format: 'kiro-mcp-json',
      code: one('local', { command: 'node', args: ['/home/user/mcp/index.js'] }),
    },
    {
      name: 'the placeholder /Users/YOUR_USERNAME',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: one('local', { command: 'node', args: ['/Users/YOUR_USERNAME/mcp/index.js'] }),
    },
    {
      name: 'the placeholder /Users/$USER',
      path: '.gemini/settings.json',
      format: 'gemini-settings',
      code: one('local', { command: 'node', args: ['/Users/$USER/mcp/index.js'] }),
    },
    {
      name: 'the placeholder C:\\Users\\%USERNAME%',
      path: '.windsurf/mcp_config.json',
      format: 'windsurf-mcp-config',
      code: one('local', { command: 'node', args: ['C:\\Users\\%USERNAME%\\mcp\\index.js'] }),
    },
    {
      name: 'the placeholder /Users/you',
      path: 'plugin/mcp.json',
      format: 'mcp-json',
      code: one('local', { command: 'node', args: ['/Users/you/mcp/index.js'] }),
    },
    {
      name: '/home/ deeper in a path is no home directory',
      path: '.amazonq/mcp.json',
      format: 'amazonq-mcp-json',
      code: one('local', { command: 'node', args: ['/srv/home/alice/index.js'] }),
    },
    {
      name: 'a URL whose path has /Users/ in it',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: one('remote', { command: 'npx', args: ['-y', 'mcp-remote@0.1.29', 'https://example.com/Users/alice/mcp'] }),
    },
    {
      name: 'headers are not paths',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: one('remote', { type: 'http', url: 'https://example.com/Users/alice/mcp', headers: { 'X-Home': '/Users/alice' } }),
    },
    {
      name: 'Codex: a relative cwd',
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: '[mcp_servers.local]\ncommand = "node"\nargs = ["index.js"]\ncwd = "tools/mcp"\n',
    },
  ],
  invalid: [
    {
      name: 'the corpus file: command and argument in one home directory',
      path: '.amazonq/mcp.json',
      format: 'amazonq-mcp-json',
      code: one('kyverno', { command: '/Users/alice/go/bin/kyverno-mcp', args: ['--kubeconfig', '/Users/alice/.kube/config'] }),
      errors: [
        {
          pointer: '/mcpServers/kyverno/command',
          level: 'warning',
          line: 4,
          column: 18,
          message: message('alice', '"/Users/alice"', 'kyverno', COMMAND_ADVICE),
        },
        {
          pointer: '/mcpServers/kyverno/args/1',
          level: 'warning',
          line: 7,
          column: 9,
          message: message('alice', '"/Users/alice"', 'kyverno', RELATIVE_ADVICE),
        },
      ],
    },
    {
      name: 'Claude Code: the advice names ${HOME}',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: one('local', { command: 'node', args: ['/Users/alice/mcp/index.js'] }),
      errors: [{ pointer: '/mcpServers/local/args/0', message: message('alice', '"/Users/alice"', 'local', HOME_ADVICE('${HOME}')) }],
    },
    {
      name: 'Cursor: the advice names ${userHome}',
      path: '.cursor/mcp.json',
      format: 'cursor-mcp-json',
      code: one('local', { command: '/Users/alice/bin/mcp-server' }),
      errors: [{ pointer: '/mcpServers/local/command', message: message('alice', '"/Users/alice"', 'local', HOME_ADVICE('${userHome}')) }],
    },
    {
      name: 'Cursor envFile',
      path: '.cursor/mcp.json',
      format: 'cursor-mcp-json',
      code: one('local', { command: 'node', args: ['index.js'], envFile: '/Users/alice/.env' }),
      errors: [{ pointer: '/mcpServers/local/envFile', message: message('alice', '"/Users/alice"', 'local', HOME_ADVICE('${userHome}')) }],
    },
    {
      name: 'VS Code: a Windows home directory with backslashes',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: { servers: { local: { command: 'node', args: ['C:\\Users\\carol\\mcp\\index.js'] } } },
      errors: [{ pointer: '/servers/local/args/0', message: message('carol', '"C:\\\\Users\\\\carol"', 'local', HOME_ADVICE('${userHome}')) }],
    },
    {
      name: 'a Windows home directory with slashes',
      path: 'plugin/mcp.json',
      format: 'mcp-json',
      code: one('local', { command: 'node', args: ['C:/Users/carol/mcp/index.js'] }),
      errors: [{ pointer: '/mcpServers/local/args/0', message: message('carol', '"C:/Users/carol"', 'local', RELATIVE_ADVICE) }],
    },
    {
      name: 'after "=" in an option',
      path: '.gemini/settings.json',
      format: 'gemini-settings',
      code: one('local', { command: 'node', args: ['index.js', '--config=/home/bob/.config/mcp.json'] }),
      errors: [{ pointer: '/mcpServers/local/args/1', message: message('bob', '"/home/bob"', 'local', HOME_ADVICE('${HOME}')) }],
    },
    {
      name: 'inside a shell command line',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: one('local', { command: 'bash', args: ['-c', 'cd /Users/alice/p && node index.js'] }),
      errors: [{ pointer: '/mcpServers/local/args/1', message: message('alice', '"/Users/alice"', 'local', HOME_ADVICE('${HOME}')) }],
    },
    {
      name: 'an environment value',
      path: '.kiro/settings/mcp.json',
      format: 'kiro-mcp-json',
      code: one('local', { command: 'node', args: ['index.js'], env: { MCP_CONFIG: '/home/bob/.config/mcp.json' } }),
      errors: [{ pointer: '/mcpServers/local/env/MCP_CONFIG', line: 9, column: 23, message: message('bob', '"/home/bob"', 'local', ENV_ADVICE) }],
    },
    {
      name: 'a user name with a dot',
      path: '.windsurf/mcp_config.json',
      format: 'windsurf-mcp-config',
      code: one('local', { command: '/Users/john.doe/bin/mcp-server' }),
      errors: [{ pointer: '/mcpServers/local/command', message: message('john.doe', '"/Users/john.doe"', 'local', COMMAND_ADVICE) }],
    },
    {
      name: 'Roo Code cwd and watchPaths',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: one('local', { command: 'node', args: ['index.js'], cwd: '/home/bob/p', watchPaths: ['/home/bob/p/dist'] }),
      errors: [
        { pointer: '/mcpServers/local/cwd', message: message('bob', '"/home/bob"', 'local', RELATIVE_ADVICE) },
        { pointer: '/mcpServers/local/watchPaths/0', message: message('bob', '"/home/bob"', 'local', RELATIVE_ADVICE) },
      ],
    },
    {
      name: 'Codex cwd',
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: '[mcp_servers.local]\ncommand = "node"\nargs = ["index.js"]\ncwd = "/home/bob/project"\n',
      errors: [{ pointer: '/mcp_servers/local/cwd', line: 4, column: 7, message: message('bob', '"/home/bob"', 'local', RELATIVE_ADVICE) }],
    },
    {
      name: 'a host path mounted into a container',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: one('fs', { command: 'docker', args: ['run', '-i', '--rm', '-v', '/home/bob/data:/data', 'mcp/filesystem:1.0.2', '/data'] }),
      errors: [{ pointer: '/mcpServers/fs/args/4', message: message('bob', '"/home/bob"', 'fs', HOME_ADVICE('${HOME}')) }],
    },
  ],
});
