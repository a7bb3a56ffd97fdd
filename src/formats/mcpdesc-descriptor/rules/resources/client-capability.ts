import { describeVersions, versionsIn } from '../../../../protocol/versions.js';
import { isObject, quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { descriptorRule } from '../../context.js';

/**
 * Capabilities only clients declare (MCP's ClientCapabilities, every version's schema): what the client
 * can do for the server, and when each exists. `tasks`, `experimental` and `extensions` are in both.
 */
const CLIENT_ONLY: ReadonlyMap<string, { what: string; since: '2024-11-05' | '2025-06-18' }> = new Map([
  ['sampling', { what: 'that it lets the server ask its model for completions', since: '2024-11-05' }],
  ['roots', { what: 'that it tells the server its root folders', since: '2024-11-05' }],
  ['elicitation', { what: "that it can ask its user for input on the server's behalf", since: '2025-06-18' }],
]);

/** mcp.capabilities.client-capability: a client's capability among the server's capabilities. */
export default descriptorRule('mcp.capabilities.client-capability', (context) => {
  const { capabilities } = context.descriptor;
  if (!isObject(capabilities)) return;
  for (const key of Object.keys(capabilities)) {
    const client = CLIENT_ONLY.get(key);
    if (!client) continue;
    const { what, since } = client;
    const when = since === '2024-11-05' ? '' : ` (${describeVersions(versionsIn({ since }))})`;
    context.report(
      joinPointer('/capabilities', key),
      `${quote(key)} is a client capability${when}: a client declares it to say ${what}. A server never declares it, and clients ignore it in a server's capabilities. Remove ${quote(key)} from "capabilities": a server that sends ${key} requests reads the client's capabilities instead.`,
      'key',
    );
  }
});
