import type { RelatedLocation } from '../../../../engine/finding.js';
import { quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { duplicates } from '../duplicates.js';
import { type VersionFreeContext, versionFreeRule } from '../../context.js';
import { type LocatedTool, tools } from './tool-schemas.js';

/**
 * How a finding names another tool of the file, and where that one is. In source the tool list is
 * mcpdesc's reading of the registrations, whose index means nothing to its reader: there the tool is
 * named by its line, and its name's place is a related location.
 */
export function toolPlace(
  context: Pick<VersionFreeContext, 'path' | 'parsed'>,
  tool: LocatedTool,
  what: string,
): { named: string; related: RelatedLocation[] } {
  if (context.parsed.inventory === undefined) return { named: `tools[${tool.index}]`, related: [] };
  const range = context.parsed.locate(joinPointer(tool.pointer, 'name'));
  return { named: `the tool at line ${range.start.line}`, related: [{ path: context.path, range, message: what }] };
}

/** Tool names are unique within a descriptor: clients call tools by name. */
export default versionFreeRule('mcpdesc.tool.name-unique', (context) => {
  const named = tools(context).filter((t): t is typeof t & { tool: { name: string } } => typeof t.tool.name === 'string');
  for (const { later, first } of duplicates(named, (t) => t.tool.name)) {
    const { named: firstNamed, related } = toolPlace(context, first, `The first tool named ${quote(later.tool.name)}.`);
    context.report(
      joinPointer(later.pointer, 'name'),
      `Tool name ${quote(later.tool.name)} is already used by ${firstNamed}. Clients call tools by name, so one of the two can never be called. Rename one of them, or remove the duplicate.`,
      undefined,
      undefined,
      undefined,
      related,
    );
  }
});
