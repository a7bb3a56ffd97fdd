/** The MCP protocol revisions mcpdesc knows, oldest first. */
export const VERSIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'] as const;

export type Version = (typeof VERSIONS)[number];

export const LATEST: Version = VERSIONS[VERSIONS.length - 1];

export function isVersion(value: unknown): value is Version {
  return typeof value === 'string' && (VERSIONS as readonly string[]).includes(value);
}

/** Negative when a is older than b, 0 when equal, positive when newer. */
export function compareVersions(a: Version, b: Version): number {
  return VERSIONS.indexOf(a) - VERSIONS.indexOf(b);
}

/** An inclusive span of versions; an open end means "from the first" or "to the latest". */
export interface Span {
  since?: Version;
  until?: Version;
}

export function inSpan(version: Version, span: Span): boolean {
  if (span.since && compareVersions(version, span.since) < 0) return false;
  if (span.until && compareVersions(version, span.until) > 0) return false;
  return true;
}

export function versionsIn(span: Span): Version[] {
  return VERSIONS.filter((v) => inSpan(v, span));
}

/** How messages name a set of versions: "in 2025-06-18 and later", "only in 2025-11-25", "in 2024-11-05 to 2025-06-18". */
export function describeVersions(versions: readonly Version[]): string {
  if (versions.length === 0) return 'in no protocol version';
  const first = versions[0];
  const last = versions[versions.length - 1];
  const contiguous = VERSIONS.indexOf(last) - VERSIONS.indexOf(first) === versions.length - 1;
  if (!contiguous) return `in ${versions.join(', ')}`;
  if (versions.length === 1) return `only in ${first}`;
  if (versions.length === VERSIONS.length) return 'in every version';
  if (last === LATEST) return `in ${first} and later`;
  if (first === VERSIONS[0]) return `in ${last} and earlier`;
  return `in ${first} to ${last}`;
}
