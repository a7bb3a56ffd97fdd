/** Content tests shared by formats' `recognize`: what a list of MCP servers to start looks like. */
import { hasOwn, isObject, type JsonObject } from '../util/json.js';

/** Keys that only a server entry of some client has. */
const ENTRY_KEYS = ['command', 'url', 'serverUrl', 'httpUrl', 'type', 'transport', 'args'];

/** An object that starts or reaches one MCP server (`command`, `url`, …). */
export function isServerEntry(value: unknown): value is JsonObject {
  return isObject(value) && ENTRY_KEYS.some((key) => hasOwn(value, key));
}

/** `value[key]` is a map of server entries (an empty map counts: a config with no server yet). */
export function hasServerMap(value: unknown, key: string): boolean {
  if (!isObject(value) || !isObject(value[key])) return false;
  const entries = Object.values(value[key]);
  return entries.every(isObject) && (entries.length === 0 || entries.some(isServerEntry));
}

/** What a server entry in a bare map must have: something to start or to reach, not just a `type`. */
const FLAT_ENTRY_KEYS = ['command', 'url', 'serverUrl', 'httpUrl'];

/** The value itself is a map of server entries, without a wrapping key (Claude Code and Cursor plugins). */
export function isFlatServerMap(value: unknown): boolean {
  if (!isObject(value)) return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.every((entry) => isObject(entry) && FLAT_ENTRY_KEYS.some((key) => hasOwn(entry, key)));
}

/** The version named by `value[key]`, when it is one of `versions`. */
export function knownVersion(value: unknown, key: string, versions: readonly string[]): string | null {
  if (!isObject(value)) return null;
  const declared = value[key];
  return typeof declared === 'string' && versions.includes(declared) ? declared : null;
}
