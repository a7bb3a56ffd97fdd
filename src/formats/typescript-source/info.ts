/**
 * What tells that a file is a TypeScript or JavaScript MCP server's source: it sits at a source path and
 * imports the MCP SDK, or is handed a server its callers build. All that classification reads; the parser
 * and rules (index.ts) load only when such a file is linted.
 */
import { sourceInfo } from '../source/info.js';
import type { FormatInfo } from '../types.js';
import { forwardingInstance } from './forwarding-classes.js';
import { answersJsonRpc } from './hand-rolled.js';
import { handedServer } from './handed-server.js';
import { namesAppRegistrar } from './app-registrars.js';
import { listedTools } from './imported-lists.js';
import { lazyGroupTools } from './lazy-groups.js';
import { listRegistrarTools } from './list-registrars.js';
import { configModuleTools } from './config-modules.js';
import { listingMethodTools } from './listing-methods.js';
import { keyedExports } from './keyed-imports.js';
import { xmcpToolFile } from './xmcp-tools.js';
import { namesKeyedServer } from './keyed-records.js';
import { entriesServed } from './named-dicts.js';
import { namedMctx } from './mctx-names.js';
import { decoratesTools } from './metadata-decorators.js';
import { callsRegistrarMaker } from './registrar-makers.js';
import { registrationContext } from './registration-contexts.js';
import { declaresToolClass } from './tool-classes.js';
import { servedMethods } from './served-methods.js';
import { servedRecords } from './record-makers.js';
import { BUILDER_MODULES } from './tool-builders.js';

/**
 * punkpeye's fastmcp, Vercel's mcp-handler and its former name, @rekog/mcp-nest, mcp-framework (frameworks on the SDK, sdk.ts), tmcp,
 * and the frameworks of tool builders (tool-builders.ts).
 */
const FRAMEWORK_MODULES = ['fastmcp', 'mcp-handler', '@vercel/mcp-adapter', 'tmcp', '@rekog/mcp-nest', 'mcp-framework', ...BUILDER_MODULES];

const PATHS = ['**/?*.ts', '**/?*.mts', '**/?*.cts', '**/?*.tsx', '**/?*.js', '**/?*.mjs', '**/?*.cjs', '**/?*.jsx'];

export const TYPESCRIPT_SOURCE_INFO: FormatInfo = sourceInfo({
  id: 'typescript-source',
  // Never ties with another format: source files are told by path and imports, not by parsed content.
  precedence: 7,
  noun: { one: 'TypeScript server file', other: 'TypeScript server files' },
  title: 'TypeScript and JavaScript MCP server source (tools registered with the SDK)',
  paths: PATHS,
  // Frameworks on the SDK as quoted module names: `from "fastmcp"`, `require('mcp-handler')`.
  // Or a module handed its server as a function's parameter, which a caller proves (handed-server.ts).
  importsSdk: (text, path, workspace) =>
    text.includes('@modelcontextprotocol/sdk') ||
    text.includes('@modelcontextprotocol/server') ||
    // MCP Apps' helpers registering on an SDK v1 server (app-registrars.ts).
    namesAppRegistrar(text) ||
    FRAMEWORK_MODULES.some((module) => text.includes(`'${module}`) || text.includes(`"${module}`)) ||
    // mcp-use's server (mcp-use-server.ts), by its exact module names: `mcp-use/client` is its client; mcp-lite (mcp-lite-server.ts).
    /['"](?:mcp-use(?:\/server)?|(?:npm:)?mcp-lite(?:@[\w.^~-]*)?)['"]/.test(text) ||
    // A framework's server handed a record of tools keyed by name (keyed-records.ts).
    namesKeyedServer(text) ||
    // mctx's framework, which answers JSON-RPC itself (mctx-app.ts).
    namedMctx(text) !== undefined ||
    // Azure Functions' `app.mcpTool(…)`, served by the Functions host's MCP extension.
    (text.includes('.mcpTool(') && (text.includes("'@azure/functions'") || text.includes('"@azure/functions"'))) ||
    (path !== undefined && handedServer(text, path, workspace)) ||
    // Or one answering JSON-RPC itself as an MCP server does (hand-rolled.ts).
    (path !== undefined && answersJsonRpc(text, path)) ||
    // Or one registering on an instance of a class of the repository forwarding to the SDK (forwarding-classes.ts).
    (path !== undefined && forwardingInstance(text, path, workspace)) ||
    // Or a module of tool definitions another module registers item by item (imported-lists.ts).
    (path !== undefined && listedTools(text, path, workspace)) ||
    // Or one of dictionaries of tools keyed by name another module serves (named-dicts.ts).
    (path !== undefined && entriesServed(text, path, workspace)) ||
    // Or one of records of tool configs a module registers value by value (record-makers.ts).
    (path !== undefined && servedRecords(text, path, workspace).size > 0) ||
    // Or a module of tool classes whose base class registers them (tool-classes.ts).
    (path !== undefined && declaresToolClass(text, path, workspace)) ||
    // Or a class whose method writes out the tools/list answer another module serves (served-methods.ts).
    (path !== undefined && servedMethods(text, path, workspace).size > 0) ||
    // Or a module registering on a context another module builds to forward to the SDK (registration-contexts.ts).
    (path !== undefined && registrationContext(text, path, workspace) !== undefined) ||
    // Or a module handing its tools to a maker that returns the function registering them (registrar-makers.ts).
    (path !== undefined && callsRegistrarMaker(text, path, workspace)) ||
    // Or a module of tools built for a framework's record another module's server holds by name (keyed-imports.ts).
    (path !== undefined && keyedExports(text, path, workspace) !== undefined) ||
    // Or a file of an xmcp package's tools folder, each a tool (xmcp-tools.ts).
    (path !== undefined && xmcpToolFile(text, path, workspace)) ||
    // Or a group of tools a server module loads with `import()` and registers one by one (lazy-groups.ts).
    (path !== undefined && lazyGroupTools(text, path, workspace) !== undefined) ||
    // Or a module handing its own list to a function of the repository registering each item (list-registrars.ts).
    (path !== undefined && listRegistrarTools(text, path, workspace) !== undefined) ||
    // Or a module exporting one `{ name, config, handler }` another module registers (config-modules.ts).
    (path !== undefined && configModuleTools(text, path, workspace) !== undefined) ||
    // Or a class whose method returns the tool list a server module answers with (listing-methods.ts).
    (path !== undefined && listingMethodTools(text, path, workspace) !== undefined) ||
    // Or a module of classes given a decorator of the project whose metadata a module registers (metadata-decorators.ts).
    (path !== undefined && decoratesTools(text, path, workspace)),
});

export default TYPESCRIPT_SOURCE_INFO;
