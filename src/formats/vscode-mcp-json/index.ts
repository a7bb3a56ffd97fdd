/**
 * VS Code's workspace MCP configuration, `.vscode/mcp.json`: JSONC, servers under `servers`, prompts
 * under `inputs`. Facts: VS Code's own schema (mcpConfiguration.ts, additionalProperties: false, and the
 * inputs schema of its configuration resolver), its server configuration types (mcpPlatformTypes.ts) and
 * its MCP configuration reference.
 */
import { UNVERSIONED } from '../../model/axis.js';
import { Model } from '../../model/check.js';
import { alias, any, array, boolean, constant, define, map, object, oneOf, opt, option, ref, req, string, union } from '../../model/dsl.js';
import { clientFormat } from '../client-config/index.js';
import { VSCODE_MCP_JSON_INFO } from './info.js';

/**
 * Keys every server entry may have (ICommonMcpServerConfiguration in mcpPlatformTypes.ts): VS Code writes
 * the installed "version" and the "gallery" it came from when it installs a server from its MCP gallery.
 */
const COMMON = { version: opt(string), gallery: opt(union([option('true or false', boolean), option('gallery URL', string)])) };

const MODEL = new Model(UNVERSIONED, [
  define('Config', 'VS Code MCP configuration', { servers: opt(map(ref('Server'))), inputs: opt(array(ref('Input'))) }, { closed: true }),
  // VS Code tells stdio from remote servers by their fields when "type" is absent.
  alias(
    'Server',
    'server entry',
    union([option('stdio server', ref('StdioServer')), option('remote server', ref('RemoteServer'))], { key: 'type', optional: true }),
  ),
  define(
    'StdioServer',
    'server entry',
    {
      type: opt(constant('stdio')),
      command: req(string),
      cwd: opt(string),
      args: opt(array(string)),
      envFile: opt(string),
      env: opt(map(any)),
      dev: opt(object),
      sandboxEnabled: opt(boolean),
      sandbox: opt(object),
      ...COMMON,
    },
    { closed: true },
  ),
  define(
    'RemoteServer',
    'server entry',
    { type: opt(oneOf('http', 'sse')), url: req(string), headers: opt(map(string)), dev: opt(object), oauth: opt(object), ...COMMON },
    { closed: true },
  ),
  alias(
    'Input',
    'input',
    union([option('text input', ref('PromptString')), option('choice input', ref('PickString')), option('command input', ref('CommandInput'))], {
      key: 'type',
    }),
  ),
  define(
    'PromptString',
    'input',
    { id: req(string), type: req(constant('promptString')), description: req(string), default: opt(string), password: opt(boolean) },
    { closed: true },
  ),
  define(
    'PickString',
    'input',
    { id: req(string), type: req(constant('pickString')), description: req(string), options: req(array(any)), default: opt(string) },
    { closed: true },
  ),
  define('CommandInput', 'input', { id: req(string), type: req(constant('command')), command: req(string), args: opt(any) }, { closed: true }),
]);

/** VS Code's predefined variables (its variables reference). */
const PREDEFINED = [
  'workspaceFolder',
  'workspaceFolderBasename',
  'userHome',
  'pathSeparator',
  '/',
  'cwd',
  'execPath',
  'file',
  'fileBasename',
  'fileBasenameNoExtension',
  'fileDirname',
  'fileDirnameBasename',
  'fileExtname',
  'fileWorkspaceFolder',
  'lineNumber',
  'relativeFile',
  'relativeFileDirname',
  'selectedText',
  'defaultBuildTask',
];

export default clientFormat({
  ...VSCODE_MCP_JSON_INFO,
  client: 'VS Code',
  strictJson: false,
  model: MODEL,
  unknownKeys: 'closed',
  interpolation: {
    braced: 'no',
    withDefault: 'no',
    bare: 'no',
    envPrefix: 'yes',
    inputs: true,
    predefined: PREDEFINED,
    prefixes: ['config', 'command', 'workspaceFolder'],
  },
  envReference: (name) => `\${env:${name}}`,
  homeVariable: '${userHome}',
});
