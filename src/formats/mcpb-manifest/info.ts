/**
 * An MCPB bundle's `manifest.json` (formerly DXT), versioned by `manifest_version` (or the legacy
 * `dxt_version`) and resolved exactly as mcpb resolves it (versions.ts). Browser extensions and web apps
 * use the name `manifest.json` too, so only its content makes it one: a version key with a `server`
 * object, or a version string with an `author` object (a manifest that lost its `server`). A browser
 * extension's `manifest_version` is a number and its `author` a string or an e-mail object beside no
 * `server`, so it is neither.
 *
 * This module is what classification reads; the rules (index.ts) load only when a manifest is linted.
 */
import { hasOwn, isObject } from '../../util/json.js';
import type { FormatInfo } from '../types.js';
import { MCPB_VERSIONS, resolveVersion, VERSION_KEYS } from './versions.js';

export const MCPB_MANIFEST_INFO: FormatInfo = {
  id: 'mcpb-manifest',
  precedence: 160,
  noun: { one: 'MCPB manifest', other: 'MCPB manifests' },
  title: 'MCPB bundle manifest (manifest.json)',
  // Repositories keep a DXT-era or second manifest beside the bundle's under another name (manifest-dxt.json).
  paths: ['**/manifest.json', '**/manifest-*.json'],
  namedBy: [],
  syntax: 'json',
  versions: MCPB_VERSIONS,
  recognize(value) {
    if (!isObject(value)) return 'no';
    const keys = VERSION_KEYS.filter((key) => hasOwn(value, key));
    if (keys.length === 0) return 'no';
    if (isObject(value.server)) return 'certain';
    return keys.some((key) => typeof value[key] === 'string') && isObject(value.author) && hasOwn(value, 'name') ? 'certain' : 'no';
  },
  version: resolveVersion,
};

export default MCPB_MANIFEST_INFO;
