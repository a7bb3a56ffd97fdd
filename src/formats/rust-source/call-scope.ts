/**
 * What a call of a Rust file can reach by its name, as served-functions.ts follows calls: a bare `foo()`
 * (or a `static` read bare) is a free function of the same file or one a `use` brings in (`use
 * crate::tools::garden::foo;`, `use garden::{foo, bar};`, a glob `use garden::*;`), never an associated
 * function of an `impl` (those take `Self::` or `Type::`); `garden::foo()` is a free function of a module
 * named `garden` (a file `garden.rs` or `garden/mod.rs`, or the module a `use … as garden` names); a
 * method call `self.foo()` is a method of the caller's `impl`, `x.foo()` any method of that name (its
 * receiver's type is not followed). Read from the tokens of the file alone.
 */
import type { RsToken } from './tokens.js';

/** A file's module and what its `use` items bring in. */
export interface FileScope {
  at: string;
  /** The module's name: its file's stem, its folder's for `mod.rs`, `crate` for `lib.rs` and `main.rs` at the crate's `src`. */
  module: string;
  /** Each name a `use` brings in, with the module it comes from (the path's segment before it). */
  uses: ReadonlyMap<string, string>;
  /** The modules a glob `use m::*;` brings everything of in. */
  globs: ReadonlySet<string>;
}

/** A call in a function's body: the path written before it (`Type::`, `module::`), or how it is called as a method. */
export interface ScopedCall {
  type: string | undefined;
  name: string;
  /** `.name(`: a method, `self` its receiver or another value. */
  method?: 'self' | 'value';
}

/** The module of the file at `at` (a path under the crate's folder). */
function moduleOf(at: string): string {
  const segments = at.split('/');
  const file = segments[segments.length - 1];
  if ((file === 'lib.rs' || file === 'main.rs') && segments[segments.length - 2] === 'src') return 'crate';
  if (file === 'mod.rs') return segments[segments.length - 2] ?? 'crate';
  return file.replace(/\.rs$/, '');
}

/** The file's scope: its module and the names its top-level `use` items bring in. */
export function fileScope(at: string, tokens: readonly RsToken[], pairs: Int32Array): FileScope {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const uses = new Map<string, string>();
  const globs = new Set<string>();
  /** A use tree from `i` to `end` (exclusive), under the path's last segment `last`. */
  const tree = (i: number, end: number, last: string) => {
    let module = last;
    for (let j = i; j < end; j++) {
      if (tokens[j].kind === 'name' && op(j + 1, ':') && op(j + 2, ':')) {
        module = tokens[j].text as string;
        j += 2;
      } else if (op(j, '{')) {
        // `{a, b::c, d as e}`: each item under the path so far.
        let from = j + 1;
        for (let k = j + 1; k <= pairs[j]; k++) {
          if (op(k, '{')) k = pairs[k];
          else if (op(k, ',') || k === pairs[j]) {
            tree(from, k, module);
            from = k + 1;
          }
        }
        return;
      } else if (op(j, '*')) {
        globs.add(module);
        return;
      } else if (tokens[j].kind === 'name') {
        // `foo` or `foo as bar`: the name it is known by.
        const alias = tokens[j + 1]?.kind === 'name' && tokens[j + 1].text === 'as' && tokens[j + 2]?.kind === 'name' ? j + 2 : j;
        if (tokens[j].text === 'self') uses.set(module, module);
        else uses.set(tokens[alias].text as string, module);
        return;
      }
    }
  };
  for (let i = 0, depth = 0; i < tokens.length; i++) {
    if (op(i, '{')) depth++;
    else if (op(i, '}')) depth--;
    if (depth !== 0 || tokens[i].kind !== 'name' || tokens[i].text !== 'use') continue;
    let end = i + 1;
    while (end < tokens.length && !op(end, ';')) end = op(end, '{') ? pairs[end] + 1 : end + 1;
    tree(i + 1, end, 'crate');
    i = end;
  }
  return { at, module: moduleOf(at), uses, globs };
}

/** Whether `call`, written in a function of `caller`'s file (in `impl`), can reach the function `next`. */
export function reaches(
  call: ScopedCall,
  caller: { scope: FileScope; impl: string | undefined },
  next: { scope: FileScope; impl: string | undefined },
): boolean {
  if (call.method) return next.impl !== undefined && (call.method === 'value' || next.impl === caller.impl);
  const type = call.type === 'Self' ? caller.impl : call.type;
  if (type !== undefined && /^[A-Z]/.test(type)) return next.impl === type;
  if (next.impl !== undefined) return false;
  const module = next.scope.module;
  const from = (written: string) =>
    written === 'super' || (written === 'self' ? next.scope === caller.scope : written === module) || (written === 'crate' && module === 'crate');
  // `garden::foo()`: of a module of that name, or of the module a `use` brings in under that name.
  if (type !== undefined) return from(type) || from(caller.scope.uses.get(type) ?? '');
  if (next.scope === caller.scope) return true;
  const used = caller.scope.uses.get(call.name);
  return (used !== undefined && from(used)) || [...caller.scope.globs].some(from);
}
