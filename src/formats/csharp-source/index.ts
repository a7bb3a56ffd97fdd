/**
 * C# MCP server source: the tools a server defines with the official SDK's `[McpServerTool]` methods
 * (extract.ts), read as a descriptor's `tools` in the protocol versions of its `ModelContextProtocol`
 * package (sdk.ts), and checked by the same rules as the other source formats, at the literals that
 * hold them.
 */
import { descriptorContext, type RuleContext } from '../mcpdesc-descriptor/context.js';
import { azureFunctionsVersions } from '../source/azure-functions.js';
import { commentsBy, sourceParser } from '../source/program.js';
import { RULES } from '../typescript-source/rules/index.js';
import { defineFormat, type FormatSpec } from '../types.js';
import { extractCsTools } from './extract.js';
import { type HandRolledCs, handRolledCs } from './hand-rolled.js';
import { netHandlerFile, netHandlerRegistered, netHandlerVersions } from './handler-base.js';
import { AZURE_NAMESPACE, CSHARP_SOURCE_INFO } from './info.js';
import { type ServedMember, sdkTypes, servedMembers } from './list-results.js';
import { registeredClass } from './registered.js';
import { type CsSdk, csSdkVersions } from './sdk.js';
import { solutionConstants } from './solution-constants.js';
import { tokenizeCs } from './tokens.js';

interface CsRead extends CsSdk {
  /** Whether the repository hands the SDK a class (registered.ts). */
  registered?: (name: string) => boolean;
  /** The hand-rolled server of the file's project (hand-rolled.ts). */
  served?: HandRolledCs;
  /** The file's static members a `ListToolsResult` of the solution is given (list-results.ts). */
  listed?: ReadonlyMap<string, ServedMember>;
  /** Whether the solution registers a ModelContextProtocol.NET handler class (handler-base.ts). */
  handlers?: (name: string) => boolean;
}

/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
export const parseCs = sourceParser({
  sdk: (text, path, workspace): CsRead => {
    // A project that answers MCP's methods itself: the protocol version its server answers (hand-rolled.ts).
    const served = handRolledCs(text, path, workspace);
    if (served && !text.includes('ModelContextProtocol')) return { versions: served.versions, from: served.from, snake: true, served };
    // A tool handler of ModelContextProtocol.NET, an older library than the official SDK (handler-base.ts).
    if (netHandlerFile(text)) return { ...netHandlerVersions(path), snake: true, handlers: (name) => netHandlerRegistered(name, path, workspace) };
    const versions = csSdkVersions(path, workspace);
    const listed = text.includes('new Tool') && sdkTypes(text) ? servedMembers(text, path, workspace) : undefined;
    const found = { ...versions, registered: (name: string) => registeredClass(name, path, workspace), ...(listed ? { listed } : {}) };
    // An Azure Functions app references the extension, not the SDK: what the extension speaks is assumed.
    return text.includes(AZURE_NAMESPACE) && found.from.startsWith('assumed ') ? { ...found, ...azureFunctionsVersions() } : found;
  },
  extract: (text, path, sdk, _tests, workspace) =>
    extractCsTools(text, sdk.snake, sdk.registered, sdk.served, sdk.listed, sdk.handlers, solutionConstants(path, workspace)),
  // The reader does not recurse: however deep the nesting, it reads the file in loops.
  recurses: false,
  comments: commentsBy(tokenizeCs),
});

export const CSHARP_SOURCE: FormatSpec<RuleContext> = { ...CSHARP_SOURCE_INFO, rules: RULES, context: descriptorContext, parseProgram: parseCs };

export default defineFormat(CSHARP_SOURCE);
