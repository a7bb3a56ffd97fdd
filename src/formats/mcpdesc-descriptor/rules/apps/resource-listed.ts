import { isObject, quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { descriptorRule } from '../../context.js';
import { objectItems } from '../../surfaces.js';

/**
 * mcp.apps.resource-listed: a tool's `_meta.ui.resourceUri` names a resource the descriptor lists. The
 * resource must exist on the server, but servers may leave UI-only resources out of `resources/list`, so
 * one missing from the list is worth knowing, no more. Checked only where the descriptor lists resources.
 */
export default descriptorRule('mcp.apps.resource-listed', (context) => {
  const { resources } = context.descriptor;
  if (!Array.isArray(resources)) return;
  const listed = new Set(objectItems(resources, '/resources').flatMap(({ item }) => (typeof item.uri === 'string' ? [item.uri] : [])));
  for (const { item: tool, pointer } of objectItems(context.descriptor.tools, '/tools')) {
    const ui = isObject(tool._meta) ? tool._meta.ui : undefined;
    const uri = isObject(ui) ? ui.resourceUri : undefined;
    if (typeof uri !== 'string' || !uri.startsWith('ui://') || listed.has(uri)) continue;
    context.report(
      joinPointer(pointer, '_meta', 'ui', 'resourceUri'),
      `The UI resource ${quote(uri)} is not among the resources this descriptor lists. Servers may leave UI-only resources out of resources/list, but hosts read it with resources/read, so the server must serve it: list it here, or check the URI.`,
    );
  }
});
