/**
 * A Map of tools keyed by name whose values are statically known (imported-lists.ts): one a module declares
 * (`const tools = new Map()`, or a `private` / `#` class field) and writes only by `tools.set(t.name, t)`
 * of each item `t` a loop binds over a known list, or fills once, `new Map(list.map((t) => [t.name, t]))`.
 * Every other use of it must read it (`get`, `has`, `values`, `keys`, `entries`, `forEach`, `size`), but the
 * one `return` that hands it to a caller. A set of another value, `delete`, `clear`, an assignment, the Map
 * handed to a call, exported or reachable from another module may change what it holds: then nothing is proved.
 */
import type * as TS from 'typescript';
import { iteratedBy, stripped } from './loop-registrars.js';

type Typescript = typeof import('typescript');

/** The Map methods and properties that read it only. */
const READS = new Set(['get', 'has', 'values', 'keys', 'entries', 'forEach', 'size']);

/** How a Map may be filled: `isKnown` tells a known list; `held`, an initializer that gives a Map known already (`registerTools()`). */
export interface MapFill {
  isKnown: (list: TS.Expression) => boolean;
  held?: (initializer: TS.Expression) => boolean;
  /** The expression of the one `return` that hands the Map on (`return tools`), if it is handed on. */
  returned?: TS.Expression;
}

/** Where a Map is declared: a `const` of a module or function, or a closed class field. */
export type MapDeclaration = TS.VariableDeclaration | TS.PropertyDeclaration;

/**
 * The declaration of the Map an expression names: `tools`, the nearest `const tools` of the blocks around
 * it; `this.tools`, a field of the class around it that no other module or subclass reaches (`private`, `#`).
 */
export function mapDeclaration(ts: Typescript, ref: TS.Expression): MapDeclaration | undefined {
  const at = stripped(ts, ref);
  if (ts.isPropertyAccessExpression(at) && at.expression.kind === ts.SyntaxKind.ThisKeyword) {
    const cls = enclosingClass(ts, at);
    const fields = cls?.members.filter((m) => m.name && (ts.isIdentifier(m.name) || ts.isPrivateIdentifier(m.name)) && m.name.text === at.name.text);
    const field = fields?.length === 1 ? fields[0] : undefined;
    const closed =
      field &&
      (ts.isPrivateIdentifier(field.name as TS.Node) || ts.getModifiers(field as TS.PropertyDeclaration)?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword));
    return field && ts.isPropertyDeclaration(field) && closed ? field : undefined;
  }
  if (!ts.isIdentifier(at)) return undefined;
  for (let node: TS.Node | undefined = at.parent; node; node = node.parent) {
    if (!ts.isBlock(node) && !ts.isSourceFile(node)) continue;
    for (const statement of node.statements) {
      if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
      const exported = ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      const found = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === at.text);
      if (found) return exported ? undefined : found;
    }
  }
  return undefined;
}

/** Whether the Map `declaration` declares holds the items of known lists and nothing else, as the module comment says. */
export function filledOnlyFrom(ts: Typescript, declaration: MapDeclaration, fill: MapFill): boolean {
  // A field declared bare is given its Map once, first thing in the constructor (`this.tools = new Map()`).
  const assigned = declaration.initializer ? undefined : constructorAssignment(ts, declaration);
  const given = declaration.initializer ?? assigned?.right;
  const initializer = given && stripped(ts, given);
  if (!initializer) return false;
  let filled = !!fill.held?.(initializer);
  if (!filled) {
    if (!ts.isNewExpression(initializer) || !ts.isIdentifier(initializer.expression) || initializer.expression.text !== 'Map') return false;
    const [entries, ...rest] = initializer.arguments ?? [];
    if (rest.length > 0 || (entries && !namedEntries(ts, entries, fill))) return false;
    filled = !!entries;
  }
  const field = ts.isPropertyDeclaration(declaration);
  const name = (declaration.name as TS.Identifier | TS.PrivateIdentifier).text;
  // A field is read within its class; a `const`, within the block that declares it (any other binding of the name there counts as a use).
  const scope = field ? declaration.parent : declaration.parent.parent.parent;
  let ok = true;
  const visit = (node: TS.Node): void => {
    if (!ok) return;
    const ref = field
      ? ts.isPropertyAccessExpression(node) && node.expression.kind === ts.SyntaxKind.ThisKeyword && node.name.text === name
      : ts.isIdentifier(node) && node.text === name && !isPropertyName(ts, node);
    if (ref && node !== declaration.name && node !== assigned?.left) {
      const use = used(ts, node as TS.Expression, fill);
      if (use === undefined) ok = false;
      filled ||= use === 'set';
      return;
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(scope, visit);
  return ok && filled;
}

/**
 * `this.tools = …` as a statement of the constructor's own body (no condition or loop around it), for a bare
 * field of its class: the one place it is given a value.
 */
function constructorAssignment(ts: Typescript, declaration: MapDeclaration): TS.BinaryExpression | undefined {
  if (!ts.isPropertyDeclaration(declaration)) return undefined;
  const name = (declaration.name as TS.Identifier | TS.PrivateIdentifier).text;
  const made = declaration.parent.members.find((m): m is TS.ConstructorDeclaration => ts.isConstructorDeclaration(m) && !!m.body);
  for (const statement of made?.body?.statements ?? []) {
    const at = ts.isExpressionStatement(statement) ? statement.expression : undefined;
    if (!at || !ts.isBinaryExpression(at) || at.operatorToken.kind !== ts.SyntaxKind.EqualsToken) continue;
    const left = stripped(ts, at.left);
    if (ts.isPropertyAccessExpression(left) && left.expression.kind === ts.SyntaxKind.ThisKeyword && left.name.text === name) return at;
  }
  return undefined;
}

/** How one reference uses the Map: a read, a `set(t.name, t)` of a known list's item, the one hand-on; undefined for anything else. */
function used(ts: Typescript, ref: TS.Expression, fill: MapFill): 'read' | 'set' | undefined {
  const parent = ref.parent;
  if (ts.isReturnStatement(parent) && parent.expression === ref && ref === fill.returned) return 'read';
  if (!ts.isPropertyAccessExpression(parent) || parent.expression !== ref) return undefined;
  if (READS.has(parent.name.text)) return 'read';
  const call = parent.parent;
  if (parent.name.text !== 'set' || !ts.isCallExpression(call) || call.expression !== parent || call.arguments.length !== 2) return undefined;
  const [key, value] = call.arguments.map((arg) => stripped(ts, arg));
  const named = ts.isPropertyAccessExpression(key) && key.name.text === 'name' && ts.isIdentifier(key.expression) ? key.expression.text : undefined;
  const iterated = ts.isIdentifier(value) && value.text === named ? iteratedBy(ts, value, value.text) : undefined;
  return iterated && fill.isKnown(stripped(ts, iterated)) ? 'set' : undefined;
}

/** `list.map((t) => [t.name, t])` over a known list: each entry an item keyed by its name. */
function namedEntries(ts: Typescript, node: TS.Expression, fill: MapFill): boolean {
  const at = stripped(ts, node);
  if (!ts.isCallExpression(at) || at.arguments.length !== 1 || !ts.isPropertyAccessExpression(at.expression) || at.expression.name.text !== 'map') return false;
  const callback = stripped(ts, at.arguments[0]);
  if (!(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) || callback.parameters.length !== 1 || ts.isBlock(callback.body)) return false;
  const item = callback.parameters[0].name;
  const entry = stripped(ts, callback.body);
  if (!ts.isIdentifier(item) || !ts.isArrayLiteralExpression(entry) || entry.elements.length !== 2) return false;
  const [key, value] = entry.elements.map((element) => stripped(ts, element));
  const keyed = ts.isPropertyAccessExpression(key) && key.name.text === 'name' && ts.isIdentifier(key.expression) && key.expression.text === item.text;
  return keyed && ts.isIdentifier(value) && value.text === item.text && fill.isKnown(stripped(ts, at.expression.expression));
}

/** Whether an identifier is a property's name (`x.tools`, `{ tools: … }`), not a reference to a variable. */
function isPropertyName(ts: Typescript, node: TS.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent)) && parent.name === node)
  );
}

/** The class a node sits in. */
function enclosingClass(ts: Typescript, node: TS.Node): TS.ClassLikeDeclaration | undefined {
  for (let at = node.parent; at; at = at.parent) if (ts.isClassLike(at)) return at;
  return undefined;
}
