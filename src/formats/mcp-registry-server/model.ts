/**
 * server.json as each published schema defines it, one field's history on one line (src/model/dsl.ts):
 * the schemas of 2025-07-09 spell fields in snake_case, 2025-09-16 renamed them all to camelCase
 * (`renamedTo` links the two spellings), 2025-09-29 removed `status` and `_meta`'s official block,
 * 2025-10-11 added `title`, `icons` and `placeholder`, opened `Package` and made its `version` optional,
 * 2025-12-11 added URL `variables` to remotes. What JSON Schema says about a value beyond its type
 * (lengths, patterns, `format: uri`) is in values.ts; what the registry requires of each registry type
 * is in registry-types.ts.
 */
import { Model } from '../../model/check.js';
import {
  alias,
  array,
  boolean,
  constant,
  define,
  type Definition,
  type Field,
  map,
  object,
  oneOf,
  opt,
  option,
  ref,
  req,
  since,
  string,
  type Type,
  union,
  versioned,
} from '../../model/dsl.js';
import { hasOwn } from '../../util/json.js';
import { AXIS } from './versions.js';

/** The last version with snake_case names, and the first with camelCase ones. */
const SNAKE = { until: '2025-07-09' } as const;
const CAMEL = since('2025-09-16');

/** A field's snake_case spelling, renamed to `camel` in 2025-09-16. */
const snake = (make: typeof opt, type: Type, camel: string): Field => make(type, { ...SNAKE, renamedTo: camel });

const INPUT = {
  description: opt(string),
  is_required: snake(opt, boolean, 'isRequired'),
  isRequired: opt(boolean, CAMEL),
  format: opt(oneOf('string', 'number', 'boolean', 'filepath')),
  value: opt(string),
  is_secret: snake(opt, boolean, 'isSecret'),
  isSecret: opt(boolean, CAMEL),
  default: opt(string),
  placeholder: opt(string, since('2025-10-11')),
  choices: opt(array(string)),
};

const WITH_VARIABLES = { ...INPUT, variables: opt(map(ref('Input'))) };

const HTTP_TRANSPORT = { url: req(string), headers: opt(array(ref('KeyValueInput'))) };

/** A remote's URL `{variables}`, since 2025-12-11. */
const REMOTE_VARIABLES = { variables: opt(map(ref('Input')), since('2025-12-11')) };

const PACKAGE = {
  registry_type: snake(req, string, 'registryType'),
  registryType: req(string, CAMEL),
  registry_base_url: snake(opt, string, 'registryBaseUrl'),
  registryBaseUrl: opt(string, CAMEL),
  identifier: req(string),
  version: req(string, { requiredSpan: { until: '2025-09-29' } }),
  file_sha256: snake(opt, string, 'fileSha256'),
  fileSha256: opt(string, CAMEL),
  runtime_hint: snake(opt, string, 'runtimeHint'),
  runtimeHint: opt(string, CAMEL),
  runtime_arguments: snake(opt, array(ref('Argument')), 'runtimeArguments'),
  runtimeArguments: opt(array(ref('Argument')), CAMEL),
  package_arguments: snake(opt, array(ref('Argument')), 'packageArguments'),
  packageArguments: opt(array(ref('Argument')), CAMEL),
  environment_variables: snake(opt, array(ref('KeyValueInput')), 'environmentVariables'),
  environmentVariables: opt(array(ref('KeyValueInput')), CAMEL),
  transport: req(ref('LocalTransport')),
};

const OFFICIAL_META = 'io.modelcontextprotocol.registry/official';
const PUBLISHER_META = 'io.modelcontextprotocol.registry/publisher-provided';

const DEFINITIONS: Definition[] = [
  define('Server', 'server.json', {
    $schema: opt(string),
    name: req(string),
    title: opt(string, since('2025-10-11')),
    description: req(string),
    version: req(string),
    status: opt(oneOf('active', 'deprecated', 'deleted'), { until: '2025-09-16' }),
    repository: opt(ref('Repository')),
    website_url: snake(opt, string, 'websiteUrl'),
    websiteUrl: opt(string, CAMEL),
    icons: opt(array(ref('Icon')), since('2025-10-11')),
    // Closed until 2025-09-29 (additionalProperties: false), open since.
    packages: opt(versioned(['2025-07-09', array(ref('ClosedPackage'))], ['2025-10-11', array(ref('Package'))])),
    remotes: opt(array(ref('RemoteTransport'))),
    _meta: opt(ref('Meta')),
  }),
  define('Meta', '"_meta" object', {
    [PUBLISHER_META]: opt(object),
    [OFFICIAL_META]: opt(object, { until: '2025-09-16' }),
  }),
  define('Repository', 'repository', { url: req(string), source: req(string), id: opt(string), subfolder: opt(string) }),
  define(
    'Icon',
    'icon',
    {
      src: req(string),
      mimeType: opt(oneOf('image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml', 'image/webp')),
      sizes: opt(array(string)),
      theme: opt(oneOf('light', 'dark')),
    },
    since('2025-10-11'),
  ),
  define('ClosedPackage', 'package', PACKAGE, { until: '2025-09-29', closed: true }),
  define('Package', 'package', PACKAGE, since('2025-10-11')),
  define('Input', 'input', INPUT),
  define('KeyValueInput', 'environment variable or header', { name: req(string), ...WITH_VARIABLES }),
  define('PositionalArgument', 'positional argument', {
    type: req(constant('positional')),
    value_hint: snake(opt, string, 'valueHint'),
    valueHint: opt(string, CAMEL),
    is_repeated: snake(opt, boolean, 'isRepeated'),
    isRepeated: opt(boolean, CAMEL),
    ...WITH_VARIABLES,
  }),
  define('NamedArgument', 'named argument', {
    type: req(constant('named')),
    name: req(string),
    is_repeated: snake(opt, boolean, 'isRepeated'),
    isRepeated: opt(boolean, CAMEL),
    ...WITH_VARIABLES,
  }),
  alias(
    'Argument',
    'argument',
    union([option('positional argument', ref('PositionalArgument')), option('named argument', ref('NamedArgument'))], { key: 'type' }),
  ),
  define('StdioTransport', 'stdio transport', { type: req(constant('stdio')) }),
  define('StreamableHttpTransport', 'streamable-http transport', { type: req(constant('streamable-http')), ...HTTP_TRANSPORT }),
  define('SseTransport', 'sse transport', { type: req(constant('sse')), ...HTTP_TRANSPORT }),
  alias(
    'LocalTransport',
    'transport',
    union(
      [
        option('stdio transport', ref('StdioTransport')),
        option('streamable-http transport', ref('StreamableHttpTransport')),
        option('sse transport', ref('SseTransport')),
      ],
      { key: 'type' },
    ),
  ),
  define('RemoteStreamableHttp', 'streamable-http remote', { type: req(constant('streamable-http')), ...HTTP_TRANSPORT, ...REMOTE_VARIABLES }),
  define('RemoteSse', 'sse remote', { type: req(constant('sse')), ...HTTP_TRANSPORT, ...REMOTE_VARIABLES }),
  alias(
    'RemoteTransport',
    'remote',
    union([option('streamable-http remote', ref('RemoteStreamableHttp')), option('sse remote', ref('RemoteSse'))], { key: 'type' }),
  ),
];

export const MODEL = new Model(AXIS, DEFINITIONS);

/** The package definitions, whichever version's. */
export const PACKAGE_DEFINITIONS = ['ClosedPackage', 'Package'] as const;

/** Why a field left the format, for messages about a file that still has it. */
export const REMOVED_BECAUSE: Readonly<Record<string, string>> = {
  status: 'the registry manages a server\u2019s status itself since 2025-09-29',
  [OFFICIAL_META]: 'the registry adds it to what it serves; publishers never write it',
};

/**
 * Fields of the preview revisions of the 2025-07-09 schema (published under the same URL before its
 * final text), which no schema the registry validates against has: what each became.
 */
export const PREVIEW_FIELDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Server: { version_detail: 'version (a string: "version_detail": {"version": "1.0.0"} became "version": "1.0.0")' },
  ClosedPackage: {
    registry_name: 'registry_type (registryType since 2025-09-16)',
    name: 'identifier',
    download_url: 'identifier (an MCPB package\u2019s download URL is its identifier)',
  },
  Package: {
    registry_name: 'registryType',
    name: 'identifier',
    download_url: 'identifier (an MCPB package\u2019s download URL is its identifier)',
  },
};

/** A field of a definition by name, whatever versions it exists in. */
export function fieldOf(definition: string, key: string): Field | undefined {
  const fields = MODEL.definition(definition).fields;
  return fields && hasOwn(fields, key) ? fields[key] : undefined;
}

/**
 * How `version` spells a field of `definition` known by any of its names (`registryType` is
 * `registry_type` in 2025-07-09), or undefined when the version has no such field.
 */
export function spellingIn(definition: string, key: string, version: string): string | undefined {
  const fields = MODEL.definition(definition).fields ?? {};
  const names = new Set([key]);
  // Follow renames both ways until no new name appears.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, field] of Object.entries(fields)) {
      const linked = (field.renamedTo !== undefined && names.has(field.renamedTo)) || (names.has(name) && field.renamedTo !== undefined);
      for (const n of linked ? [name, field.renamedTo as string] : []) {
        if (!names.has(n)) {
          names.add(n);
          grew = true;
        }
      }
    }
  }
  return [...names].find((name) => hasOwn(fields, name) && AXIS.inSpan(version, fields[name]));
}

/** Every spelling a field of `definition` has had (`registryType`, `registry_type`). */
export function spellingsOf(definition: string, key: string): string[] {
  return [...new Set(AXIS.versions.map((v) => spellingIn(definition, key, v)).filter((s): s is string => s !== undefined))];
}

/** A present key of the schema's previews that became `key` (`version_detail` for `version`), if any. */
export function previewFieldFor(holder: { definition: string; value: Record<string, unknown> }, key: string, version: string): string | undefined {
  const fields = PREVIEW_FIELDS[holder.definition] ?? {};
  return Object.keys(fields).find((k) => hasOwn(holder.value, k) && spellingIn(holder.definition, fields[k].split(' ')[0], version) === key);
}
