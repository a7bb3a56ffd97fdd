/**
 * The one call of a function the file declares, when the file says no other can exist: its name is
 * written twice in the whole file, once where it is declared and once as the callee of that call, and it is
 * not exported. A registration in such a function runs where that call runs, so the branches around the
 * call are the registration's too: `if (mode === 'api') await registerApiTools(); else await
 * registerLocalTools();` makes one of two sets of tools, never both.
 */
import type * as TS from 'typescript';
import type { Typescript } from './values.js';

/** Per file, how many times each identifier is written (property names and shadowing names included: more is never less safe). */
const written = new WeakMap<TS.SourceFile, Map<string, number>>();

function counts(ts: Typescript, file: TS.SourceFile): Map<string, number> {
  let out = written.get(file);
  if (out) return out;
  const made = new Map<string, number>();
  const visit = (node: TS.Node): void => {
    if (ts.isIdentifier(node)) made.set(node.text, (made.get(node.text) ?? 0) + 1);
    ts.forEachChild(node, visit);
  };
  visit(file);
  written.set(file, (out = made));
  return out;
}

/** The name a function is declared with and the statement that declares it: `function f`, or `const f = () => …`. */
function declared(ts: Typescript, fn: TS.Node): { name: TS.Identifier; statement: TS.Node } | undefined {
  if (ts.isFunctionDeclaration(fn) && fn.name) return { name: fn.name, statement: fn };
  if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return undefined;
  const variable = fn.parent;
  if (!ts.isVariableDeclaration(variable) || variable.initializer !== fn || !ts.isIdentifier(variable.name)) return undefined;
  const statement = variable.parent?.parent;
  return statement && ts.isVariableStatement(statement) ? { name: variable.name, statement } : undefined;
}

function exported(ts: Typescript, statement: TS.Node): boolean {
  return ts.canHaveModifiers(statement) && (ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false);
}

/** The call of `fn` that is the only one there can be (see above), or undefined. */
export function soleCall(ts: Typescript, fn: TS.Node): TS.CallExpression | undefined {
  const found = declared(ts, fn);
  if (!found || exported(ts, found.statement)) return undefined;
  const name = found.name.text;
  const file = fn.getSourceFile();
  if (counts(ts, file).get(name) !== 2) return undefined;
  let call: TS.CallExpression | undefined;
  const visit = (node: TS.Node): void => {
    if (call) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name) call = node;
    else ts.forEachChild(node, visit);
  };
  visit(file);
  // A function that calls itself: its one call is inside it, and runs only where the function already does.
  for (let at = call?.parent; at; at = at.parent) if (at === fn) return undefined;
  return call;
}
