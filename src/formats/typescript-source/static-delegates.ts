/**
 * A tools/list handler a class's static method sets up, answering with another static method of the class:
 * `static setup(server: Server) { server.setRequestHandler(ListToolsRequestSchema, async () => this.getToolDefinitions()); }`
 * beside `static getToolDefinitions() { return { tools: [{ name: "search", description: "…" }] }; }`. There `this`
 * is the class the static method is called on, perhaps a subclass declaring a static method of that name of its
 * own. A module of the repository (this one, or one importing the class by a relative path or an alias; tests never)
 * calling the method on the class itself by name (`ToolHandlerService.setup(server)`) proves a call whose `this` is
 * the class: that handler answers what the class's own static method returns, read as a private method's is
 * (tool-lists.ts delegatedBody). Callers are looked for as constructed-classes.ts looks for them; only a module
 * whose text names the class is parsed, MAX_READS of them.
 */
import type * as TS from 'typescript';
import { testSource } from '../../engine/test-source.js';
import { drew } from '../source/draws-on.js';
import type { Workspace } from '../types.js';
import { callersOf, entriesAbove, localNames, memoOf, read } from './handed-server.js';
import { stripped } from './loop-registrars.js';
import type { Typescript } from './values.js';

/** The module's classes with the static methods setting up a handler that a module is seen calling on the class by name. */
export type StaticCalls = ReadonlyMap<string, ReadonlySet<string>>;

const MAX_READS = 12;
/** The bytes of a module looked at for the class's name. */
const MAX_LOOKED = 1 << 20;

/** The module's classes whose static methods setting up a handler a module of the repository calls on the class itself. */
export function staticCalls(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): StaticCalls {
  const out = new Map<string, Set<string>>();
  const candidates = settingUp(ts, file);
  if (candidates.size === 0) return out;
  const memo = memoOf(workspace);
  let reads = MAX_READS;
  for (const caller of [path, ...callersOf(workspace, path).filter((at) => at !== path), ...entriesAbove(workspace, path)]) {
    if (out.size === candidates.size) break;
    if (testSource(caller) !== undefined || (caller !== path && !namesOne(workspace, caller, candidates))) continue;
    if (reads-- <= 0) break;
    const module = caller === path ? { file, bindings: [] } : read(ts, workspace, memo, caller);
    if (!module) continue;
    // The class by the name the module knows it: its own, or an import of it from this module.
    const locals = localNames(ts, workspace, memo, module.bindings, candidates, caller, path);
    if (locals.size === 0) continue;
    const visit = (node: TS.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression)) {
        const name = locals.get(node.expression.expression.text);
        const method = node.expression.name.text;
        if (name !== undefined && candidates.get(name)?.has(method)) {
          if (!out.has(name)) out.set(name, new Set());
          out.get(name)?.add(method);
          if (caller !== path) drew(workspace, caller);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(module.file);
  }
  return out;
}

/** Whether the module's text names one of the classes at all: a module that does not is not parsed. */
function namesOne(workspace: Workspace, path: string, classes: ReadonlyMap<string, unknown>): boolean {
  const bytes = workspace.kind(path) === 'file' ? workspace.head(path, MAX_LOOKED) : undefined;
  if (!bytes) return false;
  const text = new TextDecoder().decode(bytes);
  return [...classes.keys()].some((name) => text.includes(name));
}

/**
 * The body of the class's own static method a handler's `return this.<method>()` calls, when the static method
 * setting the handler up is one a module calls on the class by name (`calls`); undefined otherwise.
 */
export function staticDelegate(ts: Typescript, returned: TS.Expression, calls: StaticCalls | undefined): TS.Block | undefined {
  if (!calls?.size) return undefined;
  let at = returned;
  while (ts.isAwaitExpression(at) || ts.isParenthesizedExpression(at) || ts.isAsExpression(at)) at = at.expression;
  if (!ts.isCallExpression(at) || at.arguments.length > 0 || !ts.isPropertyAccessExpression(at.expression)) return undefined;
  if (stripped(ts, at.expression.expression).kind !== ts.SyntaxKind.ThisKeyword) return undefined;
  const setup = staticOwner(ts, at);
  const cls = setup?.parent;
  if (!setup || !cls || !ts.isClassDeclaration(cls) || !cls.name || !ts.isIdentifier(setup.name)) return undefined;
  if (!calls.get(cls.name.text)?.has(setup.name.text)) return undefined;
  const name = at.expression.name.text;
  const named = cls.members.filter((m) => m.name && ts.isIdentifier(m.name) && m.name.text === name);
  const [method] = named;
  return named.length === 1 && ts.isMethodDeclaration(method) && isStatic(ts, method) ? method.body : undefined;
}

/** The top-level classes' static methods that set up a request handler (`….setRequestHandler(…)`), by class name. */
function settingUp(ts: Typescript, file: TS.SourceFile): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const statement of file.statements) {
    if (!ts.isClassDeclaration(statement) || !statement.name) continue;
    const methods = new Set<string>();
    const visit = (node: TS.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'setRequestHandler') {
        const method = staticOwner(ts, node);
        if (method && method.parent === statement && ts.isIdentifier(method.name)) methods.add(method.name.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(statement);
    if (methods.size > 0) out.set(statement.name.text, methods);
  }
  return out;
}

/** The static method whose `this` a node sees: the nearest function around it that is no arrow function, if one. */
function staticOwner(ts: Typescript, node: TS.Node): TS.MethodDeclaration | undefined {
  let owner = node.parent;
  while (owner && !ts.isSourceFile(owner) && (!ts.isFunctionLike(owner) || ts.isArrowFunction(owner))) owner = owner.parent;
  return owner && ts.isMethodDeclaration(owner) && isStatic(ts, owner) ? owner : undefined;
}

function isStatic(ts: Typescript, member: TS.MethodDeclaration): boolean {
  return ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword) ?? false;
}
