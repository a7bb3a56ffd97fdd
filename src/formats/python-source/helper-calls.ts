/**
 * Values a module-level helper makes of its arguments: `_field(_STRING, "Account docname…")` of `def
 * _field(kind: dict, description: str) -> dict: return {**kind, "description": description}`, or a tool's record
 * `_tool(read.balance, "…", {…}, required=("account",))` whose `"inputSchema"` holds its `properties` and
 * `list(required)` (keyed-records.ts). Python binds each argument to one parameter (by position, by keyword,
 * else the parameter's default), and the helper returns its expression with each parameter standing for what
 * is bound to it: extract.ts reads that expression so (a literal, a same-file constant or another such call).
 * Read where it is provably so: an undecorated `def` of the module, defined once and never rebound
 * (module-bindings.ts), whose body is only `return <expression>` (after a docstring), each parameter a plain
 * name (`*args`, `**kwargs`, `/` are not read); a call binding each argument to one parameter, every parameter
 * without a default given one, no `*`/`**` unpacking among its arguments.
 */
import type { Blocks } from './blocks.js';
import { headerOf } from './blocks.js';
import { onceDefined } from './module-bindings.js';
import type { Token } from './tokens.js';

interface Parameter {
  name: string;
  /** Whether a positional argument may give it (not after a bare `*`). */
  positional: boolean;
  /** Where its default starts; undefined without one. */
  default: number | undefined;
}

export interface Helper {
  parameters: readonly Parameter[];
  /** Where the returned expression starts. */
  returned: number;
}

/** What a call binds to a parameter: its argument (read where the call is) or its default (read at module level). */
export interface Bound {
  at: number;
  default: boolean;
}

/** The module's helpers that only return an expression, by name. */
export function returningHelpers(tokens: readonly Token[], lines: Blocks, closing: (i: number) => number): ReadonlyMap<string, Helper> {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const out = new Map<string, Helper>();
  for (const [name, def] of onceDefined(tokens, lines).functions) {
    if (tokens[def].text !== 'def' || !op(def + 2, '(') || headerOf(tokens, def) !== 'def') continue;
    if (tokens[def - 1] !== undefined && tokens[def - 1].kind === 'newline' && op(lines.line[def - 2] ?? -1, '@')) continue;
    const parameters = parametersOf(tokens, closing, def + 2);
    const statements: number[] = [];
    for (let j = def + 1; j < lines.end[def]; j++) if (tokens[j].first && lines.owner[j] === def) statements.push(j);
    const documented = statements.length === 2 && tokens[statements[0]].kind === 'string' && tokens[statements[0] + 1]?.kind === 'newline';
    const ret = statements[documented ? 1 : 0];
    if (parameters === undefined || statements.length !== (documented ? 2 : 1) || tokens[ret].text !== 'return') continue;
    // One expression to the end of the line (not `return a, b`).
    let end = ret + 1;
    for (let depth = 0; end < lines.end[def] && !(depth === 0 && (tokens[end].kind === 'newline' || op(end, ','))); end++) {
      if (op(end, '(') || op(end, '[') || op(end, '{')) depth++;
      else if (op(end, ')') || op(end, ']') || op(end, '}')) depth--;
    }
    if (end === ret + 1 || op(end, ',')) continue;
    out.set(name, { parameters, returned: ret + 1 });
  }
  return out;
}

/** The parameters of the list whose `(` is at `open`; undefined when one is not a plain name (`*args`, `**kw`, `/`). */
function parametersOf(tokens: readonly Token[], closing: (i: number) => number, open: number): Parameter[] | undefined {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const out: Parameter[] = [];
  let positional = true;
  const end = closing(open);
  for (let j = open + 1; j < end; ) {
    if (op(j, '*') && (op(j + 1, ',') || j + 1 === end)) positional = false;
    else if (tokens[j].kind !== 'name' || out.some((p) => p.name === tokens[j].text)) return undefined;
    const name = tokens[j].text as string;
    let at: number | undefined;
    // Past an annotation or a default, to the next parameter.
    let depth = 0;
    for (j++; j < end && !(depth === 0 && op(j, ',')); j++) {
      if (depth === 0 && op(j, '=') && at === undefined) at = j + 1;
      if (op(j, '(') || op(j, '[') || op(j, '{')) depth++;
      else if (op(j, ')') || op(j, ']') || op(j, '}')) depth--;
    }
    if (name !== '*') out.push({ name, positional, default: at });
    j++;
  }
  return out;
}

/**
 * What the call whose arguments are `given` binds to each parameter of `helper`; undefined when Python would
 * refuse it (an argument too many, a keyword it lacks or gives twice, a parameter left without a value) or an
 * argument is unpacked (`*xs`, `**kw`).
 */
export function bind(tokens: readonly Token[], helper: Helper, given: readonly { name?: string; at: number }[]): Map<string, Bound> | undefined {
  const out = new Map<string, Bound>();
  const positional = helper.parameters.filter((p) => p.positional);
  let next = 0;
  for (const arg of given) {
    if (tokens[arg.at]?.kind === 'op' && (tokens[arg.at].text === '*' || tokens[arg.at].text === '**')) return undefined;
    const parameter = arg.name === undefined ? positional[next++] : helper.parameters.find((p) => p.name === arg.name);
    if (parameter === undefined || out.has(parameter.name)) return undefined;
    out.set(parameter.name, { at: arg.at, default: false });
  }
  for (const p of helper.parameters) {
    if (out.has(p.name)) continue;
    if (p.default === undefined) return undefined;
    out.set(p.name, { at: p.default, default: true });
  }
  return out;
}
