/**
 * What `from m import *` binds: every public name of `m` (one not starting with `_`), or, when `m`
 * declares `__all__`, the names it lists. An `__all__` is read when it is a list or tuple of string
 * literals, or the idiom that exports a module's globals but those of a prefix (`[name for name in
 * globals() if not name.startswith("_")]`); any other computed `__all__` is not statically known, and
 * binds nothing here.
 */

/** `__all__ = [ … ]` or `( … )` of strings, one line or several. */
const LISTED = /^__all__[ \t]{0,8}(?::[^=\n]{0,100})?=[ \t]{0,8}[[(]([^\])]{0,20000})[\])]/m;
/** `__all__ = [n for n in globals() if not n.startswith("_")]` (`list(globals())`, `globals().keys()` too). */
const GLOBALS =
  /^__all__[ \t]{0,8}=[ \t]{0,8}\[[ \t]{0,8}(\w{1,64})[ \t]{1,8}for[ \t]{1,8}\1[ \t]{1,8}in[ \t]{1,8}(?:list\()?globals\(\)(?:\.keys\(\))?\)?[ \t]{1,8}if[ \t]{1,8}not[ \t]{1,8}\1\.startswith\([ \t]{0,8}(["'])([^"'\n]{1,64})\2[ \t]{0,8}\)[ \t]{0,8}\]/m;
const STRING = /^\s*(["'])([^"'\n]{0,200})\1\s*$/;

/** Whether `from m import *` binds `name`, `m`'s text being `source`. */
export function starExports(source: string, name: string): boolean {
  if (!/^__all__\b/m.test(source)) return !name.startsWith('_');
  const globals = GLOBALS.exec(source);
  if (globals) return !name.startsWith(globals[3]);
  const listed = LISTED.exec(source);
  if (!listed) return false;
  const items = listed[1]
    .replace(/#[^\n]*/g, '')
    .split(',')
    .filter((item) => item.trim() !== '');
  const strings = items.map((item) => STRING.exec(item)?.[2]);
  // A list with anything but string literals in it is computed.
  return strings.every((s) => s !== undefined) && strings.includes(name);
}
