/**
 * Whether a name token is bound where it stands (imported-factories.ts, factory-records.ts): assigned, a
 * loop's, `with`'s or `except`'s target, deleted, a walrus's, or what it holds changed by a statement.
 */
import { type Blocks, headerOf } from './blocks.js';
import { target, unpacked } from './module-bindings.js';
import type { Token } from './tokens.js';

/** Operators that rebind what is left of them. */
export const ASSIGNS = /^(?:[-+*/%&|^@]|\*\*|\/\/|<<|>>)?=$/;

/** Whether the name token at `j` is bound there: assigned, a loop's, `with`'s or `except`'s target, deleted, or a walrus's. */
export function rebinds(tokens: readonly Token[], lines: Blocks, j: number): boolean {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const line = lines.line[j];
  const before = tokens[j - 1]?.kind === 'name' ? tokens[j - 1].text : undefined;
  if (before === 'as' || before === 'del' || op(j + 1, ':=') || unpacked(tokens, line, j) || (headerOf(tokens, line) === 'for' && target(tokens, line, j)))
    return true;
  if (!tokens[j].first) return false;
  // `x = …`, `x: T = …`, `x += …`, and `x.attr = …` / `x[k] = …` (changing what it holds).
  let k = j + 1;
  for (;;) {
    if (op(k, '.') && tokens[k + 1]?.kind === 'name') k += 2;
    else if (op(k, '[')) k = closingOf(tokens, k) + 1;
    else break;
  }
  return op(k, ':') || (tokens[k]?.kind === 'op' && ASSIGNS.test(tokens[k].text as string));
}

/** The `]` of the `[` at `k`, scanning forward (bracket pairs are not at hand here; a subscript is short). */
function closingOf(tokens: readonly Token[], k: number): number {
  let depth = 0;
  for (let i = k; i < tokens.length; i++) {
    const text = tokens[i].kind === 'op' ? tokens[i].text : undefined;
    if (text === '[' || text === '(' || text === '{') depth++;
    else if (text === ']' || text === ')' || text === '}') if (--depth === 0) return i;
    if (tokens[i].kind === 'newline') return i;
  }
  return tokens.length;
}
