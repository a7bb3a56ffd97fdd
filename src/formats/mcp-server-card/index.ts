/**
 * A Server Card (SEP-2127, draft): a server's static description for discovery, served from
 * `.well-known/` and often committed with the site that serves it. Its version axis is the draft whose
 * shape it follows (drafts.ts); the current draft's model is model.ts, the rules are rules/.
 */
import { defineFormat } from '../types.js';
import { type CardContext, cardContext } from './context.js';
import { SERVER_CARD_INFO } from './info.js';
import { RULES } from './rules/index.js';

export default defineFormat<CardContext>({
  ...SERVER_CARD_INFO,
  rules: RULES,
  context: cardContext,
});
