import { joinPointer } from '../../../util/pointer.js';
import { closest } from '../../../util/suggest.js';
import { mcpbRule } from '../context.js';
import { configStrings, OPTION_PREFIXES, userConfig, userConfigKey, variablesIn } from '../variables.js';

/**
 * mcpdesc.mcpb.unused-user-config: every required "user_config" option reaches the server through some
 * "${user_config.KEY}" in "server.mcp_config". A client will not start the server until the user fills a
 * required option in, so one that goes nowhere asks for a value (often a credential) for nothing.
 */
export default mcpbRule('mcpdesc.mcpb.unused-user-config', (context) => {
  const options = userConfig(context.manifest);
  if (options.length === 0) return;
  const used = new Set<string>();
  /** Options written with another prefix (`${config.KEY}`): mcpdesc.mcpb.variable reports the typo, with the fix. */
  const misprefixed = new Set<string>();
  for (const site of configStrings(context.manifest))
    for (const variable of variablesIn(site.text)) {
      used.add(userConfigKey(variable) ?? '');
      const prefix = OPTION_PREFIXES.find((p) => variable.name.startsWith(p));
      if (prefix) misprefixed.add(variable.name.slice(prefix.length));
    }
  used.delete('');
  // A reference to a misspelt key is mcpdesc.mcpb.user-config-reference's finding; the option it meant is not unused.
  const keys = options.map(([key]) => key);
  const meant = new Set([...used, ...misprefixed].map((key) => closest(key, keys)));
  for (const [key, option] of options) {
    if (option.required !== true || used.has(key) || meant.has(key)) continue;
    context.report(
      joinPointer('/user_config', key),
      `The required option ${JSON.stringify(key)} is never passed to the server: no "\${user_config.${key}}" appears in "server.mcp_config", yet the client will not start the server until the user fills it in. Pass it in "args" or "env", or remove the option.`,
      'key',
    );
  }
});
