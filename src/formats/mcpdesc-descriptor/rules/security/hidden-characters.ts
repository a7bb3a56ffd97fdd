import { descriptorRule } from '../../context.js';
import { stringFindings } from './strings.js';

/**
 * mcpdesc.security.hidden-characters: no string in the descriptor (names, titles, descriptions,
 * instructions, schema text, examples, property names) hides invisible, bidi-control or tag characters.
 */
export default descriptorRule('mcpdesc.security.hidden-characters', (context) => {
  for (const { pointer, target, key, found } of stringFindings(context).hidden) {
    const subject = target === 'key' ? 'This property name' : typeof key === 'string' ? JSON.stringify(key) : 'This string';
    context.report(
      pointer,
      `${subject} contains ${found}. Hidden and bidirectional-control characters make what a model or client reads differ from what reviewers see, a known way to smuggle instructions or disguise names: remove them.`,
      target,
    );
  }
});
