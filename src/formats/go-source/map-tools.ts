/**
 * A hand-rolled Go server (hand-rolled.ts) whose `tools/list` answer writes its tools as a slice of maps:
 * the answer (its `case` clause, or a method of the file the clause calls) gives as `"tools"` a literal
 * `[]map[string]interface{}{{"name": "upload_file", "description": "…", "inputSchema": map[string]interface{}{…}}}`,
 * directly or through a variable of that answer made from it and never assigned, indexed or appended to
 * again. Each item is then one tool as written: its "name" a literal (or a same-file constant), its other
 * keys read as JSON (json-literal.ts); an item whose name is computed is not statically known.
 */
import { joinPointer } from '../../util/pointer.js';
import { type Extracted, UNKNOWN } from '../source/extracted.js';
import { type JsonLiteralInput, jsonLiteral } from './json-literal.js';
import { listAnswers } from './registrars.js';

/** A slice of maps given as the answer's tools (`"tools": []map[string]any{`), or made into a variable (`tools := []map…{`). */
const MAP_SLICE = /(?:"tools"[ \t]{0,16}:[ \t]{0,16}|\b([A-Za-z_]\w{0,63})[ \t]{0,16}:=[ \t]{0,16})\[\]map\[string\](?:interface\{\}|any)[ \t]{0,4}\{/g;

/** Whether a `tools/list` answer of the file serves a slice literal of maps as the tools. */
export function listsMaps(text: string): boolean {
  if (!text.includes('[]map[string]')) return false;
  for (const answer of listAnswers(text))
    for (const match of answer.matchAll(MAP_SLICE))
      if (match[1] === undefined || new RegExp(`"tools"[ \\t]{0,16}:[ \\t]{0,16}${match[1]}\\b`).test(answer)) return true;
  return false;
}

export interface MapToolsInput extends JsonLiteralInput {
  resolve(i: number): number;
  forget(pointer: string): void;
}

/** Reads the items of the map slices the file's `tools/list` answers serve as written into `out`. */
export function readMapTools(input: MapToolsInput, out: Pick<Extracted, 'tools' | 'names' | 'unread'>): void {
  const { tokens, pairs, value, skip, place, resolve, forget } = input;
  const json = jsonLiteral(input);
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  const { tools, names, unread } = out;

  for (const [from, to] of answers()) {
    for (let j = from; j < to; j++) {
      const open = mapSlice(j);
      if (open === -1) continue;
      const keyed = op(j - 1, ':') && tokens[j - 2]?.kind === 'string' && tokens[j - 2].text === 'tools';
      const variable = op(j - 1, ':=') && tokens[j - 2]?.kind === 'name' ? (tokens[j - 2].text as string) : undefined;
      if (keyed || (variable !== undefined && servedAsWritten(variable, from, to, j - 2))) items(open);
      j = pairs[open];
    }
  }

  /** The token ranges of the `tools/list` answers: each `case "tools/list":` clause, and the body of each method of this file it calls. */
  function answers(): [number, number][] {
    const found: [number, number][] = [];
    const called = new Set<string>();
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i].kind !== 'string' || tokens[i].text !== 'tools/list') continue;
      let start = i;
      while (op(start - 1, ',') && tokens[start - 2]?.kind === 'string') start -= 2;
      if (!is(start - 1, 'case') || !op(i + 1, ':')) continue;
      let end = i + 2;
      while (end < tokens.length && !is(end, 'case') && !is(end, 'default') && !op(end, '}'))
        end = op(end, '{') || op(end, '(') || op(end, '[') ? pairs[end] + 1 : end + 1;
      found.push([i + 2, end]);
      for (let k = i + 2; k < end; k++) if (op(k - 1, '.') && tokens[k].kind === 'name' && op(k + 1, '(')) called.add(tokens[k].text as string);
    }
    // `func (s *Server) handleToolsList(…) … {`: a method the clause calls, by its body.
    for (let i = 0; i + 3 < tokens.length; i++) {
      if (!is(i, 'func') || !op(i + 1, '(')) continue;
      const named = pairs[i + 1] + 1;
      if (!called.has(tokens[named]?.text as string) || tokens[named].kind !== 'name' || !op(named + 1, '(')) continue;
      let open = pairs[named + 1] + 1;
      while (open < tokens.length && open < named + 64 && !op(open, '{')) open = op(open, '(') || op(open, '[') ? pairs[open] + 1 : open + 1;
      // `interface{}` in a result type is a type, not the body.
      while (is(open - 1, 'interface') && pairs[open] === open + 1) open = op(open + 2, '{') ? open + 2 : tokens.length;
      if (op(open, '{')) found.push([open + 1, pairs[open]]);
    }
    return found;
  }

  /** The `{` of a `[]map[string]interface{}{` or `[]map[string]any{` literal at `j`, or -1. */
  function mapSlice(j: number): number {
    if (!op(j, '[') || !op(j + 1, ']') || !is(j + 2, 'map') || !op(j + 3, '[') || !is(j + 4, 'string') || !op(j + 5, ']')) return -1;
    if (is(j + 6, 'any') && op(j + 7, '{')) return j + 7;
    return is(j + 6, 'interface') && op(j + 7, '{') && op(j + 8, '}') && op(j + 9, '{') ? j + 9 : -1;
  }

  /** Whether the answer gives `variable` as `"tools"` and never writes it again after `made`. */
  function servedAsWritten(variable: string, from: number, to: number, made: number): boolean {
    let given = false;
    for (let j = from; j < to; j++) {
      if (!is(j, variable) || op(j - 1, '.') || j === made) continue;
      if (op(j + 1, '=') || op(j + 1, ':=') || op(j + 1, '[') || (op(j - 1, '(') && is(j - 2, 'append'))) return false;
      if (op(j - 1, ':') && tokens[j - 2]?.kind === 'string' && tokens[j - 2].text === 'tools') given = true;
    }
    return given;
  }

  /** Each `{…}` item of the slice at `open`: a tool when its "name" is read. */
  function items(open: number): void {
    for (let j = open + 1; j < pairs[open]; ) {
      if (op(j, '{')) item(j);
      else unread.push({ start: tokens[j].start, what: 'a tool registration' });
      j = skip(j);
      if (op(j, ',')) j++;
      else break;
    }
  }

  function item(open: number): void {
    const pointer = joinPointer('/tools', String(tools.length));
    const tool: Record<string, unknown> = {};
    const left: { start: number; what: string; pointer: string }[] = [];
    let nameAt = -1;
    for (let k = open + 1; k < pairs[open]; ) {
      const key = tokens[k].kind === 'string' && op(k + 1, ':') ? (tokens[k].text as string) : undefined;
      if (key === undefined || Object.hasOwn(tool, key)) return notKnown(open, pointer);
      const at = joinPointer(pointer, key);
      const read = key === 'name' ? value(k + 2, at, k) : json(k + 2, at);
      if (key === 'name') nameAt = k + 2;
      if (read !== UNKNOWN) tool[key] = read;
      else if (key !== 'name') left.push({ start: tokens[k + 2].start, what: `the tool's ${key}`, pointer: at });
      k = skip(k + 2);
      if (op(k, ',')) k++;
    }
    if (typeof tool.name !== 'string') return notKnown(nameAt === -1 ? open : nameAt, pointer);
    // Written but not read: its part of the tool stays unknown, not missing.
    if (left.some((l) => l.pointer === joinPointer(pointer, 'inputSchema'))) tool.inputSchema = { type: 'object' };
    unread.push(...left);
    place(pointer, open, pairs[open]);
    tools.push({ name: tool.name, ...tool });
    names.push(tokens[resolve(nameAt)].start);
  }

  function notKnown(at: number, pointer: string): void {
    forget(pointer);
    unread.push({ start: tokens[at].start, what: 'a tool registration' });
  }
}
