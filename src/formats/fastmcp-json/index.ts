/**
 * FastMCP's `fastmcp.json` (info.ts says which files): checked against its schema v1 (model.ts), with the
 * migration from the first generation's top-level `entrypoint`.
 */
import { defineFormat, type FormatSpec } from '../types.js';
import { type FastmcpJsonContext, fastmcpJsonContext } from './context.js';
import { FASTMCP_JSON_INFO } from './info.js';
import { RULES } from './rules/index.js';

export const FASTMCP_JSON: FormatSpec<FastmcpJsonContext> = { ...FASTMCP_JSON_INFO, rules: RULES, context: fastmcpJsonContext };

export default defineFormat(FASTMCP_JSON);
