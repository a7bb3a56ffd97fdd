import { type Case, ruleTester, type Table } from '../helpers/rule-tester.js';
import { isObject } from '../../src/util/json.js';

const unused = (id: string) =>
  `No server refers to the input "${id}" (as "\${input:${id}}"), so VS Code never asks for it. Use it where the value is needed, or remove the entry.`;
const prompt = (id: string, description: string) => ({ id, type: 'promptString', description });

ruleTester(
  'mcpdesc.config.unused-input',
  asWritten({
    valid: [
      {
        name: 'an input used in a header',
        path: '.vscode/mcp.json',
        format: 'vscode-mcp-json',
        code: {
          inputs: [{ id: 'github-token', type: 'promptString', description: 'GitHub token', password: true }],
          servers: { github: { type: 'http', url: 'https://api.githubcopilot.com/mcp/', headers: { Authorization: 'Bearer ${input:github-token}' } } },
        },
      },
      {
        name: 'a text input and a choice input, used in env and args',
        path: '.vscode/mcp.json',
        format: 'vscode-mcp-json',
        code: {
          inputs: [prompt('ado-org', 'Azure DevOps organization'), { id: 'region', type: 'pickString', description: 'Region', options: ['eu', 'us'] }],
          servers: { ado: { command: 'npx', args: ['-y', '@azure-devops/mcp@2.2.0', '--region', '${input:region}'], env: { ADO_ORG: '${input:ado-org}' } } },
        },
      },
      {
        name: 'an input referred to with a typo (the interpolation rule reports the reference)',
        path: '.vscode/mcp.json',
        format: 'vscode-mcp-json',
        code: {
          inputs: [prompt('ado-org', 'Azure DevOps organization')],
          servers: { ado: { command: 'npx', args: ['-y', '@azure-devops/mcp@2.2.0', '${input:ado_org}'] } },
        },
      },
      {
        name: 'a generic server list, which no client with inputs reads',
        path: 'plugin/mcp.json',
        format: 'mcp-json',
        code: { inputs: [prompt('token', 'API token')], servers: { api: { url: 'https://mcp.example.com/mcp' } } },
      },
    ],
    invalid: [
      {
        name: 'a reference in a comment does not count',
        path: '.vscode/mcp.json',
        format: 'vscode-mcp-json',
        code: '{\n  "inputs": [{ "id": "tok", "type": "promptString", "description": "Token" }],\n  // ${input:tok} used to be here\n  "servers": { "s": { "command": "node" } }\n}\n',
        errors: [
          {
            pointer: '/inputs/0/id',
            message:
              'No server refers to the input "tok" (as "${input:tok}"), so VS Code never asks for it. Use it where the value is needed, or remove the entry.',
          },
        ],
      },
      {
        name: 'one of two inputs unused',
        path: '.vscode/mcp.json',
        format: 'vscode-mcp-json',
        code: {
          inputs: [prompt('ado-org', 'Azure DevOps organization'), prompt('unused', 'Never asked for')],
          servers: { ado: { command: 'npx', args: ['-y', '@azure-devops/mcp@2.2.0', '${input:ado-org}'] } },
        },
        errors: [{ pointer: '/inputs/1/id', level: 'warning', line: 4, column: 13, message: unused('unused') }],
      },
      {
        name: 'inputs with no server at all',
        path: '.vscode/mcp.json',
        format: 'vscode-mcp-json',
        code: '{\n  "inputs": [\n    { "id": "github-token", "type": "promptString", "description": "GitHub token", "password": true },\n    { "id": "org", "type": "promptString", "description": "Organization" }\n  ],\n  "servers": {}\n}\n',
        errors: [
          { pointer: '/inputs/0/id', line: 3, column: 13, message: unused('github-token') },
          { pointer: '/inputs/1/id', line: 4, column: 13, message: unused('org') },
        ],
      },
      {
        name: 'an unused command input',
        path: '.vscode/mcp.json',
        format: 'vscode-mcp-json',
        code: {
          inputs: [prompt('token', 'API token'), { id: 'project', type: 'command', command: 'extension.pickProject' }],
          servers: { api: { command: 'node', args: ['server.js'], env: { API_TOKEN: '${input:token}' } } },
        },
        errors: [{ pointer: '/inputs/1/id', message: unused('project') }],
      },
      {
        name: 'an input whose id is near a used one is still unused',
        path: '.vscode/mcp.json',
        format: 'vscode-mcp-json',
        code: {
          inputs: [prompt('gh-token', 'GitHub token'), prompt('gh-tokens', 'GitHub tokens')],
          servers: { github: { command: 'node', args: ['server.js'], env: { GITHUB_TOKEN: '${input:gh-token}' } } },
        },
        errors: [{ pointer: '/inputs/1/id', message: unused('gh-tokens') }],
      },
      {
        name: 'the level can be raised',
        path: '.vscode/mcp.json',
        format: 'vscode-mcp-json',
        settings: { 'mcpdesc.config.unused-input': 'error' },
        code: { inputs: [prompt('org', 'Organization')], servers: { api: { type: 'http', url: 'https://mcp.example.com/mcp' } } },
        errors: [{ pointer: '/inputs/0/id', level: 'error', message: unused('org') }],
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
