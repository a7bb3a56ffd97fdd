/**
 * Arguments SDK v1's `server.tool(name, …rest)` never reads: it tells its arguments by their values, a
 * string description first, then a raw shape, then annotations, and takes the next as the callback; all
 * after that is dropped (`const callback = rest[0]`, src/server/mcp.ts of every 1.x release, 1.3.0 to 1.25).
 * `server.tool(name, shape, handler, { description })` so registers a tool with no description, whatever
 * the last object says; the finding that it has none names the argument (rules/description.ts).
 */
import type * as TS from 'typescript';
import type { Typescript, ValueReader } from './values.js';

type Kind = 'string' | 'shape' | 'object' | 'function' | undefined;

/**
 * The index in `args` (a call's arguments after the name, the first `args.length` of `total`) where the
 * SDK takes the callback, when a function written out stands there and both of its readings agree on it:
 * 1.3 to 1.16 take any argument after the description as the shape when more follow, 1.17 on only an
 * object. Undefined when an argument on the way is not statically known, or none is such a function.
 */
export function callbackIndex(reader: ValueReader, args: readonly (TS.Expression | undefined)[], total = args.length): number | undefined {
  const kind = (index: number): Kind => (index < args.length ? kindOf(reader, args[index]) : undefined);
  let at = kind(0) === 'string' ? 1 : 0;
  // Both readings shift exactly one argument here, the later only when it is a shape or annotations.
  if (total - at > 1) {
    const first = kind(at);
    if (first !== 'shape' && first !== 'object') return undefined;
    at++;
    // 1.17 on shift annotations after a shape too; 1.3 to 1.16 would take them for the callback.
    if (first === 'shape' && total - at > 1 && kind(at) === 'object') return undefined;
  }
  return kind(at) === 'function' ? at : undefined;
}

/** Source text of a node on one line, cut to `max` characters. */
export function shortText(node: TS.Node, max = 60): string {
  const text = node.getText().replace(/\s+/g, ' ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function kindOf(reader: ValueReader, node: TS.Expression | undefined): Kind {
  const { ts } = reader;
  // An imported list's `{}` written at the call (no key of the item): an empty raw shape.
  if (node === undefined) return 'shape';
  const at = reader.resolve(node);
  if (ts.isStringLiteralLike(at) || ts.isTemplateExpression(at)) return 'string';
  if (ts.isArrowFunction(at) || ts.isFunctionExpression(at)) return 'function';
  if (ts.isObjectLiteralExpression(at)) return isShape(ts, reader, at) ? 'shape' : 'object';
  return undefined;
}

/** Whether an object argument of `tool(…)` is a zod raw shape (its values zod chains), not annotations (literals). */
export function isShape(ts: Typescript, reader: ValueReader, node: TS.ObjectLiteralExpression): boolean {
  return node.properties.every((p) => !ts.isPropertyAssignment(p) || ts.isCallExpression(reader.resolve(p.initializer)));
}
