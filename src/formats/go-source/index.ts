/**
 * Go MCP server source: the tools a server defines with mcp-go or the go-sdk (extract.ts),
 * read as a descriptor's `tools` in the protocol versions of its SDK module (sdk.ts), and checked by
 * the same rules as TypeScript source's, at the literals that hold them.
 */
import { descriptorContext, type RuleContext } from '../mcpdesc-descriptor/context.js';
import { commentsBy, type SdkVersions, sourceParser } from '../source/program.js';
import { RULES } from '../typescript-source/rules/index.js';
import { defineFormat, type FormatSpec } from '../types.js';
import { extractGoTools } from './extract.js';
import { type GolangFile, golangFileOf } from './golang.js';
import { GO_SOURCE_INFO } from './info.js';
import { type HandRolled, handRolledServer, namesNoSdk } from './hand-rolled.js';
import type { ToolStruct } from './registrars.js';
import { goSdkVersions, importsGolang, moduleOf, officialGoSdk } from './sdk.js';
import { goSdkPointers } from './sdk-pointers.js';
import { type SpecHelpers, specHelpers } from './spec-helpers.js';
import { tokenizeGo } from './tokens.js';
import { translatedCalls } from './translations.js';
import { type ToolWrappers, toolWrappers } from './wrappers.js';

interface GoSdk extends SdkVersions {
  /** The hand-rolled server of the file's module, when the file names no SDK. */
  served?: HandRolled;
  /** The tool type this serving file's `tools/list` answer writes a slice literal of. */
  listed?: ToolStruct;
  /** The module's registering helpers a go-sdk file calls (spec-helpers.ts). */
  helpers?: SpecHelpers;
  /** An mcp-golang file's registered lists and registering loops (golang.ts). */
  golang?: GolangFile;
  /** The module's own constructors over mcp-go the file calls (wrappers.ts); of a go-sdk file, its pointer helpers and registering functions (sdk-pointers.ts). */
  wrappers?: ToolWrappers;
  /** The file's calls of a translation helper, each the default it is given (translations.ts). */
  translated?: ReadonlySet<number>;
}

/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
export const parseGo = sourceParser<GoSdk, number>({
  // A file that names no SDK, of a module that answers MCP's methods by hand: the protocol version it answers.
  sdk: (text, path, workspace): GoSdk => {
    const served = namesNoSdk(text) ? handRolledServer(text, path, workspace) : undefined;
    if (served) return { versions: served.versions, from: served.from, served, listed: served.lists.get(path) };
    const helpers = officialGoSdk(text) ? specHelpers(text, path, workspace) : undefined;
    const golang = importsGolang(text) ? golangFileOf(text, path, workspace) : undefined;
    // A go-sdk file: its pointer helpers alone (sdk-pointers.ts).
    const wrappers = golang ? undefined : officialGoSdk(text) ? goSdkPointers(text, path, workspace) : toolWrappers(text, path, workspace, true);
    const translated = translatedCalls(text, path, workspace);
    return {
      ...goSdkVersions(path, moduleOf(text), workspace),
      ...(helpers ? { helpers } : {}),
      ...(golang ? { golang } : {}),
      ...(wrappers ? { wrappers } : {}),
      ...(translated.size > 0 ? { translated } : {}),
    };
  },
  extract: (text, _path, sdk) => extractGoTools(text, officialGoSdk(text), sdk.served, sdk.helpers, sdk.listed, sdk.golang, sdk.wrappers, sdk.translated),
  recurses: true,
  // The consistency rules read every Go file alone (server-tools.ts): only an mcp-go file is read alike.
  sharedAs: (text) => (officialGoSdk(text) || importsGolang(text) || namesNoSdk(text) ? undefined : GO_SOURCE_INFO.id),
  comments: commentsBy(tokenizeGo),
});

export const GO_SOURCE: FormatSpec<RuleContext> = { ...GO_SOURCE_INFO, rules: RULES, context: descriptorContext, parseProgram: parseGo };

export default defineFormat(GO_SOURCE);
