import { isObject, quote } from '../../../util/json.js';
import { dockerMcpCatalogToolsRule } from '../context.js';

/**
 * mcpdesc.docker.tool-argument: every argument of a catalog tool has a description in `desc`, which the
 * catalog shows; MCP's own word, `description`, is not read there. The registry's CI requires it only of
 * a remote entry's list (cmd/validate: hasValidTools, `"desc" is required`), so it is a warning here.
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
          ? `The argument ${quote(name)} of ${quote(String(tool.name))} says its description in "description", but the Docker catalog reads "desc": it shows no help for the argument, and the registry's CI rejects a remote entry's list ("desc" is required). Rename "description" to "desc".`
          : `The argument ${quote(name)} of ${quote(String(tool.name))} has no "desc": the Docker catalog shows no help for it, and the registry's CI rejects a remote entry's list ("desc" is required). Add "desc" with what the argument is for.`,
        mcpWord ? 'key' : 'value',
      );
    }
  }
});
