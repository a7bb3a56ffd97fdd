import { descriptorRule } from '../../context.js';
import { describeHidden, MAYBE_HIDDEN_QUICK, sourceMayHide } from '../../../../detect/hidden.js';
import { forEachString } from './strings.js';

/**
 * mcpdesc.security.hidden-characters: no string in the descriptor (names, titles, descriptions,
 * instructions, schema text, examples, property names) hides invisible, bidi-control or tag characters.
 */
export default descriptorRule('mcpdesc.security.hidden-characters', (context) => {
  if (!sourceMayHide(context.parsed.lines.text)) return;
  forEachString(
    context,
    (site) => {
      const hidden = describeHidden(site.text);
      if (!hidden) return;
      const subject = site.target === 'key' ? 'This property name' : typeof site.key === 'string' ? JSON.stringify(site.key) : 'This string';
      context.report(
        site.pointer,
        `${subject} contains ${hidden}. Hidden and bidirectional-control characters make what a model or client reads differ from what reviewers see, a known way to smuggle instructions or disguise names: remove them.`,
        site.target,
      );
    },
    { text: MAYBE_HIDDEN_QUICK },
  );
});
