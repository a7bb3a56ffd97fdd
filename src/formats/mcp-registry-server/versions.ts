/**
 * server.json's version axis: the dates of the schemas the registry publishes, named by the `$schema`
 * URL. mcp-publisher reads only the date segment of the URL (any host), and calls every URL other than
 * the current one "not the current version".
 */
import { VersionAxis } from '../../model/axis.js';
import { hasOwn, isObject, type JsonObject } from '../../util/json.js';

/** The published schema versions, oldest first: the ones mcp-publisher accepts. */
export const PUBLISHED_VERSIONS = ['2025-07-09', '2025-09-16', '2025-09-29', '2025-10-11', '2025-10-17', '2025-12-11'] as const;

/**
 * The versions a file may follow: the published ones, then the registry's unreleased draft (its `$id`,
 * docs/reference/server-json/draft/), newer than every published one. mcp-publisher refuses the draft
 * (mcpdesc.registry.schema says so), but a file written to it is checked by the draft's rules.
 */
export const SERVER_JSON_VERSIONS = [...PUBLISHED_VERSIONS, 'draft'] as const;

export const DRAFT = 'draft';

export type ServerJsonVersion = (typeof SERVER_JSON_VERSIONS)[number];

export type PublishedVersion = (typeof PUBLISHED_VERSIONS)[number];

export const AXIS = new VersionAxis(SERVER_JSON_VERSIONS, {
  noun: 'schema version',
  field: '$schema',
  declare: (version) => `use the "$schema" of ${version}`,
});

/** The version mcp-publisher treats as current (`model.CurrentSchemaVersion`). */
export const CURRENT: PublishedVersion = '2025-12-11';

/** The URL the registry publishes a version's schema at: the only one it calls current. */
export function schemaUrl(version: string): string {
  return `https://static.modelcontextprotocol.io/schemas/${version}/server.schema.json`;
}

/** How mcp-publisher finds the version in a `$schema` URL (`/schemas/<version>/server.schema.json`, any host). */
const VERSION_SEGMENT = /\/schemas\/([A-Za-z0-9_~.-]{1,64})\/server\.schema\.json/;

/** The version segment of a `$schema` URL, whether or not it is a published version. */
export function versionSegment(url: string): string | undefined {
  return VERSION_SEGMENT.exec(url)?.[1];
}

/** The registry's unreleased draft, as its `$id` names it (raw GitHub, docs/reference/server-json/draft/). */
const DRAFT_URL = /\/server-json\/draft\/server\.schema\.json$/;

/** "draft" for the draft schema's own URL, which has no `/schemas/<version>/` segment. */
export function draftSegment(url: string): 'draft' | undefined {
  return DRAFT_URL.test(url) ? 'draft' : undefined;
}

/** Whether a `$schema` URL names the registry's draft, under either form. */
export function namesDraft(url: unknown): boolean {
  return typeof url === 'string' && (versionSegment(url) ?? draftSegment(url)) === 'draft';
}

/** The version a document's `$schema` names (a published one, or the draft), or null. */
export function declaredVersion(value: unknown): ServerJsonVersion | null {
  if (!isObject(value) || typeof value.$schema !== 'string') return null;
  const segment = versionSegment(value.$schema) ?? draftSegment(value.$schema);
  return segment !== undefined && isVersion(segment) ? segment : null;
}

export function isVersion(text: string): text is ServerJsonVersion {
  return (SERVER_JSON_VERSIONS as readonly string[]).includes(text);
}

/**
 * The version to check a file against: the one its "$schema" names, else the one mcpdesc.registry.schema
 * tells the user to write (the published version nearest to a wrong "$schema"'s date, the current one
 * when it has none or there is no "$schema"), `assumed`. One round of fixes then finds everything: the rest
 * of the file is checked while "$schema" is wrong.
 */
export function checkedVersion(value: unknown): { version: ServerJsonVersion; assumed: boolean } | undefined {
  if (!isObject(value)) return undefined;
  const declared = declaredVersion(value);
  if (declared) return { version: declared, assumed: false };
  // A file of the registry's early previews ("version_detail", packages' "registry_name") fits no published
  // version: checked against one, every field would be wrong. mcpdesc.registry.schema's advice is all it needs.
  if (isPreview(value)) return undefined;
  return { version: suggestedVersion(value.$schema), assumed: true };
}

function isPreview(value: JsonObject): boolean {
  if (hasOwn(value, 'version_detail')) return true;
  return Array.isArray(value.packages) && value.packages.some((pkg) => isObject(pkg) && hasOwn(pkg, 'registry_name'));
}

/** The published version mcpdesc suggests for a "$schema" that names none. */
export function suggestedVersion(url: unknown): PublishedVersion {
  if (typeof url !== 'string') return CURRENT;
  const segment = versionSegment(url);
  if (segment !== undefined) return nearestVersion(segment);
  return /\d{4}-\d{2}-\d{2}/.test(url) ? nearestVersion(url) : CURRENT;
}

/** The published version nearest in time to a date-like text ("2025-12-01", "20251011"), else the current one. */
export function nearestVersion(text: string): PublishedVersion {
  const match = /(\d{4})[-/._]?(\d{1,2})[-/._]?(\d{1,2})/.exec(text);
  if (!match) return CURRENT;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (!Number.isFinite(time)) return CURRENT;
  let best: PublishedVersion = CURRENT;
  let distance = Infinity;
  for (const version of PUBLISHED_VERSIONS) {
    const [y, m, d] = version.split('-').map(Number);
    const gap = Math.abs(Date.UTC(y, m - 1, d) - time);
    // On a tie the later version wins: it is the one still published.
    if (gap <= distance) {
      best = version;
      distance = gap;
    }
  }
  return best;
}
