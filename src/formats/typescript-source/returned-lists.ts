/**
 * An exported function answering a list it writes out in its body: `export function createTools(service) {
 * const tools = [...createHelpTools(service), …]; if (readonly) return tools.filter((t) => READONLY.has(t.name));
 * return tools; }`. Every `return` gives the one `const` list the body declares, as it is or with items dropped
 * by a predicate that changes nothing (dropping.ts), and the body names the list nowhere else: a call answers that
 * list's items as written, some perhaps left out, as a function whose one return is the literal does. Only
 * which items survive is decided at run time, so imported-lists.ts follows what the literal holds. A function
 * answering the module's own `const` list the same way (`const tools = [forecastTool, …]; export function
 * listToolDefinitions() { return tools }`) answers it too, when the module never changes that list (spread-lists.ts).
 */
import type * as TS from 'typescript';
import { exportedFunction } from './imported-forwarders.js';
import { keepsItems, moduleFunctions } from './dropping.js';
import { stripped } from './loop-registrars.js';
import { declaredAtTop, unchangedLists } from './spread-lists.js';
import { collectReturns } from './tool-lists.js';

type Typescript = typeof import('typescript');

/** The module's exported functions that answer a list of their own body (see above), each with that list's literal, by name. */
export function returnedLists(ts: Typescript, file: TS.SourceFile): Map<string, TS.ArrayLiteralExpression> {
  const out = new Map<string, TS.ArrayLiteralExpression>();
  let lists: ReadonlyMap<string, TS.ArrayLiteralExpression> | undefined;
  for (const name of moduleFunctions(ts, file).keys()) {
    const fn = exportedFunction(ts, file, name);
    const list = fn && (ownList(ts, fn) ?? moduleList(ts, fn, (lists ??= unchangedLists(ts, file))));
    if (list) out.set(name, list);
  }
  return out;
}

/** The module's list every return of `fn` answers as it is, or filtered (`return tools`), none of its body's own. */
function moduleList(
  ts: Typescript,
  fn: TS.FunctionLikeDeclaration,
  lists: ReadonlyMap<string, TS.ArrayLiteralExpression>,
): TS.ArrayLiteralExpression | undefined {
  if (!fn.body || !ts.isBlock(fn.body)) return undefined;
  const returned: TS.Expression[] = [];
  collectReturns(ts, fn.body, returned);
  const named = returned.map((value) => answered(ts, value)?.text);
  const [first] = named;
  const list = first !== undefined && named.every((name) => name === first) ? lists.get(first) : undefined;
  return list && declaredAtTop(ts, list) ? list : undefined;
}

/** The list literal every return of `fn` answers (as it is, or filtered), the body's one `const` of that name, named nowhere else. */
function ownList(ts: Typescript, fn: TS.FunctionLikeDeclaration): TS.ArrayLiteralExpression | undefined {
  if (!fn.body || !ts.isBlock(fn.body)) return undefined;
  const returned: TS.Expression[] = [];
  collectReturns(ts, fn.body, returned);
  const named = returned.map((value) => answered(ts, value));
  const [first] = named;
  if (!first || named.some((identifier) => identifier?.text !== first.text)) return undefined;
  const name = first.text;
  const declared = fn.body.statements
    .filter(ts.isVariableStatement)
    .filter((statement) => statement.declarationList.flags & ts.NodeFlags.Const)
    .flatMap((statement) => statement.declarationList.declarations)
    .find((declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === name);
  const list = declared?.initializer && stripped(ts, declared.initializer);
  if (!list || !ts.isArrayLiteralExpression(list)) return undefined;
  // The name bound once in the function, and read only by its returns.
  const answers = new Set<TS.Node>(named as TS.Identifier[]);
  let bindings = 0;
  let alone = true;
  const visit = (node: TS.Node): void => {
    if (!alone) return;
    if (ts.isIdentifier(node) && node.text === name) {
      const parent = node.parent;
      const key = (ts.isPropertyAccessExpression(parent) || ts.isPropertyAssignment(parent)) && parent.name === node;
      const binds =
        (ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isBindingElement(parent) || ts.isFunctionDeclaration(parent)) && parent.name === node;
      if (binds) bindings++;
      else if (!key && !answers.has(node)) alone = false;
    }
    ts.forEachChild(node, visit);
  };
  visit(fn);
  return alone && bindings === 1 ? list : undefined;
}

/** The list a return answers: `tools`, or `tools.filter(predicate)` with a predicate that changes nothing. */
function answered(ts: Typescript, value: TS.Expression): TS.Identifier | undefined {
  const at = stripped(ts, value);
  if (ts.isIdentifier(at)) return at;
  if (!ts.isCallExpression(at) || at.arguments.length !== 1 || !ts.isPropertyAccessExpression(at.expression)) return undefined;
  const owner = stripped(ts, at.expression.expression);
  return at.expression.name.text === 'filter' && ts.isIdentifier(owner) && keepsItems(ts, at.arguments[0]) ? owner : undefined;
}
