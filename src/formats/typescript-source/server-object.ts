/**
 * The server object a registration is made on, when the file builds it: `server.tool(…)` where `server`
 * is a `const`/`let`/`var` of an enclosing scope initialized with `new …(…)` (awaited or not). Two such
 * declarations are two servers (a served one and a test-mode one, each built by its own function), and a
 * tool name is unique per server, not per file. A receiver that is a parameter or anything else is not
 * known: two functions handed a server may be handed the same one.
 */
import type * as TS from 'typescript';
import type { Typescript } from './values.js';

/** The declaration of the server `call` registers on, or undefined when it is not a server the file constructs. */
export function constructedServer(ts: Typescript, call: TS.Node): TS.VariableDeclaration | undefined {
  const method = ts.isCallExpression(call) ? calledMethod(ts, call) : undefined;
  if (!method) return undefined;
  const receiver = method.expression;
  if (!ts.isIdentifier(receiver)) return undefined;
  for (let at: TS.Node | undefined = call.parent; at; at = at.parent) {
    // A parameter of that name hides any server an outer scope declares.
    if (ts.isFunctionLike(at) && at.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === receiver.text)) return undefined;
    if (!ts.isBlock(at) && !ts.isSourceFile(at)) continue;
    const declared = declaration(ts, at.statements, receiver.text);
    if (declared) return declared.initializer && isConstruction(ts, declared.initializer) ? declared : undefined;
  }
  return undefined;
}

/** The variable `name` a statement of the list declares. */
function declaration(ts: Typescript, statements: TS.NodeArray<TS.Statement>, name: string): TS.VariableDeclaration | undefined {
  for (const statement of statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const each of statement.declarationList.declarations) if (ts.isIdentifier(each.name) && each.name.text === name) return each;
  }
  return undefined;
}

function isConstruction(ts: Typescript, node: TS.Expression): boolean {
  let at = node;
  while (ts.isAwaitExpression(at) || ts.isParenthesizedExpression(at) || ts.isAsExpression(at)) at = at.expression;
  return ts.isNewExpression(at);
}

/**
 * The method a call calls, `server.tool` in `server.tool(…)`, and behind a cast of the method itself
 * (`(server.tool as any)(…)`, `(<any>server.tool)(…)`, written to get past the SDK's overload types): the same registration.
 */
export function calledMethod(ts: Typescript, call: TS.CallExpression): TS.PropertyAccessExpression | undefined {
  let callee: TS.Expression = call.expression;
  while (
    ts.isParenthesizedExpression(callee) ||
    ts.isAsExpression(callee) ||
    ts.isTypeAssertionExpression(callee) ||
    ts.isSatisfiesExpression(callee) ||
    ts.isNonNullExpression(callee)
  )
    callee = callee.expression;
  return ts.isPropertyAccessExpression(callee) ? callee : undefined;
}
