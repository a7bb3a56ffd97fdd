/**
 * A loop registering each item of a list by the keys it destructures from it (imported-lists.ts): `for (const {
 * name: toolName, description, schema } of TOOLS) server.tool(toolName, description, toShape(schema), cb)`, or
 * `TOOLS.forEach(({ name, description }) => …)`. Each local name is the item's key it is bound to, as `t.name` and
 * `t.description` are of `for (const t of TOOLS)`; a name the module assigns again, or bound by another loop, is
 * none. What a call makes of a key (`toShape(schema)`, or a `const shape = toShape(schema)` passed) is not statically
 * known, and read as such.
 */
import type * as TS from 'typescript';
import { loopBinding, stripped } from './loop-registrars.js';
import { declaredName, isAssignment, someNode, walk } from './values.js';

type Typescript = typeof import('typescript');

/** The keys of one loop's item, read through the names it destructures them to. */
export interface DestructuredItem {
  /** The list the loop iterates. */
  list: TS.Expression;
  /** The item's key a name of the loop stands for, where it is read; undefined for any other expression. */
  keyOf: (node: TS.Expression) => string | undefined;
  /** The item's key a call reads alone, `toShape(schema)`: what it makes is not statically known. */
  madeOf: (node: TS.Expression) => string | undefined;
}

/** The loop a registration's first argument comes from when it is the item's `name`, destructured (`{ name: toolName }`). */
export function destructuredItem(ts: Typescript, first: TS.Expression): DestructuredItem | undefined {
  const name = stripped(ts, first);
  const bound = ts.isIdentifier(name) ? boundKey(ts, name) : undefined;
  if (bound?.key !== 'name') return undefined;
  const keyOf = (node: TS.Expression): string | undefined => {
    const at = stripped(ts, node);
    const found = ts.isIdentifier(at) ? boundKey(ts, at) : undefined;
    return found?.list === bound.list ? found.key : undefined;
  };
  const madeOf = (node: TS.Expression): string | undefined => {
    const at = stripped(ts, node);
    const made = ts.isIdentifier(at) ? soleConst(ts, at) : at;
    return made && ts.isCallExpression(made) && made.arguments.length === 1 ? keyOf(made.arguments[0]) : undefined;
  };
  return { list: bound.list, keyOf, madeOf };
}

/** The list and key a read name is bound to by a destructuring loop, unless the module assigns the name again. */
function boundKey(ts: Typescript, name: TS.Identifier): { list: TS.Expression; key: string } | undefined {
  const bound = loopBinding(ts, name, name.text);
  if (bound?.key === undefined) return undefined;
  const assigned = someNode(ts, name.getSourceFile(), (node) => isAssignment(ts, node) && ts.isIdentifier(node.left) && node.left.text === name.text);
  return assigned ? undefined : { list: bound.list, key: bound.key };
}

/** What the module's only declaration of a name, a `const`, holds. */
function soleConst(ts: Typescript, name: TS.Identifier): TS.Expression | undefined {
  const held: TS.VariableDeclaration[] = [];
  let other = false;
  walk(ts, name.getSourceFile(), (node) => {
    if (declaredName(ts, node)?.text !== name.text) return;
    if (ts.isVariableDeclaration(node) && ts.isVariableDeclarationList(node.parent) && (node.parent.flags & ts.NodeFlags.Const) !== 0) held.push(node);
    else other = true;
  });
  return !other && held.length === 1 && held[0].initializer ? stripped(ts, held[0].initializer) : undefined;
}
