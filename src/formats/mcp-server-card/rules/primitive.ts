import type { Version } from '../../../protocol/versions.js';
import { cardRule } from '../context.js';
import { phraseList } from '../protocol-versions.js';

/**
 * mcpdesc.card.primitive: the MCP objects a card carries (tools, resources, prompts, capabilities,
 * serverInfo) are valid in every protocol version the card claims, as the protocol model defines them.
 * A problem in several versions is one finding listing them.
 */
export default cardRule('mcpdesc.card.primitive', (context) => {
  const claimed = context.claimed().versions;
  if (claimed.length === 0) return;
  for (const issue of context.primitives()) {
    if (issue.kind !== 'invalid') continue;
    const versions = issue.versions.filter((v) => claimed.includes(v));
    if (versions.length === 0) continue;
    // The place says which versions; the model's "(required in 2025-06-18)" would name only one.
    const message = issue.template
      .replace(/ \(required in \{version\}\)/g, '')
      .split('{version}')
      .join(phraseList(versions));
    context.report(issue.pointer, `${message} ${where(versions, claimed)}`, issue.target);
  }
});

function where(versions: readonly Version[], claimed: readonly Version[]): string {
  if (versions.length === claimed.length && claimed.length > 1) return `This holds in every protocol version the card claims (${phraseList(claimed)}).`;
  return `This holds in ${phraseList(versions)}, ${versions.length === 1 ? 'a protocol version' : 'protocol versions'} the card claims${claimed.length > versions.length ? ` (of ${phraseList(claimed)})` : ''}.`;
}
