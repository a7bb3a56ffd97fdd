/**
 * A committed `tools/list` result (info.ts says which files): the tools a server serves, with their
 * schemas, checked by the descriptor's tool rules in the protocol versions its server's SDK speaks when
 * the repository names the SDK, else in the newest (sdk.ts).
 */
import type { RuleContext } from '../mcpdesc-descriptor/context.js';
import { defineFormat, type FormatSpec } from '../types.js';
import { toolListContext } from './context.js';
import { MCP_TOOL_LIST_INFO } from './info.js';
import { RULES } from './rules/index.js';
import { toolListVersions } from './sdk.js';

export const MCP_TOOL_LIST: FormatSpec<RuleContext> = { ...MCP_TOOL_LIST_INFO, rules: RULES, context: toolListContext, readVersions: toolListVersions };

export default defineFormat(MCP_TOOL_LIST);
