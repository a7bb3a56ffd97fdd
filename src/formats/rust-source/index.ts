/**
 * Rust MCP server source: the tools a server defines with rmcp's `#[tool]` functions (extract.ts), read
 * as a descriptor's `tools` in the protocol versions of its rmcp release (sdk.ts), and checked by the
 * same rules as the other source formats, at the literals and doc comments that hold them.
 */
import { descriptorContext, type RuleContext } from '../mcpdesc-descriptor/context.js';
import { commentsBy, sourceParser } from '../source/program.js';
import { RULES } from '../typescript-source/rules/index.js';
import { defineFormat, type FormatSpec } from '../types.js';
import { extractRustTools } from './extract.js';
import { includedFiles, keepsDocIncludes } from './included-files.js';
import { RUST_SOURCE_INFO } from './info.js';
import { boxedTypes, handRolledServer, hasToolMethods } from './hand-rolled.js';
import { inventoryConstTools, inventoryLister } from './inventory-consts.js';
import { mcpSdkRsServer, mcpSdkRsVersions } from './mcp-sdk-rs.js';
import { ownToolNew } from './own-tool-new.js';
import { registryCalls } from './registry-calls.js';
import { rustMcpSdkTools, rustMcpSdkVersions } from './rust-mcp-sdk.js';
import { MCP_ATTR, type RustSdk, rustSdkVersions } from './sdk.js';
import { tokenizeRust } from './tokens.js';
import { servedFunctions } from './served-functions.js';
import { servedTables } from './tool-table.js';
import { constLister, constTools } from './trait-consts.js';

/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
export const parseRust = sourceParser({
  // A file that names no rmcp, of a crate that answers MCP's methods by hand: the protocol version it
  // answers. A table of the crate's own tool struct: its rmcp release's, or the protocol version of the
  // hand-rolled server that lists it.
  sdk: (text, path, workspace): RustSdk => {
    // A file that names mcp-attr and not rmcp: its release's versions, its `#[tool]`s read as it makes them.
    if (!text.includes('rmcp') && text.includes('mcp_attr::')) return { ...rustSdkVersions(path, workspace, MCP_ATTR), mcpAttr: true };
    // A file of rust-mcp-sdk's `#[mcp_tool]` structs: its release's versions, the structs read as its macros make them.
    if (!text.includes('rmcp') && rustMcpSdkTools(text)) return rustMcpSdkVersions(path, workspace);
    const handRolled = text.includes('rmcp') ? undefined : handRolledServer(text, path, workspace);
    // A registry filled by `.register(…)` calls: in the serving file too (registry-calls.ts).
    const registry = registryCalls(text, path, workspace);
    if (handRolled) {
      const registered = hasToolMethods(text) ? boxedTypes(path, workspace, text) : undefined;
      return {
        versions: handRolled.versions,
        from: handRolled.from,
        handRolled: true,
        ...(registered ? { registered } : {}),
        ...(registry ? { registry } : {}),
      };
    }
    if (!text.includes('rmcp') && mcpSdkRsServer(text)) return { ...mcpSdkRsVersions(path), sdkRs: true };
    const ownNew = ownToolNew(text, path, workspace);
    if (ownNew) return { versions: ownNew.server.versions, from: ownNew.server.from, ownNew };
    if (registry) return { versions: registry.server.versions, from: registry.server.from, registry };
    const { tables, server } = servedTables(text, path, workspace);
    if (server) return { versions: server.versions, from: server.from, tables };
    const consts = constTools(text, path, workspace) ?? inventoryConstTools(text, path, workspace);
    const reached = servedFunctions(text, path, workspace);
    const lister = constLister(text, path, workspace) || inventoryLister(text, path, workspace);
    return {
      ...rustSdkVersions(path, workspace),
      ...(tables.length > 0 ? { tables } : {}),
      ...(consts ? { consts } : {}),
      ...(lister ? { lister } : {}),
      ...(reached.length > 0 ? { reached } : {}),
    };
  },
  extract: (text, path, sdk, tests, workspace) =>
    extractRustTools(
      text,
      tests,
      sdk,
      (at) => {
        if (at !== path) workspace?.drawsOn?.(at);
      },
      includedFiles(path, workspace),
      keepsDocIncludes(sdk.rmcpRelease),
    ),
  // The reader does not recurse: however deep the nesting, it reads the file in loops.
  recurses: false,
  comments: commentsBy(tokenizeRust),
});

export const RUST_SOURCE: FormatSpec<RuleContext> = { ...RUST_SOURCE_INFO, rules: RULES, context: descriptorContext, parseProgram: parseRust };

export default defineFormat(RUST_SOURCE);
