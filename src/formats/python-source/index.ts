/**
 * Python MCP server source: the tools a server registers with FastMCP's `@server.tool` (extract.ts),
 * read as a descriptor's `tools` in the protocol versions of its `mcp` release (sdk.ts), and checked by
 * the same rules as TypeScript source's, at the literals and docstrings that hold them.
 */
import { descriptorContext, type RuleContext } from '../mcpdesc-descriptor/context.js';
import { commentsBy, sourceParser } from '../source/program.js';
import { RULES } from '../typescript-source/rules/index.js';
import { defineFormat, type FormatSpec } from '../types.js';
import { extractTools } from './extract.js';
import { PYTHON_SOURCE_INFO } from './info.js';
import { pythonSdkVersions } from './sdk.js';
import { tokenize } from './tokens.js';

/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
export const parsePython = sourceParser({
  sdk: (text, path, workspace) => pythonSdkVersions(path, text, workspace),
  extract: (text) => extractTools(text),
  recurses: true,
  sharedAs: () => PYTHON_SOURCE_INFO.id,
  comments: commentsBy(tokenize),
});

export const PYTHON_SOURCE: FormatSpec<RuleContext> = { ...PYTHON_SOURCE_INFO, rules: RULES, context: descriptorContext, parseProgram: parsePython };

export default defineFormat(PYTHON_SOURCE);
