/** Gemini CLI's server entry (settings.schema.json `$defs/MCPServerConfig`), shared by settings.json and gemini-extension.json. */
import { array, type Fields, map, number, object, oneOf, opt, string } from '../../model/dsl.js';

export const GEMINI_SERVER_FIELDS: Fields = {
  command: opt(string),
  args: opt(array(string)),
  env: opt(map(string)),
  cwd: opt(string),
  url: opt(string),
  httpUrl: opt(string),
  headers: opt(map(string)),
  tcp: opt(string),
  type: opt(oneOf('stdio', 'sse', 'http')),
  timeout: opt(number),
  description: opt(string),
  includeTools: opt(array(string)),
  excludeTools: opt(array(string)),
  extension: opt(object),
  oauth: opt(object),
  authProviderType: opt(oneOf('dynamic_discovery', 'google_credentials', 'service_account_impersonation')),
  targetAudience: opt(string),
  targetServiceAccount: opt(string),
};
