/**
 * A tool's name or description written as a member of a member of a constants object another module of the
 * repository exports: `server.registerTool(TOOLS.SEARCH.NAME, { description: TOOLS.SEARCH.DESCRIPTION })` of
 * `export const TOOLS = { SEARCH: { NAME: 'search', DESCRIPTION: '…' } } as const` (imported-constants.ts reads
 * one level, `TOOL_NAMES.SAVE_NOTE`). Two levels exactly: both objects written out property by property, the
 * value a string literal, and neither module writing through the object (`writtenNames`) nor using its inner
 * object (`TOOLS.SEARCH`) but to read a member of it: handed on, it could be changed where it goes.
 */
import type * as TS from 'typescript';
import { exportedLocal, topConst } from './handed-server.js';
import { stripped } from './loop-registrars.js';
import { memberKey, type Typescript, walk, writtenNames } from './values.js';

/** The keys `A` the file uses `name.A` of other than to read a member of it (`f(TOOLS.SEARCH)`, `const s = TOOLS.SEARCH`). */
export function handedInner(ts: Typescript, file: TS.SourceFile, name: string): Set<string> {
  const out = new Set<string>();
  walk(ts, file, (node) => {
    const member = memberKey(ts, node);
    if (!member || member.object !== name) return;
    const parent = node.parent;
    const read = (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) && parent.expression === node;
    if (!read) out.add(member.key);
  });
  return out;
}

/** The string a module's exported `const name = { outer: { inner: '…' } }` holds there, when nothing in the module may change it. */
export function nestedString(ts: Typescript, file: TS.SourceFile, name: string, outer: string, inner: string): string | undefined {
  const local = exportedLocal(ts, file, name);
  const declaration = local === undefined ? undefined : topConst(ts, file, local);
  if (local === undefined || !declaration?.initializer || writtenNames(ts, file).has(local) || handedInner(ts, file, local).has(outer)) return undefined;
  const object = member(ts, declaration.initializer, outer);
  const value = object && member(ts, object, inner);
  return value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) ? value.text : undefined;
}

/** The value of `key` in an object literal written out property by property (behind `as const`), stripped. */
function member(ts: Typescript, node: TS.Expression, key: string): TS.Expression | undefined {
  const object = stripped(ts, node);
  if (!ts.isObjectLiteralExpression(object)) return undefined;
  let found: TS.Expression | undefined;
  for (const property of object.properties) {
    const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    if (name === undefined || !ts.isPropertyAssignment(property)) return undefined;
    if (name === key) found = stripped(ts, property.initializer);
  }
  return found;
}
