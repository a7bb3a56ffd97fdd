import { descriptorRule } from '../types.js';
import { describeHidden } from './hidden.js';
import { fieldOf, stringSites } from './strings.js';

/**
 * mcpdesc.security.hidden-characters: no string in the descriptor (names, titles, descriptions,
 * instructions, schema text, examples, property names) hides invisible, bidi-control or tag characters.
 */
export default descriptorRule('mcpdesc.security.hidden-characters', (context) => {
  for (const site of stringSites(context.descriptor)) {
    const hidden = describeHidden(site.text);
    if (!hidden) continue;
    const field = fieldOf(site);
    const subject = site.target === 'key' ? 'This property name' : field ? JSON.stringify(field) : 'This string';
    context.report(site.pointer,
      `${subject} contains ${hidden}. Hidden and bidirectional-control characters make what a model or client reads differ from what reviewers see, a known way to smuggle instructions or disguise names: remove them.`,
      site.target);
  }
});
