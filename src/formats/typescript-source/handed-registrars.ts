/**
 * A registrar its callers hand a module's exported function in an object of dependencies: `export function
 * registerDocumentTools(server, deps) { const { app, register: registerToolSafe } = deps; registerToolSafe(server,
 * "add_documents", { description: "…", inputSchema }, cb); }`, where each module of the repository calling it
 * passes `{ app, register }` of `const register = createRegisterTool(probes)`, a function of a module naming an
 * MCP SDK whose one `return` gives a function forwarding its parameters to the SDK (forwarders.ts
 * `forwardedParameters`: `(server, name, config, handler) => { server.registerTool(name, config, wrap(handler)); }`),
 * or such a function itself. A caller may hand on what it was handed the same way (`{ register: deps.register }`,
 * `deps` whole, `const { register } = deps`), up to MAX_HOPS calls away. Each call of the local is then read as
 * the registration it makes, as imported-forwarders.ts reads an imported helper's. Only when every call of the
 * function the callers make (at least one) hands the same forwarder: the key's type proves no value, so callers
 * do. The local is declared once in the file, destructured from the parameter as a statement of the function's
 * own body (or in its parameter list). Callers are looked for as handed-server.ts looks for them (tests never),
 * MAX_READS modules per proof.
 */
import type * as TS from 'typescript';
import { testSource } from '../../engine/test-source.js';
import type { Workspace } from '../types.js';
import { forwardedParameters } from './forwarders.js';
import { bindingsOf, callersOf, importedFile, type Memo, memoOf, mentions, read, resolves } from './handed-server.js';
import type { ImportedForwarder } from './imported-forwarders.js';
import { exportedFunction } from './imported-forwarders.js';
import { stripped } from './loop-registrars.js';
import { declaredName, isAssignment, NAMES_SDK, type Typescript, walk } from './values.js';

/** How many calls away the forwarder may be made, and modules one proof reads. */
const MAX_HOPS = 3;
const MAX_READS = 12;

type Fn = TS.FunctionLikeDeclaration;

/** A function's parameter's key a proof asks callers about: the exported function of `path`, the parameter's place, the key. */
interface Asked {
  path: string;
  exported: string;
  index: number;
  key: string;
}

/** The locals the file calls that are a registrar its callers hand it, by name. */
export function handedRegistrars(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): ReadonlyMap<string, ImportedForwarder> {
  const out = new Map<string, ImportedForwarder>();
  if (testSource(path) !== undefined) return out;
  const candidates = destructuredLocals(ts, file);
  if (candidates.size === 0) return out;
  const called = new Set<string>();
  const declared = new Map<string, number>();
  walk(ts, file, (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) called.add(node.expression.text);
    const name = declaredName(ts, node);
    if (name) declared.set(name.text, (declared.get(name.text) ?? 0) + 1);
    if (isAssignment(ts, node) && ts.isIdentifier(node.left)) declared.set(node.left.text, 2);
  });
  const memo = memoOf(workspace);
  for (const [local, asked] of candidates) {
    if (!called.has(local) || declared.get(local) !== 1) continue;
    const found = handed(ts, workspace, memo, { path, ...asked }, MAX_HOPS);
    if (found) out.set(local, found.forwarder);
  }
  return out;
}

/** The file's locals destructured from a parameter of an exported function: `const { register: r } = deps` in its body, or `({ register })`. */
function destructuredLocals(ts: Typescript, file: TS.SourceFile): Map<string, Omit<Asked, 'path'>> {
  const out = new Map<string, Omit<Asked, 'path'>>();
  for (const [exported, fn] of exportedFunctions(ts, file)) {
    const take = (pattern: TS.ObjectBindingPattern, index: number) => {
      for (const element of pattern.elements) {
        const key = element.propertyName ?? element.name;
        if (element.dotDotDotToken || element.initializer || !ts.isIdentifier(element.name) || !ts.isIdentifier(key)) continue;
        out.set(element.name.text, { exported, index, key: key.text });
      }
    };
    fn.parameters.forEach((p, index) => {
      if (ts.isObjectBindingPattern(p.name)) take(p.name, index);
    });
    const body = fn.body && ts.isBlock(fn.body) ? fn.body.statements : [];
    for (const statement of body) {
      if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
      for (const { name, initializer } of statement.declarationList.declarations) {
        const from = initializer && stripped(ts, initializer);
        const index = from && ts.isIdentifier(from) ? parameterIndex(ts, fn, from.text) : -1;
        if (ts.isObjectBindingPattern(name) && index >= 0) take(name, index);
      }
    }
  }
  return out;
}

/** The forwarder every call of the asked function hands at its parameter's key, with the files it rests on; undefined unless all agree. */
function handed(ts: Typescript, workspace: Workspace, memo: Memo, asked: Asked, hops: number): { forwarder: ImportedForwarder } | undefined {
  if (hops <= 0) return undefined;
  let found: ImportedForwarder | undefined;
  let reads = MAX_READS;
  for (const caller of callersOf(workspace, asked.path)) {
    if (caller === asked.path || testSource(caller) !== undefined || !mentions(workspace, memo, caller, asked.exported)) continue;
    if (reads-- <= 0) break;
    const module = read(ts, workspace, memo, caller);
    if (!module) continue;
    const locals = new Set(
      module.bindings
        .filter((b) => b.reexport === undefined && b.name === asked.exported && resolves(ts, workspace, memo, b.from, caller, asked.path))
        .map((b) => b.local),
    );
    if (locals.size === 0) continue;
    let failed = false;
    walk(ts, module.file, (node) => {
      if (failed || !ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || !locals.has(node.expression.text)) return;
      const given = node.arguments.slice(0, asked.index + 1).some(ts.isSpreadElement) ? undefined : node.arguments[asked.index];
      const forwarder = given && keyOf(ts, workspace, memo, module.file, caller, given, asked.key, hops);
      if (!forwarder || (found && !same(found, forwarder))) failed = true;
      else found = forwarder;
    });
    if (failed) return undefined;
    workspace.drawsOn?.(caller);
  }
  return found && { forwarder: found };
}

/** The forwarder an argument holds at `key`: an object literal's property, or a parameter of the caller handed on whole. */
function keyOf(
  ts: Typescript,
  workspace: Workspace,
  memo: Memo,
  file: TS.SourceFile,
  path: string,
  node: TS.Expression,
  key: string,
  hops: number,
): ImportedForwarder | undefined {
  const at = stripped(ts, node);
  if (ts.isObjectLiteralExpression(at)) {
    const properties = at.properties.filter((p) => p.name && ts.isIdentifier(p.name) && p.name.text === key);
    const [property] = properties;
    if (properties.length !== 1 || !(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property))) return undefined;
    // A spread after it may set the key again, unless it is of literals without it (`...(c ? { x } : {})`).
    const later = at.properties.slice(at.properties.indexOf(property) + 1);
    if (later.some((p) => !ts.isPropertyAssignment(p) && !ts.isShorthandPropertyAssignment(p) && !(ts.isSpreadAssignment(p) && lacks(ts, p.expression, key))))
      return undefined;
    if (at.properties.some((p) => !ts.isPropertyAssignment(p) && !ts.isShorthandPropertyAssignment(p) && !ts.isSpreadAssignment(p))) return undefined;
    const value = ts.isPropertyAssignment(property) ? property.initializer : (property as TS.ShorthandPropertyAssignment).name;
    return heldForwarder(ts, workspace, memo, file, path, value, hops);
  }
  const parameter = ts.isIdentifier(at) ? enclosingParameter(ts, file, at) : undefined;
  return parameter && handed(ts, workspace, memo, { path, ...parameter, key }, hops - 1)?.forwarder;
}

/** Whether a spread's value is object literals (through `?:`) none of which writes `key` or spreads anything. */
function lacks(ts: Typescript, node: TS.Expression, key: string): boolean {
  const at = stripped(ts, node);
  if (ts.isConditionalExpression(at)) return lacks(ts, at.whenTrue, key) && lacks(ts, at.whenFalse, key);
  return (
    ts.isObjectLiteralExpression(at) &&
    at.properties.every((p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name && ts.isIdentifier(p.name) && p.name.text !== key)
  );
}

/** The forwarder a value is: a `const` made by a factory's call, an imported forwarder, or a parameter's key handed on. */
function heldForwarder(
  ts: Typescript,
  workspace: Workspace,
  memo: Memo,
  file: TS.SourceFile,
  path: string,
  node: TS.Expression,
  hops: number,
): ImportedForwarder | undefined {
  const at = stripped(ts, node);
  // `deps.register`: the caller's own parameter's key.
  if (ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression)) {
    const parameter = enclosingParameter(ts, file, at.expression);
    return parameter && handed(ts, workspace, memo, { path, ...parameter, key: at.name.text }, hops - 1)?.forwarder;
  }
  if (!ts.isIdentifier(at)) return undefined;
  const declarations: TS.Node[] = [];
  walk(ts, file, (n) => {
    if (declaredName(ts, n)?.text === at.text) declarations.push(n);
    if (isAssignment(ts, n) && ts.isIdentifier(n.left) && n.left.text === at.text) declarations.push(n, n);
  });
  const imported = bindingsOf(ts, file).find((b) => b.reexport === undefined && b.local === at.text && b.name !== '*');
  if (imported && declarations.length === 0) return forwarderOf(ts, workspace, memo, imported.from, path, imported.name, false);
  const [declaration] = declarations;
  if (declarations.length !== 1) return undefined;
  // `const { register } = deps`: the caller's own parameter's key.
  if (ts.isBindingElement(declaration) && ts.isObjectBindingPattern(declaration.parent) && ts.isVariableDeclaration(declaration.parent.parent)) {
    const source = declaration.parent.parent.initializer && stripped(ts, declaration.parent.parent.initializer);
    const key = declaration.propertyName ?? declaration.name;
    const parameter = source && ts.isIdentifier(source) && ts.isIdentifier(key) && !declaration.initializer ? enclosingParameter(ts, file, source) : undefined;
    return parameter && handed(ts, workspace, memo, { path, ...parameter, key: (key as TS.Identifier).text }, hops - 1)?.forwarder;
  }
  // `const register = createRegisterTool(probes)`: what the imported factory returns.
  if (!ts.isVariableDeclaration(declaration) || !declaration.initializer || !(declaration.parent.flags & ts.NodeFlags.Const)) return undefined;
  const made = stripped(ts, declaration.initializer);
  if (!ts.isCallExpression(made) || !ts.isIdentifier(made.expression)) return undefined;
  const callee = made.expression.text;
  const factory = bindingsOf(ts, file).find((b) => b.reexport === undefined && b.local === callee && b.name !== '*');
  return factory && forwarderOf(ts, workspace, memo, factory.from, path, factory.name, true);
}

/** The forwarder a module naming an SDK exports as `name` (`made`: the function its factory `name` returns). */
function forwarderOf(
  ts: Typescript,
  workspace: Workspace,
  memo: Memo,
  module: string,
  from: string,
  name: string,
  made: boolean,
): ImportedForwarder | undefined {
  const at = importedFile(ts, workspace, memo, module, from);
  const loaded = at === undefined ? undefined : read(ts, workspace, memo, at);
  if (!loaded || at === undefined || !NAMES_SDK.test(loaded.file.text)) return undefined;
  const exported = exportedFunction(ts, loaded.file, name);
  const fn = exported && (made ? returned(ts, exported) : exported);
  const found = fn && forwardedParameters(ts, fn);
  if (!fn || !found) return undefined;
  workspace.drawsOn?.(at);
  return { modern: found.modern, arity: fn.parameters.length, positions: found.positions };
}

/** The function a factory returns: its one `return` (no other, none in a branch) of a function, or an arrow's body that is one. */
function returned(ts: Typescript, fn: Fn): Fn | undefined {
  const body = fn.body;
  if (!body) return undefined;
  if (!ts.isBlock(body)) {
    const value = stripped(ts, body);
    return ts.isArrowFunction(value) || ts.isFunctionExpression(value) ? value : undefined;
  }
  const returns: TS.ReturnStatement[] = [];
  const visit = (node: TS.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isReturnStatement(node)) returns.push(node);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  const [only] = returns;
  const value = returns.length === 1 && only.parent === body && only.expression ? stripped(ts, only.expression) : undefined;
  return value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) ? value : undefined;
}

/** The exported function (and its parameter's place) whose parameter a name is, where it is used. */
function enclosingParameter(ts: Typescript, file: TS.SourceFile, name: TS.Identifier): Omit<Asked, 'path' | 'key'> | undefined {
  const fn = ts.findAncestor(name.parent, ts.isFunctionLike) as Fn | undefined;
  if (!fn) return undefined;
  const exported = [...exportedFunctions(ts, file)].find(([, f]) => f === fn)?.[0];
  const index = parameterIndex(ts, fn, name.text);
  return exported === undefined || index < 0 ? undefined : { exported, index };
}

/** The module's exported functions by exported name: `export function f`, `export const f = (…) => …`. */
function exportedFunctions(ts: Typescript, file: TS.SourceFile): Map<string, Fn> {
  const out = new Map<string, Fn>();
  for (const statement of file.statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) out.set(statement.name.text, statement);
    else if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
      for (const { name, initializer } of statement.declarationList.declarations) {
        const value = initializer && stripped(ts, initializer);
        if (ts.isIdentifier(name) && value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))) out.set(name.text, value);
      }
  }
  return out;
}

/** A plain parameter's place, never reassigned in the function. */
function parameterIndex(ts: Typescript, fn: Fn, name: string): number {
  const index = fn.parameters.findIndex((p) => ts.isIdentifier(p.name) && !p.dotDotDotToken && p.name.text === name);
  if (index < 0 || !fn.body) return -1;
  let assigned = false;
  walk(ts, fn.body, (node) => {
    if (isAssignment(ts, node) && ts.isIdentifier(node.left) && node.left.text === name) assigned = true;
  });
  return assigned ? -1 : index;
}

function same(a: ImportedForwarder, b: ImportedForwarder): boolean {
  return a.modern === b.modern && a.arity === b.arity && a.positions.join() === b.positions.join();
}
