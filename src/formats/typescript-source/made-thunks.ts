/**
 * Tools a module exports as the call of a maker of its own or of the repository that takes the tool's fields
 * in order and returns a function making them (`const timesheet = makeTool("get_timesheet", "Gets one.", {
 * id: z.string() }, handler); export default timesheet;` of `const makeTool = (name, description, schema,
 * handler) => () => ({ name, description, schema, handler })`): each call of that function makes an object of
 * the call's arguments as they are, so the export is a tool of those values, by key, once called
 * (imported-lists.ts proves a module calls each and registers what it makes). A maker that computes, renames
 * or reassigns a field, returns anything but such a function of no parameter, or makes the object itself, is
 * no such maker.
 */
import type * as TS from 'typescript';
import { drew } from '../source/draws-on.js';
import type { Workspace } from '../types.js';
import { moduleFunctions } from './dropping.js';
import { bindingsOf, exportedLocal, importedFile, memoOf, read, topConst } from './handed-server.js';
import { exportedFunction } from './imported-forwarders.js';
import { exportedConsts, stripped } from './loop-registrars.js';

type Typescript = typeof import('typescript');

/** A made tool: the maker's call, and the argument each key of what it makes takes, by index. */
export interface MadeTool {
  call: TS.CallExpression;
  keys: ReadonlyMap<string, number>;
}

/** `= makeTool("get_x", …`: a value a module names that is a call with a string first and more after it, bounded. */
export const MADE_CALL = /=\s{0,8}[\w$]{1,100}\s{0,8}\(\s{0,40}(?:"[^"\n]{1,200}"|'[^'\n]{1,200}'|`[^`\n]{1,200}`)\s{0,8},/;

/** The module's exports (`export const t = make(…)`, or `export default t` of such a `const`) that are made tools, by export name. */
export function madeTools(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): Map<string, MadeTool> {
  const out = new Map<string, MadeTool>();
  const exported = exportedConsts(ts, file);
  const local = exportedLocal(ts, file, 'default');
  const initial = local === undefined ? undefined : topConst(ts, file, local)?.initializer;
  if (initial) exported.push({ name: 'default', value: stripped(ts, initial) });
  const makers = new Map<string, ReadonlyMap<string, number> | undefined>();
  for (const { name, value } of exported) {
    const [first, ...rest] = ts.isCallExpression(value) ? value.arguments : [];
    // A name written first, the other fields after it: no other call is looked at (a logger's, a client's).
    if (!ts.isCallExpression(value) || !ts.isIdentifier(value.expression) || !first || !ts.isStringLiteralLike(first) || rest.length === 0) continue;
    if (value.arguments.some((a) => ts.isSpreadElement(a))) continue;
    const maker = value.expression.text;
    if (!makers.has(maker)) makers.set(maker, makerKeys(ts, file, path, workspace, maker));
    const keys = makers.get(maker);
    if (keys) out.set(name, { call: value, keys });
  }
  return out;
}

/** What the maker a module calls by `name` (its own, or imported from the repository) makes of its parameters, if it is one. */
function makerKeys(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace, name: string): ReadonlyMap<string, number> | undefined {
  const own = moduleFunctions(ts, file).get(name);
  if (own) return keysOf(ts, own);
  const binding = bindingsOf(ts, file).find((b) => b.local === name && b.reexport === undefined && b.name !== '*');
  const memo = memoOf(workspace);
  const at = binding && importedFile(ts, workspace, memo, binding.from, path);
  const module = at === undefined ? undefined : read(ts, workspace, memo, at);
  const fn = binding && module && exportedFunction(ts, module.file, binding.name);
  const keys = fn && keysOf(ts, fn);
  if (keys && at !== undefined) drew(workspace, at);
  return keys;
}

/**
 * `(name, description, schema) => () => ({ name, description, inputSchema: schema })`: the index of the parameter
 * each key of the made object copies, `name` among them, when the maker's one return is a function of no
 * parameter whose one return is an object of its parameters only (each function's body that one `return`).
 */
function keysOf(ts: Typescript, fn: TS.FunctionLikeDeclaration): ReadonlyMap<string, number> | undefined {
  const parameters = fn.parameters.map((p) => (ts.isIdentifier(p.name) && !p.dotDotDotToken && !p.initializer ? p.name.text : undefined));
  if (parameters.includes(undefined)) return undefined;
  const thunk = onlyReturn(ts, fn);
  if (!thunk || !(ts.isArrowFunction(thunk) || ts.isFunctionExpression(thunk)) || thunk.parameters.length > 0) return undefined;
  const made = onlyReturn(ts, thunk);
  // Nothing runs but the returns: no parameter can be given another value before the object is made.
  if (!made || !ts.isObjectLiteralExpression(made)) return undefined;
  const keys = new Map<string, number>();
  for (const property of made.properties) {
    const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    const value = ts.isShorthandPropertyAssignment(property)
      ? property.name
      : ts.isPropertyAssignment(property)
        ? stripped(ts, property.initializer)
        : undefined;
    const index = value && ts.isIdentifier(value) ? parameters.indexOf(value.text) : -1;
    if (key === undefined || index === -1 || keys.has(key)) return undefined;
    keys.set(key, index);
  }
  return keys.has('name') ? keys : undefined;
}

/** A function's one returned expression: its concise body, or its block's only `return`, behind casts. */
function onlyReturn(ts: Typescript, fn: TS.FunctionLikeDeclaration): TS.Expression | undefined {
  const body = fn.body;
  if (!body) return undefined;
  if (!ts.isBlock(body)) return stripped(ts, body);
  const [only] = body.statements;
  return body.statements.length === 1 && ts.isReturnStatement(only) && only.expression ? stripped(ts, only.expression) : undefined;
}
