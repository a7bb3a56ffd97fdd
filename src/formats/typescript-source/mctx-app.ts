/**
 * mctx's framework `@mctx-ai/app`, renamed `@mctx-ai/mcp` at 2.x (no MCP SDK under it: it answers JSON-RPC itself). A server is `const
 * server = createServer({…})`; a tool is `server.tool('find_text', findText)`, where `findText` is a
 * function whose tool fields are written on it as properties: `findText.description = '…'`,
 * `findText.annotations = {…}`, `findText.input = { query: T.string(…) }`. The framework's tools/list
 * answers each registered handler as `{ name, description: handler.description || "", inputSchema:
 * buildInputSchema(handler.input), annotations: handler.annotations }` (handleToolsList in
 * packages/server/src/server.js of github.com/mctx-ai/app, the same at tags @mctx-ai/app@1.0.0 to 1.2.0 and
 * @mctx-ai/mcp@2.0.1 and 2.0.2),
 * so a property is read as written only when the module that declares the handler writes it once, at its
 * top level (run before any request), as a literal, and neither that module nor the registering one uses
 * the handler in any other way (handed on, it may be written anywhere). The input schema is built by the
 * framework from its own `T` helpers: not read. The handler is the registering module's own, or one it
 * imports by its default or a named export from a relative module or an alias; that module is then one the
 * proof rests on.
 */
import type * as TS from 'typescript';
import { drew } from '../source/draws-on.js';
import type { Workspace } from '../types.js';
import { bindingsOf, exportedLocal, importedFile, memoOf, read } from './handed-server.js';
import { stripped } from './loop-registrars.js';
import { isAssignment, type Typescript } from './values.js';
import { MCTX_MODULES } from './mctx-names.js';

/** The handler properties the framework's tools/list reads as they are written. */
const READ_AS_WRITTEN = new Set(['description', 'annotations']);
/** How deep an annotations literal may nest, and how many modules of handlers one module's proof reads. */
const MAX_DEPTH = 8;
const MAX_MODULES = 64;

/** What a handler's module writes on it: each property the framework reads, as the expression written. */
export type HandlerFields = ReadonlyMap<string, TS.Expression>;
/** The values of an imported handler's properties, read in its own module. */
export type ImportedHandler = ReadonlyMap<string, unknown>;

/** The local names the framework's `createServer` is bound to in a module (a named import, maybe renamed). */
function createServerNames(ts: Typescript, file: TS.SourceFile): Set<string> {
  const out = new Set<string>();
  for (const binding of bindingsOf(ts, file))
    if (MCTX_MODULES.includes(binding.from) && binding.name === 'createServer' && !binding.reexport) out.add(binding.local);
  return out;
}

/** The top-level `const` names a module assigns the framework's `createServer(…)`: its servers. */
export function mctxServers(ts: Typescript, file: TS.SourceFile): Set<string> {
  const makers = createServerNames(ts, file);
  const out = new Set<string>();
  if (makers.size === 0) return out;
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer && stripped(ts, declaration.initializer);
      if (ts.isIdentifier(declaration.name) && init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) && makers.has(init.expression.text))
        out.add(declaration.name.text);
    }
  }
  return out;
}

/** Whether `node` is the handler of a registration `server.tool('name', handler)` on one of `servers`. */
function registeredHandler(ts: Typescript, node: TS.Identifier, servers: ReadonlySet<string>): boolean {
  const call = node.parent;
  if (!ts.isCallExpression(call) || call.arguments.length !== 2 || call.arguments[1] !== node) return false;
  const callee = call.expression;
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 'tool' && ts.isIdentifier(callee.expression) && servers.has(callee.expression.text);
}

/** Whether an identifier is a name being declared or a property's name, not a use of a binding. */
function notAUse(ts: Typescript, node: TS.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return true;
  if (ts.isQualifiedName(parent) && parent.right === node) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isMethodDeclaration(parent) || ts.isPropertySignature(parent)) && parent.name === node) return true;
  return ts.isImportClause(parent) || ts.isImportSpecifier(parent) || (ts.isExportSpecifier(parent) && parent.name === node && !parent.propertyName);
}

/**
 * The properties the framework reads that a module writes on each function it declares as one of `names` (a
 * top-level `const name = async (…) => …`, a function expression, or `function name`), by name, when each is
 * written once at the top level and the name is otherwise only read by property, exported, or (`servers`)
 * registered; undefined for a handler declared otherwise or used in any other way. One walk of the module.
 */
export function handlerProperties(
  ts: Typescript,
  file: TS.SourceFile,
  names: ReadonlySet<string>,
  servers: ReadonlySet<string> = new Set(),
): Map<string, HandlerFields | undefined> {
  const declared = declaredFunctions(ts, file);
  const states = new Map<string, { ok: boolean; written: Map<string, TS.Expression>; twice: Set<string> }>();
  for (const name of names) if (declared.has(name)) states.set(name, { ok: true, written: new Map(), twice: new Set() });
  const use = (node: TS.Identifier, written: Map<string, TS.Expression>, twice: Set<string>): boolean => {
    const parent = node.parent;
    // Its top-level declaration; one in an inner scope shadows it, and the proof gives up.
    if (ts.isFunctionDeclaration(parent) && parent.name === node) return parent.parent === file;
    if (ts.isVariableDeclaration(parent) && parent.name === node) return parent.parent.parent.parent === file;
    if (ts.isExportAssignment(parent) || ts.isExportSpecifier(parent)) return true;
    if (registeredHandler(ts, node, servers)) return true;
    if (!ts.isPropertyAccessExpression(parent) || parent.expression !== node) return false;
    const outer = parent.parent;
    const assigned = ts.isBinaryExpression(outer) && outer.left === parent && outer.operatorToken.kind === ts.SyntaxKind.EqualsToken;
    // Any other write (`+=`, `delete`, `++`, destructuring into it) makes what is served unknown.
    if (!assigned) return !writes(ts, parent);
    const key = parent.name.text;
    if (!READ_AS_WRITTEN.has(key)) return true;
    if (!ts.isExpressionStatement(outer.parent) || outer.parent.parent !== file || written.has(key)) twice.add(key);
    written.set(key, outer.right);
    return true;
  };
  const visit = (node: TS.Node): void => {
    const state = ts.isIdentifier(node) ? states.get(node.text) : undefined;
    if (state?.ok && !notAUse(ts, node as TS.Identifier)) state.ok = use(node as TS.Identifier, state.written, state.twice);
    ts.forEachChild(node, visit);
  };
  if (states.size > 0) visit(file);
  const out = new Map<string, HandlerFields | undefined>();
  for (const name of names) {
    const state = states.get(name);
    if (state) for (const key of state.twice) state.written.delete(key);
    out.set(name, state?.ok ? state.written : undefined);
  }
  return out;
}

/** The handlers a module registers on its own mctx servers, with what it writes on each (handlerProperties). */
export function ownHandlers(ts: Typescript, file: TS.SourceFile, servers: ReadonlySet<string>): Map<string, HandlerFields | undefined> {
  return handlerProperties(ts, file, registeredLocals(ts, file, servers), servers);
}

/** Whether a property access is written to rather than read. */
function writes(ts: Typescript, access: TS.PropertyAccessExpression): boolean {
  const parent = access.parent;
  if (ts.isDeleteExpression(parent)) return true;
  if (
    (ts.isPrefixUnaryExpression(parent) || ts.isPostfixUnaryExpression(parent)) &&
    [ts.SyntaxKind.PlusPlusToken, ts.SyntaxKind.MinusMinusToken].includes(parent.operator)
  )
    return true;
  if (ts.isBinaryExpression(parent) && parent.left === access) return isAssignment(ts, parent);
  return ts.isShorthandPropertyAssignment(parent) || ts.isArrayLiteralExpression(parent) || ts.isSpreadAssignment(parent);
}

/** The names a module declares at its top level as functions: `function name`, or a `const` of an arrow or function expression. */
function declaredFunctions(ts: Typescript, file: TS.SourceFile): Set<string> {
  const out = new Set<string>();
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) out.add(statement.name.text);
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer && stripped(ts, declaration.initializer);
      if (ts.isIdentifier(declaration.name) && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) out.add(declaration.name.text);
    }
  }
  return out;
}

/**
 * The handlers a module imports and registers on its mctx servers, by local name, each with the values its
 * own module writes on it (handlerProperties), read there; the proof rests on that module (drew).
 */
export function importedHandlers(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): Map<string, ImportedHandler> {
  const out = new Map<string, ImportedHandler>();
  const servers = mctxServers(ts, file);
  if (servers.size === 0) return out;
  const locals = registeredLocals(ts, file, servers);
  // The registering module may not write on one or hand it on either.
  for (const local of otherwiseUsed(ts, file, locals, servers)) locals.delete(local);
  const memo = memoOf(workspace);
  // By module, the locals each of its exports is imported as.
  const modules = new Map<string, Map<string, string[]>>();
  for (const binding of bindingsOf(ts, file)) {
    if (binding.reexport || binding.name === '*' || !locals.has(binding.local)) continue;
    const at = importedFile(ts, workspace, memo, binding.from, path);
    if (at === undefined || (!modules.has(at) && modules.size >= MAX_MODULES)) continue;
    const exports = modules.get(at) ?? new Map<string, string[]>();
    modules.set(at, exports);
    exports.set(binding.name, [...(exports.get(binding.name) ?? []), binding.local]);
  }
  for (const [at, exports] of modules) {
    const module = read(ts, workspace, memo, at);
    if (!module) continue;
    const declared = new Map<string, string[]>();
    for (const [name, imported] of exports) {
      const local = exportedLocal(ts, module.file, name);
      if (local !== undefined) declared.set(local, [...(declared.get(local) ?? []), ...imported]);
    }
    for (const [local, fields] of handlerProperties(ts, module.file, new Set(declared.keys()))) {
      if (!fields) continue;
      const values = new Map<string, unknown>();
      for (const [key, expression] of fields) {
        const value = literal(ts, expression, 0);
        if (value !== UNKNOWN) values.set(key, value);
      }
      drew(workspace, at);
      for (const name of declared.get(local) ?? []) out.set(name, values);
    }
  }
  return out;
}

/** The names a module registers as handlers on its mctx servers. */
function registeredLocals(ts: Typescript, file: TS.SourceFile, servers: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  const visit = (node: TS.Node): void => {
    if (ts.isIdentifier(node) && registeredHandler(ts, node, servers)) out.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** Those of `locals` (imported handlers) the registering module uses otherwise than as a registration's handler. */
function otherwiseUsed(ts: Typescript, file: TS.SourceFile, locals: ReadonlySet<string>, servers: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  const visit = (node: TS.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node) && locals.has(node.text) && !notAUse(ts, node) && !registeredHandler(ts, node, servers)) out.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

const UNKNOWN = Symbol('unknown');

/** A literal's JSON value: strings (joined by `+`), numbers, booleans, null, and arrays and objects of them. */
function literal(ts: Typescript, node: TS.Expression, depth: number): unknown {
  const at = stripped(ts, node);
  if (depth > MAX_DEPTH) return UNKNOWN;
  if (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at)) return at.text;
  if (ts.isNumericLiteral(at)) return Number(at.text);
  if (at.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (at.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (at.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isBinaryExpression(at) && at.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [left, right] = [literal(ts, at.left, depth + 1), literal(ts, at.right, depth + 1)];
    return typeof left === 'string' && typeof right === 'string' ? left + right : UNKNOWN;
  }
  if (ts.isArrayLiteralExpression(at)) {
    const out: unknown[] = [];
    for (const element of at.elements) {
      const value = ts.isSpreadElement(element) ? UNKNOWN : literal(ts, element, depth + 1);
      if (value === UNKNOWN) return UNKNOWN;
      out.push(value);
    }
    return out;
  }
  if (!ts.isObjectLiteralExpression(at)) return UNKNOWN;
  const out: Record<string, unknown> = {};
  for (const property of at.properties) {
    if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) return UNKNOWN;
    const value = literal(ts, property.initializer, depth + 1);
    if (value === UNKNOWN) return UNKNOWN;
    out[property.name.text] = value;
  }
  return out;
}
