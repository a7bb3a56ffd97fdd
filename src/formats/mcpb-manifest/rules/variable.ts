import { quote } from '../../../util/json.js';
import { joinPointer } from '../../../util/pointer.js';
import { closest } from '../../../util/suggest.js';
import { mcpbRule } from '../context.js';
import { configStrings, OPTION_PREFIXES, PATH_VARIABLES, shellParameter, USER_CONFIG_PREFIX, userConfig, type Variable, variablesIn } from '../variables.js';

const SUBSTITUTED = '${__dirname}, ${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${pathSeparator} (or ${/}) and ${user_config.KEY}';
const IN_DEFAULTS = '${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${__dirname} and ${pathSeparator}';

/**
 * mcpdesc.mcpb.variable: every "${…}" in "server.mcp_config" is a variable MCPB fills in, and every one in
 * a "user_config" default is a folder variable. A client leaves any other as written, so the server gets
 * the text "${API_KEY}" where a value was meant: MCPB has no syntax for the user's environment variables.
 * The script of `sh -c` is the exception: MCPB leaves its `${DB_URL:-}` as written and the shell expands
 * it from the environment "env" sets, so only a near miss of MCPB's own variables is reported there.
 */
export default mcpbRule('mcpdesc.mcpb.variable', (context) => {
  const { report } = context;
  const declared = userConfig(context.manifest).map(([key]) => key);
  const hint = (variable: Variable) => hintFor(variable, declared);
  for (const site of configStrings(context.manifest)) {
    for (const variable of variablesIn(site.text)) {
      if (isSubstituted(variable)) continue;
      if (site.shellScript && isShellOwn(variable)) continue;
      report(
        site.pointer,
        `MCPB does not fill in ${quote(variable.text)} in "server.mcp_config": it fills in only ${SUBSTITUTED}, so the server receives the text as written. ${hint(variable)}`,
      );
    }
  }
  for (const [key, option] of userConfig(context.manifest)) {
    const value = option.default;
    const items: [string, string][] = typeof value === 'string' ? [[value, joinPointer('/user_config', key, 'default')]] : [];
    if (Array.isArray(value))
      for (const [index, item] of value.entries()) if (typeof item === 'string') items.push([item, joinPointer('/user_config', key, 'default', index)]);
    for (const [text, pointer] of items) {
      for (const variable of variablesIn(text)) {
        if ((PATH_VARIABLES as readonly string[]).includes(variable.name)) continue;
        const why = variable.name.startsWith(USER_CONFIG_PREFIX) ? ' A default cannot refer to another option: write the value itself.' : ` ${hint(variable)}`;
        report(pointer, `A default may use only ${IN_DEFAULTS}; ${quote(variable.text)} stays as written in the value the user sees.${why}`);
      }
    }
  }
});

function isSubstituted(variable: Variable): boolean {
  // ${user_config.KEY} with a key is mcpdesc.mcpb.user-config-reference's to check.
  return (
    (PATH_VARIABLES as readonly string[]).includes(variable.name) ||
    (variable.name.startsWith(USER_CONFIG_PREFIX) && variable.name.length > USER_CONFIG_PREFIX.length)
  );
}

/** A parameter expansion the shell performs, and no misspelling of `${__dirname}`, `${HOME}` or `${user_config}`. */
function isShellOwn(variable: Variable): boolean {
  const name = shellParameter(variable);
  if (name === undefined || name === 'user_config') return false;
  const lowered = name.toLowerCase();
  // Only names no script uses for itself count as misspellings: "${HOST}" is not a "${HOME}".
  if (PATH_VARIABLES.some((v) => v !== name && v.toLowerCase() === lowered)) return false;
  return closest(name, ['__dirname', 'pathSeparator']) === undefined;
}

/**
 * The option of "user_config" a name means, spelt as declared (keys are matched exactly), with a note when
 * the spellings differ only in case; undefined when none is declared.
 */
function declaredOption(name: string, declared: readonly string[]): string | undefined {
  if (declared.includes(name)) return `Did you mean "\${${USER_CONFIG_PREFIX}${name}}"? "user_config" declares it.`;
  const lowered = name.toLowerCase();
  const other = declared.find((key) => key.toLowerCase() === lowered);
  return other === undefined
    ? undefined
    : `Did you mean "\${${USER_CONFIG_PREFIX}${other}}"? "user_config" declares it as ${JSON.stringify(other)}, and keys are matched exactly, case and all.`;
}

function hintFor(variable: Variable, declared: readonly string[]): string {
  const { name } = variable;
  if (name === 'user_config' || name === USER_CONFIG_PREFIX) return 'Name the option: "${user_config.KEY}".';
  const prefix = OPTION_PREFIXES.find((p) => name.startsWith(p) && name.length > p.length);
  if (prefix) return declaredOption(name.slice(prefix.length), declared) ?? `Did you mean "\${${USER_CONFIG_PREFIX}${name.slice(prefix.length)}}"?`;
  const near = closest(
    name,
    PATH_VARIABLES.filter((v) => v.length > 1),
  );
  if (near) return `Did you mean "\${${near}}"?`;
  if (name.startsWith('arguments.')) return '"${arguments.NAME}" is filled in only in prompt text: remove it here.';
  if (name === 'locale') return '"${locale}" is filled in only in "localization.resources": remove it here.';
  const env = /^(?:env[:.])?([A-Z][A-Z0-9_]*)$/.exec(name);
  if (env && (PATH_VARIABLES as readonly string[]).includes(env[1])) return `Did you mean "\${${env[1]}}"?`;
  const option = declaredOption(env ? env[1] : name, declared);
  if (option) return option;
  if (env)
    return `To get a value from the user, declare a "user_config" option (with "sensitive": true for a credential) and write "\${user_config.${env[1].toLowerCase()}}".`;
  if (shellParameter(variable) !== undefined)
    return 'MCPB starts the command without a shell, so shell syntax stays as written: declare a "user_config" option (with a "default") and write "${user_config.KEY}", or run the command through "sh -c".';
  return 'Remove it, or declare a "user_config" option and write "${user_config.KEY}".';
}
