/**
 * TypeScript and JavaScript MCP server source: the tools a server registers with the SDK
 * (extract.ts), read as a descriptor's `tools` in the protocol versions its SDK release speaks
 * (sdk.ts), and checked by the descriptor's tool and security rules at the literals that hold them.
 */
import { vendoredTypescript } from '../../util/lazy-require.js';
import { descriptorContext, type RuleContext } from '../mcpdesc-descriptor/context.js';
import { type SdkVersions, sourceParser } from '../source/program.js';
import { defineFormat, type FormatSpec } from '../types.js';
import { commentsOf } from './comments.js';
import { type ImportedReads, importedReads } from './imported-reads.js';
import { listedRegistrations, type Registrations } from './imported-lists.js';
import { extractTools } from './extract.js';
import { TYPESCRIPT_SOURCE_INFO } from './info.js';
import { RULES } from './rules/index.js';
import { serverSdk } from './sdk.js';
import { servedMethods } from './served-methods.js';
import { type ToolClasses, toolClassesOf } from './tool-classes.js';

interface TypescriptSdk extends SdkVersions {
  /** The tool classes a module declares, proved by the modules of their base classes (tool-classes.ts). */
  classes: ToolClasses;
  /** The class methods whose written-out tools/list answer another module serves (served-methods.ts). */
  served: ReadonlySet<string>;
  /** The SDK v1 arguments another module registers the module's exported tools with (imported-lists.ts). */
  listed: Registrations | undefined;
  /** What the module's reads take from the modules it imports (imported-reads.ts). */
  imported: ImportedReads;
}

/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
export const parseTypescript = sourceParser({
  sdk: (text, path, workspace): TypescriptSdk => ({
    ...serverSdk(text, path, workspace),
    classes: toolClassesOf(vendoredTypescript(), text, path, workspace),
    served: servedMethods(text, path, workspace),
    listed: listedRegistrations(text, path, workspace),
    imported: importedReads(text, path, workspace),
  }),
  extract: (text, path, sdk) => extractTools(vendoredTypescript(), path, text, sdk.classes, sdk.served, sdk.listed, sdk.imported),
  recurses: true,
  sharedAs: () => TYPESCRIPT_SOURCE_INFO.id,
  comments: (text, path) => commentsOf(vendoredTypescript(), path, text),
});

export const TYPESCRIPT_SOURCE: FormatSpec<RuleContext> = {
  ...TYPESCRIPT_SOURCE_INFO,
  rules: RULES,
  context: descriptorContext,
  parseProgram: parseTypescript,
};

export default defineFormat(TYPESCRIPT_SOURCE);
