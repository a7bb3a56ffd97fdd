/**
 * What tells a Docker MCP catalog entry, `servers/<name>/server.yaml` in docker/mcp-registry (and in
 * servers' own repositories that copy it): all that classification reads. There is no schema: the
 * contract is the registry's Go types (pkg/servers/types.go) and its CI validator (cmd/validate), whose
 * checks the rules (index.ts) restate. A `server.yaml` anywhere else is some other tool's.
 */
import { isObject } from '../../util/json.js';
import type { FormatInfo } from '../types.js';

export const DOCKER_MCP_CATALOG_INFO: FormatInfo = {
  id: 'docker-mcp-catalog',
  // Above the generic server list; no other format reads this path.
  precedence: 14,
  noun: { one: 'Docker catalog entry', other: 'Docker catalog entries' },
  title: 'Docker MCP catalog entry (servers/<name>/server.yaml)',
  paths: ['**/servers/*/server.yaml'],
  // Other tools keep a server.yaml in a servers/ folder too: the content must show it.
  namedBy: [],
  onlyAtPaths: true,
  syntax: 'yaml',
  versions: [],
  // Every catalog entry has these four (328 of 328 in the registry).
  recognize: (value) =>
    isObject(value) && typeof value.name === 'string' && typeof value.type === 'string' && isObject(value.meta) && isObject(value.about) ? 'likely' : 'no',
  version: () => null,
};

export default DOCKER_MCP_CATALOG_INFO;
