import { isObject, quote, shown } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { descriptorRule } from '../../context.js';
import { objectItems } from '../../surfaces.js';
import { reportUnknownKeys, TOOL_UI_KEYS } from './ui-keys.js';

/** The tool key of MCP Apps' first drafts, which hosts still read but the extension removes before GA. */
const LEGACY_KEY = 'ui/resourceUri';

/**
 * mcp.apps.tool-ui: a tool's MCP Apps metadata (`_meta.ui`) points at a `ui://` resource, shows the tool
 * to "model" and/or "app" only, and holds none of the resource's settings (`csp`, `permissions`, which
 * hosts read only on the resource) and no key the closed object does not define; the deprecated
 * `_meta["ui/resourceUri"]` is reported with its replacement.
 */
export default descriptorRule('mcp.apps.tool-ui', (context) => {
  for (const { item: tool, pointer } of objectItems(context.descriptor.tools, '/tools')) {
    const meta = tool._meta;
    if (!isObject(meta)) continue;
    const metaAt = joinPointer(pointer, '_meta');
    if (typeof meta[LEGACY_KEY] === 'string' && !(isObject(meta.ui) && typeof meta.ui.resourceUri === 'string')) {
      context.report(
        joinPointer(metaAt, LEGACY_KEY),
        `_meta["ui/resourceUri"] is the MCP Apps drafts' key, deprecated and removed before the extension's general availability, so hosts will stop finding this tool's UI. Write it as "_meta": {"ui": {"resourceUri": ${JSON.stringify(meta[LEGACY_KEY])}}}.`,
        'key',
      );
    }
    if (!('ui' in meta)) continue;
    const ui = meta.ui;
    const uiAt = joinPointer(metaAt, 'ui');
    if (!isObject(ui)) {
      context.report(uiAt, `_meta.ui is ${shown(ui)}, but MCP Apps reads an object with "resourceUri" and "visibility" there. Make it an object.`);
      continue;
    }
    for (const key of ['csp', 'permissions'] as const) {
      if (key in ui)
        context.report(
          joinPointer(uiAt, key),
          `${quote(key)} belongs on the UI resource's _meta.ui, not on the tool: hosts ignore it here, so the sandbox keeps its defaults. Move it to the resource's _meta.ui.`,
          'key',
        );
    }
    reportUnknownKeys(context.report, uiAt, ui, TOOL_UI_KEYS, "a tool's _meta.ui", ['csp', 'permissions']);
    const uri = ui.resourceUri;
    if (uri !== undefined && (typeof uri !== 'string' || !uri.startsWith('ui://'))) {
      context.report(
        joinPointer(uiAt, 'resourceUri'),
        `_meta.ui.resourceUri is ${shown(uri)}, but MCP Apps UI resources have "ui://" URIs, so hosts render no UI for this tool. Point it at the tool's ui:// resource, such as "ui://<server>/<view>".`,
      );
    }
    const visibility = ui.visibility;
    if (visibility === undefined) continue;
    if (!Array.isArray(visibility)) {
      context.report(
        joinPointer(uiAt, 'visibility'),
        `_meta.ui.visibility is ${shown(visibility)}, but MCP Apps reads a list of "model" and "app". Write a list, such as ["model", "app"].`,
      );
      continue;
    }
    for (const [index, value] of visibility.entries()) {
      if (value === 'model' || value === 'app') continue;
      context.report(
        joinPointer(uiAt, 'visibility', String(index)),
        `${shown(value)} is no visibility MCP Apps knows: a tool is shown to "model" (the agent's tool list) and/or "app" (its own UI). Use "model" or "app".`,
      );
    }
  }
});
