/**
 * A hand-rolled TypeScript MCP server: a module naming no SDK that answers JSON-RPC itself, taken as the Go,
 * Python and Rust readers take one (their hand-rolled.ts): it routes on the request's method (`switch (method)`,
 * `switch (req.method)`, `if (method === "tools/list")`, or a table of handlers by method, method-tables.ts),
 * answers `initialize` with MCP's own fields (an object it writes with a `protocolVersion` or `serverInfo` key, in
 * the branch or what it hands the request on to, handed-answers.ts) and handles `tools/list`. The branches
 * answering tools/list, for imported-lists.ts to read what their `tools` key serves, as it reads an SDK handler's,
 * and for extract.ts to read the module's own list.
 */
import type * as TS from 'typescript';
import { vendoredTypescript } from '../../util/lazy-require.js';
import { answeringBodies } from './handed-answers.js';
import { stripped } from './loop-registrars.js';
import { methodTable } from './method-tables.js';
import { parsedSource } from './parsed.js';
import { someNode } from './values.js';

type Typescript = typeof import('typescript');

/** The keys only an MCP `initialize` answer writes. */
const INITIALIZE_KEYS = new Set(['protocolVersion', 'serverInfo']);

/** Whether a module answers JSON-RPC itself as an MCP server (a server file by that alone, info.ts). */
export function answersJsonRpc(text: string, path: string): boolean {
  if (!text.includes('tools/list') || !text.includes('initialize')) return false;
  const ts = vendoredTypescript();
  return handRolledAnswers(ts, parsedSource(ts, path, text)).length > 0;
}

/** The branches of a hand-rolled server's method routing that answer `tools/list`; none unless it answers `initialize` too. */
export function handRolledAnswers(ts: Typescript, file: TS.SourceFile): TS.Node[] {
  if (!file.text.includes('tools/list') || !file.text.includes('initialize')) return [];
  const branches = new Map<string, TS.Node[]>();
  const add = (method: string, branch: TS.Node) => branches.set(method, [...(branches.get(method) ?? []), branch]);
  const visit = (node: TS.Node): void => {
    if (ts.isSwitchStatement(node) && namesMethod(ts, node.expression))
      for (const clause of node.caseBlock.clauses)
        if (ts.isCaseClause(clause) && ts.isStringLiteralLike(stripped(ts, clause.expression)) && clause.statements.length > 0)
          add((stripped(ts, clause.expression) as TS.StringLiteralLike).text, clause);
    if (ts.isIfStatement(node)) {
      const method = comparedMethod(ts, node.expression);
      if (method !== undefined) add(method, node.thenStatement);
    }
    // Or a table of handlers keyed by method (method-tables.ts).
    for (const [method, body] of methodTable(ts, node)) add(method, body);
    ts.forEachChild(node, visit);
  };
  visit(file);
  const initializes = (branches.get('initialize') ?? []).some((branch) => answeringBodies(ts, branch).some((body) => writesKey(ts, body)));
  return initializes ? (branches.get('tools/list') ?? []) : [];
}

/** `method`, or `request.method`: what a JSON-RPC request routes on. */
function namesMethod(ts: Typescript, node: TS.Expression): boolean {
  const at = stripped(ts, node);
  return (ts.isIdentifier(at) && at.text === 'method') || (ts.isPropertyAccessExpression(at) && at.name.text === 'method');
}

/** The method a test `method === "tools/list"` (either side, `==` too) compares with. */
function comparedMethod(ts: Typescript, node: TS.Expression): string | undefined {
  const at = stripped(ts, node);
  if (!ts.isBinaryExpression(at)) return undefined;
  const kind = at.operatorToken.kind;
  if (kind !== ts.SyntaxKind.EqualsEqualsEqualsToken && kind !== ts.SyntaxKind.EqualsEqualsToken) return undefined;
  const [left, right] = [stripped(ts, at.left), stripped(ts, at.right)];
  if (namesMethod(ts, left) && ts.isStringLiteralLike(right)) return right.text;
  return namesMethod(ts, right) && ts.isStringLiteralLike(left) ? left.text : undefined;
}

/** Whether a branch writes an object with one of the `initialize` answer's own keys. */
function writesKey(ts: Typescript, branch: TS.Node): boolean {
  return someNode(
    ts,
    branch,
    (node) => (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && ts.isIdentifier(node.name) && INITIALIZE_KEYS.has(node.name.text),
  );
}
