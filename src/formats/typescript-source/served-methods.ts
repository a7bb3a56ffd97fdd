/**
 * A class whose method writes out a tools/list answer (`export class ToolsHandler { listTools() { return {
 * tools: [{ name, …, inputSchema }, …] } } }`), which the server's entry module answers with: its tools
 * are the server's when a module of the repository that names an MCP SDK imports the class (by a relative
 * path or an alias) and its tools/list handler returns only that method's result, called on an instance
 * the module makes of that class and of nothing else (`this.tools = new ToolsHandler()`, a class property
 * `tools = new ToolsHandler()`, or a `const`): `setRequestHandler(ListToolsRequestSchema, async () =>
 * this.tools.listTools())`. Callers are looked for as handed-server.ts looks for them (tests never), at
 * most MAX_READS modules, in an order of paths alone; read before the file's text alone is read (extract.ts).
 */
import type * as TS from 'typescript';
import { testSource } from '../../engine/test-source.js';
import { vendoredTypescript } from '../../util/lazy-require.js';
import type { Workspace } from '../types.js';
import { drew } from '../source/draws-on.js';
import { callersOf, memoOf, read, resolves } from './handed-server.js';
import { parsedSource } from './parsed.js';
import { stripped } from './loop-registrars.js';
import { collectReturns, namesListTools } from './tool-lists.js';
import { NAMES_SDK } from './values.js';

type Typescript = typeof import('typescript');

/** A written-out tools/list answer, tested on the text before anything is parsed. */
const ANSWER = /\btools\s{0,8}:\s{0,8}\[/;
const MAX_READS = 12;

/** The methods of the file's exported classes (`Class.method`) whose written-out tools/list answer a server of the repository serves. */
export function servedMethods(text: string, path: string, workspace: Workspace | undefined): ReadonlySet<string> {
  const out = new Set<string>();
  if (!workspace || path.split('/').includes('..') || !text.includes('class') || !ANSWER.test(text)) return out;
  const ts = vendoredTypescript();
  const candidates = answeringMethods(ts, parsedSource(ts, path, text));
  if (candidates.size === 0) return out;
  const memo = memoOf(workspace);
  let reads = MAX_READS;
  for (const caller of callersOf(workspace, path)) {
    // A test answers what it tests, maybe otherwise than the server: never a caller.
    if (caller === path || testSource(caller) !== undefined) continue;
    if (reads-- <= 0) break;
    const module = read(ts, workspace, memo, caller);
    if (!module || !NAMES_SDK.test(module.file.text)) continue;
    const classes = new Map<string, string>();
    for (const binding of module.bindings)
      if (binding.reexport === undefined && candidates.has(binding.name) && resolves(ts, workspace, memo, binding.from, caller, path))
        classes.set(binding.local, binding.name);
    const found = classes.size > 0 ? answered(ts, module.file, classes, candidates) : [];
    if (found.length > 0) drew(workspace, caller);
    for (const served of found) out.add(served);
  }
  return out;
}

/** Each exported class's methods that return `{ tools: [ … ] }`, an array literal written in the return, by class. */
function answeringMethods(ts: Typescript, file: TS.SourceFile): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const statement of file.statements) {
    if (!ts.isClassDeclaration(statement) || !statement.name || !exported(ts, statement)) continue;
    for (const member of statement.members) {
      if (!ts.isMethodDeclaration(member) || !member.body || !ts.isIdentifier(member.name)) continue;
      const returned: TS.Expression[] = [];
      collectReturns(ts, member.body, returned);
      if (!returned.some((r) => writtenAnswer(ts, r))) continue;
      const methods = out.get(statement.name.text) ?? new Set<string>();
      methods.add(member.name.text);
      out.set(statement.name.text, methods);
    }
  }
  return out;
}

function exported(ts: Typescript, node: TS.ClassDeclaration): boolean {
  return !!node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

/** Whether a returned value is `{ tools: [ … ] }` with the array written there. */
function writtenAnswer(ts: Typescript, node: TS.Expression): boolean {
  const object = stripped(ts, node);
  return (
    ts.isObjectLiteralExpression(object) &&
    object.properties.some(
      (p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'tools' && ts.isArrayLiteralExpression(stripped(ts, p.initializer)),
    )
  );
}

/** The handler of `x.setRequestHandler(ListToolsRequestSchema, handler)` when `node` is that call. */
export function listToolsHandler(ts: Typescript, node: TS.Node): TS.Expression | undefined {
  return ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'setRequestHandler' &&
    node.arguments.length === 2 &&
    namesListTools(ts, node.arguments[0])
    ? node.arguments[1]
    : undefined;
}

/**
 * The `Class.method`s a module's tools/list handlers answer with: every value a handler returns is
 * `holder.method()` (awaited or not), the holder a name (or `this.` property) the module only ever
 * assigns a `new` of one imported class (`classes`: local name → exported name).
 */
function answered(ts: Typescript, file: TS.SourceFile, classes: ReadonlyMap<string, string>, candidates: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const holders = holdersOf(ts, file, classes);
  const out: string[] = [];
  const visit = (node: TS.Node): void => {
    const handler = listToolsHandler(ts, node);
    if (handler) {
      const served = handlerAnswer(ts, handler, holders, candidates);
      if (served) out.push(served);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** `Class.method` when every return of the handler is `holder.method()` on one holder of that class, a method that writes its answer. */
function handlerAnswer(
  ts: Typescript,
  handler: TS.Expression,
  holders: ReadonlyMap<string, string>,
  candidates: ReadonlyMap<string, ReadonlySet<string>>,
): string | undefined {
  const fn = stripped(ts, handler);
  if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return undefined;
  const returned: TS.Expression[] = [];
  if (ts.isBlock(fn.body)) collectReturns(ts, fn.body, returned);
  else returned.push(fn.body);
  const answers = new Set(
    returned.map((expression) => {
      let at = stripped(ts, expression);
      if (ts.isAwaitExpression(at)) at = stripped(ts, at.expression);
      if (!ts.isCallExpression(at) || at.arguments.length > 0 || !ts.isPropertyAccessExpression(at.expression)) return undefined;
      const cls = holders.get(holderName(ts, at.expression.expression) ?? '');
      const method = at.expression.name.text;
      return cls !== undefined && candidates.get(cls)?.has(method) ? `${cls}.${method}` : undefined;
    }),
  );
  const [only] = answers;
  return answers.size === 1 ? only : undefined;
}

/** `x` for `x` and for `this.x`. */
export function holderName(ts: Typescript, node: TS.Expression): string | undefined {
  const at = stripped(ts, node);
  if (ts.isIdentifier(at)) return at.text;
  return ts.isPropertyAccessExpression(at) && at.expression.kind === ts.SyntaxKind.ThisKeyword ? at.name.text : undefined;
}

/**
 * The names (and `this.` properties) the module assigns, each time, a `new` of one class of `classes`,
 * by that class's exported name. One assigned anything else, or two classes, holds none.
 */
export function holdersOf(ts: Typescript, file: TS.SourceFile, classes: ReadonlyMap<string, string>): Map<string, string> {
  const seen = new Map<string, string | null>();
  const assign = (name: string | undefined, value: TS.Expression | undefined) => {
    if (name === undefined) return;
    const at = value && stripped(ts, value);
    const cls = at && ts.isNewExpression(at) && ts.isIdentifier(at.expression) ? classes.get(at.expression.text) : undefined;
    const before = seen.get(name);
    seen.set(name, cls !== undefined && (before === undefined || before === cls) ? cls : null);
  };
  const visit = (node: TS.Node): void => {
    if ((ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) && ts.isIdentifier(node.name) && node.initializer)
      assign(node.name.text, node.initializer);
    else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) assign(holderName(ts, node.left), node.right);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return new Map([...seen].filter((entry): entry is [string, string] => entry[1] !== null));
}
