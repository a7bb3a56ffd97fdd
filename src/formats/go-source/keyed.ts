/**
 * A hand-rolled Go server (hand-rolled.ts) that lists a map of its tools by key: its `tools/list` answer
 * ranges over a field of the receiver, `for name, tool := range s.tools {`, and appends for each entry
 * `{"name": name, "description": tool.Description(), "inputSchema": tool.InputSchema()}` to the list it
 * gives as `"tools"`, skipping none. A key is a tool's name only because the answer writes it as "name".
 * The field (unexported: no other package writes it) is set once in the package, by a map literal:
 * each entry whose key is a string literal and whose value is a constructor's call (`"list_clients":
 * tools.NewListClients(c, sid)`) is a tool named by its key, of the type that constructor returns
 * (method-tools.ts). A field written any other way (`s.tools[k] = t`, a second assignment, a composite
 * literal's field) is not statically known, and none of its entries is read.
 */
import { bracketPairs } from '../source/tokens.js';
import { listAnswers } from './registrars.js';
import { tokenizeGo } from './tokens.js';

/** The method the answer reads each input schema from, and the keys each constructor's result is listed under (by `pkg.Constructor`). */
export interface Keyed {
  schemaMethod: string;
  constructors: ReadonlyMap<string, readonly string[]>;
}

/** `for name, tool := range s.tools {`: the key, the value, the receiver's field. */
const RANGE =
  /\bfor[ \t]{1,16}([A-Za-z_]\w{0,63})[ \t]{0,16},[ \t]{0,16}([A-Za-z_]\w{0,63})[ \t]{0,16}:=[ \t]{0,16}range[ \t]{1,16}[A-Za-z_]\w{0,63}\.([a-z_]\w{0,63})[ \t]{0,16}\{/g;
/** `list = append(list,`: the list a loop builds. */
const APPENDS = /\b([A-Za-z_]\w{0,63})[ \t]{0,16}=[ \t]{0,16}append\([ \t\r\n]{0,64}([A-Za-z_]\w{0,63})[ \t\r\n]{0,64},/;
/** A loop that may leave an entry out, or change what it lists. */
const SKIPS = /\b(?:continue|break|if|switch|goto)\b/;
const PACKAGE = /^package[ \t]+([A-Za-z_]\w{0,63})/m;
const MAX_LOOP = 4_096;
/** How much of a map literal is read. */
const MAX_MAP = 1 << 16;

/** The keyed listing a serving package (its files' text, joined) answers `tools/list` with, or undefined. */
export function keyedListing(unit: string): Keyed | undefined {
  for (const answer of listAnswers(unit)) {
    for (const match of answer.matchAll(RANGE)) {
      const [, key, value, field] = match;
      const start = match.index + match[0].length;
      const body = answer.slice(start, loopEnd(answer, start));
      const schema = new RegExp(`"inputSchema"[ \\t]{0,16}:[ \\t]{0,16}${value}\\.(InputSchema|GetInputSchema|Schema)\\(\\)`).exec(body);
      const named = new RegExp(`"name"[ \\t]{0,16}:[ \\t]{0,16}${key}[ \\t]{0,16}[,}\\n]`).test(body);
      const described = new RegExp(`"description"[ \\t]{0,16}:[ \\t]{0,16}${value}\\.Description\\(\\)`).test(body);
      const list = APPENDS.exec(body);
      if (!schema || !named || !described || !list || list[1] !== list[2] || SKIPS.test(body)) continue;
      if (new RegExp(`\\b${key}[ \\t]{0,16}:?=(?!=)`).test(body) || !servesAsBuilt(answer, list[1])) continue;
      const constructors = entries(unit, field);
      if (constructors) return { schemaMethod: schema[1], constructors };
    }
  }
  return undefined;
}

/** The index of the `}` that closes a loop body starting at `start`, bounded (strings skipped). */
export function loopEnd(text: string, start: number): number {
  let depth = 0;
  const end = Math.min(text.length, start + MAX_LOOP);
  for (let i = start; i < end; i++) {
    const c = text[i];
    if (c === '"' || c === '`') {
      const close = text.indexOf(c, i + 1);
      if (close === -1 || close >= end) return end;
      i = close;
    } else if (c === '{') depth++;
    else if (c === '}' && depth-- === 0) return i;
  }
  return end;
}

/** Whether the answer gives `list` as the tools and never sets it again after the loop's appends. */
function servesAsBuilt(answer: string, list: string): boolean {
  const given = new RegExp(`(?:"tools"|\\bTools)[ \\t]{0,16}:[ \\t]{0,16}${list}\\b`).test(answer);
  const changed = new RegExp(`\\b${list}(?:\\[[^\\]\\n]{0,64}\\])?[ \\t]{0,16}=(?!=)(?![ \\t]{0,16}append\\([ \\t\\r\\n]{0,64}${list}\\b)`).test(answer);
  return given && !changed;
}

/** The constructors of the map literal the package sets `field` to once, each with the keys it is listed under; undefined otherwise. */
function entries(unit: string, field: string): Map<string, string[]> | undefined {
  const writes = [...unit.matchAll(new RegExp(`\\.${field}[ \\t]{0,16}(?:\\[[^\\]\\n]{0,128}\\])?[ \\t]{0,16}=(?!=)`, 'g'))];
  if (writes.length !== 1 || new RegExp(`[{,(][ \\t\\r\\n]{0,64}${field}[ \\t]{0,16}:[^=]`).test(unit)) return undefined;
  const own = PACKAGE.exec(unit)?.[1] ?? '';
  const from = (writes[0].index as number) + writes[0][0].length;
  const tokens = tokenizeGo(unit.slice(from, from + MAX_MAP));
  const pairs = bracketPairs(tokens);
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const name = (i: number) => (tokens[i]?.kind === 'name' ? (tokens[i].text as string) : undefined);
  // `map[string]T{` or `map[string]pkg.T{`
  if (name(0) !== 'map' || !op(1, '[') || name(2) !== 'string' || !op(3, ']')) return undefined;
  const open = op(5, '.') ? 7 : 5;
  if (!op(open, '{') || !op(pairs[open], '}')) return undefined;
  const found = new Map<string, string[]>();
  for (let i = open + 1; i < pairs[open]; ) {
    const key = tokens[i].kind === 'string' && op(i + 1, ':') ? (tokens[i].text as string) : undefined;
    const qualified = op(i + 3, '.');
    const fn = name(qualified ? i + 4 : i + 2);
    const call = qualified ? i + 5 : i + 3;
    let next = i + 1;
    while (next < pairs[open] && !op(next, ',')) next = op(next, '(') || op(next, '{') || op(next, '[') ? pairs[next] + 1 : next + 1;
    if (key !== undefined && fn !== undefined && op(call, '(') && pairs[call] + 1 === next) {
      const at = `${qualified ? name(i + 2) : own}.${fn}`;
      found.set(at, [...(found.get(at) ?? []), key]);
    }
    i = next + 1;
  }
  return found;
}
