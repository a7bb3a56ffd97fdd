/**
 * An instance's method its class inherits: `fs = FileSystem(…)` … `mcp.add_tool(Tool.from_function(
 * fn=fs.create_directory))`, where `class FileSystem(DirectoryEntry)` does not define `create_directory` and
 * `DirectoryEntry` does. Python looks the method up in the one base of a class of a single base, so it is
 * that base's `def` (read there as methodOf reads a class's own). Followed only for a top-level class defined
 * once, undecorated, with one base written as a name (`DirectoryEntry`, not `Mixin, Base` nor `base.Entry`),
 * whose body binds the member no way (no `def`, no assignment) and defines no `__getattr__` nor
 * `__getattribute__`, in a module that never assigns `….member = …`.
 */
import { headerOf } from './blocks.js';
import { boundIn } from './module-bindings.js';

/** The base class `Class.member` of the module `text` takes its method from, by name; undefined when not provably that one. */
export function inheritedFrom(text: string, name: string): string | undefined {
  const [head, member] = name.split('.');
  if (member === undefined) return undefined;
  const { tokens, lines, once } = boundIn(text);
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const at = once.classes.get(head);
  if (at === undefined || lines.indent[at] !== 0) return undefined;
  if (tokens[at - 1]?.kind === 'newline' && op(lines.line[at - 2] ?? -1, '@')) return undefined;
  // `class Head(Base):`
  const base = tokens[at + 3];
  if (!op(at + 2, '(') || base?.kind !== 'name' || !op(at + 4, ')') || !op(at + 5, ':')) return undefined;
  for (let j = at + 1; j < lines.end[at]; j++) {
    if (!tokens[j].first || lines.owner[j] !== at) continue;
    const named = headerOf(tokens, j) === 'def' || headerOf(tokens, j) === 'class' ? tokens[tokens[j].text === 'async' ? j + 2 : j + 1]?.text : undefined;
    if (named === member || named === '__getattr__' || named === '__getattribute__') return undefined;
    // Any other statement of the body naming the member binds it, or may (`member = other`, `member: Callable`).
    for (let k = j; k < tokens.length && lines.line[k] === j; k++)
      if (tokens[k].kind === 'name' && tokens[k].text === member && !op(k - 1, '.')) return undefined;
  }
  for (let j = 1; j + 1 < tokens.length; j++) if (tokens[j].kind === 'name' && tokens[j].text === member && op(j - 1, '.') && op(j + 1, '=')) return undefined;
  return base.text;
}
