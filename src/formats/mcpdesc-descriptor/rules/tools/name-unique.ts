import { quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { duplicates } from '../duplicates.js';
import { versionFreeRule } from '../../context.js';
import { tools } from './tool-schemas.js';

/** Tool names are unique within a descriptor: clients call tools by name. */
export default versionFreeRule('mcpdesc.tool.name-unique', (context) => {
  const named = tools(context).filter((t): t is typeof t & { tool: { name: string } } => typeof t.tool.name === 'string');
  for (const { later, first } of duplicates(named, (t) => t.tool.name)) {
    context.report(
      joinPointer(later.pointer, 'name'),
      `Tool name ${quote(later.tool.name)} is already used by tools[${first.index}]. Clients call tools by name, so one of the two can never be called. Rename one of them, or remove the duplicate.`,
    );
  }
});
