import { isObject, listOf, quote } from '../../../util/json.js';
import { joinPointer } from '../../../util/pointer.js';
import { closest } from '../../../util/suggest.js';
import { mcpbRule } from '../context.js';
import { variablesIn } from '../variables.js';

const PREFIX = 'arguments.';
/** Other spellings of the prefix, reported only when what follows is a declared argument. */
const NEAR_PREFIXES = ['argument.', 'args.', 'arg.', 'params.', ''];

/**
 * mcpdesc.mcpb.prompt-argument: a prompt's "text" uses only "${arguments.NAME}" for names its "arguments"
 * list. The client asks for the listed arguments and fills in those; any other reference reaches the
 * model as written.
 */
export default mcpbRule('mcpdesc.mcpb.prompt-argument', (context) => {
  const prompts = context.manifest.prompts;
  if (!Array.isArray(prompts)) return;
  for (const [index, prompt] of prompts.entries()) {
    if (!isObject(prompt) || typeof prompt.text !== 'string') continue;
    const declared = Array.isArray(prompt.arguments) ? prompt.arguments.filter((a): a is string => typeof a === 'string') : [];
    const name = typeof prompt.name === 'string' ? `Prompt ${quote(prompt.name)}` : 'This prompt';
    const pointer = joinPointer('/prompts', index, 'text');
    for (const variable of variablesIn(prompt.text)) {
      if (variable.name.startsWith(PREFIX)) {
        const argument = variable.name.slice(PREFIX.length);
        if (declared.includes(argument)) continue;
        const near = closest(argument, declared);
        const fix = near
          ? `Did you mean "\${arguments.${near}}"? Otherwise add ${JSON.stringify(argument)} to "arguments".`
          : `Add ${JSON.stringify(argument)} to its "arguments".`;
        const has = declared.length > 0 ? `its "arguments" list only ${listOf(declared, 'and')}` : 'it declares no "arguments"';
        context.report(
          pointer,
          `${name} uses ${quote(variable.text)}, but ${has}: the client never asks for ${JSON.stringify(argument)}, so the model receives the text as written. ${fix}`,
        );
        continue;
      }
      const prefix = NEAR_PREFIXES.find((p) => variable.name.startsWith(p) && declared.includes(variable.name.slice(p.length)));
      if (prefix === undefined) continue;
      const argument = variable.name.slice(prefix.length);
      context.report(
        pointer,
        `${name} writes ${quote(variable.text)}, which the client does not fill in: arguments are written "\${arguments.${argument}}". Write that, or the model receives the text as written.`,
      );
    }
  }
});
