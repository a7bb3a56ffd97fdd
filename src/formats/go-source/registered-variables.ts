/**
 * A converted type (converted-types.ts) whose package variables the module registers one by one in a
 * registry of its own:
 *
 *   var Inbox = &Feature{Name: "inbox", …}
 *   func (r *Registry) Register(feature *Feature) { r.features[feature.Name] = feature }
 *   registry.Register(features.Inbox)
 *
 * The registering method keeps its parameter whole in a field of its receiver (registrars.ts's `keptField`).
 * When the module calls such a method with package variables of the type, those variables are the registered
 * ones: a variable holding a literal of the type that no such call gives (a feature kept for another to
 * delegate to) reaches no registration, and its literal is no tool. A module that registers no variable this
 * way is not judged here. Plain bounded text tests over the module's files.
 */
import { bodyAfter, keptField } from './registrars.js';

/** `func (r *Registry) Register(feature *Feature)` / `(f features.Feature,`: receiver, method, parameter, its type. */
const KEEPING =
  /\bfunc[ \t]{0,16}\([ \t]{0,16}([A-Za-z_]\w{0,63})[ \t]{1,16}\*?[ \t]{0,16}[A-Za-z_]\w{0,63}[ \t]{0,16}\)[ \t]{0,16}([A-Za-z_]\w{0,63})[ \t]{0,16}\([ \t]{0,16}([A-Za-z_]\w{0,63})[ \t]{1,16}\*?[ \t]{0,16}(?:([A-Za-z_]\w{0,63})\.)?([A-Za-z_]\w{0,63})[ \t]{0,16}\)/g;
/** How many registering methods are followed, at most. */
const MAX_METHODS = 8;

/** Where a converted type is declared: its folder, its package's import path (when known), and its name. */
export interface DeclaredType {
  folder: string;
  importPath?: string;
  type: string;
}

/**
 * The names of the package variables of `declared`'s folder that the module's files give whole to a method
 * keeping its parameter of the type (`registry.Register(features.Inbox)`, `r.Register(Inbox)` in the
 * package); undefined when no call gives one.
 */
export function registeredVariables(files: readonly [string, string][], declared: DeclaredType): ReadonlySet<string> | undefined {
  const folderOf = (at: string) => (at.includes('/') ? at.slice(0, at.lastIndexOf('/')) : '');
  const methods = new Set<string>();
  for (const [at, text] of files) {
    if (!text.includes(declared.type)) continue;
    for (const match of text.matchAll(KEEPING)) {
      const [, receiver, method, parameter, qualifier, type] = match;
      // The type as written: bare in its own package, qualified elsewhere (its qualifier is the file's import).
      if (type !== declared.type || (qualifier === undefined) !== (folderOf(at) === declared.folder)) continue;
      if (qualifier !== undefined && !importsAs(text, declared.importPath, qualifier)) continue;
      const body = bodyAfter(text, text.indexOf('{', match.index + match[0].length) + 1);
      if (keptField(body, receiver, parameter) !== undefined && methods.size < MAX_METHODS) methods.add(method);
    }
  }
  if (methods.size === 0) return undefined;
  const calls = new RegExp(`\\.(?:${[...methods].join('|')})\\(`, 'g');
  const literal = new RegExp(`^[ \\t]*&?(?:[A-Za-z_]\\w{0,63}\\.)?${declared.type}[ \\t]*\\{`);
  const registered = new Set<string>();
  for (const [at, text] of files)
    for (const call of text.matchAll(calls)) {
      const after = text.slice(call.index + call[0].length, call.index + call[0].length + 256);
      // A literal made in place is read where it is written.
      if (literal.test(after)) continue;
      const [, qualifier, variable] = /^[ \t]*(?:([A-Za-z_]\w{0,63})\.)?([A-Za-z_]\w{0,63})[ \t]*\)/.exec(after) ?? [];
      const own = folderOf(at) === declared.folder;
      const known =
        variable !== undefined &&
        (qualifier === undefined ? own && declaresVariable(files, declared, variable) : !own && importsAs(text, declared.importPath, qualifier));
      // Anything else given (a local, a call's result) may be any variable: which are registered is not known.
      if (!known) return undefined;
      registered.add(variable);
    }
  return registered.size > 0 ? registered : undefined;
}

/** Whether a file of the type's folder declares `variable` a package variable holding a literal of the type. */
function declaresVariable(files: readonly [string, string][], declared: DeclaredType, variable: string): boolean {
  const declaration = new RegExp(`^(?:var[ \\t]{1,16}|[ \\t]{1,16})${variable}[ \\t]{0,16}=[ \\t]{0,16}&?${declared.type}[ \\t]{0,16}\\{`, 'm');
  return files.some(([at, text]) => (at.includes('/') ? at.slice(0, at.lastIndexOf('/')) : '') === declared.folder && declaration.test(text));
}

/** Whether `text` imports the package at `path` under `name` (its alias, or the path's last segment). */
function importsAs(text: string, path: string | undefined, name: string): boolean {
  if (path === undefined) return false;
  const quoted = `"${path}"`;
  for (let at = text.indexOf(quoted); at !== -1; at = text.indexOf(quoted, at + 1)) {
    const alias = /([A-Za-z_]\w{0,63})[ \t]{1,16}$/.exec(text.slice(Math.max(0, at - 80), at))?.[1];
    if ((alias !== undefined && alias !== 'import' ? alias : path.slice(path.lastIndexOf('/') + 1)) === name) return true;
  }
  return false;
}
