/**
 * Helpers that make a tool object of their argument's keys unchanged: `createTool({ name, description,
 * inputSchema, handler })` of `function createTool(config) { return { name: config.name, description:
 * config.description, inputSchema: config.inputSchema, handler: wrap(config.handler) } }` (the module's own, or
 * one it imports from the repository), or a wrapper holding such an object under one key (`return { tool: {
 * name: config.name, … }, run }`). An exported list of such calls is read as a list of its arguments
 * (imported-lists.ts); the tool keys the helper does not copy are not the tool's, and those it sets otherwise
 * (`inputSchema: toJson(config.schema)`) are not statically known. A helper that computes, renames or changes
 * the name or description (`name: \`x_${config.name}\``, `description: config.summary`, `config.name = …`), or
 * returns anything but one object literal (or a `const` of its body holding one, held-returns.ts, or its argument
 * itself, `return spec`), is no such helper.
 */
import type * as TS from 'typescript';
import { drew } from '../source/draws-on.js';
import type { Workspace } from '../types.js';
import { moduleFunctions } from './dropping.js';
import { memoOf } from './handed-server.js';
import { builtReturn } from './held-returns.js';
import { calledImports } from './imported-forwarders.js';
import { stripped } from './loop-registrars.js';
import { mappingHelper } from './mapped-helpers.js';
import { collectReturns, type HelperShape } from './tool-lists.js';
import { writesTo } from './values.js';

type Typescript = typeof import('typescript');

/** The keys of a tool object the SDK reads. */
const TOOL_KEYS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta'];
/** The keys a helper must copy as they are: what names and tells the tool. */
const WRITTEN = new Set(['name', 'description']);

/** The helpers a module calls with one object literal holding a `name`, by the name it calls them: what each makes of it. */
export function passingHelpers(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): Map<string, HelperShape> {
  const out = new Map<string, HelperShape>();
  const called = calledWithTool(ts, file);
  if (called.size === 0) return out;
  const own = moduleFunctions(ts, file);
  for (const { local, at, fn } of calledImports(ts, file, path, workspace, memoOf(workspace), (name) => called.has(name) && !own.has(name))) {
    const shape = shapeOf(ts, fn);
    if (!shape) continue;
    out.set(local, shape);
    drew(workspace, at);
  }
  for (const [name, fn] of own) {
    const shape = called.has(name) ? shapeOf(ts, fn) : undefined;
    if (shape) out.set(name, shape);
  }
  return out;
}

/** The names a module calls as plain identifiers with one object literal that has a `name` key, or maps a list through. */
function calledWithTool(ts: Typescript, file: TS.SourceFile): Set<string> {
  const out = new Set<string>();
  const visit = (node: TS.Node): void => {
    // `specs.map(makeTool)`: the helper called with each item (mapped-helpers.ts proves the items).
    const mapped = ts.isCallExpression(node) ? mappingHelper(ts, node) : undefined;
    if (mapped) out.add(mapped.helper);
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.arguments.length === 1) {
      const arg = stripped(ts, node.arguments[0]);
      if (ts.isObjectLiteralExpression(arg) && arg.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'name'))
        out.add(node.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/**
 * What a helper makes of its first parameter when its one `return` is an object literal (or a wrapper holding
 * one under its only object-literal key) setting the tool keys of that parameter: `name` and `description`
 * copied under the same name (`name: config.name`, or `...config`), `name` among them, any other copied or
 * computed; and it changes nothing of that parameter. Undefined for any other function.
 */
export function shapeOf(ts: Typescript, fn: TS.FunctionLikeDeclaration): HelperShape | undefined {
  const [first] = fn.parameters;
  if (!fn.body || !first || !ts.isIdentifier(first.name)) return undefined;
  const config = first.name.text;
  const returned: TS.Expression[] = [];
  if (ts.isBlock(fn.body)) collectReturns(ts, fn.body, returned);
  else returned.push(fn.body);
  const only = returned.length === 1 ? stripped(ts, returned[0]) : undefined;
  if (!only || writes(ts, fn.body, config)) return undefined;
  // `return args`: the argument itself, every key as written; `return def as T` of `const def = { … }` (held-returns.ts).
  if (ts.isIdentifier(only) && only.text === config) return { left: new Set(), computed: new Set() };
  const held = ts.isIdentifier(only) && ts.isBlock(fn.body) ? builtReturn(ts, fn.body, only) : undefined;
  const made = held ? stripped(ts, held) : only;
  if (!ts.isObjectLiteralExpression(made)) return undefined;
  const plain = copiedKeys(ts, made, config);
  if (plain) return plain;
  const inner = made.properties.filter(
    (p): p is TS.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && ts.isObjectLiteralExpression(stripped(ts, p.initializer)),
  );
  const wrapped = inner.length === 1 ? copiedKeys(ts, stripped(ts, inner[0].initializer) as TS.ObjectLiteralExpression, config) : undefined;
  return wrapped && { ...wrapped, via: (inner[0].name as TS.Identifier).text };
}

/** The tool keys an object literal copies from `config` (see shapeOf), or undefined when it is no such object. */
function copiedKeys(ts: Typescript, made: TS.ObjectLiteralExpression, config: string): HelperShape | undefined {
  const copied = new Set<string>();
  const computed = new Set<string>();
  for (const property of made.properties) {
    if (ts.isSpreadAssignment(property)) {
      const spread = stripped(ts, property.expression);
      if (!ts.isIdentifier(spread) || spread.text !== config) return undefined;
      for (const key of TOOL_KEYS) copied.add(key);
      continue;
    }
    const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    if (key === undefined) return undefined;
    if (!TOOL_KEYS.includes(key)) continue;
    const value = ts.isPropertyAssignment(property) ? stripped(ts, property.initializer) : undefined;
    const copies =
      value && ts.isPropertyAccessExpression(value) && ts.isIdentifier(value.expression) && value.expression.text === config && value.name.text === key;
    if (copies) copied.add(key);
    else if (WRITTEN.has(key)) return undefined;
    else computed.add(key);
  }
  for (const key of computed) copied.delete(key);
  return copied.has('name') ? { left: new Set(TOOL_KEYS.filter((key) => !copied.has(key) && !computed.has(key))), computed } : undefined;
}

/** Whether a body writes a property of `name` (`name.key = …`, `delete name.key`, `Object.assign(name, …)`) or binds it again. */
function writes(ts: Typescript, body: TS.Node, name: string): boolean {
  const rooted = (node: TS.Expression) => {
    let at = stripped(ts, node);
    while (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at)) at = stripped(ts, at.expression);
    return ts.isIdentifier(at) && at.text === name;
  };
  return writesTo(ts, body, rooted);
}
