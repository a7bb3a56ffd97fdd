import { descriptorRule } from '../../context.js';
import { findSecret, findSecretField, MAYBE_SECRET } from '../../../../detect/secrets.js';
import { forEachString } from './strings.js';

/** Schema keywords that hold sample values of the property they sit in. */
const VALUE_KEYWORDS = new Set(['default', 'examples', 'example', 'const', 'enum']);

/**
 * mcpdesc.security.secret-in-example: no credential in example data (interaction examples, schema
 * defaults and examples) or anywhere else in the descriptor.
 */
export default descriptorRule('mcpdesc.security.secret-in-example', (context) => {
  forEachString(
    context,
    (site) => {
      const secret = findSecret(site.text) ?? findSecretField(site.text, () => fieldName(site.path));
      if (!secret) return;
      context.report(
        site.pointer,
        `This string contains what looks like a real credential: ${secret.kind} (${secret.redacted}). Descriptors are committed, published and passed to models, so a real credential here is leaked: revoke it if it is real, and use an obvious placeholder such as "<api-key>" instead.`,
      );
    },
    { valuesOnly: true, text: MAYBE_SECRET },
  );
});

/** The field a value belongs to: `api_key` for `…/properties/api_key/default` and `…/input/api_key` alike. */
function fieldName(path: readonly (string | number)[]): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const segment = path[i];
    if (typeof segment === 'string' && !/^\d+$/.test(segment) && !VALUE_KEYWORDS.has(segment)) return segment;
  }
  return undefined;
}
