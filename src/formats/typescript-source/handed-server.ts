/**
 * A TypeScript or JavaScript tool module handed its server as a function's parameter and naming no SDK
 * (`export function registerB(server) { server.tool(…) }`, the parameter untyped, `any`, or typed with the
 * project's own alias): a server file when a module of the repository proves the parameter a server, by
 * calling the function (imported by a relative path, or re-exported by a barrel) with, in that place, an
 * `McpServer`, `Server` or `FastMCP` it builds, a parameter typed with one of those SDK classes, or a
 * parameter already proved so (up to MAX_HOPS calls away). Only modules near the file are read, a bounded
 * number of them, in an order of their paths alone: the answer is the same for any file order or job count.
 * Or a tool module importing the server another module builds and exports (importsServer): only the
 * modules it imports are read.
 */
import type * as TS from 'typescript';
import { vendoredTypescript } from '../../util/lazy-require.js';
import type { Workspace } from '../types.js';
import { drew } from '../source/draws-on.js';
import { commonjsExport } from './commonjs-exports.js';
import { constLists, exportedLists, type ListRef, loopItems, loopReceivers, stripped } from './loop-registrars.js';
import { type AliasCache, aliasTargets, joinPath } from './module-aliases.js';
import { dynamicBindings } from './dynamic-imports.js';
import { parsedSource } from './parsed.js';
import { stemFile } from './stem-files.js';
import { declaredName, someNode } from './values.js';
import { dependentFolders, entryName, packageEntry } from './workspace-packages.js';

type Typescript = typeof import('typescript');

/** A registration call on a receiver the cheap text test looks for before anything is parsed. */
const REGISTRATION =
  /\b[A-Za-z_$][\w$]{0,99}\.(?:tool|registerTool|registerPrompt|registerResource|setRequestHandler|addTools?)\s{0,8}\(|\b[A-Za-z_$][\w$]{0,99}\.(?:prompt|resource)\(\s{0,8}['"`]/;
/**
 * What REGISTRATION needs in the text, tested first: a few substring searches cost a tenth of the
 * pattern's scan, which tries an identifier at every word of the many source files that register nothing.
 */
const REGISTRATION_TEXTS = ['.tool', '.register', '.setRequestHandler', '.addTool', '.prompt(', '.resource('];
const METHODS = new Set(['tool', 'registerTool', 'prompt', 'registerPrompt', 'resource', 'registerResource', 'setRequestHandler', 'addTool', 'addTools']);
/** The SDK classes a server is built from, and the modules that export them. */
const SERVER_CLASSES = new Set(['McpServer', 'Server', 'FastMCP']);
const SERVER_MODULE = /^(?:@modelcontextprotocol\/(?:sdk\/server\/|server$)|fastmcp(?:$|\/)|tmcp$)/;
/** Vercel's handler, whose callback is handed the SDK's McpServer. */
const HANDLER_MODULES = new Set(['mcp-handler', '@vercel/mcp-adapter']);
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const MAX_MODULE = 1 << 20;
/** How many calls away from the server's construction a parameter may be proved. */
const MAX_HOPS = 3;
/** How many modules one proof reads, and folders above the file's own it looks in. */
const MAX_READS = 16;
const MAX_UP = 2;
const MAX_LISTED = 200;
/** How many proofs one proof may ask for of the callers' own callers. */
const MAX_PROOFS = 4;
/** Parsed modules and proofs a run keeps at most; past it, it starts over (the answers stay the same). */
const MAX_KEPT = 500;
/** Names a server's entry module (or its registrar, `registerTools.ts`, `toolRegistry.ts`) usually has: read first, so the budget finds them. */
const LIKELY = /^(?:index|server|main|app|mcp|cli|register[\w-]{0,40}|(?:[tT]ools?[-_]?)?[rR]egistry|tools)\.(?:[cm]?[jt]s|[jt]sx)$/;

/** What a proof asks of callers: a function (or class) of `path`, by its exported names and local name. */
interface Target {
  path: string;
  exports: ReadonlySet<string>;
  local?: string;
  /**
   * A function is called, a class constructed (`new C(server)`), a class method called (`x.register(server)`),
   * or each item of an exported list (`export const all = [registerA]`) called by a loop over it.
   */
  kind: 'call' | 'new' | 'method' | 'item';
  method?: string;
  index: number;
  /** The property of the argument the server is, for a destructured parameter (`({ server }) => …`). */
  key?: string;
}

/** What is left of one proof's MAX_PROOFS. */
interface Budget {
  proofs: number;
}

/** A module read as a caller: its imports, its servers, and each call (or `new`) with what it calls. */
export interface Module {
  file: TS.SourceFile;
  bindings: Binding[];
  servers: Set<string>;
  calls: Call[];
  /** Each top-level `export const all = [a, b]`: the names it lists. */
  lists: Map<string, Set<string>>;
}

/** `f(…)` (`id` f), `ns.f(…)` (`ns` ns, `name` f), `x.y.f(…)` (`name` f), or `new` of one. */
interface Call {
  node: TS.CallExpression | TS.NewExpression;
  isNew: boolean;
  id?: string;
  ns?: string;
  name?: string;
  /** The list (`all`, `ns.all`) whose items the callee is a loop's name for, when it is not the module's own. */
  list?: ListRef;
}

export interface Memo {
  files: Map<string, Module | null>;
  /** Each proof's answer, with the files it rests on (Workspace.drawsOn), told again when it is remembered. */
  proofs: Map<string, { result: boolean; drawn: readonly string[] }>;
  aliases: AliasCache;
}

/** The proof `key` by `prove`, remembered: a remembered one tells the workspace of the files it rests on, as `prove` did. */
export function remembered(workspace: Workspace, memo: Memo, key: string, prove: (workspace: Workspace) => boolean): boolean {
  const known = memo.proofs.get(key);
  if (known !== undefined) {
    for (const path of known.drawn) workspace.drawsOn?.(path);
    return known.result;
  }
  const drawn: string[] = [];
  const told = workspace.drawsOn;
  const noting: Workspace = told
    ? {
        kind: (path) => workspace.kind(path),
        head: (path, max) => workspace.head(path, max),
        list: (path, max) => workspace.list(path, max),
        ...(workspace.stable ? { stable: true } : {}),
        drawsOn: (path) => {
          drawn.push(path);
          told.call(workspace, path);
        },
      }
    : workspace;
  const result = prove(noting);
  if (memo.proofs.size >= MAX_KEPT) memo.proofs.clear();
  memo.proofs.set(key, { result, drawn });
  return result;
}
const MEMOS = new WeakMap<Workspace, Memo>();

/** Whether a file naming no SDK registers on a parameter a module of the repository hands a server, or on a server it imports. */
export function handedServer(text: string, path: string, workspace: Workspace | undefined): boolean {
  if (!workspace || path.split('/').includes('..') || !mayRegister(text)) return false;
  const ts = vendoredTypescript();
  const memo = memoOf(workspace);
  const file = parsedSource(ts, path, text);
  const owners = handedOwners(ts, file);
  if (importsServer(ts, workspace, memo, file, path)) return true;
  if (owners.some((owner) => declaredServer(ts, workspace, memo, file, path, owner))) return true;
  if (typedProperty(ts, workspace, memo, file, path)) return true;
  for (const owner of owners) {
    const target = targetOf(ts, file, path, owner.fn, owner.index);
    const keyed = target && (owner.key === undefined ? target : { ...target, key: owner.key });
    if (keyed && proved(ts, workspace, memo, keyed, MAX_HOPS)) return true;
  }
  return false;
}

function mayRegister(text: string): boolean {
  return REGISTRATION_TEXTS.some((needed) => text.includes(needed)) && REGISTRATION.test(text);
}

export function memoOf(workspace: Workspace): Memo {
  const fresh = (): Memo => ({ files: new Map(), proofs: new Map(), aliases: new Map() });
  if (!workspace.stable) return fresh();
  let memo = MEMOS.get(workspace);
  if (!memo) MEMOS.set(workspace, (memo = fresh()));
  return memo;
}

/** The file parsed, or undefined past the parser's stack (hostile nesting, which the file's own read reports). */
export function parseWithin(ts: Typescript, path: string, text: string): TS.SourceFile | undefined {
  try {
    return parsedSource(ts, path, text);
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/** Each function, constructor or method of the file with a parameter a registration is called on (the first such parameter). */
function handedOwners(ts: Typescript, file: TS.SourceFile): Owner[] {
  const out: Owner[] = [];
  const seen = new Set<TS.Node>();
  const visit = (node: TS.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && METHODS.has(node.expression.name.text)) {
      const receiver = node.expression.expression;
      const name = ts.isIdentifier(receiver) ? receiver.text : thisProperty(ts, receiver);
      const owner = name === undefined ? contextOwner(ts, node, receiver) : ownerOf(ts, node, name);
      if (owner && !seen.has(owner.fn)) {
        seen.add(owner.fn);
        out.push(owner);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/**
 * Whether the parameter is declared a server by a type of the project's (no caller read): a type a module
 * imports by a relative path whose declaring module (one module, read once) makes it an SDK server class
 * (`type Server = McpServer`) or, for a destructured parameter, gives its property that class
 * (`interface HandlerContext { server: McpServer }`, or a class declaring `readonly server: McpServer`,
 * then `const { server } = context`).
 */
function declaredServer(ts: Typescript, workspace: Workspace, memo: Memo, file: TS.SourceFile, path: string, owner: Owner): boolean {
  const type = owner.fn.parameters[owner.index]?.type;
  if (!type || !ts.isTypeReferenceNode(type) || !ts.isIdentifier(type.typeName) || type.typeArguments) return false;
  const local = type.typeName.text;
  const binding = bindingsOf(ts, file).find((b) => b.reexport === undefined && b.local === local && b.name !== '*' && b.from.startsWith('.'));
  const at = binding && moduleFile(workspace, binding.from, path);
  const module = at ? read(ts, workspace, memo, at) : undefined;
  if (!binding || !at || !module || module.servers.size === 0) return false;
  for (const statement of module.file.statements) {
    if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name.text === binding.name) {
      const members = ts.isInterfaceDeclaration(statement) ? statement : statement.type;
      const declared = owner.key === undefined ? (ts.isTypeAliasDeclaration(statement) ? statement.type : undefined) : memberType(ts, members, owner.key);
      return serverType(ts, declared, module.servers) && drew(workspace, at);
    }
    // A class whose property is declared a server (`class ToolContext { readonly server: McpServer }`), its own or a base's.
    if (ts.isClassDeclaration(statement) && statement.name?.text === binding.name && owner.key !== undefined)
      return classDeclares(ts, workspace, memo, module.file, at, statement, owner.key, undefined, MAX_BASES) && drew(workspace, at);
  }
  return false;
}

/**
 * Whether a function's parameter, or its property `key`, is declared an SDK server: typed with an SDK server
 * class its module imports (`server: McpServer`), by an interface or object type of that module
 * (`interface ToolContext { server: McpServer }`), or by a type it imports by a relative path (declaredServer).
 */
export function serverParameter(
  ts: Typescript,
  workspace: Workspace,
  memo: Memo,
  file: TS.SourceFile,
  path: string,
  fn: TS.SignatureDeclaration,
  index: number,
  key?: string,
): boolean {
  const type = fn.parameters[index]?.type;
  const declared = key === undefined ? type : type && declaredMember(ts, file, type, key);
  return serverType(ts, declared, serverNames(ts, file)) || declaredServer(ts, workspace, memo, file, path, { fn, index, key });
}

/**
 * Whether the file registers on a property its class declares a server by type, the class's own or that
 * of the base class it extends (of the file, or imported by a relative path: one module read):
 * `this.server.tool(…)` of `protected server: McpServer`, or `this.context.server.tool(…)` of `protected
 * context: ToolContext` where the declaring module's `interface ToolContext { server: McpServer }` names
 * an SDK server class that module imports. The `this` must be the class's: only arrow functions between.
 */
function typedProperty(ts: Typescript, workspace: Workspace, memo: Memo, file: TS.SourceFile, path: string): boolean {
  const seen = new Set<string>();
  return someNode(ts, file, (node) => {
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression) || !METHODS.has(node.expression.name.text)) return false;
    const receiver = node.expression.expression;
    const held = ts.isPropertyAccessExpression(receiver) ? thisProperty(ts, receiver.expression) : undefined;
    const [property, key] = held ? [held.slice(5), (receiver as TS.PropertyAccessExpression).name.text] : [thisProperty(ts, receiver)?.slice(5), undefined];
    const cls = property === undefined ? undefined : thisClass(ts, node);
    const asked = cls && `${cls.pos}\0${property}\0${key}`;
    if (!cls || property === undefined || !asked || seen.has(asked)) return false;
    seen.add(asked);
    return classDeclares(ts, workspace, memo, file, path, cls, property, key, MAX_BASES);
  });
}

/** How many classes up a property's declaration is looked for (the class, its base, the base's base). */
const MAX_BASES = 2;

/** The class whose `this` a node sees: the nearest function around it that is no arrow function must be one of its methods. */
function thisClass(ts: Typescript, at: TS.Node): TS.ClassDeclaration | undefined {
  let node = at.parent;
  while (node && !ts.isSourceFile(node) && (!ts.isFunctionLike(node) || ts.isArrowFunction(node))) node = node.parent;
  const cls = node && (ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node)) ? node.parent : undefined;
  return cls && ts.isClassDeclaration(cls) ? cls : undefined;
}

/** Whether the class (of the module at `path`), or a base up to `bases` classes up, declares `property` a server (its `key` one, when given). */
export function classDeclares(
  ts: Typescript,
  workspace: Workspace,
  memo: Memo,
  file: TS.SourceFile,
  path: string,
  cls: TS.ClassDeclaration,
  property: string,
  key: string | undefined,
  bases: number,
): boolean {
  const servers = serverNames(ts, file);
  // The class's own declaration decides, typed or not (a constructor's parameter property is one too).
  const ctor = cls.members.find(ts.isConstructorDeclaration);
  const mine = [...cls.members, ...(ctor?.parameters.filter((p) => ts.isParameterPropertyDeclaration(p, ctor)) ?? [])].find(
    (m) => (ts.isPropertyDeclaration(m) || ts.isParameter(m)) && m.name && ts.isIdentifier(m.name) && m.name.text === property,
  ) as TS.PropertyDeclaration | TS.ParameterDeclaration | undefined;
  if (mine) {
    const declared = mine.type;
    return key === undefined ? serverType(ts, declared, servers) : !!declared && serverType(ts, declaredMember(ts, file, declared, key), servers);
  }
  const base = cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
  if (bases <= 0 || !base || !ts.isIdentifier(base)) return false;
  const local = file.statements.find((s): s is TS.ClassDeclaration => ts.isClassDeclaration(s) && s.name?.text === base.text);
  if (local) return local !== cls && classDeclares(ts, workspace, memo, file, path, local, property, key, bases - 1);
  const binding = bindingsOf(ts, file).find((b) => b.reexport === undefined && b.local === base.text && b.name !== '*' && b.from.startsWith('.'));
  const at = binding && moduleFile(workspace, binding.from, path);
  const module = at ? read(ts, workspace, memo, at) : undefined;
  const declared = module?.file.statements.find(
    (s): s is TS.ClassDeclaration =>
      ts.isClassDeclaration(s) && s.name?.text === binding?.name && !!ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword),
  );
  if (!at || !module || !declared || !classDeclares(ts, workspace, memo, module.file, at, declared, property, key, bases - 1)) return false;
  return drew(workspace, at);
}

/** The type a module's own interface (or object type alias) named by `type` gives its property `key`. */
function declaredMember(ts: Typescript, file: TS.SourceFile, type: TS.TypeNode, key: string): TS.TypeNode | undefined {
  if (ts.isTypeLiteralNode(type)) return memberType(ts, type, key);
  if (!ts.isTypeReferenceNode(type) || !ts.isIdentifier(type.typeName) || type.typeArguments) return undefined;
  const name = type.typeName.text;
  for (const statement of file.statements)
    if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name.text === name)
      return memberType(ts, ts.isInterfaceDeclaration(statement) ? statement : statement.type, key);
  return undefined;
}

/**
 * Whether the file registers on a name it imports, and binds nowhere else, from a module of the repository
 * (by a relative path or an alias) that exports it as an SDK server it builds: `export const server = new
 * McpServer(…)`, then `import { server } from "../server.js"` and `server.registerTool(…)` in the tool module.
 */
function importsServer(ts: Typescript, workspace: Workspace, memo: Memo, file: TS.SourceFile, path: string): boolean {
  const receivers = importedReceivers(ts, file);
  if (receivers.size === 0) return false;
  const budget = { proofs: MAX_PROOFS };
  for (const binding of bindingsOf(ts, file)) {
    if (binding.reexport !== undefined || binding.name === '*' || !receivers.has(binding.local) || budget.proofs-- <= 0) continue;
    const at = importedFile(ts, workspace, memo, binding.from, path);
    if (at && exportsServer(ts, workspace, memo, at, binding.name, MAX_HOPS)) return drew(workspace, at);
  }
  return false;
}

/** The names registrations are called on (`server.registerTool(…)`) that no declaration of the file binds: an import's, if any. */
function importedReceivers(ts: Typescript, file: TS.SourceFile): Set<string> {
  const receivers = new Set<string>();
  const declared = new Set<string>();
  const visit = (node: TS.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && METHODS.has(node.expression.name.text)) {
      if (ts.isIdentifier(node.expression.expression)) receivers.add(node.expression.expression.text);
    } else if (ts.isVariableDeclaration(node) && node.initializer && isRequire(ts, node.initializer)) {
      // `const { server } = require("../server.js")`: an import (bindingsOf).
      return;
    } else {
      const bound = declaredName(ts, node);
      if (bound) declared.add(bound.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  for (const name of declared) receivers.delete(name);
  return receivers;
}

function isRequire(ts: Typescript, node: TS.Expression): boolean {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'require';
}

/** The file a module name in the module at `from` is: a relative name, the first alias target that is a file, or a workspace package's entry. */
export function importedFile(ts: Typescript, workspace: Workspace, memo: Memo, module: string, from: string): string | undefined {
  if (module.startsWith('./') || module.startsWith('../')) return moduleFile(workspace, module, from);
  if (memo.aliases.size >= MAX_KEPT) memo.aliases.clear();
  for (const stem of aliasTargets(ts, workspace, memo.aliases, module, from)) {
    const found = stemFile(workspace, stem);
    if (found) return found;
  }
  return packageEntry(workspace, module, from);
}

/**
 * Whether the module at `path` exports as `name` a `const` it assigns a `new` of an SDK server class it
 * imports (`export const server = new McpServer(…)`, `export { server }`, `export default server`), or
 * builds one in `export default new McpServer(…)`; or re-exports it from a module that does (up to `hops`).
 */
function exportsServer(ts: Typescript, outer: Workspace, memo: Memo, path: string, name: string, hops: number): boolean {
  return remembered(outer, memo, ['export', path, name, hops].join('\0'), (workspace) => {
    const module = read(ts, workspace, memo, path);
    let result = false;
    if (module) {
      const built = (value: TS.Expression | undefined): boolean => {
        const at = value && stripped(ts, value);
        return !!at && ts.isNewExpression(at) && module.servers.has(`type ${dottedName(ts, at.expression)}`);
      };
      const local = exportedLocal(ts, module.file, name);
      if (local === undefined) {
        const assigned = name === 'default' ? module.file.statements.find(ts.isExportAssignment) : undefined;
        result = built(assigned?.expression);
      } else {
        const held = topConst(ts, module.file, local);
        result = built(held?.initializer);
      }
      for (const binding of module.bindings) {
        if (result || hops <= 1) break;
        const forwards = binding.reexport === name || (binding.reexport === '*' && name !== 'default');
        const at = forwards ? importedFile(ts, workspace, memo, binding.from, path) : undefined;
        result = at !== undefined && exportsServer(ts, workspace, memo, at, binding.name === '*' ? name : binding.name, hops - 1);
      }
    }
    return result;
  });
}

/** The local name a module exports as `name` (`export const x`, `export { x as name }`, `export default x`), if it does. */
export function exportedLocal(ts: Typescript, file: TS.SourceFile, name: string): string | undefined {
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      if (statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name)) return name;
    } else if (ts.isExportAssignment(statement) && !statement.isExportEquals && name === 'default' && ts.isIdentifier(statement.expression))
      return statement.expression.text;
    else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause))
      for (const element of statement.exportClause.elements) if (element.name.text === name) return (element.propertyName ?? element.name).text;
  }
  return undefined;
}

/** The top-level `const` declaration of a name (a `let` may be assigned something else). */
export function topConst(ts: Typescript, file: TS.SourceFile, name: string): TS.VariableDeclaration | undefined {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return declaration;
  }
  return undefined;
}

/** The file a relative module name in the module at `from` is, as TypeScript resolves it (`./types.js` is `types.ts`), if it is one. */
function moduleFile(workspace: Workspace, module: string, from: string): string | undefined {
  const at = joinPath(from.split('/').slice(0, -1).join('/'), module);
  return at === undefined ? undefined : stemFile(workspace, at);
}

/** `context.server.tool(…)`: the parameter `context`, whose property `server` is the server. */
function contextOwner(ts: Typescript, at: TS.Node, receiver: TS.Expression): Owner | undefined {
  if (!ts.isPropertyAccessExpression(receiver) || !ts.isIdentifier(receiver.expression)) return undefined;
  const owner = ownerOf(ts, at, receiver.expression.text);
  return owner && owner.key === undefined ? { ...owner, key: receiver.name.text } : undefined;
}

/** `this.server`'s property name, for a constructor's parameter kept as a property. */
function thisProperty(ts: Typescript, node: TS.Expression): string | undefined {
  return ts.isPropertyAccessExpression(node) && node.expression.kind === ts.SyntaxKind.ThisKeyword ? `this.${node.name.text}` : undefined;
}

/** A function with the parameter a name is bound to, its place, and the property it takes for a destructured one. */
interface Owner {
  fn: TS.SignatureDeclaration;
  index: number;
  key?: string;
}

/**
 * The nearest function around `at` with a parameter `name`, and its place; `this.x` is a constructor's
 * parameter `x` kept as a property (`private x`) or assigned to it (`this.x = x`); `{ server }` (or
 * `{ server: name }`) is the argument's property `server`, destructured in the parameter list or by a
 * `const { server } = context` of the function's body from its parameter `context`.
 */
function ownerOf(ts: Typescript, at: TS.Node, name: string): Owner | undefined {
  if (name.startsWith('this.')) {
    const property = name.slice(5);
    const cls = ancestor(at, ts.isClassLike);
    const ctor = cls?.members.find((m): m is TS.ConstructorDeclaration => ts.isConstructorDeclaration(m) && m.body !== undefined);
    if (!ctor) return undefined;
    const names = ctor.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : ''));
    let index = ctor.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === property && ts.isParameterPropertyDeclaration(p, ctor));
    if (index === -1)
      for (const statement of ctor.body?.statements ?? []) {
        const assigned = ts.isExpressionStatement(statement) && ts.isBinaryExpression(statement.expression) ? statement.expression : undefined;
        if (assigned?.operatorToken.kind === ts.SyntaxKind.EqualsToken && thisProperty(ts, assigned.left) === name && ts.isIdentifier(assigned.right))
          index = names.indexOf(assigned.right.text);
      }
    return index === -1 ? undefined : { fn: ctor, index };
  }
  for (let node = at.parent; node; node = node.parent) {
    if (!ts.isFunctionLike(node)) continue;
    const parameters = node.parameters;
    for (const [index, p] of parameters.entries()) {
      if (ts.isIdentifier(p.name) && p.name.text === name) return { fn: node, index };
      const key = ts.isObjectBindingPattern(p.name) ? destructured(ts, p.name, name) : undefined;
      if (key !== undefined) return { fn: node, index, key };
    }
    const body = 'body' in node && node.body && ts.isBlock(node.body) ? node.body : undefined;
    for (const statement of body?.statements ?? []) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const from = declaration.initializer && stripped(ts, declaration.initializer);
        const key = ts.isObjectBindingPattern(declaration.name) ? destructured(ts, declaration.name, name) : undefined;
        const index =
          key !== undefined && from && ts.isIdentifier(from) ? parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === from.text) : -1;
        if (index !== -1) return { fn: node, index, key };
      }
    }
  }
  return undefined;
}

/** The property an object pattern binds `name` from (`{ server }`, `{ server: name }`, `{ server = x }`), if it does. */
function destructured(ts: Typescript, pattern: TS.ObjectBindingPattern, name: string): string | undefined {
  for (const element of pattern.elements) {
    if (element.dotDotDotToken || !ts.isIdentifier(element.name) || element.name.text !== name) continue;
    const property = element.propertyName;
    if (!property) return name;
    return ts.isIdentifier(property) || ts.isStringLiteral(property) ? property.text : undefined;
  }
  return undefined;
}

function ancestor<T extends TS.Node>(at: TS.Node, is: (node: TS.Node) => node is T): T | undefined {
  for (let node = at.parent; node; node = node.parent) if (is(node)) return node;
  return undefined;
}

/** How callers reach a function of the file: its local name and the names the file exports it by. */
function targetOf(ts: Typescript, file: TS.SourceFile, path: string, fn: TS.SignatureDeclaration, index: number): Target | undefined {
  let local: string | undefined;
  let kind: Target['kind'] = 'call';
  let method: string | undefined;
  let declaration: TS.Node = fn;
  if (ts.isFunctionDeclaration(fn)) local = fn.name?.text;
  else if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) {
    local = fn.parent.name.text;
    declaration = fn.parent.parent.parent;
  } else if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && (ts.isExportAssignment(fn.parent) || ts.isBinaryExpression(fn.parent))) {
    // `export default (server) => …`, `module.exports = function (server) …`, `exports.register = …`.
    const name = ts.isExportAssignment(fn.parent) ? 'default' : commonjsExport(ts, fn.parent);
    return name === undefined ? undefined : { path, exports: new Set([name]), kind, index };
  } else if (ts.isConstructorDeclaration(fn) || ts.isMethodDeclaration(fn)) {
    const cls = fn.parent;
    if (!ts.isClassDeclaration(cls)) return undefined;
    local = cls.name?.text;
    declaration = cls;
    kind = ts.isConstructorDeclaration(fn) ? 'new' : 'method';
    if (ts.isMethodDeclaration(fn)) {
      if (!ts.isIdentifier(fn.name)) return undefined;
      method = fn.name.text;
    }
  } else return undefined;
  const exports = new Set<string>();
  const modifiers = ts.canHaveModifiers(declaration) ? (ts.getModifiers(declaration) ?? []) : [];
  if (modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
    exports.add(modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword) ? 'default' : (local ?? 'default'));
  if (local !== undefined)
    for (const statement of file.statements) {
      if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression) && statement.expression.text === local) exports.add('default');
      else if (ts.isExpressionStatement(statement) && ts.isBinaryExpression(statement.expression)) {
        const assigned = statement.expression;
        const value = assigned.right;
        const name = commonjsExport(ts, assigned);
        if (name !== undefined && ts.isIdentifier(value) && value.text === local) exports.add(name);
        else if (name === 'module.exports' && ts.isObjectLiteralExpression(value))
          for (const p of value.properties) {
            const given = ts.isShorthandPropertyAssignment(p) ? p.name : ts.isPropertyAssignment(p) ? p.initializer : undefined;
            if (given && ts.isIdentifier(given) && given.text === local && p.name && ts.isIdentifier(p.name)) exports.add(p.name.text);
          }
      } else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements) if ((element.propertyName ?? element.name).text === local) exports.add(element.name.text);
    }
  return { path, exports, local, kind, method, index };
}

/** Whether some module near the target calls it with a server in the target's parameter place. */
function proved(ts: Typescript, outer: Workspace, memo: Memo, target: Target, hops: number): boolean {
  const key = [target.path, [...target.exports].sort().join(','), target.local, target.kind, target.method, target.index, target.key, hops].join('\0');
  return remembered(outer, memo, key, (workspace) => {
    let result = false;
    let reads = MAX_READS;
    const budget = { proofs: MAX_PROOFS };
    for (const caller of callersOf(workspace, target.path)) {
      if (reads-- <= 0) break;
      const module = read(ts, workspace, memo, caller);
      if (module && callsWithServer(ts, workspace, memo, module, caller, target, hops, budget)) {
        result = drew(workspace, caller);
        break;
      }
    }
    return result;
  });
}

/**
 * The modules that may call a file's function, in an order of paths alone: the file itself, then those
 * named like an entry module in its folder, its parent's subfolders and up to MAX_UP folders above (the
 * nearest first), then the others in the same order.
 */
export function callersOf(workspace: Workspace, path: string): string[] {
  const folder = path.split('/').slice(0, -1);
  const folders: string[] = [];
  for (let up = 0; up <= MAX_UP && up <= folder.length; up++) {
    folders.push(folder.slice(0, folder.length - up).join('/'));
    // The file's siblings' folders: `src/server/index.ts` importing `../tools/b.js`.
    if (up === 1)
      for (const name of workspace.list(folders[1], MAX_LISTED) ?? []) {
        const sub = folders[1] === '' ? name : `${folders[1]}/${name}`;
        if (!SOURCE.test(name) && sub !== folders[0] && workspace.kind(sub) === 'directory') folders.push(sub);
      }
  }
  const likely: string[] = [];
  const others: string[] = [];
  for (const base of folders)
    for (const name of workspace.list(base, MAX_LISTED) ?? []) {
      const module = base === '' ? name : `${base}/${name}`;
      if (SOURCE.test(name) && !name.endsWith('.d.ts') && module !== path) (LIKELY.test(name) ? likely : others).push(module);
    }
  // A package's entry, used by name from the monorepo's other packages (workspace-packages.ts): their likely entries, last.
  for (const base of dependentFolders(workspace, path))
    for (const name of workspace.list(base, MAX_LISTED) ?? []) if (LIKELY.test(name)) others.push(`${base}/${name}`);
  return [...new Set([path, ...likely, ...others])];
}

/**
 * The likely entry modules (LIKELY) of the folders above those callersOf reads, nearest first: a root
 * `index.ts` serving the list of `services/weather/src/index.ts`.
 */
export function entriesAbove(workspace: Workspace, path: string): string[] {
  const folder = path.split('/').slice(0, -1);
  const out: string[] = [];
  for (let up = MAX_UP + 1; up <= folder.length; up++) {
    const base = folder.slice(0, folder.length - up).join('/');
    for (const name of workspace.list(base, MAX_LISTED) ?? []) if (LIKELY.test(name)) out.push(base === '' ? name : `${base}/${name}`);
  }
  return out;
}

/**
 * The likely entry modules (LIKELY) of the folders beside the file's parent folder, by path: `src/handlers/ToolRegistry.ts`
 * gathering the lists of `src/server/tools/b.ts`.
 */
export function cousinEntries(workspace: Workspace, path: string): string[] {
  const folder = path.split('/').slice(0, -2);
  if (folder.length === 0) return [];
  const parent = folder.join('/');
  const above = folder.slice(0, -1).join('/');
  const out: string[] = [];
  for (const name of workspace.list(above, MAX_LISTED) ?? []) {
    const sub = above === '' ? name : `${above}/${name}`;
    if (SOURCE.test(name) || sub === parent || workspace.kind(sub) !== 'directory') continue;
    for (const file of workspace.list(sub, MAX_LISTED) ?? []) if (LIKELY.test(file)) out.push(`${sub}/${file}`);
  }
  return out;
}

/** Whether a module's text holds `word`, told from its parse when it is kept and from its bytes otherwise (none is parsed). */
export function mentions(workspace: Workspace, memo: Memo, path: string, word: string): boolean {
  const module = memo.files.get(path);
  if (module !== undefined) return !!module?.file.text.includes(word);
  const bytes = workspace.kind(path) === 'file' ? workspace.head(path, MAX_MODULE) : undefined;
  return !!bytes && bytes.length < MAX_MODULE && new TextDecoder().decode(bytes).includes(word);
}

export function read(ts: Typescript, workspace: Workspace, memo: Memo, path: string): Module | undefined {
  let module = memo.files.get(path);
  if (module === undefined) {
    const bytes = workspace.kind(path) === 'file' ? workspace.head(path, MAX_MODULE) : undefined;
    const file = bytes && bytes.length < MAX_MODULE ? parsedSource(ts, path, new TextDecoder().decode(bytes)) : undefined;
    module = file ? { file, bindings: bindingsOf(ts, file), servers: serverNames(ts, file), calls: callsOf(ts, file), lists: exportedLists(ts, file) } : null;
    if (memo.files.size >= MAX_KEPT) memo.files.clear();
    memo.files.set(path, module);
  }
  return module ?? undefined;
}

/** Each call and `new` of a module, in source order, by what it calls (each registrar of a list a loop calls). */
function callsOf(ts: Typescript, file: TS.SourceFile): Call[] {
  const out: Call[] = [];
  const lists = constLists(ts, file);
  const visit = (node: TS.Node): void => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      // `(0, b_js_1.registerB)(server)`: how TypeScript's CommonJS output calls an import.
      let callee: TS.Expression = node.expression;
      while (ts.isParenthesizedExpression(callee)) callee = callee.expression;
      if (ts.isBinaryExpression(callee) && callee.operatorToken.kind === ts.SyntaxKind.CommaToken) callee = callee.right;
      const isNew = ts.isNewExpression(node);
      if (ts.isIdentifier(callee)) {
        const loop = loopItems(ts, callee, lists);
        out.push({ node, isNew, id: callee.text, ...(loop.list ? { list: loop.list } : {}) });
        for (const item of loop.items) {
          if (ts.isIdentifier(item)) out.push({ node, isNew, id: item.text });
          else if (ts.isPropertyAccessExpression(item) && ts.isIdentifier(item.expression))
            out.push({ node, isNew, name: item.name.text, ns: item.expression.text });
        }
      } else if (ts.isPropertyAccessExpression(callee)) {
        out.push({ node, isNew, name: callee.name.text, ...(ts.isIdentifier(callee.expression) ? { ns: callee.expression.text } : {}) });
        // `for (const { module } of [{ module: hosts }]) module.registerTools(server)`: `hosts.registerTools(server)`.
        for (const item of loopReceivers(ts, callee.expression, lists))
          if (ts.isIdentifier(item)) out.push({ node, isNew, name: callee.name.text, ns: item.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** Whether `file` (at `path`) calls the target with a server in its place, or re-exports it to a caller that does. */
function callsWithServer(
  ts: Typescript,
  workspace: Workspace,
  memo: Memo,
  module: Module,
  path: string,
  target: Target,
  hops: number,
  budget: Budget,
): boolean {
  // Quick text test: the target's module is named (or this is the module itself), or its package if it is one's entry.
  const stem = /([^/]+?)(?:\/index)?\.[^./]+$/.exec(target.path)?.[1] ?? '';
  const mentions = (text: string) => text.includes(stem) || text.includes(entryName(workspace, target.path) ?? stem);
  if (path !== target.path && !mentions(module.file.text)) return false;
  const direct = new Set<string>();
  const namespaces = new Set<string>();
  if (path === target.path && target.local) direct.add(target.local);
  for (const binding of module.bindings) {
    if (!resolves(ts, workspace, memo, binding.from, path, target.path)) continue;
    if (binding.reexport !== undefined) {
      const names =
        binding.name === '*' ? [...target.exports].filter((name) => name !== 'default') : target.exports.has(binding.name) ? [binding.reexport] : [];
      if (
        names.length > 0 &&
        hops > 1 &&
        budget.proofs-- > 0 &&
        proved(ts, workspace, memo, { ...target, path, exports: new Set(names), local: undefined }, hops - 1)
      )
        return true;
    } else if (binding.name === '*') {
      namespaces.add(binding.local);
      // `const register = require('./b')` of a module that assigns `module.exports = register`.
      if (target.exports.has('module.exports')) direct.add(binding.local);
    } else if (target.exports.has(binding.name)) direct.add(binding.local);
  }
  if (direct.size === 0 && namespaces.size === 0) return false;
  const named = (at: ListRef) =>
    (at.id !== undefined && direct.has(at.id)) || (at.ns !== undefined && at.name !== undefined && namespaces.has(at.ns) && target.exports.has(at.name));
  for (const call of module.calls) {
    const called =
      target.kind === 'method'
        ? !call.isNew && call.name === target.method
        : target.kind === 'item'
          ? call.list !== undefined && named(call.list)
          : call.isNew === (target.kind === 'new') && named(call);
    const given = called ? call.node.arguments?.[target.index] : undefined;
    if (given && !ts.isSpreadElement(given) && isServer(ts, workspace, memo, module.file, path, given, module.servers, hops, budget, target.key)) return true;
  }
  // `export const all = [registerB]`: a loop over `all` in a module importing it calls registerB.
  if (target.kind !== 'call' || hops <= 1) return false;
  for (const [list, names] of module.lists) {
    if (![...direct].some((name) => names.has(name)) || budget.proofs-- <= 0) continue;
    const item: Target = { path, exports: new Set([list]), kind: 'item', index: target.index, ...(target.key === undefined ? {} : { key: target.key }) };
    if (proved(ts, workspace, memo, item, hops - 1)) return true;
  }
  return false;
}

/** Whether `value` is a parameter declared with an object type literal that has no property `key` and no index signature. */
function lacks(ts: Typescript, value: TS.Expression, key: string): boolean {
  if (!ts.isIdentifier(value)) return false;
  const owner = ownerOf(ts, value, value.text);
  const type = owner && owner.key === undefined ? owner.fn.parameters[owner.index].type : undefined;
  return !!type && ts.isTypeLiteralNode(type) && type.members.every((m) => ts.isPropertySignature(m) || ts.isMethodSignature(m)) && !memberType(ts, type, key);
}

/** The value an object literal gives its property `key` (`{ server }`, `{ server: mcp }`), if it does. */
function propertyOf(ts: Typescript, object: TS.ObjectLiteralExpression, key: string): TS.Expression | undefined {
  let found: TS.Expression | undefined;
  for (const p of object.properties) {
    const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;
    // A spread may set the property too (only the last writer is the argument's), unless it is a parameter
    // whose object type has no such property (`...opts` of `opts: { ttl?: number }`).
    if (ts.isSpreadAssignment(p)) found = lacks(ts, p.expression, key) ? found : undefined;
    else if (name === key) found = ts.isShorthandPropertyAssignment(p) ? p.name : ts.isPropertyAssignment(p) ? p.initializer : undefined;
  }
  return found;
}

/**
 * Whether an argument is a server: one the module builds, a parameter typed as the SDK's, or one proved a
 * server. With `key`, whether its property `key` is: an object literal's, or that of a parameter passed on.
 */
function isServer(
  ts: Typescript,
  workspace: Workspace,
  memo: Memo,
  file: TS.SourceFile,
  path: string,
  given: TS.Expression,
  servers: ReadonlySet<string>,
  hops: number,
  budget: Budget,
  key?: string,
): boolean {
  const at = stripped(ts, given);
  if (key !== undefined && ts.isObjectLiteralExpression(at)) {
    const value = propertyOf(ts, at, key);
    return value !== undefined && isServer(ts, workspace, memo, file, path, value, servers, hops, budget);
  }
  // `const deps = { server, … }; registerB(deps)`: the object a `const` holds, as if it were given here.
  const held = key !== undefined && ts.isIdentifier(at) ? constDeclaration(ts, at)?.initializer : undefined;
  if (held && ts.isObjectLiteralExpression(stripped(ts, held))) return isServer(ts, workspace, memo, file, path, held, servers, hops, budget, key);
  // `registerB(new McpServer(…))`: a server built in the argument itself.
  if (key === undefined && ts.isNewExpression(at)) return servers.has(`type ${dottedName(ts, at.expression)}`);
  const name = ts.isIdentifier(at) ? at.text : thisProperty(ts, at);
  if (name === undefined) return false;
  if (key === undefined && servers.has(name)) return true;
  if (key === undefined && ts.isIdentifier(at) && typedServer(ts, file, at, servers)) return true;
  const owner = ownerOf(ts, at, name);
  // A parameter destructured already holds no object with the server in it.
  if (!owner || (key !== undefined && owner.key !== undefined)) return false;
  const property = key ?? owner.key;
  const parameter = owner.fn.parameters[owner.index];
  const declared = property === undefined ? parameter.type : memberType(ts, parameter.type, property);
  if (serverType(ts, declared, servers)) return true;
  if (property === undefined && handlerCallback(ts, owner.fn, servers)) return true;
  const target = hops > 1 ? targetOf(ts, file, path, owner.fn, owner.index) : undefined;
  const keyed = target && property !== undefined ? { ...target, key: property } : target;
  return keyed !== undefined && budget.proofs-- > 0 && proved(ts, workspace, memo, keyed, hops - 1);
}

/** Whether a type names an SDK server class the module imports (`McpServer`, `sdk.McpServer`, `Promise<McpServer>`). */
function serverType(ts: Typescript, node: TS.TypeNode | undefined, servers: ReadonlySet<string>): boolean {
  if (!node || !ts.isTypeReferenceNode(node)) return false;
  const name = dottedName(ts, node.typeName);
  if (name === 'Promise' && node.typeArguments?.length === 1) return serverType(ts, node.typeArguments[0], servers);
  return name !== undefined && servers.has(`type ${name}`);
}

/** `X` or `ns.X`, as a type or a class constructed. */
function dottedName(ts: Typescript, node: TS.EntityName | TS.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isQualifiedName(node) && ts.isIdentifier(node.left)) return `${node.left.text}.${node.right.text}`;
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) return `${node.expression.text}.${node.name.text}`;
  return undefined;
}

/**
 * Whether a `const` named `at` is typed as an SDK server, as a parameter so typed is: `const s: McpServer = …`,
 * `… as McpServer`, or a call of a function of the module declared to return one (a factory, or a wrapper
 * such as `function createFilteredServer(server: McpServer): McpServer`, which registers tools as the server
 * does). The result of any other call (a transport, an app) is not a server.
 */
function typedServer(ts: Typescript, file: TS.SourceFile, at: TS.Identifier, servers: ReadonlySet<string>): boolean {
  const declaration = constDeclaration(ts, at);
  if (serverType(ts, declaration?.type, servers)) return true;
  let value = declaration?.initializer;
  while (value && (ts.isAwaitExpression(value) || ts.isParenthesizedExpression(value) || ts.isAsExpression(value))) {
    if (ts.isAsExpression(value) && serverType(ts, value.type, servers)) return true;
    value = value.expression;
  }
  return !!value && ts.isCallExpression(value) && ts.isIdentifier(value.expression) && serverType(ts, returnType(ts, file, value.expression.text), servers);
}

/** The `const` declaration of a name in the blocks around `at` (the nearest first). */
export function constDeclaration(ts: Typescript, at: TS.Identifier): TS.VariableDeclaration | undefined {
  for (let node: TS.Node | undefined = at.parent; node; node = node.parent) {
    if (!ts.isBlock(node) && !ts.isSourceFile(node)) continue;
    for (const statement of node.statements) {
      if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === at.text) return declaration;
    }
  }
  return undefined;
}

/** The declared return type of a top-level function of the module (`function f(): T`, `const f = (…): T => …`). */
function returnType(ts: Typescript, file: TS.SourceFile, name: string): TS.TypeNode | undefined {
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement.type;
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const fn = declaration.initializer && stripped(ts, declaration.initializer);
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name && fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) return fn.type;
    }
  }
  return undefined;
}

/** The type an object type literal (or an interface) gives its property `key` (`{ server: McpServer }`), if it does. */
function memberType(ts: Typescript, type: TS.TypeNode | TS.InterfaceDeclaration | undefined, key: string): TS.TypeNode | undefined {
  if (!type || !(ts.isTypeLiteralNode(type) || ts.isInterfaceDeclaration(type))) return undefined;
  for (const member of type.members)
    if (ts.isPropertySignature(member) && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) && member.name.text === key) return member.type;
  return undefined;
}

/** Vercel's `createMcpHandler((server) => …)`: the callback's parameter is the SDK's McpServer. */
function handlerCallback(ts: Typescript, fn: TS.SignatureDeclaration, servers: ReadonlySet<string>): boolean {
  const call = fn.parent;
  return ts.isCallExpression(call) && call.arguments[0] === fn && ts.isIdentifier(call.expression) && servers.has(`handler ${call.expression.text}`);
}

/**
 * A module's servers: names (and `this.` properties) assigned a `new` of an SDK server class it imports,
 * as `type X` each SDK server class it imports, and as `handler X` Vercel's handler.
 */
function serverNames(ts: Typescript, file: TS.SourceFile): Set<string> {
  const out = new Set<string>();
  const classes = new Set<string>();
  for (const binding of bindingsOf(ts, file)) {
    if (binding.reexport !== undefined) continue;
    if (SERVER_MODULE.test(binding.from) && SERVER_CLASSES.has(binding.name)) {
      classes.add(binding.local);
      out.add(`type ${binding.local}`);
    } else if (SERVER_MODULE.test(binding.from) && binding.name === '*') {
      // `const mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js")`, then `new mcp_js_1.McpServer(…)`.
      for (const name of SERVER_CLASSES) {
        classes.add(`${binding.local}.${name}`);
        out.add(`type ${binding.local}.${name}`);
      }
    } else if (HANDLER_MODULES.has(binding.from) && binding.name === 'createMcpHandler') out.add(`handler ${binding.local}`);
  }
  if (classes.size === 0) return out;
  const built = (value: TS.Expression | undefined) => {
    let at = value;
    while (at && (ts.isAwaitExpression(at) || ts.isParenthesizedExpression(at) || ts.isAsExpression(at))) at = at.expression;
    const made = at && ts.isNewExpression(at) ? at.expression : undefined;
    const name =
      made &&
      (ts.isIdentifier(made)
        ? made.text
        : ts.isPropertyAccessExpression(made) && ts.isIdentifier(made.expression)
          ? `${made.expression.text}.${made.name.text}`
          : undefined);
    return name !== undefined && classes.has(name);
  };
  const visit = (node: TS.Node): void => {
    if ((ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) && ts.isIdentifier(node.name) && built(node.initializer))
      out.add(ts.isPropertyDeclaration(node) ? `this.${node.name.text}` : node.name.text);
    else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && built(node.right)) {
      const name = ts.isIdentifier(node.left) ? node.left.text : thisProperty(ts, node.left);
      if (name) out.add(name);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** One name a module imports (`reexport` unset) or re-exports from another: `*` for a namespace or `export *`. */
export interface Binding {
  from: string;
  name: string;
  local: string;
  reexport?: string;
}

/** A module's imports (`import`, `import x = require`, a top-level `const … = require(…)`) and re-exports. */
export function bindingsOf(ts: Typescript, file: TS.SourceFile): Binding[] {
  const out: Binding[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const from = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      if (clause?.name) out.push({ from, name: 'default', local: clause.name.text });
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) out.push({ from, name: '*', local: bindings.name.text });
      else if (bindings) for (const e of bindings.elements) out.push({ from, name: (e.propertyName ?? e.name).text, local: e.name.text });
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      const from = statement.moduleSpecifier.text;
      const clause = statement.exportClause;
      if (!clause) out.push({ from, name: '*', local: '*', reexport: '*' });
      else if (ts.isNamedExports(clause))
        for (const e of clause.elements) out.push({ from, name: (e.propertyName ?? e.name).text, local: e.name.text, reexport: e.name.text });
    } else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) {
      const module = statement.moduleReference.expression;
      if (ts.isStringLiteral(module)) out.push({ from: module.text, name: '*', local: statement.name.text });
    } else if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        const from =
          init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'require' && init.arguments.length === 1
            ? init.arguments[0]
            : undefined;
        if (!from || !ts.isStringLiteral(from)) continue;
        if (ts.isIdentifier(declaration.name)) out.push({ from: from.text, name: '*', local: declaration.name.text });
        else if (ts.isObjectBindingPattern(declaration.name))
          for (const e of declaration.name.elements)
            if (ts.isIdentifier(e.name) && (!e.propertyName || ts.isIdentifier(e.propertyName)))
              out.push({ from: from.text, name: (e.propertyName as TS.Identifier | undefined)?.text ?? e.name.text, local: e.name.text });
      }
  }
  // `const { a } = await import('./m.js')`, where it is used (dynamic-imports.ts).
  out.push(...dynamicBindings(ts, file));
  return out;
}

/**
 * The names `caller` knows the classes (or functions) `names` of the module at `path` by: their own names
 * when `caller` is that module, else its imports of them from it (by any path resolving there), local → name.
 */
export function localNames(
  ts: Typescript,
  workspace: Workspace,
  memo: Memo,
  bindings: readonly Binding[],
  names: ReadonlyMap<string, unknown>,
  caller: string,
  path: string,
): Map<string, string> {
  const locals = new Map<string, string>();
  if (caller === path) for (const name of names.keys()) locals.set(name, name);
  for (const binding of bindings)
    if (binding.reexport === undefined && names.has(binding.name) && resolves(ts, workspace, memo, binding.from, caller, path))
      locals.set(binding.local, binding.name);
  return locals;
}

/**
 * Whether a module name in the module at `from` may be the file at `path` (`./b.js` for `b.ts`, `./tools` for
 * `tools/index.ts`): a relative name, an alias a tsconfig's `paths` or a package.json's `imports` sets, or the
 * name of the workspace package whose entry it is (workspace-packages.ts).
 */
export function resolves(ts: Typescript, workspace: Workspace, memo: Memo, module: string, from: string, path: string): boolean {
  if (memo.aliases.size >= MAX_KEPT) memo.aliases.clear();
  if (!module.startsWith('./') && !module.startsWith('../'))
    return aliasTargets(ts, workspace, memo.aliases, module, from).some((stem) => names(stem, path)) || packageEntry(workspace, module, from) === path;
  const at = joinPath(from.split('/').slice(0, -1).join('/'), module);
  return at !== undefined && names(at, path);
}

/** Whether a root-relative module path names the file at `path`, as TypeScript's module resolution finds it. */
function names(stem: string, path: string): boolean {
  const bare = path.replace(/\.[^./]+$/, '');
  if (stem === path || stem === bare || `${stem}/index` === bare) return true;
  // `./b.js` names `b.ts` (`.mjs` `b.mts`, `.jsx` `b.tsx`) in TypeScript's module resolution.
  return /\.[cm]?jsx?$/.test(stem) && stem.replace(/\.[^./]+$/, '') === bare;
}
