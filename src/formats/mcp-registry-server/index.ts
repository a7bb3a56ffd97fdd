/**
 * The MCP Registry's `server.json`, versioned by the date in its `$schema` URL. Many other tools use
 * the name `server.json` (json-server databases, game servers), so only its content makes it one.
 * The model per version is model.ts (with values.ts and registry-types.ts), the rules are rules/;
 * how a file is recognized is info.ts.
 */
import { defineFormat, type FormatSpec } from '../types.js';
import { type RegistryContext, registryContext } from './context.js';
import { REGISTRY_SERVER_INFO } from './info.js';
import { DOCUMENT_RULES, RULES } from './rules/index.js';

export { schemaDate } from './info.js';
export { SERVER_JSON_VERSIONS } from './versions.js';

/** The format's definition, for tests that check a server.json with rules of their own. */
export const REGISTRY_SERVER: FormatSpec<RegistryContext> = {
  ...REGISTRY_SERVER_INFO,
  documentRules: DOCUMENT_RULES,
  rules: RULES,
  context: registryContext,
};

export default defineFormat(REGISTRY_SERVER);
