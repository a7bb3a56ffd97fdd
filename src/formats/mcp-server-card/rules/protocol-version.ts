import { isVersion, LATEST, VERSIONS } from '../../../protocol/versions.js';
import { quote } from '../../../util/json.js';
import { cardRule } from '../context.js';
import { pathOf } from '../primitives.js';
import { nearestProtocolVersion } from '../protocol-versions.js';

/**
 * mcpdesc.card.protocol-version: every protocol version the card names ("supportedProtocolVersions", or
 * the first draft's "protocolVersion") is an MCP revision. Clients pick a version they share with the
 * server from this list before connecting; a date no revision has (the SEP's own examples use
 * "2025-03-12") matches nothing.
 */
export default cardRule('mcpdesc.card.protocol-version', (context) => {
  for (const { pointer, value } of context.claimed().listed) {
    if (typeof value !== 'string' || isVersion(value)) continue;
    const near = nearestProtocolVersion(value);
    context.report(
      pointer,
      `${JSON.stringify(pathOf(pointer))} is ${quote(value)}, which is not an MCP protocol version (they are ${VERSIONS.join(', ')}), so clients choosing a version from the card find no match. Write the revision the server speaks${near ? `, such as ${JSON.stringify(near)} (the nearest)` : `, such as ${JSON.stringify(LATEST)} (the latest)`}.`,
    );
  }
});
