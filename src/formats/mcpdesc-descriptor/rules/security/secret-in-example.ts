import { versionFreeRule } from '../../context.js';
import { stringFindings } from './strings.js';
import { rememberCredential } from '../../../types.js';

/**
 * mcpdesc.security.secret-in-example: no credential in example data (interaction examples, schema
 * defaults and examples) or anywhere else in the descriptor.
 */
export default versionFreeRule('mcpdesc.security.secret-in-example', (context) => {
  for (const { pointer, found, text } of stringFindings(context).secrets) {
    rememberCredential(context, text, found);
    context.report(
      pointer,
      `This string contains what looks like a real credential: ${found.kind} (${found.redacted}). Descriptors are committed, published and passed to models, so a real credential here is leaked: revoke it if it is real, and use an obvious placeholder such as "<api-key>" instead.`,
    );
  }
});
