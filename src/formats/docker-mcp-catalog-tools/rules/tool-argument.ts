import { isObject, quote } from '../../../util/json.js';
import { dockerMcpCatalogToolsRule } from '../context.js';

/**
 * mcpdesc.docker.tool-argument: every argument of a catalog tool has a description in `desc`, which the
 * registry's CI requires (cmd/validate: `tool "%s" has argument "%s" which is missing a description
 * ("desc" is required)`) and the catalog shows; MCP's own word, `description`, is not read there.
 */
export default dockerMcpCatalogToolsRule('mcpdesc.docker.tool-argument', (context) => {
  for (const { tool, index } of context.tools) {
    if (!Array.isArray(tool.arguments)) continue;
    for (const [i, argument] of tool.arguments.entries()) {
      if (!isObject(argument) || (typeof argument.desc === 'string' && argument.desc !== '')) continue;
      const name = typeof argument.name === 'string' ? argument.name : `#${i + 1}`;
      const mcpWord = typeof argument.description === 'string';
      context.report(
        mcpWord ? `/${index}/arguments/${i}/description` : `/${index}/arguments/${i}`,
        mcpWord
          ? `The argument ${quote(name)} of ${quote(String(tool.name))} says its description in "description", but the Docker catalog reads "desc", so the registry's CI rejects the list ("desc" is required). Rename "description" to "desc".`
          : `The argument ${quote(name)} of ${quote(String(tool.name))} has no "desc", so the Docker MCP registry's CI rejects the list and the catalog shows no help for it. Add "desc" with what the argument is for.`,
        mcpWord ? 'key' : 'value',
      );
    }
  }
});
