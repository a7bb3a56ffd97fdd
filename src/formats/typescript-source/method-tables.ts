/**
 * A hand-rolled server's table of handlers keyed by JSON-RPC method (`const handlers = { initialize: async () =>
 * ({ protocolVersion, serverInfo }), "tools/list": async () => ({ tools: TOOLS }) }`, called as
 * `handlers[request.method]`, or handed to a JSON-RPC library): each entry's function is the branch answering
 * its method, as a `case` of a `switch (method)` is (hand-rolled.ts). Only a table keying a function by
 * `"tools/list"` is one: no other object names that method.
 */
import type * as TS from 'typescript';
import { stripped } from './loop-registrars.js';
import type { Typescript } from './values.js';

/** The entries of an object literal that is a table of handlers by method, each with its function's body; none for any other object. */
export function methodTable(ts: Typescript, node: TS.Node): [string, TS.Node][] {
  if (!ts.isObjectLiteralExpression(node)) return [];
  const entries: [string, TS.Node][] = [];
  for (const property of node.properties) {
    const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    const value = ts.isPropertyAssignment(property) ? stripped(ts, property.initializer) : property;
    const fn = ts.isArrowFunction(value) || ts.isFunctionExpression(value) || ts.isMethodDeclaration(value) ? value : undefined;
    if (key !== undefined && fn?.body) entries.push([key, fn.body]);
  }
  return entries.some(([key]) => key === 'tools/list') ? entries : [];
}
