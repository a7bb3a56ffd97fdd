/**
 * A module's type aliases: `Query = Annotated[str, Field(description="…")]` (or `Query: TypeAlias = …`)
 * at module level. A parameter annotated `q: Query` is, to `inspect.signature(eval_str=True)` and pydantic,
 * annotated with the alias's value, so its schema is that value's. Only a name the file binds exactly once
 * is an alias: one assigned again, augmented, bound by an import, a `def`, a `class`, a loop, a `with … as`
 * or a walrus anywhere may stand for something else when the server starts. A PEP 695 `type Query = …`
 * is a `TypeAliasType`, which pydantic puts in `$defs`: never read here.
 */
import type { Blocks } from './blocks.js';
import { headerOf } from './blocks.js';
import type { Token } from './tokens.js';

const COMPARISONS = new Set(['==', '!=', '<=', '>=']);
/** Keywords after which a name is bound. */
const BINDERS = new Set(['as', 'for', 'def', 'class', 'global', 'nonlocal']);

/** Each alias's value, as the tokens [from, to) of its logical line after the `=`. */
export function typeAliases(tokens: readonly Token[], lines: Blocks, pairs: Int32Array): Map<string, [number, number]> {
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const bindings = new Map<string, number>();
  const found = new Map<string, [number, number]>();
  const bind = (name: string) => bindings.set(name, (bindings.get(name) ?? 0) + 1);
  // Inside brackets, a name's `=` is a keyword argument's or a parameter default's: no binding.
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind === 'op' && (t.text === '(' || t.text === '[' || t.text === '{')) depth++;
    else if (t.kind === 'op' && (t.text === ')' || t.text === ']' || t.text === '}')) depth = Math.max(0, depth - 1);
    if (t.kind !== 'name') continue;
    const name = t.text as string;
    const before = tokens[i - 1];
    const header = headerOf(tokens, lines.line[i]);
    const next = tokens[i + 1];
    // `=`, `+=`, … at the top level, `:=` anywhere; never a comparison.
    const assigned =
      next?.kind === 'op' && (next.text === ':=' || (depth === 0 && (next.text?.endsWith('=') ?? false) && !COMPARISONS.has(next.text as string)));
    if (
      assigned ||
      (t.first && (op(i + 1, ':') || op(i + 1, ','))) ||
      (before?.kind === 'name' && BINDERS.has(before.text as string)) ||
      header === 'import' ||
      header === 'from'
    )
      bind(name);
    if (!t.first || lines.indent[i] !== 0) continue;
    // `Name = value` or `Name: TypeAlias = value`, to the end of the logical line.
    let equals = -1;
    if (op(i + 1, '=')) equals = i + 1;
    else if (op(i + 1, ':') && tokens[i + 2]?.text === 'TypeAlias' && op(i + 3, '=')) equals = i + 3;
    if (equals === -1) continue;
    let end = equals + 1;
    while (end < tokens.length && tokens[end].kind !== 'newline') end = op(end, '[') || op(end, '(') || op(end, '{') ? pairs[end] + 1 : end + 1;
    if (end > equals + 1) found.set(name, [equals + 1, end]);
  }
  for (const name of [...found.keys()]) if (bindings.get(name) !== 1) found.delete(name);
  return found;
}
