/**
 * A Go file's tool builders: top-level functions whose whole body returns one go-sdk tool literal made from
 * their parameters, `func readOnly(name, desc string) *mcp.Tool { return &mcp.Tool{Name: name, Description: desc} }`.
 * The literal is no tool by itself; each call of the function in the file is one, its literal arguments read
 * where they are written (extract.ts). Followed one level, within the file: a builder calling a builder, or
 * one declared in another file of the package, is not.
 */
import type { GoToken } from './tokens.js';

export interface ToolBuilder {
  /** The `{` of the `Tool{…}` literal its body returns. */
  open: number;
  /** Its parameters' names, in order. */
  params: readonly string[];
}

export function toolBuilders(tokens: readonly GoToken[], pairs: Int32Array): Map<string, ToolBuilder> {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const name = (i: number) => tokens[i]?.kind === 'name';
  const out = new Map<string, ToolBuilder>();
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (op(i, '{')) depth++;
    else if (op(i, '}')) depth--;
    // `func Name(` at the top level: a function, not a method (`func (r T) Name(`).
    if (depth !== 0 || !(name(i) && tokens[i].text === 'func' && name(i + 1) && op(i + 2, '('))) continue;
    const params = parameterNames(tokens, pairs, i + 2);
    // The result `*mcp.Tool`, `mcp.Tool` or `*Tool`, then `{ return &mcp.Tool{…} }`.
    let at = pairs[i + 2] + 1;
    if (op(at, '*')) at++;
    if (name(at) && op(at + 1, '.')) at += 2;
    if (!params || !(name(at) && tokens[at].text === 'Tool' && op(at + 1, '{') && name(at + 2) && tokens[at + 2].text === 'return')) continue;
    const body = at + 1;
    let literal = at + 3;
    if (op(literal, '&')) literal++;
    if (name(literal) && op(literal + 1, '.')) literal += 2;
    const open = literal + 1;
    if (name(literal) && tokens[literal].text === 'Tool' && op(open, '{') && pairs[open] + 1 === pairs[body])
      out.set(tokens[i + 1].text as string, { open, params });
  }
  return out;
}

/** The names of a parameter list `(a, b string, c int)` at `open`, or undefined when they are not all named (`(string, int)`, `...T`). */
function parameterNames(tokens: readonly GoToken[], pairs: Int32Array, open: number): string[] | undefined {
  const groups: number[][] = [[]];
  for (let j = open + 1; j < pairs[open]; j++) {
    const t = tokens[j];
    if (t.kind === 'op' && t.text === ',') groups.push([]);
    else if (t.kind === 'op' && t.text === '...') return undefined;
    else {
      groups[groups.length - 1].push(j);
      if (t.kind === 'op' && (t.text === '(' || t.text === '[' || t.text === '{')) j = pairs[j];
    }
  }
  if (groups.length === 1 && groups[0].length === 0) return [];
  // Go names every parameter or none: the last group is `name Type` when they are named.
  if ((groups.at(-1) as number[]).length < 2) return undefined;
  const names: string[] = [];
  for (const group of groups) {
    if (group.length === 0 || tokens[group[0]].kind !== 'name') return undefined;
    names.push(tokens[group[0]].text as string);
  }
  return names;
}
