import { objectItems } from '../../surfaces.js';
import { quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { normalizeUri } from '../../../../util/uri.js';
import { descriptorRule } from '../../context.js';
import { duplicates } from '../duplicates.js';

/** mcpdesc.resource.uri-unique: a URI identifies one resource (compared after RFC 3986 normalization). */
export default descriptorRule('mcpdesc.resource.uri-unique', (context) => {
  const resources = objectItems(context.descriptor.resources, '/resources');
  const found = duplicates(resources, (r) => (typeof r.item.uri === 'string' ? normalizeUri(r.item.uri) : undefined));
  for (const { later, first } of found) {
    const uri = later.item.uri as string;
    const name = typeof first.item.name === 'string' ? ` (${quote(first.item.name)})` : '';
    const written = first.item.uri === uri ? '' : `, written there as ${quote(first.item.uri)}`;
    context.report(
      joinPointer(later.pointer, 'uri'),
      `Resource URI ${quote(uri)} is already used by resources[${first.index}]${name}${written}. Clients read a resource by its URI, so only one of the two can ever be read: give each resource its own URI, or remove the duplicate.`,
    );
  }
});
