/**
 * A tool class registering itself, its name a getter: `class StatusTool { get name() { return 'status'; }
 * readonly config = { description: '…', inputSchema }; register(srv: McpServer) { srv.registerTool(this.name,
 * this.config, this.#handle); } }`, which a module of the repository constructs as it is and registers through
 * (`new StatusTool().register(server)`, or `const t = new StatusTool(); t.register(server)`: the module itself, or
 * one importing the class by a relative path or an alias). That instance is the class's own, no subclass's, so
 * each `this.<member>` its method hands the SDK is the class's own member: a getter (no setter) whose body is one
 * `return`, or a `readonly` property with an initializer the class never assigns. Those are read as written
 * (extract.ts); any other `this` read (a base's member, one assigned or computed) stays unread. A class no module
 * is seen constructing and registering through (a base only its subclasses extend) is not read: its members may
 * be placeholders. Callers are looked for as handed-server.ts looks for them (tests never), MAX_READS modules.
 * A tool class a base registers (tool-classes.ts) may name itself with such a getter too (getterValue).
 */
import type * as TS from 'typescript';
import { testSource } from '../../engine/test-source.js';
import { drew } from '../source/draws-on.js';
import type { Workspace } from '../types.js';
import { callersOf, constDeclaration, entriesAbove, localNames, memoOf, read } from './handed-server.js';
import { stripped } from './loop-registrars.js';
import { isAssignment, type Typescript, walk } from './values.js';

/** The module's classes an exact instance of which registers, each with the methods it is seen registering through. */
export type ConstructedClasses = ReadonlyMap<string, ReadonlySet<string>>;

const REGISTERS = new Set(['tool', 'registerTool']);
const MAX_READS = 12;

/** The module's classes constructed as they are and registered through, by a module of the repository (or itself). */
export function constructedClasses(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): ConstructedClasses {
  const out = new Map<string, Set<string>>();
  const candidates = registeringClasses(ts, file);
  if (candidates.size === 0) return out;
  const memo = memoOf(workspace);
  let reads = MAX_READS;
  for (const caller of [path, ...callersOf(workspace, path).filter((at) => at !== path), ...entriesAbove(workspace, path)]) {
    if (out.size === candidates.size || reads-- <= 0) break;
    if (testSource(caller) !== undefined) continue;
    const module = caller === path ? { file, bindings: [] } : read(ts, workspace, memo, caller);
    if (!module) continue;
    // The class by the name the module knows it: its own, or an import of it from this module.
    const locals = localNames(ts, workspace, memo, module.bindings, candidates, caller, path);
    if (locals.size === 0) continue;
    for (const [local, method] of registrationsThrough(ts, module.file, locals)) {
      const name = locals.get(local) as string;
      if (!candidates.get(name)?.has(method)) continue;
      if (!out.has(name)) out.set(name, new Set());
      out.get(name)?.add(method);
      if (caller !== path) drew(workspace, caller);
    }
  }
  return out;
}

/**
 * For a registration of a class of `classes`, in one of its proved methods, whose name is a `this.<member>` the
 * class fixes: the registration's stand-in, each such `this.<member>` swapped for the value the class writes.
 */
export function ownMembers(
  ts: Typescript,
  call: TS.CallExpression,
  classes: ConstructedClasses,
): { object: TS.Expression; swap: (node: TS.Expression) => TS.Expression } | undefined {
  const method = enclosingMethod(ts, call);
  const cls = method?.parent;
  if (!method || !cls || !ts.isClassDeclaration(cls) || !cls.name || !ts.isIdentifier(method.name)) return undefined;
  if (!classes.get(cls.name.text)?.has(method.name.text)) return undefined;
  const value = (node: TS.Expression) => {
    const at = stripped(ts, node);
    return ts.isPropertyAccessExpression(at) && at.expression.kind === ts.SyntaxKind.ThisKeyword ? fixedMember(ts, cls, at.name.text) : undefined;
  };
  const [name] = call.arguments;
  if (!name || !value(name)) return undefined;
  return { object: call, swap: (node) => value(node) ?? node };
}

/** The class's top-level non-abstract classes with a method registering on the SDK a name `this.<member>`, by name: those methods. */
function registeringClasses(ts: Typescript, file: TS.SourceFile): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const statement of file.statements) {
    if (!ts.isClassDeclaration(statement) || !statement.name || ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.AbstractKeyword)) continue;
    const methods = new Set<string>();
    walk(ts, statement, (node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && REGISTERS.has(node.expression.name.text)) {
        const first = node.arguments[0] && stripped(ts, node.arguments[0]);
        const method = enclosingMethod(ts, node);
        if (first && ts.isPropertyAccessExpression(first) && first.expression.kind === ts.SyntaxKind.ThisKeyword && method && ts.isIdentifier(method.name))
          methods.add(method.name.text);
      }
    });
    if (methods.size > 0) out.set(statement.name.text, methods);
  }
  return out;
}

/** The method whose `this` a node sees: the nearest function around it that is no arrow function, if a method. */
function enclosingMethod(ts: Typescript, at: TS.Node): TS.MethodDeclaration | undefined {
  let node = at.parent;
  while (node && !ts.isSourceFile(node) && (!ts.isFunctionLike(node) || ts.isArrowFunction(node))) node = node.parent;
  return node && ts.isMethodDeclaration(node) && !ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword) ? node : undefined;
}

/** `new C(…).register(…)`, or `x.register(…)` of a `const x = new C(…)` of a block around it: each class local and method called. */
function registrationsThrough(ts: Typescript, file: TS.SourceFile, locals: ReadonlyMap<string, string>): [string, string][] {
  const out: [string, string][] = [];
  const constructed = (node: TS.Expression): string | undefined => {
    const at = stripped(ts, node);
    return ts.isNewExpression(at) && ts.isIdentifier(at.expression) && locals.has(at.expression.text) ? at.expression.text : undefined;
  };
  walk(ts, file, (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const target = stripped(ts, node.expression.expression);
      // Or what a `const` of that name in a block around it holds (the nearest).
      const held = ts.isIdentifier(target) ? constDeclaration(ts, target)?.initializer : undefined;
      const local = constructed(target) ?? (held && constructed(held));
      if (local) out.push([local, node.expression.name.text]);
    }
  });
  return out;
}

/**
 * The value a class fixes for its member: its getter's (getterValue), or a `readonly` property's initializer,
 * the class assigning `this.<name>` nowhere. Undefined for any other.
 */
export function fixedMember(ts: Typescript, cls: TS.ClassDeclaration, name: string): TS.Expression | undefined {
  const members = cls.members.filter((m) => m.name && ts.isIdentifier(m.name) && m.name.text === name && !isStatic(ts, m));
  const [member, ...more] = members;
  if (!member || more.length > 0 || assigns(ts, cls, name)) return undefined;
  if (ts.isGetAccessorDeclaration(member)) return getterValue(ts, cls, name);
  return ts.isPropertyDeclaration(member) && ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword) ? member.initializer : undefined;
}

/** What a class's own getter of `name` returns, its body one `return` and the class declaring no setter of it. */
export function getterValue(ts: Typescript, cls: TS.ClassLikeDeclaration, name: string): TS.Expression | undefined {
  const members = cls.members.filter((m) => m.name && ts.isIdentifier(m.name) && m.name.text === name && !isStatic(ts, m));
  const [getter, ...more] = members;
  if (!getter || more.length > 0 || !ts.isGetAccessorDeclaration(getter)) return undefined;
  const [only, ...rest] = getter.body?.statements ?? [];
  return only && rest.length === 0 && ts.isReturnStatement(only) ? only.expression : undefined;
}

function isStatic(ts: Typescript, member: TS.ClassElement): boolean {
  return ts.canHaveModifiers(member) && !!ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
}

/** Whether the class assigns `this.<name>` (or `(this as T).<name>`) anywhere (a constructor may, a `readonly` property notwithstanding). */
function assigns(ts: Typescript, cls: TS.ClassDeclaration, name: string): boolean {
  let found = false;
  walk(ts, cls, (node) => {
    if (
      isAssignment(ts, node) &&
      ts.isPropertyAccessExpression(node.left) &&
      stripped(ts, node.left.expression).kind === ts.SyntaxKind.ThisKeyword &&
      node.left.name.text === name
    )
      found = true;
  });
  return found;
}
