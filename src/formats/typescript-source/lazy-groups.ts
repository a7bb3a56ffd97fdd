/**
 * Tool groups a server module loads lazily, one module each: `const groups = await Promise.all([
 * import("./tools/products.js").then((m) => m.getTools(client)), …])` in a top-level function the server module
 * calls (`const toolGroups = await loadAllTools(client)`), then `for (const group of toolGroups) for (const
 * tool of group.tools) { const handler = group.handlers[tool.name]; if (!handler) continue;
 * server.registerTool(tool.name, { title: tool.title, description: tool.description, inputSchema:
 * toZod(tool.inputSchema) }, cb) }`. A dynamic `import()` of a literal relative path is as static as an import.
 * The group module (naming no SDK) is read when its exported function returns `{ tools: defs(), handlers:
 * handlers(client) }` of its own functions, `defs` taking nothing and returning a written-out list of tool
 * objects, `handlers` a written-out object of functions keyed by name: each listed tool whose name is a key
 * there is registered, its keys the config copies (`tool.title` under `title`) as written, those it computes
 * not statically known; a tool with no handler is skipped by that `continue`, so not read. Anything else (a
 * list or handlers built at run time, another statement in the loops, the call under a branch, a name not
 * `tool.name`) proves nothing. The server module is looked for as handed-server.ts looks for callers.
 */
import type * as TS from 'typescript';
import { vendoredTypescript } from '../../util/lazy-require.js';
import type { Workspace } from '../types.js';
import { callersOf, entriesAbove, memoOf, parseWithin, read, resolves } from './handed-server.js';
import { descendants } from './registration-contexts.js';
import type { Typescript } from './values.js';

/** What the group module's tools get: the config keys copied as written, and those computed. */
export interface GroupFields {
  copied: readonly string[];
  computed: readonly string[];
  /** The key holding the SDK's config whole (`{ name, config: { description, … } }`, config-modules.ts): its keys are the tool's. */
  config?: string;
}

/** A group module's registered tool objects, by where each starts, with what the config makes of them. */
export type GroupTools = ReadonlyMap<number, GroupFields>;

const NAMES_SDK = /['"](?:@modelcontextprotocol\/|fastmcp)/;
const MAX_READS = 12;
/** A group's `return { tools: defs(), handlers: handlers(client) }`: the list's key and function, the handlers' key and names. */
interface Group {
  exported: string;
  key: string;
  list: TS.ArrayLiteralExpression;
  handlers: Map<string, Set<string>>;
}

/** The tools of a group module a server module of the repository registers (said to the workspace), or undefined. */
export function lazyGroupTools(text: string, path: string, workspace: Workspace | undefined): GroupTools | undefined {
  if (!workspace || !text.includes('export') || !text.includes('inputSchema') || NAMES_SDK.test(text) || path.split('/').includes('..')) return undefined;
  const ts = vendoredTypescript();
  const file = parseWithin(ts, path, text);
  const groups = file ? groupsOf(ts, file) : [];
  if (groups.length === 0) return undefined;
  const memo = memoOf(workspace);
  let reads = 0;
  for (const at of [...callersOf(workspace, path).slice(1), ...entriesAbove(workspace, path)]) {
    if (reads >= MAX_READS) break;
    const module = read(ts, workspace, memo, at);
    if (!module || !NAMES_SDK.test(module.file.text) || !module.file.text.includes('import(')) continue;
    reads++;
    for (const group of groups) {
      const served = servedGroup(ts, workspace, memo, module.file, at, path, group.exported);
      if (!served || served.list !== group.key) continue;
      const handlers = served.guard === undefined ? undefined : group.handlers.get(served.guard);
      if (served.guard !== undefined && !handlers) continue;
      const out = new Map<number, GroupFields>();
      for (const element of group.list.elements) {
        const name = ts.isObjectLiteralExpression(element) ? literalName(ts, element) : undefined;
        if (name !== undefined && handlers && !handlers.has(name)) continue;
        out.set(element.getStart(file), served.fields);
      }
      workspace.drawsOn?.(at);
      return out;
    }
  }
  return undefined;
}

/** The group functions a module exports: `export function f(…) { return { tools: defs(), handlers: handlers(…) } }`. */
function groupsOf(ts: Typescript, file: TS.SourceFile): Group[] {
  const out: Group[] = [];
  for (const statement of file.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name || !ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    const value = onlyReturn(ts, statement);
    if (!value || !ts.isObjectLiteralExpression(value)) continue;
    let list: { key: string; list: TS.ArrayLiteralExpression } | undefined;
    const handlers = new Map<string, Set<string>>();
    for (const property of value.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name) || !ts.isCallExpression(property.initializer)) continue;
      const callee = property.initializer.expression;
      const fn = ts.isIdentifier(callee) ? localFunction(ts, file, callee.text) : undefined;
      const returned = fn && onlyReturn(ts, fn);
      const keyed = fn && onlyReturn(ts, fn, true);
      if (returned && ts.isArrayLiteralExpression(returned) && fn?.parameters.length === 0 && property.initializer.arguments.length === 0)
        list = { key: property.name.text, list: returned };
      else if (keyed && ts.isObjectLiteralExpression(keyed)) {
        const names = functionKeys(ts, keyed);
        if (names) handlers.set(property.name.text, names);
      }
    }
    if (list) out.push({ exported: statement.name.text, ...list, handlers });
  }
  return out;
}

/** The value of a function's body that is one `return` (after `const`s only, with `consts`), else undefined. */
function onlyReturn(ts: Typescript, fn: TS.FunctionDeclaration, consts = false): TS.Expression | undefined {
  const statements = fn.body?.statements ?? [];
  const last = statements[statements.length - 1];
  const before = statements.slice(0, -1);
  const held = (s: TS.Statement) => consts && ts.isVariableStatement(s) && !!(s.declarationList.flags & ts.NodeFlags.Const);
  return last && ts.isReturnStatement(last) && before.every(held) ? last.expression : undefined;
}

function localFunction(ts: Typescript, file: TS.SourceFile, name: string): TS.FunctionDeclaration | undefined {
  return file.statements.find((s): s is TS.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === name && !!s.body);
}

/** The keys of an object literal all of whose members are functions keyed by a plain name or string; undefined otherwise. */
function functionKeys(ts: Typescript, object: TS.ObjectLiteralExpression): Set<string> | undefined {
  const out = new Set<string>();
  for (const property of object.properties) {
    const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    const fn =
      ts.isMethodDeclaration(property) ||
      (ts.isPropertyAssignment(property) && (ts.isArrowFunction(property.initializer) || ts.isFunctionExpression(property.initializer)));
    if (key === undefined || !fn) return undefined;
    out.add(key);
  }
  return out;
}

/** A tool object's name written as a string literal. */
function literalName(ts: Typescript, object: TS.ObjectLiteralExpression): string | undefined {
  const property = object.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'name');
  const value = property && ts.isPropertyAssignment(property) ? property.initializer : undefined;
  return value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) ? value.text : undefined;
}

/** How a server module registers the groups `import(<path>).then((m) => m.<exported>(…))` loads: the group's list key, its handlers' key guarding each, and the config's fields. */
interface Served {
  list: string;
  guard?: string;
  fields: GroupFields;
}

function servedGroup(
  ts: Typescript,
  workspace: Workspace,
  memo: ReturnType<typeof memoOf>,
  file: TS.SourceFile,
  at: string,
  path: string,
  exported: string,
): Served | undefined {
  for (const statement of file.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name || !statement.body) continue;
    const loaded = loadedGroups(ts, statement);
    if (!loaded?.elements.some((element) => loads(ts, workspace, memo, element, at, path, exported))) continue;
    const served = loopsOver(ts, file, statement.name.text);
    if (served) return served;
  }
  return undefined;
}

/** The array of a loader's body `const g = await Promise.all([…]); return g;` (or `return Promise.all([…])`). */
function loadedGroups(ts: Typescript, fn: TS.FunctionDeclaration): TS.ArrayLiteralExpression | undefined {
  const statements = fn.body?.statements ?? [];
  const last = statements[statements.length - 1];
  if (!last || !ts.isReturnStatement(last) || !last.expression) return undefined;
  let value: TS.Expression | undefined = unawaited(ts, last.expression);
  if (ts.isIdentifier(value) && statements.length === 2) {
    const held = statements[0];
    const declaration = ts.isVariableStatement(held) && held.declarationList.flags & ts.NodeFlags.Const ? held.declarationList.declarations[0] : undefined;
    const name = value.text;
    value =
      declaration && ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer
        ? unawaited(ts, declaration.initializer)
        : undefined;
  } else if (statements.length !== 1) return undefined;
  if (!value || !ts.isCallExpression(value) || value.arguments.length !== 1 || value.expression.getText() !== 'Promise.all') return undefined;
  const [list] = value.arguments;
  return ts.isArrayLiteralExpression(list) ? list : undefined;
}

function unawaited(ts: Typescript, node: TS.Expression): TS.Expression {
  return ts.isAwaitExpression(node) ? node.expression : node;
}

/** Whether an element is `import("<lit>").then((m) => m.<exported>(…))` of the module at `path`. */
function loads(
  ts: Typescript,
  workspace: Workspace,
  memo: ReturnType<typeof memoOf>,
  element: TS.Expression,
  at: string,
  path: string,
  exported: string,
): boolean {
  if (!ts.isCallExpression(element) || element.arguments.length !== 1 || !ts.isPropertyAccessExpression(element.expression)) return false;
  const then = element.expression;
  const imported = then.expression;
  const callback = element.arguments[0];
  if (then.name.text !== 'then' || !ts.isCallExpression(imported) || imported.expression.kind !== ts.SyntaxKind.ImportKeyword) return false;
  const [module] = imported.arguments;
  if (!module || !ts.isStringLiteral(module) || !module.text.startsWith('.') || !resolves(ts, workspace, memo, module.text, at, path)) return false;
  if (!ts.isArrowFunction(callback) || callback.parameters.length !== 1 || !ts.isIdentifier(callback.parameters[0].name)) return false;
  const body = callback.body;
  const m = callback.parameters[0].name.text;
  return (
    ts.isCallExpression(body) &&
    ts.isPropertyAccessExpression(body.expression) &&
    ts.isIdentifier(body.expression.expression) &&
    body.expression.expression.text === m &&
    body.expression.name.text === exported
  );
}

/**
 * `const groups = await loader(…)` in a function of the module, then `for (const group of groups)` whose body is
 * only `for (const tool of group.<list>)`, whose body is, in order, optionally `const handler = group.<h>[tool.name]`
 * and `if (!handler) { …; continue; }`, then the one `registerTool(tool.name, { … }, cb)`, then anything.
 */
function loopsOver(ts: Typescript, file: TS.SourceFile, loader: string): Served | undefined {
  let found: Served | undefined;
  let count = 0;
  for (const node of descendants(ts, file)) {
    if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer) continue;
    const value = unawaited(ts, node.initializer);
    const fixed = ts.isVariableDeclarationList(node.parent) && node.parent.flags & ts.NodeFlags.Const;
    if (ts.isCallExpression(value) && ts.isIdentifier(value.expression) && value.expression.text === loader && fixed) {
      count++;
      const block = node.parent.parent.parent;
      if (ts.isBlock(block) || ts.isSourceFile(block)) found = groupLoop(ts, block.statements, node.name.text);
    }
  }
  return count === 1 ? found : undefined;
}

function groupLoop(ts: Typescript, statements: TS.NodeArray<TS.Statement>, groups: string): Served | undefined {
  const loops = statements.filter((s): s is TS.ForOfStatement => ts.isForOfStatement(s) && ts.isIdentifier(s.expression) && s.expression.text === groups);
  const outer = loops.length === 1 ? loops[0] : undefined;
  const group = outer && loopVariable(ts, outer);
  const [inner, ...others] = outer && ts.isBlock(outer.statement) ? outer.statement.statements : [];
  if (!group || !inner || others.length > 0 || !ts.isForOfStatement(inner)) return undefined;
  const tool = loopVariable(ts, inner);
  const list = inner.expression;
  if (!tool || !ts.isPropertyAccessExpression(list) || !ts.isIdentifier(list.expression) || list.expression.text !== group || !ts.isBlock(inner.statement))
    return undefined;
  const body = [...inner.statement.statements];
  let guard: string | undefined;
  const held = body[0];
  const declared = held && ts.isVariableStatement(held) ? held.declarationList.declarations : undefined;
  if (declared?.length === 1 && ts.isIdentifier(declared[0].name) && declared[0].initializer) {
    const lookup = declared[0].initializer;
    const handler = declared[0].name.text;
    const check = body[1];
    if (!ts.isElementAccessExpression(lookup) || !ts.isPropertyAccessExpression(lookup.expression) || lookup.expression.expression.getText() !== group)
      return undefined;
    if (lookup.argumentExpression.getText() !== `${tool}.name` || !check || !skipsWithout(ts, check, handler)) return undefined;
    guard = lookup.expression.name.text;
    body.splice(0, 2);
  }
  const call = body[0] && ts.isExpressionStatement(body[0]) ? unawaited(ts, body[0].expression) : undefined;
  if (!call || !ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression) || call.expression.name.text !== 'registerTool') return undefined;
  const [name, config] = call.arguments;
  if (call.arguments.length !== 3 || name?.getText() !== `${tool}.name` || !config || !ts.isObjectLiteralExpression(config)) return undefined;
  const copied: string[] = [];
  const computed: string[] = [];
  for (const property of config.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) return undefined;
    const key = property.name.text;
    (property.initializer.getText() === `${tool}.${key}` ? copied : computed).push(key);
  }
  return { list: list.name.text, ...(guard === undefined ? {} : { guard }), fields: { copied, computed } };
}

function loopVariable(ts: Typescript, loop: TS.ForOfStatement): string | undefined {
  const list = loop.initializer;
  if (!ts.isVariableDeclarationList(list) || !(list.flags & ts.NodeFlags.Const) || list.declarations.length !== 1) return undefined;
  const name = list.declarations[0].name;
  return ts.isIdentifier(name) ? name.text : undefined;
}

/** `if (!handler) { …; continue; }` (or `continue;` alone): what is left runs only with a handler. */
function skipsWithout(ts: Typescript, statement: TS.Statement, handler: string): boolean {
  if (!ts.isIfStatement(statement) || statement.elseStatement) return false;
  const test = statement.expression;
  if (!ts.isPrefixUnaryExpression(test) || test.operator !== ts.SyntaxKind.ExclamationToken || test.operand.getText() !== handler) return false;
  const then = statement.thenStatement;
  const last = ts.isBlock(then) ? then.statements[then.statements.length - 1] : then;
  return !!last && ts.isContinueStatement(last) && !last.label;
}
