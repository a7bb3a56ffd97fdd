/**
 * Smithery's deployment file, `smithery.yaml`: how Smithery builds and starts the server (`runtime`,
 * `startCommand` with its `configSchema`, `build`). It lists no servers to start on a developer's machine,
 * so the server-entry rules have nothing to read; its shape and an example config's secrets are checked.
 * Its documentation lists the runtimes "typescript" and "container"; "python" is the runtime of Smithery's
 * Python SDK (`[tool.smithery]` in pyproject.toml names the server), in use in published servers, so no
 * documentation seen shows Smithery rejects it.
 */
import { UNVERSIONED } from '../../model/axis.js';
import { Model } from '../../model/check.js';
import { any, define, map, object, oneOf, opt, ref, string } from '../../model/dsl.js';
import { clientFormat } from '../client-config/index.js';
import { SMITHERY_YAML_INFO } from './info.js';

const MODEL = new Model(UNVERSIONED, [
  define(
    'Config',
    'Smithery configuration',
    { runtime: opt(oneOf('typescript', 'python', 'container')), startCommand: opt(ref('StartCommand')), build: opt(ref('Build')), env: opt(map(any)) },
    { closed: true },
  ),
  define(
    'StartCommand',
    'start command',
    { type: opt(oneOf('http', 'stdio')), configSchema: opt(object), commandFunction: opt(string), exampleConfig: opt(object) },
    { closed: true },
  ),
  define('Build', 'build settings', { dockerfile: opt(string), dockerBuildPath: opt(string) }, { closed: true }),
  define('Server', 'server entry', {}),
]);

export default clientFormat({
  ...SMITHERY_YAML_INFO,
  client: 'Smithery',
  model: MODEL,
  unknownKeys: 'typos',
});
