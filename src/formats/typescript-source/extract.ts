/**
 * The tools a TypeScript or JavaScript server registers with the MCP SDK, read from its syntax tree
 * (TypeScript's own parser; no type checking, no other file):
 * - SDK v1 `server.tool(name, [description], [shape], [annotations], callback)`;
 * - `server.registerTool(name, { title, description, inputSchema, outputSchema, annotations, _meta }, callback)`
 *   (SDK v1 from 1.13 and v2's `@modelcontextprotocol/server`);
 * - the low-level `server.setRequestHandler(ListToolsRequestSchema, …)` returning `{ tools: [...] }`
 *   of literal tool objects, or `{ tools: list.map((t) => ({ name: t.name, … })) }` over the module's own
 *   list (tool-lists.ts), or the one list a private method of the class returns (`tools: this.getTools()`);
 * - a loop over the module's own list registering each item (`for (const t of list) server.tool(t.name, …)`);
 * - the `{ tools: [...] }` a class's method returns, when another module's handler answers with it
 *   (`served`, proved by served-methods.ts: `Class.method`);
 * - an object literal declared as the SDK's `Tool` type (`: Tool`, `: Tool[]`, `satisfies Tool`, `as Tool`, a
 *   function's declared result `(): Tool[]`), whichever module's handler returns it;
 * - a class proved a tool (tool-classes.ts: mcp-framework's `MCPTool`, a project base class registering
 *   `this.name`), its parts read from its fields, and @rekog/mcp-nest's `@Tool({ name, description, parameters })`;
 * - a class given a project's decorator whose metadata a module registers (metadata-decorators.ts: `@McpTool({ … })`);
 * - prompts and resources, for the security rules to read their texts: `server.prompt(name, [description],
 *   [argsSchema], callback)`, `server.registerPrompt(name, { title, description, argsSchema }, callback)`,
 *   `server.resource(name, uri | new ResourceTemplate(uriTemplate, …), [metadata], callback)` and
 *   `server.registerResource(name, uri | template, { title, description, mimeType }, callback)`.
 * Each tool becomes an entry of a descriptor's `tools` list (prompts of `prompts`, resources of
 * `resources` or `resourceTemplates`), placed where its parts are written.
 * A registration whose name is computed, a tool list built at run time, a description from a call:
 * each is listed as not statically known at its place, and nothing is made up for it.
 */
import type * as TS from 'typescript';
import type { AfterCallback } from '../../parse/inventory.js';
import type { Spans } from '../../parse/parse.js';
import { dropArgumentTypes } from '../../parse/program.js';
import { joinPointer } from '../../util/pointer.js';
import { argumentsFromSchema, type Extracted, UNKNOWN } from '../source/extracted.js';
import { callbackIndex, isShape, shortText } from './after-callback.js';
import { answeredLocal, keptFrom } from './answered-locals.js';
import { enclosingList } from './enclosing-lists.js';
import { type Built, calledName, forwardersOf, placedArguments } from './forwarders.js';
import type { GroupFields, GroupTools } from './lazy-groups.js';
import type { ImportedReads } from './imported-reads.js';
import { getterValue, ownMembers } from './constructed-classes.js';
import type { RegistrarMaker } from './registrar-makers.js';
import { type EntryFields, type NamedEntry, namedDicts } from './named-dicts.js';
import { itemOfReadList } from './read-lists.js';
import type { ItemArgument, Listed } from './imported-lists.js';
import type { MadeTool } from './made-thunks.js';
import type { HelperShape } from './tool-lists.js';
import { constLists } from './loop-registrars.js';
import { handRolledAnswers } from './hand-rolled.js';
import { type ToolsAnswers, toolsAnswers } from './handed-answers.js';
import { calledMethod, constructedServer, registersThroughStandIn } from './server-object.js';
import { soleCall } from './sole-call.js';
import { unreadRegistration } from './unread-names.js';
import { staticDelegate } from './static-delegates.js';
import { ownRecordSwap } from './own-records.js';
import type { ConfiguredClass } from './configured-classes.js';
import { type DecoratedTools, decoratorCalls } from './metadata-decorators.js';
import { type RecordServing, recordMakers } from './record-makers.js';
import type { ClassTool, ToolClasses } from './tool-classes.js';
import { builtBody } from './built-lists.js';
import { collectReturns, delegatedBody, exportedTools, isToolObject, loopedList, mappedList, namesListTools, type Projection } from './tool-lists.js';
import { type Unread, ValueReader, walk } from './values.js';
import type { Typescript } from './values.js';
import { shapeSchema, zodSchema } from './zod.js';
import { unchangedLists } from './spread-lists.js';
import type { ZodMajor } from './zod-version.js';
import { parsedSource } from './parsed.js';
import { type HandlerFields, mctxServers, ownHandlers } from './mctx-app.js';
import { MCTX_MODULES, namedMctx } from './mctx-names.js';
import { passedCallback } from './passed-callbacks.js';
import { importsMcpLite, MCP_LITE_KEYS, MCP_LITE_SCHEMAS } from './mcp-lite-server.js';
import { importsMcpUseServer, MCP_USE_KEYS, MCP_USE_SCHEMAS } from './mcp-use-server.js';
import { type KeyedExports, builtBy } from './keyed-imports.js';
import { XMCP_KEYS, type XmcpTool, xmcpTool } from './xmcp-tools.js';
import { type KeyedFramework, type KeyedTool, keyedBuilders, keyedImports, keyedTool, type ServedRecord, servedRecord } from './keyed-records.js';
import { BUILDER_ZOD, builderImports, builderOf, disabledDefinition, type ToolBuilder } from './tool-builders.js';
import { APP_MIME_TYPE, appRegistrarOf, appRegistrars, appToolMeta, withAppConstants } from './app-registrars.js';

/** A quoted module name of the SDK, a framework on it or tmcp, or Azure Functions (what info.ts tells a server file by). */
const NAMES_MCP_MODULE =
  /['"](?:@modelcontextprotocol\/|fastmcp|mcp-handler|@vercel\/mcp-adapter|tmcp|@azure\/functions|@rekog\/mcp-nest|mcp-framework|@cyanheads\/mcp-ts-core|mcp-use(?:\/server)?['"]|(?:npm:)?mcp-lite(?:@[\w.^~-]*)?['"]|@mctx-ai\/(?:app|mcp)['"]|@supabase\/mcp-utils['"]|@mastra\/mcp['"])/;
/** A registration handed a name (`x.registerTool(name, …)`), a spread list (`(...args)`) or bound (`.tool.bind(`): the file may have a helper forwarding to it. */
const FORWARDED_NAME = /\.(?:registerTool|tool)\(\s{0,24}[A-Za-z_$][\w$]{0,99}\s{0,8},|\(\.\.\.[A-Za-z_$][\w$]{0,99}\)|\.(?:registerTool|tool)\.bind\(/;
/** Keys of a registerTool config the SDK passes on as they are written. */
const PLAIN_KEYS = ['title', 'description', 'annotations', '_meta'];
type FastmcpKind = 'tools' | 'prompts' | 'resources' | 'resourceTemplates';
/** fastmcp's registration methods, by the list each adds to: one definition, or an array of them. */
const FASTMCP_KINDS: Readonly<Record<string, FastmcpKind>> = {
  addTool: 'tools',
  addPrompt: 'prompts',
  addResource: 'resources',
  addResourceTemplate: 'resourceTemplates',
};
const FASTMCP_LISTS: Readonly<Record<string, FastmcpKind>> = {
  addTools: 'tools',
  addPrompts: 'prompts',
  addResources: 'resources',
  addResourceTemplates: 'resourceTemplates',
};
/** A fastmcp tool's Standard Schema keys, by the field of the tool it lists. */
const FASTMCP_SCHEMAS: Readonly<Partial<Record<string, string>>> = { parameters: 'inputSchema', outputSchema: 'outputSchema' };
const FASTMCP_NOUNS: Readonly<Record<FastmcpKind, string>> = {
  tools: 'tool',
  prompts: 'prompt',
  resources: 'resource',
  resourceTemplates: 'resource template',
};
/** Keys of a fastmcp definition read (a tool's `parameters` becomes its `inputSchema`). */
const FASTMCP_KEYS: Readonly<Record<FastmcpKind, readonly string[]>> = {
  tools: ['description', 'parameters', 'outputSchema', 'annotations', '_meta'],
  prompts: ['description', 'arguments'],
  resources: ['description', 'mimeType'],
  resourceTemplates: ['description', 'mimeType'],
};
/** tmcp's `server.tool({ name, title, description, schema, outputSchema, annotations, _meta }, execute)`: its keys read, and its Standard Schemas. */
const TMCP_TOOL_KEYS = ['title', 'description', 'schema', 'outputSchema', 'annotations', '_meta'];
const TMCP_SCHEMAS: Readonly<Partial<Record<string, string>>> = { schema: 'inputSchema', outputSchema: 'outputSchema' };
/** What an exported list's tool object gives the tool, each under its own key (handlers and other keys are left). */
const TOOL_FIELDS: Projection = {
  spread: false,
  keys: new Map(['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta'].map((key) => [key, key])),
};
const SCHEMA_KEYS = new Set(['inputSchema', 'outputSchema']);
/** Keys that make the object a wrapper's `tool(name, config)` takes last a tool config, not a callback. */
const WRAPPER_KEYS = ['description', 'parameters', 'inputSchema'];
/** @rekog/mcp-nest's `@Tool({ name, title, description, parameters, outputSchema, annotations, _meta })` on a method. */
const NEST_MODULE = '@rekog/mcp-nest';
const NEST_KEYS = ['title', 'description', 'parameters', 'outputSchema', 'annotations', '_meta'];
/** Keys of a prompt's and a resource's metadata the SDK passes on as they are written. */
const PROMPT_KEYS = ['title', 'description', '_meta'];
const RESOURCE_KEYS = ['title', 'description', 'mimeType', '_meta'];

export function extractTools(
  ts: Typescript,
  path: string,
  text: string,
  classes: ToolClasses = new Map(),
  served: ReadonlySet<string> = new Set(),
  listed?: Listed,
  imported?: ImportedReads,
  entries?: EntryFields,
  zod?: ZodMajor,
  contextCalls?: ReadonlyMap<number, readonly string[]>,
  groupTools?: GroupTools,
  keyedExports?: KeyedExports,
  xmcp?: boolean,
): Extracted<[number, number]> {
  const file = parsedSource(ts, path, text);
  const spans = new Map<string, Spans>();
  const unread: Unread[] = [];
  // MCP Apps' constants (`mimeType: RESOURCE_MIME_TYPE`) read as the package writes them (app-registrars.ts).
  const reader = new ValueReader(ts, file, spans, unread, new Map(), withAppConstants(ts, file, imported?.constants));
  reader.zodMajor = zod;
  const tools: Record<string, unknown>[] = [];
  const prompts: Record<string, unknown>[] = [];
  const resources: Record<string, unknown>[] = [];
  const resourceTemplates: Record<string, unknown>[] = [];
  const names: [number, number][] = [];
  // A file naming no MCP module is read only when a caller hands it a server (handed-server.ts): of the server
  // classes that proof accepts, fastmcp's FastMCP alone has `addTool`, so there it is fastmcp's.
  // A module of tool classes (tool-classes.ts) is read for its classes alone.
  const fastmcp =
    importsModule(ts, file, (module) => module === 'fastmcp' || module.startsWith('fastmcp/')).imported || (!NAMES_MCP_MODULE.test(text) && classes.size === 0);
  const tmcp = importsModule(ts, file, (module) => module === 'tmcp' || module.startsWith('tmcp/')).imported;
  // mcp-use's `server.tool({ name, description, schema }, cb?)` (mcp-use-server.ts).
  const mcpUse = importsMcpUseServer(ts, file);
  // mcp-lite's `server.tool('name', { description, inputSchema, handler })` (mcp-lite-server.ts).
  const mcpLite = importsMcpLite(ts, file);
  // `@Tool({ name, description, parameters })` of @rekog/mcp-nest, by the names the file imports it as.
  const nestTool = importedNames(ts, file, NEST_MODULE, 'Tool');
  // A server handed a record of tools keyed by name, `createMcpServer({ tools: { key: tool({ … }) } })` (keyed-records.ts).
  const keyed = keyedImports(ts, file);
  // Its exported tools another module's server record holds under their names (keyed-imports.ts), and the builders it imports.
  const exportedBuilders = keyedExports?.size ? keyedBuilders(ts, file) : undefined;
  // A file of xmcp's tools folder: its exported `metadata` and `schema` (xmcp-tools.ts).
  const xmcpFile = xmcp ? xmcpTool(ts, file) : undefined;
  // A framework's tool builders (tool-builders.ts), and the zod it re-exports.
  const builders = builderImports(ts, file);
  if (zod === undefined && builders.zod.size > 0) reader.zodMajor = BUILDER_ZOD;
  const zodNames =
    fastmcp || tmcp || mcpUse || keyed || exportedBuilders || xmcpFile || nestTool.size > 0 || classes.size > 0 || builders.builders.size > 0
      ? new Set([...importsModule(ts, file, (module) => module === 'zod' || module.startsWith('zod/')).names, ...builders.zod])
      : new Set<string>();
  const toolType = sdkToolType(ts, file);
  const apps = appRegistrars(ts, file);
  const azure = importsModule(ts, file, (module) => module === '@azure/functions').imported;
  // @mctx-ai/app's `server.tool(name, handler)` (mctx-app.ts): in a module of it, no `.tool` call is the SDK's.
  const mctx = namedMctx(text) && importsModule(ts, file, (module) => MCTX_MODULES.includes(module)).imported ? mctxServers(ts, file) : undefined;
  // A module whose exported lists of tool objects another module registers (imported-lists.ts): one naming no MCP
  // module is a server file by that proof alone; one naming one (for its types) when the proof is `listed`.
  /** Exported tools a registry adds on some runs only (keyed-returns.ts: `if (flag) tools.push(…)`). */
  const sometimes = new Set<TS.Node>();
  // The spreads of those lists a mapping makes tools of, each not statically known (generated-items.ts), and
  // their items naming another module's value (aliased-items.ts): what each is, unread.
  const generatedSpreads = new Map<TS.Node, string>();
  const importedLists =
    NAMES_MCP_MODULE.test(text) && !listed
      ? undefined
      : importedObjects(ts, file, generatedSpreads, listed?.passed, listed?.helpers, listed?.made, sometimes, listed?.unserved);
  const madeCalls = new Map([...(listed?.made?.values() ?? [])].map(({ call, keys }) => [call as TS.Node, keys]));
  // What a handler serving them leaves out of each (`({ _meta, ...rest }) => rest`) or computes is not read as written.
  const handlerFields: Projection =
    listed && listed.omitted.size + listed.computed.size > 0 ? { ...TOOL_FIELDS, omit: new Set([...listed.omitted, ...listed.computed]) } : TOOL_FIELDS;
  // The entries of its dictionaries keyed by tool name that another module serves (named-dicts.ts).
  const namedEntries =
    entries &&
    new Map<TS.Node, NamedEntry>([...namedDicts(ts, file).values()].flatMap(({ entries: held }) => held.map((entry) => [entry.tool, entry] as const)));
  // Helpers of the file forwarding their parameters to `registerTool` (forwarders.ts): only where a registration is handed a name.
  const forwarders = FORWARDED_NAME.test(text)
    ? forwardersOf(ts, file, importsModule(ts, file, (module) => module === 'zod' || module.startsWith('zod/')).names)
    : undefined;
  /** The object literals read as tools, so one a handler returns and its declaration names is counted once. */
  const readTools = new Set<TS.Node>();
  /** The object literals a registration of the file reads parts of (`registerTool(def.name, { ...def }, cb)`): that registration's tool, no other. */
  let consumed: Set<TS.Node> | undefined;

  /** Indexes of the tools registered only on some paths (`if (process.env.X) server.tool(…)`). */
  const conditional: number[] = [];
  /** Arguments SDK v1 registrations pass after their callback, which it never reads (after-callback.ts). */
  const afterCallback: AfterCallback[] = [];
  /** A registration of a class's own `this.name` by an instance a module constructs (constructed-classes.ts): its members as written. */
  const recordOf = imported?.recordServings.size
    ? new Map(
        [...recordMakers(ts, file, true)].flatMap(([name, record]) => {
          const serving = imported.recordServings.get(name);
          return serving ? [[record, serving] as const] : [];
        }),
      )
    : undefined;
  const ownMembersOf = (call: TS.CallExpression) => (imported?.constructed.size ? ownMembers(ts, call, imported.constructed) : undefined);
  /** The node being visited: the registration a tool is read from. */
  let current: TS.Node = file;
  const add = (tool: Record<string, unknown>, name: [number, number]) => {
    tools.push(tool);
    names.push(name);
    if (underCondition(ts, current)) conditional.push(tools.length - 1);
    return joinPointer('/tools', String(tools.length - 1));
  };

  const visit = (node: TS.Node): void => {
    if (toolType.names.size + toolType.namespaces.size > 0) typedDefinition(node);
    if (nestTool.size > 0 && ts.isDecorator(node) && ts.isCallExpression(node.expression) && node.expression.arguments.length === 1) {
      const callee = node.expression.expression;
      if (ts.isIdentifier(callee) && nestTool.has(callee.text)) fastmcpDefinition(node.expression.arguments[0], 'tools', node, NEST_KEYS);
    }
    // A project's decorator whose metadata a module registers (metadata-decorators.ts): the one on a top-level class.
    if (imported?.decorated.size && ts.isClassDeclaration(node) && node.parent === file) decoratedTool(node, imported.decorated);
    // Only a module's top-level classes are proved tools (tool-classes.ts).
    if (classes.size > 0 && ts.isClassDeclaration(node) && node.name && node.parent === file) {
      const shape = classes.get(node.name.text);
      if (shape) classTool(node, shape);
    }
    if (served.size > 0 && ts.isMethodDeclaration(node) && node.body && servedMethod(ts, node, served)) answer(node.body);
    const entry = namedEntries?.get(node);
    if (entry && entries) namedTool(entry, entries);
    const elsewhere = generatedSpreads.get(node);
    if (elsewhere) unread.push({ node, what: elsewhere });
    const passed = importedLists?.get(node);
    if (passed) argumentTool(node as TS.ObjectLiteralExpression | TS.CallExpression, passed);
    else if (passed === null) {
      const read = literalTool(node as TS.ObjectLiteralExpression, undefined, handlerFields, true);
      if (read && sometimes.has(node)) conditional.push(read.index);
      const pointer = read && joinPointer('/tools', String(read.index));
      if (pointer) for (const key of listed?.computed ?? []) unread.push({ node, what: `the tool's ${key}`, pointer: joinPointer(pointer, key) });
    }
    if (forwarders && ts.isCallExpression(node)) {
      // The helper's own call is no tool by itself; each call of the helper is the registration it makes.
      if (forwarders.inner.has(node)) return;
      const name = calledName(ts, node.expression);
      const helper = name === undefined ? undefined : forwarders.byName.get(name);
      if (helper?.built) return builtRegistration(node, helper.inner, helper.built);
      if (helper?.placed) {
        // A call not placing an argument for each parameter is no registration it can read.
        const placed = placedArguments(ts, node, helper);
        return placed ? registration(node, helper.modern, undefined, placed) : void unread.push({ node, what: 'a tool registration' });
      }
      if (helper && (helper.rest || node.arguments.length === helper.inner.arguments.length)) return registration(node, helper.modern);
    }
    const helper = ts.isCallExpression(node) && ts.isIdentifier(node.expression) ? imported?.helpers.get(node.expression.text) : undefined;
    if (helper && (node as TS.CallExpression).arguments.length === helper.arity) {
      // The arguments the helper forwards, in the registration's order, then the callback (never read).
      const args = (node as TS.CallExpression).arguments;
      return registration(node as TS.CallExpression, helper.modern, undefined, [...helper.positions.map((at) => args[at]), args[args.length - 1]]);
    }
    // An imported maker's call, whose object the function it returns registers (registrar-makers.ts).
    const maker = ts.isCallExpression(node) && ts.isIdentifier(node.expression) ? imported?.makers.get(node.expression.text) : undefined;
    if (maker) return madeRegistration(node as TS.CallExpression, maker);
    // A record of tool configs a module registers value by value (record-makers.ts).
    const serving = recordOf && ts.isObjectLiteralExpression(node) ? recordOf.get(node) : undefined;
    if (serving) recordTools(node as TS.ObjectLiteralExpression, serving);
    // A tool object of a group a server module loads lazily and registers (lazy-groups.ts).
    const grouped = groupTools && ts.isObjectLiteralExpression(node) ? groupTools.get(node.getStart(file)) : undefined;
    if (grouped) groupTool(node as TS.ObjectLiteralExpression, grouped);
    // A context's method registering the call's name and config but for keys it sets anew (registration-contexts.ts).
    const anew = contextCalls && ts.isCallExpression(node) ? contextCalls.get(node.getStart(file)) : undefined;
    if (anew) return contextRegistration(node as TS.CallExpression, anew);
    const builder = builders.builders.size > 0 ? builderOf(ts, node, builders) : undefined;
    if (builder) return builtTool(node as TS.CallExpression, builder);
    // `new WebTool({ name, description, … })` of a class a module registers field by field (configured-classes.ts).
    const configured = ts.isNewExpression(node) && ts.isIdentifier(node.expression) ? imported?.configured.get(node.expression.text) : undefined;
    if (configured) return configuredTool(node as TS.NewExpression, configured);
    const record = keyed && (ts.isCallExpression(node) || ts.isNewExpression(node)) ? servedRecord(ts, node, keyed, (at) => reader.resolve(at)) : undefined;
    if (record) keyedRecord(record);
    // An exported tool another module's server record holds under its name (keyed-imports.ts).
    if (exportedBuilders && ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.parent.parent.parent === file)
      keyedExport(node, node.name, exportedBuilders);
    // The metadata of a file of xmcp's tools folder (xmcp-tools.ts).
    if (xmcpFile && node === xmcpFile.declaration) xmcpDefinition(xmcpFile);
    // MCP Apps' helpers, handed the server first (app-registrars.ts).
    const app = ts.isCallExpression(node) ? appRegistrarOf(ts, node, apps) : undefined;
    if (app?.kind === 'tool' && app.call.arguments.length >= 3) {
      const before = tools.length;
      registration(app.call, true, undefined, app.call.arguments.slice(1));
      // A loop over the module's list registers one per item.
      for (const tool of tools.slice(before)) if ('_meta' in tool) tool._meta = appToolMeta(tool._meta);
      return;
    }
    if (app?.kind === 'resource' && app.call.arguments.length >= 4) return resource(app.call, true, app.call.arguments.slice(1), APP_MIME_TYPE);
    const callee = ts.isCallExpression(node) ? calledMethod(ts, node) : undefined;
    if (ts.isCallExpression(node) && callee) {
      const method = callee.name.text;
      if (method === 'tool' && mctx) mctxTool(node, mctx);
      // Its prompts and resources are handlers too, whose fields are not read.
      else if ((method === 'prompt' || method === 'resource') && mctx) unread.push({ node, what: `a ${method} registration` });
      else if (method === 'tool' && node.arguments.length === 2 && mcpLite)
        fastmcpDefinition(node.arguments[1], 'tools', node, MCP_LITE_KEYS, MCP_LITE_SCHEMAS, node.arguments[0], true);
      else if (method === 'tool' && node.arguments.length <= 2 && mcpUse && ts.isObjectLiteralExpression(reader.resolve(node.arguments[0])))
        fastmcpDefinition(node.arguments[0], 'tools', node, MCP_USE_KEYS, MCP_USE_SCHEMAS, undefined, true);
      else if (method === 'tool' && node.arguments.length >= 2 && tmcp && ts.isObjectLiteralExpression(reader.resolve(node.arguments[0])))
        fastmcpDefinition(node.arguments[0], 'tools', node, TMCP_TOOL_KEYS, TMCP_SCHEMAS);
      else if (method === 'tool' && node.arguments.length >= 2 && (!endsInData(ts, node) || passesAfterCallback(node)))
        registration(node, false, ownMembersOf(node));
      else if (method === 'registerTool' && node.arguments.length >= 2) registration(node, true, ownMembersOf(node));
      else if (method === 'setRequestHandler' && node.arguments.length === 2 && namesListTools(ts, node.arguments[0])) listHandler(node.arguments[1]);
      else if ((method === 'prompt' || method === 'registerPrompt') && node.arguments.length >= 2) prompt(node, method === 'registerPrompt');
      else if ((method === 'resource' || method === 'registerResource') && node.arguments.length >= 3) resource(node, method === 'registerResource');
      else if (fastmcp && Object.hasOwn(FASTMCP_KINDS, method) && node.arguments.length === 1)
        fastmcpDefinition(node.arguments[0], FASTMCP_KINDS[method], node);
      else if (fastmcp && Object.hasOwn(FASTMCP_LISTS, method) && node.arguments.length === 1) fastmcpList(node.arguments[0], FASTMCP_LISTS[method]);
      else if (azure && method === 'mcpTool' && node.arguments.length === 2) azureTool(node);
    }
  };

  /**
   * An object literal declared as the SDK's `Tool` (`const t: Tool = {…}`, a class property, `{…} satisfies
   * Tool`, `{…} as Tool`, what a function declared to return `Tool` returns) or an element of one declared as
   * `Tool[]`: a tool definition of this file, whichever module's handler returns it. An element that names a definition elsewhere is that definition's file's.
   */
  const typedDefinition = (node: TS.Node) => {
    let type: TS.TypeNode | undefined;
    let value: TS.Expression | undefined;
    if ((ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) && node.type && node.initializer) {
      type = node.type;
      value = node.initializer;
    } else if (ts.isSatisfiesExpression(node) || ts.isAsExpression(node)) {
      type = node.type;
      value = node.expression;
    } else if (ts.isCallExpression(node)) {
      // `this.addTools([{ tool: {…}, run }])`: an argument to a function of the file whose parameter is typed so.
      const parameters = typedParameters().get(calledName(ts, node.expression) ?? '');
      for (const [index, arg] of node.arguments.entries()) {
        const declared = parameters?.[index];
        if (declared) typedValue(declared, arg);
      }
      return;
    } else if (ts.isFunctionLike(node) && 'body' in node && node.type && node.body) {
      // `function tools(): Tool[] { return [{…}] }`, a method, an arrow, a getter: what it returns is typed so.
      const declared = awaited(ts, node.type);
      const body = node.body as TS.ConciseBody;
      const returned: TS.Expression[] = [];
      if (!holdsTool(ts, declared, toolType)) return;
      if (ts.isBlock(body)) collectReturns(ts, body, returned);
      else returned.push(body);
      // A method's record of its class's own members (`name: this.name`, own-records.ts).
      const swap = ownRecordSwap(ts, node, imported?.records);
      for (const expression of returned) typedValue(declared, expression, 0, swap);
      return;
    }
    if (!type || !value) return;
    if (holdsTool(ts, type, toolType)) typedValue(type, value);
  };
  /**
   * A value typed `Tool` (an object literal) or `Tool[]` (an array literal): its literal objects read as tools.
   * A type written out around the SDK's `Tool` (`{ tool: Tool; handler: Fn }[]`) is followed into the value's
   * literal arrays and objects, key by key, to the parts it types `Tool`.
   */
  const typedValue = (type: TS.TypeNode, value: TS.Expression, depth = 0, swap?: (node: TS.Expression) => TS.Expression) => {
    const kind = toolTypeKind(ts, type, toolType);
    // `const TOOLS = LIST as unknown as Tool[]`: a list of the file's own, cast, is typed so too.
    const at = reader.resolve(value);
    if (kind === 'tool' && ts.isObjectLiteralExpression(at)) literalTool(at, undefined, undefined, false, swap);
    else if (kind === 'list' && ts.isArrayLiteralExpression(at)) {
      for (const element of at.elements) if (ts.isObjectLiteralExpression(stripped(ts, element))) literalTool(element, undefined, undefined, false, swap);
    } else if (kind === undefined && depth < MAX_TYPE_DEPTH) {
      const inner = unparenthesized(ts, type);
      const element = listElement(ts, inner);
      if (element && ts.isArrayLiteralExpression(at)) {
        for (const item of at.elements) if (!ts.isSpreadElement(item)) typedValue(element, item, depth + 1, swap);
      } else if (ts.isTypeLiteralNode(inner) && ts.isObjectLiteralExpression(at)) {
        const properties = reader.properties(at);
        for (const member of inner.members) {
          if (!ts.isPropertySignature(member) || !member.type || !(ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) continue;
          const property = properties?.get(member.name.text);
          if (property && ts.isPropertyAssignment(property)) typedValue(member.type, property.initializer, depth + 1, swap);
        }
      }
    }
  };

  /** A framework builder's `tool('name', { description, input })` (tool-builders.ts); one its `disabledTool` wraps is served on some paths, or never. */
  const builtTool = (call: TS.CallExpression, builder: ToolBuilder) => {
    const disabled = disabledDefinition(ts, call, builders, file);
    if (disabled === 'always') return void unread.push({ node: call, what: 'a tool registration (never served: disabledTool wraps it)' });
    const before = tools.length;
    fastmcpDefinition(call.arguments[1], 'tools', call, builder.keys, builder.schemas, call.arguments[0], true);
    if (disabled === 'sometimes' && tools.length > before && !conditional.includes(before)) conditional.push(before);
  };

  /** The record a framework's server is handed (keyed-records.ts): each entry a tool named by its key. */
  const keyedRecord = ({ framework, tools: entries, unread: missed }: ServedRecord) => {
    unread.push(...missed);
    for (const entry of entries) keyedDefinition(entry, framework, entry.key);
  };

  /** An exported `const weatherTool = createTool({ … })` another module's record holds as `{ weatherTool }` (keyed-imports.ts). */
  const keyedExport = (declaration: TS.VariableDeclaration, name: TS.Identifier, builders: ReadonlyMap<string, KeyedFramework>) => {
    const built = builtBy(ts, declaration, builders);
    if (built && keyedExports?.get(name.text) === built.framework)
      keyedDefinition(keyedTool(ts, name, built.definition, built.framework), built.framework, declaration);
  };

  /** An xmcp tool file's `metadata` naming the tool, and its `schema` as a zod shape (xmcp-tools.ts). */
  const xmcpDefinition = ({ declaration, metadata, named, schema, listed }: XmcpTool) => {
    if (!named) return void unread.push({ node: declaration.name, what: 'a tool (named by its file name)' });
    if (listed === 'never') return void unread.push({ node: declaration.name, what: 'a tool registration (never served: enabled is false)' });
    const at = tools.length;
    fastmcpDefinition(metadata, 'tools', declaration, XMCP_KEYS, {}, undefined, true);
    if (tools.length === at) return;
    if (schema) {
      const pointer = joinPointer('/tools', String(at), 'inputSchema');
      const read = schemaOf(schema.value, pointer, schema.name);
      if (read) tools[at].inputSchema = read;
      else unread.push({ node: schema.value, what: "the tool's inputSchema", pointer });
    }
    if (listed === 'sometimes' && !conditional.includes(at)) conditional.push(at);
  };

  /** One keyed definition, named by its key, read at `site`: its listing, and the parts its other keys make unknown. */
  const keyedDefinition = ({ key, definition, listed, unknown }: KeyedTool, framework: KeyedFramework, site: TS.Node) => {
    if (listed === 'never') return void unread.push({ node: key, what: 'a tool registration (never listed: hidden)' });
    const at = tools.length;
    const parts = new Set(unknown.map(({ part }) => part));
    const keys = framework.keys.filter((k) => !parts.has(framework.schemas[k] ?? k));
    fastmcpDefinition(definition, 'tools', site, keys, framework.schemas, key, true);
    if (tools.length === at) return;
    for (const { node, part } of unknown) unread.push({ node, what: `the tool's ${part}`, pointer: joinPointer('/tools', String(at), part) });
    if (listed === 'sometimes' && !conditional.includes(at)) conditional.push(at);
  };

  /** fastmcp's `addTools([…])`, `addPrompts`, `addResources`, `addResourceTemplates`: each item of a literal array. */
  const fastmcpList = (arg: TS.Expression, kind: FastmcpKind) => {
    const array = reader.resolve(arg);
    if (!ts.isArrayLiteralExpression(array)) unread.push({ node: arg, what: `a list of ${FASTMCP_NOUNS[kind]}s` });
    else for (const element of array.elements) fastmcpDefinition(element, kind, element);
  };

  /**
   * fastmcp's `server.addTool({ name, description, parameters, outputSchema, annotations, execute })` and
   * its `addPrompt`, `addResource` and `addResourceTemplate`: one object literal each, read as the SDK's
   * registrations are. An object built elsewhere (a loop's item, a function's result) is not read.
   * `site` is the call (or array item) that registers it, for the branches it is made in. tmcp's
   * `server.tool({ name, description, schema }, execute)` is read the same way, with its own `keys` and `schemas`;
   * a framework builder's too, its name the `named` argument. With `methods`, the object may hold methods other than the keys read.
   */
  const fastmcpDefinition = (
    arg: TS.Expression,
    kind: FastmcpKind,
    site: TS.Node,
    keys: readonly string[] = FASTMCP_KEYS[kind],
    schemas: Readonly<Partial<Record<string, string>>> = FASTMCP_SCHEMAS,
    named?: TS.Expression,
    methods = false,
  ) => {
    const object = reader.resolve(arg);
    // A builder's options may hold its handler as a method (`async handler(input, ctx) { … }`).
    const properties = ts.isObjectLiteralExpression(object) ? reader.properties(object, methods ? new Set(['name', ...keys]) : undefined) : undefined;
    const field = (key: string) => {
      const property = properties?.get(key);
      return property && { value: ts.isPropertyAssignment(property) ? property.initializer : property.name, key: property.name };
    };
    const nameAt = named ? { value: named, key: undefined } : field('name');
    // A record's key or a constant's name (keyed-records.ts) is the name as written, never a constant's value.
    const written = named && (ts.isIdentifier(named) || ts.isStringLiteral(named)) && isWrittenName(ts, named) ? named : undefined;
    const uriKey = kind === 'resourceTemplates' ? 'uriTemplate' : kind === 'resources' ? 'uri' : undefined;
    const uriAt = uriKey ? field(uriKey) : undefined;
    const list = { tools, prompts, resources, resourceTemplates }[kind];
    const pointer = joinPointer(`/${kind}`, String(list.length));
    if (written) reader.place(joinPointer(pointer, 'name'), written);
    const name = written ? written.text : nameAt ? reader.string(nameAt.value, joinPointer(pointer, 'name'), nameAt.key) : UNKNOWN;
    const uri = uriKey && uriAt ? reader.string(uriAt.value, joinPointer(pointer, uriKey), uriAt.key) : UNKNOWN;
    if (!properties || !nameAt || name === UNKNOWN || (uriKey && uri === UNKNOWN)) {
      retract(pointer);
      unread.push({ node: named && name === UNKNOWN ? named : arg, what: `a ${FASTMCP_NOUNS[kind]} registration` });
      return;
    }
    const item: Record<string, unknown> = uriKey ? { [uriKey]: uri, name } : { name };
    reader.place(pointer, object);
    for (const key of keys) {
      const at = field(key);
      if (!at) continue;
      const schema = kind === 'tools' ? schemas[key] : undefined;
      const target = joinPointer(pointer, schema ?? key);
      const read = schema ? standardSchema(at.value, target, at.key) : reader.value(at.value, target, at.key);
      if (read === UNKNOWN) unread.push({ node: at.value, what: `the ${FASTMCP_NOUNS[kind]}'s ${key}`, pointer: target });
      else item[schema ?? key] = read;
    }
    if (kind === 'tools') keep(site, item, pointer, reader.span(written ?? reader.resolve(nameAt.value)));
    else list.push(item);
  };

  /**
   * A fastmcp tool's `parameters` or `outputSchema` (a tmcp tool's `schema`): any Standard Schema. A zod one (its chain starts at a name imported
   * from `zod`) is read as the SDK's; valibot's, arktype's or any other library's is not statically known.
   */
  const standardSchema = (node: TS.Expression, pointer: string, key: TS.Node): Record<string, unknown> | typeof UNKNOWN => {
    let at: TS.Expression = reader.resolve(node);
    for (let step = 0; step < 64; step++) {
      if (ts.isCallExpression(at) || ts.isPropertyAccessExpression(at)) at = at.expression;
      else if (ts.isIdentifier(at) && reader.resolve(at) !== at) at = reader.resolve(at);
      else break;
    }
    if (!ts.isIdentifier(at) || !zodNames.has(at.text)) return UNKNOWN;
    return schemaOf(node, pointer, key) ?? UNKNOWN;
  };

  /**
   * `prompt(name, description?, argsSchema?, callback)` or `registerPrompt(name, { title, description,
   * argsSchema }, callback)`. `prompt` is a common method name, so a call whose name is not a string is
   * taken for some other library's and left alone.
   */
  const prompt = (call: TS.CallExpression, modern: boolean) => {
    const [nameNode, ...rest] = call.arguments;
    const pointer = joinPointer('/prompts', String(prompts.length));
    const name = reader.string(nameNode, joinPointer(pointer, 'name'));
    if (name === UNKNOWN) {
      if (modern) unread.push({ node: nameNode, what: 'a prompt registration' });
      return;
    }
    const item: Record<string, unknown> = { name };
    reader.place(pointer, call);
    const args = rest.slice(0, -1);
    if (modern) {
      const properties = metadata(args[0], item, pointer, 'prompt', PROMPT_KEYS);
      const schema = properties?.get('argsSchema');
      if (schema) argumentsOf(ts.isPropertyAssignment(schema) ? schema.initializer : schema.name, item, pointer);
    } else {
      for (const [index, arg] of args.entries()) {
        if (index === 0 && !ts.isObjectLiteralExpression(reader.resolve(arg))) {
          const description = reader.string(arg, joinPointer(pointer, 'description'));
          if (description === UNKNOWN) unread.push({ node: arg, what: "the prompt's description", pointer: joinPointer(pointer, 'description') });
          else item.description = description;
        } else argumentsOf(arg, item, pointer);
      }
    }
    prompts.push(item);
  };

  /** A prompt's argsSchema (a zod raw shape) as its `arguments`: each with its description, required unless optional. */
  const argumentsOf = (node: TS.Expression, item: Record<string, unknown>, pointer: string) => {
    const shape = reader.resolve(node);
    if (!ts.isObjectLiteralExpression(shape)) {
      unread.push({ node, what: "the prompt's arguments", pointer: joinPointer(pointer, 'arguments') });
      return;
    }
    // Read as an input schema, then moved to the prompt's arguments: a prompt's arguments have no types.
    const scratch = joinPointer(pointer, 'argsSchema');
    const before = unread.length;
    const schema = shapeSchema(reader, shape, scratch);
    dropArgumentTypes(unread, before);
    item.arguments = argumentsFromSchema(schema, scratch, pointer, spans, reader.anchors);
  };

  /**
   * `resource(name, uri | template, metadata?, callback)` or `registerResource(name, uri | template,
   * metadata, callback)`: a resource, or a resource template for `new ResourceTemplate(uriTemplate, …)`.
   * `given`, `mimeType`: MCP Apps' `registerAppResource` (app-registrars.ts), its arguments after the server
   * and the MIME type it lists the resource with unless its metadata sets one.
   */
  const resource = (call: TS.CallExpression, modern: boolean, given: readonly TS.Expression[] = call.arguments, mimeType?: string) => {
    const [nameNode, uriNode, ...rest] = given;
    const target = reader.resolve(uriNode);
    const template = ts.isNewExpression(target) && ts.isIdentifier(target.expression) && target.expression.text === 'ResourceTemplate';
    const list = template ? resourceTemplates : resources;
    const what = template ? 'resource template' : 'resource';
    const pointer = joinPointer(template ? '/resourceTemplates' : '/resources', String(list.length));
    const name = reader.string(nameNode, joinPointer(pointer, 'name'));
    const uriKey = template ? 'uriTemplate' : 'uri';
    const uriAt = template ? target.arguments?.[0] : uriNode;
    const uri = uriAt ? reader.string(uriAt, joinPointer(pointer, uriKey)) : UNKNOWN;
    if (name === UNKNOWN || uri === UNKNOWN) {
      if (modern) unread.push({ node: name === UNKNOWN ? nameNode : uriNode, what: `a ${what} registration` });
      return;
    }
    const item: Record<string, unknown> = { [uriKey]: uri, name };
    reader.place(pointer, call);
    const args = rest.slice(0, -1);
    const properties = args.length > 0 ? metadata(args[0], item, pointer, what, RESOURCE_KEYS) : undefined;
    if (mimeType !== undefined && properties && !properties.has('mimeType')) {
      item.mimeType = mimeType;
      reader.place(joinPointer(pointer, 'mimeType'), call.expression);
    }
    list.push(item);
  };

  /** A prompt's or resource's metadata object: its `keys` read into `item`; its properties, for what else it holds. */
  const metadata = (node: TS.Expression | undefined, item: Record<string, unknown>, pointer: string, what: string, keys: readonly string[]) => {
    const config = node && reader.resolve(node);
    const properties = config && ts.isObjectLiteralExpression(config) ? reader.properties(config) : undefined;
    if (!node || !properties) {
      if (node) unread.push({ node, what: `the ${what}'s metadata` });
      return undefined;
    }
    for (const [key, property] of properties) {
      if (!keys.includes(key)) continue;
      const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
      const read = reader.value(value, joinPointer(pointer, key), property.name);
      if (read === UNKNOWN) unread.push({ node: value, what: `the ${what}'s ${key}`, pointer: joinPointer(pointer, key) });
      else item[key] = read;
    }
    return properties;
  };

  /**
   * Azure Functions' `app.mcpTool('function', { toolName, description, toolProperties, handler })`
   * (`@azure/functions` 4.x): the tool is `toolName` (the first argument names the function, not the
   * tool); `toolProperties` is a shape of `arg.string().describe(…)` chains, read as zod's, or the
   * older array of `{ propertyName, propertyType, description }`.
   */
  const azureTool = (call: TS.CallExpression) => {
    const config = reader.resolve(call.arguments[1]);
    const properties = ts.isObjectLiteralExpression(config) ? reader.properties(config) : undefined;
    const field = (key: string) => {
      const property = properties?.get(key);
      return property && { value: ts.isPropertyAssignment(property) ? property.initializer : property.name, key: property.name };
    };
    const pointer = joinPointer('/tools', String(tools.length));
    const nameAt = field('toolName');
    const name = nameAt ? reader.string(nameAt.value, joinPointer(pointer, 'name'), nameAt.key) : UNKNOWN;
    if (!nameAt || name === UNKNOWN) {
      retract(pointer);
      unread.push({ node: nameAt?.value ?? call.arguments[1], what: 'a tool registration' });
      return;
    }
    const tool: Record<string, unknown> = { name };
    reader.place(pointer, call);
    const description = field('description');
    if (description) {
      const read = reader.string(description.value, joinPointer(pointer, 'description'), description.key);
      if (read === UNKNOWN) unread.push({ node: description.value, what: "the tool's description", pointer: joinPointer(pointer, 'description') });
      else tool.description = read;
    }
    const shape = field('toolProperties');
    if (shape) {
      const at = joinPointer(pointer, 'inputSchema');
      const value = reader.resolve(shape.value);
      const schema = ts.isArrayLiteralExpression(value) ? propertyList(value, at) : schemaOf(shape.value, at, shape.key);
      if (schema) tool.inputSchema = schema;
      else unread.push({ node: shape.value, what: "the tool's toolProperties", pointer: at });
    }
    keep(call, tool, pointer, reader.span(reader.resolve(nameAt.value)));
  };

  /**
   * @mctx-ai/app's `server.tool('find_text', findText)` on a server the module makes (mctx-app.ts): the
   * handler's description and annotations as its own module writes them, placed at the literal when that is
   * this module, else at the handler's name here (the literal is in the other file). The framework builds the
   * input schema from its own `T` helpers: not read.
   */
  let mctxOwn: Map<string, HandlerFields | undefined> | undefined;
  const mctxTool = (call: TS.CallExpression, servers: ReadonlySet<string>) => {
    const receiver = calledMethod(ts, call)?.expression;
    const [nameNode, handler] = call.arguments;
    const pointer = joinPointer('/tools', String(tools.length));
    const onServer = call.arguments.length === 2 && receiver !== undefined && ts.isIdentifier(receiver) && servers.has(receiver.text);
    const name = onServer ? reader.string(nameNode, joinPointer(pointer, 'name')) : UNKNOWN;
    if (name === UNKNOWN) {
      retract(pointer);
      unread.push({ node: call, what: 'a tool registration' });
      return;
    }
    const tool: Record<string, unknown> = { name };
    reader.place(pointer, call);
    mctxOwn ??= ownHandlers(ts, file, servers);
    const own = ts.isIdentifier(handler) ? mctxOwn.get(handler.text) : undefined;
    const theirs = ts.isIdentifier(handler) && !own ? imported?.handlers.get(handler.text) : undefined;
    for (const key of ['description', 'annotations']) {
      const at = joinPointer(pointer, key);
      const written = own?.get(key);
      const read = written ? reader.value(written, at) : theirs?.has(key) ? theirs.get(key) : UNKNOWN;
      if (read !== UNKNOWN) tool[key] = read;
      if (read !== UNKNOWN && !written) reader.place(at, handler);
      // Unwritten, it is served as "" (none for annotations), unless another module writes it: not known.
      else if (read === UNKNOWN && (key === 'description' || written)) unread.push({ node: written ?? handler, what: `the tool's ${key}`, pointer: at });
    }
    unread.push({ node: handler, what: "the tool's inputSchema", pointer: joinPointer(pointer, 'inputSchema') });
    keep(call, tool, pointer, reader.span(reader.resolve(nameNode)));
  };

  /** The older `toolProperties: [{ propertyName, propertyType, description }]` as an object schema; undefined unless every item is literal. */
  const propertyList = (list: TS.ArrayLiteralExpression, pointer: string): Record<string, unknown> | undefined => {
    const out: Record<string, unknown> = {};
    const props = joinPointer(pointer, 'properties');
    for (const element of list.elements) {
      const item = reader.resolve(element);
      const fields = ts.isObjectLiteralExpression(item) ? reader.properties(item) : undefined;
      const named = fields?.get('propertyName');
      const key = named && ts.isPropertyAssignment(named) ? reader.string(named.initializer, '') : UNKNOWN;
      if (!fields || key === UNKNOWN) return undefined;
      const property: Record<string, unknown> = {};
      const at = joinPointer(props, key);
      for (const [field, target] of [
        ['propertyType', 'type'],
        ['description', 'description'],
      ]) {
        const given = fields.get(field);
        if (!given || !ts.isPropertyAssignment(given)) continue;
        const read = reader.string(given.initializer, joinPointer(at, target), given.name);
        if (read === UNKNOWN)
          unread.push({ node: given.initializer, what: `the ${field} of parameter ${JSON.stringify(key)}`, pointer: joinPointer(at, target) });
        else property[target] = read;
      }
      reader.place(at, item);
      out[key] = property;
    }
    reader.place(pointer, list);
    return { type: 'object', properties: out };
  };

  /**
   * A configured tool class's `new WebTool({ name, description, … })` (configured-classes.ts): each key of the
   * registration's config read from the object's key it is copied from, one the registrar computes not statically known.
   */
  const configuredTool = (call: TS.NewExpression | TS.CallExpression, keys: ConfiguredClass) => {
    const object = call.arguments?.[0] && reader.resolve(call.arguments[0]);
    const properties = object && ts.isObjectLiteralExpression(object) ? reader.properties(object) : undefined;
    const field = (key: string | null | undefined) => {
      const property = key ? properties?.get(key) : undefined;
      return property && { value: ts.isPropertyAssignment(property) ? property.initializer : property.name, key: property.name };
    };
    const pointer = joinPointer('/tools', String(tools.length));
    const nameAt = field(keys.get('name'));
    const name = nameAt ? reader.string(nameAt.value, joinPointer(pointer, 'name'), nameAt.key) : UNKNOWN;
    if (!object || !nameAt || name === UNKNOWN) {
      retract(pointer);
      return void unread.push({ node: call, what: 'a tool' });
    }
    const tool: Record<string, unknown> = { name };
    reader.place(pointer, object);
    for (const [key, from] of keys) {
      const at = field(from);
      const target = joinPointer(pointer, key);
      if (key === 'name' || (from !== null && !at) || !(PLAIN_KEYS.includes(key) || SCHEMA_KEYS.has(key))) continue;
      const read = !at ? UNKNOWN : SCHEMA_KEYS.has(key) ? (schemaOf(at.value, target, at.key) ?? UNKNOWN) : reader.value(at.value, target, at.key);
      if (read === UNKNOWN) unread.push({ node: at?.value ?? call, what: `the tool's ${key}`, pointer: target });
      else tool[key] = read;
    }
    keep(call, tool, pointer, reader.span(reader.resolve(nameAt.value)));
  };
  /**
   * A class given a project's decorator whose metadata a module registers (metadata-decorators.ts), `@McpTool({ name,
   * … })`: its object read as a configured class's. Two such decorators on one class: which is served is not read.
   */
  const decoratedTool = (cls: TS.ClassDeclaration, decorated: DecoratedTools) => {
    const calls = decoratorCalls(ts, cls).filter((call) => decorated.has(call.expression.text));
    if (calls.length > 1) unread.push({ node: cls.name ?? cls, what: 'a tool' });
    else if (calls.length === 1) configuredTool(calls[0], decorated.get(calls[0].expression.text) as ConfiguredClass);
  };
  /**
   * `server.tool(…)` or `server.registerTool(…)`: one tool, its name first. With `item`, once for an item
   * of the module's list a loop registers: its arguments `t.key` are the item's (see loopRegistration).
   */
  const registration = (call: TS.CallExpression, modern: boolean, item?: LoopItem, given: readonly TS.Expression[] = call.arguments) => {
    const swap = item?.swap ?? ((node: TS.Expression) => node);
    const [nameNode, ...rest] = given.map(swap).filter((arg) => arg !== undefined);
    const pointer = joinPointer('/tools', String(tools.length));
    const name = nameNode ? reader.string(nameNode, joinPointer(pointer, 'name')) : UNKNOWN;
    if (item && (!nameNode || name === UNKNOWN)) {
      retract(pointer);
      unread.push({ node: item.object, what: 'a tool' });
      return;
    }
    if (name === UNKNOWN) {
      // A loop over an imported list whose module reads each item (read-lists.ts) is where those tools are read.
      if (
        !loopRegistration(call, modern, given) &&
        !itemOfReadList(ts, nameNode, imported?.readLists ?? new Set()) &&
        !imported?.gathered.has(nameNode.getStart(file))
      )
        unread.push({ node: nameNode, what: unreadRegistration(ts, nameNode) });
      return;
    }
    const tool: Record<string, unknown> = { name };
    const namePlace = reader.span(reader.resolve(nameNode));
    reader.place(pointer, item?.object ?? call);
    if (modern) registerConfig(rest[0], tool, pointer, false, swap, item?.fields);
    else if (rest.length === 1 && wrapperConfig(rest[0])) registerConfig(rest[0], tool, pointer, true, swap);
    else {
      const callback = callbackIndex(reader, rest);
      if (callback !== undefined && callback < rest.length - 1) {
        const first = rest[callback + 1];
        // The call's own argument, where a loop's item stands in for it.
        const written = given === call.arguments ? first : call.arguments[callback + 2];
        afterCallback.push({ pointer, position: callback + 3, count: rest.length - callback - 1, ...(written ? { text: shortText(written) } : {}) });
      }
      toolArguments(rest.slice(0, callback ?? -1), tool, pointer);
    }
    keep(call, tool, pointer, namePlace);
  };
  /** A lazily loaded group's tool object: the keys the server's config copies, as written; those it computes not statically known. */
  const groupTool = (object: TS.ObjectLiteralExpression, fields: GroupFields) => {
    const keys = new Map<string, string | TS.Expression>(['name', ...fields.copied].map((key) => [key, key]));
    // `{ name, config: { description, inputSchema } }`: each key of the config written out, as the tool's.
    const held = fields.config === undefined ? undefined : reader.properties(object)?.get(fields.config);
    const config = held && ts.isPropertyAssignment(held) ? reader.resolve(held.initializer) : undefined;
    const given = config && ts.isObjectLiteralExpression(config) ? reader.properties(config) : undefined;
    if (fields.config !== undefined && !given) return void unread.push({ node: held ?? object, what: 'a tool configuration' });
    // The keys the SDK serves as written; it reads no other.
    for (const [key, property] of given ?? [])
      if (PLAIN_KEYS.includes(key)) keys.set(key, ts.isPropertyAssignment(property) ? property.initializer : property.name);
    const read = literalTool(object, undefined, { spread: false, keys });
    if (!read) return;
    const pointer = joinPointer('/tools', String(read.index));
    // Its schemas as `registerTool` reads them: a raw shape or a zod object.
    for (const key of ['inputSchema', 'outputSchema']) {
      const property = given?.get(key);
      if (!property) continue;
      const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
      const schema = schemaOf(value, joinPointer(pointer, key), property.name);
      if (schema) tools[read.index][key] = schema;
      else unread.push({ node: value, what: `the tool's ${key}`, pointer: joinPointer(pointer, key) });
    }
    for (const key of fields.computed) {
      const at = object.properties.find((p) => p.name?.getText(file) === key) ?? object;
      unread.push({ node: at, what: `the tool's ${key}`, pointer: joinPointer(pointer, key) });
    }
  };
  /** Each value of a record a module registers (record-makers.ts): the keys the registration copies, as written; those it computes not statically known. */
  const recordTools = (record: TS.ObjectLiteralExpression, { keys, sometimes }: RecordServing) => {
    const copied = [...keys].filter((entry): entry is [string, string] => entry[1] !== null);
    for (const property of record.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      // A schema, a raw shape or zod's object, is read as registerTool's config reads it.
      const read = literalTool(property.initializer, undefined, { spread: false, keys: new Map(copied.filter(([key]) => !SCHEMA_KEYS.has(key))) });
      if (!read) continue;
      const pointer = joinPointer('/tools', String(read.index));
      const fields = reader.properties(reader.resolve(property.initializer) as TS.ObjectLiteralExpression);
      for (const [key, from] of copied) {
        const field = SCHEMA_KEYS.has(key) ? fields?.get(from) : undefined;
        const value = field && (ts.isPropertyAssignment(field) ? field.initializer : field.name);
        const schema = value && field && schemaOf(value, joinPointer(pointer, key), field.name);
        if (schema) tools[read.index][key] = schema;
        else if (value) unread.push({ node: value, what: `the tool's ${key}`, pointer: joinPointer(pointer, key) });
      }
      for (const [key, from] of keys)
        if (from === null) unread.push({ node: property.initializer, what: `the tool's ${key}`, pointer: joinPointer(pointer, key) });
      if (sometimes && !conditional.includes(read.index)) conditional.push(read.index);
    }
  };
  /** `ctx.accountTool("x", { description, inputSchema }, cb)`: its registration with the keys the method sets anew left unread. */
  const contextRegistration = (call: TS.CallExpression, anew: readonly string[]) => {
    const config = call.arguments[1] && reader.resolve(call.arguments[1]);
    const set = new Set(anew);
    const swap = (node: TS.Expression): TS.Expression | undefined =>
      (ts.isPropertyAssignment(node.parent) && node.parent.initializer === node) || ts.isShorthandPropertyAssignment(node.parent)
        ? set.has(node.parent.name.getText(file))
          ? undefined
          : node
        : node;
    const before = tools.length;
    registration(call, true, { object: call, swap }, call.arguments);
    if (tools.length === before || !config) return;
    const pointer = joinPointer('/tools', String(tools.length - 1));
    const written = ts.isObjectLiteralExpression(config) ? config.properties : undefined;
    for (const key of anew) {
      const at = written?.find((p) => p.name?.getText(file) === key) ?? config;
      if (key !== 'name') unread.push({ node: at, what: `the tool's ${key}`, pointer: joinPointer(pointer, key) });
    }
  };
  /**
   * `createTool({ name, description, inputSchema, handler })` of a maker registering its object's keys in that
   * order (registrar-makers.ts): that SDK v1 registration with each key's value, the tool placed at the call;
   * the maker's name stands for the callback it builds, never read. A maker's `registerTool` config copying
   * keys as they are is the object itself, its other keys left out. An object spreading another or lacking a
   * key the maker passes is not read.
   */
  const madeRegistration = (call: TS.CallExpression, maker: RegistrarMaker) => {
    const object = call.arguments.length === 1 ? call.arguments[0] : undefined;
    const keys = maker.keys.filter((key) => key !== undefined);
    const properties = object && ts.isObjectLiteralExpression(object) ? reader.properties(object, new Set([...keys, ...(maker.config ?? [])])) : undefined;
    if (!object || !properties || keys.some((key) => !properties.has(key))) {
      unread.push({ node: call, what: 'a tool registration' });
      return;
    }
    const value = (key: string | undefined): TS.Expression => {
      const property = key === undefined ? undefined : properties.get(key);
      if (!property) return call.expression;
      return ts.isPropertyAssignment(property) ? property.initializer : property.name;
    };
    const config = maker.config;
    if (!config) return registration(call, false, undefined, maker.keys.map(value));
    // `registerTool`'s config is the object as written, but for the keys the maker does not copy.
    const name = value(keys[0]);
    const swap = (node: TS.Expression): TS.Expression | undefined => {
      const property = node.parent;
      const held = (ts.isPropertyAssignment(property) && property.initializer === node) || ts.isShorthandPropertyAssignment(property);
      return node === name || !held || property.parent !== object || config.has(reader.propertyName(property) ?? '') ? node : undefined;
    };
    const before = tools.length;
    registration(call, true, { object: call, swap, fields: new Set([...keys, ...config]) }, [name, object]);
    // The config keys the function sets otherwise than copying them (object-registrars.ts): not read.
    if (tools.length > before)
      for (const key of maker.computed ?? []) unread.push({ node: call, what: `the tool's ${key}`, pointer: joinPointer('/tools', String(before), key) });
  };
  /**
   * A call of a helper building its `registerTool` config of its parameters (forwarders.ts): that registration
   * with the call's arguments in their places, the tool placed at the call. A raw shape wrapped in zod's
   * `object` in the helper is read from the call's literal shape only.
   */
  const builtRegistration = (call: TS.CallExpression, inner: TS.CallExpression, built: Built) => {
    if (call.arguments.length !== built.arity || call.arguments.some((arg) => ts.isSpreadElement(arg))) {
      unread.push({ node: call, what: 'a tool registration' });
      return;
    }
    const swap = (node: TS.Expression): TS.Expression => {
      const use = built.uses.get(node);
      const arg = use && call.arguments[use.at];
      if (!use || !arg) return node;
      return !use.shape || ts.isObjectLiteralExpression(reader.resolve(arg)) ? arg : node;
    };
    registration(call, true, { object: call, swap }, inner.arguments);
  };
  /**
   * A registration in a loop over the module's own list, its name an item's (`for (const t of list)
   * server.tool(t.name, t.description, t.schema.shape, cb)`, `list.forEach((t) => server.registerTool(t.name,
   * { description: t.description }, cb))`): one tool per item, each placed at the item's literal. An item
   * that is no object literal with its name written out is listed as not statically known, where it is.
   */
  const loopRegistration = (call: TS.CallExpression, modern: boolean, given: readonly TS.Expression[] = call.arguments): boolean => {
    // `given`: a forwarding helper's arguments in the registration's places (forwarders.ts).
    const nameNode = stripped(ts, given[0]);
    if (!ts.isPropertyAccessExpression(nameNode) || !ts.isIdentifier(nameNode.expression)) return false;
    const variable = nameNode.expression;
    const list = loopedList(ts, variable, lists());
    if (!list) return false;
    for (const element of list.elements) {
      const object = reader.resolve(element);
      if (readTools.has(object)) continue;
      readTools.add(object);
      const properties = ts.isObjectLiteralExpression(object) ? reader.properties(object) : undefined;
      if (!properties) {
        unread.push({ node: element, what: 'a tool' });
        continue;
      }
      const own = (key: string) => {
        const property = properties.get(key);
        return property && (ts.isPropertyAssignment(property) ? property.initializer : property.name);
      };
      const itemKey = (node: TS.Expression) => {
        const at = stripped(ts, node);
        return ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression) && at.expression.text === variable.text ? at.name.text : undefined;
      };
      const swap = (node: TS.Expression): TS.Expression | undefined => {
        const key = itemKey(node);
        if (key !== undefined) return own(key);
        // `t.schema.shape`: the raw shape of the item's `z.object({…})`.
        const at = stripped(ts, node);
        const schema = ts.isPropertyAccessExpression(at) && at.name.text === 'shape' ? itemKey(at.expression) : undefined;
        const value = schema === undefined ? undefined : own(schema);
        const made = value && reader.resolve(value);
        const shape = made && ts.isCallExpression(made) && made.arguments.length >= 1 ? reader.resolve(made.arguments[0]) : undefined;
        if (schema === undefined) return node;
        return shape && ts.isObjectLiteralExpression(shape) ? shape : node;
      };
      registration(call, modern, { object, swap }, given);
    }
    return true;
  };
  /**
   * `tool(name, { description, parameters, handler })`, as some wrappers of the SDK take it: the SDK's last
   * argument is the callback, so an object there that names a description or a schema is the tool's config.
   */
  const wrapperConfig = (node: TS.Expression): boolean => {
    const config = reader.resolve(node);
    const properties = ts.isObjectLiteralExpression(config) ? reader.properties(config) : undefined;
    return !!properties && WRAPPER_KEYS.some((key) => properties.has(key));
  };
  /**
   * Adds a registered tool, unless the same name is registered in the other branch of an `if`, `try` or
   * `switch` (a tool per mode): only one is ever made, so the later is listed as not statically known, never
   * counted twice. Likewise the same name registered on another server the file constructs (server-object.ts),
   * or through an adapter object the file hands a registering function: each server serves its own, and the
   * later is listed as not statically known.
   */
  const keep = (node: TS.Node, tool: Record<string, unknown>, pointer: string, namePlace: [number, number]) => {
    const name = tool.name as string;
    tool.inputSchema ??= { type: 'object' };
    const branches = branchesOf(node);
    // Through the one call of the function around each, only when the name is registered twice: few files do.
    const alternative = registered.findIndex(
      (r) => r?.name === name && (exclusive(r.branches, branches) || exclusive(branchesOf(r.node, true), branchesOf(node, true))),
    );
    if (alternative !== -1) {
      retract(pointer);
      unread.push({ node, what: `a tool registration (made instead of tools[${alternative}] in another branch)` });
      return;
    }
    // An MCP Apps helper is handed its server first (app-registrars.ts).
    const handed = ts.isCallExpression(node) && appRegistrarOf(ts, node, apps) ? node.arguments[0] : undefined;
    const server = constructedServer(ts, node, handed);
    const sibling = server ? registered.findIndex((r) => r?.name === name && r.server !== undefined && r.server !== server) : -1;
    if (sibling !== -1) {
      retract(pointer);
      unread.push({ node, what: `a tool registration (on another server than tools[${sibling}])` });
      return;
    }
    const standIn = registersThroughStandIn(ts, node, handed);
    const adapted = registered.findIndex((r) => r?.name === name && (standIn || r.standIn));
    if (adapted !== -1) {
      retract(pointer);
      unread.push({ node, what: `a tool registration (through an adapter object, not known to reach the server of tools[${adapted}])` });
      return;
    }
    registered[tools.length] = { name, node, branches, server, standIn };
    add(tool, namePlace);
  };
  /**
   * Each registered tool's name, branches and server object, and whether it was registered through an adapter
   * (server-object.ts), by index in `tools` (a list handler's tools have none).
   */
  const registered: ({ name: string; node: TS.Node; branches: Map<TS.Node, string>; server: TS.Node | undefined; standIn: boolean } | undefined)[] = [];
  /**
   * The `if`, `try` and `switch` statements a node is in, each with the branch it is in; `throughCalls`, also
   * those around the one call of each function it is in (sole-call.ts), at most MAX_HOPS calls up.
   */
  const branchesOf = (node: TS.Node, throughCalls = false): Map<TS.Node, string> => {
    const out = new Map<TS.Node, string>();
    let hops = 0;
    for (let at = node, p = at.parent; p; p = at.parent) {
      const call = throughCalls && ts.isFunctionLike(p) && hops < MAX_HOPS ? soleCall(ts, p) : undefined;
      if (call) {
        hops++;
        at = call;
        continue;
      }
      const branch = ts.isIfStatement(p)
        ? p.thenStatement === at
          ? 'then'
          : p.elseStatement === at
            ? 'else'
            : undefined
        : ts.isTryStatement(p)
          ? p.tryBlock === at
            ? 'try'
            : p.catchClause === at
              ? 'catch'
              : undefined
          : undefined;
      if (branch) out.set(p, branch);
      // A `case` of a `switch`: the run of clauses that fall through into each other is one branch.
      else if ((ts.isCaseClause(p) || ts.isDefaultClause(p)) && ts.isStatement(at)) out.set(p.parent.parent, `case ${caseGroup(ts, p)}`);
      at = p;
    }
    return out;
  };
  const exclusive = (a: Map<TS.Node, string>, b: Map<TS.Node, string>): boolean => {
    for (const [statement, branch] of b) if (a.has(statement) && a.get(statement) !== branch) return true;
    return false;
  };
  /** Forgets what was read at `pointer` for a tool that is not kept. */
  const retract = (pointer: string) => {
    const under = (at: string) => at === pointer || at.startsWith(`${pointer}/`);
    for (const map of [spans, reader.anchors]) for (const at of [...map.keys()]) if (under(at)) map.delete(at);
    for (let k = unread.length - 1; k >= 0; k--) if (unread[k].pointer !== undefined && under(unread[k].pointer as string)) unread.splice(k, 1);
    for (let k = afterCallback.length - 1; k >= 0; k--) if (afterCallback[k].pointer === pointer) afterCallback.splice(k, 1);
  };

  /** `server.tool(name, shape, async () => …, { description })`: a callback written out, then data the SDK drops. */
  const passesAfterCallback = (call: TS.CallExpression): boolean => {
    const rest = call.arguments.slice(1);
    const callback = callbackIndex(reader, rest);
    return callback !== undefined && callback < rest.length - 1;
  };
  /** SDK v1 `tool(name, description?, shape?, annotations?, callback)`: what each argument is, by its kind. */
  /** `schemas`: arguments a registration passes as `inputSchema` by its key, read as one whatever they hold. */
  const toolArguments = (args: readonly TS.Expression[], tool: Record<string, unknown>, pointer: string, schemas: ReadonlySet<TS.Expression> = new Set()) => {
    let objects = 0;
    for (const [index, arg] of args.entries()) {
      const at = reader.resolve(arg);
      // The argument after the name is the description unless it is an object (a shape or annotations).
      if (index === 0 && !ts.isObjectLiteralExpression(at)) {
        const description = reader.string(arg, joinPointer(pointer, 'description'));
        if (description === UNKNOWN) unread.push({ node: arg, what: "the tool's description", pointer: joinPointer(pointer, 'description') });
        else tool.description = description;
      } else if (ts.isObjectLiteralExpression(at) && objects === 0 && (schemas.has(arg) || isShape(ts, reader, at))) {
        objects++;
        tool.inputSchema = shapeSchema(reader, at, joinPointer(pointer, 'inputSchema'));
      } else if (ts.isObjectLiteralExpression(at)) {
        objects = 2;
        const annotations = reader.value(arg, joinPointer(pointer, 'annotations'));
        if (annotations === UNKNOWN) unread.push({ node: arg, what: 'tool annotations' });
        else tool.annotations = annotations;
      } else {
        unread.push({ node: arg, what: 'a tool argument' });
      }
    }
  };

  /** registerTool's config object (a wrapper's, whose `parameters` is the input schema, when `wrapper`). */
  const registerConfig = (
    node: TS.Expression | undefined,
    tool: Record<string, unknown>,
    pointer: string,
    wrapper = false,
    swap: (node: TS.Expression) => TS.Expression | undefined = (at) => at,
    fields?: ReadonlySet<string>,
  ) => {
    const config = node && reader.resolve(node);
    const properties = config && ts.isObjectLiteralExpression(config) ? spreadProperties(config, 0, fields) : undefined;
    if (!node || !properties) {
      // Not a literal object mcpdesc reads whole (an imported definition, a spread): its fields are unknown, not missing.
      if (node) unread.push({ node, what: 'a tool configuration', pointer });
      return;
    }
    for (const [key, property] of properties) {
      const value = swap(ts.isPropertyAssignment(property) ? property.initializer : property.name);
      const at = joinPointer(pointer, key);
      if (!value) continue;
      if (PLAIN_KEYS.includes(key)) {
        const read = reader.value(value, at, property.name);
        if (read === UNKNOWN) unread.push({ node: value, what: `the tool's ${key}`, pointer: at });
        else tool[key] = read;
      } else if (key === 'inputSchema' || key === 'outputSchema' || (wrapper && key === 'parameters')) {
        const field = key === 'parameters' ? 'inputSchema' : key;
        const schema = schemaOf(value, joinPointer(pointer, field), property.name);
        if (schema) tool[field] = schema;
        else unread.push({ node: value, what: `the tool's ${key}`, pointer: joinPointer(pointer, field) });
      }
    }
  };

  /**
   * A config object's properties, those it spreads from a same-file object literal (`{ ...definition, title }`)
   * included, a later key overriding an earlier one as at run time; undefined when a spread is not such an object.
   */
  const spreadProperties = (
    config: TS.ObjectLiteralExpression,
    depth = 0,
    fields?: ReadonlySet<string>,
  ): Map<string, TS.PropertyAssignment | TS.ShorthandPropertyAssignment> | undefined => {
    if (!config.properties.some((p) => ts.isSpreadAssignment(p))) return reader.properties(config, fields);
    const out = new Map<string, TS.PropertyAssignment | TS.ShorthandPropertyAssignment>();
    for (const property of config.properties) {
      if (ts.isSpreadAssignment(property)) {
        const spread = reader.resolve(property.expression);
        const inner = depth < 4 && ts.isObjectLiteralExpression(spread) ? spreadProperties(spread, depth + 1) : undefined;
        if (!inner) return undefined;
        for (const [key, value] of inner) out.set(key, value);
        continue;
      }
      const key = reader.propertyName(property);
      if (key === undefined || !(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property))) return undefined;
      out.set(key, property);
    }
    return out;
  };

  /** A raw shape or a zod object as JSON Schema, or undefined when not statically known. */
  const schemaOf = (node: TS.Expression, pointer: string, key: TS.Node): Record<string, unknown> | undefined => {
    const at = reader.resolve(node);
    if (ts.isObjectLiteralExpression(at)) {
      const schema = shapeSchema(reader, at, pointer);
      reader.place(pointer, at, key);
      return schema;
    }
    // `Schema.shape`: the raw shape of a zod object declared in the file.
    const read =
      ts.isPropertyAccessExpression(at) && at.name.text === 'shape' ? zodSchema(reader, at.expression, pointer, key) : zodSchema(reader, node, pointer, key);
    // Any other zod schema (`z.union([…])`) the SDK serves as it will: an empty object schema (1.23 and later), or none.
    return read?.schema.type === 'object' ? read.schema : undefined;
  };

  /** `setRequestHandler(ListToolsRequestSchema, handler)`: the literal tools its returns list. */
  const listHandler = (handler: TS.Expression) => {
    const fn = reader.resolve(handler);
    if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) {
      unread.push({ node: handler, what: 'a tools/list handler' });
      return;
    }
    answer(fn.body);
  };
  /**
   * The tools a tools/list answer's body lists: each `return`'s literal tools, and those of the lists it picks
   * from; or those of the `{ tools: … }` answers a hand-rolled server writes (handed-answers.ts), in its blocks.
   */
  const answer = (answered: TS.ConciseBody | ToolsAnswers) => {
    const written = 'objects' in answered ? answered : undefined;
    const body = written ? undefined : (answered as TS.ConciseBody);
    const returned: TS.Expression[] = written ? [...written.objects] : [];
    if (body && !ts.isBlock(body)) returned.push(body);
    else if (body) collectReturns(ts, body, returned);
    // `return this.listTools()`: what the class's private method returns, a few hand-ons deep, or its static one
    // where the static method setting the handler up is called on the class (static-delegates.ts); or what the
    // callback a wrapper answers with returns (passed-callbacks.ts).
    const bodies: TS.ConciseBody[] = body ? [body] : [...(written?.blocks ?? [])];
    for (let i = 0, handed = 0; i < returned.length && handed < MAX_DELEGATED; i++) {
      const method = delegatedBody(ts, returned[i]) ?? staticDelegate(ts, returned[i], imported?.statics);
      const passed = method ? undefined : passedCallback(ts, returned[i], file, imported?.passers);
      const delegated = method ?? passed;
      if (!delegated) continue;
      // The callback's own lists are the lists it picks from, as a handler's are.
      if (passed) bodies.push(passed);
      const inner: TS.Expression[] = [];
      if (ts.isBlock(delegated)) collectReturns(ts, delegated, inner);
      else inner.push(delegated);
      returned.splice(i--, 1, ...inner);
      handed++;
    }
    // One call returns one list: a name an earlier `return` lists too is an alternative answer (a fallback,
    // the list sent on error), not a second tool of that name.
    const earlier = new Map<string, number>();
    for (const expression of returned) {
      const result = reader.resolve(expression);
      const list = ts.isObjectLiteralExpression(result) ? reader.properties(result)?.get('tools') : undefined;
      const listValue = list && (ts.isPropertyAssignment(list) ? list.initializer : list.name);
      // A `const` of the handler's own (answered-locals.ts), a filter keeping items as written read through.
      const local = listValue && bodies.reduce<TS.Expression | undefined>((found, at) => found ?? answeredLocal(ts, at, listValue), undefined);
      let array = listValue && reader.resolve(local ?? listValue);
      // `tools: allTools`, a `const` list of a function around the handler (enclosing-lists.ts).
      if (array && ts.isIdentifier(array)) array = enclosingList(ts, array, lists(), bodies) ?? array;
      const unfiltered = array && keptFrom(ts, array);
      if (unfiltered) array = reader.resolve(unfiltered);
      // `tools: this.getToolDefinitions()`: the one list the class's private (or proved static) method returns.
      const method = array && (delegatedBody(ts, array) ?? staticDelegate(ts, array, imported?.statics) ?? builtBody(ts, array));
      const inner: TS.Expression[] = [];
      if (method) collectReturns(ts, method, inner);
      if (inner.length === 1) array = reader.resolve(inner[0]);
      // `list.map((t) => ({ name: t.name, … }))` over the module's own list: each item, as the callback copies it.
      const mapped = array && !ts.isArrayLiteralExpression(array) ? mappedList(ts, array, lists(), (receiver) => keptFrom(ts, receiver)) : undefined;
      const elements =
        array && ts.isArrayLiteralExpression(array) ? spreadOut(array.elements) : mapped && spreadOut(mapped.list.elements, 3, mapped.projection);
      if (!elements) {
        unread.push({ node: listValue ?? expression, what: 'a tool list' });
        continue;
      }
      const listed = new Map<string, number>();
      for (const { element, projection } of elements) {
        const read = literalTool(element, earlier, projection);
        if (read && !listed.has(read.name)) listed.set(read.name, read.index);
      }
      for (const [name, index] of listed) if (!earlier.has(name)) earlier.set(name, index);
    }
    // The list a handler picks its answer from (`const all = [{ name, inputSchema }, …]; return { tools: all.filter(…) }`):
    // which of them a call lists is decided at run time, but each is a tool this server may list.
    const candidates: TS.ArrayLiteralExpression[] = [];
    for (const block of bodies) if (ts.isBlock(block)) collectToolArrays(ts, block, candidates);
    for (const array of candidates) for (const element of array.elements) literalTool(element, earlier);
  };

  /**
   * A list's items with each spread of a list the file writes out (`[...TOOLS]`, a copy of the `const`
   * TOOLS) replaced by that list's items, up to `depth` spreads deep, or of such a list mapped key by key
   * (`...registry.map(({ handler, ...tool }) => tool)`, of `registry` or of its items kept as written,
   * `const active = registry.filter(…)`; a list the module never changes, spread-lists.ts), each item with what
   * the mapping keeps of it (`projection`); any other spread stays, not read.
   */
  const spreadOut = (elements: readonly TS.Expression[], depth = 3, projection?: Projection): { element: TS.Expression; projection?: Projection }[] =>
    elements.flatMap((element) => {
      const spread = ts.isSpreadElement(element) && depth > 0 ? reader.resolve(element.expression) : undefined;
      if (spread && ts.isArrayLiteralExpression(spread)) return spreadOut(spread.elements, depth - 1, projection);
      const mapped = spread && !projection ? mappedList(ts, spread, unchanged(), (receiver) => keptFrom(ts, reader.resolve(receiver))) : undefined;
      return mapped ? spreadOut(mapped.list.elements, depth - 1, mapped.projection) : [{ element, ...(projection ? { projection } : {}) }];
    });
  /**
   * A tool object's fields, each with its value and the node it is placed at: all its own, or those a
   * mapping callback keeps (an item's key it copies, or a value the callback writes for every item).
   */
  const projectedFields = (
    properties: ReadonlyMap<string, TS.PropertyAssignment | TS.ShorthandPropertyAssignment>,
    projection: Projection | undefined,
  ): [string, TS.Expression, TS.Node | undefined][] => {
    const own = (key: string): [TS.Expression, TS.Node] | undefined => {
      const property = properties.get(key);
      return property && [ts.isPropertyAssignment(property) ? property.initializer : property.name, property.name];
    };
    const out = new Map<string, [TS.Expression, TS.Node | undefined]>();
    if (!projection || projection.spread) for (const key of properties.keys()) out.set(key, own(key) as [TS.Expression, TS.Node]);
    for (const [key, from] of projection?.keys ?? []) {
      const field = typeof from === 'string' ? own(from) : ([from, undefined] as [TS.Expression, undefined]);
      if (field) out.set(key, field);
      else out.delete(key);
    }
    for (const key of projection?.omit ?? []) out.delete(key);
    return [...out].map(([key, [value, at]]) => [key, value, at]);
  };
  /**
   * A class proved a tool (tool-classes.ts): each part from the class field `shape` names, its initializer read
   * where it is written (the class's own fields, then those of base classes of the same file). A name not
   * statically known (no such field here: a constructor or a base of another module sets it) lists the class
   * as not statically known; a part the base computes is listed as such.
   */
  const classTool = (node: TS.ClassDeclaration, shape: ClassTool) => {
    const pointer = joinPointer('/tools', String(tools.length));
    const [[, nameField], ...rest] = shape.fields;
    // A name the base takes from the server, which hands it the class's static member (static-named-classes.ts).
    const nameAt = classField(ts, node, nameField) ?? (shape.staticName !== undefined ? staticField(ts, node, shape.staticName) : undefined);
    const name = nameAt ? reader.string(nameAt.initializer, joinPointer(pointer, 'name'), nameAt.name) : UNKNOWN;
    if (!nameAt || name === UNKNOWN) {
      retract(pointer);
      unread.push({ node: nameAt?.initializer ?? (node.name as TS.Identifier), what: 'a tool class (its name is not statically known)' });
      return;
    }
    const item: Record<string, unknown> = { name };
    reader.place(pointer, node);
    for (const [key, field] of rest) {
      const at = classField(ts, node, field);
      const target = joinPointer(pointer, key);
      // A description the file writes no initializer of (a getter it cannot read, a constructor's, a base's elsewhere) is not known missing.
      if (!at && key === 'description') unread.push({ node: node.name as TS.Identifier, what: `the tool's ${key}`, pointer: target });
      if (!at) continue;
      const schema = SCHEMA_KEYS.has(key) && (shape.framework ? frameworkSchema(at.initializer, target, at.name) : schemaOf(at.initializer, target, at.name));
      const read = SCHEMA_KEYS.has(key) ? schema || UNKNOWN : reader.value(at.initializer, target, at.name);
      if (read === UNKNOWN) unread.push({ node: at.initializer, what: `the tool's ${key}`, pointer: target });
      else item[key] = read;
    }
    for (const key of shape.computed) unread.push({ node: node.name as TS.Identifier, what: `the tool's ${key}`, pointer: joinPointer(pointer, key) });
    keep(node, item, pointer, reader.span(reader.resolve(nameAt.initializer)));
  };
  /**
   * mcp-framework's `schema`: a zod object (`z.object({…})`, read as the SDK's), or its older form, each
   * parameter an object of its zod `type` and its `description` (which the framework sets on the schema).
   */
  const frameworkSchema = (node: TS.Expression, pointer: string, key: TS.Node): Record<string, unknown> | undefined => {
    const at = reader.resolve(node);
    const params = ts.isObjectLiteralExpression(at) ? reader.properties(at) : undefined;
    if (!params) return schemaOf(node, pointer, key);
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    reader.place(pointer, at, key);
    for (const [param, property] of params) {
      const target = joinPointer(pointer, 'properties', param);
      const value = ts.isPropertyAssignment(property) ? reader.resolve(property.initializer) : undefined;
      const parts = value && ts.isObjectLiteralExpression(value) ? reader.properties(value) : undefined;
      const type = parts?.get('type');
      const read = type && ts.isPropertyAssignment(type) ? zodSchema(reader, type.initializer, target, property.name) : undefined;
      if (!read) unread.push({ node: value ?? property, what: `the schema of parameter ${JSON.stringify(param)}` });
      else if (!read.optional) required.push(param);
      const described = parts?.get('description');
      const text =
        described && ts.isPropertyAssignment(described) ? reader.string(described.initializer, joinPointer(target, 'description'), described.name) : undefined;
      if (text === UNKNOWN)
        unread.push({ node: (described as TS.PropertyAssignment).initializer, what: `the description of parameter ${JSON.stringify(param)}` });
      properties[param] = { ...read?.schema, ...(typeof text === 'string' ? { description: text } : {}) };
      if (!read) reader.place(target, value ?? property, property.name);
    }
    return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
  };
  /**
   * The file's functions and methods declared once by their name, each with the parameter types that hold
   * the SDK's `Tool` (by position; undefined elsewhere): an argument there is typed so. Read once.
   */
  let typedParametersRead: Map<string, (TS.TypeNode | undefined)[]> | undefined;
  const typedParameters = () => (typedParametersRead ??= toolParameters(ts, file, toolType));

  /** The module's `const` lists, read once, for the loops and mapping callbacks that name one. */
  let constListsRead: Map<string, TS.ArrayLiteralExpression> | undefined;
  const lists = () => (constListsRead ??= constLists(ts, file));
  let unchangedRead: Map<string, TS.ArrayLiteralExpression> | undefined;
  const unchanged = () => (unchangedRead ??= unchangedLists(ts, file));

  /**
   * One literal tool object of a tools/list result: its name and index in `tools` when it is kept. One whose
   * name is in `alternatives` (listed by another `return` of the handler) is listed as not statically known.
   */
  const literalTool = (
    element: TS.Expression,
    alternatives?: ReadonlyMap<string, number>,
    projection?: Projection,
    zod = false,
    /** What a value stands for (own-records.ts: a class's own `this.name`); each as written when none. */
    swap: (node: TS.Expression) => TS.Expression = (node) => node,
  ): { name: string; index: number } | undefined => {
    const object = reader.resolve(element);
    if (readTools.has(object) || (consumed ??= registrationObjects(ts, file, reader)).has(object)) return;
    readTools.add(object);
    const fields = new Set([...TOOL_FIELDS.keys.keys(), ...[...(projection?.keys.values() ?? [])].filter((from) => typeof from === 'string')]);
    const properties = ts.isObjectLiteralExpression(object) ? reader.properties(object, fields) : undefined;
    const nameKey = projection?.keys.get('name');
    const nameProperty = properties?.get(typeof nameKey === 'string' ? nameKey : 'name');
    const pointer = joinPointer('/tools', String(tools.length));
    const nameNode = nameProperty && swap(ts.isPropertyAssignment(nameProperty) ? nameProperty.initializer : nameProperty.name);
    const name = nameNode && nameProperty ? reader.string(nameNode, joinPointer(pointer, 'name'), nameProperty.name) : UNKNOWN;
    if (!properties || !nameNode || name === UNKNOWN) {
      unread.push({ node: element, what: 'a tool' });
      return undefined;
    }
    const alternative = alternatives?.get(name);
    if (alternative !== undefined) {
      retract(pointer);
      unread.push({ node: element, what: `a tool (listed instead of tools[${alternative}] by another return of the handler)` });
      return undefined;
    }
    const tool: Record<string, unknown> = {};
    reader.place(pointer, object);
    for (const [key, written, at] of projectedFields(properties, projection)) {
      const value = swap(written);
      // A list the module registers with `server.tool(t.name, t.description, t.inputSchema.shape, …)` holds zod schemas.
      const schema = zod && SCHEMA_KEYS.has(key) && ts.isCallExpression(reader.resolve(value)) && at;
      const read = schema ? (schemaOf(value, joinPointer(pointer, key), schema) ?? UNKNOWN) : reader.value(value, joinPointer(pointer, key), at);
      if (read === UNKNOWN) unread.push({ node: value, what: `the tool's ${key}`, pointer: joinPointer(pointer, key) });
      else tool[key] = read;
    }
    // A schema made at run time (zodToJsonSchema(…)) is one the SDK sends as an object schema: nothing
    // about it is judged, but the tool keeps the shape the protocol requires.
    tool.inputSchema ??= { type: 'object' };
    add(tool, reader.span(reader.resolve(nameNode)));
    return { name, index: tools.length - 1 };
  };

  /**
   * An entry of a dictionary keyed by tool name another module serves (named-dicts.ts): the name its key, each
   * field read from the entry's key the serving mapping copies (`inputSchema` from `parameters`), a field it
   * computes listed as not statically known.
   */
  const namedTool = ({ key, tool: object }: NamedEntry, fields: EntryFields) => {
    if (readTools.has(object)) return;
    readTools.add(object);
    const properties = reader.properties(object);
    const pointer = joinPointer('/tools', String(tools.length));
    if (!properties) {
      unread.push({ node: object, what: 'a tool' });
      return;
    }
    const tool: Record<string, unknown> = { name: key.text };
    reader.place(pointer, object);
    reader.place(joinPointer(pointer, 'name'), key);
    for (const [field, from] of fields) {
      const target = joinPointer(pointer, field);
      const property = from === null ? undefined : properties.get(from);
      if (from === null) unread.push({ node: object, what: `the tool's ${field}`, pointer: target });
      if (!property) continue;
      const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
      const zod = SCHEMA_KEYS.has(field) && ts.isCallExpression(reader.resolve(value));
      const read = zod ? (schemaOf(value, target, property.name) ?? UNKNOWN) : reader.value(value, target, property.name);
      if (read === UNKNOWN) unread.push({ node: value, what: `the tool's ${field}`, pointer: target });
      else tool[field] = read;
    }
    tool.inputSchema ??= { type: 'object' };
    add(tool, reader.span(key));
  };

  /**
   * An exported tool object another module registers with SDK v1 `server.tool(t.name, t.summary, t.paramsSchema,
   * cb)` (imported-lists.ts): the item's values read as that call's arguments, in its order, as the SDK tells
   * each by its value. A key the item does not set (or sets to `undefined`) passes nothing; before a key it
   * sets, the SDK would take the wrong argument for the next, so that is listed as not statically known.
   */
  const argumentTool = (object: TS.ObjectLiteralExpression | TS.CallExpression, passed: readonly ItemArgument[]) => {
    if (readTools.has(object) || (consumed ??= registrationObjects(ts, file, reader)).has(object)) return;
    readTools.add(object);
    // A maker's call (made-thunks.ts) makes an object of its arguments, each under the key the maker gives it.
    const madeKeys = ts.isCallExpression(object) ? madeCalls.get(object) : undefined;
    const properties = ts.isObjectLiteralExpression(object) ? reader.properties(object) : undefined;
    const own = (key: string | undefined) => {
      const property = key === undefined ? undefined : properties?.get(key);
      const index = key === undefined ? undefined : madeKeys?.get(key);
      const value = property
        ? ts.isPropertyAssignment(property)
          ? property.initializer
          : property.name
        : index === undefined
          ? undefined
          : (object as TS.CallExpression).arguments[index];
      const at = value && reader.resolve(value);
      return at && !(ts.isIdentifier(at) && at.text === 'undefined') ? value : undefined;
    };
    const nameNode = own('name');
    const pointer = joinPointer('/tools', String(tools.length));
    const name = nameNode ? reader.string(nameNode, joinPointer(pointer, 'name'), properties?.get('name')?.name) : UNKNOWN;
    const values = passed.map(({ key, shape, made: computed }) => {
      const value = computed ? undefined : own(key);
      if (!value || !shape) return value;
      // `t.inputSchema.shape`: the raw shape of the item's `z.object({…})`.
      const made = reader.resolve(value);
      const inner = ts.isCallExpression(made) && made.arguments.length >= 1 ? reader.resolve(made.arguments[0]) : undefined;
      return inner && ts.isObjectLiteralExpression(inner) ? inner : value;
    });
    const last = values.findLastIndex((value) => value !== undefined);
    // A `{}` written at the call is an empty shape, which passes nothing more than leaving it out.
    // A key a registrar passes only when the item has it (made-registrars.ts) leaves no gap.
    const gap = values.some(
      (value, index) => value === undefined && index < last && passed[index].key !== undefined && !passed[index].optional && !passed[index].made,
    );
    if (!nameNode || name === UNKNOWN || gap) {
      retract(pointer);
      unread.push({ node: object, what: 'a tool' });
      return;
    }
    const tool: Record<string, unknown> = { name };
    reader.place(pointer, object);
    // The call's last argument, never among `passed`, follows a callback the item holds.
    const callback = callbackIndex(reader, values, passed.length + 1);
    if (callback !== undefined) afterCallback.push({ pointer, position: callback + 3, count: passed.length - callback });
    toolArguments(
      values.slice(0, callback).filter((value): value is TS.Expression => value !== undefined),
      tool,
      pointer,
      new Set(values.filter((value, index): value is TS.Expression => value !== undefined && passed[index].schema === true)),
    );
    // A schema made at run time from the item's key (`toShape(schema)`) is not statically known.
    if (passed.some(({ made }) => made)) unread.push({ node: object, what: "the tool's inputSchema", pointer: joinPointer(pointer, 'inputSchema') });
    keep(object, tool, pointer, reader.span(reader.resolve(nameNode)));
  };

  // In source order, with a stack of its own: a generated file's expressions nest deeper than recursion goes.
  const stack: TS.Node[] = [file];
  while (stack.length > 0) {
    const node = stack.pop() as TS.Node;
    current = node;
    visit(node);
    const children: TS.Node[] = [];
    ts.forEachChild(node, (child) => {
      children.push(child);
    });
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  // A module answering JSON-RPC itself (hand-rolled.ts): the tools its tools/list branches answer with.
  current = file;
  if (!NAMES_MCP_MODULE.test(text)) answer(toolsAnswers(ts, handRolledAnswers(ts, file)));
  return {
    tools,
    prompts,
    resources,
    resourceTemplates,
    spans,
    names,
    conditional,
    afterCallback,
    anchors: reader.anchors,
    unread: unread.map((u) => ({ start: u.node.getStart(file), what: u.what, ...(u.pointer ? { pointer: u.pointer } : {}) })).sort((a, b) => a.start - b.start),
  };
}

/** Whether a name is an object literal's key (`{ key: value }`, or a shorthand `{ key }`) or a declared constant's, not a value read. */
function isWrittenName(ts: Typescript, node: TS.Identifier | TS.StringLiteral): boolean {
  const parent = node.parent;
  return (ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent) || ts.isVariableDeclaration(parent)) && parent.name === node;
}

/** A condition every run of the program meets: the main-module guard (`require.main === module`, `import.meta.url === …`). */
const MAIN_GUARD = /\brequire\.main\b|\bimport\.meta\b/;

/**
 * Whether `node` runs on some paths of its file only: in a branch of an `if`, a `switch` case, a `catch`, a
 * `?:` or the right of `&&`, `||` and `??`. A main-module guard is no condition: every start of the server
 * passes it.
 */
function underCondition(ts: Typescript, node: TS.Node): boolean {
  for (let child = node, parent = node.parent; parent !== undefined; child = parent, parent = parent.parent) {
    if (ts.isIfStatement(parent) && child !== parent.expression && !MAIN_GUARD.test(parent.expression.getText())) return true;
    if (ts.isCaseClause(parent) || ts.isDefaultClause(parent) || ts.isCatchClause(parent)) return true;
    if (ts.isConditionalExpression(parent) && child !== parent.condition) return true;
    if (ts.isBinaryExpression(parent) && child === parent.right) {
      const kind = parent.operatorToken.kind;
      if (kind === ts.SyntaxKind.AmpersandAmpersandToken || kind === ts.SyntaxKind.BarBarToken || kind === ts.SyntaxKind.QuestionQuestionToken) return true;
    }
  }
  return false;
}

/**
 * The index of the clause a `switch` leaves from after running `clause`: its own when it ends in `break`,
 * `return`, `throw` or `continue`, else that of the clause it falls through into. Clauses with one index
 * run together; clauses with different ones never do.
 */
function caseGroup(ts: Typescript, clause: TS.CaseOrDefaultClause): number {
  const clauses = clause.parent.clauses;
  let index = clauses.indexOf(clause);
  while (index < clauses.length - 1 && !endsBranch(ts, clauses[index].statements)) index++;
  return index;
}

function endsBranch(ts: Typescript, statements: TS.NodeArray<TS.Statement>): boolean {
  const last = statements.at(-1);
  if (!last) return false;
  if (ts.isBlock(last)) return endsBranch(ts, last.statements);
  return ts.isBreakStatement(last) || ts.isReturnStatement(last) || ts.isThrowStatement(last) || ts.isContinueStatement(last);
}

/** The local names of the SDK's `Tool` type a file imports, and of the SDK type modules it imports whole. */
interface ToolType {
  names: Set<string>;
  namespaces: Set<string>;
}

/** The MCP SDK modules that export the protocol's `Tool` type: v1's types module, v2's server and core packages. */
const TOOL_TYPE_MODULES = /^@modelcontextprotocol\/(?:sdk\/(?:types|spec\.types)(?:\.js)?|server|core)$/;

function sdkToolType(ts: Typescript, file: TS.SourceFile): ToolType {
  const out: ToolType = { names: new Set(), namespaces: new Set() };
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!TOOL_TYPE_MODULES.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) out.namespaces.add(bindings.name.text);
    else if (bindings) for (const element of bindings.elements) if ((element.propertyName ?? element.name).text === 'Tool') out.names.add(element.name.text);
  }
  return out;
}

/** An item of a module's list a loop registers: its object literal, and the item's value for an argument that reads one of its keys (undefined for a key it lacks). */
interface LoopItem {
  object: TS.Expression;
  swap: (node: TS.Expression) => TS.Expression | undefined;
  /** The keys of the config read: its methods of other keys (a handler's `async run() {}`) never reach the registration. */
  fields?: ReadonlySet<string>;
}

/** Whether a type annotation is the SDK's `Tool`, a list of them (`Tool[]`, `readonly Tool[]`, `Array<Tool>`), or neither. */
/**
 * Whether a `x.tool(…)` call ends in a value no registration ends in: every `server.tool` overload takes the
 * callback last, and a wrapper's `tool(name, config)` has two arguments, so `logger.tool('warn', 'Validation
 * failed', { … })` is a logger's call, not a registration.
 */
function endsInData(ts: Typescript, call: TS.CallExpression): boolean {
  const last = call.arguments[call.arguments.length - 1];
  return (
    last !== undefined &&
    (ts.isStringLiteralLike(last) ||
      ts.isTemplateExpression(last) ||
      (ts.isObjectLiteralExpression(last) && call.arguments.length > 2) ||
      ts.isArrayLiteralExpression(last) ||
      ts.isNumericLiteral(last) ||
      last.kind === ts.SyntaxKind.TrueKeyword ||
      last.kind === ts.SyntaxKind.FalseKeyword ||
      last.kind === ts.SyntaxKind.NullKeyword)
  );
}

function toolTypeKind(ts: Typescript, type: TS.TypeNode, toolType: ToolType): 'tool' | 'list' | undefined {
  if (isToolType(ts, type, toolType)) return 'tool';
  const element = listElement(ts, type);
  return element && isToolType(ts, element, toolType) ? 'list' : undefined;
}

/** Whether a type is the SDK's `Tool` itself, by the names the file imports it as. */
function isToolType(ts: Typescript, node: TS.TypeNode, toolType: ToolType): boolean {
  if (!ts.isTypeReferenceNode(node) || node.typeArguments) return false;
  const name = node.typeName;
  if (ts.isIdentifier(name)) return toolType.names.has(name.text);
  return name.right.text === 'Tool' && ts.isIdentifier(name.left) && toolType.namespaces.has(name.left.text);
}

/** The item type of a list type (`T[]`, `readonly T[]`, `Array<T>`, `ReadonlyArray<T>`); undefined for any other type. */
function listElement(ts: Typescript, type: TS.TypeNode): TS.TypeNode | undefined {
  const inner = ts.isTypeOperatorNode(type) && type.operator === ts.SyntaxKind.ReadonlyKeyword ? type.type : type;
  if (ts.isArrayTypeNode(inner)) return inner.elementType;
  const generic =
    ts.isTypeReferenceNode(inner) &&
    ts.isIdentifier(inner.typeName) &&
    (inner.typeName.text === 'Array' || inner.typeName.text === 'ReadonlyArray') &&
    inner.typeArguments?.length === 1;
  return generic ? (inner.typeArguments as TS.NodeArray<TS.TypeNode>)[0] : undefined;
}

/** How deep a type written out around the SDK's `Tool` is followed (`{ tool: Tool }[]` is two). */
const MAX_TYPE_DEPTH = 4;
/** How many private methods one tools/list answer may hand on to (`return this.listTools()`). */
const MAX_DELEGATED = 4;
/** How many functions' one calls the branches of a registration are followed through (sole-call.ts). */
const MAX_HOPS = 8;

/** Whether a type names the SDK's `Tool` anywhere within MAX_TYPE_DEPTH list and object levels. */
function holdsTool(ts: Typescript, type: TS.TypeNode, toolType: ToolType, depth = 0): boolean {
  if (toolTypeKind(ts, type, toolType)) return true;
  if (depth >= MAX_TYPE_DEPTH) return false;
  const inner = unparenthesized(ts, type);
  const element = listElement(ts, inner);
  if (element) return holdsTool(ts, element, toolType, depth + 1);
  return (
    ts.isTypeLiteralNode(inner) &&
    inner.members.some((member) => ts.isPropertySignature(member) && !!member.type && holdsTool(ts, member.type, toolType, depth + 1))
  );
}

/** The file's functions and methods declared once by their name, with the parameter types that hold the SDK's Tool; those with none left out. */
function toolParameters(ts: Typescript, file: TS.SourceFile, toolType: ToolType): Map<string, (TS.TypeNode | undefined)[]> {
  const out = new Map<string, (TS.TypeNode | undefined)[]>();
  const twice = new Set<string>();
  const visit = (node: TS.Node): void => {
    if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name && ts.isIdentifier(node.name)) {
      // By the name its calls use: `addTools(…)` for a function, `this.addTools(…)` for a method.
      const name = ts.isMethodDeclaration(node) ? `this.${node.name.text}` : node.name.text;
      const types = node.parameters.map((p) => (p.type && holdsTool(ts, p.type, toolType) ? p.type : undefined));
      if (out.has(name) || twice.has(name)) {
        out.delete(name);
        twice.add(name);
      } else if (types.some((type) => type !== undefined)) out.set(name, types);
      else twice.add(name);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** A type behind parentheses: `({ tool: Tool })[]`'s item. */
function unparenthesized(ts: Typescript, type: TS.TypeNode): TS.TypeNode {
  let at = type;
  for (let step = 0; step < 8 && ts.isParenthesizedTypeNode(at); step++) at = at.type;
  return at;
}

/** `Promise<T>` (an async function's declared result) as `T`; any other type as it is. */
function awaited(ts: Typescript, type: TS.TypeNode): TS.TypeNode {
  const promise = ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === 'Promise' && type.typeArguments?.length === 1;
  return promise ? (type.typeArguments as TS.NodeArray<TS.TypeNode>)[0] : type;
}

/** An expression behind parentheses, `as`, `satisfies` and `!` (a same-file constant's name is not followed). */
function stripped(ts: Typescript, node: TS.Expression): TS.Expression {
  let at = node;
  for (let step = 0; step < 64; step++) {
    if (ts.isParenthesizedExpression(at) || ts.isAsExpression(at) || ts.isSatisfiesExpression(at) || ts.isNonNullExpression(at)) at = at.expression;
    else break;
  }
  return at;
}

/** The expressions a function body returns, not counting nested functions'. */
/** Whether a method is one of the `Class.method`s whose answer a handler of another module serves. */
function servedMethod(ts: Typescript, node: TS.MethodDeclaration, served: ReadonlySet<string>): boolean {
  const cls = node.parent;
  return ts.isClassDeclaration(cls) && !!cls.name && ts.isIdentifier(node.name) && served.has(`${cls.name.text}.${node.name.text}`);
}

/**
 * The array literals a function body declares (not counting nested functions') whose items are all tool
 * objects written out: object literals with a `name` and an `inputSchema`.
 */
function collectToolArrays(ts: Typescript, node: TS.Node, out: TS.ArrayLiteralExpression[]): void {
  ts.forEachChild(node, (child) => {
    if (ts.isFunctionLike(child) || ts.isClassLike(child)) return;
    const array = ts.isVariableDeclaration(child) && child.initializer ? stripped(ts, child.initializer) : undefined;
    if (array && ts.isArrayLiteralExpression(array) && array.elements.length > 0 && array.elements.every((e) => isToolObject(ts, e))) out.push(array);
    else collectToolArrays(ts, child, out);
  });
}

/**
 * The object literals a `tool(…)`, `registerTool(…)` or `addTool(…)` call of the file passes on, whole or in
 * parts (`def`, `def.name`, `def.inputSchema`, `...def`, outside its callback): the call registers that
 * object's tool, so the object is no second tool of the file, whichever other way it is also read (exported,
 * typed as the SDK's `Tool`).
 */
const REGISTERS = new Set(['tool', 'registerTool', 'addTool']);
function registrationObjects(ts: Typescript, file: TS.SourceFile, reader: ValueReader): Set<TS.Node> {
  const out = new Set<TS.Node>();
  const named = (at: TS.Expression) => {
    const object = reader.resolve(at);
    if (ts.isObjectLiteralExpression(object)) out.add(object);
  };
  const parts = (node: TS.Node): void => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) named(node.expression);
    else if (ts.isSpreadAssignment(node)) named(node.expression);
    ts.forEachChild(node, parts);
  };
  walk(ts, file, (node) => {
    const method = ts.isCallExpression(node) ? calledMethod(ts, node)?.name.text : undefined;
    if (method !== undefined && REGISTERS.has(method) && !(method === 'tool' && endsInData(ts, node as TS.CallExpression)))
      for (const arg of (node as TS.CallExpression).arguments) {
        named(arg);
        parts(arg);
      }
  });
  return out;
}

/**
 * The tool objects a module exports, each with the SDK v1 arguments another module registers it with (`listed`,
 * by export: imported-lists.ts), or null where it is read as a tools/list handler's. An object with a name and
 * no `inputSchema` is one only where such arguments are known. The spreads a mapping makes tools of, and the items
 * naming another module's value, go in `generated`, with what each is.
 */
function importedObjects(
  ts: Typescript,
  file: TS.SourceFile,
  generated: Map<TS.Node, string>,
  listed: ReadonlyMap<string, readonly ItemArgument[]> | undefined,
  helpers?: ReadonlyMap<string, HelperShape>,
  made?: ReadonlyMap<string, MadeTool>,
  /** Where the tools a registry adds on some runs only go (keyed-returns.ts). */
  sometimes?: Set<TS.Node>,
  /** The exports no list holds and no module registers (imported-lists.ts): no tools the server has. */
  unserved?: ReadonlySet<string>,
): Map<TS.Node, readonly ItemArgument[] | null> {
  const out = new Map<TS.Node, readonly ItemArgument[] | null>();
  // A made tool is read only where an SDK v1 call passes its keys.
  for (const [name, { call }] of made ?? []) {
    const passed = listed?.get(name);
    if (passed) out.set(call, passed);
  }
  for (const [name, { tools }] of exportedTools(ts, file, true)) {
    const passed = listed?.get(name);
    if (passed) for (const tool of tools) out.set(tool, passed);
  }
  for (const [name, { tools, keyed, generated: spreads, aliased }] of exportedTools(ts, file, false, helpers)) {
    if (unserved?.has(name)) continue;
    for (const tool of tools) if (!out.has(tool)) out.set(tool, listed?.get(name) ?? null);
    for (const tool of keyed?.sometimes ?? []) sometimes?.add(tool);
    for (const spread of spreads ?? []) generated.set(spread, 'tools a mapping makes');
    for (const item of aliased ?? []) generated.set(item, 'a tool another module defines');
  }
  return out;
}

/**
 * Whether a file imports a module `wanted` accepts, and the local names it binds from it: `import … from`,
 * `import type`, `import x = require(…)` and a top-level `const … = require(…)`.
 */
function importsModule(ts: Typescript, file: TS.SourceFile, wanted: (module: string) => boolean): { imported: boolean; names: Set<string> } {
  const names = new Set<string>();
  let imported = false;
  const bind = (name: TS.BindingName) => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bind(element.name);
  };
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && wanted(statement.moduleSpecifier.text)) {
      const clause = statement.importClause;
      imported = true;
      if (clause?.name) names.add(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
      else if (bindings) for (const element of bindings.elements) names.add(element.name.text);
    } else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) {
      const module = statement.moduleReference.expression;
      if (ts.isStringLiteral(module) && wanted(module.text)) {
        imported = true;
        names.add(statement.name.text);
      }
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        const required =
          init &&
          ts.isCallExpression(init) &&
          ts.isIdentifier(init.expression) &&
          init.expression.text === 'require' &&
          init.arguments.length === 1 &&
          ts.isStringLiteral(init.arguments[0]);
        if (required && wanted((init.arguments[0] as TS.StringLiteral).text)) {
          imported = true;
          bind(declaration.name);
        }
      }
    }
  }
  return { imported, names };
}

/** The local names a file imports `name` of `module` as (`import { Tool } from "@rekog/mcp-nest"`, also renamed). */
function importedNames(ts: Typescript, file: TS.SourceFile, module: string, name: string): Set<string> {
  const out = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== module) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) if ((element.propertyName ?? element.name).text === name) out.add(element.name.text);
  }
  return out;
}

/**
 * A class's static field and its value (`static toolName = "…"`), its own or a base's of the same file; none when
 * a getter or a field without a value has it, or the file assigns it anew (`Tool.toolName = …`).
 */
function staticField(ts: Typescript, node: TS.ClassDeclaration, name: string): { name: TS.Identifier; initializer: TS.Expression } | undefined {
  const file = node.getSourceFile();
  if (file.text.includes(`.${name} =`)) return undefined;
  let at: TS.ClassDeclaration | undefined = node;
  for (let hop = 0; at && hop < 4; hop++) {
    const member = at.members.find(
      (m) =>
        m.name !== undefined &&
        ts.isIdentifier(m.name) &&
        m.name.text === name &&
        ts.canHaveModifiers(m) &&
        ts.getModifiers(m)?.some((k) => k.kind === ts.SyntaxKind.StaticKeyword),
    );
    if (member)
      return ts.isPropertyDeclaration(member) && member.initializer ? { name: member.name as TS.Identifier, initializer: member.initializer } : undefined;
    const base: TS.Expression | undefined = at.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
    at =
      base && ts.isIdentifier(base) ? file.statements.find((s): s is TS.ClassDeclaration => ts.isClassDeclaration(s) && s.name?.text === base.text) : undefined;
  }
  return undefined;
}

/**
 * A class's instance field `name` with its initializer (`name = "find"`, `protected description = "…"`), or that of
 * a base class of the same file it extends (up to a few), the nearest first; a static field is the class's, not a tool's.
 */
function classField(ts: Typescript, node: TS.ClassDeclaration, name: string): { name: TS.Identifier; initializer: TS.Expression } | undefined {
  let at: TS.ClassDeclaration | undefined = node;
  for (let hop = 0; at && hop < 4; hop++) {
    for (const member of at.members) {
      if (!ts.isPropertyDeclaration(member) || ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword)) continue;
      if (ts.isIdentifier(member.name) && member.name.text === name && member.initializer) return { name: member.name, initializer: member.initializer };
    }
    // `get name() { return "get_x"; }`: what the getter returns (constructed-classes.ts).
    const getter = at.members.find((m): m is TS.GetAccessorDeclaration => ts.isGetAccessorDeclaration(m) && ts.isIdentifier(m.name) && m.name.text === name);
    const returned = getter && getterValue(ts, at, name);
    // A getter it cannot read overrides any base's value all the same.
    if (getter) return returned && { name: getter.name as TS.Identifier, initializer: returned };
    const base: TS.Expression | undefined = at.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
    const file = at.getSourceFile();
    at =
      base && ts.isIdentifier(base) ? file.statements.find((s): s is TS.ClassDeclaration => ts.isClassDeclaration(s) && s.name?.text === base.text) : undefined;
  }
  return undefined;
}
