/**
 * A function returning a `const` of its own body that nothing else reads (`const tools = [{ tool: { name, … },
 * handler }, …]; return tools;`): what it returns is that `const`'s value as written, as if returned in place
 * (tool-lists.ts topReturns). A `const` read anywhere else in the function (pushed to, passed on, spread) might be
 * changed before it is returned: not read so.
 */
import type * as TS from 'typescript';
import { stripped } from './loop-registrars.js';

type Typescript = typeof import('typescript');

/** The list literal of the body's own `const` a function returns (`value`), when the `return` is its only other use. */
export function returnedConst(ts: Typescript, fn: TS.FunctionLikeDeclaration, value: TS.Expression): TS.Expression | undefined {
  if (!ts.isIdentifier(value) || !fn.body || !ts.isBlock(fn.body)) return undefined;
  let initializer: TS.Expression | undefined;
  let declarations = 0;
  for (const statement of fn.body.statements)
    if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === value.text) {
          declarations++;
          initializer = declaration.initializer;
        }
  if (declarations !== 1 || !initializer) return undefined;
  let uses = 0;
  const visit = (node: TS.Node): void => {
    if (ts.isIdentifier(node) && node.text === value.text && !(ts.isVariableDeclaration(node.parent) && node.parent.name === node)) uses++;
    ts.forEachChild(node, visit);
  };
  visit(fn.body);
  const list = stripped(ts, initializer);
  // Only a list as written: any other value (`new Map(every.map(…))`) keeps its name, which the readers of filled
  // Maps and the like follow themselves.
  return uses === 1 && ts.isArrayLiteralExpression(list) ? list : undefined;
}
