import { quote } from '../../util/json.js';
import { joinPointer } from '../../util/pointer.js';
import { descriptorRule } from '../types.js';
import { tools } from './tool-schemas.js';

/** Tool names are unique within a descriptor: clients call tools by name. */
export default descriptorRule('mcpdesc.tool.name-unique', (context) => {
  const first = new Map<string, number>();
  for (const { tool, pointer, index } of tools(context)) {
    if (typeof tool.name !== 'string') continue;
    const earlier = first.get(tool.name);
    if (earlier === undefined) {
      first.set(tool.name, index);
      continue;
    }
    context.report(joinPointer(pointer, 'name'),
      `Tool name ${quote(tool.name)} is already used by tools[${earlier}]. Clients call tools by name, so one of the two can never be called. Rename one of them, or remove the duplicate.`);
  }
});
