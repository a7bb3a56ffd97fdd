import { findSecret, findSecretField, type SecretMatch } from '../../../detect/secrets.js';
import { type ClientEntry, type ConfigContext, configRule } from '../context.js';
import type { EntryString } from '../entry.js';
import { hasReference, references } from '../references.js';
import { rememberCredential } from '../../types.js';

/**
 * mcpdesc.config.literal-secret: no credential written into the file (environment values, headers,
 * arguments, URLs) where a variable the client expands was meant. Placeholders ("<your-token>",
 * "YOUR_API_KEY", "xxx…") and references ("${GITHUB_TOKEN}") are not credentials.
 */
export default configRule('mcpdesc.config.literal-secret', (context) => {
  for (const entry of context.servers) {
    const args = Array.isArray(entry.args?.value) ? entry.args.value : [];
    for (const site of entry.strings) {
      // Fields whose values name variables rather than hold them (Codex's env_http_headers): only a known token format there is one.
      if (NAME_FIELDS.has(site.field) && !findSecret(site.text)) continue;
      const option = site.part === 'args' && typeof site.key === 'number' ? optionBefore(args[site.key - 1]) : undefined;
      const secret = secretIn(site) ?? (option && !hasReference(site.text) ? findSecretField(site.text, () => option) : null);
      if (!secret) continue;
      rememberCredential(context, site.text, secret);
      const name = variableName(entry, site);
      context.report(
        site.pointer,
        `This ${where(site)} holds what looks like a real credential: ${secret.kind} (${secret.redacted}). Committed, it reaches everyone who can read the repository and its history: revoke it, then ${advice(context, name)}`,
      );
    }
  }
});

const NAME_FIELDS = new Set(['env_http_headers', 'bearer_token_env_var', 'env_vars']);

function secretIn(site: EntryString): SecretMatch | null {
  // A reference is no secret, but a literal one can sit beside it ("postgres://admin:pw@${HOST}/db").
  const known = findSecret(withoutReferences(site.text));
  if (known) return known;
  if (hasReference(site.text)) return null;
  if (site.part === 'env' || site.part === 'headers') return findSecretField(site.text, () => String(site.key));
  if (site.part === 'args') {
    // "--api-key=value", or a value after "--api-key".
    const option = /^--?([A-Za-z][\w-]{0,60})=(.+)$/.exec(site.text);
    if (option) return findSecretField(option[2], () => option[1]);
  }
  return null;
}

/** `--access-token` before a value: the option's name, which says what the value is. */
function optionBefore(previous: unknown): string | undefined {
  return typeof previous === 'string' ? /^--?([A-Za-z][\w-]{0,60})$/.exec(previous)?.[1] : undefined;
}

function withoutReferences(text: string): string {
  return references(text).reduceRight((out, ref) => out.slice(0, ref.index) + 'X'.repeat(ref.text.length) + out.slice(ref.index + ref.text.length), text);
}

function where(site: EntryString): string {
  if (site.part === 'env') return `environment variable (${String(site.key)})`;
  if (/headers$/i.test(site.field)) return `header (${String(site.key)})`;
  if (site.part === 'args') return 'argument';
  return `"${site.field}" value`;
}

/** The variable a developer would set: the env key itself, else SERVER_FIELD in capitals. */
function variableName(entry: ClientEntry, site: EntryString): string {
  if (site.part === 'env' && typeof site.key === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(site.key)) return site.key;
  const server =
    entry.name
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .toUpperCase() || 'SERVER';
  return `${server}_TOKEN`;
}

function advice(context: ConfigContext, name: string): string {
  const { spec } = context;
  if (spec.interpolation?.inputs) {
    const id = name.toLowerCase().replace(/_/g, '-');
    return `write "\${input:${id}}" in place of the credential, with an "inputs" entry {"id": "${id}", "type": "promptString", "description": "…", "password": true}, so ${spec.client} asks each developer once and stores the value securely.`;
  }
  if (spec.envReference)
    return `write "${spec.envReference(name)}" in place of the credential and set ${name} in each developer's environment (${spec.client} expands it when it starts the server).`;
  return spec.secretAdvice?.(name) ?? 'keep the real value out of the repository: commit the file with a placeholder and let each developer fill it in.';
}
