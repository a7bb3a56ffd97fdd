import { isObject, quote } from '../../../util/json.js';
import { joinPointer } from '../../../util/pointer.js';
import { versionFreeRule } from '../../mcpdesc-descriptor/context.js';

/**
 * mcpdesc.tool.description: every tool a server registers in source says what it does. A description
 * mcpdesc could not read (computed at run time, or in a configuration object it could not read whole) is
 * listed as not statically known, never reported: only a literal without one, or with an empty one, is.
 * One passed after SDK v1's callback (after-callback.ts) is never sent, and the finding says so.
 */
/** Where each language's SDK takes a tool's description, by the file's extension. */
const WHERE: readonly (readonly [RegExp, string])[] = [
  [/\.py$/, 'in Python, a docstring'],
  [/\.go$/, 'in Go, mcp.WithDescription'],
  [/\.cs$/, 'in C#, a [Description] attribute'],
  [/\.rs$/, 'in Rust, a doc comment or description = …'],
  [/\.java$/, 'in Java, description = … of @Tool or @McpTool, or .description(…) of the SDK'],
];

export default versionFreeRule('mcpdesc.tool.description', (context) => {
  const tools = context.descriptor.tools;
  if (!Array.isArray(tools)) return;
  const unread = new Set((context.parsed.inventory?.dynamic ?? []).map((d) => d.pointer));
  const where = WHERE.find(([extension]) => extension.test(context.path))?.[1] ?? 'the description argument or field';
  tools.forEach((tool, index) => {
    if (!isObject(tool) || typeof tool.name !== 'string') return;
    const at = joinPointer('/tools', String(index));
    const description = tool.description;
    // Its description, or the whole tool's configuration (an imported object), was not statically known.
    if (unread.has(at) || unread.has(joinPointer(at, 'description'))) return;
    const dropped = context.parsed.inventory?.afterCallback?.find((a) => a.pointer === at);
    if (description === undefined && dropped) {
      const which = dropped.count > 1 ? `arguments ${dropped.position} to ${dropped.position + dropped.count - 1}` : `argument ${dropped.position}`;
      context.report(
        joinPointer(at, 'name'),
        `Tool ${quote(tool.name)} has no description: its server.tool call passes ${which}${dropped.text ? ` (${dropped.text})` : ''} after the callback, and SDK v1's server.tool reads no argument after its callback. Pass the description as the second argument, server.tool(name, description, shape, callback), or in registerTool's config, registerTool(name, { description, inputSchema }, callback).`,
      );
    } else if (description === undefined) {
      context.report(
        joinPointer(at, 'name'),
        `Tool ${quote(tool.name)} has no description. A client gives the model only a tool's name, description and schema to decide when to call it: add a description (${where}) that says what the tool does.`,
      );
    } else if (typeof description === 'string' && description.trim() === '') {
      context.report(
        joinPointer(at, 'description'),
        `Tool ${quote(tool.name)} has an empty description. A client gives the model only a tool's name, description and schema to decide when to call it: write what the tool does.`,
      );
    }
  });
});
