/**
 * Dictionaries of tools keyed by their names, naming no SDK: `export const goalTools = { list_goals: {
 * description, parameters, handler }, … }` (or an exported function returning one, `export function
 * roleTools(client) { return { … } }`), read as tools when a module of the repository that names an MCP SDK
 * imports one by a relative path and its tools/list handler answers each entry by its key:
 * `Object.entries(all).map(([name, tool]) => ({ name, description: tool.description, inputSchema:
 * tool.parameters }))`, over the dictionary, a dictionary of its own spreading it (`this.tools = { ...this.tools,
 * ...module }` in a loop over a `const` list of such dictionaries, or `const all = { ...a, ...b }`), or a Map
 * a loop fills by the entries' own keys (`Object.entries(goalTools).forEach(([k, v]) => this.tools.set(k, v))`,
 * read back as `Array.from(this.tools.entries())`). The mapping says which key of an entry each field of the
 * tool is (`inputSchema` from `parameters`); a field it computes is not statically known; a name other than
 * the key proves nothing. Callers are looked for as for imported lists (imported-lists.ts), a test never.
 */
import type * as TS from 'typescript';
import { vendoredTypescript } from '../../util/lazy-require.js';
import { parsedSource } from './parsed.js';
import { testSource } from '../../engine/test-source.js';
import { drew } from '../source/draws-on.js';
import type { Workspace } from '../types.js';
import { callersOf, memoOf, read, remembered, resolves } from './handed-server.js';
import { stripped } from './loop-registrars.js';
import { exportedValues, heldName, namesListTools } from './tool-lists.js';
import { NAMES_SDK } from './values.js';

type Typescript = typeof import('typescript');

/** One entry of a dictionary of tools: its key (the tool's name) and the object it holds. */
export interface NamedEntry {
  key: TS.Identifier | TS.StringLiteral;
  tool: TS.ObjectLiteralExpression;
}
/** Which key of an entry each field of the tool is, by field; null where the mapping computes the field. */
export type EntryFields = Map<string, string | null>;

const MAX_READS = 12;
const FIELDS = ['title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta'];
const FOUND = new WeakMap<object, Map<string, EntryFields>>();

/** Whether a module naming no SDK exports dictionaries of tools keyed by name that a module of the repository serves. */
export function entriesServed(text: string, path: string, workspace: Workspace | undefined): boolean {
  if (!workspace || path.split('/').includes('..') || !text.includes('export') || !text.includes('description')) return false;
  const ts = vendoredTypescript();
  return servedEntries(ts, parsedSource(ts, path, text), path, workspace) !== undefined;
}

/** The module's exported dictionaries of tools keyed by name (`called` for a function's), by export name. */
export function namedDicts(ts: Typescript, file: TS.SourceFile): Map<string, { called?: true; entries: NamedEntry[] }> {
  const out = new Map<string, { called?: true; entries: NamedEntry[] }>();
  for (const { name, value, called } of exportedValues(ts, file)) {
    if (!ts.isObjectLiteralExpression(value) || value.properties.length === 0) continue;
    const entries: NamedEntry[] = [];
    for (const property of value.properties) {
      const tool = ts.isPropertyAssignment(property) ? stripped(ts, property.initializer) : undefined;
      const key = property.name;
      if (!tool || !ts.isObjectLiteralExpression(tool) || !key || !(ts.isIdentifier(key) || ts.isStringLiteral(key))) break;
      const keys = new Set(tool.properties.map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : '')));
      if (!keys.has('description') || keys.has('name')) break;
      entries.push({ key, tool });
    }
    if (entries.length === value.properties.length) out.set(name, { ...(called ? { called } : {}), entries });
  }
  return out;
}

/** How a module of the repository serves the module's dictionaries of tools keyed by name; undefined when none is proved served. */
export function servedEntries(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace | undefined): EntryFields | undefined {
  const dicts = namedDicts(ts, file);
  if (!workspace || dicts.size === 0) return undefined;
  const memo = memoOf(workspace);
  const exports = new Map([...dicts].map(([name, { called }]) => [name, !!called]));
  const key = ['named', path, [...exports].map(([name, called]) => `${name}${called ? '()' : ''}`).join(',')].join('\0');
  let found = FOUND.get(memo);
  if (!found) FOUND.set(memo, (found = new Map()));
  const proved = remembered(workspace, memo, key, (noting) => {
    let reads = MAX_READS;
    for (const caller of callersOf(noting, path)) {
      if (caller === path || testSource(caller) !== undefined) continue;
      if (reads-- <= 0) break;
      const module = read(ts, noting, memo, caller);
      if (!module || !NAMES_SDK.test(module.file.text)) continue;
      const locals = new Map<string, boolean>();
      for (const binding of module.bindings) {
        const called = exports.get(binding.name);
        if (binding.reexport === undefined && called !== undefined && resolves(ts, noting, memo, binding.from, caller, path)) locals.set(binding.local, called);
      }
      const fields = locals.size > 0 ? serves(ts, module.file, locals) : undefined;
      if (fields) {
        (found as Map<string, EntryFields>).set(key, fields);
        return drew(noting, caller);
      }
    }
    return false;
  });
  return proved ? found.get(key) : undefined;
}

/**
 * The fields a tools/list handler of the module makes of each entry of the imported dictionaries (`locals`, by
 * local name, true for a function's), reached whole through the module's own dictionaries and Maps.
 */
function serves(ts: Typescript, file: TS.SourceFile, locals: ReadonlyMap<string, boolean>): EntryFields | undefined {
  /** A dictionary of the imports: `goalTools`, or `roleTools(client)` of a function. */
  const imported = (node: TS.Expression) => {
    const at = stripped(ts, node);
    const call = ts.isCallExpression(at);
    const name = call ? at.expression : at;
    return ts.isIdentifier(name) && locals.get(name.text) === call;
  };
  const lists = new Set<string>();
  const objects = new Set<string>();
  const maps = new Set<string>();
  const holds = (node: TS.Expression) => {
    const at = stripped(ts, node);
    const held = heldName(ts, at);
    return imported(at) || (held !== undefined && objects.has(held));
  };
  // Two passes: a holder filled from another holder declared after it in the text.
  for (let pass = 0; pass < 2; pass++) {
    const visit = (node: TS.Node): void => {
      // `const modules = [roleTools(client), agentTools(client)]`.
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const value = stripped(ts, node.initializer);
        if (ts.isArrayLiteralExpression(value) && value.elements.some((e) => imported(e))) lists.add(node.name.text);
        else if (ts.isObjectLiteralExpression(value) && value.properties.some((p) => ts.isSpreadAssignment(p) && holds(p.expression)))
          objects.add(node.name.text);
      }
      // `this.tools = { ...this.tools, ...module }`, the module a loop's over a list of dictionaries.
      if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isObjectLiteralExpression(stripped(ts, node.right))) {
        const target = heldName(ts, node.left);
        const spreads = (stripped(ts, node.right) as TS.ObjectLiteralExpression).properties
          .filter(ts.isSpreadAssignment)
          .map((p) => stripped(ts, p.expression));
        if (target && spreads.some((s) => holds(s) || loopsOver(ts, s, lists))) objects.add(target);
      }
      // `Object.entries(goalTools).forEach(([key, tool]) => this.tools.set(key, tool))`.
      const filled = entriesCallback(ts, node, 'forEach', holds);
      const body = filled && !ts.isBlock(filled.callback.body) ? stripped(ts, filled.callback.body) : undefined;
      if (filled && body && ts.isCallExpression(body) && ts.isPropertyAccessExpression(body.expression) && body.expression.name.text === 'set') {
        const [key, value] = body.arguments.map((arg) => stripped(ts, arg));
        const map = heldName(ts, body.expression.expression);
        if (map && key && value && ts.isIdentifier(key) && key.text === filled.key && ts.isIdentifier(value) && value.text === filled.item) maps.add(map);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  let fields: EntryFields | undefined;
  const visit = (node: TS.Node): void => {
    if (fields) return;
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'setRequestHandler') {
      const [schema, handler] = node.arguments;
      if (schema && handler && namesListTools(ts, schema)) fields = answered(ts, handler, holds, maps);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return fields;
}

/** `module` bound by `for (const module of modules)` over one of `lists`. */
function loopsOver(ts: Typescript, node: TS.Expression, lists: ReadonlySet<string>): boolean {
  if (!ts.isIdentifier(node)) return false;
  for (let at: TS.Node | undefined = node.parent; at; at = at.parent) {
    if (!ts.isForOfStatement(at) || !ts.isVariableDeclarationList(at.initializer)) continue;
    const [one] = at.initializer.declarations;
    const over = stripped(ts, at.expression);
    if (one && ts.isIdentifier(one.name) && one.name.text === node.text) return ts.isIdentifier(over) && lists.has(over.text);
  }
  return false;
}

/**
 * `Object.entries(x).<method>(([key, item]) => …)` over a dictionary `holds` accepts (or, with `maps`,
 * `Array.from(m.entries())` / `[...m.entries()]` of one of them): the callback and the names it binds.
 */
function entriesCallback(
  ts: Typescript,
  node: TS.Node,
  method: string,
  holds: (node: TS.Expression) => boolean,
  maps: ReadonlySet<string> = new Set(),
): { callback: TS.ArrowFunction | TS.FunctionExpression; key: string; item: string } | undefined {
  if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== method)
    return undefined;
  const source = stripped(ts, node.expression.expression);
  const callback = stripped(ts, node.arguments[0]);
  if (!(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) || !entriesOf(ts, source, holds, maps)) return undefined;
  const pattern = callback.parameters[0]?.name;
  const [key, item] = pattern && ts.isArrayBindingPattern(pattern) ? pattern.elements : [];
  const named = (element: TS.ArrayBindingElement | undefined) =>
    element && ts.isBindingElement(element) && !element.dotDotDotToken && !element.initializer && ts.isIdentifier(element.name) ? element.name.text : undefined;
  const [keyName, itemName] = [named(key), named(item)];
  return keyName && itemName ? { callback, key: keyName, item: itemName } : undefined;
}

/** `Object.entries(dict)` of a held dictionary, or a Map's entries copied out (`Array.from(m.entries())`, `[...m.entries()]`). */
function entriesOf(ts: Typescript, node: TS.Expression, holds: (node: TS.Expression) => boolean, maps: ReadonlySet<string>): boolean {
  if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isPropertyAccessExpression(node.expression)) {
    const owner = node.expression.expression;
    if (ts.isIdentifier(owner) && owner.text === 'Object' && node.expression.name.text === 'entries') return holds(node.arguments[0]);
    if (ts.isIdentifier(owner) && owner.text === 'Array' && node.expression.name.text === 'from') return mapEntries(ts, stripped(ts, node.arguments[0]), maps);
  }
  if (ts.isArrayLiteralExpression(node) && node.elements.length === 1 && ts.isSpreadElement(node.elements[0]))
    return mapEntries(ts, stripped(ts, node.elements[0].expression), maps);
  return false;
}

/** `m.entries()` of one of `maps`. */
function mapEntries(ts: Typescript, node: TS.Expression, maps: ReadonlySet<string>): boolean {
  if (!ts.isCallExpression(node) || node.arguments.length > 0 || !ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== 'entries')
    return false;
  const held = heldName(ts, node.expression.expression);
  return held !== undefined && maps.has(held);
}

/**
 * The fields a handler's answer makes of each entry, `{ tools: <entries>.map(([name, tool]) => ({ name, … })) }`
 * (or a `const` of the handler holding that mapping): undefined unless `name` is the entry's key.
 */
function answered(ts: Typescript, handler: TS.Expression, holds: (node: TS.Expression) => boolean, maps: ReadonlySet<string>): EntryFields | undefined {
  const fn = stripped(ts, handler);
  if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return undefined;
  const mapped = new Map<string, EntryFields>();
  let fields: EntryFields | undefined;
  const made = (node: TS.Expression): EntryFields | undefined => {
    const at = stripped(ts, node);
    if (ts.isIdentifier(at)) return mapped.get(at.text);
    const mapping = entriesCallback(ts, at, 'map', holds, maps);
    return mapping && entryFields(ts, mapping.callback, mapping.key, mapping.item);
  };
  const visit = (node: TS.Node): void => {
    if (fields) return;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && node.parent.flags & ts.NodeFlags.Const) {
      const found = made(node.initializer);
      if (found) mapped.set(node.name.text, found);
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'tools') fields = made(node.initializer);
    else if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'tools') fields = made(node.name);
    ts.forEachChild(node, visit);
  };
  visit(fn.body);
  return fields;
}

/** What `([name, tool]) => ({ name, description: tool.description, inputSchema: tool.parameters })` makes of an entry. */
function entryFields(ts: Typescript, callback: TS.ArrowFunction | TS.FunctionExpression, key: string, item: string): EntryFields | undefined {
  const body = ts.isBlock(callback.body) ? undefined : stripped(ts, callback.body);
  if (!body || !ts.isObjectLiteralExpression(body)) return undefined;
  const fields: EntryFields = new Map();
  let named = false;
  for (const property of body.properties) {
    const field = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    if (field === undefined || ts.isSpreadAssignment(property)) return undefined;
    const value = ts.isShorthandPropertyAssignment(property)
      ? property.name
      : ts.isPropertyAssignment(property)
        ? stripped(ts, property.initializer)
        : undefined;
    if (field === 'name') {
      named = !!value && ts.isIdentifier(value) && value.text === key;
      if (!named) return undefined;
    } else if (FIELDS.includes(field)) {
      const copied = value && ts.isPropertyAccessExpression(value) && ts.isIdentifier(value.expression) && value.expression.text === item;
      fields.set(field, copied ? (value as TS.PropertyAccessExpression).name.text : null);
    }
  }
  return named ? fields : undefined;
}
