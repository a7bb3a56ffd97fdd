/**
 * Functions of the repository registering each item of a list they are handed: `registerTools(server, bridge,
 * themeTools, allowedTools)` of `export function registerTools(server, bridge, tools, allowed?, opts = {}) { for
 * (const tool of tools) { if (allowed && !allowed.has(tool.name)) continue; const description = tool.description;
 * …; registerToolWrapped(server, bridge, tool.name, { description, inputSchema: tool.inputSchema, annotations:
 * tool.annotations }, handler, opts) } }`. The loop's registration is the SDK's own (`server.registerTool(tool.name,
 * { … }, cb)`) or a call of a function of the registrar's module handing the SDK its name and config parameters
 * (`registerToolWrapped(server, bridge, name, config, handler, opts) { if (raw) config = { ...config, inputSchema:
 * coerce(config.inputSchema) }; if (gated) return; server.registerTool(name, config, wrapped) }`), the config
 * given again only as a copy with keys set anew. Each item of the module's own `const` list (written at its top,
 * never changed) that a call hands the registrar is then registered on some runs (a `continue` or a `return` may
 * skip it), read at its literal as a lazily loaded group's tool is (lazy-groups.ts GroupFields): the config keys
 * copied from the item's key of the same name, those set otherwise (`inputSchema: coerce(…)`) not statically
 * known. The registrar's module names an MCP SDK; its loop is the one place naming the list, registers once, as a
 * statement of its own body, never `break`s or `return`s, and writes nothing of the item. Anything else (a key
 * renamed, a config spread or built elsewhere) proves nothing.
 */
import type * as TS from 'typescript';
import { vendoredTypescript } from '../../util/lazy-require.js';
import type { Workspace } from '../types.js';
import { moduleFunctions } from './dropping.js';
import { bindingsOf, importedFile, memoOf, read } from './handed-server.js';
import { throughConsts } from './held-returns.js';
import { exportedFunction } from './imported-forwarders.js';
import type { GroupFields, GroupTools } from './lazy-groups.js';
import { stripped } from './loop-registrars.js';
import { parsedSource } from './parsed.js';
import { changedNames, declaredAtTop, unchangedLists } from './spread-lists.js';
import { mappedList } from './tool-lists.js';
import { isAssignment, NAMES_SDK, someNode } from './values.js';

type Typescript = typeof import('typescript');
type Fn = TS.FunctionLikeDeclaration;

/** The `registerTool` config keys the SDK serves. */
const CONFIG_KEYS = new Set(['title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta']);
/** How many modules of registrars one module may import. */
const MAX_MODULES = 8;

/** A list registrar: the parameter it takes its list at, and what its registration makes of each item. */
interface ListRegistrar {
  index: number;
  fields: GroupFields;
}

/** The tool objects of a module's own lists a list registrar is handed, by where each starts; undefined when none. */
export function listRegistrarTools(text: string, path: string, workspace: Workspace | undefined): GroupTools | undefined {
  if (!workspace || !text.includes('name') || path.split('/').includes('..')) return undefined;
  const ts = vendoredTypescript();
  const file = parsedSource(ts, path, text);
  const lists = new Map([...unchangedLists(ts, file)].filter(([, list]) => declaredAtTop(ts, list)));
  if (lists.size === 0) return undefined;
  const memo = memoOf(workspace);
  const own = moduleFunctions(ts, file);
  const bindings = bindingsOf(ts, file);
  const registrars = new Map<string, ListRegistrar | null>();
  let modules = 0;
  /** The registrar a name calls: the module's own (when it names an SDK), or one a module of the repository naming one exports. */
  const registrarOf = (name: string): ListRegistrar | undefined => {
    if (registrars.has(name)) return registrars.get(name) ?? undefined;
    let found: ListRegistrar | undefined;
    const local = own.get(name);
    if (local) found = NAMES_SDK.test(text) ? listRegistrar(ts, local, own) : undefined;
    else {
      const binding = bindings.find((b) => b.local === name && b.reexport === undefined && b.name !== '*');
      const at = binding && modules++ < MAX_MODULES ? importedFile(ts, workspace, memo, binding.from, path) : undefined;
      const module = at === undefined ? undefined : read(ts, workspace, memo, at);
      const fn = binding && module && NAMES_SDK.test(module.file.text) ? exportedFunction(ts, module.file, binding.name) : undefined;
      found = fn && module ? listRegistrar(ts, fn, moduleFunctions(ts, module.file)) : undefined;
      if (found && at !== undefined) workspace.drawsOn?.(at);
    }
    registrars.set(name, found ?? null);
    return found;
  };
  const out = new Map<number, GroupFields>();
  const visit = (node: TS.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.arguments.some((arg) => ts.isIdentifier(arg) && lists.has(arg.text))) {
      const registrar = registrarOf(node.expression.text);
      const handed = registrar && !node.arguments.slice(0, registrar.index + 1).some(ts.isSpreadElement) ? node.arguments[registrar.index] : undefined;
      const list = handed && ts.isIdentifier(handed) ? lists.get(handed.text) : undefined;
      for (const item of (list && registrar && itemsOf(ts, file, list, registrar.fields)) ?? [])
        if (ts.isObjectLiteralExpression(item) && registrar) out.set(item.getStart(file), registrar.fields);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out.size > 0 ? out : undefined;
}

/**
 * The items of a module's list (spread-lists.ts), a spread of its own list mapped keeping each item's keys read
 * (`const shown = defs.map((t) => ({ ...t, pathParams: [GUARD] }))`, tool-lists.ts mappedList) standing for that
 * list's items; undefined when a spread is of anything else.
 */
function itemsOf(ts: Typescript, file: TS.SourceFile, list: TS.ArrayLiteralExpression, fields: GroupFields, depth = 3): TS.Expression[] | undefined {
  const declared = new Map<string, TS.Expression>();
  const changed = changedNames(ts, file);
  for (const statement of file.statements)
    if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer && !changed.has(declaration.name.text))
          declared.set(declaration.name.text, stripped(ts, declaration.initializer));
  const lists = new Map([...unchangedLists(ts, file)].filter(([, at]) => declaredAtTop(ts, at)));
  const read = new Set(['name', ...fields.copied, ...fields.computed]);
  const out: TS.Expression[] = [];
  for (const element of list.elements) {
    const spread = ts.isSpreadElement(element) ? stripped(ts, element.expression) : undefined;
    if (!spread) {
      out.push(element);
      continue;
    }
    const value = ts.isIdentifier(spread) ? (lists.get(spread.text) ?? declared.get(spread.text)) : spread;
    const mapped = value && !ts.isArrayLiteralExpression(value) ? mappedList(ts, value, lists) : undefined;
    // Every key read kept as the item writes it.
    const kept =
      mapped?.projection.spread &&
      [...mapped.projection.keys].every(([key, from]) => !read.has(key) || from === key) &&
      ![...(mapped.projection.omit ?? [])].some((key) => read.has(key));
    const inner = value && ts.isArrayLiteralExpression(value) ? value : kept ? mapped?.list : undefined;
    const items = inner && depth > 0 ? itemsOf(ts, file, inner, fields, depth - 1) : undefined;
    if (!items) return undefined;
    out.push(...items);
  }
  return out;
}

/** What a function does with a list it is handed (see above), or undefined when it is no list registrar. */
function listRegistrar(ts: Typescript, fn: Fn, own: ReadonlyMap<string, Fn>): ListRegistrar | undefined {
  const body = fn.body;
  if (!body || !ts.isBlock(body)) return undefined;
  for (const statement of body.statements) {
    if (!ts.isForOfStatement(statement) || !ts.isIdentifier(statement.expression) || !ts.isVariableDeclarationList(statement.initializer)) continue;
    const list = statement.expression.text;
    const index = fn.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === list && !p.dotDotDotToken && !p.initializer);
    const [declaration] = statement.initializer.declarations;
    if (index === -1 || !declaration || !ts.isIdentifier(declaration.name) || !ts.isBlock(statement.statement)) continue;
    if (namedTimes(ts, body, list) !== 1) return undefined;
    const fields = loopFields(ts, statement.statement, declaration.name.text, own);
    return fields && { index, fields };
  }
  return undefined;
}

/** How many times a body names an identifier (a key of that name, `x.name`, not counted). */
function namedTimes(ts: Typescript, body: TS.Node, name: string): number {
  let count = 0;
  const visit = (node: TS.Node): void => {
    if (ts.isIdentifier(node) && node.text === name && !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node)) count++;
    ts.forEachChild(node, visit);
  };
  visit(body);
  return count;
}

/**
 * What the one registration of a loop's body (or, `skips`, of a function's body, where a `return` skips only the
 * item it is handed) makes of the item `item`: the config keys it copies and those it sets otherwise.
 */
export function loopFields(ts: Typescript, loop: TS.Block, item: string, own: ReadonlyMap<string, Fn>, skips = false): GroupFields | undefined {
  // No `break` or `return` ends the loop early (a nested function's own not counted), and nothing writes the item.
  let stops = false;
  const scan = (node: TS.Node): void => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isBreakStatement(node) || (ts.isReturnStatement(node) && !skips)) stops = true;
    ts.forEachChild(node, scan);
  };
  ts.forEachChild(loop, scan);
  const rooted = (node: TS.Expression) => {
    let at = stripped(ts, node);
    while (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at)) at = stripped(ts, at.expression);
    return ts.isIdentifier(at) && at.text === item;
  };
  const writes = someNode(ts, loop, (node) => (isAssignment(ts, node) && rooted(node.left)) || (ts.isDeleteExpression(node) && rooted(node.expression)));
  if (stops || writes) return undefined;
  // The one registration, a statement of the loop's own body.
  const calls: { call: TS.CallExpression; name: TS.Expression; config: TS.Expression; computed: ReadonlySet<string> }[] = [];
  let others = 0;
  const visit = (node: TS.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = stripped(ts, node.expression);
      if (ts.isPropertyAccessExpression(callee) && (callee.name.text === 'registerTool' || callee.name.text === 'tool')) {
        if (callee.name.text === 'registerTool' && node.arguments.length === 3)
          calls.push({ call: node, name: node.arguments[0], config: node.arguments[1], computed: new Set() });
        else others++;
      } else if (ts.isIdentifier(callee) && own.has(callee.text)) {
        const forward = forwarder(ts, own.get(callee.text) as Fn);
        const [name, config] = forward ? [node.arguments[forward.name], node.arguments[forward.config]] : [];
        if (forward && name && config && !node.arguments.some(ts.isSpreadElement)) calls.push({ call: node, name, config, computed: forward.computed });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(loop);
  const [only] = calls;
  if (calls.length !== 1 || others > 0 || !loop.statements.some((s) => statementCall(ts, s) === only.call)) return undefined;
  const keyOf = (node: TS.Expression): string | undefined => {
    const at = throughConsts(ts, loop, node);
    return ts.isPropertyAccessExpression(at) &&
      !at.questionDotToken &&
      ts.isIdentifier(stripped(ts, at.expression)) &&
      (stripped(ts, at.expression) as TS.Identifier).text === item
      ? at.name.text
      : undefined;
  };
  const config = stripped(ts, only.config);
  if (keyOf(only.name) !== 'name' || !ts.isObjectLiteralExpression(config)) return undefined;
  const copied: string[] = [];
  const computed: string[] = [];
  for (const property of config.properties) {
    const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    const value = ts.isShorthandPropertyAssignment(property) ? property.name : ts.isPropertyAssignment(property) ? property.initializer : undefined;
    if (key === undefined || !value || !CONFIG_KEYS.has(key)) return undefined;
    const from = keyOf(value);
    // A key renamed (`description: t.summary`) is no tool object's own.
    if (from !== undefined && from !== key) return undefined;
    if (from === key && !only.computed.has(key)) copied.push(key);
    else computed.push(key);
  }
  return { copied, computed };
}

/** The call a statement makes as it is: `f(…);`, `await f(…);`, or `const ref = f(…);`. */
function statementCall(ts: Typescript, statement: TS.Statement): TS.CallExpression | undefined {
  let value: TS.Expression | undefined;
  if (ts.isExpressionStatement(statement)) value = statement.expression;
  else if (ts.isVariableStatement(statement) && statement.declarationList.declarations.length === 1)
    value = statement.declarationList.declarations[0].initializer;
  const at = value && stripped(ts, ts.isAwaitExpression(stripped(ts, value)) ? (stripped(ts, value) as TS.AwaitExpression).expression : value);
  return at && ts.isCallExpression(at) ? at : undefined;
}

/**
 * A function handing the SDK its name and config parameters: one `server.registerTool(name, config, cb)`, a
 * statement of its own body, the name never given again and the config only as a copy with keys set anew
 * (`config = { ...config, inputSchema: coerce(config.inputSchema) }`, those keys `computed`); a `return` before
 * it leaves the tool unregistered on some runs. Undefined for any other function.
 */
function forwarder(ts: Typescript, fn: Fn): { name: number; config: number; computed: ReadonlySet<string> } | undefined {
  const body = fn.body;
  if (!body || !ts.isBlock(body)) return undefined;
  const registrations: TS.CallExpression[] = [];
  const visit = (node: TS.Node): void => {
    const callee = ts.isCallExpression(node) ? stripped(ts, node.expression) : undefined;
    if (callee && ts.isPropertyAccessExpression(callee) && (callee.name.text === 'registerTool' || callee.name.text === 'tool'))
      registrations.push(node as TS.CallExpression);
    ts.forEachChild(node, visit);
  };
  visit(body);
  const [call] = registrations;
  if (registrations.length !== 1 || call.arguments.length !== 3 || !body.statements.some((s) => statementCall(ts, s) === call)) return undefined;
  if (
    !ts.isPropertyAccessExpression(stripped(ts, call.expression)) ||
    (stripped(ts, call.expression) as TS.PropertyAccessExpression).name.text !== 'registerTool'
  )
    return undefined;
  const parameter = (node: TS.Expression) => {
    const at = stripped(ts, node);
    return ts.isIdentifier(at) ? fn.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === at.text && !p.dotDotDotToken) : -1;
  };
  const [name, config] = [parameter(call.arguments[0]), parameter(call.arguments[1])];
  if (name === -1 || config === -1 || name === config) return undefined;
  const [nameText, configText] = [(fn.parameters[name].name as TS.Identifier).text, (fn.parameters[config].name as TS.Identifier).text];
  const computed = new Set<string>();
  let bad = false;
  const rootOf = (node: TS.Expression): string | undefined => {
    let at = stripped(ts, node);
    while (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at)) at = stripped(ts, at.expression);
    return ts.isIdentifier(at) ? at.text : undefined;
  };
  const check = (node: TS.Node): void => {
    if (isAssignment(ts, node)) {
      const left = stripped(ts, node.left);
      const root = rootOf(left);
      if (root === nameText) bad = true;
      else if (root === configText) {
        const copy = ts.isIdentifier(left) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken ? stripped(ts, node.right) : undefined;
        const [first, ...rest] = copy && ts.isObjectLiteralExpression(copy) ? copy.properties : [];
        const spreadsItself =
          first &&
          ts.isSpreadAssignment(first) &&
          ts.isIdentifier(stripped(ts, first.expression)) &&
          (stripped(ts, first.expression) as TS.Identifier).text === configText;
        if (!spreadsItself) bad = true;
        for (const property of rest) {
          const key =
            ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
          if (key === undefined) bad = true;
          else computed.add(key);
        }
      }
    } else if (ts.isDeleteExpression(node) && rootOf(node.expression) === configText) bad = true;
    else if (
      ts.isCallExpression(node) &&
      stripped(ts, node.expression).getText() === 'Object.assign' &&
      node.arguments[0] &&
      rootOf(node.arguments[0]) === configText
    )
      bad = true;
    ts.forEachChild(node, check);
  };
  check(body);
  return bad ? undefined : { name, config, computed };
}
