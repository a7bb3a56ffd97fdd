import { isObject, quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { descriptorRule } from '../../context.js';
import { objectItems } from '../../surfaces.js';
import { CSP_KEYS, PERMISSION_KEYS, RESOURCE_UI_KEYS, reportUnknownKeys, UI_MIME_TYPE } from './ui-keys.js';

/**
 * mcp.apps.resource-ui: a `ui://` resource is listed with MCP Apps' MIME type, `text/html;profile=mcp-app`
 * (hosts render only that), and its `_meta.ui` (and the `csp` and `permissions` in it) holds only the keys
 * the extension defines.
 */
export default descriptorRule('mcp.apps.resource-ui', (context) => {
  for (const { item: resource, pointer } of objectItems(context.descriptor.resources, '/resources')) {
    if (typeof resource.uri !== 'string' || !resource.uri.startsWith('ui://')) continue;
    const mime = resource.mimeType;
    if (mime !== UI_MIME_TYPE) {
      context.report(
        mime === undefined ? pointer : joinPointer(pointer, 'mimeType'),
        `The UI resource ${quote(resource.uri)} is listed ${mime === undefined ? 'without a "mimeType"' : `as ${quote(String(mime))}`}, but MCP Apps hosts render only ${quote(UI_MIME_TYPE)}. Set "mimeType" to ${quote(UI_MIME_TYPE)}.`,
      );
    }
    const ui = isObject(resource._meta) ? resource._meta.ui : undefined;
    if (!isObject(ui)) continue;
    const uiAt = joinPointer(pointer, '_meta', 'ui');
    reportUnknownKeys(context.report, uiAt, ui, RESOURCE_UI_KEYS, "a UI resource's _meta.ui");
    reportUnknownKeys(context.report, joinPointer(uiAt, 'csp'), ui.csp, CSP_KEYS, '_meta.ui.csp');
    reportUnknownKeys(context.report, joinPointer(uiAt, 'permissions'), ui.permissions, PERMISSION_KEYS, '_meta.ui.permissions');
  }
});
