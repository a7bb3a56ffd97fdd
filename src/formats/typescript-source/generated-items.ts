/**
 * The part of a written list of tools a mapping makes: `...(["ENABLED", "DISABLED"] as const).map((target) =>
 * defineTool({ name: `rules.${target}`, … }))` among `defineTool({ … })` calls written out. Each item it makes is
 * a tool as the list's written ones are (every value its callback returns is one), but how many, and their
 * names, are not statically known: the spread is listed as such, and the items written beside it are read.
 */
import type * as TS from 'typescript';
import { stripped } from './loop-registrars.js';

type Typescript = typeof import('typescript');

/** What a spread's mapping callback returns, each value once per item (`list.map((x) => value)`); undefined for any other spread. */
export function mappedValues(ts: Typescript, spread: TS.SpreadElement): TS.Expression[] | undefined {
  const call = stripped(ts, spread.expression);
  if (!ts.isCallExpression(call) || call.arguments.length !== 1 || !ts.isPropertyAccessExpression(call.expression) || call.expression.name.text !== 'map')
    return undefined;
  const callback = stripped(ts, call.arguments[0]);
  if (!(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) return undefined;
  if (!ts.isBlock(callback.body)) return [callback.body];
  const returned: TS.Expression[] = [];
  let bare = false;
  const visit = (node: TS.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isReturnStatement(node)) {
      if (node.expression) returned.push(node.expression);
      else bare = true;
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(callback.body, visit);
  // A `return;` (or falling off the end) makes `undefined`, no tool.
  return returned.length > 0 && !bare && endsInReturn(ts, callback.body) ? returned : undefined;
}

/** Whether a block's last statement is a `return` (so no path falls off its end). */
function endsInReturn(ts: Typescript, body: TS.Block): boolean {
  const last = body.statements[body.statements.length - 1];
  return last !== undefined && ts.isReturnStatement(last);
}
