import { versionFreeRule } from '../../context.js';
import { findHiddenCharacters } from '../../../../detect/hidden.js';
import { getAt } from '../../../../util/pointer.js';
import { stringFindings } from './strings.js';

/**
 * mcpdesc.security.hidden-characters: no string in the descriptor (names, titles, descriptions,
 * instructions, schema text, examples, property names) hides invisible, bidi-control or tag characters.
 */
export default versionFreeRule('mcpdesc.security.hidden-characters', (context) => {
  for (const { pointer, target, key, found } of stringFindings(context).hidden) {
    const subject = target === 'key' ? 'This property name' : typeof key === 'string' ? JSON.stringify(key) : 'This string';
    context.report(
      pointer,
      `${subject} contains ${found}. Hidden and bidirectional-control characters make what a model or client reads differ from what reviewers see, a known way to smuggle instructions or disguise names: remove them.`,
      target,
      undefined,
      target === 'value' ? firstHidden(getAt(context.descriptor, pointer)) : undefined,
    );
  }
});

/** The UTF-16 index of a string's first hidden character (the detector counts code points), for the finding's place. */
function firstHidden(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const first = findHiddenCharacters(text)[0];
  if (!first) return undefined;
  let index = 0;
  let point = 1;
  for (const char of text) {
    if (point === first.position) return index;
    index += char.length;
    point++;
  }
  return undefined;
}
