/**
 * mcpdesc's own format: a JSON or YAML file (`*.mcp.json`, `*.mcp.yaml`, `*.mcp.yml`) that declares
 * `protocolVersion` and lists what a server exposes in MCP's own vocabulary. See docs/descriptor-format.md.
 * How it is recognized is info.ts; this module adds its rules.
 */
import { defineFormat, type FormatSpec } from '../types.js';
import { descriptorContext, type RuleContext } from './context.js';
import { DESCRIPTOR_INFO } from './info.js';
import { DOCUMENT_RULES, RULES } from './rules/index.js';

/** The format's definition, for tests that check a descriptor with rules of their own. */
export const DESCRIPTOR: FormatSpec<RuleContext> = {
  ...DESCRIPTOR_INFO,
  documentRules: DOCUMENT_RULES,
  rules: RULES,
  context: descriptorContext,
};

export default defineFormat(DESCRIPTOR);
