/**
 * A registry class handed a list at its construction that registers each item: `const registry = new
 * ToolRegistry(allTools); registry.attach(server);` of `class ToolRegistry { constructor(tools) { this.allTools =
 * tools; } attach(server) { this.server = server; for (const tool of this.allTools) this.registerOne(tool); }
 * private registerOne(tool) { if (!this.server) return; this.server.registerTool(tool.name, { description:
 * tool.description, inputSchema: z.object(buildShape(tool)) }, cb); } }`. The class is the module's own or one a
 * module of the repository naming an MCP SDK exports (through one barrel's `export { X } from`); the constructor
 * keeps its parameter in a field by a statement of its own body, the field named nowhere else but by the one
 * method's loop, whose body hands each item to one method of the class registering it (list-registrars.ts
 * loopFields: the config keys copied as written, those set otherwise not statically known; a `return` there skips
 * only that item) or registers it itself. The module constructing it calls that method on the instance. Each
 * item of the list is then registered on some runs, as imported-lists.ts reads a loop written out.
 */
import type * as TS from 'typescript';
import type { Workspace } from '../types.js';
import { bindingsOf, importedFile, memoOf, read } from './handed-server.js';
import type { GroupFields } from './lazy-groups.js';
import { loopFields } from './list-registrars.js';
import { stripped } from './loop-registrars.js';
import { NAMES_SDK } from './values.js';

type Typescript = typeof import('typescript');

/** What a registry class does with the list it is constructed with: its parameter, the method registering, and each item's fields. */
export interface ClassRegistrar {
  index: number;
  method: string;
  fields: GroupFields;
}

/** The registry classes a module constructs, by the name it constructs each by. */
export function classRegistrarsOf(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): Map<string, ClassRegistrar> {
  const out = new Map<string, ClassRegistrar>();
  const constructed = new Set<string>();
  const visit = (node: TS.Node): void => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && (node.arguments?.length ?? 0) > 0) constructed.add(node.expression.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  const memo = memoOf(workspace);
  for (const name of constructed) {
    const local = file.statements.find((s): s is TS.ClassDeclaration => ts.isClassDeclaration(s) && s.name?.text === name);
    let found = local && NAMES_SDK.test(file.text) ? registrarOf(ts, local) : undefined;
    const binding = local ? undefined : bindingsOf(ts, file).find((b) => b.local === name && b.reexport === undefined && b.name !== '*');
    // The class where the module imports it from, or one barrel on.
    let at = binding && importedFile(ts, workspace, memo, binding.from, path);
    let exported = binding?.name;
    for (let hop = 0; hop < 2 && at !== undefined && exported !== undefined && !found; hop++) {
      const module = read(ts, workspace, memo, at);
      if (!module) break;
      const cls = module.file.statements.find(
        (s): s is TS.ClassDeclaration =>
          ts.isClassDeclaration(s) && s.name?.text === exported && !!ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword),
      );
      if (cls) {
        found = NAMES_SDK.test(module.file.text) ? registrarOf(ts, cls) : undefined;
        if (found) workspace.drawsOn?.(at);
        break;
      }
      const on = module.bindings.find((b) => b.reexport === exported && b.name !== '*');
      at = on && importedFile(ts, workspace, memo, on.from, at);
      exported = on?.name;
    }
    if (found) out.set(name, found);
  }
  return out;
}

/**
 * The list a construction hands a registry class it then registers through: `new C(list)` held in a `const`
 * whose method the module calls (`registry.attach(server)`), or called at once (`new C(list).attach(server)`).
 */
export function constructedList(
  ts: Typescript,
  node: TS.NewExpression,
  classes: ReadonlyMap<string, ClassRegistrar>,
): { list: TS.Expression; registrar: ClassRegistrar } | undefined {
  const registrar = ts.isIdentifier(node.expression) ? classes.get(node.expression.text) : undefined;
  const args = node.arguments ?? [];
  if (!registrar || args.length <= registrar.index || args.slice(0, registrar.index + 1).some(ts.isSpreadElement)) return undefined;
  const calls = (receiver: TS.Expression) =>
    ts.isPropertyAccessExpression(receiver.parent) && receiver.parent.name.text === registrar.method && ts.isCallExpression(receiver.parent.parent);
  let held: TS.Node = node;
  while (ts.isParenthesizedExpression(held.parent) || ts.isAsExpression(held.parent)) held = held.parent;
  const holder = held.parent;
  let called = calls(held as TS.Expression);
  if (
    !called &&
    ts.isVariableDeclaration(holder) &&
    ts.isIdentifier(holder.name) &&
    ts.isVariableDeclarationList(holder.parent) &&
    holder.parent.flags & ts.NodeFlags.Const
  ) {
    const name = holder.name.text;
    const visit = (at: TS.Node): void => {
      if (!called && ts.isIdentifier(at) && at.text === name && at !== holder.name && calls(at)) called = true;
      ts.forEachChild(at, visit);
    };
    visit(node.getSourceFile());
  }
  return called ? { list: stripped(ts, args[registrar.index]), registrar } : undefined;
}

/** What a class does with the list it is constructed with (see above), or undefined when it is no registry of it. */
function registrarOf(ts: Typescript, cls: TS.ClassDeclaration): ClassRegistrar | undefined {
  const ctor = cls.members.find((m): m is TS.ConstructorDeclaration => ts.isConstructorDeclaration(m) && !!m.body);
  const methods = new Map(cls.members.flatMap((m) => (ts.isMethodDeclaration(m) && m.body && ts.isIdentifier(m.name) ? [[m.name.text, m] as const] : [])));
  for (const statement of ctor?.body?.statements ?? []) {
    // `this.allTools = tools;` of a parameter.
    const assigned = ts.isExpressionStatement(statement) && ts.isBinaryExpression(statement.expression) ? statement.expression : undefined;
    const field = assigned && assigned.operatorToken.kind === ts.SyntaxKind.EqualsToken ? thisField(ts, assigned.left) : undefined;
    const value = assigned && stripped(ts, assigned.right);
    const index =
      value && ts.isIdentifier(value)
        ? (ctor as TS.ConstructorDeclaration).parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === value.text && !p.dotDotDotToken)
        : -1;
    if (field === undefined || index === -1) continue;
    // The field named by that assignment and by one loop of a method, nowhere else.
    const uses: TS.Node[] = [];
    const visit = (node: TS.Node): void => {
      if (thisField(ts, node) === field) uses.push(node);
      ts.forEachChild(node, visit);
    };
    cls.members.forEach(visit);
    const loop = uses.length === 2 ? uses.find((use) => use !== assigned?.left)?.parent : undefined;
    if (!loop || !ts.isForOfStatement(loop) || !ts.isVariableDeclarationList(loop.initializer)) return undefined;
    const [declaration] = loop.initializer.declarations;
    const method = [...methods].find(([, m]) => m.body?.statements.includes(loop))?.[0];
    if (!declaration || !ts.isIdentifier(declaration.name) || method === undefined) return undefined;
    const item = declaration.name.text;
    const body = ts.isBlock(loop.statement) ? loop.statement : undefined;
    // `this.registerOne(tool);`: the method registering each, handed the item only.
    const [only] = body?.statements ?? [loop.statement];
    const handed = ts.isExpressionStatement(only) && ts.isCallExpression(only.expression) ? only.expression : undefined;
    const callee = handed && handed.arguments.length === 1 && ts.isIdentifier(stripped(ts, handed.arguments[0])) ? thisField(ts, handed.expression) : undefined;
    const registering = callee === undefined ? undefined : methods.get(callee);
    const parameter = registering?.parameters[0]?.name;
    if (
      registering?.body &&
      parameter &&
      ts.isIdentifier(parameter) &&
      (body?.statements.length ?? 1) === 1 &&
      (stripped(ts, (handed as TS.CallExpression).arguments[0]) as TS.Identifier).text === item
    ) {
      const fields = loopFields(ts, registering.body, parameter.text, new Map(), true);
      return fields && { index, method, fields };
    }
    const fields = body && loopFields(ts, body, item, new Map());
    return fields && { index, method, fields };
  }
  return undefined;
}

/** `this.name` (or `this.#name`): the member's name. */
function thisField(ts: Typescript, node: TS.Node): string | undefined {
  return ts.isPropertyAccessExpression(node) && node.expression.kind === ts.SyntaxKind.ThisKeyword ? node.name.text : undefined;
}
