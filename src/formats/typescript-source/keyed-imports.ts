/**
 * Tools a module defines with a keyed-record framework's builder and exports, `export const weatherTool =
 * createTool({ id, description, inputSchema, execute })`, that another module of the repository hands its server
 * under the same name: `new MCPServer({ tools: { weatherTool } })` (keyed-records.ts) with `weatherTool` imported
 * from this module by that name. The record's key is the tool's name, written here as the constant's name, so
 * the tool is read here, named at its declaration; imported from it directly or through a barrel re-exporting it
 * by that name (`export { weatherTool } from './weather.js'`, `export * from './weather.js'`). A key other than the
 * export's name (`{ weather: weatherTool }`, an alias) proves nothing. Callers are looked for as handed-server.ts
 * looks for them (tests never), at most MAX_READS modules per proof.
 */
import type * as TS from 'typescript';
import { testSource } from '../../engine/test-source.js';
import { vendoredTypescript } from '../../util/lazy-require.js';
import { drew } from '../source/draws-on.js';
import type { Workspace } from '../types.js';
import { callersOf, type Module, memoOf, parseWithin, read, remembered, resolves } from './handed-server.js';
import { type KeyedFramework, keyedBuilders, keyedImports, namesKeyedBuilder, namesKeyedServer, servedRecord } from './keyed-records.js';
import { stripped } from './loop-registrars.js';
import type { Typescript } from './values.js';

const MAX_READS = 12;
const FOUND = new WeakMap<object, Map<string, KeyedExports>>();

/** The module's exported tools another module serves, by constant name, with their framework. */
export type KeyedExports = ReadonlyMap<string, KeyedFramework>;

/** The module's served exported tools (said to the workspace), or undefined when none is proved served. */
export function keyedExports(text: string, path: string, workspace: Workspace | undefined): KeyedExports | undefined {
  if (!workspace || path.split('/').includes('..') || !text.includes('export') || !namesKeyedBuilder(text)) return undefined;
  const ts = vendoredTypescript();
  const file = parseWithin(ts, path, text);
  const defined = file ? exportedTools(ts, file) : new Map<string, KeyedFramework>();
  if (defined.size === 0) return undefined;
  const memo = memoOf(workspace);
  const key = ['keyed', path, [...defined.keys()].join(',')].join('\0');
  let found = FOUND.get(memo);
  if (!found) FOUND.set(memo, (found = new Map()));
  const proved = remembered(workspace, memo, key, (noting) => {
    const modules: [string, Module][] = [];
    for (const caller of callersOf(noting, path)) {
      if (modules.length >= MAX_READS) break;
      const module = caller === path || testSource(caller) !== undefined ? undefined : read(ts, noting, memo, caller);
      if (module) modules.push([caller, module]);
    }
    /** A barrel re-exporting `name` from this module (`export { weatherTool } from './weather.js'`, `export * from …`). */
    const barrel = (at: string, module: Module, name: string) =>
      module.bindings.some(
        (b) => b.reexport !== undefined && (b.name === '*' || (b.name === name && b.reexport === name)) && resolves(ts, noting, memo, b.from, at, path),
      );
    const served = new Map<string, KeyedFramework>();
    for (const [caller, module] of modules) {
      if (!namesKeyedServer(module.file.text)) continue;
      const before = served.size;
      for (const name of servedNames(ts, module.file)) {
        const framework = defined.get(name);
        for (const b of module.bindings) {
          if (!framework || b.reexport !== undefined || b.name !== name || b.local !== name) continue;
          const through = resolves(ts, noting, memo, b.from, caller, path)
            ? path
            : modules.find(([at, m]) => barrel(at, m, name) && resolves(ts, noting, memo, b.from, caller, at))?.[0];
          if (through === undefined) continue;
          served.set(name, framework);
          if (through !== path) drew(noting, through);
        }
      }
      if (served.size > before) drew(noting, caller);
    }
    (found as Map<string, KeyedExports>).set(key, served);
    return served.size > 0;
  });
  return proved ? found.get(key) : undefined;
}

/** The module's top-level `export const x = builder({ … })`, by name, with the builder's framework. */
export function exportedTools(ts: Typescript, file: TS.SourceFile): Map<string, KeyedFramework> {
  const builders = keyedBuilders(ts, file);
  const out = new Map<string, KeyedFramework>();
  if (builders.size === 0) return out;
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const built = builtBy(ts, declaration, builders);
      if (built && ts.isIdentifier(declaration.name)) out.set(declaration.name.text, built.framework);
    }
  }
  return out;
}

/** The framework whose builder a declaration's value is a call of, and the one object literal it is handed (`createTool({ … })`). */
export function builtBy(
  ts: Typescript,
  declaration: TS.VariableDeclaration,
  builders: ReadonlyMap<string, KeyedFramework>,
): { framework: KeyedFramework; definition: TS.ObjectLiteralExpression } | undefined {
  const value = declaration.initializer && stripped(ts, declaration.initializer);
  if (!value || !ts.isCallExpression(value) || !ts.isIdentifier(value.expression) || value.arguments.length !== 1) return undefined;
  const framework = builders.get(value.expression.text);
  const definition = stripped(ts, value.arguments[0]);
  return framework && ts.isObjectLiteralExpression(definition) ? { framework, definition } : undefined;
}

/** The names a module's server records hold under the same key (`{ weatherTool }`). */
function servedNames(ts: Typescript, file: TS.SourceFile): string[] {
  const imports = keyedImports(ts, file);
  if (!imports) return [];
  const out: string[] = [];
  const visit = (node: TS.Node): void => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const record = servedRecord(ts, node, imports, (at) => stripped(ts, at));
      for (const name of record?.named ?? []) out.push(name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}
