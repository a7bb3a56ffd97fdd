/**
 * A module's own list of tool specs mapped through its tool-making helper (passing-helpers.ts): `export const
 * expandedTools = specs.map(makeTool)` of `const specs = [{ name, description, inputSchema, path }, …]` and
 * `function makeTool(spec) { return { name: spec.name, description: spec.description, inputSchema:
 * spec.inputSchema, execute } }`. `map` calls the helper once per item, as `[makeTool(specs[0]), …]` written out
 * would, so each item is read as the helper's argument. Only a helper the module declares once with one parameter
 * (`map` hands it the index and the list too, which a second parameter would read), over a `const` list the
 * module writes out at its top and never changes (spread-lists.ts).
 */
import type * as TS from 'typescript';
import { stripped } from './loop-registrars.js';
import { declaredAtTop, spreadItems, unchangedLists } from './spread-lists.js';

type Typescript = typeof import('typescript');

/** `list.map(helper)`: the helper's name, when the mapping is written so; undefined for any other expression. */
export function mappingHelper(ts: Typescript, node: TS.Expression): { helper: string; list: TS.Expression } | undefined {
  const call = stripped(ts, node);
  if (!ts.isCallExpression(call) || call.arguments.length !== 1 || !ts.isPropertyAccessExpression(call.expression)) return undefined;
  const helper = stripped(ts, call.arguments[0]);
  return call.expression.name.text === 'map' && ts.isIdentifier(helper) ? { helper: helper.text, list: stripped(ts, call.expression.expression) } : undefined;
}

/**
 * The items `list.map(helper)` hands a helper of one parameter, each as written; undefined otherwise. `fn` is the
 * module's own function of a name (tool-lists.ts topReturns: this module is among its readers).
 */
export function helperMapped(
  ts: Typescript,
  file: TS.SourceFile,
  node: TS.Expression,
  fn: (name: string) => TS.FunctionLikeDeclaration | undefined,
): { helper: string; items: TS.Expression[] } | undefined {
  const mapped = mappingHelper(ts, node);
  if (!mapped || fn(mapped.helper)?.parameters.length !== 1) return undefined;
  const { list } = mapped;
  const named = ts.isIdentifier(list) ? unchangedLists(ts, file).get(list.text) : undefined;
  const literal = ts.isArrayLiteralExpression(list) ? list : named && declaredAtTop(ts, named) ? named : undefined;
  const items = literal && spreadItems(ts, file, literal);
  return items ? { helper: mapped.helper, items } : undefined;
}
