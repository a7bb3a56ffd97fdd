/**
 * A registry class constructed with a tool list that it keeps in a Map by name and gives back whole: `const
 * registry = new ToolRegistry(ALL_TOOLS)` of `class ToolRegistry { private readonly byName = new Map();
 * constructor(tools) { for (const tool of tools) this.byName.set(tool.name, tool); } list() { return
 * [...this.byName.values()]; } }`, the class the module's own or one a module of the repository exports (directly,
 * or through one barrel re-exporting it). A tools/list answer of `registry.list()`, whole or mapped
 * (imported-lists.ts), then serves the list the registry was constructed with, each item as written (a later item
 * of the same name replacing an earlier one, as the SDK's own registry does). The class extends nothing; its
 * constructor's one loop is that, its other statements never naming the list; the Map's field is set only there, never reassigned, cleared, deleted from or
 * handed out; the getter takes nothing and returns the Map's values (`Array.from(this.byName.values())` too); and
 * the module uses the `const` holding the registry only to call the class's methods. Anything else proves nothing.
 */
import type * as TS from 'typescript';
import type { Workspace } from '../types.js';
import { bindingsOf, importedFile, memoOf, read } from './handed-server.js';
import { stripped } from './loop-registrars.js';
import { listName } from './tool-lists.js';
import { someNode } from './values.js';

type Typescript = typeof import('typescript');

/** A registry a module constructs: the list it was handed, and the methods giving that list back. */
export interface MapRegistry {
  list: TS.Expression;
  getters: ReadonlySet<string>;
}

/** The module's Map registries, by the `const` holding each. */
export type MapRegistries = ReadonlyMap<string, MapRegistry>;

/** Uses of the Map that leave its items as the constructor set them. */
const READS = new Set(['get', 'has', 'values', 'keys', 'size']);

/** The module's top-level `const registry = new C(list)` of a Map registry class C (see above), by name. */
export function mapRegistriesOf(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): MapRegistries {
  const out = new Map<string, MapRegistry>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const made = declaration.initializer && stripped(ts, declaration.initializer);
      if (!ts.isIdentifier(declaration.name) || !made || !ts.isNewExpression(made) || !ts.isIdentifier(made.expression)) continue;
      const [list, ...rest] = made.arguments ?? [];
      if (!list || rest.length > 0 || ts.isSpreadElement(list)) continue;
      const cls = classOf(ts, file, path, workspace, made.expression.text);
      const getters = cls && gettersOf(ts, cls);
      if (getters && getters.size > 0 && onlyCallsMethods(ts, file, declaration.name, cls))
        out.set(declaration.name.text, { list: stripped(ts, list), getters });
    }
  }
  return out;
}

/** The list a registry's getter call gives back (`registry.list()`), or undefined. */
export function registryList(ts: Typescript, node: TS.Expression, registries: MapRegistries): TS.Expression | undefined {
  const at = stripped(ts, node);
  if (registries.size === 0 || !ts.isCallExpression(at) || at.arguments.length > 0 || !ts.isPropertyAccessExpression(at.expression)) return undefined;
  const owner = stripped(ts, at.expression.expression);
  const registry = ts.isIdentifier(owner) ? registries.get(owner.text) : undefined;
  return registry?.getters.has(at.expression.name.text) ? registry.list : undefined;
}

/** The class named `name` in the module: its own, or one it imports from a module of the repository that exports it (or re-exports it once). */
function classOf(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace, name: string): TS.ClassDeclaration | undefined {
  const own = declaredClass(ts, file, name, false);
  if (own) return own;
  const memo = memoOf(workspace);
  let binding = bindingsOf(ts, file).find((b) => b.local === name && b.reexport === undefined && b.name !== '*' && b.name !== 'default');
  let at = binding && importedFile(ts, workspace, memo, binding.from, path);
  for (let hop = 0; hop < 2 && binding && at; hop++) {
    const module = read(ts, workspace, memo, at);
    if (!module) return undefined;
    const exported = binding.name;
    const cls = declaredClass(ts, module.file, exported, true);
    if (cls) {
      workspace.drawsOn?.(at);
      return cls;
    }
    // `export { C } from "./registry.js"`, or `import { C } from "./registry.js"; export { C };`.
    const local = exportedLocal(ts, module.file, exported);
    binding = module.bindings.find(
      (b) => b.name !== '*' && b.name !== 'default' && (b.reexport === exported || (b.reexport === undefined && b.local === local)),
    );
    at = binding && importedFile(ts, workspace, memo, binding.from, at);
  }
  return undefined;
}

/** A top-level class of the module by name (exported, when asked). */
function declaredClass(ts: Typescript, file: TS.SourceFile, name: string, exported: boolean): TS.ClassDeclaration | undefined {
  return file.statements.find(
    (s): s is TS.ClassDeclaration =>
      ts.isClassDeclaration(s) && s.name?.text === name && (!exported || !!ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)),
  );
}

/** The local a module's own `export { local as name }` (no module named) exports by `name`. */
function exportedLocal(ts: Typescript, file: TS.SourceFile, name: string): string | undefined {
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement) || statement.moduleSpecifier || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    const element = statement.exportClause.elements.find((e) => e.name.text === name);
    if (element) return (element.propertyName ?? element.name).text;
  }
  return undefined;
}

/** The methods of a Map registry class giving its Map's values back, or undefined when the class is no such registry. */
function gettersOf(ts: Typescript, cls: TS.ClassDeclaration): Set<string> | undefined {
  if (cls.heritageClauses?.length) return undefined;
  const ctors = cls.members.filter(ts.isConstructorDeclaration);
  const ctor = ctors.length === 1 ? ctors[0] : undefined;
  // The constructor's one loop over a parameter; its other statements never name that parameter.
  const statements: readonly TS.Statement[] = ctor?.body?.statements ?? [];
  const loops = statements.filter(ts.isForOfStatement);
  const loop = loops.length === 1 ? loops[0] : undefined;
  if (!ctor || !loop || loop.awaitModifier || !ts.isVariableDeclarationList(loop.initializer)) return undefined;
  const [item] = loop.initializer.declarations;
  const listed = stripped(ts, loop.expression);
  const parameter = ts.isIdentifier(listed) && ctor.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === listed.text);
  if (!item || !ts.isIdentifier(item.name) || !parameter || parameter.dotDotDotToken || parameter.modifiers?.length) return undefined;
  if (statements.some((statement) => statement !== loop && someNode(ts, statement, (node) => ts.isIdentifier(node) && node.text === listed.text)))
    return undefined;
  // `this.byName.set(tool.name, tool)`, the loop's one statement.
  const [only, ...more] = ts.isBlock(loop.statement) ? loop.statement.statements : [loop.statement];
  const set = only && more.length === 0 && ts.isExpressionStatement(only) ? stripped(ts, only.expression) : undefined;
  if (!set || !ts.isCallExpression(set) || set.arguments.length !== 2 || !ts.isPropertyAccessExpression(set.expression) || set.expression.name.text !== 'set')
    return undefined;
  const setOn = set.expression.expression;
  const field = thisField(ts, setOn);
  const [key, value] = set.arguments.map((a) => stripped(ts, a));
  const named = ts.isPropertyAccessExpression(key) && key.name.text === 'name' && sameName(ts, key.expression, item.name.text);
  if (field === undefined || !named || !sameName(ts, value, item.name.text) || !mapField(ts, cls, field)) return undefined;
  // Every other use of the field reads it.
  let kept = true;
  const visit = (node: TS.Node): void => {
    if (!kept) return;
    if (thisField(ts, node) === field && node !== setOn) {
      const parent = node.parent;
      kept = ts.isPropertyAccessExpression(parent) && parent.expression === node && READS.has(parent.name.text) && !assigned(ts, parent);
    }
    ts.forEachChild(node, visit);
  };
  cls.members.forEach(visit);
  if (!kept) return undefined;
  const out = new Set<string>();
  for (const member of cls.members) {
    if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name) || member.parameters.length > 0 || !member.body) continue;
    const [returned, ...after] = member.body.statements;
    const whole = returned && after.length === 0 && ts.isReturnStatement(returned) && returned.expression ? listName(ts, returned.expression) : undefined;
    if (whole === `this.${field}`) out.add(member.name.text);
  }
  return out;
}

/** Whether the class declares `field` once, as `new Map()` with nothing in it. */
function mapField(ts: Typescript, cls: TS.ClassDeclaration, field: string): boolean {
  const declared = cls.members.filter((m) => ts.isPropertyDeclaration(m) && ts.isIdentifier(m.name) && m.name.text === field) as TS.PropertyDeclaration[];
  const made = declared.length === 1 && declared[0].initializer ? stripped(ts, declared[0].initializer) : undefined;
  return !!made && ts.isNewExpression(made) && ts.isIdentifier(made.expression) && made.expression.text === 'Map' && (made.arguments?.length ?? 0) === 0;
}

/** `this.<field>`'s field, if the node is one. */
function thisField(ts: Typescript, node: TS.Node): string | undefined {
  return ts.isPropertyAccessExpression(node) && node.expression.kind === ts.SyntaxKind.ThisKeyword ? node.name.text : undefined;
}

/** Whether an expression is the identifier `name`. */
function sameName(ts: Typescript, node: TS.Expression, name: string): boolean {
  const at = stripped(ts, node);
  return ts.isIdentifier(at) && at.text === name;
}

/** Whether a node is written to (`this.byName.size = 0`). */
function assigned(ts: Typescript, node: TS.Node): boolean {
  const parent = node.parent;
  return (
    ts.isBinaryExpression(parent) &&
    parent.left === node &&
    parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
    parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment
  );
}

/** Whether the module uses the `const` only to call the class's methods (`registry.get(name)`), never its fields. */
function onlyCallsMethods(ts: Typescript, file: TS.SourceFile, name: TS.Identifier, cls: TS.ClassDeclaration): boolean {
  const methods = new Set(cls.members.flatMap((m) => (ts.isMethodDeclaration(m) && ts.isIdentifier(m.name) ? [m.name.text] : [])));
  let only = true;
  const visit = (node: TS.Node): void => {
    if (!only) return;
    if (ts.isIdentifier(node) && node.text === name.text && node !== name) {
      const parent = node.parent;
      only = ts.isPropertyAccessExpression(parent) && parent.expression === node && methods.has(parent.name.text) && ts.isCallExpression(parent.parent);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return only;
}
