import { quote } from '../../../../util/json.js';
import { checkAbsoluteUri } from '../../../../util/uri.js';
import { parseUriTemplate } from '../../../../util/uri-template.js';
import { descriptorRule } from '../../context.js';
import { resourceUris } from './places.js';

/** mcp.resource.uri: resource URIs (including resource links and embedded resources in example results) are absolute RFC 3986 URIs. */
export default descriptorRule('mcp.resource.uri', (context) => {
  for (const { pointer, value } of resourceUris(context)) {
    if (typeof value !== 'string') continue;
    const problem = checkAbsoluteUri(value);
    if (!problem) continue;
    const template =
      /\{[^}]*\}/.test(value) && parseUriTemplate(value).ok ? ' It looks like a URI template: list it under resourceTemplates as "uriTemplate" instead.' : '';
    context.report(
      pointer,
      `Resource URI ${quote(value)} is not a valid absolute URI: ${problem}. Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.${template}`,
    );
  }
});
