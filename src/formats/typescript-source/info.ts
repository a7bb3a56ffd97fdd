/**
 * What tells that a file is a TypeScript or JavaScript MCP server's source: it sits at a source path and
 * imports the MCP SDK. All that classification reads; the parser and rules (index.ts) load only when
 * such a file is linted.
 */
import { VERSIONS } from '../../protocol/versions.js';
import { declaredVersion, declaredVersions } from '../mcpdesc-descriptor/info.js';
import type { FormatInfo } from '../types.js';

const PATHS = ['**/?*.ts', '**/?*.mts', '**/?*.cts', '**/?*.tsx', '**/?*.js', '**/?*.mjs', '**/?*.cjs', '**/?*.jsx'];

export const TYPESCRIPT_SOURCE_INFO: FormatInfo = {
  id: 'typescript-source',
  // Never ties with another format: source files are told by path and imports, not by parsed content.
  precedence: 7,
  noun: { one: 'TypeScript server file', other: 'TypeScript server files' },
  title: 'TypeScript and JavaScript MCP server source (tools registered with the SDK)',
  paths: PATHS,
  // Its name never says a file is one: most .ts files are not MCP servers.
  namedBy: [],
  syntax: 'json',
  versions: VERSIONS,
  recognize: () => 'no',
  // The value parseProgram makes declares the protocol versions of the SDK release the server depends on.
  version: declaredVersion,
  declaredVersions,
  program: {
    importsSdk: (text) => text.includes('@modelcontextprotocol/sdk') || text.includes('@modelcontextprotocol/server'),
  },
};

export default TYPESCRIPT_SOURCE_INFO;
