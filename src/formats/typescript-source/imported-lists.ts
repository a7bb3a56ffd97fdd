/**
 * A module of tool definitions naming no SDK (`export const storeTools = [{ name, description, inputSchema,
 * handler }, …]`, or one tool `export const readNote = { name, …, inputSchema }` a list of another module
 * names): a server file when a module of the repository that names an MCP SDK imports the list (or the tool)
 * (by a relative path or an alias, through a barrel's `export … from` or a module's own exported list that
 * spreads it, `export const allTools = [...storeTools, …]`, up to MAX_HOPS modules) and
 * registers each item as it is written: its tools/list handler answers `{ tools: list }` or
 * `{ tools: list.map((t) => ({ ...t })) }` (each key copied under its own name), or a loop over the list
 * (or over the module's own `const all = [...list, …]`) calls `server.tool(t.name, t.description,
 * t.inputSchema.shape, t.annotations, cb)` or `server.registerTool(t.name, { description: t.description, … }, cb)`.
 * Any other use (a key renamed or computed, a list filtered first) proves nothing. Callers are looked for as
 * handed-server.ts looks for them (tests never), at most MAX_READS modules per proof, in an order of paths alone.
 */
import type * as TS from 'typescript';
import { vendoredTypescript } from '../../util/lazy-require.js';
import type { Workspace } from '../types.js';
import { testSource } from '../../engine/test-source.js';
import { drew } from '../source/draws-on.js';
import { callersOf, type Memo, memoOf, parse, read, remembered, resolves } from './handed-server.js';
import { constLists, exportedConsts, iteratedBy, stripped } from './loop-registrars.js';
import { exportedTools, mappedList, namesListTools } from './tool-lists.js';

type Typescript = typeof import('typescript');
/** What a module exports under a name: a list of tool objects, or one tool object. */
type Kind = 'list' | 'tool';

/** The modules a registration names an SDK by: the SDK's, and the frameworks on it. */
const NAMES_SDK = /['"](?:@modelcontextprotocol\/|fastmcp|mcp-handler|@vercel\/mcp-adapter)/;
/** How many re-exporting modules a list may pass through, and modules one proof reads. */
const MAX_HOPS = 3;
const MAX_READS = 12;
/** `server.tool(t.name, …)`'s arguments between the name and the callback, in the SDK's order. */
const POSITIONAL = ['description', 'inputSchema', 'annotations'];
const CONFIG_KEYS = new Set(['title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta']);
const SCHEMA_KEYS = new Set(['inputSchema', 'outputSchema']);

/** Whether a module naming no SDK exports a list of tool objects (or one) that a module of the repository registers item by item. */
export function listedTools(text: string, path: string, workspace: Workspace | undefined): boolean {
  if (!workspace || path.split('/').includes('..') || !text.includes('inputSchema') || !text.includes('export')) return false;
  const ts = vendoredTypescript();
  const exported = new Map<string, Kind>();
  for (const [name, value] of exportedTools(ts, parse(ts, path, text))) exported.set(name, ts.isArrayLiteralExpression(value) ? 'list' : 'tool');
  return exported.size > 0 && reaches(ts, workspace, memoOf(workspace), path, exported, MAX_HOPS);
}

/** Whether a module near `path` imports one of its `exports` and registers it, or re-exports it to one that does. */
function reaches(ts: Typescript, workspace: Workspace, memo: Memo, path: string, exports: ReadonlyMap<string, Kind>, hops: number): boolean {
  const key = [
    'list',
    path,
    [...exports]
      .map(([name, kind]) => `${kind} ${name}`)
      .sort()
      .join(','),
    hops,
  ].join('\0');
  return remembered(workspace, memo, key, (noting) => reachedBy(ts, noting, memo, path, exports, hops));
}

/** reaches, not remembered. */
function reachedBy(ts: Typescript, workspace: Workspace, memo: Memo, path: string, exports: ReadonlyMap<string, Kind>, hops: number): boolean {
  let result = false;
  let reads = MAX_READS;
  const stem = /([^/]+?)(?:\/index)?\.[^./]+$/.exec(path)?.[1] ?? '';
  for (const caller of callersOf(workspace, path)) {
    // A test registers what it tests, maybe otherwise than the server: never a caller.
    if (caller === path || testSource(caller) !== undefined) continue;
    if (result || reads-- <= 0) break;
    const module = read(ts, workspace, memo, caller);
    if (!module?.file.text.includes(stem)) continue;
    const locals = new Map<string, Kind>();
    for (const binding of module.bindings) {
      if (!resolves(ts, workspace, memo, binding.from, caller, path)) continue;
      const kind = exports.get(binding.name);
      if (binding.reexport === undefined) {
        if (kind) locals.set(binding.local, kind);
        continue;
      }
      const names = binding.name === '*' ? new Map(exports) : new Map(kind ? [[binding.reexport, kind]] : []);
      if (names.size > 0 && hops > 1 && reaches(ts, workspace, memo, caller, names, hops - 1)) result = drew(workspace, caller);
    }
    if (!result && locals.size > 0 && registers(ts, module.file, locals)) result = drew(workspace, caller);
    // `export const allTools = [...storeTools, ...orderTools]` in a module that registers nothing itself.
    const spreading = result || hops <= 1 ? [] : spreadingLists(ts, module.file, locals);
    if (spreading.length > 0 && reaches(ts, workspace, memo, caller, new Map(spreading.map((name) => [name, 'list'])), hops - 1))
      result = drew(workspace, caller);
  }
  return result;
}

/** The module's top-level `export const all = [...list, tool, …]` lists holding the items of one of the `locals` (holds). */
function spreadingLists(ts: Typescript, file: TS.SourceFile, locals: ReadonlyMap<string, Kind>): string[] {
  return exportedConsts(ts, file)
    .filter(({ value }) => ts.isArrayLiteralExpression(value) && holds(ts, value, locals))
    .map(({ name }) => name);
}

/** Whether a list spreads one of the imported lists (`...storeTools`) or lists one of the imported tools (`readNote`). */
function holds(ts: Typescript, list: TS.ArrayLiteralExpression, locals: ReadonlyMap<string, Kind>): boolean {
  return list.elements.some((e) =>
    ts.isSpreadElement(e) ? ts.isIdentifier(e.expression) && locals.get(e.expression.text) === 'list' : ts.isIdentifier(e) && locals.get(e.text) === 'tool',
  );
}

/** Whether a module naming an SDK registers each item of one of the lists `locals` names, as the item writes it. */
function registers(ts: Typescript, file: TS.SourceFile, locals: ReadonlyMap<string, Kind>): boolean {
  if (!NAMES_SDK.test(file.text)) return false;
  const names = new Set([...locals].filter(([, kind]) => kind === 'list').map(([name]) => name));
  // `const all = [...storeTools, readNote]`: the module's own list holds the imported one's items, or the tool.
  for (const [name, list] of constLists(ts, file)) if (holds(ts, list, locals)) names.add(name);
  let found = false;
  const visit = (node: TS.Node): void => {
    if (found) return;
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const [first, second] = node.arguments;
      if (method === 'setRequestHandler' && node.arguments.length === 2 && namesListTools(ts, first)) found = answers(ts, second, names);
      else if ((method === 'tool' || method === 'registerTool') && second) found = loopRegisters(ts, node, names, method === 'registerTool');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Whether a tools/list handler answers `{ tools: list }`, or the list mapped with each key copied under its own name. */
function answers(ts: Typescript, handler: TS.Expression, names: ReadonlySet<string>): boolean {
  const fn = stripped(ts, handler);
  if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return false;
  const lists = new Map([...names].map((name) => [name, ts.factory.createArrayLiteralExpression([])]));
  let found = false;
  const visit = (node: TS.Node): void => {
    if (found) return;
    if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'tools') found = names.has('tools');
    else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'tools') {
      const value = stripped(ts, node.initializer);
      const mapped = ts.isIdentifier(value) ? undefined : mappedList(ts, value, lists);
      found = ts.isIdentifier(value) ? names.has(value.text) : !!mapped && [...mapped.projection.keys].every(([key, from]) => from === key);
    }
    ts.forEachChild(node, visit);
  };
  visit(fn.body);
  return found;
}

/**
 * Whether `server.tool(t.name, …)` or `server.registerTool(t.name, { … }, cb)` is called in a loop over one of
 * the lists, each other argument (or config key) the item's key of the same meaning: `t.description`,
 * `t.inputSchema` or its zod `.shape`, `t.annotations`.
 */
function loopRegisters(ts: Typescript, call: TS.CallExpression, names: ReadonlySet<string>, modern: boolean): boolean {
  const nameNode = stripped(ts, call.arguments[0]);
  if (!ts.isPropertyAccessExpression(nameNode) || nameNode.name.text !== 'name' || !ts.isIdentifier(nameNode.expression)) return false;
  const item = nameNode.expression.text;
  const iterated = iteratedBy(ts, nameNode.expression, item);
  const list = iterated && stripped(ts, iterated);
  if (!list || !ts.isIdentifier(list) || !names.has(list.text)) return false;
  const keyOf = (node: TS.Expression): string | undefined => {
    let at = stripped(ts, node);
    if (ts.isPropertyAccessExpression(at) && at.name.text === 'shape' && ts.isPropertyAccessExpression(at.expression)) {
      if (!SCHEMA_KEYS.has(at.expression.name.text)) return undefined;
      at = at.expression;
    }
    return ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression) && at.expression.text === item ? at.name.text : undefined;
  };
  if (modern) {
    const config = call.arguments.length >= 3 ? stripped(ts, call.arguments[1]) : undefined;
    if (!config || !ts.isObjectLiteralExpression(config)) return false;
    return config.properties.every(
      (p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && CONFIG_KEYS.has(p.name.text) && keyOf(p.initializer) === p.name.text,
    );
  }
  let next = 0;
  for (const arg of call.arguments.slice(1, -1)) {
    const key = keyOf(arg);
    const index = key === undefined ? -1 : POSITIONAL.indexOf(key, next);
    if (index === -1) return false;
    next = index + 1;
  }
  return true;
}
