/**
 * A function's own dictionary filled with entries of a known dictionary of tools (`const shown: Record<string,
 * unknown> = {}; if (all.SEARCH) shown.SEARCH = all.SEARCH; return shown`): declared `{}` in the function's
 * body, written only by `shown.KEY = known.KEY` statements (the same key) that copy every key the known
 * dictionary has, and read by nothing but the `return`. Whether each copy is made may be decided at run time,
 * but each value is the known dictionary's as it is written, so `Object.values` of it serves each of those
 * tools unchanged on some run, as a filter that only drops serves each item of a list (dropping.ts). A key
 * never copied is a tool never served; any other use of the dictionary (handed to a call, an entry changed,
 * a key computed) proves nothing.
 */
import type * as TS from 'typescript';
import { stripped } from './loop-registrars.js';

type Typescript = typeof import('typescript');
/** A known dictionary's keys by its name, if it is one. */
type Known = (node: TS.Identifier) => readonly string[] | undefined;

/** Whether `returned`, what `fn` returns, is such a dictionary. */
export function copiedDict(ts: Typescript, fn: TS.FunctionLikeDeclaration, returned: TS.Expression, known: Known): boolean {
  const body = fn.body;
  if (!body || !ts.isBlock(body) || !ts.isIdentifier(returned)) return false;
  const name = returned.text;
  const declared = body.statements.some(
    (statement) =>
      ts.isVariableStatement(statement) &&
      statement.declarationList.flags & ts.NodeFlags.Const &&
      statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name && d.initializer && isEmptyObject(ts, d.initializer)),
  );
  if (!declared) return false;
  /** The keys left to copy of each known dictionary copied from, by its name. */
  const left = new Map<string, Set<string>>();
  let declarations = 0;
  let other = false;
  const visit = (node: TS.Node): void => {
    if (other) return;
    if (ts.isIdentifier(node) && node.text === name) {
      const use = node.parent;
      if ((ts.isVariableDeclaration(use) || ts.isParameter(use) || ts.isBindingElement(use)) && use.name === node) declarations++;
      // `other.shown` names no dictionary.
      else if (node !== returned && !copied(ts, node, known, left)) other = !(ts.isPropertyAccessExpression(use) && use.name === node);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(fn);
  return !other && declarations === 1 && left.size > 0 && [...left.values()].every((keys) => keys.size === 0);
}

/**
 * Whether `node` is the `shown` of a statement `shown.KEY = known.KEY;`, the key ticked off what is `left` to copy.
 * Anything else (`shown[key] = …`, `delete shown.X`, `use(shown)`, `shown.X.name = …`) is not.
 */
function copied(ts: Typescript, node: TS.Identifier, known: Known, left: Map<string, Set<string>>): boolean {
  const target = node.parent;
  if (!ts.isPropertyAccessExpression(target) || target.expression !== node) return false;
  const assignment = target.parent;
  if (!ts.isBinaryExpression(assignment) || assignment.left !== target || assignment.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return false;
  if (!ts.isExpressionStatement(assignment.parent)) return false;
  const value = stripped(ts, assignment.right);
  if (!ts.isPropertyAccessExpression(value) || !ts.isIdentifier(value.expression) || value.name.text !== target.name.text) return false;
  const keys = known(value.expression);
  if (!keys?.includes(value.name.text)) return false;
  const source = value.expression.text;
  if (!left.has(source)) left.set(source, new Set(keys));
  left.get(source)?.delete(value.name.text);
  return true;
}

/** `{}` behind its casts. */
export function isEmptyObject(ts: Typescript, node: TS.Expression): boolean {
  const at = stripped(ts, node);
  return ts.isObjectLiteralExpression(at) && at.properties.length === 0;
}
