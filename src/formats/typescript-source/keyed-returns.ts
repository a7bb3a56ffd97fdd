/**
 * A registry an exported function builds and returns under a key (`export function createToolRegistry(config) {
 * const tools = [buildSearchTool(), …]; if (config.admin) tools.push(buildPurgeTool()); return { toolList:
 * tools.map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema })), toolMap };
 * }`): the list under that key holds each tool the function's own `const` list is written with or `push`ed
 * (one pushed under an `if`, a loop, a `switch` or a `try` on some runs only), each a tool object as written
 * (tool-lists.ts: a literal, or a builder's call of no argument returning one), when the list is read only
 * by `push` before the `return` and by methods that copy it. The key's value is the list itself or a mapping
 * keeping each key under its own name (what the mapping leaves out or computes is noted by imported-lists.ts).
 * A caller reads the list by the key (`const { toolList } = createToolRegistry(config)`, `registry(c).toolList`):
 * heldKeys, for imported-lists.ts to follow as the imported list itself.
 */
import type * as TS from 'typescript';
import { stripped } from './loop-registrars.js';

type Typescript = typeof import('typescript');

/** What the key of an exported function's returned object holds: its tools, those on some runs only, and the mapping, if any. */
export interface KeyedList {
  key: string;
  tools: TS.ObjectLiteralExpression[];
  sometimes: Set<TS.ObjectLiteralExpression>;
  /** The mapping's keys, each copied from the item's key of its name (a string) or computed (an expression); undefined unmapped. */
  mapped?: Map<string, string | TS.Expression>;
}

/** The methods of a list that leave it as it is. */
const READING = new Set(['map', 'filter', 'find', 'some', 'every', 'flatMap', 'slice', 'concat', 'includes', 'reduce']);

/**
 * The one key of `returned` (an object literal `fn` returns, spreading nothing) holding the function's own
 * list of tools, read by `tool` (a tool object an item is, or undefined); undefined when no key, or more than
 * one, does.
 */
export function keyedList(
  ts: Typescript,
  fn: TS.FunctionLikeDeclaration,
  returned: TS.ObjectLiteralExpression,
  tool: (item: TS.Expression) => TS.ObjectLiteralExpression | undefined,
): KeyedList | undefined {
  const body = fn.body;
  // A spread may write any key over another.
  if (!body || !ts.isBlock(body) || returned.properties.some((p) => ts.isSpreadAssignment(p))) return undefined;
  const found: KeyedList[] = [];
  for (const property of returned.properties) {
    if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) continue;
    if (!ts.isIdentifier(property.name)) continue;
    const value = ts.isPropertyAssignment(property) ? stripped(ts, property.initializer) : property.name;
    const mapping = mappedLocal(ts, value);
    const local = mapping?.list ?? (ts.isIdentifier(value) ? value : undefined);
    const listed = local && ownList(ts, body, local, returned, tool);
    if (listed && (!mapping || mapping.keys)) found.push({ key: property.name.text, ...listed, ...(mapping?.keys ? { mapped: mapping.keys } : {}) });
  }
  return found.length === 1 ? found[0] : undefined;
}

/**
 * `list.map((t) => ({ name: t.name, … }))` over a local `list`: the list, and each key the callback writes,
 * copied (the item's key of that name) or computed; no keys when one is copied from another key, spread, or
 * the callback does more than return one object.
 */
function mappedLocal(ts: Typescript, value: TS.Expression): { list: TS.Identifier; keys?: Map<string, string | TS.Expression> } | undefined {
  if (!ts.isCallExpression(value) || value.arguments.length !== 1 || !ts.isPropertyAccessExpression(value.expression)) return undefined;
  const list = stripped(ts, value.expression.expression);
  if (value.expression.name.text !== 'map' || !ts.isIdentifier(list)) return undefined;
  const callback = stripped(ts, value.arguments[0]);
  if (!ts.isArrowFunction(callback) || callback.parameters.length !== 1 || !ts.isIdentifier(callback.parameters[0].name) || ts.isBlock(callback.body))
    return { list };
  const item = callback.parameters[0].name.text;
  const made = stripped(ts, callback.body);
  if (!ts.isObjectLiteralExpression(made)) return { list };
  const keys = new Map<string, string | TS.Expression>();
  for (const property of made.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) return { list };
    const from = stripped(ts, property.initializer);
    const copied = ts.isPropertyAccessExpression(from) && ts.isIdentifier(from.expression) && from.expression.text === item ? from.name.text : undefined;
    if (copied !== undefined && copied !== property.name.text) return { list };
    keys.set(property.name.text, copied ?? property.initializer);
  }
  return keys.get('name') === 'name' ? { list, keys } : { list };
}

/**
 * The tools of the body's own `const name = [ … ]` (declared once, at the body's top level) and of each
 * `name.push(…)` before `returned`, the list `served` by its name there; undefined when an item is no tool or
 * the list is used any other way.
 */
function ownList(
  ts: Typescript,
  body: TS.Block,
  served: TS.Identifier,
  returned: TS.Node,
  tool: (item: TS.Expression) => TS.ObjectLiteralExpression | undefined,
): Pick<KeyedList, 'tools' | 'sometimes'> | undefined {
  const name = served.text;
  let written: TS.ArrayLiteralExpression | undefined;
  let declarations = 0;
  for (const statement of body.statements)
    if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer) {
          declarations++;
          const value = stripped(ts, declaration.initializer);
          if (ts.isArrayLiteralExpression(value)) written = value;
        }
  if (declarations !== 1 || !written) return undefined;
  const tools: TS.ObjectLiteralExpression[] = [];
  const sometimes = new Set<TS.ObjectLiteralExpression>();
  const add = (items: readonly TS.Expression[], onSomeRuns: boolean): boolean => {
    for (const item of items) {
      const object = ts.isSpreadElement(item) ? undefined : tool(item);
      if (!object) return false;
      tools.push(object);
      if (onSomeRuns) sometimes.add(object);
    }
    return true;
  };
  if (!add(written.elements, false)) return undefined;
  let valid = true;
  const visit = (node: TS.Node): void => {
    if (!valid) return;
    if (ts.isIdentifier(node) && node.text === name && node !== served && !(ts.isVariableDeclaration(node.parent) && node.parent.name === node)) {
      valid = readOnly(ts, node) || pushed(ts, node, body, returned, add);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  return valid ? { tools, sometimes } : undefined;
}

/** Whether `node` is the receiver of a method leaving the list as it is, or of its `length`. */
function readOnly(ts: Typescript, node: TS.Identifier): boolean {
  const access = node.parent;
  if (!ts.isPropertyAccessExpression(access) || access.expression !== node) return false;
  if (access.name.text === 'length') return !(ts.isBinaryExpression(access.parent) && access.parent.left === access);
  return READING.has(access.name.text) && ts.isCallExpression(access.parent) && access.parent.expression === access;
}

/**
 * Whether `node` is the receiver of a `push` statement of the body (no function between), before `returned`;
 * its items added, on some runs only unless the statement is one of the body's own.
 */
function pushed(
  ts: Typescript,
  node: TS.Identifier,
  body: TS.Block,
  returned: TS.Node,
  add: (items: readonly TS.Expression[], onSomeRuns: boolean) => boolean,
): boolean {
  const access = node.parent;
  const call = access.parent;
  if (!ts.isPropertyAccessExpression(access) || access.name.text !== 'push' || !ts.isCallExpression(call) || call.expression !== access) return false;
  const statement = call.parent;
  if (!ts.isExpressionStatement(statement) || statement.end > returned.pos) return false;
  for (let at: TS.Node = statement.parent; at !== body; at = at.parent) if (ts.isFunctionLike(at) || ts.isClassLike(at) || ts.isSourceFile(at)) return false;
  return add(call.arguments, statement.parent !== body);
}

/**
 * The module's variables each holding an imported registry's list, by the key read (`const { toolList } =
 * createToolRegistry(config)`, `const { toolList: tools } = …`, `const tools = createToolRegistry(c).toolList`,
 * awaited or not), each a `const` whose bound name the module declares once; `keyOf` tells the key a call
 * returns its list under, if it is such a registry's.
 */
export function heldKeys(ts: Typescript, file: TS.SourceFile, keyOf: KeyOf): string[] {
  const declared = new Map<string, number>();
  const bound: string[] = [];
  const called = (node: TS.Expression) => keyedCall(ts, node, keyOf);
  const visit = (node: TS.Node): void => {
    if (ts.isVariableDeclaration(node)) {
      const names = ts.isIdentifier(node.name) ? [node.name] : ts.isObjectBindingPattern(node.name) ? node.name.elements.map((e) => e.name) : [];
      for (const name of names) if (ts.isIdentifier(name)) declared.set(name.text, (declared.get(name.text) ?? 0) + 1);
      const constant = ts.isVariableDeclarationList(node.parent) && node.parent.flags & ts.NodeFlags.Const;
      if (constant && node.initializer) bound.push(...boundKeys(ts, node.name, stripped(ts, node.initializer), called));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return bound.filter((name) => declared.get(name) === 1);
}

/** The key a registry's call (awaited or not) returns its list under, if `node` is one. */
type KeyOf = (call: TS.CallExpression) => string | undefined;

function keyedCall(ts: Typescript, node: TS.Expression, keyOf: KeyOf): string | undefined {
  let at = stripped(ts, node);
  if (ts.isAwaitExpression(at)) at = stripped(ts, at.expression);
  return ts.isCallExpression(at) ? keyOf(at) : undefined;
}

/** Whether `node` reads a registry's list off its call: `createToolRegistry(config).toolList`. */
export function readsKey(ts: Typescript, node: TS.Expression, keyOf: KeyOf): boolean {
  const at = stripped(ts, node);
  return ts.isPropertyAccessExpression(at) && keyedCall(ts, at.expression, keyOf) === at.name.text;
}

/** The names a declaration binds a registry's list to: by its key destructured, or read off the call. */
function boundKeys(ts: Typescript, name: TS.BindingName, value: TS.Expression, called: (node: TS.Expression) => string | undefined): string[] {
  if (ts.isIdentifier(name)) return ts.isPropertyAccessExpression(value) && called(value.expression) === value.name.text ? [name.text] : [];
  const key = ts.isObjectBindingPattern(name) ? called(value) : undefined;
  if (!ts.isObjectBindingPattern(name) || key === undefined) return [];
  const out: string[] = [];
  for (const element of name.elements) {
    const property = element.propertyName ?? element.name;
    if (!element.dotDotDotToken && !element.initializer && ts.isIdentifier(property) && property.text === key && ts.isIdentifier(element.name))
      out.push(element.name.text);
  }
  return out;
}
