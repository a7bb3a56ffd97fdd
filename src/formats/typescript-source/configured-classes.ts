/**
 * A project's tool class configured by its constructor: a module constructs `new WebTool({ name: 'list-items',
 * description: '…', paramsSchema, annotations, callback })`, the class copying each key of that object to a field
 * (`constructor({ name, description }) { this.name = name; … }`, or handing them to its base class, `super({ name,
 * description, … })`, whose constructor copies them, the base in the same module or one it imports), and a module
 * of the repository registers the class's instances field by field: `server.registerTool(tool.name, { description:
 * tool.description, inputSchema: tool.paramsSchema }, cb)` on a parameter declared the class (`tool: WebTool<any>`).
 * A config value may go through a function handing back what it is given unless it is an instance of something,
 * a function or nothing (`await Provider.from(tool.description)`: every `return` of its body gives its parameter,
 * or runs only under `if (p instanceof …)`, `if (p === undefined)`, `if (typeof p === 'function')`, and the body
 * ends in a `return`): a literal string or object the reader reads is handed back as it is.
 * The answer, for each class the module constructs, says which key of the constructor's object each key of the
 * registration's config is copied from, or that the registration computes it. A field the classes assign anywhere
 * else, a base's field a subclass declares again or reads through an accessor, a constructor doing anything with
 * its object but destructure it: nothing proved. Registrars are looked for among the class's module's callers as
 * handed-server.ts looks for them (tests never), a module parsed only when its text names the class, MAX_READS.
 */
import type * as TS from 'typescript';
import { testSource } from '../../engine/test-source.js';
import { drew } from '../source/draws-on.js';
import type { Workspace } from '../types.js';
import { type Binding, callersOf, entriesAbove, importedFile, localNames, type Memo, memoOf, mentions, read, remembered } from './handed-server.js';
import { stripped } from './loop-registrars.js';
import { collectReturns } from './tool-lists.js';
import { isAssignment, type Typescript, walk } from './values.js';

/** For each key of the SDK config (`name` first), the key of the constructor's object it is registered from; null where the registrar computes it. A key it sets to nothing is left out. */
export type ConfiguredClass = ReadonlyMap<string, string | null>;

/** The classes a module constructs that are proved configured tool classes, by the local name it constructs them by. */
export type ConfiguredClasses = ReadonlyMap<string, ConfiguredClass>;

const MAX_READS = 12;
/** `new WebTool({`: a cheap test before the module is walked. */
const CONSTRUCTS_OBJECT = /\bnew\s{1,8}[A-Za-z_$][\w$]{0,99}\s{0,8}(?:<[^>()]{0,200}>\s{0,8})?\(\s{0,40}\{/;
const MAX_BASES = 4;
/** The classes proved, by module path and class name, kept as long as the proofs' memo. */
const FOUND = new WeakMap<Memo, Map<string, ConfiguredClass>>();

/** The classes the module constructs with one object (`new WebTool({ … })`), imported from a module of the repository, proved configured tool classes. */
export function configuredClasses(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): ConfiguredClasses {
  const out = new Map<string, ConfiguredClass>();
  if (!CONSTRUCTS_OBJECT.test(file.text)) return out;
  const constructed = new Set<string>();
  walk(ts, file, (node) => {
    const [arg, ...more] = (ts.isNewExpression(node) && node.arguments) || [];
    if (arg && more.length === 0 && ts.isObjectLiteralExpression(stripped(ts, arg)) && ts.isIdentifier((node as TS.NewExpression).expression))
      constructed.add(((node as TS.NewExpression).expression as TS.Identifier).text);
  });
  const memo = memoOf(workspace);
  let found = FOUND.get(memo);
  if (!found) FOUND.set(memo, (found = new Map()));
  for (const binding of bindingsFor(ts, file, constructed)) {
    const at = importedFile(ts, workspace, memo, binding.from, path);
    if (!at) continue;
    const key = ['configured', at, binding.name].join('\0');
    const kept = found;
    const proved = remembered(workspace, memo, key, (noting) => {
      const keys = provedClass(ts, noting, memo, at, binding.name);
      if (keys) kept.set(key, keys);
      return keys !== undefined;
    });
    const keys = proved ? kept.get(key) : undefined;
    if (keys) out.set(binding.local, keys);
  }
  return out;
}

/** The module's imports of the names it constructs. */
function bindingsFor(ts: Typescript, file: TS.SourceFile, names: ReadonlySet<string>): Binding[] {
  const out: Binding[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.importClause?.isTypeOnly) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const e of bindings.elements)
        if (names.has(e.name.text) && !e.isTypeOnly)
          out.push({ from: statement.moduleSpecifier.text, name: (e.propertyName ?? e.name).text, local: e.name.text });
  }
  return out;
}

/** The keys of the registration of the class `name` of the module at `path`: its fields proved copied from its object, then a registrar of them. */
function provedClass(ts: Typescript, workspace: Workspace, memo: Memo, path: string, name: string): ConfiguredClass | undefined {
  const fields = copiedFields(ts, workspace, memo, path, name, MAX_BASES);
  if (!fields?.get('name')) return undefined;
  const names = new Map([[name, true]]);
  let reads = MAX_READS;
  for (const caller of [path, ...callersOf(workspace, path).filter((at) => at !== path), ...entriesAbove(workspace, path)]) {
    if (reads <= 0) break;
    if (testSource(caller) !== undefined || !mentions(workspace, memo, caller, name)) continue;
    reads--;
    const module = read(ts, workspace, memo, caller);
    if (!module) continue;
    const locals = localNames(ts, workspace, memo, module.bindings, names, caller, path);
    if (locals.size === 0) continue;
    const keys = registrar(ts, workspace, memo, module.file, caller, locals, fields);
    if (keys) {
      if (caller !== path) drew(workspace, caller);
      return keys;
    }
  }
  return undefined;
}

/** A class's fields each copied from a key of its constructor's one object, field → key; undefined for one a subclass leaves unset. */
type Fields = Map<string, string | undefined>;

/**
 * The class's fields each copied from a key of its constructor's one object: its own constructor's `this.f = v` of
 * a destructured `v`, and its base's fields of the keys its `super({ … })` hands on (those it hands nothing, unset).
 * Undefined when the class does anything else with them (see above).
 */
function copiedFields(ts: Typescript, workspace: Workspace, memo: Memo, path: string, name: string, bases: number): Fields | undefined {
  const module = read(ts, workspace, memo, path);
  const cls = module?.file.statements.find((s): s is TS.ClassDeclaration => ts.isClassDeclaration(s) && s.name?.text === name);
  if (!module || !cls || bases < 0) return undefined;
  const heritage = cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
  const base = heritage && ts.isIdentifier(heritage) ? baseOf(ts, workspace, memo, module.file, path, heritage.text, bases - 1) : undefined;
  if (heritage && !base) return undefined;
  const ctor = cls.members.find((m): m is TS.ConstructorDeclaration => ts.isConstructorDeclaration(m) && !!m.body);
  let fields: Fields;
  if (!ctor) fields = base ?? new Map();
  else {
    const own = constructorFields(ts, ctor, base);
    if (!own) return undefined;
    fields = own;
  }
  // A field the class writes again, declares again (a subclass's declaration resets it) or reads through an accessor is not the copy.
  for (const field of [...fields.keys()]) {
    const assigned = assignments(ts, cls, field);
    const declared = cls.members.filter((m) => m.name && ts.isIdentifier(m.name) && m.name.text === field);
    const copiesHere = ctor !== undefined && !base?.has(field);
    const clean =
      assigned === (copiesHere ? 1 : 0) &&
      declared.every(
        (m) => copiesHere && ts.isPropertyDeclaration(m) && !m.initializer && !ts.getModifiers(m)?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword),
      );
    if (!clean) fields.delete(field);
  }
  return fields;
}

/** The fields of the base class a module names `local` (its own, or one it imports by a relative path or an alias). */
function baseOf(ts: Typescript, workspace: Workspace, memo: Memo, file: TS.SourceFile, path: string, local: string, bases: number): Fields | undefined {
  if (file.statements.some((s) => ts.isClassDeclaration(s) && s.name?.text === local)) return copiedFields(ts, workspace, memo, path, local, bases);
  const binding = bindingsFor(ts, file, new Set([local]))[0];
  const at = binding && importedFile(ts, workspace, memo, binding.from, path);
  const fields = at ? copiedFields(ts, workspace, memo, at, binding.name, bases) : undefined;
  return fields && drew(workspace, at as string) && fields;
}

/**
 * A constructor's fields, field → key of its one destructured parameter: `this.f = v` statements and the base's
 * fields of the keys `super({ k: v })` hands on, those of keys a `super({ … })` of no spread leaves out unset.
 * Undefined for a constructor taking anything else or writing a destructured name.
 */
function constructorFields(ts: Typescript, ctor: TS.ConstructorDeclaration, base: Fields | undefined): Fields | undefined {
  const [parameter, ...more] = ctor.parameters;
  if (!parameter || more.length > 0 || !ts.isObjectBindingPattern(parameter.name)) return undefined;
  const bound = new Map<string, string>();
  for (const element of parameter.name.elements) {
    if (element.dotDotDotToken || !ts.isIdentifier(element.name)) return undefined;
    const key = element.propertyName ?? element.name;
    if (!ts.isIdentifier(key)) return undefined;
    bound.set(element.name.text, key.text);
  }
  let written = false;
  walk(ts, ctor, (node) => {
    if (isAssignment(ts, node) && ts.isIdentifier(node.left) && bound.has(node.left.text)) written = true;
  });
  if (written) return undefined;
  const out: Fields = new Map();
  for (const statement of ctor.body?.statements ?? []) {
    if (!ts.isExpressionStatement(statement)) continue;
    const expression = statement.expression;
    if (ts.isCallExpression(expression) && expression.expression.kind === ts.SyntaxKind.SuperKeyword && base) {
      const [arg] = expression.arguments;
      if (!arg || !ts.isObjectLiteralExpression(arg)) continue;
      if (!arg.properties.some((p) => ts.isSpreadAssignment(p))) for (const field of base.keys()) out.set(field, undefined);
      for (const property of arg.properties) {
        const value = ts.isShorthandPropertyAssignment(property) ? property.name : ts.isPropertyAssignment(property) ? property.initializer : undefined;
        const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
        if (key === undefined) continue;
        // A key handed something else than a destructured name: its fields are no copy.
        if (!value || !ts.isIdentifier(value) || !bound.has(value.text)) {
          for (const [field, from] of base) if (from === key) out.delete(field);
          continue;
        }
        for (const [field, from] of base) if (from !== undefined && from === key) out.set(field, bound.get(value.text) as string);
      }
    } else if (
      isAssignment(ts, expression) &&
      expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(expression.left) &&
      expression.left.expression.kind === ts.SyntaxKind.ThisKeyword &&
      ts.isIdentifier(expression.right) &&
      bound.has(expression.right.text)
    )
      out.set(expression.left.name.text, bound.get(expression.right.text) as string);
  }
  return out;
}

/** How many times the class writes `this.<field>` (or `(this as T).<field>`), its accessors of it counted too. */
function assignments(ts: Typescript, cls: TS.ClassDeclaration, field: string): number {
  let count = 0;
  walk(ts, cls, (node) => {
    if (
      isAssignment(ts, node) &&
      ts.isPropertyAccessExpression(node.left) &&
      stripped(ts, node.left.expression).kind === ts.SyntaxKind.ThisKeyword &&
      node.left.name.text === field
    )
      count++;
    if ((ts.isGetAccessorDeclaration(node) || ts.isSetAccessorDeclaration(node)) && ts.isIdentifier(node.name) && node.name.text === field) count += 2;
  });
  return count;
}

/**
 * The first `registerTool(p.f, { key: p.g, … }, …)` of the module on a parameter `p` declared one of the classes
 * (`tool: WebTool<any>`), or `registerTool(f, { key: g, … })` in a loop destructuring items of a list a method of
 * its class is declared to answer (`for (const { f, g } of await this.toolsToRegister())`, `(): Promise<Tool[]>`),
 * its name a field copied from the object: each config key's object key, null where the registration computes it.
 * Undefined when the module has none, or its config is no object literal.
 */
function registrar(
  ts: Typescript,
  workspace: Workspace,
  memo: Memo,
  file: TS.SourceFile,
  path: string,
  locals: ReadonlyMap<string, string>,
  fields: Fields,
): ConfiguredClass | undefined {
  let out: Map<string, string | null> | undefined;
  walk(ts, file, (node) => {
    if (out || !ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== 'registerTool') return;
    const [nameArg, config] = node.arguments;
    const name = nameArg && stripped(ts, nameArg);
    const fieldOf = name && config ? (itemParameter(ts, node, name, locals) ?? loopItem(ts, node, name, locals)) : undefined;
    const object = config && stripped(ts, config);
    const named = fieldOf && name && fields.get(fieldOf(name) ?? '');
    if (!fieldOf || !object || !ts.isObjectLiteralExpression(object) || named === undefined) return;
    const keys = new Map<string, string | null>([['name', named]]);
    for (const property of object.properties) {
      const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
      if (ts.isSpreadAssignment(property) || key === undefined) return;
      const value = ts.isPropertyAssignment(property)
        ? handedBack(ts, workspace, memo, file, path, property.initializer)
        : ts.isShorthandPropertyAssignment(property)
          ? property.name
          : undefined;
      const field = value && fieldOf(value);
      // A field unset registers nothing under the key.
      if (field !== undefined && fields.has(field) && fields.get(field) === undefined) continue;
      keys.set(key, (field !== undefined && fields.get(field)) || null);
    }
    out = keys;
  });
  return out;
}

/** Which field of an item an expression reads, if any. */
type FieldOf = (node: TS.Expression) => string | undefined;

/** For a name `p.f` of a parameter `p` of the function around `at` declared one of the classes (`tool: WebTool<any>`): its `p.<field>`s. */
function itemParameter(ts: Typescript, at: TS.Node, name: TS.Expression, locals: ReadonlyMap<string, string>): FieldOf | undefined {
  if (!ts.isPropertyAccessExpression(name) || !ts.isIdentifier(name.expression)) return undefined;
  const item = name.expression.text;
  let node = at.parent;
  while (node && !ts.isSourceFile(node) && !ts.isFunctionLike(node)) node = node.parent;
  if (!node || !ts.isFunctionLike(node)) return undefined;
  const parameter = node.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === item);
  if (!parameter?.type || !isClass(ts, parameter.type, locals)) return undefined;
  return (value) => {
    const read = stripped(ts, value);
    return ts.isPropertyAccessExpression(read) && ts.isIdentifier(read.expression) && read.expression.text === item ? read.name.text : undefined;
  };
}

/**
 * For a name `f` a `for (const { f, … } of await this.m())` around `at` destructures, `m` a member of the class
 * around declared to answer a list of one of the classes: the names it binds, each the item's field of its key. Its
 * body declaring one of those names again proves nothing.
 */
function loopItem(ts: Typescript, at: TS.Node, name: TS.Expression, locals: ReadonlyMap<string, string>): FieldOf | undefined {
  if (!ts.isIdentifier(name)) return undefined;
  let loop: TS.Node | undefined = at.parent;
  const binds = (node: TS.ForOfStatement) => {
    const list = node.initializer;
    const pattern = ts.isVariableDeclarationList(list) && list.declarations.length === 1 ? list.declarations[0].name : undefined;
    return pattern && ts.isObjectBindingPattern(pattern) ? pattern : undefined;
  };
  while (
    loop &&
    !ts.isSourceFile(loop) &&
    !(ts.isForOfStatement(loop) && binds(loop)?.elements.some((e) => ts.isIdentifier(e.name) && e.name.text === name.text))
  )
    loop = loop.parent;
  if (!loop || !ts.isForOfStatement(loop)) return undefined;
  const pattern = binds(loop) as TS.ObjectBindingPattern;
  const bound = new Map<string, string>();
  for (const element of pattern.elements) {
    const key = element.propertyName ?? element.name;
    if (element.dotDotDotToken || !ts.isIdentifier(element.name) || !ts.isIdentifier(key)) return undefined;
    bound.set(element.name.text, key.text);
  }
  let redeclared = false;
  walk(ts, loop.statement, (node) => {
    if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) && ts.isIdentifier(node.name) && bound.has(node.name.text))
      redeclared = true;
  });
  if (redeclared || !listsClass(ts, loop, locals)) return undefined;
  return (value) => {
    const read = stripped(ts, value);
    return ts.isIdentifier(read) ? bound.get(read.text) : undefined;
  };
}

/** Whether a loop goes over `this.m()` (awaited or not), `m` a member of the class around it declared to answer a list of one of the classes. */
function listsClass(ts: Typescript, loop: TS.ForOfStatement, locals: ReadonlyMap<string, string>): boolean {
  let over = stripped(ts, loop.expression);
  if (ts.isAwaitExpression(over)) over = stripped(ts, over.expression);
  if (!ts.isCallExpression(over) || over.arguments.length > 0 || !ts.isPropertyAccessExpression(over.expression)) return false;
  if (over.expression.expression.kind !== ts.SyntaxKind.ThisKeyword) return false;
  const method = over.expression.name.text;
  let cls: TS.Node | undefined = loop.parent;
  while (cls && !ts.isSourceFile(cls) && !ts.isClassDeclaration(cls)) cls = cls.parent;
  if (!cls || !ts.isClassDeclaration(cls)) return false;
  const members = cls.members.filter((m) => m.name && ts.isIdentifier(m.name) && m.name.text === method);
  const [member, ...more] = members;
  if (!member || more.length > 0) return false;
  const fn = ts.isPropertyDeclaration(member) && member.initializer ? stripped(ts, member.initializer) : member;
  const type = ts.isMethodDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) ? fn.type : undefined;
  const answered = type && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === 'Promise' ? type.typeArguments?.[0] : type;
  const element = answered && listItem(ts, answered);
  return !!element && isClass(ts, element, locals);
}

/** The item type of `T[]`, `Array<T>` or `ReadonlyArray<T>`. */
function listItem(ts: Typescript, type: TS.TypeNode): TS.TypeNode | undefined {
  if (ts.isArrayTypeNode(type)) return type.elementType;
  const generic = ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && ['Array', 'ReadonlyArray'].includes(type.typeName.text);
  return generic && type.typeArguments?.length === 1 ? type.typeArguments[0] : undefined;
}

/** Whether a type is one of the classes, by the local name the module knows it by (type arguments aside). */
function isClass(ts: Typescript, type: TS.TypeNode, locals: ReadonlyMap<string, string>): boolean {
  return ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && locals.has(type.typeName.text);
}

/** A config value with what hands back its argument (`await`, a passing function, above) taken off: the argument. */
function handedBack(ts: Typescript, workspace: Workspace, memo: Memo, file: TS.SourceFile, path: string, value: TS.Expression): TS.Expression {
  let at = stripped(ts, value);
  for (let step = 0; step < 4; step++) {
    if (ts.isAwaitExpression(at)) at = stripped(ts, at.expression);
    else if (ts.isCallExpression(at) && at.arguments.length === 1 && passing(ts, workspace, memo, file, path, at.expression))
      at = stripped(ts, at.arguments[0]);
    else break;
  }
  return at;
}

/** Whether a callee is a function (or a class's static method, `Provider.from`) of the module or one it imports that hands back a plain value it is given. */
function passing(ts: Typescript, workspace: Workspace, memo: Memo, file: TS.SourceFile, path: string, callee: TS.Expression): boolean {
  const owner =
    ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) ? callee.expression.text : ts.isIdentifier(callee) ? callee.text : undefined;
  if (owner === undefined) return false;
  let module: TS.SourceFile | undefined = file;
  let local = owner;
  if (!file.statements.some((s) => (ts.isClassDeclaration(s) || ts.isFunctionDeclaration(s)) && s.name?.text === owner)) {
    const binding = bindingsFor(ts, file, new Set([owner]))[0];
    const at = binding && importedFile(ts, workspace, memo, binding.from, path);
    module = at ? read(ts, workspace, memo, at)?.file : undefined;
    local = binding?.name ?? owner;
    if (!module || !at) return false;
    drew(workspace, at);
  }
  const declared = module.statements.find((s) => (ts.isClassDeclaration(s) || ts.isFunctionDeclaration(s)) && s.name?.text === local);
  if (!declared) return false;
  if (ts.isFunctionDeclaration(declared)) return !ts.isPropertyAccessExpression(callee) && handsBack(ts, declared);
  if (!ts.isClassDeclaration(declared) || !ts.isPropertyAccessExpression(callee)) return false;
  const method = callee.name.text;
  const bodies = declared.members.filter(
    (m): m is TS.MethodDeclaration =>
      ts.isMethodDeclaration(m) &&
      ts.isIdentifier(m.name) &&
      m.name.text === method &&
      !!ts.getModifiers(m)?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword),
  );
  // Overloads declare no body: the one implementation does.
  const implementations = bodies.filter((m) => m.body);
  return implementations.length === 1 && handsBack(ts, implementations[0]);
}

/**
 * Whether a function hands back its first parameter when that is a plain value (a literal string, number, object
 * or array, never a function, an instance of a class or undefined): every `return` gives the parameter (or a `const`
 * of it), or runs only under a test such a value fails; the body ends in a `return` and never writes the parameter.
 */
function handsBack(ts: Typescript, fn: TS.FunctionLikeDeclaration): boolean {
  const [parameter] = fn.parameters;
  const body = fn.body;
  if (!parameter || !ts.isIdentifier(parameter.name) || !body || !ts.isBlock(body)) return false;
  const p = parameter.name.text;
  const last = body.statements[body.statements.length - 1];
  if (!last || !ts.isReturnStatement(last)) return false;
  const aliases = new Set([p]);
  let written = false;
  walk(ts, body, (node) => {
    if (isAssignment(ts, node) && ts.isIdentifier(node.left) && aliases.has(node.left.text)) written = true;
  });
  for (const statement of body.statements)
    if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
      for (const d of statement.declarationList.declarations)
        if (
          ts.isIdentifier(d.name) &&
          d.initializer &&
          ts.isIdentifier(stripped(ts, d.initializer)) &&
          (stripped(ts, d.initializer) as TS.Identifier).text === p
        )
          aliases.add(d.name.text);
  if (written) return false;
  const returns: TS.Expression[] = [];
  collectReturns(ts, body, returns);
  const bare: TS.ReturnStatement[] = [];
  walk(ts, body, (node) => {
    if (ts.isReturnStatement(node) && !node.expression) bare.push(node);
  });
  const gives = (expression: TS.Expression) => {
    const at = stripped(ts, expression);
    return ts.isIdentifier(at) && aliases.has(at.text);
  };
  return [...returns.map((e) => e.parent), ...bare].every((statement) => {
    const expression = ts.isReturnStatement(statement) ? statement.expression : undefined;
    const guard = guarded(ts, statement, body, p);
    // Under `p === undefined`, it must give nothing: an unset field registers nothing.
    const nothing = !expression || (ts.isIdentifier(expression) && expression.text === 'undefined') || gives(expression);
    return (expression && gives(expression)) || guard === 'never' || (guard === 'nothing' && nothing);
  });
}

/**
 * Under what test of an `if` around it (within `body`) a statement runs: 'never' for one neither a plain value nor
 * nothing passes (`p instanceof X`, `typeof p === 'function'`), 'nothing' for one only nothing passes (`p ===
 * undefined`, `p == null`), undefined for any other.
 */
function guarded(ts: Typescript, statement: TS.Node, body: TS.Block, p: string): 'never' | 'nothing' | undefined {
  let node: TS.Node = statement;
  while (node.parent && node !== body) {
    const parent: TS.Node = node.parent;
    const test = ts.isIfStatement(parent) && parent.thenStatement === node ? testOf(ts, parent.expression, p) : undefined;
    if (test) return test;
    node = parent;
  }
  return undefined;
}

function testOf(ts: Typescript, test: TS.Expression, p: string): 'never' | 'nothing' | undefined {
  const at = stripped(ts, test);
  if (!ts.isBinaryExpression(at)) return undefined;
  const isP = (e: TS.Expression) => ts.isIdentifier(stripped(ts, e)) && (stripped(ts, e) as TS.Identifier).text === p;
  const op = at.operatorToken.kind;
  if (op === ts.SyntaxKind.InstanceOfKeyword) return isP(at.left) ? 'never' : undefined;
  if (op !== ts.SyntaxKind.EqualsEqualsEqualsToken && op !== ts.SyntaxKind.EqualsEqualsToken) return undefined;
  const nothing = (e: TS.Expression) => (ts.isIdentifier(e) && e.text === 'undefined') || e.kind === ts.SyntaxKind.NullKeyword;
  const typeofFunction = (a: TS.Expression, b: TS.Expression) =>
    ts.isTypeOfExpression(a) && isP(a.expression) && ts.isStringLiteral(b) && b.text === 'function';
  if (typeofFunction(at.left, at.right) || typeofFunction(at.right, at.left)) return 'never';
  return (isP(at.left) && nothing(at.right)) || (isP(at.right) && nothing(at.left)) ? 'nothing' : undefined;
}
