import { objectItems } from '../../surfaces.js';
import { quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { descriptorRule } from '../../context.js';
import { byString, duplicates } from '../duplicates.js';

/** mcpdesc.prompt.argument-unique: arguments arrive as a name → value map, so names must differ. */
export default descriptorRule('mcpdesc.prompt.argument-unique', (context) => {
  for (const prompt of objectItems(context.descriptor.prompts, '/prompts')) {
    const args = objectItems(prompt.item.arguments, joinPointer(prompt.pointer, 'arguments'));
    for (const { later, first } of duplicates(args, byString('name'))) {
      context.report(
        joinPointer(later.pointer, 'name'),
        `Argument name ${quote(later.item.name)} is already used by arguments[${first.index}] of this prompt. Clients pass prompt arguments as a map from name to value, so the two cannot both get a value: rename one, or remove the duplicate.`,
      );
    }
  }
});
