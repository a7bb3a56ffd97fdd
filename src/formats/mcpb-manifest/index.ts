/**
 * An MCPB bundle's `manifest.json` (formerly DXT), versioned by `manifest_version` (or the legacy
 * `dxt_version`) and resolved exactly as mcpb resolves it (versions.ts). Browser extensions and web apps
 * use the name `manifest.json` too, so only its content makes it one: a version key with a `server`
 * object, or a version string with an `author` object (a manifest that lost its `server`). A browser
 * extension's `manifest_version` is a number and its `author` a string or an e-mail object beside no
 * `server`, so it is neither.
 */
import { defineFormat, type FormatSpec } from '../types.js';
import { type McpbContext, mcpbContext } from './context.js';
import { MCPB_MANIFEST_INFO } from './info.js';
import { DOCUMENT_RULES, RULES } from './rules/index.js';

export { MCPB_VERSIONS } from './versions.js';

export const MCPB_MANIFEST: FormatSpec<McpbContext> = {
  ...MCPB_MANIFEST_INFO,
  documentRules: DOCUMENT_RULES,
  rules: RULES,
  context: mcpbContext,
};

export default defineFormat(MCPB_MANIFEST);
