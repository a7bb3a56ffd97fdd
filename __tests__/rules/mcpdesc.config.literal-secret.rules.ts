import { type Case, ruleTester, type Table } from '../helpers/rule-tester.js';
import { isObject } from '../../src/util/json.js';

// Made-up credentials, assembled from parts so that secret scanners do not mistake this file for a leak.
const GITHUB = ['ghp', '_', 'R4nd0mV4lu3sTh4tL00kR34l1234567890ab'].join('');
const ANTHROPIC = ['sk-ant', '-', 'api03-Zq8Lr2Vx9Kp4Wt7Ny1Bm5Hc3Jd6Fs0Ga'].join('');
const OPENAI = ['sk', '-', 'proj-Qw3rTy7UiOp2AsDfGh9JkLzXcVb4Nm1'].join('');
const SUPABASE = ['sbp', '_', 'ac20172de3d4a5152cdffc0268bbc9387abb50cd'].join('');
/** A random value with no known prefix: a credential only by the name of the field that holds it. */
const RANDOM = ['q8Zr2Lx9', 'Vk4Wp7Ty', '1Nb5Mh3J', 'c6Df0Sg'].join('');

/** The message, from where the value sits, what it looks like and the client's own way to keep it out. */
const leaked = (where: string, what: string, advice: string) =>
  `This ${where} holds what looks like a real credential: ${what}. Committed, it reaches everyone who can read the repository and its history: revoke it, then ${advice}`;
const expands = (reference: string, name: string, client: string) =>
  `write "${reference}" in place of the credential and set ${name} in each developer's environment (${client} expands it when it starts the server).`;
const vscodeInput = (id: string) =>
  `write "\${input:${id}}" in place of the credential, with an "inputs" entry {"id": "${id}", "type": "promptString", "description": "…", "password": true}, so VS Code asks each developer once and stores the value securely.`;
const codex = (name: string) =>
  `keep it in an environment variable such as ${name} and name the variable here: Codex reads credentials from the environment by name ("env_vars" for the server's environment, "bearer_token_env_var" for a bearer token, "env_http_headers" for a header).`;
const PLACEHOLDER_ADVICE = 'keep the real value out of the repository: commit the file with a placeholder and let each developer fill it in.';

ruleTester(
  'mcpdesc.config.literal-secret',
  asWritten({
    valid: [
      {
        name: 'paths to where a credential is kept are not credentials',
        path: '.mcp.json',
        format: 'claude-code-mcp-json',
        code: {
          mcpServers: {
            g: { command: 'node', env: { GOOGLE_APPLICATION_CREDENTIALS: './gcp-service-account.json', CLIENT_SECRET: '/workspace/keys/sa.json' } },
          },
        },
      },
      {
        name: 'placeholders that ask to be replaced',
        path: '.mcp.json',
        format: 'claude-code-mcp-json',
        code: {
          mcpServers: {
            g: { command: 'node', env: { A_TOKEN: 'INSERT_API_KEY_HERE', B_TOKEN: 'REPLACE_WITH_REAL_TOKEN', H_SECRET: 'replace-me-with-secret' } },
          },
        },
      },
      {
        name: 'Codex: variable names in env_http_headers are what it asks for',
        path: '.codex/config.toml',
        format: 'codex-config-toml',
        code: '[mcp_servers.docs]\nurl = "https://mcp.context7.com/mcp"\nenv_http_headers = { "CONTEXT7_API_KEY" = "CONTEXT7_API_KEY" }\n',
      },
      {
        name: 'Claude Code: a reference, and ordinary values (URL, log level, port) in env',
        path: '.mcp.json',
        format: 'claude-code-mcp-json',
        code: {
          mcpServers: {
            github: {
              command: 'npx',
              args: ['-y', '@modelcontextprotocol/server-github@2025.4.8'],
              env: { GITHUB_TOKEN: '${GITHUB_TOKEN}', GITHUB_API_URL: 'https://api.github.com', LOG_LEVEL: 'debug', PORT: '8080' },
            },
          },
        },
      },
      {
        name: 'Claude Desktop: placeholders in env',
        path: 'claude_desktop_config.json',
        format: 'claude-desktop-config',
        code: {
          mcpServers: {
            kling: {
              command: 'node',
              args: ['build/index.js'],
              env: { KLING_ACCESS_KEY: 'YOUR_API_KEY', KLING_SECRET_KEY: '<your-token>', KLING_API_TOKEN: 'xxxxxxxxxxxxxxxxxxxxxxxx' },
            },
          },
        },
      },
      {
        name: 'Cursor: placeholders after --access-token and in --api-key=…',
        path: '.cursor/mcp.json',
        format: 'cursor-mcp-json',
        code: {
          mcpServers: {
            supabase: { command: 'npx', args: ['-y', '@supabase/mcp-server-supabase@0.5.5', '--access-token', 'xxxxxxxxxxxxxxxx', '--api-key=<your-token>'] },
          },
        },
      },
      {
        name: 'Roo Code: "${env:…}", a placeholder token, AWS\'s documented example key and digits only',
        path: '.roo/mcp.json',
        format: 'roo-mcp-json',
        code: {
          mcpServers: {
            aws: {
              command: 'uvx',
              args: ['awslabs.core-mcp-server@1.0.2'],
              env: {
                AWS_SECRET_TOKEN: '${env:AWS_SECRET_TOKEN}',
                GITHUB_TOKEN: `ghp_${'x'.repeat(36)}`,
                AWS_ACCESS_KEY_ID: ['AKIA', 'IOSFODNN7EXAMPLE'].join(''),
                PIN_TOKEN: '1234567890123456',
              },
            },
          },
        },
      },
      {
        name: 'VS Code: a bearer header made of an input',
        path: '.vscode/mcp.json',
        format: 'vscode-mcp-json',
        code: {
          inputs: [{ id: 'github-token', type: 'promptString', description: 'GitHub token', password: true }],
          servers: { github: { type: 'http', url: 'https://api.githubcopilot.com/mcp/', headers: { Authorization: 'Bearer ${input:github-token}' } } },
        },
      },
      {
        name: 'Gemini CLI settings: a bare "$NAME" reference, and a token endpoint URL',
        path: '.gemini/settings.json',
        format: 'gemini-settings',
        code: {
          mcpServers: { qt: { command: 'python', args: ['-m', 'qt_mcp'], env: { QT_TOKEN: '$QT_TOKEN', TOKEN_URL: 'https://auth.example.com/oauth/token' } } },
        },
      },
      {
        name: 'Codex: credentials named by variable',
        path: '.codex/config.toml',
        format: 'codex-config-toml',
        code: [
          '[mcp_servers.github]',
          'command = "npx"',
          'args = ["-y", "@modelcontextprotocol/server-github@2025.4.8"]',
          'env_vars = ["GITHUB_TOKEN"]',
          '',
          '[mcp_servers.docs]',
          'url = "https://mcp.context7.com/mcp"',
          'bearer_token_env_var = "CONTEXT7_API_KEY"',
          '',
        ].join('\n'),
      },
      {
        name: 'a random value in a field that is not named like a credential',
        path: '.kiro/settings/mcp.json',
        format: 'kiro-mcp-json',
        code: {
          mcpServers: {
            jira: {
              command: 'uvx',
              args: ['mcp-atlassian==0.11.9', '--session-id', RANDOM],
              env: { JIRA_URL: 'https://example.atlassian.net', CACHE_KEY: RANDOM },
            },
          },
        },
      },
      {
        name: 'default passwords of a local database ("password2", "P@ssw0rd!", "neo4jadmin1") guard nothing',
        path: 'mcp.json',
        format: 'mcp-json',
        code: {
          mcpServers: {
            graph: {
              command: 'node',
              args: ['dist/index.js', '--db-password', 'neo4jadmin1'],
              env: { NEO4J_URI: 'bolt://localhost:7687', NEO4J_PASSWORD: 'password2', PG_PASSWORD: 'P@ssw0rd!' },
            },
          },
        },
      },
      {
        name: 'values masked with "xxx" runs, and a stand-in that says it is unused, are no credentials',
        path: 'claude_desktop_config.json',
        format: 'claude-desktop-config',
        code: {
          mcpServers: {
            api: {
              command: 'npx',
              args: ['-y', 'acme-mcp@1.2.0'],
              env: { ACME_SECRET_KEY: 'wRita7kxxx9N6cqUwxxxx', ACME_CLIENT_SECRET: 'xxxx-xxxx-xxxx', ACME_API_KEY: ['sk', '-', 'xxxxxxxxxxxxxxxx'].join('') },
            },
            embeddings: {
              command: 'uvx',
              args: ['local-embed-mcp==0.3.1'],
              env: { OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1', OPENAI_API_KEY: 'unused-bge-m3-is-authless' },
            },
          },
        },
      },
      {
        name: 'words joined by "-" or "_" in a token field, and an instruction to paste one, are placeholders',
        path: 'examples/cursor.mcp.json',
        format: 'mcp-json',
        code: {
          mcpServers: {
            lab: {
              command: 'npx',
              args: ['-y', 'lab-mcp@2.0.1'],
              env: { LAB_TOKEN: 'lab_token-for-kitchen', HUB_TOKEN: 'Paste-Your-Hub-Token', API_KEY: 'paste_a_long_lived_key' },
            },
          },
        },
      },
    ],
    invalid: [
      {
        name: 'near miss: words joined with a random part are no phrase',
        path: 'mcp.json',
        format: 'mcp-json',
        code: { mcpServers: { lab: { command: 'node', args: ['dist/index.js'], env: { LAB_TOKEN: 'lab_token-q8Zr2Lx9Vk4W' } } } },
        errors: [
          {
            pointer: '/mcpServers/lab/env/LAB_TOKEN',
            message: leaked('environment variable (LAB_TOKEN)', 'high-entropy "LAB_TOKEN" value (22 characters)', PLACEHOLDER_ADVICE),
          },
        ],
      },
      {
        name: 'near miss: a passphrase in a password field can be a real password',
        path: 'mcp.json',
        format: 'mcp-json',
        code: { mcpServers: { db: { command: 'node', args: ['dist/index.js'], env: { DB_PASSWORD: 'violet-harbor-quiet-lantern' } } } },
        errors: [
          {
            pointer: '/mcpServers/db/env/DB_PASSWORD',
            message: leaked('environment variable (DB_PASSWORD)', 'high-entropy "DB_PASSWORD" value (27 characters)', PLACEHOLDER_ADVICE),
          },
        ],
      },
      {
        name: 'near miss: a short "xxx" inside a long random key is no mask',
        path: 'claude_desktop_config.json',
        format: 'claude-desktop-config',
        code: { mcpServers: { api: { command: 'npx', args: ['-y', 'acme-mcp@1.2.0'], env: { ACME_SECRET_KEY: `${RANDOM}xxx` } } } },
        errors: [
          {
            pointer: '/mcpServers/api/env/ACME_SECRET_KEY',
            message: leaked(
              'environment variable (ACME_SECRET_KEY)',
              'high-entropy "ACME_SECRET_KEY" value (34 characters)',
              'keep the real value out of the repository: Claude Desktop expands no variables in this file, so commit a template with a placeholder (or ship the server as an MCPB bundle, whose sensitive settings Claude Desktop asks for and stores).',
            ),
          },
        ],
      },
      {
        name: 'near miss: a default word inside a random password is still a password',
        path: 'mcp.json',
        format: 'mcp-json',
        code: { mcpServers: { graph: { command: 'node', args: ['dist/index.js'], env: { NEO4J_PASSWORD: 'password-Zq8#kLm2' } } } },
        errors: [
          {
            pointer: '/mcpServers/graph/env/NEO4J_PASSWORD',
            message: leaked('environment variable (NEO4J_PASSWORD)', 'high-entropy "NEO4J_PASSWORD" value (17 characters)', PLACEHOLDER_ADVICE),
          },
        ],
      },
      {
        name: 'a password beside a reference is still a password',
        path: '.mcp.json',
        format: 'claude-code-mcp-json',
        code: { mcpServers: { db: { command: 'mcp-postgres', args: [['postgresql://admin', ':S3cr3tP4ss', '@${DB_HOST}:5432/app'].join('')] } } },
        errors: [
          {
            pointer: '/mcpServers/db/args/0',
            message: leaked('argument', 'password in a URL (10 characters)', expands('${DB_TOKEN}', 'DB_TOKEN', 'Claude Code')),
          },
        ],
      },
      {
        name: 'Claude Code: a GitHub token in env',
        path: '.mcp.json',
        format: 'claude-code-mcp-json',
        code: { mcpServers: { github: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-github@2025.4.8'], env: { GITHUB_TOKEN: GITHUB } } } },
        errors: [
          {
            pointer: '/mcpServers/github/env/GITHUB_TOKEN',
            level: 'error',
            line: 6,
            column: 32,
            message: leaked(
              'environment variable (GITHUB_TOKEN)',
              'GitHub token ("ghp_…", 40 characters)',
              expands('${GITHUB_TOKEN}', 'GITHUB_TOKEN', 'Claude Code'),
            ),
          },
        ],
      },
      {
        name: 'Claude Code: an env name that is no variable name gives the server-named variable',
        path: '.mcp.json',
        format: 'claude-code-mcp-json',
        code: { mcpServers: { 'my-server': { command: 'node', args: ['server.js'], env: { 'api-token': RANDOM } } } },
        errors: [
          {
            pointer: '/mcpServers/my-server/env/api-token',
            message: leaked(
              'environment variable (api-token)',
              'high-entropy "api-token" value (31 characters)',
              expands('${MY_SERVER_TOKEN}', 'MY_SERVER_TOKEN', 'Claude Code'),
            ),
          },
        ],
      },
      {
        name: 'VS Code: a token in env and an API key header, each with an input',
        path: '.vscode/mcp.json',
        format: 'vscode-mcp-json',
        code: {
          servers: {
            github: { command: 'node', args: ['server.js'], env: { GITHUB_TOKEN: GITHUB } },
            context7: { type: 'http', url: 'https://mcp.context7.com/mcp', headers: { 'X-Api-Key': RANDOM } },
          },
        },
        errors: [
          {
            pointer: '/servers/github/env/GITHUB_TOKEN',
            message: leaked('environment variable (GITHUB_TOKEN)', 'GitHub token ("ghp_…", 40 characters)', vscodeInput('github-token')),
          },
          {
            pointer: '/servers/context7/headers/X-Api-Key',
            message: leaked('header (X-Api-Key)', 'high-entropy "X-Api-Key" value (31 characters)', vscodeInput('context7-token')),
          },
        ],
      },
      {
        name: 'Cursor: a token after --access-token',
        path: '.cursor/mcp.json',
        format: 'cursor-mcp-json',
        code: { mcpServers: { supabase: { command: 'npx', args: ['-y', '@supabase/mcp-server-supabase@0.5.5', '--access-token', SUPABASE] } } },
        errors: [
          {
            pointer: '/mcpServers/supabase/args/3',
            message: leaked('argument', 'high-entropy "access-token" value (44 characters)', expands('${env:SUPABASE_TOKEN}', 'SUPABASE_TOKEN', 'Cursor')),
          },
        ],
      },
      {
        name: 'Roo Code: an Anthropic key in env',
        path: '.roo/mcp.json',
        format: 'roo-mcp-json',
        code: { mcpServers: { claude: { command: 'node', args: ['server.js'], env: { ANTHROPIC_API_KEY: ANTHROPIC } } } },
        errors: [
          {
            pointer: '/mcpServers/claude/env/ANTHROPIC_API_KEY',
            message: leaked(
              'environment variable (ANTHROPIC_API_KEY)',
              'Anthropic API key ("sk-ant-…", 45 characters)',
              expands('${env:ANTHROPIC_API_KEY}', 'ANTHROPIC_API_KEY', 'Roo Code'),
            ),
          },
        ],
      },
      {
        name: 'Kiro: an API key header',
        path: '.kiro/settings/mcp.json',
        format: 'kiro-mcp-json',
        code: { mcpServers: { search: { url: 'https://search.example.com/mcp', headers: { 'X-Api-Key': RANDOM } } } },
        errors: [
          {
            pointer: '/mcpServers/search/headers/X-Api-Key',
            message: leaked('header (X-Api-Key)', 'high-entropy "X-Api-Key" value (31 characters)', expands('${SEARCH_TOKEN}', 'SEARCH_TOKEN', 'Kiro')),
          },
        ],
      },
      {
        name: 'Windsurf: a GitHub token in env',
        path: '.windsurf/mcp_config.json',
        format: 'windsurf-mcp-config',
        code: { mcpServers: { github: { command: 'node', args: ['server.js'], env: { GITHUB_TOKEN: GITHUB } } } },
        errors: [
          {
            pointer: '/mcpServers/github/env/GITHUB_TOKEN',
            message: leaked(
              'environment variable (GITHUB_TOKEN)',
              'GitHub token ("ghp_…", 40 characters)',
              expands('${env:GITHUB_TOKEN}', 'GITHUB_TOKEN', 'Windsurf'),
            ),
          },
        ],
      },
      {
        name: 'Gemini CLI settings: a GitHub token in env',
        path: '.gemini/settings.json',
        format: 'gemini-settings',
        code: { mcpServers: { github: { command: 'node', args: ['server.js'], env: { GITHUB_PERSONAL_ACCESS_TOKEN: GITHUB } } } },
        errors: [
          {
            pointer: '/mcpServers/github/env/GITHUB_PERSONAL_ACCESS_TOKEN',
            message: leaked(
              'environment variable (GITHUB_PERSONAL_ACCESS_TOKEN)',
              'GitHub token ("ghp_…", 40 characters)',
              expands('${GITHUB_PERSONAL_ACCESS_TOKEN}', 'GITHUB_PERSONAL_ACCESS_TOKEN', 'Gemini CLI'),
            ),
          },
        ],
      },
      {
        name: 'Claude Desktop: a random API token in env (the client expands no variables)',
        path: 'claude_desktop_config.json',
        format: 'claude-desktop-config',
        code: { mcpServers: { kling: { command: 'node', args: ['build/index.js'], env: { KLING_API_TOKEN: RANDOM } } } },
        errors: [
          {
            pointer: '/mcpServers/kling/env/KLING_API_TOKEN',
            message: leaked(
              'environment variable (KLING_API_TOKEN)',
              'high-entropy "KLING_API_TOKEN" value (31 characters)',
              'keep the real value out of the repository: Claude Desktop expands no variables in this file, so commit a template with a placeholder (or ship the server as an MCPB bundle, whose sensitive settings Claude Desktop asks for and stores).',
            ),
          },
        ],
      },
      {
        name: 'Codex: a token in env, and a token where the name of its variable belongs',
        path: '.codex/config.toml',
        format: 'codex-config-toml',
        code: [
          '[mcp_servers.github]',
          'command = "npx"',
          'args = ["-y", "@modelcontextprotocol/server-github@2025.4.8"]',
          `env = { GITHUB_TOKEN = "${GITHUB}" }`,
          '',
          '[mcp_servers.docs]',
          'url = "https://mcp.context7.com/mcp"',
          `bearer_token_env_var = "${GITHUB}"`,
          '',
        ].join('\n'),
        errors: [
          {
            pointer: '/mcp_servers/github/env/GITHUB_TOKEN',
            line: 4,
            column: 24,
            message: leaked('environment variable (GITHUB_TOKEN)', 'GitHub token ("ghp_…", 40 characters)', codex('GITHUB_TOKEN')),
          },
          {
            pointer: '/mcp_servers/docs/bearer_token_env_var',
            line: 8,
            column: 24,
            message: leaked('"bearer_token_env_var" value', 'GitHub token ("ghp_…", 40 characters)', codex('DOCS_TOKEN')),
          },
        ],
      },
      {
        name: 'Amazon Q: an OpenAI key in env (no documented variables)',
        path: '.amazonq/mcp.json',
        format: 'amazonq-mcp-json',
        code: { mcpServers: { openai: { command: 'node', args: ['server.js'], env: { OPENAI_API_KEY: OPENAI } } } },
        errors: [
          {
            pointer: '/mcpServers/openai/env/OPENAI_API_KEY',
            message: leaked('environment variable (OPENAI_API_KEY)', 'OpenAI-style API key ("sk-…", 39 characters)', PLACEHOLDER_ADVICE),
          },
        ],
      },
      {
        name: 'Gemini CLI extension: a GitHub token in env',
        path: 'gemini-extension.json',
        format: 'gemini-extension',
        code: { name: 'github-tools', version: '1.0.0', mcpServers: { github: { command: 'node', args: ['server.js'], env: { GITHUB_TOKEN: GITHUB } } } },
        errors: [
          {
            pointer: '/mcpServers/github/env/GITHUB_TOKEN',
            message: leaked('environment variable (GITHUB_TOKEN)', 'GitHub token ("ghp_…", 40 characters)', PLACEHOLDER_ADVICE),
          },
        ],
      },
      {
        name: "a plugin's bare server map: a GitHub token in env",
        path: 'plugin/mcp.json',
        format: 'mcp-json',
        code: { github: { command: 'node', args: ['server.js'], env: { GITHUB_TOKEN: GITHUB } } },
        errors: [
          {
            pointer: '/github/env/GITHUB_TOKEN',
            message: leaked('environment variable (GITHUB_TOKEN)', 'GitHub token ("ghp_…", 40 characters)', PLACEHOLDER_ADVICE),
          },
        ],
      },
      {
        name: 'the level can be lowered',
        path: '.mcp.json',
        format: 'claude-code-mcp-json',
        settings: { 'mcpdesc.config.literal-secret': 'warning' },
        code: { mcpServers: { github: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-github@2025.4.8'], env: { GITHUB_TOKEN: GITHUB } } } },
        errors: [
          {
            pointer: '/mcpServers/github/env/GITHUB_TOKEN',
            level: 'warning',
            message: leaked(
              'environment variable (GITHUB_TOKEN)',
              'GitHub token ("ghp_…", 40 characters)',
              expands('${GITHUB_TOKEN}', 'GITHUB_TOKEN', 'Claude Code'),
            ),
          },
        ],
      },
    ],
  }),
);

/**
 * The documents as these files are usually written, compact enough to read at a glance: the file's keys,
 * its servers and each server's fields one a line, every value inside a field on that field's line.
 */
function asWritten(table: Table): Table {
  const write = <C extends Case>(c: C): C => (c.code === undefined || typeof c.code === 'string' ? c : { ...c, code: json(c.code) });
  return { ...table, valid: table.valid.map(write), invalid: table.invalid.map(write) };
}

function json(value: unknown, depth = 0, indent = ''): string {
  const inner = `${indent}  `;
  if (Array.isArray(value) && depth === 1 && value.length > 0) return `[\n${value.map((v) => inner + inline(v)).join(',\n')}\n${indent}]`;
  if (isObject(value) && depth < 3 && Object.keys(value).length > 0) {
    const fields = Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${json(v, depth + 1, inner)}`);
    return depth === 0 ? `{\n${fields.join(',\n')}\n}\n` : `{\n${fields.join(',\n')}\n${indent}}`;
  }
  return inline(value);
}

function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (isObject(value)) {
    const fields = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`);
    return fields.length > 0 ? `{ ${fields.join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}
