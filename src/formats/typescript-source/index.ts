/**
 * TypeScript and JavaScript MCP server source: the tools a server registers with the SDK
 * (extract.ts), read as a descriptor's `tools` in the protocol versions its SDK release speaks
 * (sdk.ts), and checked by the descriptor's tool and security rules at the literals that hold them.
 */
import { vendoredTypescript } from '../../util/lazy-require.js';
import { descriptorContext, type RuleContext } from '../mcpdesc-descriptor/context.js';
import toolUi from '../mcpdesc-descriptor/rules/apps/tool-ui.js';
import { sourceParser } from '../source/program.js';
import { defineFormat, type FormatSpec } from '../types.js';
import { commentsOf } from './comments.js';
import { extractTypescript } from './read.js';
import { TYPESCRIPT_SOURCE_INFO } from './info.js';
import { registrationContext } from './registration-contexts.js';
import { RULES } from './rules/index.js';
import { serverSdk } from './sdk.js';

/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
export const parseTypescript = sourceParser({
  // A module naming no SDK that registers on a context another module builds speaks that module's SDK (registration-contexts.ts).
  sdk: (text, path, workspace) => {
    const context = text.includes('@modelcontextprotocol/') ? undefined : registrationContext(text, path, workspace);
    return context ? serverSdk(context.text, context.path, workspace) : serverSdk(text, path, workspace);
  },
  extract: (text, path, _sdk, _tests, workspace) => extractTypescript(text, path, workspace),
  recurses: true,
  sharedAs: () => TYPESCRIPT_SOURCE_INFO.id,
  comments: (text, path) => commentsOf(vendoredTypescript(), path, text),
});

export const TYPESCRIPT_SOURCE: FormatSpec<RuleContext> = {
  ...TYPESCRIPT_SOURCE_INFO,
  // MCP Apps' tool metadata, which servers write on `registerTool` and `registerAppTool` alike (app-registrars.ts).
  rules: [...RULES, toolUi],
  context: descriptorContext,
  parseProgram: parseTypescript,
};

export default defineFormat(TYPESCRIPT_SOURCE);
