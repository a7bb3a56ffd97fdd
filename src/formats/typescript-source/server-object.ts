/**
 * The server object a registration is made on, when the file builds it: `server.tool(…)` where `server`
 * is a `const`/`let`/`var` of an enclosing scope initialized with `new …(…)` (awaited or not). Two such
 * declarations are two servers (a served one and a test-mode one, each built by its own function), and a
 * tool name is unique per server, not per file. A receiver that is a parameter or anything else is not
 * known: two functions handed a server may be handed the same one, unless the file hands a function only
 * adapter objects (registersThroughStandIn).
 */
import type * as TS from 'typescript';
import type { Typescript } from './values.js';

/**
 * The declaration of the server `call` registers on, or undefined when it is not a server the file constructs.
 * `handed`: the server a helper is handed rather than called on (`registerAppTool(server, …)`, app-registrars.ts).
 */
export function constructedServer(ts: Typescript, call: TS.Node, handed?: TS.Expression): TS.VariableDeclaration | undefined {
  const receiver = handed ?? (ts.isCallExpression(call) ? calledMethod(ts, call)?.expression : undefined);
  if (!receiver || !ts.isIdentifier(receiver)) return undefined;
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

/** Per function, whether every call of the file hands its parameter at each index an adapter object (registersThroughStandIn). */
const standIns = new WeakMap<TS.SignatureDeclaration, Map<number, boolean>>();

/**
 * Whether `call` registers through a stand-in: its receiver is a parameter of a function the file calls, and
 * every such call hands that parameter an object the file writes out (`{ addTool: (tool) => { … } }`,
 * directly or through a variable it initializes), an adapter that may pass the tool to any server or to
 * none. A name registered so is not known to share a server with another registration of that name.
 */
export function registersThroughStandIn(ts: Typescript, call: TS.Node, handed?: TS.Expression): boolean {
  const receiver = handed ?? (ts.isCallExpression(call) ? calledMethod(ts, call)?.expression : undefined);
  if (!receiver || !ts.isIdentifier(receiver)) return false;
  let fn: TS.Node | undefined = call.parent;
  while (fn && !(ts.isFunctionLike(fn) && fn.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === receiver.text))) fn = fn.parent;
  if (!fn || !ts.isFunctionLike(fn)) return false;
  const index = fn.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === receiver.text);
  let known = standIns.get(fn);
  if (!known) standIns.set(fn, (known = new Map()));
  let answer = known.get(index);
  if (answer === undefined) known.set(index, (answer = handedAdapters(ts, fn, index)));
  return answer;
}

/** Whether the file calls `fn` by its name, and every call hands its parameter at `index` an object literal. */
function handedAdapters(ts: Typescript, fn: TS.SignatureDeclaration, index: number): boolean {
  const name = ts.isFunctionDeclaration(fn)
    ? fn.name?.text
    : (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)
      ? fn.parent.name.text
      : undefined;
  if (name === undefined) return false;
  let calls = 0;
  let adapters = true;
  const visit = (node: TS.Node): void => {
    if (!adapters) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name) {
      calls++;
      const argument = node.arguments[index];
      if (!argument || !isAdapter(ts, node, argument)) adapters = false;
    }
    ts.forEachChild(node, visit);
  };
  visit(fn.getSourceFile());
  return adapters && calls > 0;
}

/** An object literal, or a variable of an enclosing scope of `at` initialized with one. */
function isAdapter(ts: Typescript, at: TS.Node, node: TS.Expression): boolean {
  const value = unwrapped(ts, node);
  if (ts.isObjectLiteralExpression(value)) return true;
  if (!ts.isIdentifier(value)) return false;
  for (let scope: TS.Node | undefined = at.parent; scope; scope = scope.parent) {
    if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
    const declared = declaration(ts, scope.statements, value.text);
    if (declared) return declared.initializer !== undefined && ts.isObjectLiteralExpression(unwrapped(ts, declared.initializer));
  }
  return false;
}

function unwrapped(ts: Typescript, node: TS.Expression): TS.Expression {
  let at = node;
  while (ts.isParenthesizedExpression(at) || ts.isAsExpression(at) || ts.isSatisfiesExpression(at)) at = at.expression;
  return at;
}
