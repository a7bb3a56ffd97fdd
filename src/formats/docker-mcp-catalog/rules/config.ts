import { isObject, quote } from '../../../util/json.js';
import { dockerMcpCatalogRule } from '../context.js';

/** The registry's `isSecretsValid`: `prefix.name`. */
const SECRET = /^[A-Za-z0-9_-]+\.[A-Za-z0-9._-]+$/;
const GRANDFATHERED = new Set(['nasdaq_data_link_api_key', 'sec_edgar_user_agent']);

/**
 * mcpdesc.docker.config: each secret is named `prefix.name`, and an environment value that fills in a
 * parameter (`{{…}}`) names one of this entry's (`{{<name>.<parameter>}}`), as the registry's CI
 * requires (cmd/validate: isSecretsValid, isConfigEnvValid).
 */
export default dockerMcpCatalogRule('mcpdesc.docker.config', (context) => {
  const { root } = context;
  const config = root.config;
  if (!isObject(config)) return;
  const name = typeof root.name === 'string' ? root.name : undefined;
  if (Array.isArray(config.secrets)) {
    config.secrets.forEach((secret, index) => {
      const secretName = isObject(secret) ? secret.name : undefined;
      if (typeof secretName !== 'string' || SECRET.test(secretName) || GRANDFATHERED.has(secretName)) return;
      context.report(
        `/config/secrets/${index}/name`,
        `The secret name ${quote(secretName)} is not "prefix.name", so the Docker MCP registry's CI rejects the entry. Name it after the server, e.g. ${quote(`${name ?? 'server'}.${secretName.replace(/[^A-Za-z0-9._-]+/g, '_')}`)}.`,
      );
    });
  }
  if (Array.isArray(config.env) && name !== undefined) {
    config.env.forEach((env, index) => {
      const value = isObject(env) ? env.value : undefined;
      if (typeof value !== 'string' || !value.startsWith('{{') || value.startsWith(`{{${name}.`)) return;
      context.report(
        `/config/env/${index}/value`,
        `${quote(value)} fills in a parameter that is not this entry's, so the Docker MCP registry's CI rejects it ("server uses unknown parameter"): parameters are named "{{${name}.<parameter>}}". Write the entry's own prefix.`,
      );
    });
  }
});
