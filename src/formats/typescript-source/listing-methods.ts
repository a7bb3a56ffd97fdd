/**
 * A class whose method returns the server's tool list written out (`export class ToolRegistry {
 * getToolDefinitions(): Tool[] { return [{ name: "read_note", description, inputSchema }, …] } }`), which a server
 * module of the repository answers tools/list with: `{ tools: this.registry.getToolDefinitions() }` (awaited or
 * not), in an SDK handler (`setRequestHandler(ListToolsRequestSchema, …)`) or a hand-rolled server's tools/list
 * branch (hand-rolled.ts), or what either hands the request on to (handed-answers.ts), on a holder the module only
 * ever assigns a `new` of the imported class (served-methods.ts holdersOf). The method must return that one array
 * literal, each item an object literal with a name and an inputSchema: each is then served as written, and read
 * where it is written (lazy-groups.ts GroupFields, every key the SDK serves copied). Callers are looked for as
 * handed-server.ts looks for them (tests never), MAX_READS modules.
 */
import type * as TS from 'typescript';
import { testSource } from '../../engine/test-source.js';
import { vendoredTypescript } from '../../util/lazy-require.js';
import type { Workspace } from '../types.js';
import { drew } from '../source/draws-on.js';
import { handRolledAnswers } from './hand-rolled.js';
import { toolsAnswers } from './handed-answers.js';
import { callersOf, memoOf, parseWithin, read, resolves } from './handed-server.js';
import type { GroupFields, GroupTools } from './lazy-groups.js';
import { stripped } from './loop-registrars.js';
import { holderName, holdersOf, listToolsHandler } from './served-methods.js';
import { collectReturns, isToolObject } from './tool-lists.js';
import { NAMES_SDK, type Typescript } from './values.js';

const MAX_READS = 12;
/** A tool object served whole: every key the SDK passes on, as written. */
const SERVED: GroupFields = { copied: ['title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta'], computed: [] };

/** The tool objects of the file's listing methods a server of the repository answers tools/list with, by where each starts. */
export function listingMethodTools(text: string, path: string, workspace: Workspace | undefined): GroupTools | undefined {
  if (!workspace || path.split('/').includes('..') || !text.includes('class') || !text.includes('inputSchema') || NAMES_SDK.test(text)) return undefined;
  const ts = vendoredTypescript();
  const file = parseWithin(ts, path, text);
  const candidates = file ? listingMethods(ts, file) : new Map<string, Map<string, TS.ArrayLiteralExpression>>();
  if (!file || candidates.size === 0) return undefined;
  const memo = memoOf(workspace);
  const out = new Map<number, GroupFields>();
  let reads = MAX_READS;
  for (const caller of callersOf(workspace, path)) {
    if (caller === path || testSource(caller) !== undefined) continue;
    if (reads-- <= 0) break;
    const module = read(ts, workspace, memo, caller);
    if (!module) continue;
    const classes = new Map<string, string>();
    for (const binding of module.bindings)
      if (binding.reexport === undefined && candidates.has(binding.name) && resolves(ts, workspace, memo, binding.from, caller, path))
        classes.set(binding.local, binding.name);
    if (classes.size === 0) continue;
    const holders = holdersOf(ts, module.file, classes);
    let served = false;
    for (const object of answerObjects(ts, module.file)) {
      const list = listed(ts, object, holders, candidates);
      if (!list) continue;
      served = true;
      for (const element of list.elements) out.set(element.getStart(file), SERVED);
    }
    if (served) drew(workspace, caller);
  }
  return out.size > 0 ? out : undefined;
}

/** Each exported class's methods whose one return is an array literal of tool objects, by class. */
function listingMethods(ts: Typescript, file: TS.SourceFile): Map<string, Map<string, TS.ArrayLiteralExpression>> {
  const out = new Map<string, Map<string, TS.ArrayLiteralExpression>>();
  for (const statement of file.statements) {
    if (!ts.isClassDeclaration(statement) || !statement.name || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const member of statement.members) {
      if (!ts.isMethodDeclaration(member) || !member.body || !ts.isIdentifier(member.name)) continue;
      const returned: TS.Expression[] = [];
      collectReturns(ts, member.body, returned);
      const [only] = returned;
      const list = returned.length === 1 ? stripped(ts, only) : undefined;
      if (!list || !ts.isArrayLiteralExpression(list) || list.elements.length === 0 || !list.elements.every((element) => isToolObject(ts, element))) continue;
      const methods = out.get(statement.name.text) ?? new Map<string, TS.ArrayLiteralExpression>();
      methods.set(member.name.text, list);
      out.set(statement.name.text, methods);
    }
  }
  return out;
}

/** The `{ tools: … }` objects a module answers tools/list with: an SDK handler's, or a hand-rolled server's. */
function answerObjects(ts: Typescript, file: TS.SourceFile): TS.ObjectLiteralExpression[] {
  if (!NAMES_SDK.test(file.text)) return toolsAnswers(ts, handRolledAnswers(ts, file)).objects;
  const handlers: TS.Node[] = [];
  const visit = (node: TS.Node): void => {
    const written = listToolsHandler(ts, node);
    const handler = written && stripped(ts, written);
    if (handler && (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler))) handlers.push(handler.body);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return toolsAnswers(ts, handlers).objects;
}

/** The list an answer's `tools: holder.method()` serves, when the holder holds a class whose method writes it out. */
function listed(
  ts: Typescript,
  object: TS.ObjectLiteralExpression,
  holders: ReadonlyMap<string, string>,
  candidates: ReadonlyMap<string, ReadonlyMap<string, TS.ArrayLiteralExpression>>,
): TS.ArrayLiteralExpression | undefined {
  const property = object.properties.find(
    (p) => ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === 'tools',
  );
  let value = property && ts.isPropertyAssignment(property) ? stripped(ts, property.initializer) : undefined;
  if (value && ts.isAwaitExpression(value)) value = stripped(ts, value.expression);
  if (!value || !ts.isCallExpression(value) || value.arguments.length > 0 || !ts.isPropertyAccessExpression(value.expression)) return undefined;
  const cls = holders.get(holderName(ts, value.expression.expression) ?? '');
  return cls === undefined ? undefined : candidates.get(cls)?.get(value.expression.name.text);
}
