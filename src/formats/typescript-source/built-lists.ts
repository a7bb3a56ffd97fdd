/**
 * A tools/list answer calling a function of the module that builds the list: `{ tools: buildTools(config) }` beside
 * `function buildTools(config: Config) { return [{ name: 'get_issue', description: '…', inputSchema: { … } }]; }`.
 * The call answers what the function returns, read as a private method's body is (tool-lists.ts delegatedBody):
 * the module declares the name once, at its top, as a function declaration or a `const` function, and nothing
 * assigns it. Its arguments stand for nothing read: a value reaching a tool through a parameter is computed
 * (`${config.exampleKey}` in a parameter's description is listed as not statically known). The file's
 * constants are read by name (values.ts), so no parameter nor name declared in the function may be one of them: a
 * parameter `config` beside a top-level `const config` would be read as that constant.
 */
import type * as TS from 'typescript';
import { declaredName, isAssignment, someNode, type Typescript } from './values.js';

/** The block body of the module's function a call builds the list with (`buildTools(config)`, awaited or not), if it is one. */
export function builtBody(ts: Typescript, called: TS.Expression): TS.Block | undefined {
  let at = called;
  while (ts.isAwaitExpression(at) || ts.isParenthesizedExpression(at) || ts.isAsExpression(at)) at = at.expression;
  if (!ts.isCallExpression(at) || !ts.isIdentifier(at.expression)) return undefined;
  const name = at.expression.text;
  const file = at.getSourceFile();
  const fn = moduleFunction(ts, file, name);
  if (!fn?.body || !ts.isBlock(fn.body)) return undefined;
  if (someNode(ts, file, (node) => isAssignment(ts, node) && ts.isIdentifier(node.left) && node.left.text === name)) return undefined;
  const constants = topConstants(ts, file);
  const shadows = someNode(ts, fn, (node) => {
    const declared = declaredName(ts, node);
    return declared !== undefined && node !== fn && constants.has(declared.text);
  });
  return shadows ? undefined : fn.body;
}

/** The module's one top-level declaration of `name`, when it is a function (declared, or a `const` arrow or function expression). */
function moduleFunction(ts: Typescript, file: TS.SourceFile, name: string): TS.FunctionLikeDeclaration | undefined {
  const found: TS.Node[] = [];
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) found.push(statement);
    else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name)
          found.push(statement.declarationList.flags & ts.NodeFlags.Const && declaration.initializer ? declaration.initializer : declaration);
    } else if ((ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name?.text === name) found.push(statement);
  }
  const [only] = found;
  if (found.length !== 1) return undefined;
  if (ts.isFunctionDeclaration(only)) return only;
  return ts.isArrowFunction(only) || ts.isFunctionExpression(only) ? only : undefined;
}

/** The names of the module's top-level `const` declarations: those values.ts reads by name. */
function topConstants(ts: Typescript, file: TS.SourceFile): Set<string> {
  const out = new Set<string>();
  for (const statement of file.statements)
    if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
      for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) out.add(declaration.name.text);
  return out;
}
