/**
 * A maker of the repository that returns the function registering the tool it is given: `export const getFlow
 * = createTool({ name: "get_flow", description: "Gets a flow", inputSchema: { flowId: z.string() }, handler })`
 * in a module naming no SDK, of `export function createTool(definition) { return (context: ToolContext) => {
 * context.server.tool(definition.name, definition.description, definition.inputSchema, async (p) => …) } }`
 * imported from a module of the repository. The maker's body proves what reaches the SDK, as go-source/wrappers.ts
 * proves a Go constructor: its one parameter's keys, handed unchanged to an SDK v1 `tool` call on a parameter
 * of the function it returns that is declared an SDK server (`server: McpServer`, or a context whose `server`
 * is one, handed-server.ts `serverParameter`). Each call of it with one object literal is then read, at that
 * literal, as the registration it makes: each argument the key it names, the callback the maker builds never
 * read. The returned function's body is that one call, each argument but the callback read straight off the
 * parameter, so no key can be written before it registers. A maker that computes or renames a key, does
 * anything before registering, registers under a branch or more than once, or returns anything but that
 * function, is no such maker; a call whose object spreads another, or lacks a key the maker passes, is not read.
 */
import type * as TS from 'typescript';
import { vendoredTypescript } from '../../util/lazy-require.js';
import { drew } from '../source/draws-on.js';
import type { Workspace } from '../types.js';
import { memoOf, parseWithin, serverParameter } from './handed-server.js';
import { calledImports } from './imported-forwarders.js';
import { stripped } from './loop-registrars.js';
import { objectRegistrar, type RegistrarMaker } from './object-registrars.js';
import { type Typescript, walk } from './values.js';

export type { RegistrarMaker } from './object-registrars.js';

/** `createTool({`: a function (no method: `z.object({`) called with an object literal first, bounded. */
const CALLED_WITH_OBJECT = /(?<![\w$.])[\w$]{1,100}\(\s{0,40}\{/;

/** Whether a module naming no SDK calls such a maker: a server file by that proof (info.ts). */
export function callsRegistrarMaker(text: string, path: string, workspace: Workspace | undefined): boolean {
  if (!workspace || !text.includes('import') || !CALLED_WITH_OBJECT.test(text)) return false;
  const ts = vendoredTypescript();
  const file = parseWithin(ts, path, text);
  return !!file && registrarMakers(ts, file, path, workspace).size > 0;
}

/** The imported makers the file calls with one object literal that register what they are given, by the name it calls them. */
export function registrarMakers(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): ReadonlyMap<string, RegistrarMaker> {
  const out = new Map<string, RegistrarMaker>();
  if (!CALLED_WITH_OBJECT.test(file.text)) return out;
  const called = calledWithObject(ts, file);
  const memo = memoOf(workspace);
  for (const { local, at, module, fn } of calledImports(ts, file, path, workspace, memo, (name) => called.has(name))) {
    const isServer = (inner: TS.SignatureDeclaration, index: number, key?: string) => serverParameter(ts, workspace, memo, module.file, at, inner, index, key);
    const found = makerKeys(ts, fn, isServer) ?? objectRegistrar(ts, module.file, fn, isServer);
    if (found && drew(workspace, at)) out.set(local, found);
  }
  return out;
}

/** The names the file calls with one object literal (`createTool({ … })`). */
function calledWithObject(ts: Typescript, file: TS.SourceFile): Set<string> {
  const out = new Set<string>();
  walk(ts, file, (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.arguments.length === 1 && ts.isObjectLiteralExpression(node.arguments[0]))
      out.add(node.expression.text);
  });
  return out;
}

/**
 * The keys a maker `(definition) => (context) => context.server.tool(definition.name, …, cb)` hands the SDK, in
 * order (or `registerTool(definition.name, { description: definition.description, … }, cb)`, each key of its
 * config copied under its own name); undefined for any other function. `isServer` says whether the returned
 * function's parameter (its property `key`) is declared an SDK server.
 */
function makerKeys(
  ts: Typescript,
  fn: TS.FunctionLikeDeclaration,
  isServer: (fn: TS.SignatureDeclaration, index: number, key?: string) => boolean,
): RegistrarMaker | undefined {
  const [parameter, ...others] = fn.parameters;
  if (!parameter || others.length > 0 || !ts.isIdentifier(parameter.name) || parameter.dotDotDotToken || parameter.initializer) return undefined;
  const made = onlyValue(ts, fn.body);
  const registrar = made && stripped(ts, made);
  if (!registrar || !(ts.isArrowFunction(registrar) || ts.isFunctionExpression(registrar))) return undefined;
  const call = onlyValue(ts, registrar.body);
  const inner = call && stripped(ts, call);
  const method = inner && ts.isCallExpression(inner) && ts.isPropertyAccessExpression(inner.expression) ? inner.expression.name.text : undefined;
  if (!inner || !ts.isCallExpression(inner) || !ts.isPropertyAccessExpression(inner.expression) || (method !== 'tool' && method !== 'registerTool'))
    return undefined;
  // The receiver: the registrar's parameter (`server.tool`) or its property (`context.server.tool`).
  const receiver = inner.expression.expression;
  const held = ts.isPropertyAccessExpression(receiver) ? receiver.expression : receiver;
  const index = ts.isIdentifier(held) ? registrar.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === held.text) : -1;
  const key = ts.isPropertyAccessExpression(receiver) ? receiver.name.text : undefined;
  if (index === -1 || !isServer(registrar, index, key)) return undefined;
  const name = parameter.name.text;
  const keyOf = (arg: TS.Expression | undefined) =>
    arg && ts.isPropertyAccessExpression(arg) && ts.isIdentifier(arg.expression) && arg.expression.text === name ? arg.name.text : undefined;
  const built = (arg: TS.Expression | undefined) => !!arg && (ts.isArrowFunction(arg) || ts.isFunctionExpression(arg));
  if (method === 'registerTool') {
    const [named, config, callback, ...rest] = inner.arguments;
    const copied = config && ts.isObjectLiteralExpression(config) ? copiedKeys(ts, config, keyOf) : undefined;
    const nameKey = keyOf(named);
    return nameKey !== undefined && copied && rest.length === 0 && (built(callback) || keyOf(callback) !== undefined)
      ? { keys: [nameKey], config: copied }
      : undefined;
  }
  const keys: (string | undefined)[] = [];
  for (const [at, arg] of inner.arguments.entries()) {
    const read = keyOf(arg);
    // The callback the maker builds, last; every other argument one key of its parameter, as it is.
    if (read === undefined && !(at > 0 && at === inner.arguments.length - 1 && built(arg))) return undefined;
    keys.push(read);
  }
  return keys[0] !== undefined ? { keys } : undefined;
}

/** The keys a config literal copies each under its own name (`{ title: definition.title, … }`); undefined when any other is written. */
function copiedKeys(ts: Typescript, config: TS.ObjectLiteralExpression, keyOf: (arg: TS.Expression) => string | undefined): Set<string> | undefined {
  const out = new Set<string>();
  for (const property of config.properties) {
    const key = ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    if (key === undefined || keyOf((property as TS.PropertyAssignment).initializer) !== key) return undefined;
    out.add(key);
  }
  return out;
}

/** The one value a function body gives: an expression body's, or the one statement of a block (`return x`, or a call as a statement). */
function onlyValue(ts: Typescript, body: TS.ConciseBody | undefined): TS.Expression | undefined {
  if (!body || !ts.isBlock(body)) return body;
  const [statement, ...rest] = body.statements;
  if (!statement || rest.length > 0) return undefined;
  if (ts.isReturnStatement(statement)) return statement.expression;
  return ts.isExpressionStatement(statement) ? statement.expression : undefined;
}
