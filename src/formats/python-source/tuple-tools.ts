/**
 * Tools a low-level server's list handler makes of tuples, position by position:
 * `return [Tool(name=name, description=description, inputSchema=schema(params)) for name, description, params
 * in tool_defs]` over a list of literal tuples (`("get_issue", "Get one issue", {…})`), written in place, as a
 * same-file constant, or returned by a module-level function whose body is only `return [ … ]`. The
 * comprehension is followed only when it has no condition, every keyword of `Tool(…)` is a loop variable
 * (that tuple position, unchanged), a call made of one (`schema(params)`: made at run time, listed as not
 * statically known) or an expression naming none, and `name=` is a loop variable.
 */
import type { Blocks } from './blocks.js';
import { headerOf } from './blocks.js';
import type { Token } from './tokens.js';

/** What a keyword of the comprehension's `Tool(…)` takes: a tuple position, or an expression (`at`) read as written. */
export interface TupleField {
  name: string;
  /** The keyword's token. */
  key: number;
  /** Where its value is written in the comprehension. */
  at: number;
  /** The tuple position it takes unchanged; undefined for an expression naming no loop variable; -1 for one made of one at run time. */
  position: number | undefined;
}

export interface TupleComprehension {
  fields: TupleField[];
  /** How many loop variables (each tuple's length). */
  arity: number;
  /** The token of what the comprehension loops over: a name, or the name of a function called without arguments. */
  source: number;
  /** Whether the source is called (`for … in tool_definitions()`). */
  called: boolean;
}

/**
 * The comprehension `[Tool(…) for a, b, c in source]` (`types.Tool`, `(a, b, c)` too) whose `[` is at `at`,
 * with `item` the class; undefined for any other expression or a keyword not followed.
 */
export function tupleComprehension(
  tokens: readonly Token[],
  at: number,
  closing: (i: number) => number,
  item: string,
  constructors: ReadonlySet<string>,
): TupleComprehension | undefined {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  if (!op(at, '[')) return undefined;
  const end = closing(at);
  let j = at + 1;
  while (tokens[j]?.kind === 'name' && op(j + 1, '.')) j += 2;
  if (tokens[j]?.text !== item || tokens[j].kind !== 'name' || !op(j + 1, '(')) return undefined;
  const open = j + 1;
  let k = closing(open) + 1;
  if (tokens[k]?.text !== 'for' || tokens[k].kind !== 'name') return undefined;
  k++;
  const paren = op(k, '(');
  if (paren) k++;
  const vars: string[] = [];
  while (tokens[k]?.kind === 'name' && tokens[k].text !== 'in') {
    vars.push(tokens[k].text as string);
    k += op(k + 1, ',') ? 2 : 1;
  }
  if (paren && !op(k++, ')')) return undefined;
  if (vars.length < 2 || new Set(vars).size !== vars.length || tokens[k]?.text !== 'in' || tokens[k + 1]?.kind !== 'name') return undefined;
  const source = k + 1;
  const called = op(source + 1, '(') && closing(source + 1) === source + 2;
  if ((called ? source + 3 : source + 1) !== end) return undefined;
  const fields: TupleField[] = [];
  for (let a = open + 1; a < closing(open); ) {
    if (tokens[a].kind !== 'name' || !op(a + 1, '=') || fields.some((f) => f.name === tokens[a].text)) return undefined;
    let b = a + 2;
    while (b < closing(open) && !op(b, ',')) b = op(b, '(') || op(b, '[') || op(b, '{') ? closing(b) + 1 : b + 1;
    const named = tokens.slice(a + 2, b).some((t) => t.kind === 'name' && vars.includes(t.text as string));
    const lone = b === a + 3 && vars.includes(tokens[a + 2].text as string);
    // A loop variable inside anything but a call of a function (`schema(params)`) could be read as a constant of the same name.
    const callee = tokens[a + 2];
    const computed = named && !lone && callee.kind === 'name' && !constructors.has(callee.text as string) && op(a + 3, '(') && closing(a + 3) === b - 1;
    if (named && !lone && !computed) return undefined;
    fields.push({ name: tokens[a].text as string, key: a, at: a + 2, position: lone ? vars.indexOf(tokens[a + 2].text as string) : named ? -1 : undefined });
    a = b + 1;
  }
  if (!fields.some((f) => f.name === 'name' && f.position !== undefined && f.position >= 0)) return undefined;
  return { fields, arity: vars.length, source, called };
}

/**
 * The `[` of the list literal a module-level function returns when its body is only that (`def defs():
 * """…"""; return [ … ]`); -1 otherwise.
 */
export function returnedList(tokens: readonly Token[], lines: Blocks, def: number, closing: (i: number) => number): number {
  if (headerOf(tokens, def) !== 'def' || lines.owner[def] !== -1) return -1;
  const statements: number[] = [];
  for (let j = def + 1; j < lines.end[def]; j++) if (tokens[j].first && lines.owner[j] === def) statements.push(j);
  const body =
    statements.length === 2 && tokens[statements[0]].kind === 'string' && tokens[statements[0] + 1]?.kind === 'newline' ? statements.slice(1) : statements;
  if (body.length !== 1) return -1;
  const ret = body[0];
  const list = ret + 1;
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  if (tokens[ret].text !== 'return' || !op(list, '[')) return -1;
  const after = closing(list) + 1;
  return tokens[after] === undefined || tokens[after].kind === 'newline' ? list : -1;
}
