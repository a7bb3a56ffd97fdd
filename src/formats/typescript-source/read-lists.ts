/**
 * The imported lists whose every item another module's reader reads as a tool: `import { TOOLS } from
 * './registry.js'` … `for (const { name, description, schema } of TOOLS) server.tool(name, …)`, where the module
 * of definitions exports `TOOLS` as a list written out (object literals, or its own constants holding them, no
 * spread) and imported-lists.ts proves it registered item by item. The loop's registration is then the one that
 * module reads its tools of (extract.ts): listing it again as not statically known would say a tool is missing
 * that is read. A list of another kind (spread, mapped, built) keeps the entry: only part of it may be known.
 */
import type * as TS from 'typescript';
import type { Workspace } from '../types.js';
import { bindingsOf, exportedLocal, importedFile, memoOf, read, topConst } from './handed-server.js';
import { listedRegistrations } from './imported-lists.js';
import { stripped } from './loop-registrars.js';
import { exportedTools } from './tool-lists.js';
import { type Typescript, walk } from './values.js';

/** How many imported lists one file looks at. */
const MAX_LISTS = 8;

/** The local names of imported lists the file loops over whose every item their module's reader reads. */
export function readLists(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): ReadonlySet<string> {
  const out = new Set<string>();
  const looped = loopedNames(ts, file);
  if (looped.size === 0) return out;
  const memo = memoOf(workspace);
  let count = 0;
  for (const binding of bindingsOf(ts, file)) {
    if (binding.reexport !== undefined || binding.name === '*' || !looped.has(binding.local) || count++ >= MAX_LISTS) continue;
    const at = importedFile(ts, workspace, memo, binding.from, path);
    const module = at === undefined ? undefined : read(ts, workspace, memo, at);
    if (!module || at === undefined || !writtenOut(ts, module.file, binding.name)) continue;
    if (listedRegistrations(module.file.text, at, workspace) === undefined) continue;
    out.add(binding.local);
    workspace.drawsOn?.(at);
  }
  return out;
}

/** The names the file loops over: `for (… of L)`, `L.forEach(…)`. */
function loopedNames(ts: Typescript, file: TS.SourceFile): Set<string> {
  const out = new Set<string>();
  walk(ts, file, (node) => {
    if (ts.isForOfStatement(node) && ts.isIdentifier(stripped(ts, node.expression))) out.add((stripped(ts, node.expression) as TS.Identifier).text);
    const callee = ts.isCallExpression(node) ? node.expression : undefined;
    if (callee && ts.isPropertyAccessExpression(callee) && callee.name.text === 'forEach' && ts.isIdentifier(callee.expression))
      out.add(callee.expression.text);
  });
  return out;
}

/** Whether the module exports `name` as a list written out whose every item its reader takes for a tool. */
function writtenOut(ts: Typescript, file: TS.SourceFile, name: string): boolean {
  const local = exportedLocal(ts, file, name);
  const value = local === undefined ? undefined : topConst(ts, file, local)?.initializer;
  const list = value && stripped(ts, value);
  if (!list || !ts.isArrayLiteralExpression(list) || list.elements.some(ts.isSpreadElement)) return false;
  const exported = [...exportedTools(ts, file, false), ...exportedTools(ts, file, true)].find(([n]) => n === name)?.[1];
  return (
    !!exported &&
    exported.kind === 'list' &&
    !exported.via &&
    !exported.generated?.length &&
    !exported.aliased?.length &&
    exported.tools.length === list.elements.length
  );
}

/**
 * Whether a registration's name is a loop item's own `name` over one of `lists`: `t.name` of `for (const t of L)`
 * or `L.forEach((t) => …)`, or `name` (`name: toolName`) destructured in the loop's head.
 */
export function itemOfReadList(ts: Typescript, name: TS.Expression, lists: ReadonlySet<string>): boolean {
  if (lists.size === 0) return false;
  const at = stripped(ts, name);
  const variable = ts.isPropertyAccessExpression(at) && at.name.text === 'name' && ts.isIdentifier(at.expression) ? at.expression.text : undefined;
  const bound = ts.isIdentifier(at) ? at.text : undefined;
  for (let node: TS.Node | undefined = at.parent; node; node = node.parent) {
    if (ts.isForOfStatement(node)) {
      const iterated = stripped(ts, node.expression);
      const declared = ts.isVariableDeclarationList(node.initializer) ? node.initializer.declarations[0]?.name : undefined;
      if (!ts.isIdentifier(iterated) || !lists.has(iterated.text) || !declared) continue;
      if (variable !== undefined && ts.isIdentifier(declared) && declared.text === variable) return true;
      if (
        bound !== undefined &&
        ts.isObjectBindingPattern(declared) &&
        declared.elements.some(
          (e) =>
            ts.isIdentifier(e.name) &&
            e.name.text === bound &&
            (e.propertyName ? ts.isIdentifier(e.propertyName) && e.propertyName.text === 'name' : bound === 'name'),
        )
      )
        return true;
    }
    if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isCallExpression(node.parent) && node.parent.arguments[0] === node) {
      const callee = node.parent.expression;
      const parameter = node.parameters[0]?.name;
      const over =
        ts.isPropertyAccessExpression(callee) && callee.name.text === 'forEach' && ts.isIdentifier(callee.expression) && lists.has(callee.expression.text);
      if (over && parameter && ts.isIdentifier(parameter) && parameter.text === variable) return true;
    }
  }
  return false;
}
