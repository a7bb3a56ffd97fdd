/**
 * The JSON Schema dialects mcpdesc can check, what each one's keywords are, and which dialect a
 * schema inside a descriptor is written in for the declared MCP version.
 */
import { compareVersions, type Version } from '../protocol/versions.js';
import { isObject } from '../util/json.js';

export type Dialect = 'draft-07' | '2019-09' | '2020-12';

export const DIALECT_NAMES: Readonly<Record<Dialect, string>> = {
  'draft-07': 'JSON Schema draft-07',
  '2019-09': 'JSON Schema 2019-09',
  '2020-12': 'JSON Schema 2020-12',
};

/** Each dialect's meta-schema URI as `$schema` spells it (a trailing "#" is also accepted). */
export const DIALECT_URIS: Readonly<Record<Dialect, string>> = {
  'draft-07': 'http://json-schema.org/draft-07/schema#',
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
};

export function dialectOfUri(uri: string): Dialect | undefined {
  const bare = uri.replace(/#$/, '');
  return (Object.keys(DIALECT_URIS) as Dialect[]).find((d) => DIALECT_URIS[d].replace(/#$/, '') === bare);
}

const DRAFT_07 = [
  '$schema',
  '$id',
  '$ref',
  '$comment',
  'title',
  'description',
  'default',
  'readOnly',
  'writeOnly',
  'examples',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'additionalItems',
  'items',
  'maxItems',
  'minItems',
  'uniqueItems',
  'contains',
  'maxProperties',
  'minProperties',
  'required',
  'additionalProperties',
  'definitions',
  'properties',
  'patternProperties',
  'dependencies',
  'propertyNames',
  'const',
  'enum',
  'type',
  'format',
  'contentMediaType',
  'contentEncoding',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
];

const SINCE_2019 = [
  '$anchor',
  '$vocabulary',
  '$defs',
  'dependentSchemas',
  'dependentRequired',
  'unevaluatedItems',
  'unevaluatedProperties',
  'maxContains',
  'minContains',
  'contentSchema',
  'deprecated',
];

/**
 * Every keyword each dialect defines. 2019-09 and 2020-12 keep "definitions" and "dependencies" for
 * compatibility; draft-07 schemas commonly keep definitions under "$defs" (references reach them by
 * JSON Pointer), so mcpdesc accepts that too.
 */
export const KEYWORDS: Readonly<Record<Dialect, ReadonlySet<string>>> = {
  'draft-07': new Set([...DRAFT_07, '$defs']),
  '2019-09': new Set([...DRAFT_07, ...SINCE_2019, '$recursiveRef', '$recursiveAnchor']),
  '2020-12': new Set([...DRAFT_07.filter((k) => k !== 'additionalItems'), ...SINCE_2019, '$dynamicRef', '$dynamicAnchor', 'prefixItems']),
};

/** The `format` values JSON Schema defines. mcpdesc asserts most of them; the internationalised ones it accepts as they are. */
export const UNASSERTED_FORMATS = ['idn-email', 'idn-hostname', 'iri', 'iri-reference'] as const;

/**
 * Every `format` the checker's ajv knows, in ajv's order (ajv-formats' formats, then the unasserted
 * ones), the same in each dialect. Written out so that checking a schema's formats does not load ajv;
 * __tests__/json-schema.test.ts holds it to ajv's own list.
 */
export const KNOWN_FORMATS: readonly string[] = [
  'date',
  'time',
  'date-time',
  'iso-time',
  'iso-date-time',
  'duration',
  'uri',
  'uri-reference',
  'uri-template',
  'url',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'regex',
  'uuid',
  'json-pointer',
  'json-pointer-uri-fragment',
  'relative-json-pointer',
  'byte',
  'int32',
  'int64',
  'float',
  'double',
  'password',
  'binary',
  ...UNASSERTED_FORMATS,
];

/**
 * `borrowed`: read in a version that states no dialect, by the statement of a later version the same file
 * speaks (see mcpSchemaDialect); a verdict that depends on the dialect is then that version's to give.
 */
export type DialectChoice = { dialect: Dialect; declared: boolean; borrowed?: true } | { unsupported: string };

/** The first protocol version that states a dialect for the JSON Schemas inside MCP objects. */
const STATES_DIALECT = '2025-11-25';

/**
 * The dialect of a JSON Schema inside an MCP object (a tool's inputSchema or outputSchema, an
 * elicitation's requestedSchema), read in `version` of a file that speaks `versions`. From 2025-11-25
 * MCP lets a schema name its dialect with `$schema` and defaults to 2020-12. Earlier versions state no
 * dialect: a file that also speaks a version that states one serves the same schema to every client,
 * so that statement applies in all of them; a file that speaks only earlier versions has its schemas
 * read as draft-07, the dialect those versions' own schema files are written in, `$schema` ignored
 * (the field-availability rule points out that those versions do not define it).
 */
export function mcpSchemaDialect(schema: unknown, version: Version, versions: readonly Version[] = [version]): DialectChoice {
  const states = (v: Version) => compareVersions(v, STATES_DIALECT) >= 0;
  const own = states(version);
  if (!own && !versions.some(states)) return { dialect: 'draft-07', declared: false };
  const borrowed = own ? {} : { borrowed: true as const };
  const declared = isObject(schema) ? schema.$schema : undefined;
  if (typeof declared !== 'string') return { dialect: '2020-12', declared: false, ...borrowed };
  const dialect = dialectOfUri(declared);
  return dialect ? { dialect, declared: true, ...borrowed } : { unsupported: declared };
}
