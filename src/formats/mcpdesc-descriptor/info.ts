/**
 * What tells a file is a descriptor and which protocol versions it declares: all that classification
 * reads, apart from the rules (index.ts), which load only when a descriptor is linted.
 */
import { isVersion, type Version, VERSIONS } from '../../protocol/versions.js';
import { hasOwn, isObject } from '../../util/json.js';
import type { FormatInfo, Recognition } from '../types.js';

/** Top-level keys only a descriptor has (a Server Card or a client configuration has others). */
const DESCRIPTOR_KEYS = ['tools', 'resources', 'resourceTemplates', 'prompts', 'serverInfo', 'capabilities', 'instructions'];
/** Keys of client configurations, which list servers to start instead of describing one. */
const CLIENT_KEYS = ['mcpServers', 'servers', 'mcp_servers'];

// A file named exactly `.mcp.json` is Claude Code's project configuration, never a descriptor: the
// `?` keeps at least one character before the suffix.
const PATHS = ['**/?*.mcp.json', '**/?*.mcp.yaml', '**/?*.mcp.yml'];

/**
 * The protocol versions a descriptor declares, oldest first: its `protocolVersion`, or every entry of
 * a `protocolVersion` list. Empty unless all of them are versions mcpdesc supports, each once
 * (mcpdesc.document.protocol-version says what is wrong otherwise).
 */
export function declaredVersions(value: unknown): Version[] {
  if (!isObject(value)) return [];
  const declared = value.protocolVersion;
  if (isVersion(declared)) return [declared];
  if (!Array.isArray(declared) || declared.length === 0 || !declared.every(isVersion)) return [];
  const listed = new Set<string>(declared);
  if (listed.size !== declared.length) return [];
  return VERSIONS.filter((v) => listed.has(v));
}

/** The version a descriptor declares, as reports show it: "2025-11-25", or "2025-06-18, 2025-11-25" for a list. */
export function declaredVersion(value: unknown): string | null {
  const versions = declaredVersions(value);
  return versions.length === 0 ? null : versions.join(', ');
}

/** A descriptor's own "$schema": mcpdesc's `descriptor.schema.json` or `descriptor-<version>.schema.json`, by any path or URL. */
const DESCRIPTOR_SCHEMA = /(?:^|[/\\])descriptor(?:-[\w.-]{1,40})?\.schema\.json(?:[?#][^/\\]{0,200})?$/;

/** Top-level keys of a server's own summary that a descriptor keeps under "serverInfo" instead. */
const SUMMARY_KEYS = ['name', 'version', 'description'];

/**
 * A project's own summary of its server: two of "name", "version" and "description" at the top, where an
 * initialize result (a descriptor, the first draft's Server Card) keeps them under "serverInfo". Borrowing
 * "protocolVersion" and "capabilities" does not make it one of those wherever it sits (a homegrown
 * server.json): only its path can.
 */
export function ownSummary(value: Record<string, unknown>): boolean {
  return !hasOwn(value, 'serverInfo') && SUMMARY_KEYS.filter((key) => hasOwn(value, key)).length >= 2;
}

/**
 * Why a file named `*.mcp.json` is another project's format: no "protocolVersion", "serverInfo" or
 * "capabilities", and a "$schema" naming another format's schema beside no descriptor key at all (a Copilot
 * Studio tool manifest named `manifests.mcp.json`); or no "$schema" either, but two of a top-level "name",
 * "version" and "description", or one of them beside "tools" (real projects keep
 * `{name, description, version, tools: [{name, description}]}` there for their own tooling), or a
 * top-level "services" beside no descriptor key at all (a Docker Compose file, `docker-compose.mcp.yml`).
 */
function foreign(value: unknown): string | undefined {
  if (!isObject(value) || ['protocolVersion', 'serverInfo', 'capabilities'].some((key) => hasOwn(value, key))) return undefined;
  if (hasOwn(value, '$schema')) {
    const schema = value.$schema;
    if (typeof schema !== 'string' || DESCRIPTOR_SCHEMA.test(schema) || DESCRIPTOR_KEYS.some((key) => hasOwn(value, key))) return undefined;
    return `its "$schema" names another format's schema (${JSON.stringify(schema.slice(0, 200))}) and it has no descriptor key`;
  }
  if (hasOwn(value, 'services') && !DESCRIPTOR_KEYS.some((key) => hasOwn(value, key))) {
    return 'a top-level "services" and no descriptor key is a Docker Compose file, not a descriptor';
  }
  const own = SUMMARY_KEYS.filter((key) => hasOwn(value, key));
  // One such key alone is read as a broken descriptor (its author meant "serverInfo"); two, or one beside a
  // tool list, are a summary of the project's own.
  if (own.length === 0 || (own.length === 1 && !hasOwn(value, 'tools'))) return undefined;
  return `a descriptor declares "protocolVersion" and keeps ${own.map((key) => JSON.stringify(key)).join(', ')} under "serverInfo", so this is some other project's format`;
}

export const DESCRIPTOR_INFO: FormatInfo = {
  id: 'mcpdesc-descriptor',
  precedence: 180,
  noun: { one: 'descriptor', other: 'descriptors' },
  title: 'MCP descriptor (*.mcp.json, *.mcp.yaml)',
  paths: PATHS,
  namedBy: PATHS,
  syntax: 'yaml',
  versions: VERSIONS,
  recognize(value): Recognition {
    if (!isObject(value) || CLIENT_KEYS.some((key) => hasOwn(value, key)) || foreign(value) !== undefined) return 'no';
    if (hasOwn(value, 'protocolVersion') && DESCRIPTOR_KEYS.some((key) => hasOwn(value, key)) && !ownSummary(value)) return 'certain';
    return hasOwn(value, 'protocolVersion') || DESCRIPTOR_KEYS.some((key) => hasOwn(value, key)) ? 'likely' : 'no';
  },
  foreign,
  version: declaredVersion,
  declaredVersions,
};

export default DESCRIPTOR_INFO;
