/**
 * A list of tools a module puts together of its own `const` lists, `export const ALL_TOOLS = [...QUERY_TOOLS,
 * ...SCHEMA_TOOLS]` (or `export function getAllTools() { return [...QUERY_TOOLS, …] }`), those lists not exported:
 * each spread of a list the module writes out once as a `const` array literal (loop-registrars.ts's constLists)
 * stands for that list's items, in order, spreads within it followed too. A list the module changes
 * (`QUERY_TOOLS.push(…)`, `QUERY_TOOLS[0].description = …`, `Object.assign(QUERY_TOOLS, …)`) holds other
 * items than it writes, and a spread of anything else (another module's list, a call) is not known here:
 * either leaves the whole list unread, but a spread the caller takes apart (generated-items.ts).
 */
import type * as TS from 'typescript';
import { constLists, stripped } from './loop-registrars.js';
import { isAssignment, walk } from './values.js';

type Typescript = typeof import('typescript');

/** How deep lists spread into one another are followed. */
const MAX_DEPTH = 3;
/** The array methods that add, remove or replace a list's items in place. */
const CHANGING = new Set(['push', 'pop', 'shift', 'unshift', 'splice', 'fill', 'copyWithin']);

/**
 * The items of a list literal with each spread of the module's own unchanged `const` list replaced by that
 * list's items; undefined when a spread is of anything else. A list with no spread is its own elements.
 */
export function spreadItems(
  ts: Typescript,
  file: TS.SourceFile,
  list: TS.ArrayLiteralExpression,
  /** Spreads the caller takes apart itself (generated-items.ts), left out. */
  apart?: (spread: TS.SpreadElement) => boolean,
): TS.Expression[] | undefined {
  if (!list.elements.some((element) => ts.isSpreadElement(element))) return [...list.elements];
  const lists = constLists(ts, file);
  const changed = changedNames(ts, file);
  const items = (at: TS.ArrayLiteralExpression, depth: number): TS.Expression[] | undefined => {
    const out: TS.Expression[] = [];
    for (const element of at.elements) {
      if (!ts.isSpreadElement(element)) {
        out.push(element);
        continue;
      }
      if (apart?.(element)) continue;
      const named = stripped(ts, element.expression);
      const spread = ts.isIdentifier(named) && !changed.has(named.text) ? lists.get(named.text) : undefined;
      const inner = spread && depth < MAX_DEPTH ? items(spread, depth + 1) : undefined;
      if (!inner) return undefined;
      out.push(...inner);
    }
    return out;
  };
  return items(list, 0);
}

/** The module's `const` lists (constLists) it never changes, by name. */
export function unchangedLists(ts: Typescript, file: TS.SourceFile): Map<string, TS.ArrayLiteralExpression> {
  const changed = changedNames(ts, file);
  return new Map([...constLists(ts, file)].filter(([name]) => !changed.has(name)));
}

/** Whether a `const` list is the module's own, declared at its top (and so, of constLists, bound nowhere else). */
export function declaredAtTop(ts: Typescript, list: TS.ArrayLiteralExpression): boolean {
  let statement: TS.Node | undefined = list;
  while (statement && !ts.isVariableStatement(statement)) statement = statement.parent;
  return !!statement && ts.isSourceFile(statement.parent);
}

/**
 * The names the module changes the value of: `name.key = …` (any assignment, `name[i] = …`, through a longer
 * access too), `delete name.key`, `name.push(…)` and the other changing methods, `Object.assign(name, …)`.
 */
export function changedNames(ts: Typescript, file: TS.SourceFile): Set<string> {
  const out = new Set<string>();
  /** The name an access starts from: `name` of `name[0].description`. */
  const root = (node: TS.Expression): string | undefined => {
    let at = stripped(ts, node);
    while (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at)) at = stripped(ts, at.expression);
    return ts.isIdentifier(at) ? at.text : undefined;
  };
  const add = (name: string | undefined) => {
    if (name !== undefined) out.add(name);
  };
  walk(ts, file, (node) => {
    if (isAssignment(ts, node)) {
      const left = stripped(ts, node.left);
      if (ts.isPropertyAccessExpression(left) || ts.isElementAccessExpression(left)) add(root(left));
    } else if (ts.isDeleteExpression(node)) add(root(node.expression));
    else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const { expression: owner, name } = node.expression;
      if (CHANGING.has(name.text)) add(root(owner));
      else if (name.text === 'assign' && ts.isIdentifier(owner) && owner.text === 'Object' && node.arguments.length > 0) add(root(node.arguments[0]));
    }
  });
  return out;
}
