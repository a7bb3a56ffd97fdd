/**
 * Python MCP server source: the tools a server registers with FastMCP's `@server.tool` (extract.ts),
 * read as a descriptor's `tools` in the protocol versions of its `mcp` release (sdk.ts), and checked by
 * the same rules as TypeScript source's, at the literals and docstrings that hold them; a tool's name is
 * unique with its FastMCP 3 version (name-unique.ts).
 */
import { descriptorContext, type RuleContext } from '../mcpdesc-descriptor/context.js';
import type { Extracted } from '../source/extracted.js';
import { commentsBy, sourceParser } from '../source/program.js';
import { RULES } from '../typescript-source/rules/index.js';
import { defineFormat, type FormatSpec } from '../types.js';
import { extractTools, versionPointer } from './extract.js';
import { handRolled } from './hand-rolled.js';
import { PYTHON_SOURCE_INFO } from './info.js';
import { fromModules } from './registered-elsewhere.js';
import versionedNameUnique from './name-unique.js';
import { componentVersions, pythonSdkVersions, type SdkVersions } from './sdk.js';
import { tokenize } from './tokens.js';

interface PythonSdk extends SdkVersions {
  /** Whether its FastMCP takes a tool's `version=` (sdk.ts). */
  componentVersions: boolean;
}

/** Without component versions, `version=` is no part of a tool: its name alone identifies it. */
function finish(extracted: Extracted, sdk: PythonSdk): Extracted {
  if (sdk.componentVersions) return extracted;
  const versions = new Set(extracted.tools.map((_, index) => versionPointer(`/tools/${index}`)));
  return {
    ...extracted,
    tools: extracted.tools.map(({ _meta, ...tool }) => tool),
    unread: extracted.unread.filter((u) => u.pointer === undefined || !versions.has(u.pointer)),
  };
}

/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
export const parsePython = sourceParser({
  // A module that answers MCP's methods itself (hand-rolled.ts): the protocol version it answers.
  sdk: (text, path, workspace): PythonSdk => {
    const server = handRolled(text, path);
    if (server) return { versions: server.versions, from: server.from, componentVersions: false };
    return { ...pythonSdkVersions(path, text, workspace), componentVersions: componentVersions(path, text, workspace) };
  },
  // What other modules of the repository say about its tools (registered-elsewhere.ts).
  extract: (text, path, _sdk, _tests, workspace) => extractTools(text, fromModules(text, path, workspace)),
  finish,
  recurses: true,
  sharedAs: () => PYTHON_SOURCE_INFO.id,
  comments: commentsBy(tokenize),
});

export const PYTHON_SOURCE: FormatSpec<RuleContext> = {
  ...PYTHON_SOURCE_INFO,
  rules: RULES.map((rule) => (rule.id === versionedNameUnique.id ? versionedNameUnique : rule)),
  context: descriptorContext,
  parseProgram: parsePython,
};

export default defineFormat(PYTHON_SOURCE);
