/**
 * mcpdesc.tool.name-unique for Python source: FastMCP 3 registers several versions of one tool
 * (`@mcp.tool(version="2.0")`) and its clients pick one, so a tool is identified by its name and version
 * (`_meta.fastmcp.version`, where extract.ts reads it when the file's FastMCP has versions). Its
 * LocalProvider still refuses a name with both versioned and unversioned tools, and keeps one of two
 * tools with the same name and version.
 */
import { descriptorRule } from '../mcpdesc-descriptor/context.js';
import { duplicates } from '../mcpdesc-descriptor/rules/duplicates.js';
import { toolPlace } from '../mcpdesc-descriptor/rules/tools/name-unique.js';
import { type LocatedTool, tools } from '../mcpdesc-descriptor/rules/tools/tool-schemas.js';
import { isObject, quote } from '../../util/json.js';
import { joinPointer } from '../../util/pointer.js';
import { versionPointer } from './extract.js';

type Named = LocatedTool & { tool: { name: string } };

function versionOf({ tool }: LocatedTool): string | undefined {
  const fastmcp = isObject(tool._meta) ? tool._meta.fastmcp : undefined;
  return isObject(fastmcp) && typeof fastmcp.version === 'string' ? fastmcp.version : undefined;
}

export default descriptorRule('mcpdesc.tool.name-unique', (context) => {
  // A version not statically known may be any: such a tool is compared with none.
  const unknown = new Set((context.parsed.inventory?.dynamic ?? []).map((d) => d.pointer));
  const named = tools(context).filter((t): t is Named => typeof t.tool.name === 'string' && !unknown.has(versionPointer(t.pointer)));
  for (const { later, first } of duplicates(named, (t) => `${t.tool.name}\u0000${versionOf(t) ?? ''}`)) {
    const version = versionOf(later);
    const { named: firstNamed, related } = toolPlace(
      context,
      first,
      `The first tool named ${quote(later.tool.name)}${version === undefined ? '' : ` with version ${quote(version)}`}.`,
    );
    context.report(
      joinPointer(later.pointer, 'name'),
      version === undefined
        ? `Tool name ${quote(later.tool.name)} is already used by ${firstNamed}. Clients call tools by name, so one of the two can never be called. Rename one of them, or remove the duplicate.`
        : `Tool name ${quote(later.tool.name)} with version ${quote(version)} is already used by ${firstNamed}. FastMCP keeps one tool per name and version, so one of the two can never be called. Give one of them another version or name, or remove the duplicate.`,
      undefined,
      undefined,
      undefined,
      related,
    );
  }
  // FastMCP raises a ValueError at the first registration that mixes the two, so the server never starts.
  const firsts = new Map<string, Named>();
  for (const tool of named) {
    const first = firsts.get(tool.tool.name);
    if (first === undefined) firsts.set(tool.tool.name, tool);
    else if ((versionOf(first) === undefined) !== (versionOf(tool) === undefined)) {
      const versioned = versionOf(tool) === undefined ? first : tool;
      const other = toolPlace(context, first, `The first tool named ${quote(tool.tool.name)}.`);
      const [withVersion, without] = first === versioned ? [other.named, 'this one'] : ['this one', other.named];
      context.report(
        joinPointer(tool.pointer, 'name'),
        `Tool ${quote(tool.tool.name)} is registered both with version ${quote(versionOf(versioned) ?? '')} (${withVersion}) and without one (${without}). FastMCP refuses to mix versioned and unversioned tools of one name, so the server fails when it registers the second. Give every ${quote(tool.tool.name)} tool a version, or none.`,
        undefined,
        undefined,
        undefined,
        other.related,
      );
    }
  }
});
