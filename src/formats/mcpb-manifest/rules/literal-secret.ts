import { findSecret, findSecretField, type SecretMatch } from '../../../detect/secrets.js';
import { joinPointer } from '../../../util/pointer.js';
import { mcpbRule } from '../context.js';
import { rememberCredential } from '../../types.js';
import { type ConfigString, configStrings, userConfig, variablesIn } from '../variables.js';

/**
 * mcpdesc.mcpb.literal-secret: no credential written into "server.mcp_config" or a "user_config" default.
 * The manifest ships inside every copy of the bundle; a credential belongs in a "sensitive" option each
 * user fills in, passed as "${user_config.KEY}". Placeholders and references are not credentials.
 */
export default mcpbRule('mcpdesc.mcpb.literal-secret', (context) => {
  for (const site of configStrings(context.manifest)) {
    const secret = secretIn(site);
    if (!secret) continue;
    rememberCredential(context, site.text, secret);
    const key = optionKey(site);
    context.report(
      site.pointer,
      `This ${where(site)} holds what looks like a real credential: ${secret.kind} (${secret.redacted}). The manifest ships inside every copy of the bundle: revoke it, then declare a "user_config" option ${JSON.stringify(key)} with "sensitive": true and write "\${user_config.${key}}" here, so each user enters their own and the client stores it securely.`,
    );
  }
  for (const [key, option] of userConfig(context.manifest)) {
    if (typeof option.default !== 'string') continue;
    const secret = findSecret(option.default) ?? findSecretField(option.default, () => key);
    if (!secret) continue;
    rememberCredential(context, option.default, secret);
    context.report(
      joinPointer('/user_config', key, 'default'),
      `The default of ${JSON.stringify(key)} holds what looks like a real credential: ${secret.kind} (${secret.redacted}). It ships in plain text in every copy of the bundle: revoke it, remove the default and mark the option "sensitive": true, so each user enters their own.`,
    );
  }
});

function secretIn(site: ConfigString): SecretMatch | null {
  const text = withoutVariables(site.text);
  const known = findSecret(text);
  if (known) return known;
  if (text !== site.text) return null;
  if (site.field === 'env') return findSecretField(site.text, () => String(site.key));
  if (site.field === 'args') {
    const option = /^--?([A-Za-z][\w-]{0,60})=(.+)$/.exec(site.text);
    if (option) return findSecretField(option[2], () => option[1]);
  }
  return null;
}

/** The text with each variable blanked out: a reference is no secret, but one can sit beside it. */
function withoutVariables(text: string): string {
  let out = text;
  for (const variable of variablesIn(text)) out = out.split(variable.text).join('X'.repeat(variable.text.length));
  return out;
}

function where(site: ConfigString): string {
  if (site.field === 'env') return `environment variable (${String(site.key)})`;
  return site.field === 'args' ? 'argument' : 'command';
}

/** The option to declare: the variable's name in lower case for env, else "api_key". */
function optionKey(site: ConfigString): string {
  if (site.field === 'env' && typeof site.key === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(site.key)) return site.key.toLowerCase();
  const option = /^--?([A-Za-z][\w-]{0,60})=/.exec(site.text);
  return option ? option[1].replace(/-/g, '_').toLowerCase() : 'api_key';
}
