import { isObject, listOf, quote } from '../../../util/json.js';
import { closest } from '../../../util/suggest.js';
import { mcpbRule } from '../context.js';
import { configStrings, userConfigKey, variablesIn } from '../variables.js';

/**
 * mcpdesc.mcpb.user-config-reference: every "${user_config.KEY}" in "server.mcp_config" names an option
 * "user_config" declares; a client leaves any other as written, so the server gets the literal text. An
 * option with "multiple": true expands into several arguments only when an argument is exactly its
 * reference; inside other text, or in "env", the client cannot put a list and leaves it as written too.
 */
export default mcpbRule('mcpdesc.mcpb.user-config-reference', (context) => {
  const options = isObject(context.manifest.user_config) ? context.manifest.user_config : {};
  const declared = Object.keys(options);
  for (const site of configStrings(context.manifest)) {
    for (const variable of variablesIn(site.text)) {
      const key = userConfigKey(variable);
      if (key === undefined) continue;
      if (!Object.hasOwn(options, key)) {
        const near = closest(key, declared);
        const hint = near
          ? `Did you mean "\${user_config.${near}}"?`
          : declared.length > 0
            ? `"user_config" declares ${listOf(declared)}: declare ${JSON.stringify(key)} there, or correct the reference.`
            : `The manifest has no "user_config": declare ${JSON.stringify(key)} there ({"type": "string", "title": …, "description": …}), or remove the reference.`;
        context.report(
          site.pointer,
          `${quote(variable.text)} names no option of "user_config", so the client leaves it as written and the server receives that text instead of a value. ${hint}`,
        );
        continue;
      }
      const option = options[key];
      if (!isObject(option) || option.multiple !== true) continue;
      const alone = site.field === 'args' && site.text === variable.text;
      if (alone) continue;
      context.report(
        site.pointer,
        `The option ${JSON.stringify(key)} takes several values ("multiple": true), and a client expands a list only into an argument that is exactly ${quote(variable.text)}; ${site.field === 'env' ? 'in "env"' : 'inside other text'} it leaves the reference as written once the user picks values. Pass it as an argument of its own.`,
      );
    }
  }
});
