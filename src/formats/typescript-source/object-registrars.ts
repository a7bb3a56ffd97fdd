/**
 * A function of the repository that registers, in its own body, the one object it is handed, key by key:
 * `export function registerStructuredTool(args: { server: McpServer; name: string; description: string; … }) {
 * record(args.name); const cb = …; args.server.registerTool(args.name, { description: args.description,
 * inputSchema: args.inputSchema as never, outputSchema: envelope(args.output) }, cb); }`, called by another
 * module as `registerStructuredTool({ server, name: "x", description: "…", inputSchema, callback })`; one that
 * hands such a function of its own module the keys it was given, one level (`registerTextTool(args) {
 * registerStructuredTool({ server: args.server, name: args.name, description: args.description, callback:
 * wrap(args.callback) }) }`); or one that keeps the closure registering them for the server to run, as
 * makers return theirs (`const setup = (server: McpServer) => { server.registerTool(p.name, …) };
 * setups.set(p.name, setup); return p;`). Each call is then read as a registrar maker's (registrar-makers.ts):
 * the keys copied, each under its own name, as the caller wrote them. The registration is a statement of the
 * body (or the closure's) itself, the only one, no branch, loop or callback around it and no `return` before
 * it (a `throw` fails the server: no tool is left out), on the parameter's key (or the closure's parameter)
 * its type declares an SDK server; the name is the parameter's key as it is. A config value that is not the
 * parameter's key of the same name is listed as not read, and no such function writes its title or
 * description otherwise. One that hands its parameter on whole, or writes any of its keys, is none.
 */
import type * as TS from 'typescript';
import { stripped } from './loop-registrars.js';
import { type Typescript, writesTo } from './values.js';

/** A registering maker (registrar-makers.ts) or such a function: what of its parameter reaches the SDK. */
export interface RegistrarMaker {
  /** The key of the parameter each argument of its `tool` call is, in order, undefined for the callback it builds; `registerTool`'s name alone. */
  keys: readonly (string | undefined)[];
  /** `registerTool`'s config: the parameter's keys it copies, each under its own name. */
  config?: ReadonlySet<string>;
  /** The config keys it sets otherwise (`inputSchema: args.shape`, `outputSchema: wrap(args.out)`): not read. */
  computed?: readonly string[];
}

/** Config keys a helper may not write otherwise than copying them: the texts a tool is judged by. */
const TEXTS = new Set(['title', 'description']);

/**
 * What of its one object parameter a function registers (`isServer`: whether its parameter's key is declared
 * an SDK server); `file` is its module, whose own such functions it may hand its keys on to.
 */
export function objectRegistrar(
  ts: Typescript,
  file: TS.SourceFile,
  fn: TS.FunctionLikeDeclaration,
  isServer: (fn: TS.SignatureDeclaration, index: number, key?: string) => boolean,
  hops = 1,
): RegistrarMaker | undefined {
  // A plain call counts as the registration only when it names a sibling that is itself such a function.
  const sibling = (call: TS.CallExpression) => {
    const inner = hops > 0 && ts.isIdentifier(call.expression) ? siblingFunction(ts, file, call.expression.text, fn) : undefined;
    return inner && objectRegistrar(ts, file, inner, isServer, hops - 1);
  };
  const own = registering(ts, fn, (call) => !ts.isIdentifier(call.expression) || !!sibling(call));
  if (!own) return undefined;
  const { name, call } = own;
  const keyOf = (node: TS.Expression | undefined): string | undefined => {
    const at = node && stripped(ts, node);
    return at && ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression) && at.expression.text === name ? at.name.text : undefined;
  };
  const callee = call.expression;
  if (ts.isIdentifier(callee)) {
    const made = sibling(call);
    const handed = passedKeys(ts, call.arguments[0], keyOf);
    return made && handed && onward(made, handed);
  }
  const method = ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
  if (!ts.isPropertyAccessExpression(callee) || !onServer(ts, fn, own.closure, stripped(ts, callee.expression), keyOf, isServer)) return undefined;
  if (method === 'registerTool') {
    const [named, config, callback, ...rest] = call.arguments;
    const key = keyOf(named);
    const copied = config && callback && rest.length === 0 ? passedKeys(ts, config, keyOf) : undefined;
    if (key === undefined || !copied) return undefined;
    const [kept, set] = [[...copied].filter(([, copies]) => copies), [...copied].filter(([, copies]) => !copies)];
    return { keys: [key], config: new Set(kept.map(([k]) => k)), computed: set.map(([k]) => k) };
  }
  // SDK v1 `tool(args.name, args.description, args.shape, cb)`: every argument but the callback one key.
  const keys = call.arguments.map((arg, at) => (at === call.arguments.length - 1 ? undefined : keyOf(arg)));
  return method === 'tool' && keys.length >= 2 && keys.slice(0, -1).every((key) => key !== undefined) ? { keys } : undefined;
}

/**
 * The one call a function of one plain parameter makes as a statement of its own body, of no `return` before
 * it: a method `registerTool` or `tool`, or a plain call of one object literal that `counts`; or the one
 * registration of a closure it declares (`const setup = (server: McpServer) => { server.registerTool(…) }`)
 * and hands on or returns (`setups.set(args.name, setup)`, `return setup`), registering when it is called.
 * Undefined when the body makes another such call, writes its parameter or a key of it, or hands the
 * parameter on whole.
 */
function registering(
  ts: Typescript,
  fn: TS.FunctionLikeDeclaration,
  counts: (call: TS.CallExpression) => boolean,
): { name: string; call: TS.CallExpression; closure?: TS.FunctionLikeDeclaration } | undefined {
  const [parameter, ...others] = fn.parameters;
  const body = fn.body;
  if (!parameter || others.length > 0 || !ts.isIdentifier(parameter.name) || parameter.dotDotDotToken || parameter.initializer) return undefined;
  if (!body || !ts.isBlock(body)) return undefined;
  const name = parameter.name.text;
  const written = (node: TS.Expression): boolean => {
    const at = stripped(ts, node);
    if (ts.isIdentifier(at)) return at.text === name;
    return (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at)) && written(at.expression);
  };
  if (writesTo(ts, body, written) || handsOn(ts, body, name)) return undefined;
  const counted = (call: TS.CallExpression) => candidate(ts, call) && counts(call);
  const call = ownCall(ts, body.statements, counted);
  if (call) return { name, call };
  if (someCall(ts, body, counted)) return undefined;
  const closures = body.statements.flatMap((statement) => {
    const made = closureOf(ts, statement);
    const inner = made && closureCall(ts, made.fn);
    return made && inner && handedOn(ts, body.statements, made.name) ? [{ name, call: inner, closure: made.fn }] : [];
  });
  return closures.length === 1 ? closures[0] : undefined;
}

/** The one call of `statements` that `counted` accepts, as a statement of its own, none before it returning. */
function ownCall(ts: Typescript, statements: readonly TS.Statement[], counted: (call: TS.CallExpression) => boolean): TS.CallExpression | undefined {
  const calls: TS.CallExpression[] = [];
  let ended = false;
  for (const statement of statements) {
    const call = statementCall(ts, statement);
    if (call && counted(call)) {
      if (ended) return undefined;
      calls.push(call);
      continue;
    }
    // A registration under a branch or a loop, or a second one, is not this shape.
    if (someCall(ts, statement, counted)) return undefined;
    if (returns(ts, statement)) ended = true;
  }
  return calls.length === 1 ? calls[0] : undefined;
}

/** The one registration (no plain call) a closure makes as a statement of its own body, or as its expression body. */
function closureCall(ts: Typescript, fn: TS.ArrowFunction | TS.FunctionExpression): TS.CallExpression | undefined {
  const registers = (call: TS.CallExpression) => candidate(ts, call) && !ts.isIdentifier(call.expression);
  if (ts.isBlock(fn.body)) return ownCall(ts, fn.body.statements, registers);
  const value = stripped(ts, fn.body);
  return ts.isCallExpression(value) && registers(value) ? value : undefined;
}

/** `const setup = (server: McpServer) => …;`: the function a statement declares a `const` of, and its name. */
function closureOf(ts: Typescript, statement: TS.Statement): { name: string; fn: TS.ArrowFunction | TS.FunctionExpression } | undefined {
  if (!ts.isVariableStatement(statement) || (statement.declarationList.flags & ts.NodeFlags.Const) === 0) return undefined;
  const [declaration, ...more] = statement.declarationList.declarations;
  const value = declaration?.initializer && stripped(ts, declaration.initializer);
  if (more.length > 0 || !ts.isIdentifier(declaration.name) || !value || !(ts.isArrowFunction(value) || ts.isFunctionExpression(value))) return undefined;
  return { name: declaration.name.text, fn: value };
}

/**
 * Whether a statement of the body hands `name` to a call (`setups.set(key, setup);`, `list.push(setup);`) or
 * returns it, before any statement that may return otherwise.
 */
function handedOn(ts: Typescript, statements: readonly TS.Statement[], name: string): boolean {
  const named = (node: TS.Expression | undefined) => !!node && ts.isIdentifier(stripped(ts, node)) && (stripped(ts, node) as TS.Identifier).text === name;
  for (const statement of statements) {
    if (ts.isReturnStatement(statement)) return named(statement.expression);
    if (statementCall(ts, statement)?.arguments.some((arg) => named(arg))) return true;
    if (returns(ts, statement)) return false;
  }
  return false;
}

/** Whether a statement may return early (a `return` of its own code, nested functions aside); a `throw` fails the server, no tool left out. */
function returns(ts: Typescript, statement: TS.Statement): boolean {
  const visit = (node: TS.Node): boolean => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
    return ts.isReturnStatement(node) || !!ts.forEachChild(node, visit);
  };
  return visit(statement);
}

/** A registration, or a plain call of one object literal (a sibling helper's). */
function candidate(ts: Typescript, call: TS.CallExpression): boolean {
  const callee = call.expression;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text === 'registerTool' || callee.name.text === 'tool';
  return ts.isIdentifier(callee) && call.arguments.length === 1 && ts.isObjectLiteralExpression(stripped(ts, call.arguments[0]));
}

/** The call a statement is: `call(…);`, `await call(…);`, `const x = call(…);`, `return call(…);`. */
function statementCall(ts: Typescript, statement: TS.Statement): TS.CallExpression | undefined {
  let value: TS.Expression | undefined;
  if (ts.isExpressionStatement(statement)) value = statement.expression;
  else if (ts.isReturnStatement(statement)) value = statement.expression;
  else if (ts.isVariableStatement(statement) && statement.declarationList.declarations.length === 1)
    value = statement.declarationList.declarations[0].initializer;
  const at = value && stripped(ts, value);
  const awaited = at && ts.isAwaitExpression(at) ? stripped(ts, at.expression) : at;
  return awaited && ts.isCallExpression(awaited) ? awaited : undefined;
}

/** Whether a call `test` accepts is made under `root`, in its own code (nested functions aside). */
function someCall(ts: Typescript, root: TS.Node, test: (call: TS.CallExpression) => boolean): boolean {
  const visit = (node: TS.Node): boolean => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
    return (ts.isCallExpression(node) && test(node)) || !!ts.forEachChild(node, visit);
  };
  return visit(root);
}

/** Whether the parameter is used anywhere but as the object of a property read (`args.name`) or returned: handed on whole, it may be changed. */
function handsOn(ts: Typescript, body: TS.Node, name: string): boolean {
  const visit = (node: TS.Node): boolean => {
    if (ts.isIdentifier(node) && node.text === name) {
      const parent = node.parent;
      // `return args`: the caller gets back the object it wrote.
      const read = (ts.isPropertyAccessExpression(parent) && parent.expression === node) || ts.isReturnStatement(parent);
      const key = (ts.isPropertyAccessExpression(parent) || ts.isPropertyAssignment(parent)) && parent.name === node;
      return !read && !key;
    }
    return !!ts.forEachChild(node, visit);
  };
  return visit(body);
}

/**
 * The keys an object literal holds, each with whether it copies the parameter's key of its own name (`name:
 * args.name`, a cast aside); undefined when it spreads, computes a key, or writes a title or description
 * otherwise.
 */
function passedKeys(ts: Typescript, node: TS.Expression, keyOf: (node: TS.Expression) => string | undefined): Map<string, boolean> | undefined {
  const object = stripped(ts, node);
  if (!ts.isObjectLiteralExpression(object)) return undefined;
  const out = new Map<string, boolean>();
  for (const property of object.properties) {
    const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    if (key === undefined || ts.isSpreadAssignment(property)) return undefined;
    const copies = ts.isPropertyAssignment(property) && keyOf(property.initializer) === key;
    if (!copies && TEXTS.has(key)) return undefined;
    out.set(key, copies);
  }
  return out;
}

/** A sibling's registration through the keys a helper hands it: each key it needs copied, its config those copied on. */
function onward(made: RegistrarMaker, handed: ReadonlyMap<string, boolean>): RegistrarMaker | undefined {
  const needed = made.keys.filter((key) => key !== undefined);
  if (needed.some((key) => handed.get(key) !== true)) return undefined;
  if (!made.config) return { keys: made.keys };
  // What the sibling copies of a key handed otherwise is set otherwise too; a key not handed at all is absent.
  const config = new Set([...made.config].filter((key) => handed.get(key) === true));
  const computed = [...(made.computed ?? []), ...[...made.config].filter((key) => handed.get(key) === false)];
  return { keys: made.keys, config, computed };
}

/** Whether a registration's receiver is the parameter's key declared an SDK server, or the closure's parameter declared one. */
function onServer(
  ts: Typescript,
  fn: TS.FunctionLikeDeclaration,
  closure: TS.FunctionLikeDeclaration | undefined,
  receiver: TS.Expression,
  keyOf: (node: TS.Expression) => string | undefined,
  isServer: (fn: TS.SignatureDeclaration, index: number, key?: string) => boolean,
): boolean {
  if (!closure) {
    const key = keyOf(receiver);
    return key !== undefined && isServer(fn, 0, key);
  }
  const index = ts.isIdentifier(receiver) ? closure.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === receiver.text) : -1;
  return index >= 0 && isServer(closure, index);
}

/** A function declared at the top of the module under `name` (not `fn` itself). */
function siblingFunction(ts: Typescript, file: TS.SourceFile, name: string, fn: TS.FunctionLikeDeclaration): TS.FunctionDeclaration | undefined {
  for (const statement of file.statements)
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name && statement.body && statement !== fn) return statement;
  return undefined;
}
