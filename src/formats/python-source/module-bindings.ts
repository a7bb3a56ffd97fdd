/**
 * The functions a module defines once at its own scope: one `def` of the name there, and no other binding
 * of it there (assigned, annotated, augmented, a loop's, `with`'s or `except`'s target, imported, a class,
 * deleted) nor a function's `global` declaration of it. A method of that name is its class's and a local
 * or nested function its function's: neither binds the module's name. Read from tokens, so a docstring or a
 * comment naming the function (`same shape as get_schedule`) binds nothing.
 */
import { type Blocks, blocks, headerOf } from './blocks.js';
import { type Token, tokenize } from './tokens.js';

/** The names defined once at module scope (above), each with its `def`'s first token. */
export function onceDefined(tokens: readonly Token[], lines: Blocks): ReadonlyMap<string, number> {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const defs = new Map<string, number[]>();
  const bound = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== 'name') continue;
    const name = t.text as string;
    const line = lines.line[i];
    // `global name` in any function: what that function binds is the module's.
    if (tokens[line].text === 'global' && i > line) bound.add(name);
    if (lines.owner[line] !== -1) continue;
    const header = headerOf(tokens, line);
    if (t.first && header === 'def') {
      const named = tokens[name === 'async' ? i + 2 : i + 1];
      if (named?.kind === 'name') defs.set(named.text as string, [...(defs.get(named.text as string) ?? []), i]);
      continue;
    }
    const next = tokens[i + 1];
    const before = tokens[i - 1]?.kind === 'name' ? tokens[i - 1].text : undefined;
    if (
      (t.first && next?.kind === 'op' && (next.text === ':' || (/=$/.test(next.text ?? '') && next.text !== '=='))) ||
      op(i + 1, ':=') ||
      before === 'as' ||
      before === 'for' ||
      before === 'class' ||
      before === 'del' ||
      header === 'import' ||
      header === 'from'
    )
      bound.add(name);
  }
  const out = new Map<string, number>();
  for (const [name, at] of defs) if (at.length === 1 && !bound.has(name)) out.set(name, at[0]);
  return out;
}

/** The last module read (definesOnce asks about several names of one module in turn). */
let last: { text: string; once: ReadonlyMap<string, number>; indent: Int32Array } | undefined;

/** Whether the module `text` defines `name` once (onceDefined), at its top level (`def name` at the line's start). */
export function definedOnceAtTop(text: string, name: string): boolean {
  if (last?.text !== text) {
    const tokens = tokenize(text);
    const lines = blocks(tokens, text);
    last = { text, once: onceDefined(tokens, lines), indent: lines.indent };
  }
  const at = last.once.get(name);
  return at !== undefined && last.indent[at] === 0;
}
