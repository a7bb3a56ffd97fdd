/**
 * A tool's name or description written as a member of a constants object another module of the
 * repository exports: `import { TOOL_NAMES } from './names.js'` … `name: TOOL_NAMES.SAVE_NOTE`, where
 * that module declares `export const TOOL_NAMES = { SAVE_NOTE: 'save_note' } as const`. The member is then
 * that string, as a same-file constant's is (values.ts): only when the object's every property is written
 * out, the member's value is a string literal, and neither module writes through the object nor hands it
 * away (`writtenNames`). Read through the workspace in the format's `sdk` step, so the engine does no I/O;
 * the value is placed at the reference, the literal being in the other file. Bounded: MAX_REFS members,
 * MAX_MODULES modules, a relative import or an alias only (no barrel's re-export is followed).
 */
import type * as TS from 'typescript';
import type { Workspace } from '../types.js';
import { bindingsOf, exportedLocal, importedFile, memoOf, read, topConst } from './handed-server.js';
import { stripped } from './loop-registrars.js';
import { memberKey, type Typescript, writtenNames } from './values.js';

const MAX_REFS = 512;
const MAX_MODULES = 8;
/** `X.Y` in the text: a file without one has nothing to look up. */
const MEMBER = /[A-Za-z_$][\w$]{0,99}\.[A-Za-z_$]/;

/** The strings members of imported constants objects stand for, keyed as the file writes them: `TOOL_NAMES.SAVE_NOTE`. */
export function importedConstants(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  if (!MEMBER.test(file.text)) return out;
  const imported = new Map<string, { from: string; name: string }>();
  for (const binding of bindingsOf(ts, file))
    if (binding.reexport === undefined && binding.name !== '*' && binding.name !== 'default') imported.set(binding.local, binding);
  const wanted = membersOf(ts, file, imported);
  if (wanted.size === 0) return out;
  const written = writtenNames(ts, file);
  const memo = memoOf(workspace);
  let modules = 0;
  for (const [local, members] of wanted) {
    const binding = imported.get(local);
    if (!binding || written.has(local) || modules++ >= MAX_MODULES) continue;
    const at = importedFile(ts, workspace, memo, binding.from, path);
    const module = at === undefined ? undefined : read(ts, workspace, memo, at);
    const strings = module && exportedStrings(ts, module.file, binding.name);
    if (!strings || at === undefined) continue;
    const before = out.size;
    for (const member of members) {
      const value = strings.get(member);
      if (value !== undefined) out.set(`${local}.${member}`, value);
    }
    if (out.size > before) workspace.drawsOn?.(at);
  }
  return out;
}

/** The members each imported name is read by (`X.Y`, `X["Y"]`), at most MAX_REFS in all. */
function membersOf(ts: Typescript, file: TS.SourceFile, imported: ReadonlyMap<string, unknown>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  let count = 0;
  const stack: TS.Node[] = [file];
  while (stack.length > 0 && count < MAX_REFS) {
    const node = stack.pop() as TS.Node;
    ts.forEachChild(node, (child) => {
      stack.push(child);
    });
    const member = memberKey(ts, node);
    if (!member || !imported.has(member.object)) continue;
    const members = out.get(member.object) ?? new Set<string>();
    out.set(member.object, members);
    if (!members.has(member.key)) count++;
    members.add(member.key);
  }
  return out;
}

/**
 * The string members of the object literal a module exports as `name` in a top-level `const` (behind `as
 * const` or `satisfies`), when every property is written out and the module never writes through it.
 */
function exportedStrings(ts: Typescript, file: TS.SourceFile, name: string): Map<string, string> | undefined {
  const local = exportedLocal(ts, file, name);
  const declaration = local === undefined ? undefined : topConst(ts, file, local);
  const object = declaration?.initializer && stripped(ts, declaration.initializer);
  if (!object || !ts.isObjectLiteralExpression(object) || local === undefined || writtenNames(ts, file).has(local)) return undefined;
  const out = new Map<string, string>();
  for (const property of object.properties) {
    const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    if (key === undefined || !ts.isPropertyAssignment(property)) return undefined;
    const value = stripped(ts, property.initializer);
    if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) out.set(key, value.text);
    else out.delete(key);
  }
  return out;
}
