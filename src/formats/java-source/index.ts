/**
 * Java MCP server source: the tools a server defines with Spring AI's `@Tool`, the MCP annotations'
 * `@McpTool`, Quarkus MCP Server's `@Tool` or the MCP Java SDK's `McpSchema.Tool` (extract.ts), read as a descriptor's `tools` in the
 * protocol versions of its SDK release (sdk.ts), and checked by the same rules as the other source
 * formats, at the literals that hold them.
 */
import { descriptorContext, type RuleContext } from '../mcpdesc-descriptor/context.js';
import { commentsBy, sourceParser } from '../source/program.js';
import { RULES } from '../typescript-source/rules/index.js';
import { defineFormat, type FormatSpec } from '../types.js';
import { extractJavaTools } from './extract.js';
import { importedConstants } from './imported-constants.js';
import { JAVA_SOURCE_INFO } from './info.js';
import { javaSdkVersions, quarkusVersions } from './sdk.js';
import { tokenizeJava } from './tokens.js';

/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
export const parseJava = sourceParser({
  sdk: (text, path, workspace) =>
    text.includes('io.quarkiverse.mcp.server') && !text.includes('io.modelcontextprotocol') ? quarkusVersions() : javaSdkVersions(path, workspace),
  // Other classes' constants the file names (imported-constants.ts).
  extract: (text, path, _sdk, _tests, workspace) => extractJavaTools(text, (tokens) => importedConstants(tokens, text, path, workspace)),
  // The reader does not recurse: however deep the nesting, it reads the file in loops.
  recurses: false,
  comments: commentsBy(tokenizeJava),
});

export const JAVA_SOURCE: FormatSpec<RuleContext> = { ...JAVA_SOURCE_INFO, rules: RULES, context: descriptorContext, parseProgram: parseJava };

export default defineFormat(JAVA_SOURCE);
