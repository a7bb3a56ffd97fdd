/**
 * A tools/list answer handed to a wrapper with the callback that makes it: `return await handleRequest("list",
 * params, async () => { const listed = [{ name, … }]; return { tools: listed } })`. The answer is the
 * callback's own only when the wrapper is a function of the module (declared once, moduleFunctions) whose
 * every `return` is that callback's result as it is: `return await handler(p)`, or a `const` holding it,
 * returned as it is; it may throw, but never answer otherwise (a fallback, the result changed or handed to
 * any other call) and never bind the callback again. Any other wrapper, or one of another module, proves nothing.
 * Its callback's call may pass through a method of an imported object that returns its own callback's result
 * so (`await breakers.external.execute(() => handler(p))`, importedPassers): an exported `const` holding a `new
 * C(…)` of the module's own class, or an object literal holding one, whose method `execute(fn)` is proved as a
 * wrapper is, neither module writing through the object nor the class assigning the method.
 */
import type * as TS from 'typescript';
import { drew } from '../source/draws-on.js';
import type { Workspace } from '../types.js';
import { moduleFunctions } from './dropping.js';
import { bindingsOf, exportedLocal, importedFile, memoOf, read, topConst } from './handed-server.js';
import { stripped } from './loop-registrars.js';
import { collectReturns } from './tool-lists.js';
import { isAssignment, someNode, writtenNames } from './values.js';

type Typescript = typeof import('typescript');
type Fn = TS.FunctionLikeDeclaration;

/** The body of the callback a returned wrapper call answers with, if the wrapper is proved to return its result. */
export function passedCallback(
  ts: Typescript,
  returned: TS.Expression,
  file: TS.SourceFile,
  passers: ReadonlySet<string> = new Set(),
): TS.ConciseBody | undefined {
  const call = awaited(ts, returned);
  if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return undefined;
  const wrapper = moduleFunctions(ts, file).get(call.expression.text);
  const index = wrapper ? answeringParameter(ts, wrapper, passers) : undefined;
  const callback = index === undefined ? undefined : call.arguments[index] && stripped(ts, call.arguments[index]);
  return callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) ? callback.body : undefined;
}

/** `await x`, `(x)`, `x as T`: the expression they hold. */
function awaited(ts: Typescript, node: TS.Expression): TS.Expression {
  let at = stripped(ts, node);
  while (ts.isAwaitExpression(at)) at = stripped(ts, at.expression);
  return at;
}

/**
 * The index of the parameter whose call's result is each `return` of `fn` (see the module's comment), if one is;
 * the call may be handed to one of `passers` (`breaker.execute(() => handler(p))`).
 */
function answeringParameter(ts: Typescript, fn: Fn, passers: ReadonlySet<string>): number | undefined {
  if (!fn.body) return undefined;
  const returned: TS.Expression[] = [];
  if (ts.isBlock(fn.body)) collectReturns(ts, fn.body, returned);
  else returned.push(fn.body);
  const names = fn.parameters.map((parameter) => (ts.isIdentifier(parameter.name) ? parameter.name.text : undefined));
  const held = heldResults(ts, fn.body, passers);
  const called = (node: TS.Expression): string | undefined => {
    const at = awaited(ts, node);
    return ts.isIdentifier(at) ? held.get(at.text) : calledName(ts, at, passers);
  };
  const [first, ...rest] = returned.map(called);
  const index = first === undefined ? -1 : names.indexOf(first);
  if (index < 0 || rest.some((name) => name !== first) || bindsAgain(ts, fn.body, first as string)) return undefined;
  return index;
}

/**
 * The body's `const` variables declared once whose initializer is a call of a name (`const result = await
 * handler(p)`), to the name called; one read anywhere but a `return` (handed on, its keys read or changed) is left out.
 */
function heldResults(ts: Typescript, body: TS.Node, passers: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  const seen = new Set<string>();
  const reads = new Map<string, number>();
  const returnsOf = new Map<string, number>();
  const visit = (node: TS.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      const name = node.initializer && calledName(ts, awaited(ts, node.initializer), passers);
      const once = !seen.has(node.name.text) && !!(node.parent.flags & ts.NodeFlags.Const);
      seen.add(node.name.text);
      if (once && name !== undefined) out.set(node.name.text, name);
      else out.delete(node.name.text);
    } else if (ts.isIdentifier(node)) {
      reads.set(node.text, (reads.get(node.text) ?? 0) + 1);
      const parent = node.parent;
      if (ts.isReturnStatement(parent) || (ts.isAwaitExpression(parent) && ts.isReturnStatement(parent.parent)))
        returnsOf.set(node.text, (returnsOf.get(node.text) ?? 0) + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  // Each read of a held result besides its declaration's name is a `return` of it.
  for (const name of [...out.keys()]) if ((reads.get(name) ?? 0) - 1 !== (returnsOf.get(name) ?? 0)) out.delete(name);
  return out;
}

/** Whether a body gives `name` another value (`name = …`) or declares it again. */
function bindsAgain(ts: Typescript, body: TS.Node, name: string): boolean {
  const declares = (node: TS.Node) =>
    (ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) && ts.isIdentifier(node.name) && node.name.text === name;
  return someAssignment(ts, body, (target) => ts.isIdentifier(target) && target.text === name, declares);
}

/** Whether code assigns to a target `assigned` accepts, or holds a node `also` accepts. */
function someAssignment(ts: Typescript, body: TS.Node, assigned: (target: TS.Expression) => boolean, also: (node: TS.Node) => boolean = () => false): boolean {
  return someNode(ts, body, (node) => (isAssignment(ts, node) ? assigned(stripped(ts, node.left)) : also(node)));
}

/** The name a call calls (`handler(p)`), or calls through one of `passers` (`breaker.execute(() => handler(p))`). */
function calledName(ts: Typescript, node: TS.Expression, passers: ReadonlySet<string>): string | undefined {
  if (!ts.isCallExpression(node)) return undefined;
  if (ts.isIdentifier(node.expression)) return node.expression.text;
  const callback = node.arguments.length === 1 ? stripped(ts, node.arguments[0]) : undefined;
  const chain = dotted(ts, node.expression);
  if (!callback || chain === undefined || !passers.has(chain) || !ts.isArrowFunction(callback) || callback.parameters.length > 0) return undefined;
  const inner = ts.isBlock(callback.body) ? undefined : awaited(ts, callback.body);
  return inner && ts.isCallExpression(inner) && ts.isIdentifier(inner.expression) ? inner.expression.text : undefined;
}

/** `a.b.c` of identifiers only, as written. */
function dotted(ts: Typescript, node: TS.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (!ts.isPropertyAccessExpression(node) || !ts.isIdentifier(node.name)) return undefined;
  const owner = dotted(ts, node.expression);
  return owner === undefined ? undefined : `${owner}.${node.name.text}`;
}

/** How many imported objects' methods one module's wrappers may be followed into. */
const MAX_PASSERS = 4;

/**
 * The methods of imported objects the module's functions hand one callback of no parameter (`breakers.external
 * .execute(() => handler(p))`) that are proved to return its result (see the module's comment), as written.
 */
export function importedPassers(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): Set<string> {
  const out = new Set<string>();
  const wanted = new Map<string, string[]>();
  const visit = (node: TS.Node): void => {
    const callback = ts.isCallExpression(node) && node.arguments.length === 1 ? stripped(ts, node.arguments[0]) : undefined;
    const chain = callback && ts.isArrowFunction(callback) && callback.parameters.length === 0 ? dotted(ts, (node as TS.CallExpression).expression) : undefined;
    const parts = chain?.split('.');
    if (chain && parts && parts.length >= 2 && parts.length <= 3) wanted.set(chain, parts);
    ts.forEachChild(node, visit);
  };
  for (const fn of moduleFunctions(ts, file).values()) if (fn.body) visit(fn.body);
  if (wanted.size === 0) return out;
  const memo = memoOf(workspace);
  const bindings = bindingsOf(ts, file);
  let written: Set<string> | undefined;
  for (const [chain, [root, ...keys]] of [...wanted].slice(0, MAX_PASSERS)) {
    const binding = bindings.find((b) => b.local === root && b.reexport === undefined && b.name !== '*');
    const at = binding && importedFile(ts, workspace, memo, binding.from, path);
    const module = at === undefined ? undefined : read(ts, workspace, memo, at);
    if (!binding || !module || at === undefined) continue;
    written ??= writtenNames(ts, file);
    if (!written.has(root) && passes(ts, module.file, binding.name, keys)) {
      out.add(chain);
      drew(workspace, at);
    }
  }
  return out;
}

/** Whether the module's export `name`, then `keys` (a key, then the method), is a method returning its callback's result. */
function passes(ts: Typescript, file: TS.SourceFile, name: string, keys: readonly string[]): boolean {
  const local = exportedLocal(ts, file, name);
  const declared = local === undefined ? undefined : topConst(ts, file, local);
  let value = declared?.initializer && stripped(ts, declared.initializer);
  if (!value || local === undefined || writtenNames(ts, file).has(local)) return false;
  const method = keys[keys.length - 1];
  for (const key of keys.slice(0, -1)) {
    const object: TS.Expression = value;
    // Every property written out, the key once: a spread or a second one could replace it.
    const properties = ts.isObjectLiteralExpression(object) ? object.properties : undefined;
    const named = properties?.filter((p) => p.name && ts.isIdentifier(p.name) && p.name.text === key) ?? [];
    const [property] = named;
    if (named.length !== 1 || !ts.isPropertyAssignment(property) || properties?.some((p) => !p.name)) return false;
    value = stripped(ts, property.initializer);
  }
  if (!ts.isNewExpression(value) || !ts.isIdentifier(value.expression)) return false;
  const className = value.expression.text;
  const classes = file.statements.filter((s): s is TS.ClassDeclaration => ts.isClassDeclaration(s) && s.name?.text === className);
  const members = classes.length === 1 ? classes[0].members.filter((m) => m.name && ts.isIdentifier(m.name) && m.name.text === method) : [];
  const [fn] = members;
  if (members.length !== 1 || !ts.isMethodDeclaration(fn) || !fn.body || assignsMethod(ts, classes[0], method)) return false;
  const static_ = ts.getModifiers(fn)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
  return !static_ && fn.parameters.length >= 1 && answeringParameter(ts, fn, new Set()) === 0;
}

/** Whether a class assigns `this.<method>` anywhere. */
function assignsMethod(ts: Typescript, cls: TS.ClassDeclaration, method: string): boolean {
  return someAssignment(
    ts,
    cls,
    (target) => ts.isPropertyAccessExpression(target) && target.expression.kind === ts.SyntaxKind.ThisKeyword && target.name.text === method,
  );
}
