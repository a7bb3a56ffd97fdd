/**
 * A tool's name or description written as a member of a constants object another module of the
 * repository exports: `import { TOOL_NAMES } from './names.js'` … `name: TOOL_NAMES.SAVE_NOTE`, where
 * that module declares `export const TOOL_NAMES = { SAVE_NOTE: 'save_note' } as const`. The member is then
 * that string, as a same-file constant's is (values.ts): only when the object's every property is written
 * out, the member's value is a string literal, and neither module writes through the object nor hands it
 * away (`writtenNames`). Or a string constant itself, `import { TOOL_NAME } from './x.js'` of `export const
 * TOOL_NAME = 'x'`, where a tool's text is written (or a class's static, `static toolName = TOOL_NAME`) and the
 * file binds that name nowhere else. Read through
 * the workspace in the format's `sdk` step, so the engine does no I/O; the value is placed at the
 * reference, the literal being in the other file. Bounded: MAX_REFS names, MAX_MODULES modules imported
 * from, a relative import or an alias, and up to MAX_REEXPORTS barrels' re-exports (`export { TOOL_NAME
 * as X_NAME } from './x.js'`, `export * from`). Or an exported string constant read through a namespace
 * import where a tool's text is written, `import * as search from './tools/search.js'` … `{ name:
 * search.name, description: search.description }` of `export const name = 'search'` (a module namespace is
 * never written through), when the file binds that name nowhere else.
 */
import type * as TS from 'typescript';
import type { Workspace } from '../types.js';
import { bindingsOf, exportedLocal, importedFile, type Memo, memoOf, read as readModule, topConst } from './handed-server.js';
import { stripped } from './loop-registrars.js';
import { handedInner, nestedString } from './nested-constants.js';
import { declaredName, memberKey, NESTED, nestedPath, type Typescript, walk, writtenNames } from './values.js';

const MAX_REFS = 512;
const MAX_MODULES = 32;
/** How many barrels a constant's import passes through, and how many `export *` of one are tried. */
const MAX_REEXPORTS = 2;
const MAX_STARS = 8;
/** How many literals a constant's `+` may join. */
const MAX_JOINED = 32;
/** `X.Y` in the text: a file without one has nothing to look up. */
const MEMBER = /[A-Za-z_$][\w$]{0,99}\.[A-Za-z_$]/;

/**
 * The strings members of imported constants objects stand for, keyed as the file writes them
 * (`TOOL_NAMES.SAVE_NOTE`), and imported string constants, by their local name (`TOOL_NAME`).
 */
export function importedConstants(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  const imported = new Map<string, { from: string; name: string }>();
  for (const binding of bindingsOf(ts, file))
    if (binding.reexport === undefined && binding.name !== '*' && binding.name !== 'default') imported.set(binding.local, binding);
  const namespaces = namespaceReads(ts, file);
  if (imported.size === 0 && namespaces.size === 0) return out;
  const wanted = MEMBER.test(file.text) ? membersOf(ts, file, imported) : new Map<string, Set<string>>();
  const plain = plainReads(ts, file, imported, wanted);
  if (wanted.size === 0 && plain.size === 0 && namespaces.size === 0) return out;
  const written = writtenNames(ts, file);
  const memo = memoOf(workspace);
  const modules = new Set<string>();
  const found = (value: string | undefined, key: string, drawn: readonly string[]): void => {
    if (value === undefined) return;
    out.set(key, value);
    for (const at of drawn) workspace.drawsOn?.(at);
  };
  for (const local of [...wanted.keys(), ...plain]) {
    const binding = imported.get(local);
    if (!binding || (!modules.has(binding.from) && modules.size >= MAX_MODULES)) continue;
    modules.add(binding.from);
    const declared = declaringModule(ts, workspace, memo, binding.from, path, binding.name, MAX_REEXPORTS);
    if (!declared) continue;
    const members = wanted.get(local);
    if (!members) {
      found(exportedString(ts, declared.file, declared.name), local, declared.drawn);
      continue;
    }
    const strings = written.has(local) ? undefined : exportedStrings(ts, declared.file, declared.name);
    for (const member of members) found(strings?.get(member), `${local}.${member}`, declared.drawn);
    // `TOOLS.SEARCH.NAME`: a member of a member (nested-constants.ts).
    const handed = written.has(local) ? undefined : [...members].some((m) => m.includes(NESTED)) ? handedInner(ts, file, local) : undefined;
    for (const [outer, inner] of [...members].map((m) => m.split(NESTED)))
      if (handed && inner !== undefined && !handed.has(outer))
        found(nestedString(ts, declared.file, declared.name, outer, inner), `${local}.${outer}${NESTED}${inner}`, declared.drawn);
  }
  for (const [local, { from, members }] of namespaces) {
    if (!modules.has(from) && modules.size >= MAX_MODULES) continue;
    modules.add(from);
    for (const member of members) {
      const declared = declaringModule(ts, workspace, memo, from, path, member, MAX_REEXPORTS);
      if (declared) found(exportedString(ts, declared.file, declared.name), `${local}.${member}`, declared.drawn);
    }
  }
  return out;
}

/**
 * The namespace imports (`import * as search from './search.js'`) whose members the file reads where a
 * tool's text is written (`search.name`), by local name, with those members; none the file binds otherwise.
 */
function namespaceReads(ts: Typescript, file: TS.SourceFile): Map<string, { from: string; members: Set<string> }> {
  const out = new Map<string, { from: string; members: Set<string> }>();
  const spaces = new Map<string, string>();
  for (const binding of bindingsOf(ts, file)) if (binding.reexport === undefined && binding.name === '*') spaces.set(binding.local, binding.from);
  if (spaces.size === 0) return out;
  const declared = new Set<string>();
  let count = 0;
  walk(
    ts,
    file,
    (node) => {
      const bound = declaredName(ts, node);
      if (bound) declared.add(bound.text);
      const member = ts.isPropertyAccessExpression(node) ? memberKey(ts, node) : undefined;
      const from = member && spaces.get(member.object);
      if (!member || from === undefined || !textPlace(ts, node as TS.PropertyAccessExpression)) return;
      const read = out.get(member.object) ?? { from, members: new Set<string>() };
      out.set(member.object, read);
      if (!read.members.has(member.key)) count++;
      read.members.add(member.key);
    },
    (node) => !ts.isImportDeclaration(node),
    () => count < MAX_REFS,
  );
  for (const name of declared) out.delete(name);
  return out;
}

/**
 * The imported names the file reads plainly (no member of them) where a tool's text is written (a
 * registration's first two arguments, an object's `name`, `title` or `description`), and binds nowhere
 * else: a parameter or local of the same name anywhere may be what a reference names, so such an import
 * is left unread. Other uses (helpers, classes, schemas) are no text, and their modules are not read.
 */
function plainReads(ts: Typescript, file: TS.SourceFile, imported: ReadonlyMap<string, unknown>, members: ReadonlyMap<string, unknown>): Set<string> {
  const read = new Set<string>();
  const declared = new Set<string>();
  let count = 0;
  walk(
    ts,
    file,
    (node) => {
      if (!ts.isIdentifier(node) || !imported.has(node.text) || members.has(node.text)) return;
      if (declaredName(ts, node.parent) === node) declared.add(node.text);
      else if (!read.has(node.text) && textPlace(ts, node)) {
        read.add(node.text);
        count++;
      }
    },
    (node) => !ts.isImportDeclaration(node),
    () => count < MAX_REFS,
  );
  for (const name of declared) read.delete(name);
  return read;
}

/** Registrations whose first two arguments are a tool's (prompt's, resource's) name and text. */
const REGISTRATIONS = new Set(['tool', 'registerTool', 'prompt', 'registerPrompt', 'resource', 'registerResource']);
const TEXT_KEYS = new Set(['name', 'title', 'description']);

/** Whether a name stands where a tool's text is written: `server.tool(NAME, TEXT, …)`, `{ name: NAME }`. */
function textPlace(ts: Typescript, node: TS.Identifier | TS.PropertyAccessExpression): boolean {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent)) return parent.initializer === node && ts.isIdentifier(parent.name) && TEXT_KEYS.has(parent.name.text);
  // A class's static a server may name its tool by (`static toolName = NAME`, static-named-classes.ts).
  if (ts.isPropertyDeclaration(parent)) return parent.initializer === node && !!ts.getModifiers(parent)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
  if (!ts.isCallExpression(parent) || !ts.isPropertyAccessExpression(parent.expression)) return false;
  const index = parent.arguments.indexOf(node);
  return index >= 0 && index < 2 && REGISTRATIONS.has(parent.expression.name.text);
}

/**
 * The module that declares what `module` exports as `name` to the module at `from`, and the name it
 * declares it by: the module itself, or one a barrel's `export { a as name } from` or `export * from`
 * forwards it from (up to `hops` barrels). `drawn` is every module read on the way.
 */
function declaringModule(
  ts: Typescript,
  workspace: Workspace,
  memo: Memo,
  module: string,
  from: string,
  name: string,
  hops: number,
): { file: TS.SourceFile; name: string; drawn: string[] } | undefined {
  const at = importedFile(ts, workspace, memo, module, from);
  const read = at === undefined ? undefined : readModule(ts, workspace, memo, at);
  if (!read || at === undefined) return undefined;
  if (exportedLocal(ts, read.file, name) !== undefined) return { file: read.file, name, drawn: [at] };
  if (hops <= 0) return undefined;
  const named = read.bindings.find((b) => b.reexport === name);
  const onward = named ? [named] : name === 'default' ? [] : read.bindings.filter((b) => b.reexport === '*').slice(0, MAX_STARS);
  for (const next of onward) {
    const found = declaringModule(ts, workspace, memo, next.from, at, next.name === '*' ? name : next.name, hops - 1);
    if (found) return { ...found, drawn: [at, ...found.drawn] };
  }
  return undefined;
}

/** The members each imported name is read by (`X.Y`, `X["Y"]`), at most MAX_REFS in all. */
function membersOf(ts: Typescript, file: TS.SourceFile, imported: ReadonlyMap<string, unknown>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  let count = 0;
  walk(
    ts,
    file,
    (node) => {
      const nested = nestedPath(ts, node);
      const member = memberKey(ts, node) ?? (nested && { object: nested.object, key: `${nested.outer}${NESTED}${nested.inner}` });
      if (!member || !imported.has(member.object)) return;
      const members = out.get(member.object) ?? new Set<string>();
      out.set(member.object, members);
      if (!members.has(member.key)) count++;
      members.add(member.key);
    },
    undefined,
    () => count < MAX_REFS,
  );
  return out;
}

/**
 * The string a module's top-level `export const name = 'text'` holds (a `const` is never assigned again),
 * written as one literal or a `+` of literals.
 */
function exportedString(ts: Typescript, file: TS.SourceFile, name: string): string | undefined {
  const local = exportedLocal(ts, file, name);
  const value = local === undefined ? undefined : topConst(ts, file, local)?.initializer;
  return value && literalText(ts, value, MAX_JOINED);
}

/** The text of a string literal, or of a `+` of them (at most `parts` literals). */
function literalText(ts: Typescript, node: TS.Expression, parts: number): string | undefined {
  const at = stripped(ts, node);
  if (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at)) return at.text;
  if (parts <= 1 || !ts.isBinaryExpression(at) || at.operatorToken.kind !== ts.SyntaxKind.PlusToken) return undefined;
  const left = literalText(ts, at.left, parts - 1);
  const right = left === undefined ? undefined : literalText(ts, at.right, 1);
  return right === undefined ? undefined : `${left}${right}`;
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
