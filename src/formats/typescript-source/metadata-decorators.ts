/**
 * NestJS tools a project declares with a class decorator of its own and registers from the metadata it sets:
 * `@McpTool({ name: 'get_me', title, description, annotations, inputSchema })` on a class, where the repository's
 * `function McpTool(options) { return SetMetadata(MCP_TOOL_METADATA, options); }` (`SetMetadata` of
 * `@nestjs/common`; `Reflect.metadata(KEY, options)`, or either as the one call of `applyDecorators(…)` naming the
 * key) stores its one parameter as it is under a top-level `const` key of its module, and a module naming an MCP SDK
 * that imports that key reads it (`Reflect.getOwnMetadata(KEY, …)`, `Reflect.getMetadata`, a Nest reflector's
 * `get(KEY, …)`) and hands it to `server.registerTool(options.name, { title: options.title, … }, cb)`.
 * The value read is followed within that module only: a `const` holding it, or a name destructured under the key
 * of an object literal that holds it (`tools.push({ options })`, then `for (const { options } of this.getTools())`).
 * The config is an object literal, a `const` of one, or spreads of those; each key copied under its own name is read
 * from the decorator's object, a key computed or renamed is not statically known, and so is one some registration
 * leaves out unless it is the `else` of a test of that key (`if (options.inputSchema) … else …`). A registration under
 * any other test, or a key test with no registration in its other branch, proves nothing (it registers on some runs).
 * NestJS's DiscoveryService finds providers only; every top-level class of a module that is no test is taken for one
 * (a Nest module lists its providers by name, often through spreads and barrels no proof follows).
 * The registering module's own registrations are then read at the decorated classes, not listed as unknown.
 * Registrars are looked for among the decorator module's callers as handed-server.ts looks (tests never), a module
 * parsed only when its text names the key and an MCP SDK, MAX_READS: the same answer for any file order or job count.
 */
import type * as TS from 'typescript';
import { testSource } from '../../engine/test-source.js';
import { vendoredTypescript } from '../../util/lazy-require.js';
import { drew } from '../source/draws-on.js';
import type { Workspace } from '../types.js';
import type { ConfiguredClass } from './configured-classes.js';
import {
  bindingsOf,
  callersOf,
  constDeclaration,
  entriesAbove,
  importedFile,
  localNames,
  type Memo,
  memoOf,
  mentions,
  parseWithin,
  read,
  remembered,
  topConst,
} from './handed-server.js';
import { stripped } from './loop-registrars.js';
import { someNode, type Typescript, walk } from './values.js';

/** The proved decorators a module puts on its classes, by local name: for each SDK config key, the decorator's key it is read from (null: computed). */
export type DecoratedTools = ReadonlyMap<string, ConfiguredClass>;

const MAX_READS = 12;
/** How many `const`s and spreads a registration's config is followed through. */
const MAX_DEPTH = 3;
const NEST = '@nestjs/common';
/** `@McpTool({` opening a line: a cheap test before the module is walked. */
const DECORATES = /^[ \t]{0,40}@[A-Za-z_$][\w$]{0,99}\(\s{0,40}\{/m;
const SDK = '@modelcontextprotocol/';
/** A decorator module's registrars: the config keys they copy, and the starts of their registrations' names by module. */
interface Registrars {
  keys: ConfiguredClass;
  starts: ReadonlyMap<string, readonly number[]>;
}
/** The proofs' answers, kept as long as their memo. */
const FOUND = new WeakMap<Memo, Map<string, Registrars>>();

/** The decorators the module's top-level classes are given with one argument that are proved metadata tool decorators (see above). */
export function decoratedTools(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): DecoratedTools {
  const out = new Map<string, ConfiguredClass>();
  if (testSource(path) !== undefined || !DECORATES.test(file.text)) return out;
  const used = new Set<string>();
  for (const statement of file.statements)
    if (ts.isClassDeclaration(statement)) for (const call of decoratorCalls(ts, statement)) used.add(call.expression.text);
  if (used.size === 0) return out;
  const memo = memoOf(workspace);
  const bindings = bindingsOf(ts, file);
  for (const local of used) {
    const binding = bindings.find((b) => b.reexport === undefined && b.local === local && b.name !== '*' && b.name !== 'default');
    const home = binding ? importedFile(ts, workspace, memo, binding.from, path) : path;
    const name = binding?.name ?? local;
    const module = home === undefined ? undefined : read(ts, workspace, memo, home);
    const key = module && decoratorKeys(ts, module.file).get(name);
    const registrars = home !== undefined && key !== undefined ? registrarsOf(ts, workspace, memo, home, key) : undefined;
    if (!registrars || home === undefined) continue;
    if (home !== path) drew(workspace, home);
    out.set(local, registrars.keys);
  }
  return out;
}

/** Whether the module declares a class a proved metadata tool decorator is put on: a server file (info.ts). */
export function decoratesTools(text: string, path: string, workspace: Workspace | undefined): boolean {
  if (!workspace || !DECORATES.test(text)) return false;
  const ts = vendoredTypescript();
  const file = parseWithin(ts, path, text);
  return !!file && decoratedTools(ts, file, path, workspace).size > 0;
}

/** The decorator calls of one argument a class is given (`@McpTool({ … })`). */
export function decoratorCalls(ts: Typescript, cls: TS.ClassDeclaration): (TS.CallExpression & { expression: TS.Identifier })[] {
  const out: (TS.CallExpression & { expression: TS.Identifier })[] = [];
  for (const decorator of ts.getDecorators(cls) ?? []) {
    const call = decorator.expression;
    if (ts.isCallExpression(call) && ts.isIdentifier(call.expression) && call.arguments.length === 1)
      out.push(call as TS.CallExpression & { expression: TS.Identifier });
  }
  return out;
}

/** The starts of the module's registration names a decorator module's registrars are proved to make (the tools are read at the classes). */
export function metadataRegistrations(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): ReadonlySet<number> {
  const out = new Set<number>();
  const text = file.text;
  if (testSource(path) !== undefined || !text.includes(SDK) || !text.includes('registerTool') || !(text.includes('Metadata(') || text.includes('.get(')))
    return out;
  // The names the module reads metadata by: only their modules are read.
  const keyNames = new Set<string>();
  walk(ts, file, (node) => {
    const key = ts.isCallExpression(node) ? node.arguments[0] : undefined;
    if (key && ts.isIdentifier(key) && readsMetadata(ts, node as TS.CallExpression, new Set([key.text]))) keyNames.add(key.text);
  });
  if (keyNames.size === 0) return out;
  const memo = memoOf(workspace);
  const homes = new Map<string, Set<string>>([[path, new Set()]]);
  for (const binding of bindingsOf(ts, file)) {
    if (binding.reexport !== undefined || binding.name === '*' || !keyNames.has(binding.local)) continue;
    const at = importedFile(ts, workspace, memo, binding.from, path);
    if (at !== undefined) homes.set(at, (homes.get(at) ?? new Set()).add(binding.name));
  }
  for (const [home, names] of homes) {
    const module = home === path ? { file } : read(ts, workspace, memo, home);
    if (!module) continue;
    for (const key of new Set(decoratorKeys(ts, module.file).values())) {
      if (home !== path && !names.has(key)) continue;
      const starts = registrarsOf(ts, workspace, memo, home, key)?.starts.get(path);
      if (!starts) continue;
      if (home !== path) drew(workspace, home);
      for (const start of starts) out.add(start);
    }
  }
  return out;
}

/**
 * The module's decorator functions storing their one parameter as it is under a top-level `const` key of the
 * module, by name: `function McpTool(options) { return SetMetadata(KEY, options); }` (overloads aside), or an
 * arrow function `const McpTool = (options) => SetMetadata(KEY, options)`; each with the key's name.
 */
function decoratorKeys(ts: Typescript, file: TS.SourceFile): Map<string, string> {
  const nest = new Map<string, string>();
  for (const binding of bindingsOf(ts, file)) if (binding.from === NEST && binding.reexport === undefined) nest.set(binding.local, binding.name);
  const out = new Map<string, string>();
  const bodies = new Map<string, TS.SignatureDeclaration[]>();
  const add = (name: string, fn: TS.SignatureDeclaration) => bodies.set(name, [...(bodies.get(name) ?? []), fn]);
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) add(statement.name.text, statement);
    else if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
      for (const declaration of statement.declarationList.declarations) {
        const fn = declaration.initializer && stripped(ts, declaration.initializer);
        if (ts.isIdentifier(declaration.name) && fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) add(declaration.name.text, fn);
      }
  }
  for (const [name, [fn, ...more]] of bodies) {
    const key = more.length === 0 ? storedKey(ts, fn, nest) : undefined;
    if (key !== undefined && topConst(ts, file, key)) out.set(name, key);
  }
  return out;
}

/** The key a function of one parameter whose body only returns `SetMetadata(KEY, p)` (or the forms above) stores it under. */
function storedKey(ts: Typescript, fn: TS.SignatureDeclaration, nest: ReadonlyMap<string, string>): string | undefined {
  const [parameter, ...more] = fn.parameters;
  const body = 'body' in fn ? (fn.body as TS.ConciseBody | undefined) : undefined;
  if (!parameter || more.length > 0 || !ts.isIdentifier(parameter.name) || parameter.dotDotDotToken || !body) return undefined;
  const p = parameter.name.text;
  const [only, ...rest] = ts.isBlock(body) ? body.statements : [];
  const returned = ts.isBlock(body) ? (only && rest.length === 0 && ts.isReturnStatement(only) ? only.expression : undefined) : body;
  const call = returned && stripped(ts, returned);
  if (!call || !ts.isCallExpression(call)) return undefined;
  const direct = storing(ts, call, p, nest);
  if (direct !== undefined || !ts.isIdentifier(call.expression) || nest.get(call.expression.text) !== 'applyDecorators') return direct;
  // `applyDecorators(SetMetadata(KEY, p), Injectable())`: one call stores the key, no other names it.
  const keys = call.arguments.map((arg) => (ts.isCallExpression(stripped(ts, arg)) ? storing(ts, stripped(ts, arg) as TS.CallExpression, p, nest) : undefined));
  const at = keys.findIndex((key) => key !== undefined);
  const key = keys[at];
  if (key === undefined || keys.some((k, i) => i !== at && k !== undefined)) return undefined;
  const names = (node: TS.Node) => someNode(ts, node, (n) => ts.isIdentifier(n) && n.text === key);
  return call.arguments.every((arg, i) => i === at || !names(arg)) ? key : undefined;
}

/** `SetMetadata(KEY, p)` of Nest or `Reflect.metadata(KEY, p)`: the key's name. */
function storing(ts: Typescript, call: TS.CallExpression, p: string, nest: ReadonlyMap<string, string>): string | undefined {
  const callee = call.expression;
  const setter =
    (ts.isIdentifier(callee) && nest.get(callee.text) === 'SetMetadata') ||
    (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'Reflect' && callee.name.text === 'metadata');
  const [key, value, ...more] = call.arguments;
  const given = value && stripped(ts, value);
  if (!setter || !key || !given || more.length > 0 || !ts.isIdentifier(key) || !ts.isIdentifier(given) || given.text !== p) return undefined;
  return key.text;
}

/**
 * The registrars of the key `key` of the decorator module at `home`: the modules near it (callersOf) naming the key
 * and an MCP SDK that read the key's metadata and register it; undefined when none, or one registration's config is
 * no object this reads.
 */
function registrarsOf(ts: Typescript, outer: Workspace, memo: Memo, home: string, key: string): Registrars | undefined {
  let found = FOUND.get(memo);
  if (!found) FOUND.set(memo, (found = new Map()));
  const kept = found;
  const id = ['metadata', home, key].join('\0');
  const proved = remembered(outer, memo, id, (workspace) => {
    const registrations: Registration[] = [];
    const starts = new Map<string, number[]>();
    let reads = MAX_READS;
    for (const caller of [home, ...callersOf(workspace, home).filter((at) => at !== home), ...entriesAbove(workspace, home)]) {
      if (reads <= 0) break;
      if (testSource(caller) !== undefined || !mentions(workspace, memo, caller, key) || !mentions(workspace, memo, caller, SDK)) continue;
      reads--;
      const module = read(ts, workspace, memo, caller);
      const locals = module && localNames(ts, workspace, memo, module.bindings, new Map([[key, true]]), caller, home);
      if (!module || !locals || locals.size === 0) continue;
      const made = registrationsIn(ts, module.file, new Set(locals.keys()));
      if (made === undefined) return false;
      if (made.length === 0) continue;
      if (caller !== home) drew(workspace, caller);
      registrations.push(...made);
      starts.set(
        caller,
        made.map((r) => r.start),
      );
    }
    if (registrations.length === 0) return false;
    kept.set(id, { keys: copiedKeys(registrations), starts });
    return true;
  });
  return proved ? kept.get(id) : undefined;
}

/** One registration of a metadata value: where its name starts, the config keys it copies (null: computed), the keys it runs only without. */
interface Registration {
  start: number;
  keys: ReadonlyMap<string, string | null>;
  without: ReadonlySet<string>;
}

/**
 * The module's `registerTool(v.name, config, …)` calls on a value `v` holding the metadata of one of `keys` (see
 * above); undefined when one's config is no object this reads, or it registers on some runs only.
 */
function registrationsIn(ts: Typescript, file: TS.SourceFile, keys: ReadonlySet<string>): Registration[] | undefined {
  const holders = new Set<string>();
  const carried = new Set<string>();
  const reads: TS.Expression[] = [];
  walk(ts, file, (node) => {
    if (ts.isCallExpression(node) && readsMetadata(ts, node, keys)) reads.push(node);
  });
  if (reads.length === 0) return [];
  for (const at of reads) {
    const parent = outermost(ts, at).parent;
    if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) && constDeclared(ts, parent)) holders.add(parent.name.text);
    else if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) carried.add(parent.name.text);
  }
  walk(ts, file, (node) => {
    if (!ts.isShorthandPropertyAssignment(node) && !ts.isPropertyAssignment(node)) return;
    const value = ts.isShorthandPropertyAssignment(node) ? node.name : stripped(ts, node.initializer);
    if (ts.isIdentifier(value) && holders.has(value.text) && ts.isIdentifier(node.name)) carried.add(node.name.text);
  });
  const found: { start: number; keys: Map<string, string | null>; tests: KeyTest[] }[] = [];
  let unread = false;
  walk(ts, file, (node) => {
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== 'registerTool') return;
    const [nameArg, config] = node.arguments;
    const name = nameArg && stripped(ts, nameArg);
    if (!name || !ts.isPropertyAccessExpression(name) || name.name.text !== 'name' || !ts.isIdentifier(name.expression)) return;
    const value = name.expression;
    if (!holdsMetadata(ts, value, reads, carried)) return;
    const copied = config ? configKeys(ts, config, value.text, 0) : undefined;
    const tests = keyTests(ts, node, value.text);
    if (!copied || !tests) unread = true;
    else found.push({ start: nameArg.getStart(file), keys: copied, tests });
  });
  const out: Registration[] = [];
  for (const { start, keys: copied, tests } of found) {
    const without = falsyKeys(
      tests,
      found.map((f) => f.tests),
    );
    if (!without) return undefined;
    out.push({ start, keys: copied, without });
  }
  return unread ? undefined : out;
}

/** `Reflect.getOwnMetadata(KEY, …)`, `Reflect.getMetadata(KEY, …)` or a reflector's `get(KEY, …)` (`this.reflector.get`). */
function readsMetadata(ts: Typescript, call: TS.CallExpression, keys: ReadonlySet<string>): boolean {
  const [key] = call.arguments;
  if (!key || !ts.isIdentifier(stripped(ts, key)) || !keys.has((stripped(ts, key) as TS.Identifier).text)) return false;
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee)) return false;
  const owner = callee.expression;
  const method = callee.name.text;
  if (ts.isIdentifier(owner) && owner.text === 'Reflect') return method === 'getOwnMetadata' || method === 'getMetadata';
  const named = ts.isIdentifier(owner) ? owner.text : ts.isPropertyAccessExpression(owner) ? owner.name.text : '';
  return method === 'get' && /reflector$/i.test(named);
}

/** The expression a node is the inner part of, through parentheses, `as`, `satisfies` and `!`. */
function outermost(ts: Typescript, node: TS.Expression): TS.Expression {
  let at = node;
  while (ts.isParenthesizedExpression(at.parent) || ts.isAsExpression(at.parent) || ts.isSatisfiesExpression(at.parent) || ts.isNonNullExpression(at.parent))
    at = at.parent;
  return at;
}

function constDeclared(ts: Typescript, declaration: TS.VariableDeclaration): boolean {
  return ts.isVariableDeclarationList(declaration.parent) && !!(declaration.parent.flags & ts.NodeFlags.Const);
}

/**
 * Whether a name holds a metadata value: the nearest declaration of it is a `const` of a read, or a `const` (or a
 * parameter) destructuring it under a key an object literal of the module holds a read under.
 */
function holdsMetadata(ts: Typescript, name: TS.Identifier, reads: readonly TS.Expression[], carried: ReadonlySet<string>): boolean {
  const declaration = declarationOf(ts, name);
  if (!declaration) return false;
  if (ts.isVariableDeclaration(declaration))
    return constDeclared(ts, declaration) && !!declaration.initializer && reads.includes(stripped(ts, declaration.initializer));
  const pattern = declaration.parent;
  const key = declaration.propertyName ?? declaration.name;
  const root = pattern.parent;
  const fixed = ts.isParameter(root) || (ts.isVariableDeclaration(root) && constDeclared(ts, root));
  return ts.isObjectBindingPattern(pattern) && !declaration.dotDotDotToken && ts.isIdentifier(key) && carried.has(key.text) && fixed;
}

/** The nearest declaration of a name around it: a variable, or a name an object pattern of a variable or parameter binds. */
function declarationOf(ts: Typescript, name: TS.Identifier): TS.VariableDeclaration | TS.BindingElement | undefined {
  const binds = (node: TS.VariableDeclaration | TS.ParameterDeclaration): TS.VariableDeclaration | TS.BindingElement | undefined => {
    if (ts.isIdentifier(node.name)) return node.name.text === name.text && ts.isVariableDeclaration(node) ? node : undefined;
    if (!ts.isObjectBindingPattern(node.name)) return undefined;
    return node.name.elements.find((e) => ts.isIdentifier(e.name) && e.name.text === name.text);
  };
  for (let node: TS.Node | undefined = name.parent; node; node = node.parent) {
    let found: TS.VariableDeclaration | TS.BindingElement | undefined;
    if (
      (ts.isForOfStatement(node) || ts.isForInStatement(node) || ts.isForStatement(node)) &&
      node.initializer &&
      ts.isVariableDeclarationList(node.initializer)
    )
      for (const d of node.initializer.declarations) found ??= binds(d);
    else if (ts.isFunctionLike(node)) for (const p of node.parameters) found ??= binds(p);
    else if (ts.isBlock(node) || ts.isSourceFile(node))
      for (const statement of node.statements)
        if (ts.isVariableStatement(statement)) for (const d of statement.declarationList.declarations) found ??= binds(d);
    if (found) return found;
    // A parameter of that name binds it otherwise than by a pattern: not the value.
    if (ts.isFunctionLike(node) && node.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === name.text)) return undefined;
  }
  return undefined;
}

/**
 * The keys a registration's config sets, each the key of `v` it copies under its own name, or null for one it
 * computes or renames; undefined for a config this cannot follow (a spread or a `const` of something else, a method).
 */
function configKeys(ts: Typescript, node: TS.Expression, v: string, depth: number): Map<string, string | null> | undefined {
  const at = stripped(ts, node);
  if (depth > MAX_DEPTH) return undefined;
  if (ts.isIdentifier(at)) {
    const held = constDeclaration(ts, at)?.initializer;
    return held && configKeys(ts, held, v, depth + 1);
  }
  if (!ts.isObjectLiteralExpression(at)) return undefined;
  const out = new Map<string, string | null>();
  for (const property of at.properties) {
    if (ts.isSpreadAssignment(property)) {
      const spread = configKeys(ts, property.expression, v, depth + 1);
      if (!spread) return undefined;
      for (const [key, from] of spread) out.set(key, from);
      continue;
    }
    const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    if (key === undefined || !(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property))) return undefined;
    const value = ts.isPropertyAssignment(property) ? stripped(ts, property.initializer) : property.name;
    if (ts.isIdentifier(value) && value.text === 'undefined') out.delete(key);
    else {
      const copies = ts.isPropertyAccessExpression(value) && ts.isIdentifier(value.expression) && value.expression.text === v && value.name.text === key;
      out.set(key, copies ? key : null);
    }
  }
  return out;
}

/** A test of a key of the value around a registration: the `if`, whether the registration is in its `else`, the key. */
interface KeyTest {
  statement: TS.IfStatement;
  inElse: boolean;
  key: string;
}

/**
 * The tests of keys of `v` around a registration in its function (`if (v.key)`, `if (!v.key)`); undefined for one
 * under any other `if`, a `case` or an expression's branch: it may register on some runs only.
 */
function keyTests(ts: Typescript, call: TS.Node, v: string): KeyTest[] | undefined {
  const out: KeyTest[] = [];
  const keyOf = (test: TS.Expression) => {
    const at = stripped(ts, test);
    return ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression) && at.expression.text === v ? at.name.text : undefined;
  };
  for (let at: TS.Node = call, p = at.parent; p && !ts.isFunctionLike(p); at = p, p = at.parent) {
    if (ts.isCaseClause(p) || ts.isDefaultClause(p) || ts.isConditionalExpression(p) || ts.isBinaryExpression(p)) return undefined;
    if (!ts.isIfStatement(p) || p.expression === at) continue;
    const test = stripped(ts, p.expression);
    const plain = keyOf(test);
    const negated = ts.isPrefixUnaryExpression(test) && test.operator === ts.SyntaxKind.ExclamationToken ? keyOf(test.operand) : undefined;
    const key = plain ?? negated;
    if (key === undefined) return undefined;
    // In the branch where the key is unset: the `else` of `if (v.key)`, the `then` of `if (!v.key)`.
    out.push({ statement: p, inElse: p.elseStatement === at, key: plain === undefined ? `!${key}` : key });
  }
  return out;
}

/** The keys a registration runs only without, when each test around it has a registration in its other branch too; else undefined. */
function falsyKeys(tests: readonly KeyTest[], all: readonly (readonly KeyTest[])[]): Set<string> | undefined {
  const out = new Set<string>();
  for (const { statement, inElse, key } of tests) {
    if (!all.some((other) => other.some((t) => t.statement === statement && t.inElse !== inElse))) return undefined;
    const negated = key.startsWith('!');
    if (inElse !== negated) out.add(negated ? key.slice(1) : key);
  }
  return out;
}

/**
 * The SDK config keys of the registrations together, `name` first: a key each registration setting it copies, and
 * each other runs only without; any other key set, null.
 */
function copiedKeys(registrations: readonly Registration[]): ConfiguredClass {
  const out = new Map<string, string | null>([['name', 'name']]);
  for (const { keys } of registrations)
    for (const key of keys.keys()) {
      if (key === 'name' || out.has(key)) continue;
      const copied = registrations.every((r) => (r.keys.has(key) ? r.keys.get(key) === key : r.without.has(key)));
      out.set(key, copied ? key : null);
    }
  return out;
}
