/**
 * Records of tool configs a function makes, naming no SDK: `export function createAssetTools(config) { …; return {
 * uploadAsset: { title: 'upload_asset', description: '…', inputParams, annotations, tool: upload }, … }; }`, read
 * as tools when a module of the repository that names an MCP SDK registers each value of the record:
 * `Object.values(r).forEach((t) => server.registerTool(t.title, { description: t.description, inputSchema:
 * t.inputParams }, t.tool))` (or `for (const t of Object.values(r))`), `r` being a call of the function, a `const`
 * holding one, or the item of a loop over a `const` list of those (`allCollections.forEach((r) => …)`, an item
 * spread in under a condition, `...(flag ? [b] : [])`, served on some runs). The call may be made through
 * - a function of another module returning a record that spreads the record (`return { ...createA(c), ...b }`,
 *   `b` a `const` of such a call), itself followed as the record's function;
 * - a class's method whose body is `return createAssetTools(this.config)`, called on a `const` of `new` the class
 *   (`const tools = new ContentfulMcpTools(c); tools.getAssetTools()`), the class imported by a relative path, an
 *   alias, or the name of the workspace package whose entry re-exports it.
 * Each config key is read from the record value's key the registration copies; one it computes is not statically
 * known; a name it does not copy proves nothing. A record spreading anything, or any value that is no object
 * literal, is not read. Callers are looked for as handed-server.ts looks for them (tests never), in the folders
 * above those, and in the folders of the monorepo's packages using a package by its name, a module parsed only when its text names what it
 * looks for, at most MAX_HOPS hops of MAX_READS modules.
 */
import type * as TS from 'typescript';
import { testSource } from '../../engine/test-source.js';
import { vendoredTypescript } from '../../util/lazy-require.js';
import { drew } from '../source/draws-on.js';
import type { Workspace } from '../types.js';
import { exportedFunction } from './imported-forwarders.js';
import { callersOf, constDeclaration, entriesAbove, localNames, type Memo, memoOf, mentions, read, remembered } from './handed-server.js';
import { stripped } from './loop-registrars.js';
import { parsedSource } from './parsed.js';
import { collectReturns } from './tool-lists.js';
import type { Typescript } from './values.js';
import { dependentFolders } from './workspace-packages.js';

/** How a record's values are registered: each SDK config key (`name` first) from the value's key, null where computed; on some runs only, or always. */
export interface RecordServing {
  keys: ReadonlyMap<string, string | null>;
  sometimes: boolean;
}

/** The module's exported record makers proved registered, by name. */
export type ServedRecords = ReadonlyMap<string, RecordServing>;

const MAX_HOPS = 3;
const MAX_READS = 12;
const MAX_LISTED = 200;
/** How many folders up callersOf (handed-server.ts) reads. */
const MAX_UP = 2;
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
/** `return {`: a cheap test before a module is parsed. */
const RETURNS_RECORD = /return\s{0,8}\{/;
/** The servings each proof found, kept as long as the proofs' memo. */
const FOUND = new WeakMap<Memo, Map<string, Map<string, RecordServing>>>();

/** The module's exported record makers a module of the repository registers value by value. */
export function servedRecords(text: string, path: string, workspace: Workspace | undefined): ServedRecords {
  const out = new Map<string, RecordServing>();
  if (!workspace || path.split('/').includes('..') || !text.includes('export') || !RETURNS_RECORD.test(text)) return out;
  const ts = vendoredTypescript();
  const file = parsedSource(ts, path, text);
  const makers = new Set([...recordMakers(ts, file, true).keys()]);
  if (makers.size === 0) return out;
  const memo = memoOf(workspace);
  let found = FOUND.get(memo);
  if (!found) FOUND.set(memo, (found = new Map()));
  const key = ['records', path, ...makers].join('\0');
  const kept = found;
  remembered(workspace, memo, key, (noting) => {
    const sink = new Map<string, RecordServing>();
    reaches(ts, noting, memo, path, makers, MAX_HOPS, sink);
    kept.set(key, sink);
    return sink.size > 0;
  });
  return found.get(key) ?? out;
}

/**
 * The module's exported functions returning a record: each its returned object literal, when `own` one whose
 * every value is an object literal; else also one spreading records (merging others' records).
 */
export function recordMakers(ts: Typescript, file: TS.SourceFile, own: boolean): Map<string, TS.ObjectLiteralExpression> {
  const out = new Map<string, TS.ObjectLiteralExpression>();
  for (const statement of file.statements) {
    const names =
      ts.isFunctionDeclaration(statement) && statement.name
        ? [statement.name.text]
        : ts.isVariableStatement(statement)
          ? statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []))
          : [];
    for (const name of names) {
      const fn = exportedFunction(ts, file, name);
      const record = fn && returnedRecord(ts, fn);
      if (!record) continue;
      const values = record.properties.every((p) => ts.isPropertyAssignment(p) && ts.isObjectLiteralExpression(stripped(ts, p.initializer)));
      const spreads = record.properties.every((p) => ts.isSpreadAssignment(p));
      if (record.properties.length > 0 && (own ? values : spreads)) out.set(name, record);
    }
  }
  return out;
}

/** The object literal a function's one `return` gives, its body's last statement. */
function returnedRecord(ts: Typescript, fn: TS.FunctionLikeDeclaration): TS.ObjectLiteralExpression | undefined {
  const body = fn.body;
  if (!body) return undefined;
  if (!ts.isBlock(body)) {
    const value = stripped(ts, body);
    return ts.isObjectLiteralExpression(value) ? value : undefined;
  }
  const returns: TS.Expression[] = [];
  collectReturns(ts, body, returns);
  const last = body.statements[body.statements.length - 1];
  const value = returns.length === 1 && last && ts.isReturnStatement(last) && last.expression ? stripped(ts, last.expression) : undefined;
  return value && ts.isObjectLiteralExpression(value) ? value : undefined;
}

/** What a call is to a proof: one of the makers (`createA(c)`) or of a class's methods returning one (`tools.getA()`). */
interface Calls {
  /** Local names of the makers, and of the classes with their methods that return a maker's record. */
  makers: ReadonlyMap<string, string>;
  classes: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Whether (and how) a module of the repository registers the records of `makers` of the module at `path`, into `sink`. */
function reaches(
  ts: Typescript,
  workspace: Workspace,
  memo: Memo,
  path: string,
  makers: ReadonlySet<string>,
  hops: number,
  sink: Map<string, RecordServing>,
): void {
  const names = new Map([...makers].map((name) => [name, true]));
  let reads = MAX_READS;
  for (const caller of new Set([
    ...callersOf(workspace, path).filter((at) => at !== path),
    ...entriesAbove(workspace, path),
    ...sourcesAbove(workspace, path),
  ])) {
    if (reads <= 0 || sink.size === makers.size) break;
    if (testSource(caller) !== undefined || ![...makers].some((name) => mentions(workspace, memo, caller, name))) continue;
    reads--;
    const module = read(ts, workspace, memo, caller);
    if (!module) continue;
    const locals = localNames(ts, workspace, memo, module.bindings, names, caller, path);
    if (locals.size === 0) continue;
    const before = sink.size;
    registrations(ts, module.file, { makers: locals, classes: new Map() }, sink);
    // A maker of the caller merging the records: its record is theirs.
    const merging = [...recordMakers(ts, module.file, false)].filter(([, record]) =>
      record.properties.some((p) => ts.isSpreadAssignment(p) && makerCall(ts, p.expression, locals)),
    );
    if (hops > 1 && merging.length > 0) {
      const inner = new Map<string, RecordServing>();
      reaches(ts, workspace, memo, caller, new Set(merging.map(([name]) => name)), hops - 1, inner);
      for (const [name, record] of merging)
        for (const p of record.properties) {
          const made = ts.isSpreadAssignment(p) ? makerCall(ts, p.expression, locals) : undefined;
          const serving = inner.get(name);
          if (made && serving && !sink.has(made)) sink.set(made, serving);
        }
    }
    // A class of the caller whose methods return the records.
    const classes = recordMethods(ts, module.file, locals);
    if (hops > 1 && classes.size > 0) classServings(ts, workspace, memo, caller, classes, sink);
    if (sink.size > before) drew(workspace, caller);
  }
}

/** The maker whose record an expression is: a call of one, or a `const` holding one. */
function makerCall(ts: Typescript, node: TS.Expression, makers: ReadonlyMap<string, string>): string | undefined {
  let at = stripped(ts, node);
  if (ts.isIdentifier(at)) {
    const held = constDeclaration(ts, at)?.initializer;
    if (!held) return undefined;
    at = stripped(ts, held);
  }
  return ts.isCallExpression(at) && ts.isIdentifier(at.expression) ? makers.get(at.expression.text) : undefined;
}

/** The module's top-level classes with methods whose body is `return maker(…)`: class → method → maker. */
export function recordMethods(ts: Typescript, file: TS.SourceFile, makers: ReadonlyMap<string, string>): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const statement of file.statements) {
    if (!ts.isClassDeclaration(statement) || !statement.name) continue;
    const methods = new Map<string, string>();
    for (const member of statement.members) {
      if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name) || !member.body || member.body.statements.length !== 1) continue;
      const [only] = member.body.statements;
      const made = ts.isReturnStatement(only) && only.expression ? makerCall(ts, only.expression, makers) : undefined;
      if (made) methods.set(member.name.text, made);
    }
    if (methods.size > 0) out.set(statement.name.text, methods);
  }
  return out;
}

/**
 * The registrations of the records a class's methods return, by modules constructing the class: its module's
 * callers, and, when its package's entry re-exports it, the folders of the packages using that package by name.
 */
function classServings(
  ts: Typescript,
  workspace: Workspace,
  memo: Memo,
  path: string,
  classes: Map<string, Map<string, string>>,
  sink: Map<string, RecordServing>,
): void {
  const names = new Map([...classes.keys()].map((name) => [name, true]));
  const targets: [string, string][] = [];
  for (const caller of callersOf(workspace, path)) {
    if (caller === path || testSource(caller) !== undefined) continue;
    targets.push([caller, path]);
    // An entry re-exporting the class: the packages using it by name import it from there.
    const module = mentions(workspace, memo, caller, 'export') ? read(ts, workspace, memo, caller) : undefined;
    const reexports = module?.bindings.some((b) => b.reexport !== undefined && names.has(b.name));
    if (reexports) for (const folder of dependentFolders(workspace, caller)) for (const at of sourcesUnder(workspace, folder)) targets.push([at, caller]);
  }
  let reads = MAX_READS;
  for (const [caller, from] of targets) {
    if (reads <= 0) break;
    if (testSource(caller) !== undefined || ![...classes.keys()].some((name) => mentions(workspace, memo, caller, name))) continue;
    reads--;
    const module = read(ts, workspace, memo, caller);
    if (!module) continue;
    const locals = localNames(ts, workspace, memo, module.bindings, names, caller, from);
    if (locals.size === 0) continue;
    const methods = new Map([...locals].map(([local, name]) => [local, new Set((classes.get(name) as Map<string, string>).keys())]));
    const found = new Map<string, RecordServing>();
    registrations(ts, module.file, { makers: new Map(), classes: methods }, found);
    for (const [local, name] of locals)
      for (const [method, maker] of classes.get(name) ?? []) {
        const serving = found.get(`${local}.${method}`);
        if (serving && !sink.has(maker)) sink.set(maker, serving);
      }
    if (found.size > 0) drew(workspace, caller);
  }
}

/** The source files of the folders above those callersOf reads (a package's `src/` of `src/tools/exo/a/register.ts`), nearest first. */
function sourcesAbove(workspace: Workspace, path: string): string[] {
  const folder = path.split('/').slice(0, -1);
  const out: string[] = [];
  for (let up = MAX_UP + 1; up <= folder.length; up++) {
    const base = folder.slice(0, folder.length - up).join('/');
    for (const name of workspace.list(base, MAX_LISTED) ?? [])
      if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(base === '' ? name : `${base}/${name}`);
  }
  return out;
}

/** A folder's source files and those of its folders, one level down. */
function sourcesUnder(workspace: Workspace, folder: string): string[] {
  const out: string[] = [];
  for (const name of workspace.list(folder, MAX_LISTED) ?? []) {
    const at = `${folder}/${name}`;
    if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(at);
    else if (!name.includes('.') && name !== 'node_modules' && workspace.kind(at) === 'directory')
      for (const inner of workspace.list(at, MAX_LISTED) ?? []) if (SOURCE.test(inner) && !inner.endsWith('.d.ts')) out.push(`${at}/${inner}`);
  }
  return out;
}

/**
 * The module's registrations of each value of a record: for each record a loop's `Object.values(r)` reaches, by its
 * maker's name (or `local.method` for a class's method), the config keys and whether on some runs only.
 */
function registrations(ts: Typescript, file: TS.SourceFile, calls: Calls, sink: Map<string, RecordServing>): void {
  const visit = (node: TS.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'registerTool') {
      const served = registered(ts, node);
      if (served)
        for (const [made, sometimes] of records(ts, served.record, calls, 0)) {
          const known = sink.get(made);
          if (!known || (known.sometimes && !sometimes)) sink.set(made, { keys: served.keys, sometimes });
        }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

/**
 * `registerTool(t.name, { key: t.k, … }, …)` where `t` is the item of `Object.values(r).forEach((t) => …)` or `for
 * (const t of Object.values(r))` around it: `r`, and each config key's item key (null where computed).
 */
export function registered(ts: Typescript, call: TS.CallExpression): { record: TS.Expression; keys: Map<string, string | null> } | undefined {
  const [nameArg, config] = call.arguments;
  const name = nameArg && stripped(ts, nameArg);
  if (!name || !config || !ts.isPropertyAccessExpression(name) || !ts.isIdentifier(name.expression)) return undefined;
  const item = name.expression.text;
  const record = valuesLoop(ts, call, item);
  const object = stripped(ts, config);
  if (!record || !ts.isObjectLiteralExpression(object)) return undefined;
  const keys = new Map<string, string | null>([['name', name.name.text]]);
  for (const property of object.properties) {
    const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    if (ts.isSpreadAssignment(property) || key === undefined) return undefined;
    const value = ts.isPropertyAssignment(property) ? stripped(ts, property.initializer) : undefined;
    const read = value && ts.isPropertyAccessExpression(value) && ts.isIdentifier(value.expression) && value.expression.text === item ? value.name.text : null;
    keys.set(key, read);
  }
  return { record, keys };
}

/** The `r` of the `Object.values(r)` loop whose item `item` is, around `at` (the nearest function or loop binding it). */
function valuesLoop(ts: Typescript, at: TS.Node, item: string): TS.Expression | undefined {
  for (let node: TS.Node | undefined = at.parent; node && !ts.isSourceFile(node); node = node.parent) {
    if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && node.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === item)) {
      const [only] = node.parameters;
      const call = node.parent;
      if (node.parameters.length !== 1 || !ts.isIdentifier(only.name) || !ts.isCallExpression(call) || call.arguments[0] !== node) return undefined;
      return forEachOf(ts, call);
    }
    if (ts.isForOfStatement(node)) {
      const list = node.initializer;
      const bound = ts.isVariableDeclarationList(list) && list.declarations.length === 1 ? list.declarations[0].name : undefined;
      if (bound && ts.isIdentifier(bound) && bound.text === item) return valuesOf(ts, node.expression);
    }
    if (ts.isFunctionLike(node)) return undefined;
  }
  return undefined;
}

/** `Object.values(r).forEach(cb)`: `r`. */
function forEachOf(ts: Typescript, call: TS.CallExpression): TS.Expression | undefined {
  const callee = call.expression;
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 'forEach' ? valuesOf(ts, callee.expression) : undefined;
}

/** `Object.values(r)`: `r`. */
function valuesOf(ts: Typescript, node: TS.Expression): TS.Expression | undefined {
  const at = stripped(ts, node);
  const values =
    ts.isCallExpression(at) &&
    at.arguments.length === 1 &&
    ts.isPropertyAccessExpression(at.expression) &&
    ts.isIdentifier(at.expression.expression) &&
    at.expression.expression.text === 'Object' &&
    at.expression.name.text === 'values';
  return values ? (at as TS.CallExpression).arguments[0] : undefined;
}

/**
 * The records an expression may be, by maker (or `local.method`), each with whether on some runs only: a call, a
 * `const` holding one, or the item of a `forEach` (or `for … of`) over a `const` list literal of those.
 */
function records(ts: Typescript, node: TS.Expression, calls: Calls, depth: number): Map<string, boolean> {
  const out = new Map<string, boolean>();
  if (depth > 4) return out;
  const at = stripped(ts, node);
  if (ts.isCallExpression(at)) {
    const made = recordCall(ts, at, calls);
    if (made) out.set(made, false);
    return out;
  }
  if (!ts.isIdentifier(at)) return out;
  const held = constDeclaration(ts, at)?.initializer;
  if (held) return records(ts, held, calls, depth + 1);
  const list = loopedOver(ts, at);
  const literal = list && ts.isIdentifier(stripped(ts, list)) ? constDeclaration(ts, stripped(ts, list) as TS.Identifier)?.initializer : list;
  const array = literal && stripped(ts, literal);
  if (!array || !ts.isArrayLiteralExpression(array)) return out;
  for (const element of array.elements) {
    // `...(flag ? [a, b] : [])`: items on some runs only.
    const spread = ts.isSpreadElement(element) ? stripped(ts, element.expression) : undefined;
    const items = spread && ts.isConditionalExpression(spread) ? [spread.whenTrue, spread.whenFalse].map((e) => stripped(ts, e)) : [];
    const elements = spread ? items.flatMap((e) => (ts.isArrayLiteralExpression(e) ? [...e.elements] : [])) : [element];
    for (const item of elements)
      for (const [made, sometimes] of records(ts, item, calls, depth + 1))
        if (!out.has(made) || out.get(made)) out.set(made, sometimes || spread !== undefined);
  }
  return out;
}

/** The list a callback's parameter (or a `for … of` binding) named by `at` goes over: `list.forEach((at) => …)`. */
export function loopedOver(ts: Typescript, at: TS.Identifier): TS.Expression | undefined {
  for (let node: TS.Node | undefined = at.parent; node && !ts.isSourceFile(node); node = node.parent) {
    if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && node.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === at.text)) {
      const call = node.parent;
      const callee = ts.isCallExpression(call) && call.arguments[0] === node ? call.expression : undefined;
      return callee && ts.isPropertyAccessExpression(callee) && callee.name.text === 'forEach' && node.parameters.length === 1 ? callee.expression : undefined;
    }
    if (ts.isForOfStatement(node)) {
      const list = node.initializer;
      const bound = ts.isVariableDeclarationList(list) && list.declarations.length === 1 ? list.declarations[0].name : undefined;
      if (bound && ts.isIdentifier(bound) && bound.text === at.text) return node.expression;
    }
    if (ts.isFunctionLike(node)) return undefined;
  }
  return undefined;
}

/** A call of a maker (`createA(c)`) or of a class's method on a `const` of `new` the class (`tools.getA()`). */
function recordCall(ts: Typescript, call: TS.CallExpression, calls: Calls): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return calls.makers.get(callee.text);
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.expression)) return undefined;
  const made = constDeclaration(ts, callee.expression)?.initializer;
  const built = made && stripped(ts, made);
  if (!built || !ts.isNewExpression(built) || !ts.isIdentifier(built.expression)) return undefined;
  const local = built.expression.text;
  return calls.classes.get(local)?.has(callee.name.text) ? `${local}.${callee.name.text}` : undefined;
}
