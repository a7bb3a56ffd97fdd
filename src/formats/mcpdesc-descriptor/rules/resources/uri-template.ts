import { objectItems } from '../../surfaces.js';
import { quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { checkScheme } from '../../../../util/uri.js';
import { parseUriTemplate } from '../../../../util/uri-template.js';
import { descriptorRule } from '../../context.js';

/**
 * mcp.resource-template.uri-template: uriTemplate is an RFC 6570 URI template whose expansions are
 * absolute URIs. Whether a template is absolute is only known when it starts with literal text.
 */
export default descriptorRule('mcp.resource-template.uri-template', (context) => {
  for (const { item, pointer } of objectItems(context.descriptor.resourceTemplates, '/resourceTemplates')) {
    const template = item.uriTemplate;
    if (typeof template !== 'string') continue;
    const at = joinPointer(pointer, 'uriTemplate');
    const parsed = parseUriTemplate(template);
    if (!parsed.ok) {
      context.report(
        at,
        `uriTemplate ${quote(template)} is not a valid RFC 6570 URI template: ${parsed.error}. Clients expand this template to build resource URIs: correct it, or they cannot use it.`,
      );
      continue;
    }
    const relative = /[:/?#]/.test(parsed.literalStart) ? checkScheme(parsed.literalStart) : null;
    if (relative) {
      context.report(
        at,
        `uriTemplate ${quote(template)} does not expand to an absolute URI: ${relative}. Resource URIs must be absolute: correct the scheme, or clients cannot use what this template produces.`,
      );
    }
  }
});
