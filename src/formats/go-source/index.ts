/**
 * Go MCP server source: the tools a server defines with mcp-go or the go-sdk (extract.ts),
 * read as a descriptor's `tools` in the protocol versions of its SDK module (sdk.ts), and checked by
 * the same rules as TypeScript source's, at the literals that hold them.
 */
import { descriptorContext, type RuleContext } from '../mcpdesc-descriptor/context.js';
import { commentsBy, type SdkVersions, sourceParser } from '../source/program.js';
import { RULES } from '../typescript-source/rules/index.js';
import { defineFormat, type FormatSpec } from '../types.js';
import { GO_SOURCE_INFO } from './info.js';
import { type GoReading, goReading, readGoFile } from './reading.js';
import { goSdkVersions, moduleOf } from './sdk.js';
import { tokenizeGo } from './tokens.js';

interface GoSdk extends SdkVersions, GoReading {}

/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
export const parseGo = sourceParser<GoSdk, number>({
  sdk: (text, path, workspace): GoSdk => {
    const reading = goReading(text, path, workspace);
    // A file that names no SDK, of a module that answers MCP's methods by hand: the protocol version it answers.
    if (reading.served) return { versions: reading.served.versions, from: reading.served.from, ...reading };
    return { ...goSdkVersions(path, moduleOf(text), workspace), ...reading };
  },
  extract: (text, _path, sdk) => readGoFile(text, sdk),
  recurses: true,
  // The consistency rules read every Go file alike (server-tools.ts, reading.ts).
  sharedAs: () => GO_SOURCE_INFO.id,
  comments: commentsBy(tokenizeGo),
});

export const GO_SOURCE: FormatSpec<RuleContext> = { ...GO_SOURCE_INFO, rules: RULES, context: descriptorContext, parseProgram: parseGo };

export default defineFormat(GO_SOURCE);
