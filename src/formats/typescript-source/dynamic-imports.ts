/**
 * A module's imports made where they are used, `const { allTools } = await import('./src/tools/index.js')`
 * (or `const tools = await import(…)`, the module's namespace), in a function or at the top level: the names
 * each binds, as a static import binds them (handed-server.ts reads a module's bindings). Only a string
 * literal module name is read, and only a name the module binds nowhere else: a function's local import is then
 * what the name stands for wherever the module uses it.
 */
import type * as TS from 'typescript';
import { stripped } from './loop-registrars.js';
import { declaredName, walk } from './values.js';

type Typescript = typeof import('typescript');

/** One name a dynamic import binds: its module, the name the module exports it by (`*` for the namespace), the local name. */
export interface DynamicBinding {
  from: string;
  name: string;
  local: string;
}

/** The names the module's `await import('literal')` declarations bind, each bound once in the module. */
export function dynamicBindings(ts: Typescript, file: TS.SourceFile): DynamicBinding[] {
  if (!file.text.includes('import(')) return [];
  const found: DynamicBinding[] = [];
  const bound = new Map<string, number>();
  walk(ts, file, (node) => {
    const named = declaredName(ts, node) ?? (ts.isImportSpecifier(node) && ts.isIdentifier(node.name) ? node.name : undefined);
    if (named) bound.set(named.text, (bound.get(named.text) ?? 0) + 1);
    if (ts.isVariableDeclaration(node) && node.initializer) found.push(...declared(ts, node.name, node.initializer));
  });
  return found.filter((binding) => bound.get(binding.local) === 1);
}

/** What `name = await import('m')` binds: the namespace, or each key a destructuring reads (`{ a, b: c }`), none for a computed or nested one. */
function declared(ts: Typescript, name: TS.BindingName, initializer: TS.Expression): DynamicBinding[] {
  const awaited = stripped(ts, initializer);
  const call = ts.isAwaitExpression(awaited) ? stripped(ts, awaited.expression) : undefined;
  if (!call || !ts.isCallExpression(call) || call.expression.kind !== ts.SyntaxKind.ImportKeyword || call.arguments.length !== 1) return [];
  const module = call.arguments[0];
  if (!ts.isStringLiteralLike(module)) return [];
  if (ts.isIdentifier(name)) return [{ from: module.text, name: '*', local: name.text }];
  if (!ts.isObjectBindingPattern(name)) return [];
  const out: DynamicBinding[] = [];
  for (const element of name.elements) {
    const key = element.propertyName ?? element.name;
    if (element.dotDotDotToken || element.initializer || !ts.isIdentifier(element.name) || !(ts.isIdentifier(key) || ts.isStringLiteral(key))) continue;
    out.push({ from: module.text, name: key.text, local: element.name.text });
  }
  return out;
}
