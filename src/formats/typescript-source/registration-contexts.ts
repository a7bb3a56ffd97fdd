/**
 * A tool module naming no SDK, handed a registration context another module of the repository types and
 * builds: `export function registerRadarTools(context: RegistrationContext) { context.registerTool('x', {…}, cb) }`
 * with `RegistrationContext` imported (by a relative path, an alias, or a workspace package and its subpath,
 * `@acme/common/src/context`) from a module naming an SDK that declares
 * `interface RegistrationContext { readonly registerTool: … }` and builds every such context in a function
 * declared to return it, `return { ...seed, registerTool }`, of a `const registerTool = (name, config, cb) =>
 * server.registerTool(name, config, wrap(cb))` on its parameter typed as the SDK's `McpServer`. What the
 * context's `registerTool` is handed then reaches the SDK as written: each call is read as that
 * registration, in the versions of the SDK the context's module depends on. The same proof as a parameter
 * typed as the SDK's server (handed-server.ts), one module further: a context whose `registerTool` is not
 * `readonly`, is built by a function whose `registerTool` renames, drops or rewrites the name or the config,
 * calls under a branch, or that returns anything else on some path, proves nothing.
 */
import type * as TS from 'typescript';
import { vendoredTypescript } from '../../util/lazy-require.js';
import type { Workspace } from '../types.js';
import { forwardedParameters } from './forwarders.js';
import { bindingsOf, importedFile, memoOf, read } from './handed-server.js';
import { parsedSource } from './parsed.js';
import type { Typescript } from './values.js';
import { packageSubpath } from './workspace-packages.js';

/** An SDK module: the context's module must name one, and type its server with the SDK's class. */
const NAMES_SDK = /['"]@modelcontextprotocol\/(?:sdk|server)['"/]/;
const SDK_MODULE = /^@modelcontextprotocol\/(?:sdk\/server\/|server$)/;
/** The parameter types a file's registrations name, looked up at most: a tool module has one or two. */
const MAX_TYPES = 4;

/** A module declaring and building a registration context: its path and text (for its SDK's versions). */
export interface ContextModule {
  path: string;
  text: string;
}

/**
 * The module building the registration context a file naming no SDK registers its tools on, when that context
 * provably hands `registerTool`'s name and config to the SDK unchanged (said to the workspace, which re-checks
 * the file when that module changes); undefined otherwise.
 */
export function registrationContext(text: string, path: string, workspace: Workspace | undefined): ContextModule | undefined {
  if (!workspace || !text.includes('.registerTool(') || path.split('/').includes('..')) return undefined;
  const ts = vendoredTypescript();
  const file = parsedSource(ts, path, text);
  const bindings = bindingsOf(ts, file);
  const memo = memoOf(workspace);
  let looked = 0;
  for (const type of contextTypes(ts, file)) {
    const binding = bindings.find((b) => b.local === type && b.reexport === undefined && b.name !== '*' && b.name !== 'default');
    if (!binding || looked++ >= MAX_TYPES) continue;
    const relative = binding.from.startsWith('.');
    const at = importedFile(ts, workspace, memo, binding.from, path) ?? (relative ? undefined : packageSubpath(workspace, binding.from, path));
    const module = at === undefined ? undefined : read(ts, workspace, memo, at);
    if (!module || at === undefined || !NAMES_SDK.test(module.file.text) || !forwardingContext(ts, module.file, binding.name)) continue;
    workspace.drawsOn?.(at);
    return { path: at, text: module.file.text };
  }
  return undefined;
}

/** The type names of the parameters the file's `registerTool` calls are made on: `context.registerTool(…)` in a function taking `context: T<…>`. */
function contextTypes(ts: Typescript, file: TS.SourceFile): Set<string> {
  const out = new Set<string>();
  const visit = (node: TS.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'registerTool') {
      const receiver = node.expression.expression;
      const type = ts.isIdentifier(receiver) ? parameterType(ts, node, receiver.text) : undefined;
      if (type) out.add(type);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** The type name of the innermost parameter `name` in scope at `at`, written as a plain type reference. */
function parameterType(ts: Typescript, at: TS.Node, name: string): string | undefined {
  for (let scope: TS.Node | undefined = at.parent; scope; scope = scope.parent) {
    if (!ts.isFunctionLike(scope)) continue;
    const parameter = scope.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name);
    if (!parameter) continue;
    const type = parameter.type;
    return type && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) ? type.typeName.text : undefined;
  }
  return undefined;
}

/**
 * Whether the module declares the exported interface `name` with a `readonly registerTool`, and builds it only
 * in functions declared to return it (at least one), each building it forwarding: a value typed so in any other
 * way (`const ctx: Ctx = {…}`, an arrow returning it) may be anything.
 */
export function forwardingContext(ts: Typescript, file: TS.SourceFile, name: string): boolean {
  const declared = file.statements.find((s): s is TS.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name);
  const exported = declared && ts.getModifiers(declared)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const member = declared?.members.find((m) => m.name && ts.isIdentifier(m.name) && m.name.text === 'registerTool');
  if (!exported || !member || !ts.isPropertySignature(member) || !ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword)) return false;
  const builders: TS.Node[] = [];
  const visit = (node: TS.Node): void => {
    const type = (ts.isFunctionLike(node) || ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) && node.type;
    if (type && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === name) builders.push(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return (
    builders.length > 0 && builders.every((fn) => ts.isFunctionDeclaration(fn) && fn.body !== undefined && fn.parent === file && buildsForwarding(ts, file, fn))
  );
}

/** Whether every `return` of the function hands back an object literal whose last `registerTool` member (after any spread) is its forwarding `const`. */
function buildsForwarding(ts: Typescript, file: TS.SourceFile, fn: TS.FunctionDeclaration): boolean {
  const body = fn.body as TS.Block;
  const returns: TS.ReturnStatement[] = [];
  const visit = (node: TS.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isReturnStatement(node)) returns.push(node);
    ts.forEachChild(node, visit);
  };
  visit(body);
  if (returns.length === 0) return false;
  return returns.every((statement) => {
    const value = statement.expression;
    if (!value || !ts.isObjectLiteralExpression(value)) return false;
    const last =
      value.properties.length - 1 - [...value.properties].reverse().findIndex((p) => ts.isSpreadAssignment(p) || p.name?.getText(file) === 'registerTool');
    const member = value.properties[last];
    const local =
      member && ts.isShorthandPropertyAssignment(member)
        ? member.name.text
        : member && ts.isPropertyAssignment(member) && ts.isIdentifier(member.initializer)
          ? member.initializer.text
          : undefined;
    return local !== undefined && forwards(ts, fn, body, local);
  });
}

/** Whether `local` is a `const` of the function's body holding an arrow that hands its first two parameters, as they are, to `server.registerTool` on a parameter typed as the SDK's server. */
function forwards(ts: Typescript, fn: TS.FunctionDeclaration, body: TS.Block, local: string): boolean {
  let helper: TS.Expression | undefined;
  for (const statement of body.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name) && d.name.text === local) helper = d.initializer;
  }
  if (!helper || !(ts.isArrowFunction(helper) || ts.isFunctionExpression(helper))) return false;
  const found = forwardedParameters(ts, helper);
  if (!found?.modern || found.positions.length !== 2 || found.positions[0] !== 0 || found.positions[1] !== 1) return false;
  const receiver = (found.inner.expression as TS.PropertyAccessExpression).expression;
  if (!ts.isIdentifier(receiver) || helper.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === receiver.text)) return false;
  const server = fn.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === receiver.text);
  const type = server?.type;
  return !!type && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && sdkServerType(ts, fn.getSourceFile(), type.typeName.text);
}

/** Whether the module imports `local` as the SDK's `McpServer`. */
function sdkServerType(ts: Typescript, file: TS.SourceFile, local: string): boolean {
  return bindingsOf(ts, file).some((b) => b.local === local && b.name === 'McpServer' && SDK_MODULE.test(b.from));
}
