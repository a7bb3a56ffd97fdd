/**
 * The protocol versions a card claims. The first draft states one `protocolVersion` for the server;
 * later drafts list `supportedProtocolVersions` per remote (and per package in 2026-01-30), so the
 * server as a whole speaks their union.
 */
import { isVersion, PROTOCOL_AXIS, type Version, VERSIONS } from '../../protocol/versions.js';
import { isObject, type JsonObject } from '../../util/json.js';

export interface Listed {
  pointer: string;
  value: unknown;
}

export interface Claimed {
  /** Every value that names a protocol version, where it is: what mcpdesc.card.protocol-version checks. */
  listed: readonly Listed[];
  /** The known protocol versions among them, oldest first. */
  versions: readonly Version[];
}

export function claimedVersions(root: JsonObject): Claimed {
  const listed: Listed[] = [];
  if (root.protocolVersion !== undefined) listed.push({ pointer: '/protocolVersion', value: root.protocolVersion });
  for (const list of ['remotes', 'packages']) {
    const entries = root[list];
    if (!Array.isArray(entries)) continue;
    for (const [i, entry] of entries.entries()) {
      const supported = isObject(entry) ? entry.supportedProtocolVersions : undefined;
      if (!Array.isArray(supported)) continue;
      for (const [j, value] of supported.entries()) listed.push({ pointer: `/${list}/${i}/supportedProtocolVersions/${j}`, value });
    }
  }
  const known = new Set(listed.flatMap((l) => (isVersion(l.value) ? [l.value] : [])));
  return { listed, versions: VERSIONS.filter((v) => known.has(v)) };
}

/** How messages list versions or steps: "2025-06-18", "2025-03-26, 2025-06-18 and 2025-11-25". */
export function phraseList(versions: readonly string[]): string {
  if (versions.length <= 1) return versions.join('');
  return `${versions.slice(0, -1).join(', ')} and ${versions[versions.length - 1]}`;
}

/** The known protocol version nearest in time to a date-like text, for "did you mean". */
export function nearestProtocolVersion(text: string): Version | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  let best: Version | undefined;
  let distance = Number.POSITIVE_INFINITY;
  for (const version of PROTOCOL_AXIS.versions as readonly Version[]) {
    const [y, m, d] = version.split('-').map(Number);
    const gap = Math.abs(Date.UTC(y, m - 1, d) - time);
    if (gap < distance) {
      best = version;
      distance = gap;
    }
  }
  return best;
}
