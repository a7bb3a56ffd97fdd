/**
 * FastMCP's `fastmcp.json`, schema v1 (docs/public/schemas/fastmcp.json/v1.json, the pydantic
 * MCPServerConfig): `source` is required; every optional field may also be null, which the rules read as
 * absent. Keys the schema does not list are ignored by FastMCP, so the objects are open.
 */
import { UNVERSIONED } from '../../model/axis.js';
import { Model } from '../../model/check.js';
import { array, constant, define, integer, map, oneOf, opt, ref, req, string } from '../../model/dsl.js';

export const FASTMCP_MODEL = new Model(UNVERSIONED, [
  define('Config', 'FastMCP configuration', {
    $schema: opt(string),
    source: req(ref('Source')),
    environment: opt(ref('Environment')),
    deployment: opt(ref('Deployment')),
  }),
  define('Source', 'source', { type: opt(constant('filesystem')), path: req(string), entrypoint: opt(string) }),
  define('Environment', 'environment', {
    type: opt(constant('uv')),
    python: opt(string),
    dependencies: opt(array(string)),
    requirements: opt(string),
    project: opt(string),
    editable: opt(array(string)),
  }),
  define('Deployment', 'deployment', {
    transport: opt(oneOf('stdio', 'http', 'sse', 'streamable-http')),
    host: opt(string),
    port: opt(integer),
    path: opt(string),
    log_level: opt(oneOf('DEBUG', 'INFO', 'WARNING', 'ERROR', 'CRITICAL')),
    cwd: opt(string),
    env: opt(map(string)),
    args: opt(array(string)),
  }),
]);
