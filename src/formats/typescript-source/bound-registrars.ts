/**
 * A server's own registration method bound to it under another name: `const tool = server.tool.bind(server)`,
 * also behind the casts written to get past the SDK's overload types (`const tool = (server as unknown as { tool:
 * Fn }).tool.bind(server)`), of `tool` or `registerTool`. `bind` given only the object the method is read from
 * calls that method on that object with every argument a call passes, unchanged: each call `tool("name", "…",
 * {…}, h)` is that server's registration, read as forwarders.ts reads a helper spreading its whole rest parameter
 * into one. A `const` only (a `let` may be given another function); a method bound to another object than the one
 * it is read from, or bound with arguments placed before the call's, is not read so. Nor is the original a patch
 * keeps (`const orig = server.tool.bind(server); server.tool = (name, …) => orig(name, …)`): its calls forward the
 * registrations the server's method is given elsewhere, each read where it is written.
 */
import type * as TS from 'typescript';
import { stripped } from './loop-registrars.js';
import type { Typescript } from './values.js';

/** A `const` bound to a registration method of its own server: its name, the `bind` call and the method bound. */
export interface BoundRegistrar {
  name: string;
  bind: TS.CallExpression;
  method: 'tool' | 'registerTool';
}

/** The bound registrar `node` declares, if it is one. */
export function boundRegistrar(ts: Typescript, node: TS.Node): BoundRegistrar | undefined {
  if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer) return undefined;
  if (!ts.isVariableDeclarationList(node.parent) || (node.parent.flags & ts.NodeFlags.Const) === 0) return undefined;
  const bind = stripped(ts, node.initializer);
  if (!ts.isCallExpression(bind) || bind.arguments.length !== 1) return undefined;
  const callee = stripped(ts, bind.expression);
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'bind') return undefined;
  const method = stripped(ts, callee.expression);
  if (!ts.isPropertyAccessExpression(method) || (method.name.text !== 'tool' && method.name.text !== 'registerTool')) return undefined;
  const receiver = reference(ts, stripped(ts, method.expression));
  const target = reference(ts, stripped(ts, bind.arguments[0]));
  if (receiver === undefined || receiver !== target || patches(ts, node.parent.parent.parent, receiver, method.name.text)) return undefined;
  return { name: node.name.text, bind, method: method.name.text };
}

/** Whether the scope declaring the bound method assigns the server's method anew (`server.tool = …`, `(server as any).tool = …`). */
function patches(ts: Typescript, scope: TS.Node, receiver: string, method: string): boolean {
  let found = false;
  const visit = (node: TS.Node): void => {
    if (found) return;
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const left = stripped(ts, node.left);
      found = ts.isPropertyAccessExpression(left) && left.name.text === method && reference(ts, stripped(ts, left.expression)) === receiver;
    }
    ts.forEachChild(node, visit);
  };
  visit(scope);
  return found;
}

/** How an expression names an object, a variable or a field of `this` (`server`, `this.server`); else undefined. */
function reference(ts: Typescript, node: TS.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node) && node.expression.kind === ts.SyntaxKind.ThisKeyword) return `this.${node.name.text}`;
  return undefined;
}
