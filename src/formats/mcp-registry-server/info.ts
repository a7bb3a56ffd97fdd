/**
 * What tells a file is a registry server.json and which `$schema` date it declares: all that
 * classification reads, apart from the rules (index.ts), which load only when one is linted.
 */
import { isObject } from '../../util/json.js';
import type { FormatInfo } from '../types.js';
import { declaredVersion, namesDraft, SERVER_JSON_VERSIONS } from './versions.js';

/** `https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json` and its older hosts. */
const SCHEMA_URL = /^https?:\/\/(?:static\.)?modelcontextprotocol\.io\/schemas\/([^/]{1,40})\/server\.schema\.json$/;
/** The registry's reverse-DNS name: a namespace with a dot, one slash, a server name. */
const REGISTRY_NAME = /^[a-zA-Z0-9.-]{1,200}\.[a-zA-Z0-9-]{1,63}\/[a-zA-Z0-9._-]{1,200}$/;

/** The date in the `$schema` URL, whether or not mcpdesc knows it. */
export function schemaDate(value: unknown): string | undefined {
  if (!isObject(value) || typeof value.$schema !== 'string') return undefined;
  return SCHEMA_URL.exec(value.$schema)?.[1];
}

export const REGISTRY_SERVER_INFO: FormatInfo = {
  id: 'mcp-registry-server',
  precedence: 170,
  noun: { one: 'registry server.json', other: 'registry server.json files' },
  title: 'MCP Registry server.json',
  paths: ['**/server.json'],
  namedBy: [],
  syntax: 'json',
  versions: SERVER_JSON_VERSIONS,
  recognize(value) {
    if (schemaDate(value) !== undefined || (isObject(value) && namesDraft(value.$schema))) return 'certain';
    if (!isObject(value) || typeof value.name !== 'string' || !REGISTRY_NAME.test(value.name)) return 'no';
    // A Server Card has the same name and remotes: without the $schema, the path decides.
    // The pre-release shape (before `$schema`) said its release in `version_detail`.
    return Array.isArray(value.packages) || Array.isArray(value.remotes) || isObject(value.version_detail) ? 'likely' : 'no';
  },
  version: declaredVersion,
};

export default REGISTRY_SERVER_INFO;
