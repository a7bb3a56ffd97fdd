import { quote } from '../../../util/json.js';
import { readString, registryRule } from '../context.js';
import { isTemplated } from '../templates.js';
import { schemeOf } from '../../../util/uri.js';
import { checkAbsoluteUri } from '../../../util/uri.js';

/** Characters the registry refuses in a websiteUrl even where a URI allows them. */
const WEBSITE_FORBIDDEN = ['"', "'", '<', '>', ' ', '\t', '\r', '\n'];

/**
 * mcpdesc.registry.https-link: the links a registry shows (`websiteUrl`, each icon's `src`) are
 * absolute https:// URLs. The registry refuses http://, data: and relative links: a page or image
 * fetched over plain HTTP can be changed by anyone on the way.
 */
export default registryRule('mcpdesc.registry.https-link', (context) => {
  const [server] = context.objects('Server');
  const website = server && readString(server, 'websiteUrl', context.version);
  if (website && !isTemplated(website.value) && checkAbsoluteUri(website.value) === null) {
    const bad = [...website.value].findIndex((c) => WEBSITE_FORBIDDEN.includes(c));
    const scheme = schemeOf(website.value)?.toLowerCase();
    if (scheme !== 'https') {
      context.report(
        website.pointer,
        `${JSON.stringify(website.key)} ${quote(website.value, 100)} uses ${scheme}:, but the registry accepts only https:// links ("websiteUrl must use https scheme"): a page served over plain HTTP can be changed on its way to the reader. ${scheme === 'http' ? `Write ${quote(`https${website.value.slice(4)}`, 200)}.` : 'Link to the https:// page.'}`,
      );
    } else if (bad >= 0) {
      context.report(
        website.pointer,
        `${JSON.stringify(website.key)} contains ${JSON.stringify(website.value[bad])} at character ${bad + 1}, which the registry refuses in a websiteUrl ("websiteUrl contains an invalid character"). Percent-encode it (${JSON.stringify(`%${website.value.charCodeAt(bad).toString(16).toUpperCase().padStart(2, '0')}`)}).`,
      );
    }
  }
  for (const icon of context.objects('Icon')) {
    const src = readString(icon, 'src', context.version);
    if (!src || isTemplated(src.value) || checkAbsoluteUri(src.value) !== null) continue;
    const scheme = schemeOf(src.value)?.toLowerCase();
    if (scheme === 'https') continue;
    context.report(
      src.pointer,
      `The icon's "src" uses ${scheme}:, but the registry accepts only https:// icons ("icon src must use https scheme (got ${scheme})")${scheme === 'data' ? ', not images inlined in the file' : ''}: clients fetch icons from the link, and over plain HTTP anyone on the way can swap the image. ${scheme === 'http' ? `Write ${quote(`https${src.value.slice(4)}`, 200)}.` : 'Host the image and link it with https://.'}`,
    );
  }
});
