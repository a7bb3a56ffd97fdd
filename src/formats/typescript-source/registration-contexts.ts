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
 * A method of the context returning that `registerTool`'s call of its own name parameter and a copy of its
 * config parameter with some keys set anew (`accountTool(name, config, handler) { if (!accounts) throw …;
 * return registerTool(name, { ...config, inputSchema }, wrapped) }`) registers the call's name and config as
 * written but for those keys, which are not statically known; a throw before it ends the server's building,
 * no tool left out.
 */
import type * as TS from 'typescript';
import { vendoredTypescript } from '../../util/lazy-require.js';
import { stableMap, type Workspace } from '../types.js';
import { forwardedParameters } from './forwarders.js';
import { bindingsOf, importedFile, memoOf, parseWithin, read } from './handed-server.js';
import { isAssignment, type Typescript, walk } from './values.js';
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
  /** The file's calls of the context's methods other than `registerTool`, by where each starts: the config keys the method sets anew. */
  calls: ReadonlyMap<number, readonly string[]>;
}

/** Each context method proved to register: the config keys it sets anew (none for `registerTool`). */
type Methods = ReadonlyMap<string, readonly string[]>;

/** What each file's proof found, for the text it was made of: asked by classification, the SDK step and the reader alike. */
const FOUND = new WeakMap<Workspace, Map<string, { text: string; found: ContextModule | undefined }>>();
const MAX_KEPT = 200;

/**
 * The module building the registration context a file naming no SDK registers its tools on, when that context
 * provably hands `registerTool`'s name and config to the SDK unchanged (said to the workspace, which re-checks
 * the file when that module changes); undefined otherwise.
 */
export function registrationContext(text: string, path: string, workspace: Workspace | undefined): ContextModule | undefined {
  if (!workspace || !text.includes('Tool(') || !CONTEXT_CALL.test(text) || path.split('/').includes('..')) return undefined;
  const kept = stableMap(FOUND, workspace);
  const known = kept?.get(path);
  if (known?.text === text) {
    if (known.found) workspace.drawsOn?.(known.found.path);
    return known.found;
  }
  const found = prove(text, path, workspace);
  if (kept && kept.size >= MAX_KEPT) kept.clear();
  kept?.set(path, { text, found });
  return found;
}

/** `ctx.registerTool(` or another method whose name ends in `Tool`, on a receiver: what a context's calls look like. */
const CONTEXT_CALL = /\.[A-Za-z_$][\w$]{0,60}Tool\(/;

function prove(text: string, path: string, workspace: Workspace): ContextModule | undefined {
  const ts = vendoredTypescript();
  const file = parseWithin(ts, path, text);
  if (!file) return undefined;
  const bindings = bindingsOf(ts, file);
  const memo = memoOf(workspace);
  const byType = contextCalls(ts, file);
  let looked = 0;
  for (const [type, calls] of byType) {
    const binding = bindings.find((b) => b.local === type && b.reexport === undefined && b.name !== '*' && b.name !== 'default');
    if (!binding || looked++ >= MAX_TYPES) continue;
    const relative = binding.from.startsWith('.');
    const at = importedFile(ts, workspace, memo, binding.from, path) ?? (relative ? undefined : packageSubpath(workspace, binding.from, path));
    const module = at === undefined ? undefined : read(ts, workspace, memo, at);
    const methods = module && at !== undefined && NAMES_SDK.test(module.file.text) ? forwardingContext(ts, module.file, binding.name) : undefined;
    if (!methods || at === undefined || !module) continue;
    const proved = new Map<number, readonly string[]>();
    let registers = false;
    for (const call of calls) {
      const method = (call.expression as TS.PropertyAccessExpression).name.text;
      const keys = methods.get(method);
      if (keys !== undefined) registers = true;
      if (keys !== undefined && method !== 'registerTool') proved.set(call.getStart(file), keys);
    }
    if (!registers) continue;
    workspace.drawsOn?.(at);
    return { path: at, text: module.file.text, calls: proved };
  }
  return undefined;
}

/** The file's method calls on parameters typed by name (`ctx.registerTool(…)` in a function taking `ctx: T<…>`), by that type's name. */
function contextCalls(ts: Typescript, file: TS.SourceFile): Map<string, TS.CallExpression[]> {
  const out = new Map<string, TS.CallExpression[]>();
  for (const node of descendants(ts, file)) {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text.endsWith('Tool')) {
      const receiver = node.expression.expression;
      const type = ts.isIdentifier(receiver) ? parameterType(ts, node, receiver.text) : undefined;
      if (type) out.set(type, [...(out.get(type) ?? []), node]);
    }
  }
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
 * The methods of the exported interface `name` the module proves to register, when it declares `registerTool`
 * `readonly` and builds the interface only in functions declared to return it (at least one), each building it
 * forwarding: a value typed so in any other way (`const ctx: Ctx = {…}`, an arrow returning it) may be anything.
 * Another method counts when the interface declares it (a method, or a `readonly` property) and every builder
 * makes it return `registerTool`'s call (setsAnew).
 */
export function forwardingContext(ts: Typescript, file: TS.SourceFile, name: string): Methods | undefined {
  const declared = file.statements.find((s): s is TS.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name);
  if (!declared || !ts.getModifiers(declared)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return undefined;
  const fixed = new Set<string>();
  for (const member of declared.members) {
    const key = member.name && ts.isIdentifier(member.name) ? member.name.text : undefined;
    const readonly = ts.isPropertySignature(member) && ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword);
    if (key !== undefined && (readonly || (ts.isMethodSignature(member) && key !== 'registerTool'))) fixed.add(key);
  }
  if (!fixed.has('registerTool')) return undefined;
  const builders = descendants(ts, file).filter((node) => {
    const type = (ts.isFunctionLike(node) || ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) && node.type;
    return !!type && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === name;
  });
  let methods: Map<string, readonly string[]> | undefined;
  for (const fn of builders) {
    const built = ts.isFunctionDeclaration(fn) && fn.body !== undefined && fn.parent === file ? builtMethods(ts, file, fn, fixed) : undefined;
    if (!built) return undefined;
    methods = methods ? both(methods, built) : built;
  }
  return methods;
}

/** The registering methods of every object literal the function returns (each `return` returns one), when `registerTool` forwards in each. */
function builtMethods(ts: Typescript, file: TS.SourceFile, fn: TS.FunctionDeclaration, fixed: ReadonlySet<string>): Map<string, readonly string[]> | undefined {
  const body = fn.body as TS.Block;
  const returns = descendants(ts, body, (node) => ts.isFunctionLike(node) || ts.isClassLike(node)).filter((node) => ts.isReturnStatement(node));
  let out: Map<string, readonly string[]> | undefined;
  for (const statement of returns) {
    const value = statement.expression;
    if (!value || !ts.isObjectLiteralExpression(value)) return undefined;
    const member = lastMember(ts, file, value, 'registerTool');
    const local =
      member && ts.isShorthandPropertyAssignment(member)
        ? member.name.text
        : member && ts.isPropertyAssignment(member) && ts.isIdentifier(member.initializer)
          ? member.initializer.text
          : undefined;
    if (local === undefined || !forwards(ts, fn, body, local)) return undefined;
    const found = new Map<string, readonly string[]>([['registerTool', []]]);
    for (const key of fixed) {
      const method = key === 'registerTool' ? undefined : lastMember(ts, file, value, key);
      const keys = method && ts.isMethodDeclaration(method) ? setsAnew(ts, method, local) : undefined;
      if (keys) found.set(key, keys);
    }
    out = out ? both(out, found) : found;
  }
  return out;
}

/** The methods both proved, with the same keys set anew. */
function both(a: ReadonlyMap<string, readonly string[]>, b: ReadonlyMap<string, readonly string[]>): Map<string, readonly string[]> {
  return new Map([...a].filter(([key, keys]) => b.get(key)?.join() === keys.join()));
}

/** The object literal's last member named `key`, unless a spread after it may replace it. */
function lastMember(ts: Typescript, file: TS.SourceFile, value: TS.ObjectLiteralExpression, key: string): TS.ObjectLiteralElementLike | undefined {
  const from = [...value.properties].reverse().find((p) => ts.isSpreadAssignment(p) || p.name?.getText(file) === key);
  return from && !ts.isSpreadAssignment(from) ? from : undefined;
}

/**
 * The config keys a method sets anew when its body, after `const`s and `if (…) throw …`s only, returns the
 * forwarding `local`'s call of its first parameter as it is and `{ ...config, key: …, … }` of its second;
 * undefined otherwise (a parameter assigned or shadowed, `local` shadowed, the call under a branch).
 */
function setsAnew(ts: Typescript, method: TS.MethodDeclaration, local: string): string[] | undefined {
  const [name, config] = method.parameters.map((p) => (ts.isIdentifier(p.name) && !p.dotDotDotToken && !p.initializer ? p.name.text : undefined));
  const statements = method.body?.statements;
  const last = statements?.[statements.length - 1];
  if (!name || !config || !statements || !last || !ts.isReturnStatement(last) || !last.expression || !ts.isCallExpression(last.expression)) return undefined;
  const protectedNames = new Set([name, config, local]);
  for (const statement of statements.slice(0, -1)) {
    const throws = ts.isIfStatement(statement) && !statement.elseStatement && onlyThrows(ts, statement.thenStatement);
    const declares = ts.isVariableStatement(statement) && !!(statement.declarationList.flags & ts.NodeFlags.Const);
    if (!throws && !declares) return undefined;
    if (declares && (statement as TS.VariableStatement).declarationList.declarations.some((d) => bindsAny(ts, d.name, protectedNames))) return undefined;
  }
  if (assigns(ts, method.body as TS.Block, protectedNames)) return undefined;
  const call = last.expression;
  const [first, second] = call.arguments;
  if (!ts.isIdentifier(call.expression) || call.expression.text !== local || call.arguments.length !== 3) return undefined;
  if (!ts.isIdentifier(first) || first.text !== name || !ts.isObjectLiteralExpression(second)) return undefined;
  const [spread, ...set] = second.properties;
  if (!spread || !ts.isSpreadAssignment(spread) || !ts.isIdentifier(spread.expression) || spread.expression.text !== config) return undefined;
  const keys: string[] = [];
  for (const property of set) {
    if (!(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) || !ts.isIdentifier(property.name)) return undefined;
    keys.push(property.name.text);
  }
  return keys;
}

/** `throw …`, or a block of that alone. */
function onlyThrows(ts: Typescript, statement: TS.Statement): boolean {
  return ts.isThrowStatement(statement) || (ts.isBlock(statement) && statement.statements.length === 1 && ts.isThrowStatement(statement.statements[0]));
}

/** Whether a binding pattern binds any of the names. */
function bindsAny(ts: Typescript, binding: TS.BindingName, names: ReadonlySet<string>): boolean {
  if (ts.isIdentifier(binding)) return names.has(binding.text);
  return binding.elements.some((element) => !ts.isOmittedExpression(element) && bindsAny(ts, element.name, names));
}

/** Whether the block assigns any of the names. */
function assigns(ts: Typescript, block: TS.Block, names: ReadonlySet<string>): boolean {
  return descendants(ts, block).some((node) => isAssignment(ts, node) && ts.isIdentifier(node.left) && names.has(node.left.text));
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

/** The nodes under `root` (itself included), with a stack of their own: a generated file nests deeper than recursion goes; not below a node `stop` accepts. */
export function descendants(ts: Typescript, root: TS.Node, stop?: (node: TS.Node) => boolean): TS.Node[] {
  const out: TS.Node[] = [];
  walk(
    ts,
    root,
    (node) => out.push(node),
    (node) => node === root || !stop?.(node),
  );
  return out;
}
