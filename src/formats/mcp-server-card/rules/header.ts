import { isObject, quote } from '../../../util/json.js';
import { cardRule } from '../context.js';
import { remotesOf } from '../drafts.js';

/** RFC 9110's token: what an HTTP field name may be. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * mcpdesc.card.header: each header a remote lists has a name HTTP allows, and no remote lists the same
 * header twice (names are case-insensitive), since a client prompts for both and sends one.
 */
export default cardRule('mcpdesc.card.header', ({ root, report }) => {
  for (const remote of remotesOf(root)) {
    if (!Array.isArray(remote.value.headers)) continue;
    const seen = new Map<string, number>();
    for (const [i, header] of remote.value.headers.entries()) {
      if (!isObject(header) || typeof header.name !== 'string') continue;
      const pointer = `${remote.pointer}/headers/${i}/name`;
      if (!TOKEN.test(header.name)) {
        report(
          pointer,
          `Header name ${quote(header.name)} is not a valid HTTP header name (letters, digits and "!#$%&'*+.^_\`|~-" only, no spaces or colons), so clients cannot send it. Write the bare name, such as "X-API-Key".`,
        );
        continue;
      }
      const lower = header.name.toLowerCase();
      const first = seen.get(lower);
      if (first === undefined) seen.set(lower, i);
      else
        report(
          pointer,
          `Header ${quote(header.name)} is listed twice in this remote (first as header #${first + 1}; names are case-insensitive), so clients prompt for it twice and send one value. Remove one.`,
        );
    }
  }
});
