/**
 * A registry class collecting imported tool lists into a Map by name, which a server module serves whole:
 * `class ToolRegistry { private tools = new Map(); register(tool, handler) { this.tools.set(tool.name, tool) }
 * registerMany(list) { list.forEach(({ tool, handler }) => this.register(tool, handler)) } registerNotes(h) {
 * this.registerMany(getNoteTools(h)) } getAllTools() { return Array.from(this.tools.values()).map(({ handler,
 * ...tool }) => tool) } }`, served by a module naming an MCP SDK that imports the class: its tools/list handler
 * answers `{ tools: registry.getAllTools() }` (or a variable whose last assignment before the answer is that call),
 * `registry` a parameter typed with the class or a `const` made of it. Each list one of the class's methods
 * hands its adder is then served item by item, as written (imported-lists.ts): on some run every method
 * registering a list is called. The Map is only ever filled by `set(item.name, item)` of an adder that writes
 * none of the item's tool keys, and its getter copies every tool key; anything else proves nothing.
 */
import type * as TS from 'typescript';
import { testSource } from '../../engine/test-source.js';
import { drew } from '../source/draws-on.js';
import type { Workspace } from '../types.js';
import { callersOf, type Memo, read, resolves } from './handed-server.js';
import { stripped } from './loop-registrars.js';
import { collectReturns, namesListTools } from './tool-lists.js';
import { someNode, writesTo, NAMES_SDK } from './values.js';

type Typescript = typeof import('typescript');

/** What a list holds when it is one of the proof's: bare tools (`via` undefined) or wrappers holding each under `via`. */
export type ListedItems = (node: TS.Expression) => { via?: string } | undefined;

/** The keys of a tool object the SDK reads: an adder writing one, or a getter leaving one out, changes the tool. */
const TOOL_KEYS = new Set(['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta']);
/** Modules naming the class read at most, per proof. */
const MAX_READS = 12;

/** Whether an exported class of `file` registers a list `listed` knows into a Map a server module of the repository serves whole. */
export function registryServes(ts: Typescript, workspace: Workspace, memo: Memo, path: string, file: TS.SourceFile, listed: ListedItems): boolean {
  for (const statement of file.statements) {
    if (!ts.isClassDeclaration(statement) || !statement.name || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    const getters = registeringGetters(ts, statement, listed);
    if (getters.size > 0 && servedBy(ts, workspace, memo, path, statement.name.text, getters)) return true;
  }
  return false;
}

/** The class's methods returning its Map's tools whole, when one of its methods registers a known list into it; empty otherwise. */
function registeringGetters(ts: Typescript, node: TS.ClassDeclaration, listed: ListedItems): Set<string> {
  const methods = new Map<string, TS.MethodDeclaration>();
  const twice = new Set<string>();
  for (const member of node.members)
    if (ts.isMethodDeclaration(member) && member.body && ts.isIdentifier(member.name)) {
      if (methods.has(member.name.text)) twice.add(member.name.text);
      methods.set(member.name.text, member);
    }
  for (const name of twice) methods.delete(name);
  const out = new Set<string>();
  for (const member of node.members) {
    if (!ts.isPropertyDeclaration(member) || !ts.isIdentifier(member.name) || !member.initializer || !newMap(ts, member.initializer)) continue;
    const field = member.name.text;
    const adders = addersOf(ts, node, methods, field);
    if (!adders) continue;
    const many = manyAdders(ts, methods, adders);
    if (!registersKnown(ts, node, many, listed)) continue;
    for (const [name, method] of methods) if (returnsAll(ts, method, field)) out.add(name);
  }
  return out;
}

/** `new Map()` with no argument (or `[]`). */
function newMap(ts: Typescript, node: TS.Expression): boolean {
  const at = stripped(ts, node);
  if (!ts.isNewExpression(at) || !ts.isIdentifier(at.expression) || at.expression.text !== 'Map') return false;
  const [first] = at.arguments ?? [];
  return !first || (ts.isArrayLiteralExpression(stripped(ts, first)) && (stripped(ts, first) as TS.ArrayLiteralExpression).elements.length === 0);
}

/** `this.<field>`. */
function thisField(ts: Typescript, node: TS.Node, field: string): boolean {
  return ts.isPropertyAccessExpression(node) && node.expression.kind === ts.SyntaxKind.ThisKeyword && node.name.text === field;
}

/**
 * The methods filling the Map (`set(tool.name, tool)` of their first parameter, which they write no tool key of), by
 * name; undefined when the field is assigned again or set otherwise anywhere in the class.
 */
function addersOf(ts: Typescript, node: TS.ClassDeclaration, methods: ReadonlyMap<string, TS.MethodDeclaration>, field: string): Set<string> | undefined {
  const adders = new Set<string>();
  let other = false;
  const visit = (at: TS.Node): void => {
    if (other) return;
    if (ts.isBinaryExpression(at) && at.operatorToken.kind === ts.SyntaxKind.EqualsToken && thisField(ts, stripped(ts, at.left), field)) other = true;
    if (
      ts.isCallExpression(at) &&
      ts.isPropertyAccessExpression(at.expression) &&
      at.expression.name.text === 'set' &&
      thisField(ts, at.expression.expression, field)
    ) {
      const method = enclosingMethod(ts, at);
      const parameter = method?.parameters[0]?.name;
      const [key, value] = at.arguments.map((argument) => stripped(ts, argument));
      const name = parameter && ts.isIdentifier(parameter) ? parameter.text : undefined;
      const keyed = key && ts.isPropertyAccessExpression(key) && ts.isIdentifier(key.expression) && key.expression.text === name && key.name.text === 'name';
      const whole = value && ts.isIdentifier(value) && value.text === name;
      if (method && name && keyed && whole && ts.isIdentifier(method.name) && methods.get(method.name.text) === method && !writesToolKey(ts, method, name))
        adders.add(method.name.text);
      else other = true;
    }
    ts.forEachChild(at, visit);
  };
  visit(node);
  return other || adders.size === 0 ? undefined : adders;
}

function enclosingMethod(ts: Typescript, node: TS.Node): TS.MethodDeclaration | undefined {
  let at = node.parent;
  while (at && !ts.isMethodDeclaration(at)) {
    if (ts.isFunctionLike(at) && !ts.isArrowFunction(at)) return undefined;
    at = at.parent;
  }
  return at;
}

/** Whether a method writes a tool key of `name` (`tool.description = …`, `tool[key] = …`, `delete tool.name`, `Object.assign(tool, …)`). */
function writesToolKey(ts: Typescript, method: TS.MethodDeclaration, name: string): boolean {
  const ofName = (node: TS.Expression) => {
    const at = stripped(ts, node);
    if (ts.isIdentifier(at)) return at.text === name;
    const owner = ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at) ? stripped(ts, at.expression) : undefined;
    if (!owner || !ts.isIdentifier(owner) || owner.text !== name) return false;
    return !ts.isPropertyAccessExpression(at) || TOOL_KEYS.has(at.name.text);
  };
  return !!method.body && writesTo(ts, method.body, ofName);
}

/**
 * The methods handing each item of their first parameter to an adder (`list.forEach(({ tool, handler }) =>
 * this.register(tool, handler))`, `for (const t of list) this.register(t)`), by name: the key each item holds its
 * tool under (`tool`), or none for bare tools.
 */
function manyAdders(ts: Typescript, methods: ReadonlyMap<string, TS.MethodDeclaration>, adders: ReadonlySet<string>): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  for (const [name, method] of methods) {
    const parameter = method.parameters[0]?.name;
    const statements = method.body?.statements ?? [];
    if (!parameter || !ts.isIdentifier(parameter) || statements.length !== 1) continue;
    const [only] = statements;
    let item: TS.BindingName | undefined;
    let body: TS.Node | undefined;
    if (ts.isExpressionStatement(only)) {
      const call = stripped(ts, only.expression);
      const callback = ts.isCallExpression(call) && call.arguments.length === 1 ? stripped(ts, call.arguments[0]) : undefined;
      const over =
        ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === 'forEach'
          ? stripped(ts, call.expression.expression)
          : undefined;
      if (over && ts.isIdentifier(over) && over.text === parameter.text && callback && ts.isArrowFunction(callback) && callback.parameters.length === 1) {
        item = callback.parameters[0].name;
        body = callback.body;
      }
    } else if (
      ts.isForOfStatement(only) &&
      ts.isIdentifier(stripped(ts, only.expression)) &&
      (stripped(ts, only.expression) as TS.Identifier).text === parameter.text
    ) {
      const declaration =
        ts.isVariableDeclarationList(only.initializer) && only.initializer.declarations.length === 1 ? only.initializer.declarations[0] : undefined;
      item = declaration?.name;
      body = only.statement;
    }
    const via = item && body ? handedVia(ts, item, body, adders) : undefined;
    if (via) out.set(name, via.key);
  }
  return out;
}

/** What one item's body hands an adder: `this.register(tool)` of `{ tool }` (key `tool`), `this.register(t.tool)`, `this.register(t)` (no key). */
function handedVia(ts: Typescript, item: TS.BindingName, body: TS.Node, adders: ReadonlySet<string>): { key?: string } | undefined {
  let at: TS.Node = body;
  if (ts.isBlock(at) && at.statements.length === 1) at = at.statements[0];
  if (ts.isExpressionStatement(at)) at = at.expression;
  const call = ts.isExpression(at as TS.Expression) ? stripped(ts, at as TS.Expression) : undefined;
  if (!call || !ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression) || call.expression.expression.kind !== ts.SyntaxKind.ThisKeyword)
    return undefined;
  if (!adders.has(call.expression.name.text) || call.arguments.length === 0) return undefined;
  const first = stripped(ts, call.arguments[0]);
  if (ts.isIdentifier(item)) {
    if (ts.isIdentifier(first) && first.text === item.text) return {};
    const held = ts.isPropertyAccessExpression(first) && ts.isIdentifier(first.expression) && first.expression.text === item.text;
    return held ? { key: (first as TS.PropertyAccessExpression).name.text } : undefined;
  }
  if (!ts.isObjectBindingPattern(item) || !ts.isIdentifier(first)) return undefined;
  const element = item.elements.find((e) => ts.isIdentifier(e.name) && e.name.text === first.text && !e.dotDotDotToken);
  const key = element && (element.propertyName ?? element.name);
  return key && ts.isIdentifier(key) ? { key: key.text } : undefined;
}

/** Whether one of the class's methods hands a many-adder a list `listed` knows, holding its tools as that adder reads them. */
function registersKnown(ts: Typescript, node: TS.ClassDeclaration, many: ReadonlyMap<string, string | undefined>, listed: ListedItems): boolean {
  return someNode(ts, node, (at) => {
    if (
      !ts.isCallExpression(at) ||
      !ts.isPropertyAccessExpression(at.expression) ||
      at.expression.expression.kind !== ts.SyntaxKind.ThisKeyword ||
      at.arguments.length !== 1
    )
      return false;
    const method = at.expression.name.text;
    const held = many.has(method) ? listed(at.arguments[0]) : undefined;
    return held !== undefined && held.via === many.get(method);
  });
}

/** Whether a method's one return is the Map's values as a list (`Array.from(this.tools.values())`, `[...this.tools.values()]`), each item whole or with its non-tool keys left out. */
function returnsAll(ts: Typescript, method: TS.MethodDeclaration, field: string): boolean {
  const returned: TS.Expression[] = [];
  if (method.body) collectReturns(ts, method.body, returned);
  if (returned.length !== 1) return false;
  let value = stripped(ts, returned[0]);
  if (ts.isCallExpression(value) && ts.isPropertyAccessExpression(value.expression) && value.expression.name.text === 'map' && value.arguments.length === 1) {
    if (!keepsToolKeys(ts, stripped(ts, value.arguments[0]))) return false;
    value = stripped(ts, value.expression.expression);
  }
  const values = (node: TS.Expression) => {
    const at = stripped(ts, node);
    return (
      ts.isCallExpression(at) &&
      at.arguments.length === 0 &&
      ts.isPropertyAccessExpression(at.expression) &&
      at.expression.name.text === 'values' &&
      thisField(ts, at.expression.expression, field)
    );
  };
  if (ts.isArrayLiteralExpression(value)) return value.elements.length === 1 && ts.isSpreadElement(value.elements[0]) && values(value.elements[0].expression);
  if (!ts.isCallExpression(value) || value.arguments.length !== 1 || !ts.isPropertyAccessExpression(value.expression)) return false;
  const from = value.expression;
  return ts.isIdentifier(from.expression) && from.expression.text === 'Array' && from.name.text === 'from' && values(value.arguments[0]);
}

/** `({ handler, ...tool }) => tool` leaving out no tool key, or `(t) => t`. */
function keepsToolKeys(ts: Typescript, callback: TS.Expression): boolean {
  if (!ts.isArrowFunction(callback) || callback.parameters.length !== 1 || ts.isBlock(callback.body)) return false;
  const parameter = callback.parameters[0].name;
  const body = stripped(ts, callback.body);
  if (!ts.isIdentifier(body)) return false;
  if (ts.isIdentifier(parameter)) return parameter.text === body.text;
  if (!ts.isObjectBindingPattern(parameter)) return false;
  const rest = parameter.elements.at(-1);
  if (!rest?.dotDotDotToken || !ts.isIdentifier(rest.name) || rest.name.text !== body.text) return false;
  return parameter.elements.slice(0, -1).every((e) => {
    const key = e.propertyName ?? e.name;
    return ts.isIdentifier(key) && !TOOL_KEYS.has(key.text);
  });
}

/** Whether a module naming an SDK that imports the class answers tools/list with a getter's result, called on one of its instances. */
function servedBy(ts: Typescript, workspace: Workspace, memo: Memo, path: string, className: string, getters: ReadonlySet<string>): boolean {
  let reads = MAX_READS;
  for (const caller of callersOf(workspace, path)) {
    if (caller === path || testSource(caller) !== undefined) continue;
    const module = read(ts, workspace, memo, caller);
    if (!module?.file.text.includes(className)) continue;
    if (reads-- <= 0) break;
    if (!NAMES_SDK.test(module.file.text)) continue;
    const local = module.bindings.find((b) => b.reexport === undefined && b.name === className && resolves(ts, workspace, memo, b.from, caller, path))?.local;
    if (local !== undefined && answersWithGetter(ts, module.file, local, getters)) return drew(workspace, caller);
  }
  return false;
}

/** Whether a tools/list handler of the file answers `{ tools }` with a getter's result called on an instance of `local`. */
function answersWithGetter(ts: Typescript, file: TS.SourceFile, local: string, getters: ReadonlySet<string>): boolean {
  return someNode(ts, file, (node) => {
    if (
      !ts.isCallExpression(node) ||
      !ts.isPropertyAccessExpression(node.expression) ||
      node.expression.name.text !== 'setRequestHandler' ||
      node.arguments.length !== 2
    )
      return false;
    const handler = stripped(ts, node.arguments[1]);
    return (
      namesListTools(ts, node.arguments[0]) &&
      (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler)) &&
      answerIsGetter(ts, handler.body, local, getters)
    );
  });
}

function answerIsGetter(ts: Typescript, body: TS.ConciseBody, local: string, getters: ReadonlySet<string>): boolean {
  const returned: TS.Expression[] = [];
  if (ts.isBlock(body)) collectReturns(ts, body, returned);
  else returned.push(body);
  return returned.some((expression) => {
    const answer = stripped(ts, expression);
    if (!ts.isObjectLiteralExpression(answer)) return false;
    const tools = answer.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'tools');
    const value =
      tools && ts.isPropertyAssignment(tools) ? stripped(ts, tools.initializer) : tools && ts.isShorthandPropertyAssignment(tools) ? tools.name : undefined;
    if (!value) return false;
    if (getterCall(ts, value, local, getters)) return true;
    return ts.isIdentifier(value) && lastAssigned(ts, body, value.text, answer.pos, (v) => getterCall(ts, v, local, getters));
  });
}

/** `registry.getAllTools()`, `registry` a parameter typed with the class or a `const` made of it (`new ToolRegistry(…)`). */
function getterCall(ts: Typescript, node: TS.Expression, local: string, getters: ReadonlySet<string>): boolean {
  const at = stripped(ts, ts.isAwaitExpression(node) ? node.expression : node);
  if (!ts.isCallExpression(at) || at.arguments.length > 0 || !ts.isPropertyAccessExpression(at.expression) || !getters.has(at.expression.name.text))
    return false;
  const receiver = stripped(ts, at.expression.expression);
  return ts.isIdentifier(receiver) && instanceOf(ts, receiver, local);
}

/** Whether an identifier names a parameter typed `local` or a `const` made by `new local(…)`, in its scope. */
function instanceOf(ts: Typescript, name: TS.Identifier, local: string): boolean {
  for (let at: TS.Node | undefined = name.parent; at; at = at.parent) {
    if (ts.isFunctionLike(at))
      for (const parameter of at.parameters)
        if (ts.isIdentifier(parameter.name) && parameter.name.text === name.text)
          return (
            !!parameter.type && ts.isTypeReferenceNode(parameter.type) && ts.isIdentifier(parameter.type.typeName) && parameter.type.typeName.text === local
          );
    if (ts.isBlock(at) || ts.isSourceFile(at))
      for (const statement of at.statements) {
        if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
        for (const declaration of statement.declarationList.declarations) {
          if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name.text || !declaration.initializer) continue;
          const made = stripped(ts, declaration.initializer);
          return ts.isNewExpression(made) && ts.isIdentifier(made.expression) && made.expression.text === local;
        }
      }
  }
  return false;
}

/** Whether the last value the handler gives a variable before `pos` (its initializer or an `=`), by position, is one `is` accepts. */
function lastAssigned(ts: Typescript, body: TS.ConciseBody, name: string, pos: number, is: (value: TS.Expression) => boolean): boolean {
  let last: TS.Expression | undefined;
  let declared = 0;
  const visit = (node: TS.Node): void => {
    if (node.pos >= pos) return;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) {
      declared++;
      if (node.initializer) last = node.initializer;
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(node.left) && node.left.text === name)
      last = node.right;
    ts.forEachChild(node, visit);
  };
  visit(body);
  return declared === 1 && last !== undefined && is(last);
}
