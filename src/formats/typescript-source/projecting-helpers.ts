/**
 * A module's own function mapping the list it is given item by item (`const closed = (tools) => tools.map((t) =>
 * ({ ...t, inputSchema: strict(t.inputSchema) }))`), called on a list the module writes out
 * (`closed([...storeTools, ...orderTools])`): what the call returns is that list's items, each kept key by key as
 * the mapping's projection says (tool-lists.ts `mappedList`), so the keys it copies are the items' as written and
 * those it computes are not known. The function's one return must be that mapping of its one parameter (or the
 * mapping is written on the list at the call itself), its body nothing else: what it might do to the items first proves nothing.
 */
import type * as TS from 'typescript';
import { stripped } from './loop-registrars.js';
import { mappedList, type Projection, type TopReturn } from './tool-lists.js';

type Typescript = typeof import('typescript');

/** The written-out list a value maps item by item, and the projection each item goes through; undefined for any other value. */
export function projectedList(
  ts: Typescript,
  node: TS.Expression,
  returns: ReadonlyMap<string, TopReturn>,
): { list: TS.ArrayLiteralExpression; projection: Projection } | undefined {
  const value = stripped(ts, node);
  if (!ts.isCallExpression(value)) return undefined;
  // `[...storeTools, …].map((t) => ({ ...t }))` written at the call.
  if (ts.isPropertyAccessExpression(value.expression)) return mappedList(ts, value, new Map());
  const made = ts.isIdentifier(value.expression) && value.arguments.length === 1 ? returns.get(value.expression.text) : undefined;
  const list = stripped(ts, value.arguments[0] ?? value);
  const body = made?.fn.body;
  const only = body && (!ts.isBlock(body) || body.statements.length === 1);
  const parameter = only && made.fn.parameters.length === 1 ? made.fn.parameters[0] : undefined;
  if (!made || !parameter || !ts.isIdentifier(parameter.name) || parameter.dotDotDotToken || !ts.isArrayLiteralExpression(list)) return undefined;
  return mappedList(ts, made.value, new Map([[parameter.name.text, list]]));
}
