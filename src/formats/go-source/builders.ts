/**
 * A Go file's tool builders: top-level functions whose whole body returns one go-sdk tool literal made from
 * their parameters, `func readOnly(name, desc string) *mcp.Tool { return &mcp.Tool{Name: name, Description: desc} }`;
 * and those forwarding to one, whose body ends in `return readOnly(name, desc)` after statements that
 * neither return nor name a parameter (`ro := true`), so the call's arguments are what the builder was given.
 * Neither literal nor forwarded call is a tool by itself; each call of a builder elsewhere in the file is
 * one, its literal arguments read where they are written (extract.ts). Within the file: one declared in
 * another file of the package is not followed.
 */
import type { GoToken } from './tokens.js';

/** The most builders one call is followed through. */
export const MAX_CHAIN = 8;

export interface ToolBuilder {
  /** The `{` of the `Tool{…}` literal its body returns; a forwarding builder's, the `(` of the call it returns. */
  open: number;
  /** Its parameters' names, in order. */
  params: readonly string[];
  /** A forwarding builder's: the builder it calls. */
  forwards?: string;
  /** The fields its body sets on the literal after making it (`t.Annotations = …`), each not statically known. */
  assigned?: readonly string[];
}

export function toolBuilders(tokens: readonly GoToken[], pairs: Int32Array): Map<string, ToolBuilder> {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const name = (i: number) => tokens[i]?.kind === 'name';
  const out = new Map<string, ToolBuilder>();
  const forwarding = new Map<string, ToolBuilder & { forwards: string }>();
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (op(i, '{')) depth++;
    else if (op(i, '}')) depth--;
    // `func Name(` at the top level: a function, not a method (`func (r T) Name(`).
    if (depth !== 0 || !(name(i) && tokens[i].text === 'func' && name(i + 1) && op(i + 2, '('))) continue;
    const params = parameterNames(tokens, pairs, i + 2);
    // The result `*mcp.Tool`, `mcp.Tool` or `*Tool`, then `{ return &mcp.Tool{…} }` or a forwarding body.
    let at = pairs[i + 2] + 1;
    if (op(at, '*')) at++;
    if (name(at) && op(at + 1, '.')) at += 2;
    if (!params || !(name(at) && tokens[at].text === 'Tool' && op(at + 1, '{'))) continue;
    const body = at + 1;
    let literal = at + 3;
    if (op(literal, '&')) literal++;
    if (name(literal) && op(literal + 1, '.')) literal += 2;
    const open = literal + 1;
    const returned = name(at + 2) && tokens[at + 2].text === 'return';
    const kept = returned ? undefined : keptLiteral(tokens, pairs, body);
    if (returned && name(literal) && tokens[literal].text === 'Tool' && op(open, '{') && pairs[open] + 1 === pairs[body])
      out.set(tokens[i + 1].text as string, { open, params });
    else if (kept) out.set(tokens[i + 1].text as string, { open: kept.open, params, assigned: kept.assigned });
    else {
      const forwarded = forwardedCall(tokens, pairs, body, params);
      if (forwarded) forwarding.set(tokens[i + 1].text as string, { open: forwarded.open, params, forwards: forwarded.callee });
    }
  }
  // A forwarding builder counts when its chain reaches a literal one within MAX_CHAIN calls (never in a cycle).
  const literals = new Set(out.keys());
  for (const [fn, builder] of forwarding) {
    let next = builder.forwards;
    for (let hops = 1; hops < MAX_CHAIN && forwarding.has(next) && !literals.has(next); hops++) next = (forwarding.get(next) as ToolBuilder).forwards as string;
    if (literals.has(next) && !out.has(fn)) out.set(fn, builder);
  }
  return out;
}

/**
 * The function body at `body` ends in `return callee(…)` with no other `return` and no parameter named before
 * it: the callee's name and the call's `(`, or undefined.
 */
function forwardedCall(tokens: readonly GoToken[], pairs: Int32Array, body: number, params: readonly string[]) {
  const close = pairs[body];
  for (let j = body + 1; j < close; j++) {
    const t = tokens[j];
    if (t.kind !== 'name' || (tokens[j - 1]?.kind === 'op' && tokens[j - 1].text === '.')) continue;
    if (params.includes(t.text as string)) return undefined;
    if (t.text !== 'return') continue;
    // The one `return`: `return callee(…)` and the body's `}`.
    const open = j + 2;
    const called = tokens[j + 1]?.kind === 'name' && tokens[open]?.kind === 'op' && tokens[open].text === '(' && pairs[open] === close - 1;
    return called ? { callee: tokens[j + 1].text as string, open } : undefined;
  }
  return undefined;
}

/**
 * A body `t := &mcp.Tool{…}` then statements that only set its fields (`t.Annotations = …`, in `if` blocks
 * too) and `return t` (every `return` so): the literal's `{` and the fields set, or undefined.
 */
function keptLiteral(tokens: readonly GoToken[], pairs: Int32Array, body: number) {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const is = (i: number, value: string) => tokens[i]?.kind === 'name' && tokens[i].text === value;
  const variable = tokens[body + 1];
  if (variable?.kind !== 'name' || !op(body + 2, ':=')) return undefined;
  let literal = body + 3;
  if (op(literal, '&')) literal++;
  if (tokens[literal]?.kind === 'name' && op(literal + 1, '.')) literal += 2;
  const open = literal + 1;
  if (!is(literal, 'Tool') || !op(open, '{')) return undefined;
  const self = (j: number) => is(j, variable.text as string) && !op(j - 1, '.');
  const assigned = new Set<string>();
  let last = -1;
  for (let j = pairs[open] + 1; j < pairs[body]; j++) {
    if (is(j, 'return')) {
      if (!self(j + 1)) return undefined;
      last = ++j;
    } else if (self(j)) {
      // Only `t.Field = …`: `t = …`, `t.Method(…)` or `t` handed elsewhere may change it otherwise.
      if (!(op(j + 1, '.') && tokens[j + 2]?.kind === 'name' && op(j + 3, '=') && !is(j - 1, 'return'))) return undefined;
      assigned.add(tokens[j + 2].text as string);
    }
  }
  return last === pairs[body] - 1 ? { open, assigned: [...assigned] } : undefined;
}

/** The names of a parameter list `(a, b string, c int)` at `open`, or undefined when they are not all named (`(string, int)`, `...T`). */
export function parameterNames(tokens: readonly GoToken[], pairs: Int32Array, open: number): string[] | undefined {
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
