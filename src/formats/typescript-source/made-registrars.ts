/**
 * Registrars a factory makes: `const tool = createRegisterTool(logger, server, client)` (or `const [tool, …] =
 * createRegisterTool(…)`, a list the factory returns), then `tool(getFlag)` of a tool object the module imports,
 * where the factory (the module's own, or one a module of the repository naming an MCP SDK exports) returns a
 * function of one parameter that registers it key by key: `(t) => { if (!allowed.has(t.name)) return;
 * server.tool(t.name, t.description, t.args, cb) }`, or `server.registerTool(t.name, { description: t.description,
 * inputSchema: t.args, annotations: t.annotations }, cb)`. This is the shape the Speakeasy generator writes
 * (`createRegisterTool`, each `export const tool$x = { name, description, args, tool }`); a function the
 * module declares or imports and calls directly registers alike, its item any one of its parameters
 * (`registerWrappedTool(server, def, deps)`), handed an imported tool or each item of a list in a loop. Its
 * keys may pass through `const`s of its body (`const shape = (def.inputSchema as T).shape`), and `inputSchema`
 * be the zod `.shape` of the item's key. Its guards (`return` before the
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
import { throughConsts } from './held-returns.js';
import { stripped } from './loop-registrars.js';
import { isAssignment, NAMES_SDK } from './values.js';

type Typescript = typeof import('typescript');
type Fn = TS.FunctionLikeDeclaration;

/**
 * One argument after the name a registrar passes: the item's key, as it is (imported-lists.ts' ItemArgument);
 * `optional`, left out for an item without it; `schema`, passed as `registerTool`'s `inputSchema`.
 */
interface PassedKey {
  key: string;
  /** `t.inputSchema.shape` as `registerTool`'s `inputSchema`: the raw shape of the item's zod object, which it must hold. */
  shape: boolean;
  required?: true;
  optional?: true;
  schema?: true;
}
/**
 * A registrar: which of its parameters (`index`) is the item it registers, and the arguments after the name its
 * registration passes, each a key of that item.
 */
export interface Registrar {
  index: number;
  args: readonly PassedKey[];
}

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

/**
 * The registrar a call calls and the item it hands it: `tool(getFlag)`, `registerWrappedTool(server, def, deps)`,
 * one identifier where the registrar takes its item, no spread before it; undefined for any other call.
 */
export function handedItem(
  ts: Typescript,
  call: TS.CallExpression,
  registrars: ReadonlyMap<string, Registrar>,
): { item: TS.Identifier; registrar: Registrar } | undefined {
  const registrar = ts.isIdentifier(call.expression) ? registrars.get(call.expression.text) : undefined;
  if (!registrar || call.arguments.length <= registrar.index || call.arguments.slice(0, registrar.index + 1).some(ts.isSpreadElement)) return undefined;
  const item = stripped(ts, call.arguments[registrar.index]);
  return ts.isIdentifier(item) ? { item, registrar } : undefined;
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

/**
 * The arguments a function registers one of its parameters with (the one whose `.name` its registrations
 * pass, the same in each), or undefined when it is no registrar. Its other parameters (`server`, `deps`) tell
 * nothing of what is registered; a `const` of its body holding an item's key (`const shape =
 * (def.inputSchema as T).shape`) is read as that key (held-returns.ts).
 */
function registrarOf(ts: Typescript, fn: Fn): Registrar | undefined {
  if (!fn.body) return undefined;
  const body = fn.body;
  const named = (node: TS.Expression): number => {
    const at = throughConsts(ts, body, node);
    const holder = ts.isPropertyAccessExpression(at) && !at.questionDotToken && at.name.text === 'name' ? stripped(ts, at.expression) : undefined;
    return holder && ts.isIdentifier(holder) ? fn.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === holder.text) : -1;
  };
  let index = -1;
  const findItem = (node: TS.Node): void => {
    const method = ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : undefined;
    if (index === -1 && (method === 'tool' || method === 'registerTool') && (node as TS.CallExpression).arguments.length > 0)
      index = named((node as TS.CallExpression).arguments[0]);
    if (index === -1) ts.forEachChild(node, findItem);
  };
  findItem(body);
  const parameter = fn.parameters[index];
  if (!parameter || !ts.isIdentifier(parameter.name) || parameter.dotDotDotToken || parameter.initializer) return undefined;
  const item = parameter.name.text;
  const isItem = (node: TS.Expression) => {
    const at = stripped(ts, node);
    return ts.isIdentifier(at) && at.text === item;
  };
  /** `t.key` as it is: the key. */
  const keyOf = (node: TS.Expression): string | undefined => {
    const at = throughConsts(ts, body, node);
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
      if (method === 'tool') registrations.push({ call: node, args: positional(ts, node, keyOf, (at) => throughConsts(ts, body, at)) });
      else if (method === 'registerTool') registrations.push({ call: node, args: configured(ts, node, keyOf, (at) => throughConsts(ts, body, at)) });
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  const read = registrations.flatMap(({ call, args }) => (args ? [{ call, args }] : []));
  if (assigned || read.length !== registrations.length) return undefined;
  if (read.length === 1) return { index, args: read[0].args };
  const args = read.length === 2 ? branched(ts, read[0], read[1], keyOf) : undefined;
  return args && { index, args };
}

/** SDK v1's `server.tool(t.name, t.a, t.b, cb)`: each argument between the name and the callback a key of the item. */
function positional(
  ts: Typescript,
  call: TS.CallExpression,
  keyOf: (node: TS.Expression) => string | undefined,
  resolve: (node: TS.Expression) => TS.Expression,
): PassedKey[] | undefined {
  const last = stripped(ts, call.arguments[call.arguments.length - 1]);
  if (call.arguments.length < 2 || !(ts.isArrowFunction(last) || ts.isFunctionExpression(last))) return undefined;
  const keys = call.arguments.slice(1, -1).map((arg) => passedKey(ts, arg, keyOf, resolve));
  return keys.every((key) => key !== undefined) ? keys : undefined;
}

/** `t.key` as it is, or `t.key.shape` (no `?.`): the raw shape of the item's zod object, which an item without one lacks. */
function passedKey(
  ts: Typescript,
  node: TS.Expression,
  keyOf: (node: TS.Expression) => string | undefined,
  resolve: (node: TS.Expression) => TS.Expression,
): PassedKey | undefined {
  const value = resolve(node);
  const shaped = ts.isPropertyAccessExpression(value) && value.name.text === 'shape' && !value.questionDotToken ? keyOf(value.expression) : undefined;
  if (shaped !== undefined) return { key: shaped, shape: true, required: true };
  const key = keyOf(node);
  return key === undefined ? undefined : { key, shape: false };
}

/** `server.registerTool(t.name, { description: t.a, inputSchema: t.b, annotations: t.c }, cb)`: the SDK v1 arguments it equals, in their order. */
function configured(
  ts: Typescript,
  call: TS.CallExpression,
  keyOf: (node: TS.Expression) => string | undefined,
  resolve: (node: TS.Expression) => TS.Expression,
): PassedKey[] | undefined {
  const config = call.arguments.length === 3 ? stripped(ts, call.arguments[1]) : undefined;
  const last = stripped(ts, call.arguments[call.arguments.length - 1]);
  if (!config || !ts.isObjectLiteralExpression(config) || !(ts.isArrowFunction(last) || ts.isFunctionExpression(last))) return undefined;
  const byName = new Map<string, PassedKey>();
  for (const property of config.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) return undefined;
    const name = property.name.text;
    // `inputSchema: t.inputSchema.shape`, a shape of the item's zod object: as the input schema only.
    const passed = passedKey(ts, property.initializer, keyOf, resolve);
    if (!passed || (passed.shape && name !== 'inputSchema') || !CONFIG_ORDER.includes(name) || byName.has(name)) return undefined;
    byName.set(name, passed);
  }
  const args: PassedKey[] = [];
  for (const name of CONFIG_ORDER) {
    const passed = byName.get(name);
    if (passed !== undefined) args.push(name === 'inputSchema' ? { ...passed, schema: true } : passed);
  }
  return args;
}

/** `if (t.args) A else B`, B's arguments A's without `t.args`: A's, that one left out for an item without the key. */
function branched(
  ts: Typescript,
  given: { call: TS.CallExpression; args: PassedKey[] },
  other: { call: TS.CallExpression; args: PassedKey[] },
  keyOf: (node: TS.Expression) => string | undefined,
): PassedKey[] | undefined {
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
