/**
 * A helper another module of the repository exports that forwards its parameters to the SDK:
 * `export function registerNoteTool(server, client, name, config, handler) { …; server.registerTool(name,
 * config, wrapped) }` in a module that names an MCP SDK, called as `registerNoteTool(server, client,
 * "add_note", { description: "…" }, add)` by a module that imports it by a relative path (or an alias).
 * Each such call is then read as the registration it makes, at the call's own literals (extract.ts):
 * the arguments the helper forwards unchanged (forwarders.ts' `forwardedParameters`), the callback it
 * builds left unread. Followed one level only: a helper calling another helper, a name it changes or
 * a registration under a branch is no forward. Read through the workspace in the format's `sdk` step.
 */
import type * as TS from 'typescript';
import type { Workspace } from '../types.js';
import { forwardedParameters } from './forwarders.js';
import { bindingsOf, exportedLocal, importedFile, type Memo, type Module, memoOf, read, topConst } from './handed-server.js';
import { stripped } from './loop-registrars.js';
import { type Typescript, walk, NAMES_SDK } from './values.js';

/** How a call of an imported helper is read: its arity, and which of its arguments the registration gets, in order. */
export interface ImportedForwarder {
  modern: boolean;
  arity: number;
  positions: readonly number[];
}

/** How many imported modules one module's calls may name. */
const MAX_MODULES = 8;

/** The imported helpers the file calls by name that forward to the SDK, by the name the file calls them. */
export function importedForwarders(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): ReadonlyMap<string, ImportedForwarder> {
  const out = new Map<string, ImportedForwarder>();
  const called = calledNames(ts, file);
  for (const { local, at, module, fn } of calledImports(ts, file, path, workspace, memoOf(workspace), (name) => called.has(name))) {
    const found = NAMES_SDK.test(module.file.text) ? forwardedParameters(ts, fn) : undefined;
    if (!found) continue;
    out.set(local, { modern: found.modern, arity: fn.parameters.length, positions: found.positions });
    workspace.drawsOn?.(at);
  }
  return out;
}

/**
 * The functions modules of the repository export under the names the file imports them by and calls (`calls`),
 * no namespace nor re-export, of the first MAX_MODULES such imports: each with its local name and its module
 * (the one a barrel's `export { name } from` forwards it from, one barrel followed).
 */
export function* calledImports(
  ts: Typescript,
  file: TS.SourceFile,
  path: string,
  workspace: Workspace,
  memo: Memo,
  calls: (local: string) => boolean,
): Generator<{ local: string; at: string; module: Module; fn: TS.FunctionLikeDeclaration }> {
  let modules = 0;
  for (const binding of bindingsOf(ts, file)) {
    if (binding.reexport !== undefined || binding.name === '*' || !calls(binding.local) || modules++ >= MAX_MODULES) continue;
    const found = exported(ts, workspace, memo, binding.from, path, binding.name, 1);
    if (found) yield { local: binding.local, ...found };
  }
}

/** The function `module` (imported at `from`) exports as `name`, itself or through up to `hops` barrels' `export { name } from`. */
function exported(
  ts: Typescript,
  workspace: Workspace,
  memo: Memo,
  module: string,
  from: string,
  name: string,
  hops: number,
): { at: string; module: Module; fn: TS.FunctionLikeDeclaration } | undefined {
  const at = importedFile(ts, workspace, memo, module, from);
  const loaded = at === undefined ? undefined : read(ts, workspace, memo, at);
  if (at === undefined || !loaded) return undefined;
  const fn = exportedFunction(ts, loaded.file, name);
  if (fn) return { at, module: loaded, fn };
  const onward = hops > 0 ? loaded.bindings.find((b) => b.reexport === name && b.name !== '*') : undefined;
  const found = onward && exported(ts, workspace, memo, onward.from, at, onward.name, hops - 1);
  if (found) workspace.drawsOn?.(at);
  return found;
}

/** The names the file calls as plain identifiers (`register(…)`). */
function calledNames(ts: Typescript, file: TS.SourceFile): Set<string> {
  const out = new Set<string>();
  walk(ts, file, (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) out.add(node.expression.text);
  });
  return out;
}

/** The function a module exports as `name`: `export function name` (`export default function` as `default`), or an exported `const` arrow or function expression. */
export function exportedFunction(ts: Typescript, file: TS.SourceFile, name: string): TS.FunctionLikeDeclaration | undefined {
  for (const statement of file.statements)
    if (
      ts.isFunctionDeclaration(statement) &&
      (statement.name?.text === name || (name === 'default' && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword))) &&
      statement.body &&
      ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    )
      return statement;
  const local = exportedLocal(ts, file, name);
  const value = local === undefined ? undefined : topConst(ts, file, local)?.initializer;
  const fn = value && stripped(ts, value);
  return fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) ? fn : undefined;
}
