/**
 * A tools/list answer handed to a wrapper with the callback that makes it: `return await handleRequest("list",
 * params, async () => { const listed = [{ name, … }]; return { tools: listed } })`. The answer is the
 * callback's own only when the wrapper is a function of the module (declared once, moduleFunctions) whose
 * every `return` is that callback's result as it is: `return await handler(p)`, or a `const` holding it,
 * returned as it is; it may throw, but never answer otherwise (a fallback, the result changed or handed to
 * any other call) and never bind the callback again. Any other wrapper, or one of another module, proves nothing.
 */
import type * as TS from 'typescript';
import { moduleFunctions } from './dropping.js';
import { stripped } from './loop-registrars.js';
import { collectReturns } from './tool-lists.js';

type Typescript = typeof import('typescript');
type Fn = TS.FunctionLikeDeclaration;

/** The body of the callback a returned wrapper call answers with, if the wrapper is proved to return its result. */
export function passedCallback(ts: Typescript, returned: TS.Expression, file: TS.SourceFile): TS.ConciseBody | undefined {
  const call = awaited(ts, returned);
  if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return undefined;
  const wrapper = moduleFunctions(ts, file).get(call.expression.text);
  const index = wrapper ? answeringParameter(ts, wrapper) : undefined;
  const callback = index === undefined ? undefined : call.arguments[index] && stripped(ts, call.arguments[index]);
  return callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) ? callback.body : undefined;
}

/** `await x`, `(x)`, `x as T`: the expression they hold. */
function awaited(ts: Typescript, node: TS.Expression): TS.Expression {
  let at = stripped(ts, node);
  while (ts.isAwaitExpression(at)) at = stripped(ts, at.expression);
  return at;
}

/** The index of the parameter whose call's result is each `return` of `fn` (see the module's comment), if one is. */
function answeringParameter(ts: Typescript, fn: Fn): number | undefined {
  if (!fn.body) return undefined;
  const returned: TS.Expression[] = [];
  if (ts.isBlock(fn.body)) collectReturns(ts, fn.body, returned);
  else returned.push(fn.body);
  const names = fn.parameters.map((parameter) => (ts.isIdentifier(parameter.name) ? parameter.name.text : undefined));
  const held = heldResults(ts, fn.body);
  const called = (node: TS.Expression): string | undefined => {
    const at = awaited(ts, node);
    if (ts.isIdentifier(at)) return held.get(at.text);
    return ts.isCallExpression(at) && ts.isIdentifier(at.expression) ? at.expression.text : undefined;
  };
  const [first, ...rest] = returned.map(called);
  const index = first === undefined ? -1 : names.indexOf(first);
  if (index < 0 || rest.some((name) => name !== first) || bindsAgain(ts, fn.body, first as string)) return undefined;
  return index;
}

/**
 * The body's `const` variables declared once whose initializer is a call of a name (`const result = await
 * handler(p)`), to the name called; one read anywhere but a `return` (handed on, its keys read or changed) is left out.
 */
function heldResults(ts: Typescript, body: TS.Node): Map<string, string> {
  const out = new Map<string, string>();
  const seen = new Set<string>();
  const reads = new Map<string, number>();
  const returnsOf = new Map<string, number>();
  const visit = (node: TS.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      const value = node.initializer && awaited(ts, node.initializer);
      const once = !seen.has(node.name.text) && !!(node.parent.flags & ts.NodeFlags.Const);
      seen.add(node.name.text);
      if (once && value && ts.isCallExpression(value) && ts.isIdentifier(value.expression)) out.set(node.name.text, value.expression.text);
      else out.delete(node.name.text);
    } else if (ts.isIdentifier(node)) {
      reads.set(node.text, (reads.get(node.text) ?? 0) + 1);
      const parent = node.parent;
      if (ts.isReturnStatement(parent) || (ts.isAwaitExpression(parent) && ts.isReturnStatement(parent.parent)))
        returnsOf.set(node.text, (returnsOf.get(node.text) ?? 0) + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  // Each read of a held result besides its declaration's name is a `return` of it.
  for (const name of [...out.keys()]) if ((reads.get(name) ?? 0) - 1 !== (returnsOf.get(name) ?? 0)) out.delete(name);
  return out;
}

/** Whether a body gives `name` another value (`name = …`) or declares it again. */
function bindsAgain(ts: Typescript, body: TS.Node, name: string): boolean {
  let found = false;
  const visit = (node: TS.Node): void => {
    if (found) return;
    if (ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment) {
      const target = stripped(ts, node.left);
      found = ts.isIdentifier(target) && target.text === name;
    } else if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) && ts.isIdentifier(node.name))
      found = node.name.text === name;
    if (!found) ts.forEachChild(node, visit);
  };
  visit(body);
  return found;
}
