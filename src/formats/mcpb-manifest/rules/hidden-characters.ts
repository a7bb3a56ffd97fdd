import { describeHidden, maybeHidden } from '../../../detect/hidden.js';
import { isObject } from '../../../util/json.js';
import { joinPointer } from '../../../util/pointer.js';
import { mcpbRule } from '../context.js';

/**
 * mcpdesc.mcpb.hidden-characters: no string of the manifest (tool and prompt descriptions, prompt text that
 * reaches the model, the command and arguments a client runs, keys) hides invisible, bidi-control or tag
 * characters, which make what a client or model reads differ from what a reviewer sees.
 */
export default mcpbRule('mcpdesc.mcpb.hidden-characters', (context) => {
  const visit = (value: unknown, pointer: string, name: string | undefined): void => {
    if (typeof value === 'string') {
      if (maybeHidden(value)) report(pointer, name ? JSON.stringify(name) : 'This string', value, 'value');
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, joinPointer(pointer, index), name);
    } else if (isObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        const at = joinPointer(pointer, key);
        if (maybeHidden(key)) report(at, 'This property name', key, 'key');
        visit(item, at, key);
      }
    }
  };
  const report = (pointer: string, subject: string, text: string, target: 'key' | 'value') => {
    const hidden = describeHidden(text);
    if (!hidden) return;
    context.report(
      pointer,
      `${subject} contains ${hidden}. Hidden and bidirectional-control characters make what a client or model reads differ from what reviewers of the bundle see, a known way to smuggle instructions or disguise a command: remove them.`,
      target,
    );
  };
  visit(context.manifest, '', undefined);
});
