/**
 * Tools a server keeps in a dict keyed by their names: `TOOLS = {"get_balance": {"description": "…", …}, …}`,
 * or each value a record a helper of the module makes, `"get_balance": _tool(read.get_balance, "Balance of
 * one account…", {…}, title=…)` with `def _tool(handler, description, properties, …): return {"handler":
 * handler, "description": description, …}`; listed by a tools/list handler (or a function a hand-rolled
 * server answers tools/list with: answered-elsewhere.ts) as `[{"name": name, "description":
 * spec["description"], …} for name, spec in TOOLS.items() if …]` (`sorted(TOOLS.items())`, `Tool(name=name,
 * description=spec["description"], …)` too, alone or as `{"tools": […]}`). The server serves the key as the name (the
 * comprehension names each tool so), whatever the record holds. Read where it is provably so: the item's
 * `name` is the key, each other field the key or `spec["field"]` (a field of the item made otherwise is not
 * read); the dict a module-level constant never changed in the file (extract.ts checks); the helper a
 * module-level function whose body is only `return {…}`, each field read with the call's arguments bound to
 * its parameters (helper-calls.ts: `"inputSchema": {"properties": properties, …}` too). A
 * condition of the comprehension (a switch an operator turns) leaves each tool one a run may not serve.
 */
import type { Token } from './tokens.js';

/** A field of the comprehension's item: the dict's key (`key`), or the record's field of that name. */
export interface KeyedField {
  name: string;
  /** The keyword's (or the dict key's) token. */
  key: number;
  /** `undefined`: the key; otherwise the field of the record the value is. */
  field: string | undefined;
}

export interface KeyedComprehension {
  fields: KeyedField[];
  /** The token of the dict's name (`TOOLS` of `TOOLS.items()`). */
  source: number;
  /** Whether the comprehension has a condition: a run may leave any tool out. */
  filtered: boolean;
}

/**
 * The comprehension `[{"name": k, "description": v["description"], …} for k, v in D.items() …]` (or of
 * `item(name=k, …)`) whose `[` is at `at`, or that `{"tools": […]}` at `at` holds alone; undefined otherwise.
 */
export function itemsComprehension(tokens: readonly Token[], at: number, closing: (i: number) => number, item: string): KeyedComprehension | undefined {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  // `{"tools": […]}`: the list alone in the result.
  if (op(at, '{') && tokens[at + 1]?.kind === 'string' && tokens[at + 1].text === 'tools' && op(at + 2, ':') && op(at + 3, '[')) {
    const after = closing(at + 3) + 1;
    if (!(after === closing(at) || (op(after, ',') && after + 1 === closing(at)))) return undefined;
    at += 3;
  }
  if (!op(at, '[')) return undefined;
  const end = closing(at);
  let j = at + 1;
  let entries: { name: string; key: number; from: number; to: number }[] | undefined;
  if (op(j, '{')) entries = parts(tokens, j, closing, 'string', ':');
  else {
    while (tokens[j]?.kind === 'name' && op(j + 1, '.')) j += 2;
    if (tokens[j]?.kind !== 'name' || tokens[j].text !== item || !op(j + 1, '(')) return undefined;
    j++;
    entries = parts(tokens, j, closing, 'name', '=');
  }
  let k = closing(j) + 1;
  if (entries === undefined || tokens[k]?.text !== 'for' || tokens[k].kind !== 'name') return undefined;
  const paren = op(k + 1, '(') ? 1 : 0;
  const [key, value] = [tokens[k + 1 + paren], tokens[k + 3 + paren]];
  k += 4 + paren;
  if (key?.kind !== 'name' || !op(k - 2, ',') || value?.kind !== 'name' || key.text === value.text) return undefined;
  if (paren === 1 && !op(k++, ')')) return undefined;
  // `sorted(D.items())` lists the same tools.
  const sorted = tokens[k + 1]?.text === 'sorted' && op(k + 2, '(') ? 2 : 0;
  const source = k + 1 + sorted;
  if (tokens[k]?.text !== 'in' || tokens[source]?.kind !== 'name' || !op(source + 1, '.') || tokens[source + 2]?.text !== 'items') return undefined;
  if (!op(source + 3, '(') || !op(source + 4, ')') || (sorted > 0 && closing(k + 2) !== source + 5)) return undefined;
  const after = source + 5 + sorted / 2;
  const filtered = after !== end;
  if (filtered && tokens[after]?.text !== 'if') return undefined;
  const fields: KeyedField[] = [];
  for (const entry of entries) {
    const lone = entry.to === entry.from + 1 && tokens[entry.from].kind === 'name';
    if (lone && tokens[entry.from].text === key.text) fields.push({ name: entry.name, key: entry.key, field: undefined });
    else if (
      entry.to === entry.from + 4 &&
      tokens[entry.from].text === value.text &&
      op(entry.from + 1, '[') &&
      tokens[entry.from + 2].kind === 'string' &&
      tokens[entry.from + 2].text !== undefined &&
      op(entry.from + 3, ']')
    )
      fields.push({ name: entry.name, key: entry.key, field: tokens[entry.from + 2].text });
  }
  const named = fields.find((f) => f.name === 'name');
  return named !== undefined && named.field === undefined ? { fields, source, filtered } : undefined;
}

/**
 * The entries of the bracket at `open`: `"key": value` (`kind` string, `sep` `:`) or `name=value` (`name`,
 * `=`), each with its key's text and token and its value's tokens; undefined when any entry is not one
 * (a spread, a computed key) or a key repeats.
 */
function parts(
  tokens: readonly Token[],
  open: number,
  closing: (i: number) => number,
  kind: 'string' | 'name',
  sep: string,
): { name: string; key: number; from: number; to: number }[] | undefined {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const out: { name: string; key: number; from: number; to: number }[] = [];
  const end = closing(open);
  for (let j = open + 1; j < end; ) {
    const name = tokens[j].kind === kind && op(j + 1, sep) ? tokens[j].text : undefined;
    if (name === undefined || out.some((p) => p.name === name)) return undefined;
    let to = j + 2;
    for (; to < end && !op(to, ','); to++) if (op(to, '(') || op(to, '[') || op(to, '{')) to = closing(to);
    out.push({ name, key: j, from: j + 2, to });
    j = to + 1;
  }
  return out;
}
