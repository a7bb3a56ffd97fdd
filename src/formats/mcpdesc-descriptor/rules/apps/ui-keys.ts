/**
 * The closed objects of the MCP Apps extension (io.modelcontextprotocol/ui, SEP-1865, stable 2026-01-26;
 * @modelcontextprotocol/ext-apps' schema, every one `additionalProperties: false`), and the unknown keys
 * of one with the known key each is a near miss of.
 */
import { closest } from '../../../../util/suggest.js';
import { isObject, quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import type { Report } from '../../context.js';

export const UI_MIME_TYPE = 'text/html;profile=mcp-app';
export const TOOL_UI_KEYS = ['resourceUri', 'visibility'];
export const RESOURCE_UI_KEYS = ['csp', 'permissions', 'domain', 'prefersBorder'];
export const CSP_KEYS = ['connectDomains', 'resourceDomains', 'frameDomains', 'baseUriDomains'];
export const PERMISSION_KEYS = ['camera', 'microphone', 'geolocation', 'clipboardWrite'];

/** Reports each key of `object` that `known` does not list, as hosts ignore it; `skip` are keys a caller words itself. */
export function reportUnknownKeys(
  report: Report,
  pointer: string,
  object: unknown,
  known: readonly string[],
  what: string,
  skip: readonly string[] = [],
): void {
  if (!isObject(object)) return;
  for (const key of Object.keys(object)) {
    if (known.includes(key) || skip.includes(key)) continue;
    const near = closest(key, known);
    report(
      joinPointer(pointer, key),
      `MCP Apps defines no ${quote(key)} in ${what}, whose keys are ${known.map((k) => quote(k)).join(', ')}; hosts ignore it. ${near ? `Did you mean ${quote(near)}?` : 'Remove it, or put your own data in a _meta key under a prefix you control.'}`,
      'key',
    );
  }
}
