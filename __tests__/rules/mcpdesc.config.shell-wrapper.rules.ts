import { type Case, ruleTester, type Table } from '../helpers/rule-tester.js';
import { isObject } from '../../src/util/json.js';

const wrapped = (server: string, shell: string, ref: string) =>
  `"${server}" starts through ${shell} with ${ref} inside the command line: the value goes into the text before the shell reads it, so a value holding a quote, ";" or "$(…)" runs other commands on every machine that uses this file. Start the program itself ("command": the program, "args": one argument each) and pass values as arguments or in "env".`;

ruleTester(
  'mcpdesc.config.shell-wrapper',
  asWritten({
    valid: [
      {
        name: 'values after the command line are $1, $2: data, the safe pattern',
        path: '.mcp.json',
        format: 'claude-code-mcp-json',
        code: { mcpServers: { s: { command: 'bash', args: ['-c', 'exec srv --url "$1"', 'srv', '${DATABASE_URL}'] } } },
      },
      {
        name: 'pwsh -NoProfile -File: a script with arguments, no command line',
        path: '.roo/mcp.json',
        format: 'roo-mcp-json',
        code: { mcpServers: { s: { command: 'pwsh', args: ['-NoProfile', '-File', 'start-server.ps1', '${env:API_KEY}'] } } },
      },
      {
        name: 'a bare $NAME the client leaves alone: the shell expands it as data',
        path: 'claude_desktop_config.json',
        format: 'claude-desktop-config',
        code: { mcpServers: { s: { command: 'bash', args: ['-c', 'exec srv --token "$API_TOKEN"'] } } },
      },
      {
        name: 'bash -c with no variable in the command line',
        path: '.mcp.json',
        format: 'claude-code-mcp-json',
        code: { mcpServers: { tools: { command: 'bash', args: ['-c', 'cd tools && exec node server.js'] } } },
      },
      {
        name: 'bash -c with the variable in env, outside the command line',
        path: '.mcp.json',
        format: 'claude-code-mcp-json',
        code: { mcpServers: { db: { command: 'bash', args: ['-c', 'exec mcp-postgres'], env: { DATABASE_URL: '${DATABASE_URL}' } } } },
      },
      {
        name: 'a shell running a script, the variable as an argument',
        path: '.cursor/mcp.json',
        format: 'cursor-mcp-json',
        code: { mcpServers: { db: { command: 'bash', args: ['scripts/start-db-server.sh', '${env:DATABASE_URL}'] } } },
      },
      {
        name: 'a program started directly with a variable argument',
        path: '.mcp.json',
        format: 'claude-code-mcp-json',
        code: { mcpServers: { notes: { command: 'uv', args: ['run', '--directory', '${CLAUDE_PROJECT_DIR}/tools', 'python', 'notes_server.py'] } } },
      },
      {
        name: 'powershell -File, whose arguments are not code',
        path: '.roo/mcp.json',
        format: 'roo-mcp-json',
        code: { mcpServers: { win: { command: 'powershell', args: ['-File', 'start-server.ps1', '${env:API_KEY}'] } } },
      },
    ],
    invalid: [
      {
        name: 'Claude Code: bash -c with "${NAME}"',
        path: '.mcp.json',
        format: 'claude-code-mcp-json',
        code: { mcpServers: { db: { command: 'bash', args: ['-c', 'mcp-postgres --url "${DATABASE_URL}"'] } } },
        errors: [{ pointer: '/mcpServers/db/args/1', level: 'warning', line: 5, column: 22, message: wrapped('db', 'bash -c', '${DATABASE_URL}') }],
      },
      {
        name: 'VS Code: /bin/sh -lc with "${env:…}"',
        path: '.vscode/mcp.json',
        format: 'vscode-mcp-json',
        code: { servers: { api: { command: '/bin/sh', args: ['-lc', 'exec mcp-server --token ${env:API_TOKEN}'] } } },
        errors: [{ pointer: '/servers/api/args/1', message: wrapped('api', 'sh -lc', '${env:API_TOKEN}') }],
      },
      {
        name: 'VS Code: zsh -c with "${input:…}"',
        path: '.vscode/mcp.json',
        format: 'vscode-mcp-json',
        code: {
          inputs: [{ id: 'db-url', type: 'promptString', description: 'Database URL', password: true }],
          servers: { db: { command: 'zsh', args: ['-c', 'exec mcp-postgres "${input:db-url}"'] } },
        },
        errors: [{ pointer: '/servers/db/args/1', message: wrapped('db', 'zsh -c', '${input:db-url}') }],
      },
      {
        name: 'Cursor: cmd /c with "%NAME%"',
        path: '.cursor/mcp.json',
        format: 'cursor-mcp-json',
        code: { mcpServers: { files: { command: 'cmd', args: ['/c', 'npx -y @modelcontextprotocol/server-filesystem@2025.8.21 %USERPROFILE%\\work'] } } },
        errors: [{ pointer: '/mcpServers/files/args/1', message: wrapped('files', 'cmd /c', '%USERPROFILE%') }],
      },
      {
        name: 'Cursor: cmd.exe /C, the variable in a later argument of the command line',
        path: '.cursor/mcp.json',
        format: 'cursor-mcp-json',
        code: { mcpServers: { files: { command: 'C:\\Windows\\System32\\cmd.exe', args: ['/C', 'files-server.exe', '--root', '%APPDATA%\\files'] } } },
        errors: [{ pointer: '/mcpServers/files/args/3', message: wrapped('files', 'cmd /C', '%APPDATA%') }],
      },
      {
        name: 'Roo Code: pwsh -Command with "${env:…}"',
        path: '.roo/mcp.json',
        format: 'roo-mcp-json',
        code: { mcpServers: { win: { command: 'pwsh.exe', args: ['-Command', 'server.exe --key ${env:API_KEY}'] } } },
        errors: [{ pointer: '/mcpServers/win/args/1', message: wrapped('win', 'pwsh -Command', '${env:API_KEY}') }],
      },
      {
        name: 'Kiro: sh -c with "${NAME}"',
        path: '.kiro/settings/mcp.json',
        format: 'kiro-mcp-json',
        code: { mcpServers: { api: { command: 'sh', args: ['-c', 'exec mcp-server "${API_TOKEN}"'] } } },
        errors: [{ pointer: '/mcpServers/api/args/1', message: wrapped('api', 'sh -c', '${API_TOKEN}') }],
      },
      {
        name: 'Gemini CLI settings: bash -c with "$NAME", which Gemini CLI expands',
        path: '.gemini/settings.json',
        format: 'gemini-settings',
        code: { mcpServers: { db: { command: 'bash', args: ['-c', 'exec mcp-postgres --url $DATABASE_URL'] } } },
        errors: [{ pointer: '/mcpServers/db/args/1', message: wrapped('db', 'bash -c', '$DATABASE_URL') }],
      },
      {
        name: 'Windsurf: two servers, each reported once',
        path: '.windsurf/mcp_config.json',
        format: 'windsurf-mcp-config',
        code: {
          mcpServers: {
            api: { command: 'bash', args: ['-c', 'exec mcp-server --token ${env:API_TOKEN} --org ${env:API_ORG}'] },
            db: { command: '/usr/bin/zsh', args: ['-c', 'exec mcp-postgres ${env:DATABASE_URL}'] },
          },
        },
        errors: [
          { pointer: '/mcpServers/api/args/1', message: wrapped('api', 'bash -c', '${env:API_TOKEN}') },
          { pointer: '/mcpServers/db/args/1', message: wrapped('db', 'zsh -c', '${env:DATABASE_URL}') },
        ],
      },
      {
        name: 'the level can be raised',
        path: '.mcp.json',
        format: 'claude-code-mcp-json',
        settings: { 'mcpdesc.config.shell-wrapper': 'error' },
        code: { mcpServers: { db: { command: 'bash', args: ['-c', 'mcp-postgres --url "${DATABASE_URL}"'] } } },
        errors: [{ pointer: '/mcpServers/db/args/1', level: 'error', message: wrapped('db', 'bash -c', '${DATABASE_URL}') }],
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
