import { cardRule } from '../context.js';

const MAX = 100;

/**
 * mcpdesc.card.description: the card's "description" is 1 to 100 characters, as the current draft's schema
 * (and the registry) require: it is the line a client shows in a list of servers.
 */
export default cardRule('mcpdesc.card.description', ({ root, report }) => {
  const description = root.description;
  if (typeof description !== 'string') return;
  const length = [...description].length;
  if (length === 0) {
    report('/description', '"description" is empty; the current draft requires 1 to 100 characters that say what the server does. Write one sentence.');
  } else if (length > MAX) {
    report(
      '/description',
      `"description" is ${length} characters long; the current draft allows at most ${MAX}, since clients show it as one line in a list of servers. Shorten it to one sentence of ${MAX} characters or fewer (details belong on the "websiteUrl" page).`,
    );
  }
});
