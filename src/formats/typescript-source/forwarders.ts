/**
 * A helper of the file that forwards exactly its parameters to the SDK (as go-source/builders.ts reads Go's):
 * `const register = (name, config, cb) => { seen.push(name); server.registerTool(name, config, cb); }`, or a
 * method `registerAndStore(name, config, handler) { const t = this.server.registerTool(name, config, handler); … }`.
 * Each call of it in the file (`register("x", {…}, h)`, `this.registerAndStore("x", {…}, h)`) is then read as the
 * registration it makes. Only a helper whose body makes one `registerTool` (or `tool`) call, given its
 * parameters in their order and nothing else, outside any `if`, loop, `try`, `switch` or conditional, and
 * which assigns none of its parameters: what the call gets is then what the helper was given. A helper
 * taking only a rest parameter and spreading it whole into that call (`(...args) => server.tool(...args)`) is
 * the SDK's method under another name, whatever the arity of each call; it may read the name (`args[0]`,
 * `const [name] = args`), a string no one can change, and nothing else of the list. A helper that builds the
 * config of its one `registerTool` call of its parameters (`(name, title, description, shape, cb) =>
 * server.registerTool(name, { title, description: description, inputSchema: z.object(shape) }, wrap(cb))`) hands
 * each on unchanged too: each call of it is read as that registration with its arguments put in their places.
 */
import type * as TS from 'typescript';
import { boundRegistrar } from './bound-registrars.js';
import { stripped } from './loop-registrars.js';
import { isAssignment, walk } from './values.js';

type Typescript = typeof import('typescript');

/** The helpers of a file, by how a call names them (`register`, `this.registerAndStore`), and the call each makes. */
export interface Forwarders {
  byName: Map<string, Forwarder>;
  /** The forwarded calls of the helpers the file calls: no tool by themselves. */
  inner: Set<TS.CallExpression>;
}

/** The call a helper makes; `rest` when it spreads its one rest parameter into it, whatever it is handed. */
export interface Forwarder {
  modern: boolean;
  inner: TS.CallExpression;
  rest: boolean;
  /** For a helper building the config of its parameters: the argument each node of its call stands for. */
  built?: Built;
  /** For a helper handed more than it forwards: its arity, and the parameter each argument of its call but the callback is. */
  placed?: { arity: number; positions: readonly number[] };
}

/** A config-building helper's parameters: how many, and where each is placed in its `registerTool` call. */
export interface Built {
  arity: number;
  /** By the node standing for it (the name argument, a config value): the parameter's index, and whether it is a raw shape wrapped in zod's `object`. */
  uses: Map<TS.Node, { at: number; shape: boolean }>;
}

const REGISTRATIONS: Readonly<Record<string, boolean>> = { registerTool: true, tool: false };

/** The file's forwarding helpers, and the forwarded calls of those it calls. */
export function forwardersOf(ts: Typescript, file: TS.SourceFile, zodNames: ReadonlySet<string>): Forwarders {
  const byName = new Map<string, Forwarder>();
  const called = new Set<string>();
  walk(ts, file, (node) => {
    const named = helperName(ts, node);
    const found = named && (forwarded(ts, named.fn) ?? restForwarded(ts, named.fn) ?? builtForwarded(ts, named.fn, zodNames) ?? placedForwarded(ts, named.fn));
    if (named && found) byName.set(named.name, found);
    const bound = boundRegistrar(ts, node);
    if (bound) byName.set(bound.name, { modern: REGISTRATIONS[bound.method], inner: bound.bind, rest: true });
    if (ts.isCallExpression(node)) {
      const name = calledName(ts, node.expression);
      if (name !== undefined) called.add(name);
    }
  });
  const inner = new Set<TS.CallExpression>();
  for (const [name, helper] of byName) if (called.has(name)) inner.add(helper.inner);
  return { byName, inner };
}

/** How a call names a helper: `register(…)` or `this.register(…)`. */
export function calledName(ts: Typescript, callee: TS.Expression): string | undefined {
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee) && callee.expression.kind === ts.SyntaxKind.ThisKeyword) return `this.${callee.name.text}`;
  return undefined;
}

/** A function declaration, a `const` arrow or function, a method or an arrow class property, by the name its calls use. */
function helperName(ts: Typescript, node: TS.Node): { name: string; fn: TS.FunctionLikeDeclaration } | undefined {
  if (ts.isFunctionDeclaration(node)) return node.name ? { name: node.name.text, fn: node } : undefined;
  if (ts.isMethodDeclaration(node)) return ts.isIdentifier(node.name) ? { name: `this.${node.name.text}`, fn: node } : undefined;
  if (!ts.isVariableDeclaration(node) && !ts.isPropertyDeclaration(node)) return undefined;
  // `const register = ((...args) => …) as typeof server.tool`: a cast changes no argument.
  const value = node.initializer && stripped(ts, node.initializer);
  const fn = value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) ? value : undefined;
  if (!fn || !ts.isIdentifier(node.name)) return undefined;
  if (ts.isPropertyDeclaration(node)) return { name: `this.${node.name.text}`, fn };
  const constant = ts.isVariableDeclarationList(node.parent) && (node.parent.flags & ts.NodeFlags.Const) !== 0;
  return constant ? { name: node.name.text, fn } : undefined;
}

/** The one registration a helper forwards its parameters to, unchanged and unguarded, if it does. */
function forwarded(ts: Typescript, fn: TS.FunctionLikeDeclaration): Forwarder | undefined {
  const found = forwardedParameters(ts, fn);
  if (!found || found.inner.arguments.length !== fn.parameters.length) return undefined;
  const last = found.inner.arguments[found.inner.arguments.length - 1];
  const same = found.positions.every((at, i) => at === i) && ts.isIdentifier(last) && parameterIndex(ts, fn, last.text) === fn.parameters.length - 1;
  return same ? { modern: found.modern, inner: found.inner, rest: false } : undefined;
}

/**
 * The one registration a helper handed more than it forwards makes (`function registerTool(server, name, opts,
 * handler) { if (!enabled(name)) return; const dispatch = gate(name, handler); return server.registerTool(name,
 * opts, dispatch); }`): some of its parameters, unchanged, in any place; the callback is the helper's own.
 */
function placedForwarded(ts: Typescript, fn: TS.FunctionLikeDeclaration): Forwarder | undefined {
  const found = forwardedParameters(ts, fn);
  return found && { modern: found.modern, inner: found.inner, rest: false, placed: { arity: fn.parameters.length, positions: found.positions } };
}

/** A call's arguments for the registration a placing helper makes: those it forwards, then the helper's own callback. */
export function placedArguments(ts: Typescript, call: TS.CallExpression, helper: Forwarder): TS.Expression[] | undefined {
  const { placed, inner } = helper;
  // A spread argument (`register(...args)`) hides which argument is where.
  if (!placed || call.arguments.length !== placed.arity || call.arguments.some((arg) => ts.isSpreadElement(arg))) return undefined;
  return [...placed.positions.map((at) => call.arguments[at]), inner.arguments[inner.arguments.length - 1]];
}

/**
 * The one registration a helper of one rest parameter makes by spreading it whole, unguarded (`(...args) => {
 * …; return (server.tool as Fn)(...args); }`), when the helper reads no more of the list than `args[0]`.
 */
function restForwarded(ts: Typescript, fn: TS.FunctionLikeDeclaration): Forwarder | undefined {
  const [rest] = fn.parameters;
  if (!fn.body || fn.parameters.length !== 1 || !rest.dotDotDotToken || !ts.isIdentifier(rest.name) || rest.initializer) return undefined;
  const list = rest.name.text;
  const calls: TS.CallExpression[] = [];
  let other = false;
  // Every use of the list is checked, in nested functions too (one could change it later); calls only of the helper's own body.
  const visit = (node: TS.Node, own: boolean): void => {
    const callee = own && ts.isCallExpression(node) ? stripped(ts, node.expression) : undefined;
    if (callee && ts.isPropertyAccessExpression(callee) && Object.hasOwn(REGISTRATIONS, callee.name.text)) calls.push(node as TS.CallExpression);
    if (ts.isIdentifier(node) && node.text === list && !readsName(ts, node) && !spreadWhole(ts, node)) other = true;
    const inside = own && !ts.isFunctionLike(node) && !ts.isClassLike(node);
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(fn.body, true);
  const [call] = calls;
  if (other || calls.length !== 1 || call.arguments.length !== 1 || !ts.isSpreadElement(call.arguments[0])) return undefined;
  const spread = call.arguments[0].expression;
  if (!ts.isIdentifier(spread) || spread.text !== list) return undefined;
  for (let at: TS.Node = call; at !== fn.body; at = at.parent) if (guards(ts, at.parent)) return undefined;
  const method = (stripped(ts, call.expression) as TS.PropertyAccessExpression).name.text;
  return { modern: REGISTRATIONS[method], inner: call, rest: true };
}

/**
 * The one `registerTool(name, { … }, cb)` call a helper makes, unguarded, when its name is a parameter and each
 * value of its literal config either is a parameter (`description`, `title: title`), a raw shape parameter
 * wrapped in zod's `object` (`inputSchema: z.object(shape)`, the SDK's own reading of a raw shape), or names
 * none; no parameter used twice there, none assigned or shadowed, no spread. The callback is never read.
 */
function builtForwarded(ts: Typescript, fn: TS.FunctionLikeDeclaration, zodNames: ReadonlySet<string>): Forwarder | undefined {
  const parameters = fn.parameters.map((p) => (ts.isIdentifier(p.name) && !p.dotDotDotToken && !p.initializer && !p.questionToken ? p.name.text : undefined));
  if (!fn.body || parameters.length < 2 || parameters.includes(undefined)) return undefined;
  const names = new Set(parameters as string[]);
  const calls: TS.CallExpression[] = [];
  let other = false;
  const visit = (node: TS.Node, own: boolean): void => {
    if (own && ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && Object.hasOwn(REGISTRATIONS, node.expression.name.text))
      calls.push(node);
    // A parameter assigned or declared again anywhere in the body (nested functions too) is not what the call was handed.
    if (isAssignment(ts, node) && ts.isIdentifier(node.left) && names.has(node.left.text)) other = true;
    if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) && declares(ts, node.name, names)) other = true;
    if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && ts.isIdentifier(node.operand) && names.has(node.operand.text)) other = true;
    ts.forEachChild(node, (child) => visit(child, own && !ts.isFunctionLike(node) && !ts.isClassLike(node)));
  };
  ts.forEachChild(fn.body, (child) => visit(child, true));
  const [call] = calls;
  if (other || calls.length !== 1 || !ts.isPropertyAccessExpression(call.expression) || call.expression.name.text !== 'registerTool') return undefined;
  if (call.arguments.length !== 3) return undefined;
  const [name, configNode] = call.arguments;
  const config = stripped(ts, configNode);
  if (!ts.isIdentifier(name) || !names.has(name.text) || !ts.isObjectLiteralExpression(config)) return undefined;
  const uses = new Map<TS.Node, { at: number; shape: boolean }>([[name, { at: parameters.indexOf(name.text), shape: false }]]);
  for (const property of config.properties) {
    if (ts.isShorthandPropertyAssignment(property) && !property.objectAssignmentInitializer && names.has(property.name.text)) {
      uses.set(property.name, { at: parameters.indexOf(property.name.text), shape: false });
      continue;
    }
    if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) return undefined;
    const value = property.initializer;
    const shape = property.name.text === 'inputSchema' || property.name.text === 'outputSchema' ? wrappedShape(ts, value, zodNames) : undefined;
    const parameter = shape ?? (ts.isIdentifier(value) ? value : undefined);
    if (parameter && names.has(parameter.text)) uses.set(value, { at: parameters.indexOf(parameter.text), shape: parameter !== value });
    else if (mentions(ts, value, names)) return undefined;
  }
  const placed = [...uses.values()].map((use) => use.at);
  if (new Set(placed).size !== placed.length) return undefined;
  for (let at: TS.Node = call; at !== fn.body; at = at.parent) if (guards(ts, at.parent)) return undefined;
  return { modern: true, inner: call, rest: false, built: { arity: parameters.length, uses } };
}

/** `z.object(shape)` of one identifier, `z` imported from zod: that identifier. */
function wrappedShape(ts: Typescript, node: TS.Expression, zodNames: ReadonlySet<string>): TS.Identifier | undefined {
  if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isIdentifier(node.arguments[0])) return undefined;
  const callee = node.expression;
  const zod =
    ts.isPropertyAccessExpression(callee) && callee.name.text === 'object' && ts.isIdentifier(callee.expression) && zodNames.has(callee.expression.text);
  return zod ? node.arguments[0] : undefined;
}

/** Whether a binding name declares one of `names`. */
function declares(ts: Typescript, name: TS.BindingName, names: ReadonlySet<string>): boolean {
  if (ts.isIdentifier(name)) return names.has(name.text);
  return name.elements.some((element) => !ts.isOmittedExpression(element) && declares(ts, element.name, names));
}

/** Whether an expression names one of `names` anywhere (a key or a property name after a dot aside). */
function mentions(ts: Typescript, node: TS.Node, names: ReadonlySet<string>): boolean {
  if (ts.isIdentifier(node)) {
    const key = (ts.isPropertyAccessExpression(node.parent) || ts.isPropertyAssignment(node.parent)) && node.parent.name === node;
    return names.has(node.text) && !key;
  }
  return ts.forEachChild(node, (child) => mentions(ts, child, names) || undefined) ?? false;
}

/** `args[0]`, or `const [name] = args`, read: the tool's name, a string (copied out, the list left as it is). */
function readsName(ts: Typescript, node: TS.Identifier): boolean {
  const access = node.parent;
  if (ts.isVariableDeclaration(access) && access.initializer === node && ts.isArrayBindingPattern(access.name)) {
    const [first, ...more] = access.name.elements;
    return more.length === 0 && !!first && ts.isBindingElement(first) && !first.dotDotDotToken && !first.initializer && ts.isIdentifier(first.name);
  }
  if (!ts.isElementAccessExpression(access) || access.expression !== node) return false;
  if (!ts.isNumericLiteral(access.argumentExpression) || access.argumentExpression.text !== '0') return false;
  let at: TS.Node = access;
  while (ts.isParenthesizedExpression(at.parent) || ts.isAsExpression(at.parent) || ts.isNonNullExpression(at.parent)) at = at.parent;
  const parent = at.parent;
  if (isAssignment(ts, parent) && parent.left === at) return false;
  return !ts.isDeleteExpression(parent) && !ts.isPrefixUnaryExpression(parent) && !ts.isPostfixUnaryExpression(parent);
}

/** `...args` as the one argument of a call. */
function spreadWhole(ts: Typescript, node: TS.Identifier): boolean {
  return ts.isSpreadElement(node.parent) && ts.isCallExpression(node.parent.parent) && node.parent.parent.arguments.length === 1;
}

/**
 * The one `registerTool` (or `tool`) call a helper makes, unguarded, whose arguments before the last (the
 * callback, never read) are each one of the helper's parameters, none assigned: `positions` gives, for each
 * of those arguments, the index of the parameter it is. The helper's other parameters (the server it is
 * handed, a client) and the callback it builds are its own.
 */
export function forwardedParameters(
  ts: Typescript,
  fn: TS.FunctionLikeDeclaration,
): { modern: boolean; inner: TS.CallExpression; positions: number[] } | undefined {
  const parameters = fn.parameters.map((p) => (ts.isIdentifier(p.name) && !p.dotDotDotToken && !p.initializer ? p.name.text : undefined));
  if (!fn.body || parameters.length < 2) return undefined;
  const names = new Set(parameters.filter((p) => p !== undefined));
  const calls: TS.CallExpression[] = [];
  let assigns = false;
  const visit = (node: TS.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && Object.hasOwn(REGISTRATIONS, node.expression.name.text))
      calls.push(node);
    if (isAssignment(ts, node) && ts.isIdentifier(node.left) && names.has(node.left.text)) assigns = true;
    ts.forEachChild(node, visit);
  };
  visit(fn.body);
  const [call] = calls;
  if (assigns || calls.length !== 1 || call.arguments.length < 2) return undefined;
  const aliases = parameterAliases(ts, fn.body, names);
  const positions = call.arguments.slice(0, -1).map((arg) => (ts.isIdentifier(arg) ? parameters.indexOf(aliases.get(arg.text) ?? arg.text) : -1));
  if (positions.some((at) => at === -1) || new Set(positions).size !== positions.length) return undefined;
  for (let at: TS.Node = call; at !== fn.body; at = at.parent) if (guards(ts, at.parent)) return undefined;
  return { modern: REGISTRATIONS[(call.expression as TS.PropertyAccessExpression).name.text], inner: call, positions };
}

/** `const fullDescription = description;` in the helper's own body, of a parameter: another name for it, by that name. */
function parameterAliases(ts: Typescript, body: TS.ConciseBody, names: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const statement of ts.isBlock(body) ? body.statements : []) {
    if (!ts.isVariableStatement(statement) || (statement.declarationList.flags & ts.NodeFlags.Const) === 0) continue;
    for (const { name, initializer } of statement.declarationList.declarations)
      if (ts.isIdentifier(name) && !names.has(name.text) && initializer && ts.isIdentifier(initializer) && names.has(initializer.text))
        out.set(name.text, initializer.text);
  }
  return out;
}

function parameterIndex(ts: Typescript, fn: TS.FunctionLikeDeclaration, name: string): number {
  return fn.parameters.findIndex((p) => ts.isIdentifier(p.name) && !p.dotDotDotToken && !p.initializer && p.name.text === name);
}

/** A branch, a loop or a `&&`/`||`/`??`: whether (or how often) the call inside runs is then the helper's own. */
function guards(ts: Typescript, node: TS.Node): boolean {
  if (ts.isBinaryExpression(node)) return !isAssignment(ts, node) && node.operatorToken.kind !== ts.SyntaxKind.CommaToken;
  return (
    ts.isIfStatement(node) || ts.isConditionalExpression(node) || ts.isIterationStatement(node, false) || ts.isTryStatement(node) || ts.isSwitchStatement(node)
  );
}
