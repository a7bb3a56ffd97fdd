import { listOf } from '../../../util/json.js';
import { cardRule } from '../context.js';
import { CARD_SCHEMA, CURRENT, type Draft } from '../drafts.js';
import { pathOf } from '../primitives.js';
import { phraseList } from '../protocol-versions.js';

/** What moving a key of an older shape to the current one takes. */
const MOVE: Readonly<Record<string, string>> = {
  $schema: 'write the current "$schema"',
  serverInfo: 'move "serverInfo.name" to a reverse-DNS "name" and "serverInfo.version" to "version"',
  transport: 'write "transport" as "remotes" (each with "type" and "url")',
  protocolVersion: 'list the protocol versions in each remote\'s "supportedProtocolVersions"',
  packages: 'move "packages" to the server\'s server.json',
};

const SHAPE: Readonly<Record<Exclude<Draft, typeof CURRENT>, string>> = {
  '2026-01-21': 'the shape of the first draft of SEP-2127 (2026-01-21) and of SEP-1649\'s "/.well-known/mcp.json": the initialize result written to a file',
  '2026-01-30': 'the shape of the 2026-01-30 draft of SEP-2127, which still listed primitives and packages',
  '2026-03-03': 'the shape of the 2026-03-03 draft of SEP-2127, which still had capabilities, requirements and authentication',
};

/**
 * mcpdesc.card.draft: the card follows the current draft's shape. A card of an older draft gets this one
 * finding, which names the shape and what moving takes; the current draft's rules do not run on it (they
 * would report every field of the old shape).
 */
export default cardRule('mcpdesc.card.draft', ({ shape, report }) => {
  const draft = shape.draft;
  if (draft === CURRENT) return;
  const keys = shape.markers.map((m) => pathOf(m));
  const moves = shape.markers.flatMap((m) => (MOVE[m.slice(1)] ? [MOVE[m.slice(1)]] : []));
  const removed = keys.filter((k) => MOVE[k] === undefined);
  const steps = [...moves, ...(removed.length > 0 ? [`remove ${listOf(removed, 'and')}`] : [])];
  report(
    shape.markers[0] ?? '',
    `This Server Card follows ${SHAPE[draft]} (it has ${listOf(keys, 'and')}). The current draft (${CURRENT}) describes only how to reach the server: "$schema" ${JSON.stringify(CARD_SCHEMA)}, a reverse-DNS "name", "version", "description" and "remotes" with their "supportedProtocolVersions"; clients list tools, resources and prompts after they connect. To move, ${phraseList(steps)}. Until then mcpdesc checks only the MCP objects in the card.`,
    'key',
  );
});
