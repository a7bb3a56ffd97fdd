/**
 * A module naming no SDK that registers on an instance of a class another module of the repository exports,
 * whose `registerTool` method hands the SDK's server what it is given: `const server = new BrowserServer(…);
 * server.registerTool('list_pages', { title: '…', description: '…', inputSchema }, handler)` of `export class
 * BrowserServer { private server: McpServer; registerTool(name, definition, handler) { this.server.registerTool(name,
 * { title: definition.title, description: definition.description, inputSchema: definition.inputSchema },
 * wrap(handler)); } }`. The class's module names an MCP SDK and declares the property an SDK server (or a base
 * class does, handed-server.ts); the method's one registration, a statement of its own body (no branch, loop or
 * callback around it), gets its first parameter as the name and its second whole, or an object literal each of
 * whose values is that parameter's member of the same key or names neither parameter; neither is assigned. Each
 * `registerTool` call on a `const` made of that class is then the SDK's as written (extract.ts reads any), when
 * each call's config is an object literal whose every key the method copies (no key read that the SDK never
 * gets) and the file makes no registration call on anything else (whose receiver nothing proves a server).
 */
import type * as TS from 'typescript';
import { vendoredTypescript } from '../../util/lazy-require.js';
import { drew } from '../source/draws-on.js';
import type { Workspace } from '../types.js';
import { bindingsOf, classDeclares, importedFile, memoOf, parseWithin, read } from './handed-server.js';
import { stripped } from './loop-registrars.js';
import { calledMethod, constructedServer } from './server-object.js';
import { isAssignment, type Typescript } from './values.js';

/** An SDK module: the class's module must name one. */
const NAMES_SDK = /['"]@modelcontextprotocol\/(?:sdk|server)['"/]/;
/** How many instances (so classes' modules) one file's proof reads. */
const MAX_MODULES = 4;
/** The calls extract.ts reads as registrations on any receiver. */
const REGISTRATIONS = new Set(['tool', 'registerTool', 'prompt', 'registerPrompt', 'resource', 'registerResource', 'setRequestHandler']);
/** How many classes up the server property's declaration is looked for. */
const MAX_BASES = 2;

/**
 * Whether the file registers on instances of classes of the repository that forward `registerTool` to the SDK,
 * and on nothing else: each registration call of the file (extract.ts reads any receiver's) is on such an
 * instance, a `registerTool` whose config is a literal the class copies every key of.
 */
export function forwardingInstance(text: string, path: string, workspace: Workspace | undefined): boolean {
  if (!workspace || !text.includes('.registerTool(') || !text.includes('new ')) return false;
  const ts = vendoredTypescript();
  const file = parseWithin(ts, path, text);
  if (!file) return false;
  const byInstance = new Map<TS.VariableDeclaration, TS.CallExpression[]>();
  let other = false;
  const visit = (node: TS.Node): void => {
    const method = ts.isCallExpression(node) ? calledMethod(ts, node)?.name.text : undefined;
    if (method !== undefined && REGISTRATIONS.has(method)) {
      const declared = method === 'registerTool' ? constructedServer(ts, node) : undefined;
      if (declared) byInstance.set(declared, [...(byInstance.get(declared) ?? []), node as TS.CallExpression]);
      else other = true;
    }
    if (!other) ts.forEachChild(node, visit);
  };
  visit(file);
  if (other || byInstance.size === 0 || byInstance.size > MAX_MODULES) return false;
  const memo = memoOf(workspace);
  const drawn: string[] = [];
  for (const [declared, calls] of byInstance) {
    const made = constClass(ts, declared);
    const binding = made && bindingsOf(ts, file).find((b) => b.reexport === undefined && b.local === made && b.name !== '*');
    const at = binding && importedFile(ts, workspace, memo, binding.from, path);
    const module = at === undefined ? undefined : read(ts, workspace, memo, at);
    if (!binding || at === undefined || !module || !NAMES_SDK.test(module.file.text)) return false;
    const cls = exportedClass(ts, module.file, binding.name);
    const copied = cls && forwardedKeys(ts, workspace, memo, module.file, at, cls);
    if (!copied || !calls.every((call) => readable(ts, call, copied))) return false;
    drawn.push(at);
  }
  for (const at of drawn) drew(workspace, at);
  return true;
}

/** The class a `const` is made of by `new C(…)` (awaited or not), by the name the file knows it. */
function constClass(ts: Typescript, declared: TS.VariableDeclaration): string | undefined {
  if (!ts.isVariableDeclarationList(declared.parent) || (declared.parent.flags & ts.NodeFlags.Const) === 0 || !declared.initializer) return undefined;
  let at = stripped(ts, declared.initializer);
  if (ts.isAwaitExpression(at)) at = stripped(ts, at.expression);
  return ts.isNewExpression(at) && ts.isIdentifier(at.expression) ? at.expression.text : undefined;
}

function exportedClass(ts: Typescript, file: TS.SourceFile, name: string): TS.ClassDeclaration | undefined {
  return file.statements.find(
    (s): s is TS.ClassDeclaration =>
      ts.isClassDeclaration(s) && s.name?.text === name && !!ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword),
  );
}

/**
 * What the class's `registerTool` hands the SDK of the config it is given: `true` for the config whole, or the
 * keys it copies as they are; undefined when the method is no such forward.
 */
function forwardedKeys(
  ts: Typescript,
  workspace: Workspace,
  memo: ReturnType<typeof memoOf>,
  file: TS.SourceFile,
  path: string,
  cls: TS.ClassDeclaration,
): true | ReadonlySet<string> | undefined {
  const methods = cls.members.filter((m): m is TS.MethodDeclaration => ts.isMethodDeclaration(m) && ts.isIdentifier(m.name) && m.name.text === 'registerTool');
  const [method] = methods;
  if (methods.length !== 1 || !method.body || method.parameters.length < 2) return undefined;
  const [nameParameter, configParameter] = method.parameters;
  if (!ts.isIdentifier(nameParameter.name) || !ts.isIdentifier(configParameter.name) || nameParameter.dotDotDotToken || configParameter.dotDotDotToken)
    return undefined;
  const name = nameParameter.name.text;
  const config = configParameter.name.text;
  if (assigns(ts, method.body, new Set([name, config]))) return undefined;
  // The one registration of the method's own body, each a statement of it (`this.server.registerTool(…)`, awaited or returned).
  const inner = method.body.statements.flatMap((statement) => {
    let at: TS.Expression | undefined = ts.isExpressionStatement(statement) || ts.isReturnStatement(statement) ? statement.expression : undefined;
    if (at && ts.isAwaitExpression(at)) at = at.expression;
    return at && ts.isCallExpression(at) ? [at] : [];
  });
  const registrations = inner.filter((call) => ['registerTool', 'tool'].includes(calledMethod(ts, call)?.name.text ?? ''));
  const [call] = registrations;
  if (registrations.length !== 1 || calledMethod(ts, call)?.name.text !== 'registerTool' || call.arguments.length < 3) return undefined;
  const receiver = (calledMethod(ts, call) as TS.PropertyAccessExpression).expression;
  if (!ts.isPropertyAccessExpression(receiver) || receiver.expression.kind !== ts.SyntaxKind.ThisKeyword) return undefined;
  if (!classDeclares(ts, workspace, memo, file, path, cls, receiver.name.text, undefined, MAX_BASES)) return undefined;
  const [nameArgument, configArgument] = call.arguments;
  if (!ts.isIdentifier(nameArgument) || nameArgument.text !== name) return undefined;
  const given = stripped(ts, configArgument);
  if (ts.isIdentifier(given)) return given.text === config ? true : undefined;
  if (!ts.isObjectLiteralExpression(given)) return undefined;
  const copied = new Set<string>();
  for (const property of given.properties) {
    if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) return undefined;
    const value = stripped(ts, property.initializer);
    const member = ts.isPropertyAccessExpression(value) && ts.isIdentifier(value.expression) && value.expression.text === config;
    if (member && value.name.text === property.name.text) copied.add(property.name.text);
    else if (names(ts, value, name) || names(ts, value, config)) return undefined;
  }
  return copied;
}

/** Whether the body assigns one of `names` or writes through one (`definition.description = …`), nested functions too. */
function assigns(ts: Typescript, body: TS.Node, names: ReadonlySet<string>): boolean {
  const root = (node: TS.Expression): TS.Expression => {
    let at = stripped(ts, node);
    while (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at)) at = stripped(ts, at.expression);
    return at;
  };
  const written = (node: TS.Expression) => {
    const at = root(node);
    return ts.isIdentifier(at) && names.has(at.text);
  };
  const visit = (node: TS.Node): boolean => {
    if (isAssignment(ts, node) && written(node.left)) return true;
    if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && written(node.operand)) return true;
    if (ts.isDeleteExpression(node) && written(node.expression)) return true;
    return ts.forEachChild(node, visit) ?? false;
  };
  return visit(body);
}

/** Whether an expression reads the name anywhere (a key or a property name after a dot aside). */
function names(ts: Typescript, node: TS.Node, name: string): boolean {
  if (ts.isIdentifier(node)) {
    const key = (ts.isPropertyAccessExpression(node.parent) || ts.isPropertyAssignment(node.parent)) && node.parent.name === node;
    return node.text === name && !key;
  }
  return ts.forEachChild(node, (child) => names(ts, child, name) || undefined) ?? false;
}

/** Whether a call hands the method a name and an object literal config every key of which the method copies. */
function readable(ts: Typescript, call: TS.CallExpression, copied: true | ReadonlySet<string>): boolean {
  if (call.arguments.length < 2 || call.arguments.some((arg) => ts.isSpreadElement(arg))) return false;
  const config = stripped(ts, call.arguments[1]);
  if (!ts.isObjectLiteralExpression(config)) return false;
  if (copied === true) return true;
  return config.properties.every(
    (p) =>
      (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && copied.has(p.name.text),
  );
}
