import { describeValue, hasOwn, isObject, quote } from '../../../util/json.js';
import { joinPointer } from '../../../util/pointer.js';
import { aiCatalogRule } from '../context.js';

/** The media type of an MCP Server Card entry. */
const SERVER_CARD = 'application/mcp-server-card+json';
/** "Major.Minor", as the catalog's consumers compare it. */
const SPEC_VERSION = /^\d{1,9}\.\d{1,9}$/;

/**
 * mcpdesc.ai-catalog.structure: what a client needs to read the catalog and fetch what it lists: a
 * "Major.Minor" "specVersion", an "entries" list, and in each entry an "identifier", a media "type" (the
 * first drafts' "mediaType" is read as it) and exactly one of "url" and "data"; a Server Card's "url" is
 * https, as discovery requires, and no two entries share an identifier and version.
 */
export default aiCatalogRule('mcpdesc.ai-catalog.structure', ({ root, report }) => {
  const version = root.specVersion;
  if (!hasOwn(root, 'specVersion'))
    report('', 'The catalog has no "specVersion", which clients read before anything else to know whether they understand it. Add "specVersion": "1.0".');
  else if (typeof version !== 'string' || !SPEC_VERSION.test(version))
    report('/specVersion', `"specVersion" is ${describeValue(version)}, but clients compare it as a "Major.Minor" string. Write "1.0".`);
  if (!Array.isArray(root.entries)) {
    report(
      hasOwn(root, 'entries') ? '/entries' : '',
      `${hasOwn(root, 'entries') ? `The catalog's "entries" is ${describeValue(root.entries)}` : 'The catalog has no "entries"'}, but clients read its artifacts from an "entries" list (which may be empty). Write "entries": [ … ].`,
    );
    return;
  }
  const seen = new Map<string, number>();
  root.entries.forEach((entry: unknown, index: number) => {
    const at = joinPointer('/entries', index);
    if (!isObject(entry)) {
      report(at, `Each entry is an object with an "identifier", a "type" and a "url", not ${describeValue(entry)}. Write one.`);
      return;
    }
    if (typeof entry.identifier !== 'string' || entry.identifier === '')
      report(
        hasOwn(entry, 'identifier') ? joinPointer(at, 'identifier') : at,
        'The entry has no "identifier", which clients use to tell artifacts apart and to update them. Add one, such as "urn:air:example.com:mcp:weather".',
      );
    const typeKey = hasOwn(entry, 'type') ? 'type' : 'mediaType';
    const type = entry[typeKey];
    if (typeof type !== 'string' || type === '')
      report(
        hasOwn(entry, typeKey) ? joinPointer(at, typeKey) : at,
        `The entry has no media "type", so clients cannot tell what it lists. Add "type", such as ${quote(SERVER_CARD)} for an MCP Server Card.`,
      );
    const hasUrl = hasOwn(entry, 'url');
    if (hasUrl === hasOwn(entry, 'data'))
      report(
        at,
        hasUrl
          ? 'The entry has both "url" and "data", but an entry gives exactly one: where to fetch the artifact, or the artifact inline. Remove one.'
          : 'The entry has neither "url" nor "data", so clients have nothing to fetch. Add the "url" of the artifact, or put it inline as "data".',
      );
    else if (hasUrl && type === SERVER_CARD && !(typeof entry.url === 'string' && /^https:\/\/[^\s/]/.test(entry.url)))
      report(
        joinPointer(at, 'url'),
        `The Server Card's "url" is ${typeof entry.url === 'string' ? quote(entry.url) : describeValue(entry.url)}, but clients fetch cards over https: with a host. Write the card's https:// URL, such as "https://example.com/mcp/server-card".`,
      );
    if (typeof entry.identifier === 'string' && entry.identifier !== '') {
      const key = `${entry.identifier}\u0000${typeof entry.version === 'string' ? entry.version : ''}`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else
        report(
          joinPointer(at, 'identifier'),
          `Entries ${first} and ${index} both have the identifier ${quote(entry.identifier)}${typeof entry.version === 'string' ? ` and version ${quote(entry.version)}` : ''}, so clients cannot tell which one is meant. Give each entry its own identifier, or a different "version".`,
        );
    }
  });
});
