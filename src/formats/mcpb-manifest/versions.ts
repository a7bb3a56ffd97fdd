/**
 * MCPB's version axis and how a manifest declares its version, exactly as mcpb resolves it
 * (`getManifestVersionFromRawData`): `manifest_version` when it is a string naming a version mcpb knows,
 * else `dxt_version` (DXT's name for it) under the same condition, else none, and mcpb validate stops
 * with "Unrecognized or unsupported manifest version".
 */
import { VersionAxis } from '../../model/axis.js';
import { isObject } from '../../util/json.js';

export const MCPB_VERSIONS = ['0.1', '0.2', '0.3', '0.4'] as const;

export type McpbVersion = (typeof MCPB_VERSIONS)[number];

export const MCPB_AXIS = new VersionAxis(MCPB_VERSIONS, {
  noun: 'manifest version',
  field: 'manifest_version',
  declare: (version) => `declare "manifest_version": "${version}"`,
});

/** The keys a manifest may declare its version with, in the order mcpb reads them. */
export const VERSION_KEYS = ['manifest_version', 'dxt_version'] as const;

export function isMcpbVersion(value: unknown): value is McpbVersion {
  return typeof value === 'string' && (MCPB_VERSIONS as readonly string[]).includes(value);
}

/** The version mcpb reads the manifest as, or null when it rejects the manifest before its schema. */
export function resolveVersion(value: unknown): McpbVersion | null {
  if (!isObject(value)) return null;
  for (const key of VERSION_KEYS) {
    const declared = value[key];
    if (isMcpbVersion(declared)) return declared;
  }
  return null;
}
