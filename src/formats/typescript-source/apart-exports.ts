/**
 * Exports written apart from their declarations, read as `export const` is (loop-registrars.ts exportedConsts):
 * `export default tools` and `export { tools, all as allTools }` (no `from`), each naming a top-level `const` of
 * the module, export that const's value under the exported name (`default` for the first). A const naming
 * another (`const tools = all`) is that one's value; one only dropping items of another's list (`const valid =
 * all.filter((t) => t && typeof t === 'object')`, an arrow predicate of one expression that calls nothing and
 * writes nothing, so changes no item) is that list, as dropping.ts reads a filter where a list is served: which
 * items survive is decided at run time, but each survivor is served as written. Anything else a const holds is
 * its value as written, for the proofs to judge.
 */
import type * as TS from 'typescript';
import { isAssignment, someNode, type Typescript } from './values.js';

/** `const tools = [{ name:` beside `export default` or `export {`: a list of tool objects exported apart, bounded. */
const LIST_CONST = /(?:^|\n)const\s{1,8}[\w$]{1,100}\s{0,8}(?::[^=;{]{0,100})?=\s{0,8}\[\s{0,40}\{\s{0,40}name\s{0,8}:/;
const APART = /(?:^|\n)export\s{1,8}(?:default\s{1,8}[A-Za-z_$]|\{)/;

/** Whether a module's text may export a list of tool objects written out apart from its const, before anything is parsed. */
export function exportsListApart(text: string): boolean {
  return APART.test(text) && LIST_CONST.test(text);
}

/** How many consts naming or filtering another are followed. */
const MAX_HOPS = 4;

/** The module's exports written apart from their top-level consts, by exported name, each with the value it exports. */
export function apartExports(ts: Typescript, file: TS.SourceFile): { name: string; value: TS.Expression }[] {
  const consts = new Map<string, TS.Expression>();
  for (const statement of file.statements)
    if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer) consts.set(declaration.name.text, declaration.initializer);
  const out: { name: string; value: TS.Expression }[] = [];
  const add = (name: string, local: string) => {
    const value = consts.has(local) ? followed(ts, consts, local) : undefined;
    if (value) out.push({ name, value });
  };
  for (const statement of file.statements) {
    if (ts.isExportAssignment(statement) && !statement.isExportEquals && ts.isIdentifier(statement.expression)) add('default', statement.expression.text);
    else if (
      ts.isExportDeclaration(statement) &&
      !statement.moduleSpecifier &&
      !statement.isTypeOnly &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    )
      for (const specifier of statement.exportClause.elements)
        if (!specifier.isTypeOnly) add(specifier.name.text, (specifier.propertyName ?? specifier.name).text);
  }
  return out;
}

/** The value the const `name` holds, through consts naming another or dropping items of another's list. */
function followed(ts: Typescript, consts: ReadonlyMap<string, TS.Expression>, name: string): TS.Expression | undefined {
  let value = consts.get(name);
  for (let hops = 0; value && hops < MAX_HOPS; hops++) {
    const at = stripped(ts, value);
    const next = ts.isIdentifier(at) ? at : droppedFrom(ts, at);
    if (!next || !consts.has(next.text)) return at;
    value = consts.get(next.text);
  }
  return value && stripped(ts, value);
}

/** `list` of `list.filter(predicate)` when the predicate is an arrow of one expression that calls and writes nothing. */
function droppedFrom(ts: Typescript, node: TS.Expression): TS.Identifier | undefined {
  if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isPropertyAccessExpression(node.expression)) return undefined;
  const list = stripped(ts, node.expression.expression);
  const predicate = stripped(ts, node.arguments[0]);
  if (node.expression.name.text !== 'filter' || !ts.isIdentifier(list) || !ts.isArrowFunction(predicate) || ts.isBlock(predicate.body)) return undefined;
  const acts = (at: TS.Node) =>
    ts.isCallExpression(at) ||
    ts.isNewExpression(at) ||
    ts.isTaggedTemplateExpression(at) ||
    ts.isDeleteExpression(at) ||
    isAssignment(ts, at) ||
    ((ts.isPrefixUnaryExpression(at) || ts.isPostfixUnaryExpression(at)) &&
      (at.operator === ts.SyntaxKind.PlusPlusToken || at.operator === ts.SyntaxKind.MinusMinusToken));
  return someNode(ts, predicate.body, acts) ? undefined : list;
}

function stripped(ts: Typescript, node: TS.Expression): TS.Expression {
  let at = node;
  while (ts.isParenthesizedExpression(at) || ts.isAsExpression(at) || ts.isSatisfiesExpression(at) || ts.isNonNullExpression(at)) at = at.expression;
  return at;
}
