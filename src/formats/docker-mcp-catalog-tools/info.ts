/**
 * What tells a Docker MCP catalog entry's tool list, `servers/<name>/tools.json` beside its server.yaml:
 * all that classification reads. Docker's own shape describes each tool's `arguments` as
 * `{name, type, desc, optional}` (internal/mcp/types.go in docker/mcp-registry), read by the catalog build
 * instead of starting the server; a list in MCP's own shape (with `inputSchema`) is a committed tools/list
 * result (mcp-tool-list), and a remote server's `[]` says its tools are found when it runs.
 */
import { hasOwn, isObject } from '../../util/json.js';
import type { FormatInfo } from '../types.js';

export const DOCKER_MCP_CATALOG_TOOLS_INFO: FormatInfo = {
  id: 'docker-mcp-catalog-tools',
  // Above the generic server list; a tool list in MCP's shape goes to mcp-tool-list, which recognizes no Docker tool.
  precedence: 16,
  noun: { one: 'Docker catalog tool list', other: 'Docker catalog tool lists' },
  title: 'Docker MCP catalog tool list (servers/<name>/tools.json)',
  paths: ['**/servers/*/tools.json'],
  namedBy: [],
  onlyAtPaths: true,
  syntax: 'json',
  versions: [],
  // Named tools, none in MCP's shape: an array of them (or none at all) at the catalog's path.
  recognize: (value) =>
    Array.isArray(value) && value.every((tool) => isObject(tool) && typeof tool.name === 'string' && !hasOwn(tool, 'inputSchema')) ? 'likely' : 'no',
  version: () => null,
};

export default DOCKER_MCP_CATALOG_TOOLS_INFO;
