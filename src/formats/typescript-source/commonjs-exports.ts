/**
 * A CommonJS module's exports, read as an ES module's are: `module.exports = { TOOLS, callTool }` (or `{ TOOLS:
 * TOOLS }`), `exports.TOOLS = TOOLS` or `module.exports.TOOLS = TOOLS`, each naming a top-level `const` of the
 * same name, is `export const TOOLS = …` to the proofs that read a module's exported consts (loop-registrars.ts
 * exportedConsts). Only when the module writes its exports plainly, at its top level: one whole `module.exports
 * = {…}` and no member of it, or members only, each once. Any other mention of `module.exports` or `exports` (a
 * write in a function, a second whole assignment, `Object.assign(module.exports, …)`, a local named so) may
 * change what an importer gets, and nothing is read.
 */
import type * as TS from 'typescript';
import type { Typescript } from './values.js';

/** What `module.exports = …` (`module.exports`) or `exports.x = …` / `module.exports.x = …` (`x`) assigns, if it is one. */
export function commonjsExport(ts: Typescript, node: TS.BinaryExpression): string | undefined {
  if (node.operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isPropertyAccessExpression(node.left)) return undefined;
  const { expression, name } = node.left;
  if (ts.isIdentifier(expression) && expression.text === 'module' && name.text === 'exports') return 'module.exports';
  const exportsObject =
    (ts.isIdentifier(expression) && expression.text === 'exports') ||
    (ts.isPropertyAccessExpression(expression) &&
      ts.isIdentifier(expression.expression) &&
      expression.expression.text === 'module' &&
      expression.name.text === 'exports');
  return exportsObject ? name.text : undefined;
}

/** The top-level consts a CommonJS module exports under their own names, each with its initializer. */
export function commonjsConsts(ts: Typescript, file: TS.SourceFile): { name: string; value: TS.Expression }[] {
  if (!file.text.includes('exports')) return [];
  const consts = new Map<string, TS.Expression>();
  for (const statement of file.statements)
    if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer) consts.set(declaration.name.text, declaration.initializer);
  // The top-level assignments, and the `module.exports` / `exports` each writes through.
  const accepted = new Set<TS.Node>();
  const wholes: TS.ObjectLiteralExpression[] = [];
  const members = new Map<string, TS.Expression[]>();
  for (const statement of file.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isBinaryExpression(statement.expression)) continue;
    const assigned = statement.expression;
    const name = commonjsExport(ts, assigned);
    if (name === undefined) continue;
    const left = assigned.left as TS.PropertyAccessExpression;
    if (name === 'module.exports') {
      if (!ts.isObjectLiteralExpression(assigned.right)) return [];
      wholes.push(assigned.right);
      accepted.add(left);
    } else {
      members.set(name, [...(members.get(name) ?? []), assigned.right]);
      accepted.add(left.expression);
    }
  }
  if (wholes.length + members.size === 0 || wholes.length > 1 || (wholes.length === 1 && members.size > 0)) return [];
  if (mentionedElsewhere(ts, file, accepted)) return [];
  const given: [string, TS.Expression][] = [];
  for (const property of wholes[0]?.properties ?? []) {
    if (ts.isShorthandPropertyAssignment(property)) given.push([property.name.text, property.name]);
    else if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name)) given.push([property.name.text, property.initializer]);
  }
  for (const [name, values] of members) if (values.length === 1) given.push([name, values[0]]);
  const out: { name: string; value: TS.Expression }[] = [];
  for (const [name, value] of given) {
    const local = consts.get(name);
    if (local && ts.isIdentifier(value) && value.text === name) out.push({ name, value: local });
  }
  return out;
}

/** The object a CommonJS module exports whole, `module.exports = { name, config, handler }`, written once at its top and its exports mentioned nowhere else. */
export function commonjsWhole(ts: Typescript, file: TS.SourceFile): TS.ObjectLiteralExpression | undefined {
  if (!file.text.includes('exports')) return undefined;
  const assignments = file.statements.flatMap((statement) =>
    ts.isExpressionStatement(statement) && ts.isBinaryExpression(statement.expression) && commonjsExport(ts, statement.expression) !== undefined
      ? [statement.expression]
      : [],
  );
  const [only] = assignments;
  if (assignments.length !== 1 || commonjsExport(ts, only) !== 'module.exports' || !ts.isObjectLiteralExpression(only.right)) return undefined;
  return mentionedElsewhere(ts, file, new Set([only.left])) ? undefined : only.right;
}

/** Whether the module mentions `module.exports` or `exports` anywhere but the accepted assignments' left sides. */
function mentionedElsewhere(ts: Typescript, file: TS.SourceFile, accepted: ReadonlySet<TS.Node>): boolean {
  let found = false;
  const visit = (node: TS.Node): void => {
    if (found || accepted.has(node)) return;
    const parent = node.parent;
    if (ts.isIdentifier(node) && node.text === 'exports' && !(ts.isPropertyAccessExpression(parent) && parent.name === node)) found = true;
    else if (ts.isIdentifier(node) && node.text === 'module' && !(ts.isPropertyAccessExpression(parent) && parent.name === node)) found = true;
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
