import { quote } from '../../../util/json.js';
import { cardRule } from '../context.js';

const NAME_PATTERN = /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/;

/** A name of the right shape built from a wrong one: its characters kept where the pattern allows them. */
function suggestion(name: string): string {
  const slash = name.indexOf('/');
  const clean = (part: string, allowed: RegExp) =>
    [...part]
      .map((c) => (allowed.test(c) ? c : '-'))
      .join('')
      .replace(/-{2,}/g, '-')
      .replace(/^-|-$/g, '');
  if (slash < 0) return `io.github.your-account/${clean(name.toLowerCase(), /[a-z0-9._-]/) || 'server'}`;
  return `${clean(name.slice(0, slash), /[a-zA-Z0-9.-]/) || 'io.github.your-account'}/${clean(name.slice(slash + 1), /[a-zA-Z0-9._-]/) || 'server'}`;
}

/**
 * mcpdesc.card.name: the card's "name" is the server's reverse-DNS identity ("io.github.acme/weather"),
 * 3 to 200 characters with one "/", as the current draft's schema and the registry require: it is how a
 * card, a server.json and a server/discover response are matched.
 */
export default cardRule('mcpdesc.card.name', ({ root, report }) => {
  const name = root.name;
  if (typeof name !== 'string') return;
  const length = [...name].length;
  if (length > 200) {
    report('/name', `"name" is ${length} characters long; the current draft allows at most 200. Shorten it.`);
    return;
  }
  if (NAME_PATTERN.test(name) && length >= 3) return;
  const why = !name.includes('/')
    ? 'it has no namespace'
    : name.indexOf('/') !== name.lastIndexOf('/')
      ? 'it has more than one "/"'
      : length < 3
        ? 'it is shorter than 3 characters'
        : 'it has characters the pattern does not allow (letters, digits, "." and "-" before the "/", and "_" after it too)';
  report(
    '/name',
    `"name" ${quote(name)} is not a reverse-DNS server name: ${why}. The current draft requires "namespace/name" (a domain or account you own, then the server), so clients can match the card to the server's registry entry. Write something like ${JSON.stringify(suggestion(name))}.`,
  );
});
