/**
 * Registrations of each value of records that their makers' modules read (record-makers.ts), seen from the
 * registering module: `collections.forEach((c) => Object.values(c).forEach((t) => server.registerTool(t.title, {
 * … }, t.tool)))` over `const` records each made by an imported maker (`createAssetTools(config)`) or by a method of
 * an imported class returning one (`tools.getAssetTools()` on `const tools = new ContentfulMcpTools(c)`, the class
 * found through its package's entry), every maker proved registered with its tools' names from the same key. The
 * tools are read where the makers write them: listing the loop's registration as not statically known too would
 * say a tool is missing that is read. A record made otherwise (anything else called, a record chosen by a
 * computed key, a list holding anything else) keeps the entry. A pure function of the repository's files: the
 * same for any file order or job count.
 */
import type * as TS from 'typescript';
import type { Workspace } from '../types.js';
import { bindingsOf, constDeclaration, importedFile, type Memo, memoOf, read } from './handed-server.js';
import { stripped } from './loop-registrars.js';
import { loopedOver, recordMakers, recordMethods, registered, servedRecords } from './record-makers.js';
import { type Typescript, walk } from './values.js';

/** How deep a record is followed through `const`s and lists, and how many modules re-export a class. */
const MAX_DEPTH = 4;
const MAX_HOPS = 3;
/** `Object.values(`: a cheap test before the module is walked. */
const VALUES = 'Object.values(';

/** A maker of records: its module and the name it exports it by. */
interface Maker {
  path: string;
  name: string;
}

interface Search {
  ts: Typescript;
  workspace: Workspace;
  memo: Memo;
  file: TS.SourceFile;
  path: string;
}

/** The starts of the file's registration names over records every one of whose makers' modules reads them. */
export function recordLoops(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): ReadonlySet<number> {
  const out = new Set<number>();
  if (!file.text.includes(VALUES)) return out;
  const search: Search = { ts, workspace, memo: memoOf(workspace), file, path };
  walk(ts, file, (node) => {
    const found = ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) ? registered(ts, node) : undefined;
    const key = found?.keys.get('name');
    const makers = found && key ? recordsOf(search, found.record, 0) : undefined;
    if (!makers || makers.length === 0 || key === null || key === undefined) return;
    const drawn = new Set<string>();
    if (!makers.every((maker) => served(search, maker, key, MAX_HOPS, drawn))) return;
    out.add((node as TS.CallExpression).arguments[0].getStart(file));
    for (const at of drawn) workspace.drawsOn?.(at);
  });
  return out;
}

/**
 * Whether a maker's record is read where it is written, its tools named by `key`: the maker proved registered so
 * (record-makers.ts), or one returning only the spreads of such makers' records (`return { ...createA(c), ...b }`,
 * `b` a `const` of such a call).
 */
function served(search: Search, maker: Maker, key: string, hops: number, drawn: Set<string>): boolean {
  const { ts, workspace, memo } = search;
  const module = read(ts, workspace, memo, maker.path);
  if (!module || hops <= 0) return false;
  drawn.add(maker.path);
  if (servedRecords(module.file.text, maker.path, workspace).get(maker.name)?.keys.get('name') === key) return true;
  const record = recordMakers(ts, module.file, false).get(maker.name);
  const inner = { ...search, file: module.file, path: maker.path };
  return (
    !!record &&
    record.properties.length > 0 &&
    record.properties.every((p) => {
      if (!ts.isSpreadAssignment(p)) return false;
      const made = recordsOf(inner, p.expression, 0);
      return made?.length === 1 && served(search, made[0], key, hops - 1, drawn);
    })
  );
}

/**
 * The makers of the records an expression may be: a call of one, a `const` holding one, or the item of a loop over
 * a `const` list of those (a spread `...(flag ? [a] : [])` of lists of those too); undefined when any is not.
 */
function recordsOf(search: Search, node: TS.Expression, depth: number): Maker[] | undefined {
  const { ts } = search;
  if (depth > MAX_DEPTH) return undefined;
  const at = stripped(ts, node);
  if (ts.isCallExpression(at)) {
    const maker = madeBy(search, at);
    return maker && [maker];
  }
  if (!ts.isIdentifier(at)) return undefined;
  const held = constDeclaration(ts, at)?.initializer;
  if (held) return recordsOf(search, held, depth + 1);
  const over = loopedOver(ts, at);
  const named = over && stripped(ts, over);
  const value = named && ts.isIdentifier(named) ? constDeclaration(ts, named)?.initializer : named;
  const list = value && stripped(ts, value);
  if (!list || !ts.isArrayLiteralExpression(list)) return undefined;
  const out: Maker[] = [];
  for (const element of list.elements) {
    const spread = ts.isSpreadElement(element) ? stripped(ts, element.expression) : undefined;
    const branches = spread && ts.isConditionalExpression(spread) ? [spread.whenTrue, spread.whenFalse].map((e) => stripped(ts, e)) : undefined;
    if (spread && !branches?.every((b) => ts.isArrayLiteralExpression(b))) return undefined;
    const items = branches ? branches.flatMap((b) => [...(b as TS.ArrayLiteralExpression).elements]) : [element];
    for (const item of items) {
      const made = recordsOf(search, item, depth + 1);
      if (!made) return undefined;
      out.push(...made);
    }
  }
  return out;
}

/** `createA(c)` of an imported function, or `tools.getA()` on a `const` of `new` an imported class whose method returns an imported maker's call. */
function madeBy(search: Search, call: TS.CallExpression): Maker | undefined {
  const { ts, file, path } = search;
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return imported(search, file, path, callee.text);
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.expression)) return undefined;
  const made = constDeclaration(ts, callee.expression)?.initializer;
  const built = made && stripped(ts, made);
  if (!built || !ts.isNewExpression(built) || !ts.isIdentifier(built.expression)) return undefined;
  const binding = bindingsOf(ts, file).find((b) => b.reexport === undefined && b.local === (built.expression as TS.Identifier).text && b.name !== '*');
  return binding && classMethod(search, binding.from, path, binding.name, callee.name.text, MAX_HOPS);
}

/** The maker a class's method returns the call of, the class found in the module `from` names or one it re-exports it from. */
function classMethod(search: Search, from: string, path: string, name: string, method: string, hops: number): Maker | undefined {
  const { ts, workspace, memo } = search;
  const at = importedFile(ts, workspace, memo, from, path);
  const module = at === undefined ? undefined : read(ts, workspace, memo, at);
  if (!module || at === undefined || hops <= 0) return undefined;
  if (module.file.statements.some((s) => ts.isClassDeclaration(s) && s.name?.text === name)) {
    const makers = new Map<string, string>();
    for (const binding of module.bindings)
      if (binding.reexport === undefined && binding.name !== '*') makers.set(binding.local, `${binding.from}\0${binding.name}`);
    const chosen = recordMethods(ts, module.file, makers).get(name)?.get(method);
    if (chosen === undefined) return undefined;
    const [source, exported] = chosen.split('\0');
    const maker = importedFile(ts, workspace, memo, source, at);
    return maker === undefined ? undefined : { path: maker, name: exported };
  }
  const forward = module.bindings.find((b) => b.reexport === name || (b.reexport === '*' && name !== 'default'));
  return forward && classMethod(search, forward.from, at, forward.name === '*' ? name : forward.name, method, hops - 1);
}

/** The module a name of the file is imported from, and the name that module exports it by. */
function imported(search: Search, file: TS.SourceFile, path: string, local: string): Maker | undefined {
  const { ts, workspace, memo } = search;
  const binding = bindingsOf(ts, file).find((b) => b.reexport === undefined && b.local === local && b.name !== '*');
  const at = binding && importedFile(ts, workspace, memo, binding.from, path);
  return binding && at !== undefined ? { path: at, name: binding.name } : undefined;
}
