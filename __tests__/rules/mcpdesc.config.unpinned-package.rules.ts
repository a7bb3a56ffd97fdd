import { ruleTester } from '../helpers/rule-tester.js';

/** A file with one server under `mcpServers`, started by `command` with `args`. */
const one = (name: string, command: string, args?: string[]) => ({ mcpServers: { [name]: args === undefined ? { command } : { command, args } } });

/** The message for a package or image `spec`, as the rule words it. */
const message = (what: string, runner: string, server: string, name: string, pinned: string) =>
  `${what}: ${runner} fetches whatever was published last each time a teammate's client starts "${server}", so whoever controls the next release of "${name}" runs code on every machine that uses this file. Pin the version you reviewed: "${pinned}".`;

const DIGEST = `sha256:${'0123456789abcdef'.repeat(4)}`;

ruleTester('mcpdesc.config.unpinned-package', {
  valid: [
    {
      name: "the server's own -p flag after the package",
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: one('s', 'npx', ['-y', 'pkg@1.2.3', '-p', '8080']),
    },
    {
      name: 'npx --package=pkg@1.2.3, then the binary',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: one('s', 'npx', ['--package=pkg@1.2.3', 'bin']),
    },
    {
      name: 'docker options of its own before the image',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: one('s', 'docker', ['run', '-i', '--rm', '--stop-timeout', '10', '-a', 'stdin', 'image:1.0.0']),
    },
    {
      name: 'h55g: docker run of an image with no registry or namespace (a local build tag, or an Official Image)',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: { servers: { desk: { command: 'docker', args: ['run', '-i', '--rm', '--env-file', '.env', 'desk-mcp:latest'] } } },
    },
    {
      name: 'h55g: podman run of an untagged local image',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: one('desk', 'podman', ['run', '-i', 'desk-mcp']),
    },
    { name: 'a GitHub "user/repo" is not a registry package', path: '.mcp.json', format: 'claude-code-mcp-json', code: one('s', 'npx', ['-y', 'user/repo']) },
    { name: 'npm reads "@=1.2.3" as exact', path: '.mcp.json', format: 'claude-code-mcp-json', code: one('s', 'npx', ['pkg@=1.2.3']) },
    {
      name: 'npx with an exact version of an unscoped package',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: one('n8n', 'npx', ['-y', 'n8n-mcp@2.10.3']),
    },
    {
      name: 'npx with an exact (calendar) version of a scoped package',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: one('filesystem', 'npx', ['-y', '@modelcontextprotocol/server-filesystem@2025.8.21', '.']),
    },
    { name: 'npx with an exact pre-release version', path: 'plugin/mcp.json', format: 'mcp-json', code: one('beta', 'npx', ['-y', 'some-mcp@1.0.0-beta.2']) },
    {
      name: 'npx -p with an exact version, then the binary',
      path: '.cursor/mcp.json',
      format: 'cursor-mcp-json',
      code: one('context7', 'npx', ['-y', '-p', '@upstash/context7-mcp@1.0.14', 'context7-mcp']),
    },
    { name: 'uvx with pkg==X.Y.Z', path: '.cursor/mcp.json', format: 'cursor-mcp-json', code: one('fetch', 'uvx', ['mcp-server-fetch==2025.4.7']) },
    {
      name: 'uvx --from pkg==X.Y.Z, then the binary',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: { servers: { git: { command: 'uvx', args: ['--from', 'mcp-server-git==2025.1.14', 'mcp-server-git'] } } },
    },
    {
      name: 'uvx with an option and its value before an exact version',
      path: '.gemini/settings.json',
      format: 'gemini-settings',
      code: one('time', 'uvx', ['--python', '3.12', 'mcp-server-time==0.6.2']),
    },
    {
      name: "uvx with uv's pkg@X.Y.Z",
      path: 'gemini-extension.json',
      format: 'gemini-extension',
      code: { name: 'time', version: '1.0.0', ...one('time', 'uvx', ['mcp-server-time@0.6.2']) },
    },
    {
      name: 'pipx run --spec pkg==X.Y.Z',
      path: '.amazonq/mcp.json',
      format: 'amazonq-mcp-json',
      code: one('aws', 'pipx', ['run', '--spec', 'awslabs.core-mcp-server==1.0.5', 'awslabs.core-mcp-server']),
    },
    {
      name: 'docker run with a version tag, after options with values',
      path: '.kiro/settings/mcp.json',
      format: 'kiro-mcp-json',
      code: one('github', 'docker', ['run', '-i', '--rm', '-e', 'GITHUB_PERSONAL_ACCESS_TOKEN', 'ghcr.io/github/github-mcp-server:0.13.0']),
    },
    {
      name: 'docker run with a digest',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: one('sonarqube', 'docker', ['run', '-i', '--rm', `mcp/sonarqube@${DIGEST}`]),
    },
    {
      name: 'the whole command line in "command", pinned',
      path: '.windsurf/mcp_config.json',
      format: 'windsurf-mcp-config',
      code: one('memory', 'npx -y @modelcontextprotocol/server-memory@2025.4.25'),
    },
    { name: 'npx with a local path', path: '.mcp.json', format: 'claude-code-mcp-json', code: one('local', 'npx', ['./tools/server.js']) },
    { name: 'a command that is no package runner', path: '.mcp.json', format: 'claude-code-mcp-json', code: one('local', 'node', ['./build/index.js']) },
    { name: 'python -m is no package runner', path: '.gemini/settings.json', format: 'gemini-settings', code: one('mine', 'python', ['-m', 'my_mcp_server']) },
    {
      name: 'Codex: uvx with an exact version',
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: '[mcp_servers.time]\ncommand = "uvx"\nargs = ["mcp-server-time==0.6.2"]\n',
    },
    { name: 'Smithery lists no server to start', path: 'smithery.yaml', format: 'smithery-yaml', code: 'runtime: typescript\n' },
  ],
  invalid: [
    {
      name: 'a docker tag that moves ("main")',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: one('github', 'docker', ['run', '-i', '--rm', 'ghcr.io/github/github-mcp-server:main']),
      errors: [
        {
          pointer: '/mcpServers/github/args/3',
          message: message(
            '"ghcr.io/github/github-mcp-server:main" names the tag "main", which moves',
            'docker run',
            'github',
            'ghcr.io/github/github-mcp-server',
            'ghcr.io/github/github-mcp-server:X.Y.Z',
          ),
        },
      ],
    },
    {
      name: 'the corpus file: @latest, no version, an untagged image, uvx without a version',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: {
        mcpServers: {
          playwright: { command: 'npx', args: ['@playwright/mcp@latest', '--extension'] },
          n8n: { command: 'npx', args: ['-y', 'n8n-mcp'] },
          github: { command: 'docker', args: ['run', '-i', '--rm', 'ghcr.io/github/github-mcp-server'] },
          fetch: { command: 'uvx', args: ['mcp-server-fetch'] },
        },
      },
      errors: [
        {
          pointer: '/mcpServers/playwright/args/0',
          level: 'warning',
          line: 6,
          column: 9,
          message: message('"@playwright/mcp@latest" names "latest", not an exact version', 'npx', 'playwright', '@playwright/mcp', '@playwright/mcp@X.Y.Z'),
        },
        { pointer: '/mcpServers/n8n/args/1', level: 'warning', message: message('"n8n-mcp" names no version', 'npx', 'n8n', 'n8n-mcp', 'n8n-mcp@X.Y.Z') },
        {
          pointer: '/mcpServers/github/args/3',
          level: 'warning',
          line: 23,
          column: 9,
          message: message(
            `"ghcr.io/github/github-mcp-server" runs the image's "latest" tag`,
            'docker run',
            'github',
            'ghcr.io/github/github-mcp-server',
            'ghcr.io/github/github-mcp-server:X.Y.Z',
          ),
        },
        {
          pointer: '/mcpServers/fetch/args/0',
          message: message('"mcp-server-fetch" names no version', 'uvx', 'fetch', 'mcp-server-fetch', 'mcp-server-fetch==X.Y.Z'),
        },
      ],
    },
    {
      name: 'npx with a caret range',
      path: '.cursor/mcp.json',
      format: 'cursor-mcp-json',
      code: one('browser', 'npx', ['-y', '@browsermcp/mcp@^0.1.0']),
      errors: [
        {
          pointer: '/mcpServers/browser/args/1',
          message: message('"@browsermcp/mcp@^0.1.0" names "^0.1.0", not an exact version', 'npx', 'browser', '@browsermcp/mcp', '@browsermcp/mcp@X.Y.Z'),
        },
      ],
    },
    {
      name: 'npx with a partial version (a range to npm)',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: { servers: { pw: { command: 'npx', args: ['@playwright/mcp@0.0'] } } },
      errors: [
        {
          pointer: '/servers/pw/args/0',
          message: message('"@playwright/mcp@0.0" names "0.0", not an exact version', 'npx', 'pw', '@playwright/mcp', '@playwright/mcp@X.Y.Z'),
        },
      ],
    },
    {
      name: 'npx -p with no version, then the binary',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: one('context7', 'npx', ['-y', '-p', '@upstash/context7-mcp', 'context7-mcp']),
      errors: [
        {
          pointer: '/mcpServers/context7/args/2',
          line: 8,
          column: 9,
          message: message('"@upstash/context7-mcp" names no version', 'npx', 'context7', '@upstash/context7-mcp', '@upstash/context7-mcp@X.Y.Z'),
        },
      ],
    },
    {
      name: 'npx through a Windows path to npx.cmd',
      path: '.mcp.json',
      format: 'claude-code-mcp-json',
      code: one('n8n', 'C:\\Program Files\\nodejs\\npx.cmd', ['-y', 'n8n-mcp']),
      errors: [{ pointer: '/mcpServers/n8n/args/1', message: message('"n8n-mcp" names no version', 'npx', 'n8n', 'n8n-mcp', 'n8n-mcp@X.Y.Z') }],
    },
    {
      name: 'the whole command line in "command", unpinned',
      path: 'claude_desktop_config.json',
      format: 'claude-desktop-config',
      code: one('memory', 'npx -y @modelcontextprotocol/server-memory'),
      errors: [
        {
          pointer: '/mcpServers/memory/command',
          line: 4,
          column: 18,
          message: message(
            '"@modelcontextprotocol/server-memory" names no version',
            'npx',
            'memory',
            '@modelcontextprotocol/server-memory',
            '@modelcontextprotocol/server-memory@X.Y.Z',
          ),
        },
      ],
    },
    {
      name: 'pnpm dlx with no version',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: one('browser', 'pnpm', ['dlx', '@browsermcp/mcp']),
      errors: [
        {
          pointer: '/mcpServers/browser/args/1',
          message: message('"@browsermcp/mcp" names no version', 'pnpm dlx', 'browser', '@browsermcp/mcp', '@browsermcp/mcp@X.Y.Z'),
        },
      ],
    },
    {
      name: 'yarn dlx with a dist-tag',
      path: 'plugin/mcp.json',
      format: 'mcp-json',
      code: one('n8n', 'yarn', ['dlx', 'n8n-mcp@next']),
      errors: [
        {
          pointer: '/mcpServers/n8n/args/1',
          message: message('"n8n-mcp@next" names "next", not an exact version', 'yarn dlx', 'n8n', 'n8n-mcp', 'n8n-mcp@X.Y.Z'),
        },
      ],
    },
    {
      name: 'bunx with a dist-tag',
      path: '.windsurf/mcp_config.json',
      format: 'windsurf-mcp-config',
      code: one('canary', 'bunx', ['some-mcp@canary']),
      errors: [
        {
          pointer: '/mcpServers/canary/args/0',
          message: message('"some-mcp@canary" names "canary", not an exact version', 'bunx', 'canary', 'some-mcp', 'some-mcp@X.Y.Z'),
        },
      ],
    },
    {
      name: 'uvx with a lower bound',
      path: '.gemini/settings.json',
      format: 'gemini-settings',
      code: one('fetch', 'uvx', ['mcp-server-fetch>=2025.1']),
      errors: [
        {
          pointer: '/mcpServers/fetch/args/0',
          message: message('"mcp-server-fetch>=2025.1" names ">=2025.1", not an exact version', 'uvx', 'fetch', 'mcp-server-fetch', 'mcp-server-fetch==X.Y.Z'),
        },
      ],
    },
    {
      name: 'uvx with pkg@latest',
      path: '.cursor/mcp.json',
      format: 'cursor-mcp-json',
      code: one('fetch', 'uvx', ['mcp-server-fetch@latest']),
      errors: [
        {
          pointer: '/mcpServers/fetch/args/0',
          message: message('"mcp-server-fetch@latest" names "@latest", not an exact version', 'uvx', 'fetch', 'mcp-server-fetch', 'mcp-server-fetch==X.Y.Z'),
        },
      ],
    },
    {
      name: 'uvx --from with no version, then the binary',
      path: '.kiro/settings/mcp.json',
      format: 'kiro-mcp-json',
      code: one('git', 'uvx', ['--from', 'mcp-server-git', 'mcp-server-git']),
      errors: [
        { pointer: '/mcpServers/git/args/1', message: message('"mcp-server-git" names no version', 'uvx', 'git', 'mcp-server-git', 'mcp-server-git==X.Y.Z') },
      ],
    },
    {
      name: 'uvx with extras and no version',
      path: '.amazonq/mcp.json',
      format: 'amazonq-mcp-json',
      code: one('docs', 'uvx', ['docs-mcp[cli]']),
      errors: [
        { pointer: '/mcpServers/docs/args/0', message: message('"docs-mcp[cli]" names no version', 'uvx', 'docs', 'docs-mcp[cli]', 'docs-mcp[cli]==X.Y.Z') },
      ],
    },
    {
      name: 'Codex: uvx with a wildcard version',
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: '[mcp_servers.fetch]\ncommand = "uvx"\nargs = ["mcp-server-fetch==2025.*"]\n',
      errors: [
        {
          pointer: '/mcp_servers/fetch/args/0',
          line: 3,
          column: 9,
          message: message('"mcp-server-fetch==2025.*" names "==2025.*", not an exact version', 'uvx', 'fetch', 'mcp-server-fetch', 'mcp-server-fetch==X.Y.Z'),
        },
      ],
    },
    {
      name: 'pipx run with no version',
      path: '.amazonq/mcp.json',
      format: 'amazonq-mcp-json',
      code: one('aws', 'pipx', ['run', 'awslabs.core-mcp-server']),
      errors: [
        {
          pointer: '/mcpServers/aws/args/1',
          message: message('"awslabs.core-mcp-server" names no version', 'pipx run', 'aws', 'awslabs.core-mcp-server', 'awslabs.core-mcp-server==X.Y.Z'),
        },
      ],
    },
    {
      name: 'h55g: a namespaced image on Docker Hub with :latest (its publisher can push the next one)',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: { servers: { desk: { command: 'docker', args: ['run', '-i', '--rm', 'acme/desk-mcp:latest'] } } },
      errors: [
        {
          pointer: '/servers/desk/args/3',
          message: message(`"acme/desk-mcp:latest" runs the image's "latest" tag`, 'docker run', 'desk', 'acme/desk-mcp', 'acme/desk-mcp:X.Y.Z'),
        },
      ],
    },
    {
      name: 'docker run with :latest after an option with a value',
      path: '.kiro/settings/mcp.json',
      format: 'kiro-mcp-json',
      code: one('sonarqube', 'docker', ['run', '-i', '--rm', '-e', 'SONARQUBE_URL=https://sonar.example.com', 'mcp/sonarqube:latest']),
      errors: [
        {
          pointer: '/mcpServers/sonarqube/args/5',
          message: message(`"mcp/sonarqube:latest" runs the image's "latest" tag`, 'docker run', 'sonarqube', 'mcp/sonarqube', 'mcp/sonarqube:X.Y.Z'),
        },
      ],
    },
    {
      name: 'podman run with an untagged image from a registry with a port',
      path: '.vscode/mcp.json',
      format: 'vscode-mcp-json',
      code: { servers: { internal: { command: 'podman', args: ['run', '-i', 'localhost:5000/mcp/internal'] } } },
      errors: [
        {
          pointer: '/servers/internal/args/2',
          message: message(
            `"localhost:5000/mcp/internal" runs the image's "latest" tag`,
            'podman run',
            'internal',
            'localhost:5000/mcp/internal',
            'localhost:5000/mcp/internal:X.Y.Z',
          ),
        },
      ],
    },
  ],
});
