import { describeVersions, type Version, VERSIONS } from '../../../protocol/versions.js';
import { cardRule } from '../context.js';
import { pathOf } from '../primitives.js';
import { phraseList } from '../protocol-versions.js';

/**
 * mcpdesc.card.primitive-version: every field of the card's MCP objects exists in every protocol version
 * the card claims. A server that speaks several versions sends a field only to the clients whose version
 * has it ("execution" is invisible to a 2025-06-18 client), so the card promises what some clients never
 * see. One finding per field, listing the versions that lack it.
 */
export default cardRule('mcpdesc.card.primitive-version', (context) => {
  const claimed = context.claimed().versions;
  if (claimed.length === 0) return;
  for (const issue of context.primitives()) {
    if (issue.kind !== 'unavailable') continue;
    const lacking = issue.versions.filter((v) => claimed.includes(v));
    if (lacking.length === 0) continue;
    const exists: Version[] = VERSIONS.filter((v) => !issue.versions.includes(v));
    const path = JSON.stringify(pathOf(issue.pointer));
    const some = lacking.length < claimed.length;
    const advice = some
      ? `Keep it if clients on ${phraseList(lacking)} can do without it, or stop claiming ${phraseList(lacking)}.`
      : exists.length > 0
        ? `Remove it, or claim a version that has it if the server speaks one.`
        : 'Remove it.';
    context.report(
      issue.pointer,
      `${path} does not exist in protocol ${lacking.length === 1 ? 'version' : 'versions'} ${phraseList(lacking)}, which the card claims${exists.length > 0 ? ` (it exists ${describeVersions(exists)})` : ''}: clients on ${phraseList(lacking)} will not see it. ${advice}`,
      issue.target,
    );
  }
});
