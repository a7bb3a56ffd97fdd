/**
 * Tools a low-level server's list handler makes of dicts, field by field: `return [Tool(name=t["name"],
 * description=t["description"], inputSchema=t["input_schema"]) for t in TOOL_DEFS]`. Each keyword of
 * `Tool(…)` takes the entry of one literal key of the item, so an item is read as the dict of those entries
 * alone (its other entries, a `"handler"`, are no field of the tool); an item not written as a dict, or
 * lacking a key, is not statically known. The list is one a handler's list may be (a literal, a same-file
 * constant, a list another module writes: imported-lists.ts) or a same-file constant joining such lists
 * (`list(TOOL_DEFS) + [EXTRA_DEF]`). The comprehension is followed only when it has no condition and every
 * keyword is `t["key"]`, `name=` among them.
 */
import type { Token } from './tokens.js';

/** The dict key each keyword of the comprehension's `Tool(…)` takes, by keyword. */
export type Keys = ReadonlyMap<string, string>;

/** The comprehension `[Tool(kw=t["key"], …) for t in NAME]` (`types.Tool` too) whose `[` is at `at`: its keys and the token of NAME. */
export function keyedComprehension(
  tokens: readonly Token[],
  at: number,
  closing: (i: number) => number,
  item: string,
): { keys: Keys; source: number } | undefined {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  if (!op(at, '[')) return undefined;
  let j = at + 1;
  while (tokens[j]?.kind === 'name' && op(j + 1, '.')) j += 2;
  if (tokens[j]?.text !== item || tokens[j].kind !== 'name' || !op(j + 1, '(')) return undefined;
  const open = j + 1;
  const loop = closing(open) + 1;
  const variable = tokens[loop + 1];
  const source = loop + 3;
  if (
    tokens[loop]?.text !== 'for' ||
    variable?.kind !== 'name' ||
    tokens[loop + 2]?.text !== 'in' ||
    tokens[source]?.kind !== 'name' ||
    source + 1 !== closing(at)
  )
    return undefined;
  const keys = new Map<string, string>();
  // Each argument: `kw=t["key"]`, five tokens and a comma.
  for (let a = open + 1; a < closing(open); a += op(a + 6, ',') ? 7 : 6) {
    const keyword = tokens[a];
    const entry = tokens[a + 4];
    if (
      keyword.kind !== 'name' ||
      !op(a + 1, '=') ||
      tokens[a + 2]?.text !== variable.text ||
      tokens[a + 2].kind !== 'name' ||
      !op(a + 3, '[') ||
      entry?.kind !== 'string' ||
      entry.text === undefined ||
      !op(a + 5, ']') ||
      keys.has(keyword.text as string) ||
      !(op(a + 6, ',') || a + 6 === closing(open))
    )
      return undefined;
    keys.set(keyword.text as string, entry.text);
  }
  return keys.has('name') ? { keys, source } : undefined;
}

/**
 * Where each list a joined expression over `[at, end)` takes its items from (`list(A) + B + [x, y]`): a
 * bracket's `[`, or a name (`list(A)` and `tuple(A)` are A's items); undefined for any other expression.
 */
export function joinedParts(tokens: readonly Token[], at: number, end: number, closing: (i: number) => number): number[] | undefined {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const parts: number[] = [];
  for (let j = at; j < end; j++) {
    const copied = (tokens[j]?.text === 'list' || tokens[j]?.text === 'tuple') && op(j + 1, '(') && closing(j + 1) === j + 3;
    const part = copied ? j + 2 : j;
    const after = op(part, '[') ? closing(part) + 1 : part + 1;
    if (!(op(part, '[') || tokens[part]?.kind === 'name') || (copied ? j + 4 : after) > end) return undefined;
    parts.push(part);
    j = copied ? j + 4 : after;
    if (j < end && !op(j, '+')) return undefined;
  }
  return parts;
}
