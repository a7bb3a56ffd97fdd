import { type Case, ruleTester, type Table } from '../helpers/rule-tester.js';
import { isObject } from '../../src/util/json.js';

/** "<client> does not expand <ref>, so the server receives that text as it is" and the rest of the message. */
const literal = (client: string, ref: string, rest: string) => `${client} does not expand "${ref}", so the server receives that text as it is${rest}`;
const noInput = (id: string, rest: string) => `"\${input:${id}}" names no entry of "inputs", so VS Code cannot ask for it and the server gets nothing. ${rest}`;

ruleTester(
  'mcpdesc.config.interpolation',
  asWritten({
    valid: [
      {
        name: 'a shell command line: the shell expands $HOME itself',
        path: '.mcp.json',
        format: 'claude-code-mcp-json',
        code: { mcpServers: { s: { command: 'bash', args: ['-c', 'exec mcp-server --root "$HOME/work"'] } } },
      },
      {
        name: 'Claude Code: "${NAME}", "${NAME:-default}" and its own variables',
        path: '.mcp.json',
        format: 'claude-code-mcp-json',
        code: {
          mcpServers: {
            notes: {
              command: 'node',
              args: ['${CLAUDE_PLUGIN_ROOT}/server.js', '--root', '${CLAUDE_PROJECT_DIR}', '--port', '${PORT:-8080}'],
              env: { GITHUB_TOKEN: '${GITHUB_TOKEN}' },
            },
          },
        },
      },
      {
        name: 'VS Code: "${env:…}", declared "${input:…}", predefined and prefixed variables',
        path: '.vscode/mcp.json',
        format: 'vscode-mcp-json',
        code: {
          inputs: [{ id: 'github-token', type: 'promptString', description: 'GitHub token', password: true }],
          servers: {
            files: {
              command: 'node',
              args: ['${workspaceFolder}/tools/server.js', '--home', '${userHome}', '--api', '${workspaceFolder:api}', '--font', '${config:editor.fontSize}'],
              env: { GITHUB_TOKEN: '${input:github-token}', HOME_DIR: '${env:HOME}' },
            },
          },
        },
      },
      {
        name: 'Gemini CLI settings: "$NAME", "${NAME}" and "${NAME:-default}"',
        path: '.gemini/settings.json',
        format: 'gemini-settings',
        code: {
          mcpServers: {
            qt: {
              command: 'python',
              args: ['-m', 'qt_mcp', '--data', '$HOME/qt', '--port', '${PORT:-8080}'],
              env: { QT_TOKEN: '$QT_TOKEN', GITHUB_TOKEN: '${GITHUB_TOKEN}' },
            },
          },
        },
      },
      {
        name: 'Roo Code: "${env:…}" and "${workspaceFolder}"',
        path: '.roo/mcp.json',
        format: 'roo-mcp-json',
        code: { mcpServers: { sonar: { command: 'node', args: ['${workspaceFolder}/tools/sonar.js'], env: { SONARQUBE_TOKEN: '${env:SONARQUBE_TOKEN}' } } } },
      },
      {
        name: 'Kiro: "${NAME}" in env and headers',
        path: '.kiro/settings/mcp.json',
        format: 'kiro-mcp-json',
        code: {
          mcpServers: {
            jira: { command: 'uvx', args: ['mcp-atlassian==0.11.9'], env: { JIRA_API_TOKEN: '${JIRA_API_TOKEN}' } },
            search: { url: 'https://search.example.com/mcp', headers: { Authorization: 'Bearer ${SEARCH_TOKEN}' } },
          },
        },
      },
      {
        name: 'Gemini CLI extension: its own variables',
        path: 'gemini-extension.json',
        format: 'gemini-extension',
        code: {
          name: 'mcp-server-example',
          version: '1.0.0',
          mcpServers: { nodeServer: { command: 'node', args: ['${extensionPath}${/}example.js'], cwd: '${extensionPath}' } },
        },
      },
      {
        name: 'Cursor, whose expansion mcpdesc does not know: nothing is reported',
        path: '.cursor/mcp.json',
        format: 'cursor-mcp-json',
        code: {
          mcpServers: {
            supabase: { command: 'npx', args: ['-y', '@supabase/mcp-server-supabase@0.5.5'], env: { SUPABASE_ACCESS_TOKEN: '${env:SUPABASE_ACCESS_TOKEN}' } },
          },
        },
      },
    ],
    invalid: [
      {
        name: 'Codex expands no variables at all',
        path: '.codex/config.toml',
        format: 'codex-config-toml',
        code: '[mcp_servers.gh]\ncommand = "node"\nargs = ["${HOME}/srv.js"]\n',
        errors: [
          {
            pointer: '/mcp_servers/gh/args/0',
            message:
              'Codex does not expand "${HOME}", so the server receives that text as it is. Codex expands no variables in this file: write the value itself, or, for a credential, keep it in an environment variable such as HOME and name the variable here: Codex reads credentials from the environment by name ("env_vars" for the server\'s environment, "bearer_token_env_var" for a bearer token, "env_http_headers" for a header).',
          },
        ],
      },
      {
        name: 'Claude Code: bare "$NAME", "${env:…}" and "${input:…}"',
        output:
          '{\n  "mcpServers": {\n    "github": {\n      "command": "node",\n      "args": ["${HOME}/tools/server.js", "${input:github-token}"],\n      "env": { "GITHUB_TOKEN": "${GITHUB_TOKEN}" }\n    }\n  }\n}\n',
        path: '.mcp.json',
        format: 'claude-code-mcp-json',
        code: {
          mcpServers: { github: { command: 'node', args: ['$HOME/tools/server.js', '${input:github-token}'], env: { GITHUB_TOKEN: '${env:GITHUB_TOKEN}' } } },
        },
        errors: [
          {
            pointer: '/mcpServers/github/args/0',
            level: 'error',
            line: 5,
            column: 16,
            message: literal('Claude Code', '$HOME', ': it expands only braced references. Write "${HOME}" instead.'),
          },
          {
            pointer: '/mcpServers/github/args/1',
            line: 5,
            column: 41,
            message: literal('Claude Code', '${input:github-token}', ': "${input:…}" is VS Code\'s syntax. Write "${GITHUB_TOKEN}" instead.'),
          },
          {
            pointer: '/mcpServers/github/env/GITHUB_TOKEN',
            line: 6,
            column: 32,
            message: literal('Claude Code', '${env:GITHUB_TOKEN}', ': "${env:…}" is VS Code\'s syntax. Write "${GITHUB_TOKEN}" instead.'),
          },
        ],
      },
      {
        name: 'Claude Code: two bare references in one value',
        output:
          '{\n  "mcpServers": {\n    "tools": {\n      "command": "node",\n      "args": ["server.js"],\n      "env": { "PATH": "${HOME}/bin:$PATH" }\n    }\n  }\n}\n',
        path: '.mcp.json',
        format: 'claude-code-mcp-json',
        code: { mcpServers: { tools: { command: 'node', args: ['server.js'], env: { PATH: '$HOME/bin:$PATH' } } } },
        errors: [
          { pointer: '/mcpServers/tools/env/PATH', message: literal('Claude Code', '$HOME', ': it expands only braced references. Write "${HOME}" instead.') },
          { pointer: '/mcpServers/tools/env/PATH', message: literal('Claude Code', '$PATH', ': it expands only braced references. Write "${PATH}" instead.') },
        ],
      },
      {
        name: 'VS Code: "${NAME}", "${NAME:-default}" and bare "$NAME"',
        output:
          '{\n  "servers": {\n    "github": {\n      "type": "http",\n      "url": "https://api.githubcopilot.com/mcp/",\n      "headers": { "Authorization": "Bearer ${env:GITHUB_TOKEN}" }\n    },\n    "files": {\n      "command": "node",\n      "args": ["${env:HOME}/tools/server.js", "--port", "${PORT:-8080}"]\n    }\n  }\n}\n',
        path: '.vscode/mcp.json',
        format: 'vscode-mcp-json',
        code: {
          servers: {
            github: { type: 'http', url: 'https://api.githubcopilot.com/mcp/', headers: { Authorization: 'Bearer ${GITHUB_TOKEN}' } },
            files: { command: 'node', args: ['$HOME/tools/server.js', '--port', '${PORT:-8080}'] },
          },
        },
        errors: [
          { pointer: '/servers/github/headers/Authorization', message: literal('VS Code', '${GITHUB_TOKEN}', '. Write "${env:GITHUB_TOKEN}" instead.') },
          { pointer: '/servers/files/args/0', message: literal('VS Code', '$HOME', ': it expands only braced references. Write "${env:HOME}" instead.') },
          {
            pointer: '/servers/files/args/2',
            message: literal('VS Code', '${PORT:-8080}', ': it has no "${NAME:-default}" form. Write "${env:PORT}" instead.'),
          },
        ],
      },
      {
        name: 'VS Code: a misspelt input and an undeclared one',
        path: '.vscode/mcp.json',
        format: 'vscode-mcp-json',
        code: {
          inputs: [{ id: 'ado-org', type: 'promptString', description: 'Azure DevOps organization' }],
          servers: { ado: { command: 'npx', args: ['-y', '@azure-devops/mcp@2.2.0', '${input:ado_org}'], env: { ADO_PAT: '${input:ado-pat}' } } },
        },
        errors: [
          { pointer: '/servers/ado/args/2', message: noInput('ado_org', 'Did you mean the input "ado-org"?') },
          {
            pointer: '/servers/ado/env/ADO_PAT',
            message: noInput('ado-pat', 'Add {"id": "ado-pat", "type": "promptString", "description": "…"} to "inputs" (with "password": true for a secret).'),
          },
        ],
      },
      {
        name: 'VS Code: an input with no "inputs" at all',
        path: '.vscode/mcp.json',
        format: 'vscode-mcp-json',
        code: { servers: { github: { type: 'http', url: 'https://api.githubcopilot.com/mcp/', headers: { Authorization: 'Bearer ${input:github-token}' } } } },
        errors: [
          {
            pointer: '/servers/github/headers/Authorization',
            message: noInput(
              'github-token',
              'Add {"id": "github-token", "type": "promptString", "description": "…"} to "inputs" (with "password": true for a secret).',
            ),
          },
        ],
      },
      {
        name: 'Roo Code: "${NAME}", "${NAME:-default}" and "${input:…}"',
        output:
          '{\n  "mcpServers": {\n    "sonar": {\n      "command": "node",\n      "args": ["sonar.js", "--port", "${PORT:-9000}"],\n      "env": { "SONARQUBE_TOKEN": "${env:SONARQUBE_TOKEN}", "SONARQUBE_ORG": "${input:sonar-org}" }\n    }\n  }\n}\n',
        path: '.roo/mcp.json',
        format: 'roo-mcp-json',
        code: {
          mcpServers: {
            sonar: {
              command: 'node',
              args: ['sonar.js', '--port', '${PORT:-9000}'],
              env: { SONARQUBE_TOKEN: '${SONARQUBE_TOKEN}', SONARQUBE_ORG: '${input:sonar-org}' },
            },
          },
        },
        errors: [
          {
            pointer: '/mcpServers/sonar/args/2',
            message: literal('Roo Code', '${PORT:-9000}', ': it has no "${NAME:-default}" form. Write "${env:PORT}" instead.'),
          },
          { pointer: '/mcpServers/sonar/env/SONARQUBE_TOKEN', message: literal('Roo Code', '${SONARQUBE_TOKEN}', '. Write "${env:SONARQUBE_TOKEN}" instead.') },
          {
            pointer: '/mcpServers/sonar/env/SONARQUBE_ORG',
            message: literal('Roo Code', '${input:sonar-org}', ': "${input:…}" is VS Code\'s syntax. Write "${env:SONAR_ORG}" instead.'),
          },
        ],
      },
      {
        name: 'Kiro: "${input:…}"',
        path: '.kiro/settings/mcp.json',
        format: 'kiro-mcp-json',
        code: { mcpServers: { jira: { command: 'uvx', args: ['mcp-atlassian==0.11.9'], env: { JIRA_API_TOKEN: '${input:jira-token}' } } } },
        errors: [
          {
            pointer: '/mcpServers/jira/env/JIRA_API_TOKEN',
            message: literal('Kiro', '${input:jira-token}', ': "${input:…}" is VS Code\'s syntax. Write "${JIRA_TOKEN}" instead.'),
          },
        ],
      },
      {
        name: 'Gemini CLI settings: "${env:…}" and "${input:…}"',
        output:
          '{\n  "mcpServers": {\n    "github": {\n      "httpUrl": "https://api.githubcopilot.com/mcp/",\n      "headers": { "Authorization": "Bearer ${GITHUB_TOKEN}", "X-Org": "${input:github-org}" }\n    }\n  }\n}\n',
        path: '.gemini/settings.json',
        format: 'gemini-settings',
        code: {
          mcpServers: {
            github: { httpUrl: 'https://api.githubcopilot.com/mcp/', headers: { Authorization: 'Bearer ${env:GITHUB_TOKEN}', 'X-Org': '${input:github-org}' } },
          },
        },
        errors: [
          {
            pointer: '/mcpServers/github/headers/Authorization',
            message: literal('Gemini CLI', '${env:GITHUB_TOKEN}', ': "${env:…}" is VS Code\'s syntax. Write "${GITHUB_TOKEN}" instead.'),
          },
          {
            pointer: '/mcpServers/github/headers/X-Org',
            message: literal('Gemini CLI', '${input:github-org}', ': "${input:…}" is VS Code\'s syntax. Write "${GITHUB_ORG}" instead.'),
          },
        ],
      },
      {
        name: 'the level can be lowered',
        output:
          '{\n  "mcpServers": {\n    "github": {\n      "command": "node",\n      "args": ["server.js"],\n      "env": { "GITHUB_TOKEN": "${GITHUB_TOKEN}" }\n    }\n  }\n}\n',
        path: '.mcp.json',
        format: 'claude-code-mcp-json',
        settings: { 'mcpdesc.config.interpolation': 'warning' },
        code: { mcpServers: { github: { command: 'node', args: ['server.js'], env: { GITHUB_TOKEN: '${env:GITHUB_TOKEN}' } } } },
        errors: [
          {
            pointer: '/mcpServers/github/env/GITHUB_TOKEN',
            level: 'warning',
            message: literal('Claude Code', '${env:GITHUB_TOKEN}', ': "${env:…}" is VS Code\'s syntax. Write "${GITHUB_TOKEN}" instead.'),
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
