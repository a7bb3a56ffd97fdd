import { isObject, type JsonObject, listOf, quote } from '../../../util/json.js';
import { cardRule } from '../context.js';
import { remotesOf } from '../drafts.js';

/** The `{name}` references of a text, in order; bounded scans, linear in the text. */
function references(text: string): string[] {
  return [...text.matchAll(/\{([^{}\s]{1,200})\}/g)].map((m) => m[1]);
}

function definedIn(holder: JsonObject): string[] {
  return isObject(holder.variables) ? Object.keys(holder.variables) : [];
}

/**
 * mcpdesc.card.variable: every `{variable}` in a remote's URL is defined in the remote's "variables", and
 * every one in a header's "value" in the header's own "variables" (or the remote's). A client substitutes
 * only what is defined, so an undefined one is sent as the literal text "{tenant}".
 */
export default cardRule('mcpdesc.card.variable', ({ root, report }) => {
  for (const remote of remotesOf(root)) {
    const own = definedIn(remote.value);
    const url = remote.value.url;
    if (typeof url === 'string') {
      for (const name of new Set(references(url))) {
        if (own.includes(name)) continue;
        report(
          `${remote.pointer}/url`,
          `Remote URL ${quote(url)} uses {${name}}, which the remote's "variables" does not define${own.length > 0 ? ` (it defines ${listOf(own, 'and')})` : ''}, so clients connect to the literal text. Add "variables": { ${JSON.stringify(name)}: { "description": "…" } } to the remote, or write the value in the URL.`,
        );
      }
    }
    if (!Array.isArray(remote.value.headers)) continue;
    for (const [i, header] of remote.value.headers.entries()) {
      if (!isObject(header) || typeof header.value !== 'string') continue;
      const defined = [...definedIn(header), ...own];
      for (const name of new Set(references(header.value))) {
        if (defined.includes(name)) continue;
        report(
          `${remote.pointer}/headers/${i}/value`,
          `Header ${typeof header.name === 'string' ? quote(header.name) : `#${i + 1}`} uses {${name}} in its "value", which neither the header's nor the remote's "variables" defines, so clients send the literal text. Add "variables": { ${JSON.stringify(name)}: { … } } to the header.`,
        );
      }
    }
  }
});
