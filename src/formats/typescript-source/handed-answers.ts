/**
 * Where a hand-rolled server's branch (hand-rolled.ts) writes its answer: in the branch itself, or in what it
 * hands the request on to in the same module, a few hops deep: a private method of its class (`case
 * "tools/list": return this.handleToolsList(request)`, `this.respond(id, this.listTools())`) or a function
 * declared once in a scope around the branch (`return handleInitialize(params)`, or `handleToolsList(id);
 * break;` of one writing the answer out itself). The `{ tools: … }` objects written there are the tools/list
 * answer, read where they are written as an SDK handler's return is (extract.ts); what an imported function
 * writes is imported-lists.ts's to read.
 */
import type * as TS from 'typescript';
import { stripped } from './loop-registrars.js';
import type { Typescript } from './values.js';

/** Hand-ons followed from a branch: a handler, its response helper, a helper of that. */
const MAX_HOPS = 3;

/** The branch and the bodies it hands its answer on to, each once. */
export function answeringBodies(ts: Typescript, branch: TS.Node): TS.Node[] {
  const out = [branch];
  for (let at = 0, hops = 0; at < out.length && hops < MAX_HOPS; hops++) {
    const end = out.length;
    for (; at < end; at++) for (const body of handedOn(ts, out[at])) if (!out.includes(body)) out.push(body);
  }
  return out;
}

/** What hand-rolled branches answering tools/list write: each object with a `tools` key, and the blocks (where a handler's own lists are declared). */
export interface ToolsAnswers {
  objects: TS.ObjectLiteralExpression[];
  blocks: TS.Block[];
}

/** The `{ tools: … }` objects the hand-rolled branches answering tools/list write, in them or in the bodies they hand on to. */
export function toolsAnswers(ts: Typescript, branches: readonly TS.Node[]): ToolsAnswers {
  const bodies = [...new Set(branches.flatMap((branch) => answeringBodies(ts, branch)))];
  const objects: TS.ObjectLiteralExpression[] = [];
  const visit = (node: TS.Node): void => {
    if (
      ts.isObjectLiteralExpression(node) &&
      // `capabilities: { tools: { listChanged } }` is no answer.
      !(ts.isPropertyAssignment(node.parent) && keyText(ts, node.parent.name) === 'capabilities') &&
      node.properties.some((p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && keyText(ts, p.name) === 'tools')
    )
      objects.push(node);
    ts.forEachChild(node, visit);
  };
  for (const body of bodies) visit(body);
  const blocks = bodies.flatMap((body) => (ts.isBlock(body) ? [body] : ts.isCaseClause(body) ? body.statements.filter((s) => ts.isBlock(s)) : []));
  return { objects, blocks };
}

function keyText(ts: Typescript, name: TS.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** The bodies a node's calls hand on to: `this.m(…)` of a private method its class declares once, or `f(…)` of a function a scope around it declares once. */
function handedOn(ts: Typescript, node: TS.Node): TS.Node[] {
  const out: TS.Node[] = [];
  const visit = (at: TS.Node): void => {
    if (ts.isCallExpression(at)) {
      const body = calledBody(ts, at);
      if (body) out.push(body);
    }
    ts.forEachChild(at, visit);
  };
  visit(node);
  return out;
}

function calledBody(ts: Typescript, call: TS.CallExpression): TS.Node | undefined {
  const callee = stripped(ts, call.expression);
  if (ts.isIdentifier(callee)) return scopedFunction(ts, call, callee.text);
  if (!ts.isPropertyAccessExpression(callee) || callee.expression.kind !== ts.SyntaxKind.ThisKeyword) return undefined;
  let owner: TS.Node = call.parent;
  while (!ts.isSourceFile(owner) && (!ts.isFunctionLike(owner) || ts.isArrowFunction(owner))) owner = owner.parent;
  const cls = ts.isMethodDeclaration(owner) || ts.isConstructorDeclaration(owner) ? owner.parent : undefined;
  if (!cls || !ts.isClassLike(cls)) return undefined;
  const name = callee.name.text;
  const named = cls.members.filter((m) => m.name && (ts.isIdentifier(m.name) || ts.isPrivateIdentifier(m.name)) && m.name.text === name);
  const [method] = named;
  // Private (or `#`-named), so no subclass answers otherwise.
  if (named.length !== 1 || !ts.isMethodDeclaration(method) || !method.body) return undefined;
  const closed = ts.isPrivateIdentifier(method.name) || ts.getModifiers(method)?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword);
  return closed ? method.body : undefined;
}

/**
 * The body of the function `f(…)` calls: the one the nearest scope around the call declaring that name declares
 * (`function f() {…}`, `const f = (…) => {…}`), once, among its own statements (the module's, or a function's).
 */
function scopedFunction(ts: Typescript, call: TS.CallExpression, name: string): TS.Node | undefined {
  for (let scope: TS.Node | undefined = call.parent; scope; scope = scope.parent) {
    // A parameter of that name is whatever the caller hands.
    if (ts.isFunctionLike(scope) && scope.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === name)) return undefined;
    if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
    const found: (TS.FunctionDeclaration | TS.VariableDeclaration)[] = [];
    for (const statement of scope.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) found.push(statement);
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name) && declaration.name.text === name) found.push(declaration);
    }
    if (found.length === 0) continue;
    const [only] = found;
    if (found.length !== 1) return undefined;
    if (ts.isFunctionDeclaration(only)) return only.body;
    const constant = (only.parent.flags & ts.NodeFlags.Const) !== 0;
    const value = constant && only.initializer ? stripped(ts, only.initializer) : undefined;
    return value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) ? value.body : undefined;
  }
  return undefined;
}
