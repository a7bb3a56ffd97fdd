/**
 * Registrations of a loop over a list gathered of other modules' tools, each of which its own module's reader
 * reads (imported-lists.ts proves it registered): `const tools = [noteTool, ...searchTools]` (imported tool
 * objects, spreads of imported lists) returned by `export function listTools() { return tools }`, looped over as
 * `for (const t of listTools()) server.registerTool(t.name, …)`, or the loop's item handed to a helper of the file
 * registering `tool.name` of its parameter (`for (const t of all) register(server, t)`). The tools are read
 * where they are written; listing the loop's registration as not statically known too would say a tool is
 * missing that is read. Only the item's own `name` counts; a list holding anything else (an item built here, a
 * list filtered, mapped or mutated, a module whose reader does not read the item) keeps the entry. read-lists.ts
 * reads a list written out in one module; this one follows what such a list gathers, up to MAX_HOPS modules.
 * A pure function of the repository's files: the same for any file order or job count.
 */
import type * as TS from 'typescript';
import type { Workspace } from '../types.js';
import { bindingsOf, exportedLocal, importedFile, type Memo, memoOf, read, topConst } from './handed-server.js';
import { listedRegistrations } from './imported-lists.js';
import { exportedFunction } from './imported-forwarders.js';
import { stripped } from './loop-registrars.js';
import { exportedTools } from './tool-lists.js';
import { isAssignment, someNode, type Typescript, walk } from './values.js';

/** How many modules a list may be followed through, and how many lists one file looks at. */
const MAX_HOPS = 3;
const MAX_LOOPS = 8;

/** What one file's search reads with. */
interface Search {
  ts: Typescript;
  workspace: Workspace;
  memo: Memo;
  /** The modules the answer rests on (Workspace.drawsOn). */
  drawn: Set<string>;
}

/** The starts of the file's registration names (`t.name`, a destructured `name`) whose loop's every item another module's reader reads. */
export function gatheredLists(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): ReadonlySet<number> {
  const out = new Set<number>();
  if (!file.text.includes('.name') && !file.text.includes('name')) return out;
  const loops = loopsOf(ts, file);
  if (loops.length === 0) return out;
  const search: Search = { ts, workspace, memo: memoOf(workspace), drawn: new Set() };
  const proved = new Map<TS.Node, boolean>();
  for (const loop of loops.slice(0, MAX_LOOPS)) proved.set(loop.item, allRead(search, file, path, loop.over, MAX_HOPS));
  for (const loop of loops) if (proved.get(loop.item)) for (const at of namesOf(ts, file, loop.item, loop.body)) out.add(at);
  // A helper of the file each of whose calls is handed a proved loop's item: its parameter's `name`.
  for (const helper of handedHelpers(ts, file, loops, (item) => proved.get(item) === true))
    for (const at of namesOf(ts, file, helper.parameter, helper.body)) out.add(at);
  if (out.size > 0) for (const at of search.drawn) workspace.drawsOn?.(at);
  return out;
}

/** A loop over a list: `for (const t of E)` or `E.forEach((t) => …)`, its item's declared name and its body. */
interface Loop {
  over: TS.Expression;
  item: TS.BindingName;
  body: TS.Node;
}

function loopsOf(ts: Typescript, file: TS.SourceFile): Loop[] {
  const out: Loop[] = [];
  walk(ts, file, (node) => {
    if (ts.isForOfStatement(node) && ts.isVariableDeclarationList(node.initializer) && node.initializer.declarations.length === 1)
      out.push({ over: node.expression, item: node.initializer.declarations[0].name, body: node.statement });
    const callee = ts.isCallExpression(node) ? node.expression : undefined;
    const fn = callee && (node as TS.CallExpression).arguments[0];
    if (
      callee &&
      ts.isPropertyAccessExpression(callee) &&
      callee.name.text === 'forEach' &&
      fn &&
      (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) &&
      fn.parameters.length >= 1
    )
      out.push({ over: callee.expression, item: fn.parameters[0].name, body: fn.body });
  });
  return out;
}

/** The starts of `item.name` (or a destructured `name`'s uses) passed first to a call in `body`. */
function namesOf(ts: Typescript, file: TS.SourceFile, item: TS.BindingName, body: TS.Node): number[] {
  const variable = ts.isIdentifier(item) ? item.text : undefined;
  const bound = ts.isObjectBindingPattern(item)
    ? item.elements.find(
        (e) => ts.isIdentifier(e.name) && (e.propertyName ? ts.isIdentifier(e.propertyName) && e.propertyName.text === 'name' : e.name.text === 'name'),
      )
    : undefined;
  const local = bound && ts.isIdentifier(bound.name) ? bound.name.text : undefined;
  const out: number[] = [];
  walk(
    ts,
    body,
    (node) => {
      if (!ts.isCallExpression(node) || node.arguments.length === 0) return;
      const first = stripped(ts, node.arguments[0]);
      const named =
        (variable !== undefined &&
          ts.isPropertyAccessExpression(first) &&
          first.name.text === 'name' &&
          ts.isIdentifier(first.expression) &&
          first.expression.text === variable) ||
        (local !== undefined && ts.isIdentifier(first) && first.text === local);
      if (named) out.push(node.arguments[0].getStart(file));
    },
    (node) => !declares(ts, node, variable ?? local),
  );
  return out;
}

/** Whether a function, a block or a loop inside the body declares the name again (`others.forEach((tool) => …)`): its uses there are another's. */
function declares(ts: Typescript, node: TS.Node, name: string | undefined): boolean {
  const names = (binding: TS.BindingName): boolean =>
    ts.isIdentifier(binding) ? binding.text === name : binding.elements.some((e) => !ts.isOmittedExpression(e) && names(e.name));
  const declared = (list: TS.Node | undefined) => !!list && ts.isVariableDeclarationList(list) && list.declarations.some((d) => names(d.name));
  if (ts.isFunctionLike(node)) return node.parameters.some((p) => names(p.name));
  if (ts.isBlock(node)) return node.statements.some((statement) => ts.isVariableStatement(statement) && declared(statement.declarationList));
  if (ts.isForOfStatement(node) || ts.isForInStatement(node) || ts.isForStatement(node)) return declared(node.initializer);
  return false;
}

/**
 * The file's own functions (declared, or a `const` arrow), not exported, each of whose calls is made in the
 * body of a proved loop with the loop's item, unchanged, at one place: that parameter, and the body.
 */
function handedHelpers(
  ts: Typescript,
  file: TS.SourceFile,
  loops: readonly Loop[],
  proved: (item: TS.BindingName) => boolean,
): { parameter: TS.BindingName; body: TS.Node }[] {
  const helpers = new Map<string, TS.FunctionLikeDeclaration>();
  for (const statement of file.statements) {
    if (ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) helpers.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
      for (const { name, initializer } of statement.declarationList.declarations) {
        const fn = initializer && stripped(ts, initializer);
        if (ts.isIdentifier(name) && fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) helpers.set(name.text, fn);
      }
  }
  if (helpers.size === 0) return [];
  // Where each helper is handed a proved loop's item, by the parameter's index; -1 once any use is another.
  const handed = new Map<string, number>();
  walk(ts, file, (node) => {
    if (!ts.isIdentifier(node) || !helpers.has(node.text) || handed.get(node.text) === -1) return;
    const call = node.parent;
    // Its declaration, or another's member of the same name (`server.registerTool`, `{ registerTool: … }`).
    if (
      ts.isFunctionDeclaration(call) ||
      ((ts.isVariableDeclaration(call) || ts.isPropertyAccessExpression(call) || ts.isObjectLiteralElement(call) || ts.isClassElement(call)) &&
        call.name === node)
    )
      return;
    const at = ts.isCallExpression(call) && call.expression === node ? call.arguments.findIndex((arg) => itemOf(ts, arg, loops, proved)) : -1;
    const before = handed.get(node.text);
    handed.set(node.text, at === -1 || (before !== undefined && before !== at) ? -1 : at);
  });
  const out: { parameter: TS.BindingName; body: TS.Node }[] = [];
  for (const [name, at] of handed) {
    const fn = helpers.get(name);
    const parameter = fn?.parameters[at];
    if (at >= 0 && fn?.body && parameter && !parameter.dotDotDotToken && !reassigned(ts, fn.body, parameter.name))
      out.push({ parameter: parameter.name, body: fn.body });
  }
  return out;
}

/** Whether an argument is the item of a proved loop it is written in. */
function itemOf(ts: Typescript, arg: TS.Expression, loops: readonly Loop[], proved: (item: TS.BindingName) => boolean): boolean {
  const at = stripped(ts, arg);
  if (!ts.isIdentifier(at)) return false;
  return loops.some((loop) => ts.isIdentifier(loop.item) && loop.item.text === at.text && proved(loop.item) && within(at, loop.body));
}

function within(node: TS.Node, body: TS.Node): boolean {
  for (let at: TS.Node | undefined = node; at; at = at.parent) if (at === body) return true;
  return false;
}

function reassigned(ts: Typescript, body: TS.Node, name: TS.BindingName): boolean {
  return ts.isIdentifier(name) && someNode(ts, body, (node) => isAssignment(ts, node) && ts.isIdentifier(node.left) && node.left.text === name.text);
}

/**
 * Whether every item of what a loop goes over is read by its own module's reader: a list of the module (a
 * `const`, or what a function of it called without arguments returns), or one it imports.
 */
function allRead(search: Search, file: TS.SourceFile, path: string, over: TS.Expression, hops: number): boolean {
  const { ts } = search;
  let at = stripped(ts, over);
  if (ts.isAwaitExpression(at)) at = stripped(ts, at.expression);
  if (ts.isIdentifier(at)) return namedRead(search, file, path, at.text, hops);
  if (ts.isCallExpression(at) && at.arguments.length === 0 && ts.isIdentifier(at.expression)) {
    const fn = ownFunction(ts, file, at.expression.text);
    if (fn) return returnedRead(search, file, path, fn, hops);
    const imported = importedModule(search, file, path, at.expression.text);
    const called = imported && exportedFunction(ts, imported.file, imported.name);
    return !!imported && !!called && returnedRead(search, imported.file, imported.path, called, hops - 1);
  }
  return false;
}

/** A function of the module, declared or a `const` arrow, by name. */
function ownFunction(ts: Typescript, file: TS.SourceFile, name: string): TS.FunctionLikeDeclaration | undefined {
  for (const statement of file.statements) if (ts.isFunctionDeclaration(statement) && statement.name?.text === name && statement.body) return statement;
  const value = topConst(ts, file, name)?.initializer;
  const fn = value && stripped(ts, value);
  return fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) ? fn : undefined;
}

/** A function whose one statement returns a name of its module (or whose body is one): that name's items, all read. */
function returnedRead(search: Search, file: TS.SourceFile, path: string, fn: TS.FunctionLikeDeclaration, hops: number): boolean {
  const { ts } = search;
  const body = fn.body;
  if (!body || fn.parameters.length > 0 || hops <= 0) return false;
  const returned = ts.isBlock(body)
    ? body.statements.length === 1 && ts.isReturnStatement(body.statements[0])
      ? body.statements[0].expression
      : undefined
    : body;
  const value = returned && stripped(ts, returned);
  return !!value && ts.isIdentifier(value) && namedRead(search, file, path, value.text, hops);
}

/** A name of the module: a `const` list of it whose items are all read, or a list another module exports and reads. */
function namedRead(search: Search, file: TS.SourceFile, path: string, name: string, hops: number): boolean {
  const { ts } = search;
  const imported = importedModule(search, file, path, name);
  if (imported) return hops > 1 && exportRead(search, imported.file, imported.path, imported.name, 'list', hops - 1);
  const value = topConst(ts, file, name)?.initializer;
  const list = value && stripped(ts, value);
  return !!list && ts.isArrayLiteralExpression(list) && !mutated(ts, file, name) && itemsRead(search, file, path, list, hops);
}

/** Every element an imported tool its module reads, or a spread of a list whose items all are. */
function itemsRead(search: Search, file: TS.SourceFile, path: string, list: TS.ArrayLiteralExpression, hops: number): boolean {
  const { ts } = search;
  return list.elements.every((element) => {
    const spread = ts.isSpreadElement(element);
    const at = stripped(ts, spread ? element.expression : element);
    if (!ts.isIdentifier(at)) return false;
    if (spread) return namedRead(search, file, path, at.text, hops);
    const imported = importedModule(search, file, path, at.text);
    return !!imported && hops > 1 && exportRead(search, imported.file, imported.path, imported.name, 'tool', hops - 1);
  });
}

/**
 * Whether a module's export is a tool (or a list of them) its own reader reads whole: its module is proved
 * registered item by item (imported-lists.ts) and the export is one of its tools, none left unread; or the
 * export is a `const` list of the module whose items all are read elsewhere.
 */
function exportRead(search: Search, file: TS.SourceFile, path: string, name: string, kind: 'list' | 'tool', hops: number): boolean {
  const { ts, workspace } = search;
  const listed = listedRegistrations(file.text, path, workspace);
  const tools = listed && !listed.unserved?.has(name) ? exportedTools(ts, file, false, listed.helpers).get(name) : undefined;
  const local = exportedLocal(ts, file, name);
  if (
    tools &&
    tools.kind === kind &&
    !tools.via &&
    !tools.generated?.length &&
    !tools.aliased?.length &&
    (kind === 'tool' || wholly(ts, file, local, tools.tools.length))
  ) {
    search.drawn.add(path);
    return true;
  }
  if (kind !== 'list' || local === undefined || !namedRead(search, file, path, local, hops)) return false;
  search.drawn.add(path);
  return true;
}

/**
 * Whether a module's list holds as many items as its reader read: written out without spreads, or the mapping
 * of one (`specs.map(makeTool)`), and not mutated.
 */
function wholly(ts: Typescript, file: TS.SourceFile, local: string | undefined, count: number): boolean {
  const value = local === undefined ? undefined : topConst(ts, file, local)?.initializer;
  let list = value && stripped(ts, value);
  if (
    list &&
    ts.isCallExpression(list) &&
    ts.isPropertyAccessExpression(list.expression) &&
    list.expression.name.text === 'map' &&
    list.arguments.length === 1
  ) {
    const mapped = stripped(ts, list.expression.expression);
    list = ts.isIdentifier(mapped) ? topConst(ts, file, mapped.text)?.initializer : undefined;
    list = list && stripped(ts, list);
    if (ts.isIdentifier(mapped) && mutated(ts, file, mapped.text)) return false;
  }
  return (
    !!list &&
    local !== undefined &&
    ts.isArrayLiteralExpression(list) &&
    !list.elements.some((e) => ts.isSpreadElement(e)) &&
    list.elements.length === count &&
    !mutated(ts, file, local)
  );
}

/** The module a name of the file is imported from (by a relative path or an alias), and the name it exports it by. */
function importedModule(search: Search, file: TS.SourceFile, path: string, local: string): { file: TS.SourceFile; path: string; name: string } | undefined {
  const { ts, workspace, memo } = search;
  const binding = bindingsOf(ts, file).find((b) => b.reexport === undefined && b.local === local && b.name !== '*');
  const at = binding && importedFile(ts, workspace, memo, binding.from, path);
  const module = at === undefined ? undefined : read(ts, workspace, memo, at);
  return binding && at !== undefined && module ? { file: module.file, path: at, name: binding.name } : undefined;
}

/** Whether the module adds to, removes from or replaces a list (`name.push(…)`, `name[0] = …`, `name.length = 0`). */
function mutated(ts: Typescript, file: TS.SourceFile, name: string): boolean {
  const names = (node: TS.Expression) => {
    const at = stripped(ts, node);
    return (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at)) && ts.isIdentifier(at.expression) && at.expression.text === name;
  };
  return someNode(ts, file, (node) => {
    if (isAssignment(ts, node) && (names(node.left) || (ts.isIdentifier(node.left) && node.left.text === name))) return true;
    const callee = ts.isCallExpression(node) ? node.expression : undefined;
    return (
      !!callee &&
      ts.isPropertyAccessExpression(callee) &&
      ['push', 'unshift', 'splice', 'pop', 'shift', 'fill', 'copyWithin'].includes(callee.name.text) &&
      names(callee)
    );
  });
}
