import { quote } from '../../../util/json.js';
import { cardRule } from '../context.js';
import { CARD_SCHEMA } from '../drafts.js';

/** Why a `$schema` that is not the current one is wrong, for the ones seen in real cards. */
function problem(url: string): string {
  if (/\/schemas\/\d{4}-\d{2}-\d{2}\/server-card\.schema\.json$/.test(url))
    return 'Server Card schemas are versioned by a "/v1/" segment, not by a date as server.json schemas are';
  if (/\/server\.schema\.json$/.test(url)) return "that is the registry's server.json schema, a different file";
  if (url.replace(/^http:/, 'https:') === CARD_SCHEMA) return 'the URL must use https';
  return 'the current draft accepts only its own schema URL';
}

/**
 * mcpdesc.card.schema: the card names the current draft's schema in "$schema", which the draft requires
 * with exactly one URL; clients and registries read it to know the file is a Server Card of that shape.
 */
export default cardRule('mcpdesc.card.schema', ({ root, report }) => {
  const schema = root.$schema;
  if (schema === undefined) {
    report(
      '',
      `This Server Card has no "$schema", which the current draft requires, so validators and clients cannot tell it from any other JSON file. Add "$schema": ${JSON.stringify(CARD_SCHEMA)}.`,
    );
    return;
  }
  if (typeof schema !== 'string' || schema === CARD_SCHEMA) return;
  report('/$schema', `"$schema" ${quote(schema, 120)} is not the Server Card schema URL: ${problem(schema)}. Write ${JSON.stringify(CARD_SCHEMA)}.`);
});
