/**
 * A module's own list of tool objects, reaching the SDK item by item (extract.ts): a tools/list handler's
 * `{ tools: list.map((t) => ({ name: t.name, description: t.description, … })) }`, or a loop over the
 * list registering each (`for (const t of list) server.tool(t.name, t.description, …)`,
 * `list.forEach((t) => server.registerTool(t.name, …))`). Only a list the module writes out as a `const`
 * array literal is read, each item an object literal; the mapping callback must copy the item's keys.
 */
import type * as TS from 'typescript';
import { exportedConsts, iteratedBy, stripped } from './loop-registrars.js';
import { type KeyedList, keyedList } from './keyed-returns.js';
import { returnedConst } from './returned-consts.js';
import { parsedLiteral, toolSchemaNames } from './sdk-parsed.js';
import { spreadItems } from './spread-lists.js';
import { mappedValues } from './generated-items.js';
import { importedBindings } from './aliased-items.js';
import { helperMapped } from './mapped-helpers.js';

/**
 * What a tool-making helper (passing-helpers.ts) makes of its argument: the tool keys it leaves out, those
 * it sets otherwise than by copying (`computed`), and the key of the wrapper holding the tool, if it makes
 * one (`via`). Declared here, where lists read it, so passing-helpers.ts imports this module and not back.
 */
export interface HelperShape {
  left: ReadonlySet<string>;
  computed: ReadonlySet<string>;
  via?: string;
}

type Typescript = typeof import('typescript');

/**
 * What a mapping callback makes of each item: its output keys, each copied from an item's key (a string)
 * or written in the callback itself (an expression); with `spread`, every key of the item is kept too, but
 * those it `omit`s (`({ _meta, ...rest }) => rest`).
 */
export interface Projection {
  spread: boolean;
  keys: Map<string, string | TS.Expression>;
  omit?: ReadonlySet<string>;
}

/**
 * `list.map((t) => ({ name: t.name, … }))` (or `({ name, description }) => ({ name, description })`,
 * `(t) => ({ ...t })`) over a module's written-out list: the list, and what the callback keeps of each item.
 * Undefined when the callback does anything else, or its `name` is not an item's own.
 */
export function mappedList(
  ts: Typescript,
  node: TS.Expression,
  lists: ReadonlyMap<string, TS.ArrayLiteralExpression>,
  /** The list a receiver (`list.filter(keep)`) keeps items of as written, if it does. */
  kept?: (receiver: TS.Expression) => TS.Expression | undefined,
): { list: TS.ArrayLiteralExpression; projection: Projection } | undefined {
  if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isPropertyAccessExpression(node.expression)) return undefined;
  if (node.expression.name.text !== 'map') return undefined;
  const receiver = node.expression.expression;
  const listed = stripped(ts, kept?.(receiver) ?? receiver);
  const list = ts.isArrayLiteralExpression(listed) && listName(ts, listed) === undefined ? listed : lists.get(listName(ts, listed) ?? '');
  const callback = stripped(ts, node.arguments[0]);
  if (!list || !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) || callback.parameters.length < 1) return undefined;
  const omit = restOf(ts, callback);
  if (omit) return omit.has('name') ? undefined : { list, projection: { spread: true, keys: new Map(), omit } };
  const made = madeObject(ts, callback);
  const bound = parameterKeys(ts, callback.parameters[0]);
  if (!made || !bound) return undefined;
  const projection: Projection = { spread: false, keys: new Map() };
  for (const property of made.properties) {
    if (ts.isSpreadAssignment(property)) {
      const copied = copiedWhenSet(ts, property.expression, bound);
      if (copied) {
        projection.keys.set(copied.key, copied.from);
        continue;
      }
      if (!ts.isIdentifier(property.expression) || property.expression.text !== bound.item || projection.keys.size > 0) return undefined;
      projection.spread = true;
      continue;
    }
    const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    if (key === undefined) return undefined;
    if (ts.isShorthandPropertyAssignment(property)) {
      const from = bound.keys.get(key);
      if (from === undefined) return undefined;
      projection.keys.set(key, from);
    } else if (ts.isPropertyAssignment(property)) projection.keys.set(key, copiedKey(ts, property.initializer, bound) ?? property.initializer);
    else return undefined;
  }
  const name = projection.keys.get('name');
  if (typeof name !== 'string' && !(name === undefined && projection.spread)) return undefined;
  return { list, projection };
}

/**
 * The list a loop binds `name` to, when the module writes it out: `for (const t of list)`, or the first
 * parameter of `list.forEach((t) => …)` (`map`, `flatMap`). The nearest binding of the name decides.
 */
export function loopedList(ts: Typescript, name: TS.Identifier, lists: ReadonlyMap<string, TS.ArrayLiteralExpression>): TS.ArrayLiteralExpression | undefined {
  const listOf = (node: TS.Expression) => {
    const at = stripped(ts, node);
    return ts.isArrayLiteralExpression(at) ? at : ts.isIdentifier(at) ? lists.get(at.text) : undefined;
  };
  const iterated = iteratedBy(ts, name, name.text);
  return iterated && listOf(iterated);
}

/** The object literal a callback returns: its concise body, or the one `return` its block holds. */
function madeObject(ts: Typescript, callback: TS.ArrowFunction | TS.FunctionExpression): TS.ObjectLiteralExpression | undefined {
  const body = callback.body;
  let made: TS.Expression | undefined;
  if (!ts.isBlock(body)) made = body;
  else if (body.statements.length === 1 && ts.isReturnStatement(body.statements[0])) made = body.statements[0].expression;
  const at = made && stripped(ts, made);
  return at && ts.isObjectLiteralExpression(at) ? at : undefined;
}

/** `({ _meta, ...rest }) => rest`: the keys the callback leaves out of each item, or undefined for any other callback. */
function restOf(ts: Typescript, callback: TS.ArrowFunction | TS.FunctionExpression): Set<string> | undefined {
  const pattern = callback.parameters[0].name;
  const body = ts.isBlock(callback.body) ? undefined : stripped(ts, callback.body);
  const last = ts.isObjectBindingPattern(pattern) ? pattern.elements[pattern.elements.length - 1] : undefined;
  if (!last?.dotDotDotToken || !ts.isIdentifier(last.name) || !body || !ts.isIdentifier(body) || body.text !== last.name.text) return undefined;
  const omit = new Set<string>();
  for (const element of (pattern as TS.ObjectBindingPattern).elements.slice(0, -1)) {
    const key = element.propertyName ?? element.name;
    if (element.dotDotDotToken || element.initializer || !(ts.isIdentifier(key) || ts.isStringLiteral(key))) return undefined;
    omit.add(key.text);
  }
  return omit;
}

/** The item's name (`t`), or the local names a destructuring parameter binds, each to the item's key. */
function parameterKeys(ts: Typescript, parameter: TS.ParameterDeclaration): { item?: string; keys: Map<string, string> } | undefined {
  if (ts.isIdentifier(parameter.name)) return { item: parameter.name.text, keys: new Map() };
  if (!ts.isObjectBindingPattern(parameter.name)) return undefined;
  const keys = new Map<string, string>();
  for (const element of parameter.name.elements) {
    if (element.dotDotDotToken || element.initializer || !ts.isIdentifier(element.name)) return undefined;
    const from = element.propertyName ?? element.name;
    if (!ts.isIdentifier(from) && !ts.isStringLiteral(from)) return undefined;
    keys.set(element.name.text, from.text);
  }
  return { keys };
}

/**
 * `...(annotations ? { annotations } : {})` (or `...(t.meta ? { _meta: t.meta } : {})`): the item's key, copied
 * when it is set, is the key copied; a falsy one left out is what an unset one is. Undefined for any other spread.
 */
function copiedWhenSet(ts: Typescript, spread: TS.Expression, bound: { item?: string; keys: Map<string, string> }): { key: string; from: string } | undefined {
  const choice = stripped(ts, spread);
  if (!ts.isConditionalExpression(choice)) return undefined;
  const from = copiedKey(ts, choice.condition, bound);
  const [set, unset] = [stripped(ts, choice.whenTrue), stripped(ts, choice.whenFalse)];
  if (from === undefined || !ts.isObjectLiteralExpression(set) || !ts.isObjectLiteralExpression(unset) || unset.properties.length > 0) return undefined;
  const [only] = set.properties;
  if (set.properties.length !== 1 || !only.name || !(ts.isIdentifier(only.name) || ts.isStringLiteral(only.name))) return undefined;
  const copied = ts.isShorthandPropertyAssignment(only)
    ? bound.keys.get(only.name.text)
    : ts.isPropertyAssignment(only)
      ? copiedKey(ts, only.initializer, bound)
      : undefined;
  return copied === from ? { key: only.name.text, from } : undefined;
}

/** The item's key a value copies: `t.key` for the item `t`, or a name the parameter destructures. */
function copiedKey(ts: Typescript, value: TS.Expression, bound: { item?: string; keys: Map<string, string> }): string | undefined {
  const at = stripped(ts, value);
  if (ts.isIdentifier(at)) return bound.keys.get(at.text);
  if (ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression) && at.expression.text === bound.item) return at.name.text;
  return undefined;
}

/**
 * `ListToolsRequestSchema`, or `types.ListToolsRequestSchema`, behind a cast (`ListToolsRequestSchema as any`) too;
 * or a schema written in its place, `z.object({ method: z.literal("tools/list"), … })`: the SDK routes a handler
 * by its schema's `method` literal.
 */
export function namesListTools(ts: Typescript, node: TS.Expression): boolean {
  const at = stripped(ts, node);
  if (ts.isIdentifier(at)) return at.text === 'ListToolsRequestSchema';
  if (ts.isPropertyAccessExpression(at)) return at.name.text === 'ListToolsRequestSchema';
  return literalCall(ts, at, 'object', (shape) => {
    if (!ts.isObjectLiteralExpression(shape)) return false;
    const method = shape.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'method');
    return (
      !!method &&
      ts.isPropertyAssignment(method) &&
      literalCall(ts, stripped(ts, method.initializer), 'literal', (value) => ts.isStringLiteralLike(value) && value.text === 'tools/list')
    );
  });
}

/** `z.<name>(argument)` with one argument that `test` accepts. */
function literalCall(ts: Typescript, node: TS.Expression, name: string, test: (argument: TS.Expression) => boolean): boolean {
  if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isPropertyAccessExpression(node.expression)) return false;
  return node.expression.name.text === name && ts.isIdentifier(node.expression.expression) && test(stripped(ts, node.arguments[0]));
}

/** A tool object written out: an object literal with a `name` and an `inputSchema`. */
export function isToolObject(ts: Typescript, node: TS.Expression): boolean {
  const object = stripped(ts, node);
  if (!ts.isObjectLiteralExpression(object)) return false;
  const keys = new Set(object.properties.map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : '')));
  return keys.has('name') && keys.has('inputSchema');
}

/**
 * The name a list is read by: `all`, or a Map's values copied out (`Array.from(this.tools.values())`,
 * `[...tools.values()]`) by what names the Map.
 */
export function listName(ts: Typescript, node: TS.Expression): string | undefined {
  const at = stripped(ts, node);
  if (ts.isIdentifier(at)) return at.text;
  let values: TS.Expression | undefined;
  if (ts.isArrayLiteralExpression(at) && at.elements.length === 1 && ts.isSpreadElement(at.elements[0])) values = stripped(ts, at.elements[0].expression);
  else if (ts.isCallExpression(at) && at.arguments.length === 1 && ts.isPropertyAccessExpression(at.expression) && at.expression.name.text === 'from') {
    const owner = at.expression.expression;
    if (ts.isIdentifier(owner) && owner.text === 'Array') values = stripped(ts, at.arguments[0]);
  }
  if (!values || !ts.isCallExpression(values) || values.arguments.length > 0 || !ts.isPropertyAccessExpression(values.expression)) return undefined;
  return values.expression.name.text === 'values' ? heldName(ts, values.expression.expression) : undefined;
}

/** What names a value a module holds: `tools`, or `this.tools` of a class field. */
export function heldName(ts: Typescript, node: TS.Expression): string | undefined {
  const at = stripped(ts, node);
  if (ts.isIdentifier(at)) return at.text;
  return ts.isPropertyAccessExpression(at) && at.expression.kind === ts.SyntaxKind.ThisKeyword ? `this.${at.name.text}` : undefined;
}

/**
 * What a module exports under a name: a list of tool objects or one, or a dictionary of them keyed by anything
 * (`kind`), each written out or a same-file constant the list names; `via`, the key of the wrapper object that holds each tool
 * (`{ definition: { name, …, inputSchema }, handler }`); `called`, what a call of the exported function
 * returns (`export function fieldTools(client) { return [{ name, … }] }`); `tools`, the tool objects themselves.
 */
export interface ExportedTools {
  kind: 'list' | 'tool' | 'dict' | 'keyed';
  /** `keyed`: the object a call returns holds the list under this key (keyed-returns.ts). */
  keyed?: KeyedList;
  /** A dictionary's keys, each naming one of its tools; unknown when one is computed. */
  keys?: string[];
  via?: string;
  called?: true;
  tools: TS.ObjectLiteralExpression[];
  /** A list's spreads whose items a mapping makes, each a tool not statically known (generated-items.ts). */
  generated?: TS.SpreadElement[];
  /** A list's items naming a value another module exports (aliased-items.ts), each not read here. */
  aliased?: TS.Expression[];
}

/** `[]` or `{}`. */
function isEmptyLiteral(ts: Typescript, node: TS.Expression): boolean {
  return (ts.isArrayLiteralExpression(node) && node.elements.length === 0) || (ts.isObjectLiteralExpression(node) && node.properties.length === 0);
}

/** How deep dictionaries of tools spread into one another are followed. */
const MAX_DICT_DEPTH = 3;

/**
 * A module's top-level `export const tools = [{ name, …, inputSchema }, …]` lists and `export const readNote =
 * { name, …, inputSchema }` tool objects (typed, `as const` or `satisfies` too), by name: each a tool object
 * written out (or a same-file constant's), or a wrapper holding one under a single key, or a list of them
 * all held alike (imported-lists.ts proves another module registers them). With `loose`, any object literal
 * with a `name` key is one (an SDK v1 call may pass it keys of any name), and no wrapper is. Otherwise a call of
 * one of `helpers` (passing-helpers.ts: `createTool({ name, … })`) holds the tool its argument writes, under the
 * helper's wrapper key if it makes one. The SDK's own `ToolSchema.parse({ … })` of a literal is that literal (sdk-parsed.ts).
 */
export function exportedTools(
  ts: Typescript,
  file: TS.SourceFile,
  loose = false,
  helpers: ReadonlyMap<string, HelperShape> = new Map(),
): Map<string, ExportedTools> {
  const out = new Map<string, ExportedTools>();
  const consts = topConsts(ts, file);
  const returns = new Map(topReturns(ts, file).map((returned) => [returned.name, returned]));
  const schemas = toolSchemaNames(ts, file);
  let imported: Set<string> | undefined;
  const importedName = (node: TS.Expression) => ts.isIdentifier(node) && (imported ??= importedBindings(ts, file)).has(node.text);
  const resolve = (node: TS.Expression) => {
    const at = stripped(ts, node);
    const value = ts.isIdentifier(at) ? (consts.get(at.text) ?? at) : at;
    return madeBy(ts, value, returns) ?? parsedLiteral(ts, value, schemas) ?? value;
  };
  // A helper's call holds its argument (under the helper's wrapper key): a tool with a name, its schema written unless the helper makes it.
  const helped = (at: TS.Expression): { via?: string; tool: TS.ObjectLiteralExpression } | undefined =>
    !loose && ts.isCallExpression(at) && ts.isIdentifier(at.expression) && at.arguments.length === 1
      ? handed(helpers.get(at.expression.text), at.arguments[0])
      : undefined;
  const handed = (helper: HelperShape | undefined, argument: TS.Expression): { via?: string; tool: TS.ObjectLiteralExpression } | undefined => {
    const object = helper && resolve(argument);
    if (!helper || !object || !ts.isObjectLiteralExpression(object)) return undefined;
    const named = object.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'name');
    return named && (helper.computed.has('inputSchema') || isToolObject(ts, object)) ? { via: helper.via, tool: object } : undefined;
  };
  const held = (node: TS.Expression): { via?: string; tool: TS.ObjectLiteralExpression } | undefined => {
    const object = resolve(node);
    if (ts.isCallExpression(object)) return helped(object);
    if (!ts.isObjectLiteralExpression(object)) return undefined;
    if (isToolObject(ts, object)) return { tool: object };
    // `loose`: any object with a name (`{ name, description, paramsSchema, handler }`), never a wrapper.
    if (loose) return object.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'name') ? { tool: object } : undefined;
    const wrapped = object.properties.filter(
      (p): p is TS.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && isToolObject(ts, resolve(p.initializer)),
    );
    const [only] = wrapped;
    return wrapped.length === 1 ? { via: (only.name as TS.Identifier).text, tool: resolve(only.initializer) as TS.ObjectLiteralExpression } : undefined;
  };
  /**
   * `{ SEARCH: { name, …, inputSchema }, …, ...moreTools() }`: each value a tool, the dictionaries spread in the
   * module's own; and its keys, unless one is computed.
   */
  const dict = (node: TS.Expression, depth = 0): { tools: TS.ObjectLiteralExpression[]; keys?: string[] } | undefined => {
    const object = resolve(node);
    if (!ts.isObjectLiteralExpression(object) || object.properties.length === 0 || depth > MAX_DICT_DEPTH) return undefined;
    const tools: TS.ObjectLiteralExpression[] = [];
    let keys: string[] | undefined = [];
    for (const property of object.properties) {
      const spread = ts.isSpreadAssignment(property) ? stripped(ts, property.expression) : undefined;
      const part = spread && ts.isCallExpression(spread) && ts.isIdentifier(spread.expression) ? returns.get(spread.expression.text)?.value : spread;
      const value = ts.isPropertyAssignment(property) ? resolve(property.initializer) : undefined;
      const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? [property.name.text] : undefined;
      const items = part ? dict(part, depth + 1) : value && isToolObject(ts, value) ? { tools: [value as TS.ObjectLiteralExpression], keys: key } : undefined;
      if (!items) return undefined;
      tools.push(...items.tools);
      keys = keys && items.keys ? [...keys, ...items.keys] : undefined;
    }
    return { tools, ...(keys ? { keys } : {}) };
  };
  for (const { name, value, called } of exportedValues(ts, file)) {
    // `specs.map(makeTool)`: each spec handed the helper, as `[makeTool(spec), …]` written out (mapped-helpers.ts).
    const mapped = loose ? undefined : helperMapped(ts, file, value, (fn) => returns.get(fn)?.fn);
    const made = mapped?.items.map((item) => handed(helpers.get(mapped.helper), item));
    if (made && made.length > 0 && made.every((item) => item !== undefined && item.via === made[0]?.via)) {
      out.set(name, { kind: 'list', via: made[0]?.via, called, tools: made.map((item) => (item as { tool: TS.ObjectLiteralExpression }).tool) });
      continue;
    }
    if (!ts.isArrayLiteralExpression(value)) {
      const item = held(value);
      const entries = item ? undefined : dict(value);
      if (item) out.set(name, { kind: 'tool', via: item.via, called, tools: [item.tool] });
      else if (entries) out.set(name, { kind: 'dict', called, ...entries });
      else if (called && !loose && ts.isObjectLiteralExpression(value)) {
        // `return { toolList: tools.map(…), … }` of the function's own list (keyed-returns.ts).
        const fn = returns.get(name)?.fn;
        const keyed = fn && keyedList(ts, fn, value, (node) => (held(node)?.via === undefined ? held(node)?.tool : undefined));
        if (keyed) out.set(name, { kind: 'keyed', called, keyed, tools: keyed.tools });
      }
      continue;
    }
    // `[...QUERY_TOOLS, …]`: the module's own lists spread in (spread-lists.ts).
    // `...modes.map((m) => defineTool({ … }))` beside tools written out: tools, how many and which not known.
    const generated: TS.SpreadElement[] = [];
    const vias = new Set<string | undefined>();
    const apart = (spread: TS.SpreadElement) => {
      const made = loose ? undefined : mappedValues(ts, spread)?.map(held);
      if (!made?.every((item) => item !== undefined)) return false;
      for (const item of made) vias.add(item?.via);
      generated.push(spread);
      return true;
    };
    // `dashDefinition`, a const naming an imported value: read in its own module (aliased-items.ts).
    const elements = spreadItems(ts, file, value, apart) ?? [];
    const aliased = loose ? [] : elements.filter((element) => ts.isIdentifier(stripped(ts, element)) && importedName(resolve(element)));
    const items = elements.filter((element) => !aliased.includes(element)).map(held);
    const via = items[0]?.via;
    if (items.length > 0 && items.every((item) => item !== undefined && item.via === via) && [...vias].every((made) => made === via))
      out.set(name, {
        kind: 'list',
        via,
        called,
        tools: items.map((item) => (item as { tool: TS.ObjectLiteralExpression }).tool),
        ...(generated.length > 0 ? { generated } : {}),
        ...(aliased.length > 0 ? { aliased } : {}),
      });
  }
  return out;
}

/**
 * `makeReadNote()`: a call, with no argument, of the module's own function of no parameter whose one return is an
 * object literal. Each call makes that object as it is written (its values read as written wherever it is), so
 * the call is that object. A function of parameters may make its object of them, and is not followed here.
 */
function madeBy(ts: Typescript, node: TS.Expression, returns: ReadonlyMap<string, TopReturn>): TS.ObjectLiteralExpression | undefined {
  if (!ts.isCallExpression(node) || node.arguments.length > 0 || !ts.isIdentifier(node.expression)) return undefined;
  const made = returns.get(node.expression.text);
  return made?.fn.parameters.length === 0 && ts.isObjectLiteralExpression(made.value) ? made.value : undefined;
}

/** A module's exported `const` values, and what its exported functions return (`called`). */
export function exportedValues(ts: Typescript, file: TS.SourceFile): { name: string; value: TS.Expression; called?: true }[] {
  const out: { name: string; value: TS.Expression; called?: true }[] = exportedConsts(ts, file);
  for (const returned of topReturns(ts, file)) if (returned.exported) out.push({ name: returned.name, value: returned.value, called: true });
  return out;
}

/** A top-level function's one returned expression (topReturns), and the function. */
export interface TopReturn {
  name: string;
  value: TS.Expression;
  exported: boolean;
  fn: TS.FunctionLikeDeclaration;
}

/**
 * A module's top-level functions (`function f(…) {…}`, `const f = (…) => …`, exported or not) that return one
 * expression, by name: the only `return` of the body (nested functions' not counted) besides those of an
 * empty `[]` or `{}`, or the arrow's concise body, behind its casts. A function with two others, or none, is left out.
 */
export function topReturns(ts: Typescript, file: TS.SourceFile): TopReturn[] {
  const out: TopReturn[] = [];
  for (const statement of file.statements) {
    const exported = !!(ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword));
    const add = (name: string, fn: TS.FunctionLikeDeclaration) => {
      const returned: TS.Expression[] = [];
      if (fn.body && ts.isBlock(fn.body)) collectReturns(ts, fn.body, returned);
      else if (fn.body) returned.push(fn.body);
      // `if (configured) return {};`: an empty answer on some runs leaves the other served whole on the rest.
      const values = returned.map((value) => stripped(ts, value)).filter((value) => !isEmptyLiteral(ts, value));
      // `const tools = [ … ]; return tools;`: the list as written (returned-consts.ts).
      if (values.length === 1) out.push({ name, value: returnedConst(ts, fn, values[0]) ?? values[0], exported, fn });
    };
    if (ts.isFunctionDeclaration(statement) && statement.name) add(statement.name.text, statement);
    else if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer && stripped(ts, declaration.initializer);
        if (ts.isIdentifier(declaration.name) && value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))) add(declaration.name.text, value);
      }
  }
  return out;
}

/** The module's top-level `const name = value` declarations, each value behind its casts. */
function topConsts(ts: Typescript, file: TS.SourceFile): Map<string, TS.Expression> {
  const out = new Map<string, TS.Expression>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.initializer) out.set(declaration.name.text, stripped(ts, declaration.initializer));
  }
  return out;
}

/** What a function body returns, not counting nested functions' (or classes') returns. */
export function collectReturns(ts: Typescript, node: TS.Node, out: TS.Expression[]): void {
  ts.forEachChild(node, (child) => {
    if (ts.isFunctionLike(child) || ts.isClassLike(child)) return;
    if (ts.isReturnStatement(child) && child.expression) out.push(child.expression);
    else collectReturns(ts, child, out);
  });
}

/**
 * The body of the private method a tools/list answer hands on to (`return this.listTools()`, awaited or
 * not, no argument), if it is one: the `this` is the class's around the call (only arrow functions
 * between), which declares the method once, with a body, `private` or `#`-named, so no subclass
 * replaces it.
 */
export function delegatedBody(ts: Typescript, returned: TS.Expression): TS.Block | undefined {
  let at = returned;
  while (ts.isAwaitExpression(at) || ts.isParenthesizedExpression(at) || ts.isAsExpression(at)) at = at.expression;
  if (!ts.isCallExpression(at) || at.arguments.length > 0 || !ts.isPropertyAccessExpression(at.expression)) return undefined;
  if (at.expression.expression.kind !== ts.SyntaxKind.ThisKeyword) return undefined;
  const name = at.expression.name.text;
  let owner: TS.Node = at.parent;
  while (!ts.isSourceFile(owner) && (!ts.isFunctionLike(owner) || ts.isArrowFunction(owner))) owner = owner.parent;
  const cls = ts.isMethodDeclaration(owner) || ts.isConstructorDeclaration(owner) ? owner.parent : undefined;
  if (!cls || !ts.isClassLike(cls)) return undefined;
  const named = cls.members.filter((m) => m.name && (ts.isIdentifier(m.name) || ts.isPrivateIdentifier(m.name)) && m.name.text === name);
  const [method] = named;
  if (named.length !== 1 || !ts.isMethodDeclaration(method) || !method.body) return undefined;
  const closed = ts.isPrivateIdentifier(method.name) || ts.getModifiers(method)?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword);
  return closed ? method.body : undefined;
}
