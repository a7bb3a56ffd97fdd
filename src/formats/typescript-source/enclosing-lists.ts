/**
 * A tools/list answer naming a `const` list of a function around its handler: `function setupTools(server) {
 * const allTools = [{ name: 'list_projects', … }]; server.setRequestHandler(ListToolsRequestSchema, async () =>
 * ({ tools: allTools })); }`. The name stands for the list written out when the module declares it once, as a
 * `const` of a block that holds the answer (constLists, loop-registrars.ts); a name declared in another scope, or
 * a second time, stands for nothing read.
 */
import type * as TS from 'typescript';
import { stripped } from './loop-registrars.js';
import { declaredName, someNode } from './values.js';

type Typescript = typeof import('typescript');

/**
 * The list an answer's name stands for, when a block around the answer declares it, the module's only declaration
 * of the name. One the answering `bodies` declare themselves is a list they pick from (extract.ts), not this.
 */
export function enclosingList(
  ts: Typescript,
  node: TS.Expression,
  lists: ReadonlyMap<string, TS.ArrayLiteralExpression>,
  bodies: readonly TS.Node[],
): TS.ArrayLiteralExpression | undefined {
  const name = stripped(ts, node);
  const list = ts.isIdentifier(name) ? lists.get(name.text) : undefined;
  if (!list || !ts.isIdentifier(name)) return undefined;
  let declaration: TS.Node = list;
  while (!ts.isVariableDeclaration(declaration)) declaration = declaration.parent;
  // The declaration's statement, then the block (or module) holding it: the answer must be inside that block.
  const statement = declaration.parent.parent;
  const scope = statement.parent;
  const encloses = ts.isVariableStatement(statement) && scope.getStart() <= name.getStart() && name.end <= scope.end;
  const twice = someNode(ts, name.getSourceFile(), (at) => at !== declaration && declaredName(ts, at)?.text === name.text);
  const own = bodies.some((body) => body.pos <= declaration.pos && declaration.end <= body.end);
  return encloses && !twice && !own ? list : undefined;
}
