/**
 * What a tools/list handler answers through a `const` of its own body: `const visible = (tools as readonly
 * Def[]).filter((t) => !t.transports || t.transports.includes(transport)).map(({ name, description, inputSchema
 * }) => ({ name, description, inputSchema })); return { tools: visible };`. The name stands for its initializer,
 * a call (`map`, `filter`) on a list, when the body declares it once, as a `const` of its own statements, and
 * nothing else in the body declares that name; a `filter` whose predicate changes nothing (dropping.ts) is read
 * through, as its list: which items survive is decided at run time, but each is served as written.
 */
import type * as TS from 'typescript';
import { keepsItems } from './dropping.js';
import { stripped } from './loop-registrars.js';

type Typescript = typeof import('typescript');

/** The initializer of the handler's own `const` a name in its answer stands for, if it is one. */
export function answeredLocal(ts: Typescript, body: TS.ConciseBody, node: TS.Expression): TS.Expression | undefined {
  const name = stripped(ts, node);
  if (!ts.isIdentifier(name) || !ts.isBlock(body)) return undefined;
  let found: TS.VariableDeclaration | undefined;
  let count = 0;
  const visit = (at: TS.Node): void => {
    if ((ts.isVariableDeclaration(at) || ts.isParameter(at) || ts.isBindingElement(at)) && ts.isIdentifier(at.name) && at.name.text === name.text) {
      count++;
      if (ts.isVariableDeclaration(at)) found = at;
    }
    ts.forEachChild(at, visit);
  };
  visit(body);
  const list = found?.parent;
  const own = list && ts.isVariableDeclarationList(list) && (list.flags & ts.NodeFlags.Const) !== 0 && list.parent.parent === body;
  // A list written out in the handler is one it picks from (extract.ts reads its items); a chain over a list is its answer.
  const value = found?.initializer && stripped(ts, found.initializer);
  return count === 1 && own && value && ts.isCallExpression(value) ? value : undefined;
}

/** `list.filter(predicate)`, its predicate changing nothing: the list it keeps items of. */
export function keptFrom(ts: Typescript, node: TS.Expression): TS.Expression | undefined {
  const at = stripped(ts, node);
  if (!ts.isCallExpression(at) || at.arguments.length !== 1 || !ts.isPropertyAccessExpression(at.expression)) return undefined;
  return at.expression.name.text === 'filter' && keepsItems(ts, at.arguments[0]) ? at.expression.expression : undefined;
}
