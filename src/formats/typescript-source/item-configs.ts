/**
 * How a loop's registration passes an item of a tool list (imported-lists.ts itemRegisters), beyond `t.name` and `t.description`
 * themselves: the name held in a `const` of the loop first (`const toolName = def.name; server.registerTool(toolName, …)`),
 * a text falling back to an empty one (`description: def.description ?? ''`: the item's own when it has one), and a schema
 * the registration makes of the item's own schema (`inputSchema: def.inputSchema ? fromJsonSchema(def.inputSchema) :
 * undefined`): the tool is still the item, its schema computed, so listed as not statically known, never guessed.
 */
import type * as TS from 'typescript';
import { stripped } from './loop-registrars.js';
import { someNode, type Typescript } from './values.js';

/** The config keys whose value a registration may make of the item's own (a schema converted), read as computed. */
const MADE_KEYS = new Set(['inputSchema', 'outputSchema']);

/**
 * `toolName` where the module's only declaration of it is `const toolName = def.name` (an item's key read by property):
 * that `def.name`; the node itself otherwise.
 */
export function heldItemName(ts: Typescript, node: TS.Expression): TS.Expression {
  if (!ts.isIdentifier(node)) return node;
  const found: TS.VariableDeclaration[] = [];
  let other = false;
  someNode(ts, node.getSourceFile(), (at) => {
    const declares = ts.isVariableDeclaration(at) || ts.isParameter(at) || ts.isBindingElement(at) || ts.isFunctionDeclaration(at) || ts.isClassDeclaration(at);
    const named = declares && at.name !== undefined && someNode(ts, at.name, (inner) => ts.isIdentifier(inner) && inner.text === node.text);
    if (named && ts.isVariableDeclaration(at) && ts.isIdentifier(at.name)) found.push(at);
    else if (named) other = true;
    return false;
  });
  const [only] = found;
  if (other || found.length !== 1 || !(only.parent.flags & ts.NodeFlags.Const) || !only.initializer) return node;
  const value = stripped(ts, only.initializer);
  return ts.isPropertyAccessExpression(value) && value.name.text === 'name' && ts.isIdentifier(value.expression) ? value : node;
}

/** `t.description ?? ''` (or `|| ''`): `t.description`, which the item holds; any other node as it is. */
export function withoutEmptyText(ts: Typescript, node: TS.Expression): TS.Expression {
  const at = stripped(ts, node);
  if (!ts.isBinaryExpression(at)) return node;
  const operator = at.operatorToken.kind;
  const empty = stripped(ts, at.right);
  const falls = operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken;
  return falls && (ts.isStringLiteral(empty) || ts.isNoSubstitutionTemplateLiteral(empty)) && empty.text === '' ? at.left : node;
}

/** Whether a config key is a schema the registration makes of the item's own key of that name (`itemKey` tells what a node reads). */
export function madeOfOwn(ts: Typescript, key: string, value: TS.Expression, itemKey: (node: TS.Expression) => string | undefined): boolean {
  return MADE_KEYS.has(key) && someNode(ts, value, (node) => ts.isPropertyAccessExpression(node) && itemKey(node) === key);
}
