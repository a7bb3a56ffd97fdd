/**
 * A tool class describing itself in a method: `class AcceptTool { readonly name = 'accept'; getTool(): Tool {
 * return { name: this.name, description: '…', inputSchema }; } }`, whose instances a handler of the repository
 * lists. extract.ts reads what a method declared to return the SDK's `Tool` returns; in such a method, each
 * `this.<member>` the record is written with is the class's own fixed member (a `readonly` property with an
 * initializer the class never assigns, or a getter whose body is one `return`: constructed-classes.ts), when a
 * module of the repository (or the class's own) constructs the class as it is (`new AcceptTool()`), so an
 * instance whose `this` is the class's own exists. An abstract class, a class no module is seen constructing (a
 * base only its subclasses extend), a member the class may change: not read. Callers are looked for as
 * handed-server.ts looks for them (tests never); a module is parsed only when its text names the class, at most
 * MAX_READS of them.
 */
import type * as TS from 'typescript';
import { testSource } from '../../engine/test-source.js';
import { drew } from '../source/draws-on.js';
import type { Workspace } from '../types.js';
import { fixedMember } from './constructed-classes.js';
import { callersOf, entriesAbove, localNames, memoOf, mentions, read } from './handed-server.js';
import { stripped } from './loop-registrars.js';
import { collectReturns } from './tool-lists.js';
import type { Typescript } from './values.js';

/** The module's classes some module constructs as they are, among those whose methods return a record of their own members. */
export type OwnRecordClasses = ReadonlySet<string>;

const MAX_READS = 12;

/** The module's classes constructed as they are by a module of the repository (or itself), whose methods return records of their own members. */
export function ownRecordClasses(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): OwnRecordClasses {
  const out = new Set<string>();
  const candidates = new Map<string, true>();
  for (const statement of file.statements)
    if (ts.isClassDeclaration(statement) && statement.name && recordsOwnMembers(ts, statement)) candidates.set(statement.name.text, true);
  if (candidates.size === 0) return out;
  const memo = memoOf(workspace);
  let reads = MAX_READS;
  for (const caller of [path, ...callersOf(workspace, path).filter((at) => at !== path), ...entriesAbove(workspace, path)]) {
    if (out.size === candidates.size || reads <= 0) break;
    if (testSource(caller) !== undefined) continue;
    if (caller !== path && ![...candidates.keys()].some((name) => !out.has(name) && mentions(workspace, memo, caller, name))) continue;
    reads--;
    const module = caller === path ? { file, bindings: [] } : read(ts, workspace, memo, caller);
    if (!module) continue;
    const locals = localNames(ts, workspace, memo, module.bindings, candidates, caller, path);
    if (locals.size === 0) continue;
    for (const local of constructedNames(ts, module.file)) {
      const name = locals.get(local);
      if (name === undefined || out.has(name)) continue;
      out.add(name);
      if (caller !== path) drew(workspace, caller);
    }
  }
  return out;
}

/**
 * For a method of one of `classes`, the record's stand-in: each `this.<member>` it is written with swapped for the
 * value the class fixes, any other value as it is. Undefined for a method of any other class, or a static one.
 */
export function ownRecordSwap(ts: Typescript, method: TS.Node, classes: OwnRecordClasses | undefined): ((node: TS.Expression) => TS.Expression) | undefined {
  const cls = method.parent;
  if (!classes?.size || !ts.isMethodDeclaration(method) || isStatic(ts, method) || !ts.isClassDeclaration(cls) || !cls.name || !classes.has(cls.name.text))
    return undefined;
  return (node) => ownMember(ts, cls, node) ?? node;
}

/** What a `this.<member>` the class fixes stands for; undefined for any other expression. */
function ownMember(ts: Typescript, cls: TS.ClassDeclaration, node: TS.Expression): TS.Expression | undefined {
  const at = stripped(ts, node);
  return ts.isPropertyAccessExpression(at) && at.expression.kind === ts.SyntaxKind.ThisKeyword ? fixedMember(ts, cls, at.name.text) : undefined;
}

/** Whether a class is concrete and has a method, declared with its result type, returning an object literal with a value `this.<member>` it fixes. */
function recordsOwnMembers(ts: Typescript, cls: TS.ClassDeclaration): boolean {
  if (ts.getModifiers(cls)?.some((m) => m.kind === ts.SyntaxKind.AbstractKeyword)) return false;
  return cls.members.some((member) => {
    if (!ts.isMethodDeclaration(member) || !member.type || !member.body || isStatic(ts, member)) return false;
    const returned: TS.Expression[] = [];
    collectReturns(ts, member.body, returned);
    return returned.some((expression) => {
      const object = stripped(ts, expression);
      return (
        ts.isObjectLiteralExpression(object) &&
        object.properties.some((property) => ts.isPropertyAssignment(property) && ownMember(ts, cls, property.initializer) !== undefined)
      );
    });
  });
}

/** The names a module constructs with `new` (`new AcceptTool()`, in a list or anywhere). */
function constructedNames(ts: Typescript, file: TS.SourceFile): Set<string> {
  const out = new Set<string>();
  const visit = (node: TS.Node): void => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) out.add(node.expression.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

function isStatic(ts: Typescript, member: TS.MethodDeclaration): boolean {
  return !!ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
}
