/**
 * Go MCP server source: the tools a server defines with mcp-go or the go-sdk (extract.ts),
 * read as a descriptor's `tools` in the protocol versions of its SDK module (sdk.ts), and checked by
 * the same rules as TypeScript source's, at the literals that hold them.
 */
import { descriptorContext, type RuleContext } from '../mcpdesc-descriptor/context.js';
import { commentsBy, sourceParser } from '../source/program.js';
import { RULES } from '../typescript-source/rules/index.js';
import { defineFormat, type FormatSpec } from '../types.js';
import { extractGoTools } from './extract.js';
import { GO_SOURCE_INFO } from './info.js';
import { goSdkVersions, moduleOf, officialGoSdk } from './sdk.js';
import { tokenizeGo } from './tokens.js';

/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
export const parseGo = sourceParser({
  sdk: (text, path, workspace) => goSdkVersions(path, moduleOf(text), workspace),
  extract: (text) => extractGoTools(text, officialGoSdk(text)),
  recurses: true,
  // The consistency rules read every Go file as mcp-go's (server-tools.ts).
  sharedAs: (text) => (officialGoSdk(text) ? undefined : GO_SOURCE_INFO.id),
  comments: commentsBy(tokenizeGo),
});

export const GO_SOURCE: FormatSpec<RuleContext> = { ...GO_SOURCE_INFO, rules: RULES, context: descriptorContext, parseProgram: parseGo };

export default defineFormat(GO_SOURCE);
