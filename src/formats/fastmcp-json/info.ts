/**
 * What tells FastMCP's declarative server configuration, `fastmcp.json` (or `<name>.fastmcp.json`): all
 * that classification reads. The `fastmcp` CLI reads it to find the server's code, build its Python
 * environment and run it (PrefectHQ/fastmcp, schema v1). A file there with `mcpServers` is a client
 * configuration to FastMCP as well, and one of another shape is no MCP file.
 */
import { hasOwn, isObject } from '../../util/json.js';
import type { FormatInfo, Recognition } from '../types.js';

/** The schema URLs FastMCP has published: `…/public/schemas/fastmcp.json/v1.json`, `…/latest.json`, and older ones. */
const SCHEMA = /^https?:\/\/gofastmcp\.com\/.*fastmcp/;

export const FASTMCP_JSON_INFO: FormatInfo = {
  id: 'fastmcp-json',
  // Above the generic server list; no other format reads these paths.
  precedence: 15,
  noun: { one: 'FastMCP configuration', other: 'FastMCP configurations' },
  title: 'FastMCP server configuration (fastmcp.json)',
  paths: ['**/fastmcp.json', '**/?*.fastmcp.json'],
  namedBy: [],
  onlyAtPaths: true,
  syntax: 'json',
  versions: [],
  recognize(value): Recognition {
    if (!isObject(value) || hasOwn(value, 'mcpServers')) return 'no';
    if (typeof value.$schema === 'string' && SCHEMA.test(value.$schema)) return 'certain';
    if (isObject(value.source) && typeof value.source.path === 'string') return 'likely';
    // The first generation's (August 2025) top-level entrypoint, which FastMCP no longer reads.
    const entrypoint = value.entrypoint;
    return typeof entrypoint === 'string' || (isObject(entrypoint) && typeof entrypoint.file === 'string') ? 'likely' : 'no';
  },
  version: () => null,
};

export default FASTMCP_JSON_INFO;
