/**
 * Registrars a factory makes: `const tool = createRegisterTool(logger, server, client)` (or `const [tool, …] =
 * createRegisterTool(…)`, a list the factory returns), then `tool(getFlag)` of a tool object the module imports,
 * where the factory (the module's own, or one a module of the repository naming an MCP SDK exports) returns a
 * function of one parameter that registers it key by key: `(t) => { if (!allowed.has(t.name)) return;
 * server.tool(t.name, t.description, t.args, cb) }`, or `server.registerTool(t.name, { description: t.description,
 * inputSchema: t.args, annotations: t.annotations }, cb)`. This is the shape the Speakeasy generator writes
 * (`createRegisterTool`, each `export const tool$x = { name, description, args, tool }`); a function of one
 * parameter the module declares or imports and calls directly registers alike. Its guards (`return` before the
 * registration) leave the tool registered on some paths, as `if (env) server.tool(…)` does. Two registrations
 * are one only as `if (t.args) server.tool(t.name, t.description, t.args, cb) else server.tool(t.name,
 * t.description, cb)`: the then-call's arguments, the key tested left out for an item without it. Each argument
 * must be a key of the parameter as it is (`t.description`); a registration that computes one, a parameter
 * the registrar assigns, or any other branching is no registrar. imported-lists.ts proves the tools so
 * registered, as it proves `server.tool(t.name, …)` written out.
 */
import type * as TS from 'typescript';
import { drew } from '../source/draws-on.js';
import type { Workspace } from '../types.js';
import { moduleFunctions } from './dropping.js';
import { bindingsOf, importedFile, memoOf, read } from './handed-server.js';
import { exportedFunction } from './imported-forwarders.js';
import { stripped } from './loop-registrars.js';
import { isAssignment } from './values.js';

type Typescript = typeof import('typescript');
type Fn = TS.FunctionLikeDeclaration;

/**
 * One argument after the name a registrar passes: the item's key, as it is (imported-lists.ts' ItemArgument);
 * `optional`, left out for an item without it; `schema`, passed as `registerTool`'s `inputSchema`.
 */
interface PassedKey {
  key: string;
  shape: false;
  optional?: true;
  schema?: true;
}
/** A registrar: the arguments after the name its registration passes, each a key of the item it is handed. */
export type Registrar = readonly PassedKey[];

/** A module name of the SDK or a framework on it: an imported factory's module must name one. */
const NAMES_SDK = /['"](?:@modelcontextprotocol\/|fastmcp|mcp-handler|@vercel\/mcp-adapter)/;
/** SDK v1's `registerTool` config keys, in the order of its positional `tool(name, description, shape, annotations)`. */
const CONFIG_ORDER = ['description', 'inputSchema', 'annotations'];
/** How many modules of factories one module may import. */
const MAX_MODULES = 8;

/** The registrars of a module, by the name it calls each by. */
export function registrarsOf(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): Map<string, Registrar> {
  const out = new Map<string, Registrar>();
  const own = moduleFunctions(ts, file);
  const memo = memoOf(workspace);
  const bindings = bindingsOf(ts, file);
  const imported = new Map<string, { fn: Fn; at: string } | null>();
  let modules = 0;
  /** The function `name` calls: the module's own, or one a module of the repository naming an SDK exports. */
  const functionOf = (name: string): { fn: Fn; at?: string } | undefined => {
    const local = own.get(name);
    if (local) return { fn: local };
    if (imported.has(name)) return imported.get(name) ?? undefined;
    const binding = bindings.find((b) => b.local === name && b.reexport === undefined && b.name !== '*');
    let found: { fn: Fn; at: string } | null = null;
    if (binding && modules++ < MAX_MODULES) {
      const at = importedFile(ts, workspace, memo, binding.from, path);
      const module = at === undefined ? undefined : read(ts, workspace, memo, at);
      const fn = module && NAMES_SDK.test(module.file.text) ? exportedFunction(ts, module.file, binding.name) : undefined;
      if (fn && at !== undefined) found = { fn, at };
    }
    imported.set(name, found);
    return found ?? undefined;
  };
  const called = new Set<string>();
  const add = (name: string, fn: Fn | undefined, at: string | undefined) => {
    const registrar = fn && registrarOf(ts, fn);
    if (!registrar) return;
    out.set(name, registrar);
    if (at !== undefined) drew(workspace, at);
  };
  const visit = (node: TS.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) called.add(node.expression.text);
    // `const tool = createRegisterTool(…)`, `const [tool, tools] = createRegisterTool(…)`.
    if (ts.isVariableDeclarationList(node) && node.flags & ts.NodeFlags.Const)
      for (const declaration of node.declarations) {
        const value = declaration.initializer && stripped(ts, declaration.initializer);
        if (!value || !ts.isCallExpression(value) || !ts.isIdentifier(value.expression)) continue;
        const factory = functionOf(value.expression.text);
        const made = factory && returned(ts, factory.fn);
        if (!made) continue;
        if (ts.isIdentifier(declaration.name)) add(declaration.name.text, made.fn, factory.at);
        else if (ts.isArrayBindingPattern(declaration.name))
          for (const [index, element] of declaration.name.elements.entries())
            if (ts.isBindingElement(element) && !element.dotDotDotToken && ts.isIdentifier(element.name))
              add(element.name.text, made.list?.[index], factory.at);
      }
    ts.forEachChild(node, visit);
  };
  visit(file);
  // A function of one parameter registering it, called by its own name.
  for (const binding of bindings)
    if (binding.reexport === undefined && binding.name !== '*' && !out.has(binding.local) && called.has(binding.local)) {
      const found = functionOf(binding.local);
      add(binding.local, found?.fn, found?.at);
    }
  for (const [name, fn] of own) if (!out.has(name) && called.has(name)) add(name, fn, undefined);
  return out;
}

/** The registrar a call calls and the item it hands it: `tool(getFlag)`, one identifier; undefined for any other call. */
export function handedItem(
  ts: Typescript,
  call: TS.CallExpression,
  registrars: ReadonlyMap<string, Registrar>,
): { item: string; registrar: Registrar } | undefined {
  const registrar = ts.isIdentifier(call.expression) && call.arguments.length === 1 ? registrars.get(call.expression.text) : undefined;
  const item = registrar && stripped(ts, call.arguments[0]);
  return registrar && item && ts.isIdentifier(item) ? { item: item.text, registrar } : undefined;
}

/** What a factory returns, by its one `return` at the top of its body: a function, or a list of values, each a function or not. */
function returned(ts: Typescript, factory: Fn): { fn?: Fn; list?: (Fn | undefined)[] } | undefined {
  const body = factory.body;
  if (!body) return undefined;
  let value: TS.Expression | undefined;
  if (ts.isBlock(body)) {
    const returns = body.statements.filter(ts.isReturnStatement);
    if (returns.length !== 1 || !returns[0].expression) return undefined;
    value = returns[0].expression;
  } else value = body;
  const local = (node: TS.Expression): Fn | undefined => {
    const at = stripped(ts, node);
    if (ts.isArrowFunction(at) || ts.isFunctionExpression(at)) return at;
    if (!ts.isIdentifier(at) || !ts.isBlock(body)) return undefined;
    for (const statement of body.statements)
      if (ts.isFunctionDeclaration(statement) && statement.name?.text === at.text) return statement;
      else if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name) && declaration.name.text === at.text && declaration.initializer) return local(declaration.initializer);
    return undefined;
  };
  const at = stripped(ts, value);
  return ts.isArrayLiteralExpression(at)
    ? { list: at.elements.map((element) => (ts.isSpreadElement(element) ? undefined : local(element))) }
    : { fn: local(at) };
}

/** The arguments a function of one parameter registers it with, or undefined when it is no registrar. */
function registrarOf(ts: Typescript, fn: Fn): Registrar | undefined {
  const [parameter] = fn.parameters;
  if (fn.parameters.length !== 1 || !fn.body || !ts.isIdentifier(parameter.name) || parameter.dotDotDotToken || parameter.initializer) return undefined;
  const item = parameter.name.text;
  const isItem = (node: TS.Expression) => {
    const at = stripped(ts, node);
    return ts.isIdentifier(at) && at.text === item;
  };
  /** `t.key` as it is: the key. */
  const keyOf = (node: TS.Expression): string | undefined => {
    const at = stripped(ts, node);
    return ts.isPropertyAccessExpression(at) && !at.questionDotToken && isItem(at.expression) ? at.name.text : undefined;
  };
  const registrations: { call: TS.CallExpression; args?: PassedKey[] }[] = [];
  let assigned = false;
  const visit = (node: TS.Node): void => {
    if (isAssignment(ts, node)) {
      const left = stripped(ts, node.left);
      if (isItem(left) || ((ts.isPropertyAccessExpression(left) || ts.isElementAccessExpression(left)) && isItem(left.expression))) assigned = true;
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.arguments.length > 0 && keyOf(node.arguments[0]) === 'name') {
      const method = node.expression.name.text;
      if (method === 'tool') registrations.push({ call: node, args: positional(ts, node, keyOf) });
      else if (method === 'registerTool') registrations.push({ call: node, args: configured(ts, node, keyOf) });
    }
    ts.forEachChild(node, visit);
  };
  visit(fn.body);
  const read = registrations.flatMap(({ call, args }) => (args ? [{ call, args }] : []));
  if (assigned || read.length !== registrations.length) return undefined;
  if (read.length === 1) return read[0].args;
  return read.length === 2 ? branched(ts, read[0], read[1], keyOf) : undefined;
}

/** SDK v1's `server.tool(t.name, t.a, t.b, cb)`: each argument between the name and the callback a key of the item. */
function positional(ts: Typescript, call: TS.CallExpression, keyOf: (node: TS.Expression) => string | undefined): PassedKey[] | undefined {
  const last = stripped(ts, call.arguments[call.arguments.length - 1]);
  if (call.arguments.length < 2 || !(ts.isArrowFunction(last) || ts.isFunctionExpression(last))) return undefined;
  const keys = call.arguments.slice(1, -1).map(keyOf);
  return keys.every((key): key is string => key !== undefined) ? keys.map((key) => ({ key, shape: false })) : undefined;
}

/** `server.registerTool(t.name, { description: t.a, inputSchema: t.b, annotations: t.c }, cb)`: the SDK v1 arguments it equals, in their order. */
function configured(ts: Typescript, call: TS.CallExpression, keyOf: (node: TS.Expression) => string | undefined): PassedKey[] | undefined {
  const config = call.arguments.length === 3 ? stripped(ts, call.arguments[1]) : undefined;
  const last = stripped(ts, call.arguments[call.arguments.length - 1]);
  if (!config || !ts.isObjectLiteralExpression(config) || !(ts.isArrowFunction(last) || ts.isFunctionExpression(last))) return undefined;
  const byName = new Map<string, string>();
  for (const property of config.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) return undefined;
    const key = keyOf(property.initializer);
    const name = property.name.text;
    if (key === undefined || !CONFIG_ORDER.includes(name) || byName.has(name)) return undefined;
    byName.set(name, key);
  }
  const args: PassedKey[] = [];
  for (const name of CONFIG_ORDER) {
    const key = byName.get(name);
    if (key !== undefined) args.push({ key, shape: false, ...(name === 'inputSchema' ? { schema: true as const } : {}) });
  }
  return args;
}

/** `if (t.args) A else B`, B's arguments A's without `t.args`: A's, that one left out for an item without the key. */
function branched(
  ts: Typescript,
  given: { call: TS.CallExpression; args: PassedKey[] },
  other: { call: TS.CallExpression; args: PassedKey[] },
  keyOf: (node: TS.Expression) => string | undefined,
): Registrar | undefined {
  let choice: TS.Node | undefined = given.call.parent;
  while (choice && !ts.isIfStatement(choice) && !ts.isFunctionLike(choice)) choice = choice.parent;
  if (!choice || !ts.isIfStatement(choice) || !choice.elseStatement) return undefined;
  const within = (node: TS.Node, statement: TS.Statement) => node.pos >= statement.pos && node.end <= statement.end;
  const tested = keyOf(choice.expression);
  if (tested === undefined || !within(given.call, choice.thenStatement) || !within(other.call, choice.elseStatement)) return undefined;
  const withKey = given.args;
  const without = other.args;
  const kept = withKey.filter(({ key }) => key !== tested);
  const same = kept.length === withKey.length - 1 && kept.length === without.length && kept.every((arg, index) => arg.key === without[index].key);
  return same ? withKey.map((arg) => (arg.key === tested ? { ...arg, optional: true } : arg)) : undefined;
}
