/**
 * Lists that only drop items: `tools.filter((t) => keep.has(t.name))`, or a call of a function proved to
 * return its first parameter's list so filtered (`function enabled(tools, sets) { if (all) return tools;
 * return tools.filter(…) }`, or its copy `[...tools]`, through its own `let` variables and the module's other such
 * functions). Which
 * items survive is decided at run time, but each survivor is served as written, so each item is a tool the
 * server may list. A function or predicate that could change an item (assigns a property anywhere, deletes
 * one, `Object.assign`, hands an item to a call, calls an item's method) or the list (`push`, `splice`…),
 * or returns anything else (`tools.map(…)`, a list of its own), proves nothing.
 */
import type * as TS from 'typescript';
import { drew } from '../source/draws-on.js';
import type { Workspace } from '../types.js';
import { bindingsOf, importedFile, type Memo, read } from './handed-server.js';
import { exportedFunction } from './imported-forwarders.js';
import { stripped } from './loop-registrars.js';
import { collectReturns } from './tool-lists.js';
import { isAssignment } from './values.js';

type Typescript = typeof import('typescript');
type Fn = TS.FunctionLikeDeclaration;

/** How many functions deep one proof follows calls of the module's own functions. */
const MAX_DEPTH = 3;
/** Array methods that change the list in place. */
const MUTATORS = new Set(['push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin']);
/** `Object.*` functions that change their first argument. */
const OBJECT_WRITERS = new Set(['assign', 'defineProperty', 'defineProperties', 'setPrototypeOf']);

/** The module's top-level functions by name (`function f`, `const f = (…) => …`), each declared once. */
export function moduleFunctions(ts: Typescript, file: TS.SourceFile): Map<string, Fn> {
  const out = new Map<string, Fn>();
  const twice = new Set<string>();
  const add = (name: string, fn: Fn) => (out.has(name) ? twice.add(name) : out.set(name, fn));
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) add(statement.name.text, statement);
    else if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer && stripped(ts, declaration.initializer);
        if (ts.isIdentifier(declaration.name) && value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))) add(declaration.name.text, value);
      }
  }
  for (const name of twice) out.delete(name);
  return out;
}

/**
 * Whether `fn` returns its first parameter's list with items dropped only, on every `return`; `own` gives the
 * module's functions it may call so (the function's own module's, moduleFunctions).
 */
export function dropsItems(ts: Typescript, fn: Fn, own: ReadonlyMap<string, Fn>, depth = MAX_DEPTH): boolean {
  const [first] = fn.parameters;
  if (!fn.body || !first || !ts.isIdentifier(first.name) || depth <= 0) return false;
  const list = first.name.text;
  const variables = localVariables(ts, fn.body, list);
  if (!variables) return false;
  const proving = new Set<string>();
  const dropped = (node: TS.Expression): boolean => {
    const at = stripped(ts, node);
    if (ts.isIdentifier(at)) return at.text === list || held(at.text);
    if (ts.isConditionalExpression(at)) return dropped(at.whenTrue) && dropped(at.whenFalse);
    // `[...tools]`: a copy, every item as it is.
    const [only] = ts.isArrayLiteralExpression(at) && at.elements.length === 1 ? at.elements : [];
    if (only) return ts.isSpreadElement(only) && dropped(only.expression);
    if (!ts.isCallExpression(at) || at.arguments.length === 0) return false;
    if (ts.isPropertyAccessExpression(at.expression))
      return at.expression.name.text === 'filter' && at.arguments.length === 1 && dropped(at.expression.expression);
    const callee = ts.isIdentifier(at.expression) ? own.get(at.expression.text) : undefined;
    return !!callee && callee !== fn && dropped(at.arguments[0]) && dropsItems(ts, callee, own, depth - 1);
  };
  // A variable holds the list when every value it is given does (a cycle, `x = x.filter(…)`, adds nothing).
  const held = (name: string): boolean => {
    const values = variables.get(name);
    if (!values || values.length === 0) return false;
    if (proving.has(name)) return true;
    proving.add(name);
    const every = values.every(dropped);
    proving.delete(name);
    return every;
  };
  const returned: TS.Expression[] = [];
  if (ts.isBlock(fn.body)) collectReturns(ts, fn.body, returned);
  else returned.push(fn.body);
  if (returned.length === 0 || !returned.every(dropped)) return false;
  const lists = new Set([list, ...[...variables.keys()].filter(held)]);
  return unchanged(ts, fn.body, { lists, items: new Set(), own, depth });
}

/**
 * Whether `list.filter(predicate)` leaves every item (and the list) as it is: the predicate changes nothing.
 * A predicate given by name (`tools.filter(isShown)`) is asked of `calls` (ModuleCalls.keeps).
 */
export function keepsItems(ts: Typescript, predicate: TS.Expression, calls?: ModuleCalls): boolean {
  const fn = stripped(ts, predicate);
  if (ts.isIdentifier(fn)) return calls?.keeps(fn.text) === true;
  return (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && changesNothing(ts, fn);
}

/** Whether a predicate writes nothing and hands its item to no call (`unchanged`). */
function changesNothing(ts: Typescript, fn: Fn): boolean {
  const items = new Set<string>();
  const [first] = fn.parameters;
  if (!fn.body || (first && !ts.isIdentifier(first.name))) return false;
  if (first) items.add((first.name as TS.Identifier).text);
  return unchanged(ts, fn.body, { lists: new Set(), items, own: new Map(), depth: 0 });
}

/**
 * The `let`/`const` variables a body declares that hold a list (each declared once, with every value it is
 * given: its initializer and each `x = …`), or undefined when one is given a value otherwise (`+=`, a
 * destructuring). Variables given no list are kept too: `dropped` then rejects any return of them.
 */
function localVariables(ts: Typescript, body: TS.Node, list: string): Map<string, TS.Expression[]> | undefined {
  const out = new Map<string, TS.Expression[]>();
  let bad = false;
  const visit = (node: TS.Node): void => {
    if (bad) return;
    if (ts.isFunctionLike(node) && node !== body) return;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      if (out.has(node.name.text) || node.name.text === list) bad = true;
      else out.set(node.name.text, node.initializer ? [node.initializer] : []);
    } else if (isAssignment(ts, node)) {
      const target = stripped(ts, node.left);
      const values = ts.isIdentifier(target) ? out.get(target.text) : undefined;
      if (ts.isIdentifier(target) && target.text === list) bad = true;
      else if (values && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) values.push(node.right);
      else if (values) bad = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  return bad ? undefined : out;
}

/** What `unchanged` reads a body with: its lists, the items bound so far, the module's functions and how deep their proofs may go. */
interface Scope {
  lists: ReadonlySet<string>;
  items: Set<string>;
  own: ReadonlyMap<string, Fn>;
  depth: number;
}

/**
 * Whether code writes no property anywhere, and hands no item (`items`, and those a loop, a callback of a
 * list's method or a variable read from a list binds) to a call nor calls its methods; a list goes only to
 * a method that leaves it as it is, or first to one of the module's functions that drops items only.
 */
function unchanged(ts: Typescript, body: TS.Node, scope: Scope): boolean {
  const { lists, items, own, depth } = scope;
  const rootsAt = (node: TS.Expression, names: ReadonlySet<string>): boolean => {
    let at = stripped(ts, node);
    while (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at) || ts.isCallExpression(at)) at = stripped(ts, at.expression);
    return ts.isIdentifier(at) && names.has(at.text);
  };
  const named = (node: TS.Expression, names: ReadonlySet<string>) => {
    const at = stripped(ts, node);
    return ts.isIdentifier(at) && names.has(at.text);
  };
  const bind = (name: TS.BindingName | undefined) => {
    if (name && ts.isIdentifier(name)) items.add(name.text);
    return !name || ts.isIdentifier(name);
  };
  let ok = true;
  const visit = (node: TS.Node): void => {
    if (!ok) return;
    if (isAssignment(ts, node)) {
      const target = stripped(ts, node.left);
      if (!ts.isIdentifier(target) || items.has(target.text)) ok = false;
    } else if (ts.isDeleteExpression(node)) ok = false;
    else if (
      (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
      (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken) &&
      !ts.isIdentifier(stripped(ts, node.operand))
    )
      ok = false;
    else if (ts.isForOfStatement(node) && rootsAt(node.expression, lists)) {
      const declared = node.initializer;
      const [one] = ts.isVariableDeclarationList(declared) ? declared.declarations : [];
      ok = !!one && bind(one.name);
    } else if (ts.isVariableDeclaration(node) && node.initializer && !named(node.initializer, lists) && rootsAt(node.initializer, lists)) ok = bind(node.name);
    else if (ts.isCallExpression(node)) ok = callLeaves(node);
    ts.forEachChild(node, visit);
  };
  const callLeaves = (call: TS.CallExpression): boolean => {
    const callee = stripped(ts, call.expression);
    if (ts.isPropertyAccessExpression(callee)) {
      const method = callee.name.text;
      if (named(callee.expression, items) || (rootsAt(callee.expression, lists) && MUTATORS.has(method))) return false;
      // `tools.some((t) => …)`: a callback of a list's method gets its items.
      const fn = call.arguments[0] && stripped(ts, call.arguments[0]);
      if (rootsAt(callee.expression, lists) && fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && !bind(fn.parameters[0]?.name)) return false;
      const owner = stripped(ts, callee.expression);
      if (ts.isIdentifier(owner) && owner.text === 'Object' && OBJECT_WRITERS.has(method)) return false;
    }
    const local = ts.isIdentifier(callee) ? own.get(callee.text) : undefined;
    return call.arguments.every((argument, index) => {
      if (named(argument, items)) return false;
      if (!named(argument, lists)) return true;
      return !!local && index === 0 && dropsItems(ts, local, own, depth - 1);
    });
  };
  visit(body);
  return ok;
}

/** What a module's calls of functions by name prove: the function drops items only, or is a predicate that changes nothing. */
export interface ModuleCalls {
  drops(name: string): boolean;
  /** A predicate of one parameter (`filter` hands no index or list on to change). */
  keeps(name: string): boolean;
}

/**
 * Tells, of the names a module calls functions by, which drop items only and which are predicates that
 * change nothing: its own (moduleFunctions), or one it imports from a module of the repository by a
 * relative path or an alias (which the proof then draws on).
 */
export function droppingCalls(ts: Typescript, workspace: Workspace, memo: Memo, path: string, file: TS.SourceFile): ModuleCalls {
  let own: Map<string, Fn> | undefined;
  const proving = (proves: (fn: Fn, own: ReadonlyMap<string, Fn>) => boolean): ((name: string) => boolean) => {
    const known = new Map<string, boolean>();
    return (name) => {
      const remembered = known.get(name);
      if (remembered !== undefined) return remembered;
      own ??= moduleFunctions(ts, file);
      const local = own.get(name);
      let proved = !!local && proves(local, own);
      const binding = local ? undefined : bindingsOf(ts, file).find((b) => b.local === name && b.reexport === undefined && b.name !== '*');
      const at = binding && importedFile(ts, workspace, memo, binding.from, path);
      const module = at === undefined ? undefined : read(ts, workspace, memo, at);
      const fn = binding && module && exportedFunction(ts, module.file, binding.name);
      if (fn && module) proved = proves(fn, moduleFunctions(ts, module.file));
      if (proved && at !== undefined) drew(workspace, at);
      known.set(name, proved);
      return proved;
    };
  };
  return {
    drops: proving((fn, functions) => dropsItems(ts, fn, functions)),
    keeps: proving((fn) => fn.parameters.length <= 1 && changesNothing(ts, fn)),
  };
}
