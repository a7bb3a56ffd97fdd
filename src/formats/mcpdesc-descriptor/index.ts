/**
 * mcpdesc's own format: a JSON or YAML file (`*.mcp.json`, `*.mcp.yaml`, `*.mcp.yml`) that declares
 * `protocolVersion` and lists what a server exposes in MCP's own vocabulary. See docs/descriptor-format.md.
 */
import { VERSIONS } from '../../protocol/versions.js';
import { hasOwn, isObject } from '../../util/json.js';
import { defineFormat, type FormatSpec, type Recognition } from '../types.js';
import { declaredVersion, declaredVersions, descriptorContext, type RuleContext } from './context.js';
import { DOCUMENT_RULES, RULES } from './rules/index.js';

/** Top-level keys only a descriptor has (a Server Card or a client configuration has others). */
const DESCRIPTOR_KEYS = ['tools', 'resources', 'resourceTemplates', 'prompts', 'serverInfo', 'capabilities', 'instructions'];
/** Keys of client configurations, which list servers to start instead of describing one. */
const CLIENT_KEYS = ['mcpServers', 'servers', 'mcp_servers'];

// A file named exactly `.mcp.json` is Claude Code's project configuration, never a descriptor: the
// `?` keeps at least one character before the suffix.
const PATHS = ['**/?*.mcp.json', '**/?*.mcp.yaml', '**/?*.mcp.yml'];

/** The format's definition, for tests that check a descriptor with rules of their own. */
export const DESCRIPTOR: FormatSpec<RuleContext> = {
  id: 'mcpdesc-descriptor',
  noun: { one: 'descriptor', other: 'descriptors' },
  title: 'MCP descriptor (*.mcp.json, *.mcp.yaml)',
  paths: PATHS,
  namedBy: PATHS,
  syntax: 'yaml',
  versions: VERSIONS,
  recognize(value): Recognition {
    if (!isObject(value) || CLIENT_KEYS.some((key) => hasOwn(value, key))) return 'no';
    if (hasOwn(value, 'protocolVersion') && DESCRIPTOR_KEYS.some((key) => hasOwn(value, key))) return 'certain';
    return hasOwn(value, 'protocolVersion') || DESCRIPTOR_KEYS.some((key) => hasOwn(value, key)) ? 'likely' : 'no';
  },
  version: declaredVersion,
  declaredVersions,
  documentRules: DOCUMENT_RULES,
  rules: RULES,
  context: descriptorContext,
};

export default defineFormat(DESCRIPTOR);
