/**
 * An MCPB bundle's `manifest.json` (formerly DXT), versioned by `manifest_version` (or the legacy
 * `dxt_version`). Browser extensions and web apps use the name `manifest.json` too, so only its content
 * makes it one.
 */
import { hasOwn, isObject } from '../../util/json.js';
import { knownVersion } from '../recognize.js';
import { defineFormat } from '../types.js';

export const MCPB_VERSIONS = ['0.1', '0.2', '0.3', '0.4'] as const;

export default defineFormat({
  id: 'mcpb-manifest',
  noun: { one: 'MCPB manifest', other: 'MCPB manifests' },
  title: 'MCPB bundle manifest (manifest.json)',
  paths: ['**/manifest.json'],
  namedBy: [],
  syntax: 'json',
  versions: MCPB_VERSIONS,
  recognize(value) {
    if (!isObject(value) || !isObject(value.server)) return 'no';
    return hasOwn(value, 'manifest_version') || hasOwn(value, 'dxt_version') ? 'certain' : 'no';
  },
  version: (value) => knownVersion(value, 'manifest_version', MCPB_VERSIONS) ?? knownVersion(value, 'dxt_version', MCPB_VERSIONS),
});
