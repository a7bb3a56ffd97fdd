/**
 * Registrars a loop calls (handed-server.ts): the named functions of a literal list, of a `const` list a
 * module declares once, or of a list another module exports, that `for (const r of list)` or
 * `list.forEach((r) => …)` binds a callee to. Only lists written out are read, at most MAX_ITEMS items.
 */
import type * as TS from 'typescript';
import { apartExports } from './apart-exports.js';
import { commonjsConsts } from './commonjs-exports.js';
import { walk } from './values.js';

type Typescript = typeof import('typescript');

/** A list named by its identifier (`all`), or by a namespace's property (`ns.all`). */
export interface ListRef {
  id?: string;
  ns?: string;
  name?: string;
}

/** The items a loop's callee stands for, or the list it iterates when that is another module's. */
export interface LoopItems {
  items: TS.Expression[];
  list?: ListRef;
}

/** How many items of a list a loop's variable may stand for are read. */
const MAX_ITEMS = 64;
/** The array methods whose callback is handed each item in its first parameter. */
const ITERATORS = new Set(['forEach', 'map', 'flatMap']);

/**
 * The module's `const x = [a, b]` lists, by name: a list a loop may name. A name the module declares more
 * than once (in two scopes, or as a parameter too) is none of them: which one a loop names is not read.
 */
export function constLists(ts: Typescript, file: TS.SourceFile): Map<string, TS.ArrayLiteralExpression> {
  const out = new Map<string, TS.ArrayLiteralExpression>();
  const twice = new Set<string>();
  walk(ts, file, (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      const name = node.name.text;
      const list = node.initializer && stripped(ts, node.initializer);
      const constant = ts.isVariableDeclarationList(node.parent) && (node.parent.flags & ts.NodeFlags.Const) !== 0;
      if (out.has(name) || twice.has(name) || !constant || !list || !ts.isArrayLiteralExpression(list)) {
        out.delete(name);
        twice.add(name);
      } else out.set(name, list);
    } else if ((ts.isParameter(node) || ts.isBindingElement(node)) && ts.isIdentifier(node.name)) {
      // A parameter (or destructured name) of the same name shadows the list where it is bound.
      out.delete(node.name.text);
      twice.add(node.name.text);
    }
  });
  return out;
}

/**
 * What a called name stands for when a loop binds it to each item of a literal list (or of a module's
 * `const` list): `for (const r of [a, b]) r(server)`, `[a, b].forEach((r) => r(server))`; or the list
 * named, another module's (`all`, `ns.all`). The nearest binding of the name decides; any other leaves
 * it standing for itself alone.
 */
export function loopItems(ts: Typescript, callee: TS.Identifier, lists: ReadonlyMap<string, TS.ArrayLiteralExpression>): LoopItems {
  const name = callee.text;
  const listOf = (node: TS.Expression): LoopItems => {
    const at = stripped(ts, node);
    const list = ts.isArrayLiteralExpression(at) ? at : ts.isIdentifier(at) ? lists.get(at.text) : undefined;
    if (list) return { items: list.elements.slice(0, MAX_ITEMS).map((item) => stripped(ts, item)) };
    if (ts.isIdentifier(at)) return { items: [], list: { id: at.text } };
    if (ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression)) return { items: [], list: { ns: at.expression.text, name: at.name.text } };
    return { items: [] };
  };
  const iterated = iteratedBy(ts, callee, name);
  return iterated ? listOf(iterated) : { items: [] };
}

/**
 * What a loop iterates when it binds `name` at `from` or above: `list` in `for (const name of list)`, or
 * in `list.forEach((name) => …)` (`map`, `flatMap`). The nearest binding of the name decides: none, or
 * a parameter of any other function, is undefined.
 */
export function iteratedBy(ts: Typescript, from: TS.Node, name: string): TS.Expression | undefined {
  const bound = loopBinding(ts, from, name);
  return bound && bound.key === undefined ? bound.list : undefined;
}

/**
 * What a loop iterates when it binds `name` at `from` or above, and the property of each item the name
 * takes when the loop destructures it (`for (const { module } of list)`, `list.forEach(({ module }) => …)`).
 */
export function loopBinding(ts: Typescript, from: TS.Node, name: string): { list: TS.Expression; key?: string } | undefined {
  const bound = (target: TS.BindingName): { key?: string } | undefined => {
    if (ts.isIdentifier(target)) return target.text === name ? {} : undefined;
    if (!ts.isObjectBindingPattern(target)) return undefined;
    for (const element of target.elements) {
      if (element.dotDotDotToken || !ts.isIdentifier(element.name) || element.name.text !== name) continue;
      const property = element.propertyName ?? element.name;
      return ts.isIdentifier(property) || ts.isStringLiteral(property) ? { key: property.text } : undefined;
    }
    return undefined;
  };
  for (let node = from.parent; node; node = node.parent) {
    if (ts.isForOfStatement(node) && ts.isVariableDeclarationList(node.initializer)) {
      const [declaration] = node.initializer.declarations;
      const found = declaration && bound(declaration.name);
      if (found) return { list: node.expression, ...found };
    } else if (ts.isFunctionLike(node)) {
      const index = node.parameters.findIndex((p) => bound(p.name) !== undefined);
      if (index === -1) continue;
      const call = node.parent;
      const iterated =
        index === 0 &&
        ts.isCallExpression(call) &&
        call.arguments[0] === node &&
        ts.isPropertyAccessExpression(call.expression) &&
        ITERATORS.has(call.expression.name.text);
      return iterated ? { list: call.expression.expression, ...bound(node.parameters[0].name) } : undefined;
    }
  }
  return undefined;
}

/**
 * What a method call's receiver stands for when a loop binds it to each item of a literal (or `const`)
 * list of the module: `for (const m of [a, b]) m.register(server)` is `a` and `b`; over a table of
 * objects, `for (const { module } of [{ module: a }])` or `for (const c of …) c.module.register(server)`
 * is each item's `module` as written. An item that is no object literal giving the property plainly
 * stands for nothing.
 */
export function loopReceivers(ts: Typescript, receiver: TS.Expression, lists: ReadonlyMap<string, TS.ArrayLiteralExpression>): TS.Expression[] {
  const at = stripped(ts, receiver);
  const base = ts.isPropertyAccessExpression(at) ? stripped(ts, at.expression) : at;
  if (!ts.isIdentifier(base)) return [];
  const bound = loopBinding(ts, base, base.text);
  const key = ts.isPropertyAccessExpression(at) ? (bound?.key === undefined ? at.name.text : undefined) : bound?.key;
  if (!bound || (ts.isPropertyAccessExpression(at) && key === undefined)) return [];
  const iterated = stripped(ts, bound.list);
  const list = ts.isArrayLiteralExpression(iterated) ? iterated : ts.isIdentifier(iterated) ? lists.get(iterated.text) : undefined;
  const out: TS.Expression[] = [];
  for (const element of list?.elements.slice(0, MAX_ITEMS) ?? []) {
    const item = stripped(ts, element);
    const value = key === undefined ? item : ts.isObjectLiteralExpression(item) ? plainProperty(ts, item, key) : undefined;
    if (value) out.push(stripped(ts, value));
  }
  return out;
}

/** The value an object literal gives `key` when it gives it once, plainly, and nothing spread may override it. */
function plainProperty(ts: Typescript, object: TS.ObjectLiteralExpression, key: string): TS.Expression | undefined {
  let found: TS.Expression | undefined;
  for (const p of object.properties) {
    if (ts.isSpreadAssignment(p)) return undefined;
    const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;
    if (name !== key) continue;
    if (found) return undefined;
    found = ts.isPropertyAssignment(p) ? p.initializer : ts.isShorthandPropertyAssignment(p) ? p.name : undefined;
    if (!found) return undefined;
  }
  return found;
}

/** A module's top-level `export const all = [a, b]` lists, by name: the names of the functions each lists. */
export function exportedLists(ts: Typescript, file: TS.SourceFile): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const { name, value: list } of exportedConsts(ts, file)) {
    if (!ts.isArrayLiteralExpression(list)) continue;
    const names = new Set<string>();
    for (const item of list.elements.slice(0, MAX_ITEMS)) {
      const at = stripped(ts, item);
      if (ts.isIdentifier(at)) names.add(at.text);
    }
    out.set(name, names);
  }
  return out;
}

/** A module's top-level `export const name = value` declarations (or a CommonJS module's, commonjs-exports.ts), each value behind its casts. */
export function exportedConsts(ts: Typescript, file: TS.SourceFile): { name: string; value: TS.Expression }[] {
  const out = commonjsConsts(ts, file).map(({ name, value }) => ({ name, value: stripped(ts, value) }));
  out.push(...apartExports(ts, file));
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    if (!ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.initializer) out.push({ name: declaration.name.text, value: stripped(ts, declaration.initializer) });
  }
  return out;
}

/** An expression behind parentheses, `as`, `satisfies` and `!`. */
export function stripped(ts: Typescript, node: TS.Expression): TS.Expression {
  let at = node;
  while (ts.isParenthesizedExpression(at) || ts.isAsExpression(at) || ts.isSatisfiesExpression(at) || ts.isNonNullExpression(at)) at = at.expression;
  return at;
}
