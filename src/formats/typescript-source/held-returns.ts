/**
 * What a function returns through a `const` of its own body: `const def = { name: args.name, … }; return def as
 * unknown as AnyToolDef;` (the `defineTool` helpers write the object they build so, to type it before widening
 * it), read as the object literal the `const` holds, when the body declares it once at its top and names it
 * nowhere else; and a `const` holding another's (`const shape = schema.shape`) in a registrar's body, read
 * as what it holds. Any other identifier is none.
 */
import type * as TS from 'typescript';
import { stripped } from './loop-registrars.js';

type Typescript = typeof import('typescript');

/** How many `const`s one reading may pass through. */
const MAX_DEPTH = 4;

/**
 * The initializer of the `const` named `name` a block declares once at its top (no `let`, no other binding of
 * the name in the block, nothing assigned to it or its properties), or undefined.
 */
export function bodyConst(ts: Typescript, body: TS.Block, name: string): TS.Expression | undefined {
  let found: TS.Expression | undefined;
  let other = false;
  for (const statement of body.statements)
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
          if (found || !(statement.declarationList.flags & ts.NodeFlags.Const) || !declaration.initializer) other = true;
          found = declaration.initializer;
        }
  if (!found || other || rebound(ts, body, name)) return undefined;
  return found;
}

/**
 * What a function returns by a `const` of its body (`return def as T`), when the body names it nowhere else:
 * no call is handed it (`decorate(def)`), so it holds what its initializer writes.
 */
export function builtReturn(ts: Typescript, body: TS.Block, returned: TS.Identifier): TS.Expression | undefined {
  const held = bodyConst(ts, body, returned.text);
  let uses = 0;
  const visit = (node: TS.Node): void => {
    const key = ts.isPropertyAccessExpression(node.parent) ? node.parent.name : ts.isPropertyAssignment(node.parent) ? node.parent.name : undefined;
    if (ts.isIdentifier(node) && node.text === returned.text && node !== key) uses++;
    ts.forEachChild(node, visit);
  };
  if (held) visit(body);
  // Its declaration's name and the `return`.
  return uses === 2 ? held : undefined;
}

/** An expression with the `const`s of `body` it names read as what they hold (`shape` → `schema.shape` → `def.inputSchema.shape`). */
export function throughConsts(ts: Typescript, body: TS.ConciseBody | undefined, node: TS.Expression): TS.Expression {
  let at = stripped(ts, node);
  if (!body || !ts.isBlock(body)) return at;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    let root: TS.Expression = at;
    const path: string[] = [];
    while (ts.isPropertyAccessExpression(root) && !root.questionDotToken) {
      path.unshift(root.name.text);
      root = stripped(ts, root.expression);
    }
    const held = ts.isIdentifier(root) ? bodyConst(ts, body, root.text) : undefined;
    if (!held) return at;
    at = stripped(ts, held);
    for (const key of path) at = ts.factory.createPropertyAccessExpression(at, key);
  }
  return at;
}

/** Whether a body binds `name` again inside (a nested declaration, a parameter) or writes it or a property of it. */
function rebound(ts: Typescript, body: TS.Block, name: string): boolean {
  const rooted = (node: TS.Expression) => {
    let at = stripped(ts, node);
    while (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at)) at = stripped(ts, at.expression);
    return ts.isIdentifier(at) && at.text === name;
  };
  let found = false;
  let declared = 0;
  const visit = (node: TS.Node): void => {
    if (found) return;
    if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) && ts.isIdentifier(node.name) && node.name.text === name)
      found = ++declared > 1;
    else if (ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment)
      found = rooted(node.left);
    else if (ts.isDeleteExpression(node)) found = rooted(node.expression);
    else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression))
      found = node.expression.expression.text === 'Object' && node.arguments.length > 0 && rooted(node.arguments[0]);
    if (!found) ts.forEachChild(node, visit);
  };
  visit(body);
  return found;
}
