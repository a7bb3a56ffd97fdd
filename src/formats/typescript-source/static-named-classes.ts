/**
 * Tool classes named by a static member (tool-classes.ts): the base registering `this.name` takes the name in
 * its constructor (`constructor({ name, … }) { this.name = name; }`), and the repository's server constructs
 * each tool class handing it the class's own static member, then registers the instance:
 * `const tool = new Tool({ name: Tool.toolName, … }); tool.register(this);` (mongodb-mcp-server). The tool's
 * name is then the concrete class's `static toolName`. Proved only when every class between the tool and that
 * base hands its constructor's first parameter on unchanged and writes no name of its own, and every such
 * registered construction in reach names the same static member of the class it constructs.
 */
import type * as TS from 'typescript';
import { testSource } from '../../engine/test-source.js';
import type { Workspace } from '../types.js';
import { callersOf, type Memo, mentions, read } from './handed-server.js';
import { stripped } from './loop-registrars.js';
import { dependentFolders } from './workspace-packages.js';

type Typescript = typeof import('typescript');

const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const MAX_LISTED = 200;
/** Modules one proof looks at (their text tested first), and parses at most. */
const MAX_LOOKED = 240;
const MAX_PARSED = 32;
/** Each proof's answer by base module, key and method, with the files it rests on; per run's memo. */
const PROOFS = new WeakMap<Memo, Map<string, { result: string | undefined; drawn: readonly string[] }>>();

/** The method (by name) of `node` whose body holds `call`. */
export function memberOf(ts: Typescript, node: TS.ClassDeclaration, call: TS.Node): string | undefined {
  const member = node.members.find((m) => m.pos <= call.pos && call.end <= m.end);
  return member && ts.isMethodDeclaration(member) && ts.isIdentifier(member.name) ? member.name.text : undefined;
}

/**
 * The key of its constructor's first parameter a registering base sets `this.<field>` from, once, in the
 * constructor's own statements: `constructor({ name }) { this.name = name; }` or `constructor(p) { this.name = p.name; }`.
 */
export function constructorKey(ts: Typescript, node: TS.ClassDeclaration, field: string): string | undefined {
  const writes = fieldWrites(ts, node, field);
  const ctor = node.members.find((m): m is TS.ConstructorDeclaration => ts.isConstructorDeclaration(m) && m.body !== undefined);
  const param = ctor?.parameters[0];
  if (!ctor?.body || !param || writes.length !== 1 || hasField(ts, node, field)) return undefined;
  const write = writes[0];
  if (!ctor.body.statements.some((s) => ts.isExpressionStatement(s) && s.expression === write)) return undefined;
  const value = stripped(ts, write.right);
  if (ts.isObjectBindingPattern(param.name) && ts.isIdentifier(value)) {
    const element = param.name.elements.find((e) => !e.dotDotDotToken && ts.isIdentifier(e.name) && e.name.text === value.text);
    const key = element && (element.propertyName ?? element.name);
    return key && ts.isIdentifier(key) && !reassigned(ts, ctor.body, value.text) ? key.text : undefined;
  }
  if (ts.isIdentifier(param.name) && ts.isPropertyAccessExpression(value) && ts.isIdentifier(value.expression) && value.expression.text === param.name.text)
    return reassigned(ts, ctor.body, param.name.text) ? undefined : value.name.text;
  return undefined;
}

/**
 * Whether a class between a tool and its registering base leaves the name as the base sets it: it writes no
 * `<field>` of its own, and its constructor, if any, hands `super` its first parameter unchanged.
 */
export function passesOn(ts: Typescript, node: TS.ClassDeclaration, field: string): boolean {
  if (hasField(ts, node, field) || fieldWrites(ts, node, field).length > 0) return false;
  const ctor = node.members.find((m): m is TS.ConstructorDeclaration => ts.isConstructorDeclaration(m));
  if (!ctor) return true;
  const param = ctor.parameters[0];
  if (!ctor.body || !param || !ts.isIdentifier(param.name) || reassigned(ts, ctor.body, param.name.text)) return false;
  const name = param.name.text;
  return ctor.body.statements.some((s) => {
    const call = ts.isExpressionStatement(s) ? s.expression : undefined;
    const first = call && ts.isCallExpression(call) && call.expression.kind === ts.SyntaxKind.SuperKeyword ? call.arguments[0] : undefined;
    return first !== undefined && ts.isIdentifier(first) && first.text === name;
  });
}

/**
 * The static member the repository's registered constructions name the tool with: `new V({ <key>: V.<static> })`
 * whose instance is bound to a `const` and has `<method>(…)` called on it, in the modules near the base's
 * (`modules`: the base's module and the package entries it was reached through) and the monorepo's packages
 * using them, tests left out. None when no such construction is found, or one names another value or member.
 */
export function constructingStatic(
  ts: Typescript,
  workspace: Workspace,
  memo: Memo,
  modules: readonly string[],
  key: string,
  method: string,
): string | undefined {
  const proofs = PROOFS.get(memo) ?? new Map<string, { result: string | undefined; drawn: readonly string[] }>();
  PROOFS.set(memo, proofs);
  const id = `${modules.join('\n')}\n${key}\n${method}`;
  let known = proofs.get(id);
  if (!known) {
    const drawn: string[] = [];
    const result = prove(ts, workspace, memo, modules, key, method, drawn);
    known = { result, drawn };
    proofs.set(id, known);
  }
  for (const path of known.drawn) workspace.drawsOn?.(path);
  return known.result;
}

function prove(ts: Typescript, workspace: Workspace, memo: Memo, modules: readonly string[], key: string, method: string, drawn: string[]): string | undefined {
  const candidates = new Set<string>();
  for (const module of modules) {
    for (const caller of callersOf(workspace, module)) candidates.add(caller);
    for (const folder of dependentFolders(workspace, module))
      for (const name of workspace.list(folder, MAX_LISTED) ?? []) if (SOURCE.test(name) && !name.endsWith('.d.ts')) candidates.add(`${folder}/${name}`);
  }
  const call = `.${method}(`;
  let found: string | undefined;
  let parsed = 0;
  for (const path of [...candidates].slice(0, MAX_LOOKED)) {
    if (testSource(path) !== undefined || !mentions(workspace, memo, path, call)) continue;
    if (++parsed > MAX_PARSED) break;
    const module = read(ts, workspace, memo, path);
    if (!module) continue;
    const named = registeredConstructions(ts, module.file, key, method);
    // A module with such constructions is one the answer rests on, whatever it is.
    if (named.length > 0) drawn.push(path);
    for (const member of named) {
      if (member === undefined || (found !== undefined && member !== found)) return undefined;
      found = member;
    }
  }
  return found;
}

/**
 * Each `const t = new V({ <key>: … })` of a module whose `t.<method>(…)` is called in the same block: the
 * static member of V it names (`V.toolName`), or undefined for any other value.
 */
function registeredConstructions(ts: Typescript, file: TS.SourceFile, key: string, method: string): (string | undefined)[] {
  const out: (string | undefined)[] = [];
  const visit = (at: TS.Node): void => {
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name) && at.initializer) {
      const made = stripped(ts, at.initializer);
      const arg = ts.isNewExpression(made) && made.arguments?.[0] ? stripped(ts, made.arguments[0]) : undefined;
      const property =
        arg && ts.isObjectLiteralExpression(arg)
          ? arg.properties.find((p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === key)
          : undefined;
      if (property && ts.isNewExpression(made) && calledOn(ts, at, at.name.text, method)) out.push(staticOf(ts, made.expression, property));
    }
    ts.forEachChild(at, visit);
  };
  visit(file);
  return out;
}

/** `V.<static>` where V is the class constructed (`new V(…)`): the static member's name. */
function staticOf(ts: Typescript, constructed: TS.Expression, property: TS.ObjectLiteralElementLike): string | undefined {
  const value = ts.isPropertyAssignment(property) ? stripped(ts, property.initializer) : undefined;
  return value &&
    ts.isIdentifier(constructed) &&
    ts.isPropertyAccessExpression(value) &&
    ts.isIdentifier(value.expression) &&
    value.expression.text === constructed.text
    ? value.name.text
    : undefined;
}

/** Whether `name.<method>(…)` is called in the block holding the declaration. */
function calledOn(ts: Typescript, declaration: TS.VariableDeclaration, name: string, method: string): boolean {
  let block: TS.Node | undefined = declaration.parent;
  while (block && !ts.isBlock(block) && !ts.isSourceFile(block)) block = block.parent;
  let found = false;
  const visit = (at: TS.Node): void => {
    if (found) return;
    if (
      ts.isCallExpression(at) &&
      ts.isPropertyAccessExpression(at.expression) &&
      at.expression.name.text === method &&
      ts.isIdentifier(at.expression.expression) &&
      at.expression.expression.text === name
    )
      found = true;
    else ts.forEachChild(at, visit);
  };
  if (block) visit(block);
  return found;
}

/** Each `this.<field> = …` of a class's members. */
function fieldWrites(ts: Typescript, node: TS.ClassDeclaration, field: string): TS.BinaryExpression[] {
  const out: TS.BinaryExpression[] = [];
  const visit = (at: TS.Node): void => {
    if (
      ts.isBinaryExpression(at) &&
      at.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(at.left) &&
      at.left.expression.kind === ts.SyntaxKind.ThisKeyword &&
      at.left.name.text === field
    )
      out.push(at);
    ts.forEachChild(at, visit);
  };
  for (const member of node.members) visit(member);
  return out;
}

/** Whether a class declares an instance field `<field>` with a value, or a getter of it (either overrides the constructor's). */
function hasField(ts: Typescript, node: TS.ClassDeclaration, field: string): boolean {
  return node.members.some(
    (m) =>
      ((ts.isPropertyDeclaration(m) && m.initializer !== undefined && !ts.getModifiers(m)?.some((k) => k.kind === ts.SyntaxKind.StaticKeyword)) ||
        ts.isGetAccessorDeclaration(m)) &&
      m.name !== undefined &&
      ts.isIdentifier(m.name) &&
      m.name.text === field,
  );
}

/** Whether a local is assigned anew in a body (`name = …`, `p.name = …`), which a proof from its first value cannot follow. */
function reassigned(ts: Typescript, body: TS.Block, name: string): boolean {
  let found = false;
  const visit = (at: TS.Node): void => {
    if (found) return;
    if (ts.isBinaryExpression(at) && at.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && at.operatorToken.kind <= ts.SyntaxKind.LastAssignment) {
      let target: TS.Expression = at.left;
      while (ts.isPropertyAccessExpression(target) || ts.isElementAccessExpression(target)) target = target.expression;
      if (ts.isIdentifier(target) && target.text === name) found = true;
    }
    if (!found) ts.forEachChild(at, visit);
  };
  visit(body);
  return found;
}
