import { type Span, VersionAxis } from '../model/axis.js';

export type { Span } from '../model/axis.js';

/** The MCP protocol revisions mcpdesc knows, oldest first. */
export const VERSIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'] as const;

export type Version = (typeof VERSIONS)[number];

export const LATEST: Version = VERSIONS[VERSIONS.length - 1];

export function isVersion(value: unknown): value is Version {
  return typeof value === 'string' && (VERSIONS as readonly string[]).includes(value);
}

/** The protocol's axis: what descriptors declare with `protocolVersion`. */
export const PROTOCOL_AXIS = new VersionAxis(VERSIONS, {
  noun: 'protocol version',
  field: 'protocolVersion',
  declare: (version) => `declare protocolVersion ${version}`,
});

/** Negative when a is older than b, 0 when equal, positive when newer. */
export function compareVersions(a: Version, b: Version): number {
  return PROTOCOL_AXIS.compare(a, b);
}

export function inSpan(version: Version, span: Span): boolean {
  return PROTOCOL_AXIS.inSpan(version, span);
}

export function versionsIn(span: Span): Version[] {
  return PROTOCOL_AXIS.versionsIn(span) as Version[];
}

/** How messages name a set of protocol versions: "in 2025-06-18 and later", "only in 2025-11-25". */
export function describeVersions(versions: readonly Version[]): string {
  return PROTOCOL_AXIS.describe(versions);
}
