/**
 * Modules each exporting one tool as the SDK's `registerTool` takes it, `module.exports = { name:
 * "describe_table", config: { title, description, inputSchema, annotations }, handler }`, that a module of the
 * repository lists (`const modules = [require("./describe-table"), …]`) and registers item by item: `for (const {
 * name, config, handler } of modules) server.registerTool(name, config, handler)` (or `t.name, t.config`). The
 * registering module names an MCP SDK or is handed a server (handed-server.ts); its list is a `const` written at
 * its top, never changed, and the loop's body that one registration. Each such module's tool is then read at its
 * object: the name as written, and the config's keys as the SDK serves them (lazy-groups.ts GroupFields `config`).
 * Any other use of the list, or an export written otherwise (commonjs-exports.ts), proves nothing. Callers are
 * looked for as handed-server.ts looks for them (tests never), MAX_READS modules.
 */
import type * as TS from 'typescript';
import { testSource } from '../../engine/test-source.js';
import { vendoredTypescript } from '../../util/lazy-require.js';
import type { Workspace } from '../types.js';
import { commonjsWhole } from './commonjs-exports.js';
import { callersOf, handedServer, importedFile, memoOf, mentions, parseWithin, read } from './handed-server.js';
import type { GroupTools } from './lazy-groups.js';
import { stripped } from './loop-registrars.js';
import { declaredAtTop, unchangedLists } from './spread-lists.js';
import { NAMES_SDK } from './values.js';

type Typescript = typeof import('typescript');

const MAX_READS = 12;

/** The module's exported tool object, by where it starts, when a module of the repository registers it as `registerTool(t.name, t.config, …)`. */
export function configModuleTools(text: string, path: string, workspace: Workspace | undefined): GroupTools | undefined {
  if (!workspace || !text.includes('module.exports') || !text.includes('config') || path.split('/').includes('..')) return undefined;
  const ts = vendoredTypescript();
  const file = parseWithin(ts, path, text);
  const object = file && commonjsWhole(ts, file);
  const keys = new Set(object?.properties.map((p) => (p.name && ts.isIdentifier(p.name) ? p.name.text : '')));
  if (!file || !object || !keys.has('name') || !keys.has('config')) return undefined;
  const memo = memoOf(workspace);
  let reads = 0;
  for (const caller of callersOf(workspace, path)) {
    // Only a module naming the file's stem spends the budget, and is parsed.
    if (caller === path || testSource(caller) !== undefined || !mentions(workspace, memo, caller, stem(path))) continue;
    if (reads++ >= MAX_READS) break;
    const module = read(ts, workspace, memo, caller);
    if (!module) continue;
    const requires = (node: TS.Expression) => {
      const at = stripped(ts, node);
      const spec =
        ts.isCallExpression(at) && ts.isIdentifier(at.expression) && at.expression.text === 'require' && at.arguments.length === 1
          ? at.arguments[0]
          : undefined;
      return !!spec && ts.isStringLiteral(spec) && importedFile(ts, workspace, memo, spec.text, caller) === path;
    };
    const lists = [...unchangedLists(ts, module.file)].filter(([, list]) => declaredAtTop(ts, list) && list.elements.some(requires)).map(([name]) => name);
    const server = () => NAMES_SDK.test(module.file.text) || handedServer(module.file.text, caller, workspace);
    if (lists.some((list) => registersEach(ts, module.file, list)) && server()) {
      workspace.drawsOn?.(caller);
      return new Map([[object.getStart(file), { copied: [], computed: [], config: 'config' }]]);
    }
  }
  return undefined;
}

/** The name a caller's `require` ends with, without its extension: `describe-table` of `src/tools/describe-table.js`. */
function stem(path: string): string {
  return /([^/]+?)(?:\.[^./]+)?$/.exec(path)?.[1] ?? path;
}

/**
 * Whether a loop over the list registers each item with its name and config: `for (const { name, config } of list)
 * server.registerTool(name, config, handler)` or `for (const t of list) server.registerTool(t.name, t.config, cb)`,
 * the registration the loop's one statement.
 */
function registersEach(ts: Typescript, file: TS.SourceFile, list: string): boolean {
  let found = false;
  const visit = (node: TS.Node): void => {
    if (found) return;
    if (ts.isForOfStatement(node) && ts.isIdentifier(stripped(ts, node.expression)) && (stripped(ts, node.expression) as TS.Identifier).text === list)
      found = registers(ts, node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Whether a loop's one statement is `X.registerTool(<the item's name>, <the item's config>, …)`. */
function registers(ts: Typescript, loop: TS.ForOfStatement): boolean {
  const declarations = ts.isVariableDeclarationList(loop.initializer) ? loop.initializer.declarations : [];
  const bound = declarations.length === 1 ? declarations[0].name : undefined;
  const statements = ts.isBlock(loop.statement) ? loop.statement.statements : [loop.statement];
  const [only] = statements;
  const call = statements.length === 1 && ts.isExpressionStatement(only) ? stripped(ts, only.expression) : undefined;
  if (!bound || !call || !ts.isCallExpression(call) || call.arguments.length !== 3) return false;
  const callee = stripped(ts, call.expression);
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'registerTool') return false;
  /** The item's key an argument is: `name` bound by `{ name }`, or `t.name` of the item `t`. */
  const keyOf = (node: TS.Expression): string | undefined => {
    const at = stripped(ts, node);
    if (ts.isIdentifier(bound) && ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression) && at.expression.text === bound.text) return at.name.text;
    if (!ts.isObjectBindingPattern(bound) || !ts.isIdentifier(at)) return undefined;
    const element = bound.elements.find((e) => ts.isIdentifier(e.name) && e.name.text === at.text && !e.dotDotDotToken && !e.initializer);
    const key = element && (element.propertyName ?? element.name);
    return key && ts.isIdentifier(key) ? key.text : undefined;
  };
  return keyOf(call.arguments[0]) === 'name' && keyOf(call.arguments[1]) === 'config';
}
