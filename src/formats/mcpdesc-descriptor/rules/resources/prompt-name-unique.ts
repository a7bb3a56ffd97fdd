import { objectItems } from '../../surfaces.js';
import { quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { descriptorRule } from '../../context.js';
import { byString, duplicates } from '../duplicates.js';

/** mcpdesc.prompt.name-unique: clients get a prompt by its name. */
export default descriptorRule('mcpdesc.prompt.name-unique', (context) => {
  const prompts = objectItems(context.descriptor.prompts, '/prompts');
  for (const { later, first } of duplicates(prompts, byString('name'))) {
    context.report(
      joinPointer(later.pointer, 'name'),
      `Prompt name ${quote(later.item.name)} is already used by prompts[${first.index}]. Clients get a prompt by its name, so only one of the two can ever be used: rename one, or remove the duplicate.`,
    );
  }
});
