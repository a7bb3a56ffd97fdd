/**
 * The tools a hand-rolled Go server lists as its own `Tool` struct literals (registrars.ts): each call of a
 * registering method whose first argument is a literal of the tool type (`s.RegisterTool(mcp.Tool{Name:
 * "query", Description: "…", InputSchema: map[string]interface{}{…}}, handler)`) is one tool, placed at the
 * literal. Its fields are read by their JSON tags: the name and description when written as literals (or
 * same-file constants), the input schema when it is one literal map or a literal of the struct types declared
 * beside the tool type (json-literal.ts); a computed one is listed as not statically known.
 */
import { joinPointer } from '../../util/pointer.js';
import { type Extracted, UNKNOWN } from '../source/extracted.js';
import { servedLiterals } from './assembled-lists.js';
import { type JsonLiteralInput, jsonLiteral } from './json-literal.js';
import type { Registrars, ToolStruct } from './registrars.js';

export interface StructToolsInput extends JsonLiteralInput {
  registrars: Registrars;
  /** The tool type this serving file's `tools/list` answer writes a slice literal of. */
  listed?: ToolStruct;
  /** The functions whose result a `tools/list` answer gives as written, and the module's tool types. */
  results: ReadonlySet<string>;
  types: ReadonlyMap<string, ToolStruct>;
  /** The token a name at `i` stands for: a same-file constant's value. */
  resolve(i: number): number;
  /** Forgets what was placed at `pointer` and under it. */
  forget(pointer: string): void;
}

/** Reads the Tool literals the file hands to its module's registering methods into `out`. */
export function readStructTools(input: StructToolsInput, out: Pick<Extracted, 'tools' | 'names' | 'unread'>): void {
  const { tokens, pairs, registrars, listed, results, types, value, skip, resolve, place, forget } = input;
  /** A schema reader per tool type: its literals may be of the struct types declared beside it. */
  const readers = new Map<ToolStruct, ReturnType<typeof jsonLiteral>>();
  const jsonOf = (struct: ToolStruct) => {
    const reader = readers.get(struct) ?? jsonLiteral({ ...input, structs: struct });
    readers.set(struct, reader);
    return reader;
  };
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  const { tools, names, unread } = out;
  for (let i = 0; i + 3 < tokens.length; i++) {
    const struct = tokens[i].kind === 'name' && op(i + 1, '(') ? registrars.get(tokens[i].text as string) : undefined;
    const open = struct ? literalAt(i + 2, struct) : -1;
    if (struct && open !== -1) read(struct, open, open - 1);
    if (listed && tokens[i].kind === 'string' && tokens[i].text === 'tools/list') answered(i, listed);
    if (tokens[i].kind === 'name' && results.has(tokens[i].text as string) && (is(i - 1, 'func') || isMethod(i))) returnedList(i);
  }

  /** Whether the name at `i` is declared as a method: `func (s *Server) name`, `func (Server) name`. */
  function isMethod(i: number): boolean {
    if (!op(i - 1, ')') || tokens[i - 2]?.kind !== 'name') return false;
    let at = op(i - 3, '*') ? i - 4 : i - 3;
    if (tokens[at]?.kind === 'name') at--;
    return op(at, '(') && is(at - 1, 'func');
  }

  /** A served function at `i`: the slice literals of a tool type it lists (assembled-lists.ts). */
  function returnedList(i: number): void {
    for (const [open, struct] of servedLiterals(tokens, pairs, i, types)) items(struct, open);
  }

  /**
   * The slices of the type a `case "tools/list":` clause at `i` serves as written: the value of a `"tools":`
   * key, or a variable of the clause the answer gives (`Tools: tools`) that is only ever appended to.
   */
  function answered(i: number, struct: ToolStruct): void {
    let start = i;
    while (op(start - 1, ',') && tokens[start - 2]?.kind === 'string') start -= 2;
    if (!is(start - 1, 'case') || !op(i + 1, ':')) return;
    const end = clauseEnd(i + 2);
    for (let j = i + 2; j < end; j++) {
      if (!op(j, '[') || !op(j + 1, ']')) continue;
      const open = literalAt(j + 2, struct);
      if (open === -1) continue;
      const keyed = op(j - 1, ':') && tokens[j - 2]?.kind === 'string' && tokens[j - 2].text === 'tools';
      const variable = (op(j - 1, ':=') || op(j - 1, '=')) && tokens[j - 2]?.kind === 'name' ? (tokens[j - 2].text as string) : undefined;
      if (keyed || (variable !== undefined && servedAsWritten(variable, i + 2, end, j - 2))) items(struct, open);
      j = pairs[open];
    }
  }

  /** The end of a clause whose statements start at `i`: the next `case` or `default` at its depth, or the switch's `}`. */
  function clauseEnd(i: number): number {
    let j = i;
    while (j < tokens.length && !is(j, 'case') && !is(j, 'default') && !op(j, '}')) j = op(j, '{') || op(j, '(') || op(j, '[') ? pairs[j] + 1 : j + 1;
    return j;
  }

  /** Whether the clause gives `variable` as the answer (`Tools: v`, `"tools": v`) and only appends to it after `made`. */
  function servedAsWritten(variable: string, from: number, to: number, made: number): boolean {
    let given = false;
    for (let j = from; j < to; j++) {
      if (!is(j, variable) || op(j - 1, '.') || j === made) continue;
      const assigned = op(j + 1, '=') || op(j + 1, ':=') || op(j + 1, '[');
      if (assigned && !(op(j + 1, '=') && is(j + 2, 'append') && op(j + 3, '(') && is(j + 4, variable))) return false;
      if (op(j - 1, ':') && (is(j - 2, 'Tools') || (tokens[j - 2]?.kind === 'string' && tokens[j - 2].text === 'tools'))) given = true;
    }
    return given;
  }

  /** Each item of a slice literal at `open`: `{…}`, `Tool{…}` or `&mcp.Tool{…}`. */
  function items(struct: ToolStruct, open: number): void {
    for (let j = open + 1; j < pairs[open]; ) {
      const item = op(j, '{') ? j : literalAt(j, struct);
      if (item === -1) unread.push({ start: tokens[j].start, what: 'a tool registration' });
      else read(struct, item, j);
      j = skip(j);
      if (op(j, ',')) j++;
      else break;
    }
  }

  /** The `{` of a literal of the type at `i` (`Tool{`, `mcp.Tool{`, `&mcp.Tool{`), or -1. */
  function literalAt(i: number, { type, pkg }: ToolStruct): number {
    const at = op(i, '&') ? i + 1 : i;
    const named = is(at, pkg) && op(at + 1, '.') ? at + 2 : at;
    return is(named, type) && op(named + 1, '{') ? named + 1 : -1;
  }

  /** Reads the literal at `open`, written from `from`, as a tool. */
  function read(struct: ToolStruct, open: number, from: number): void {
    const pointer = joinPointer('/tools', String(tools.length));
    const tool: Record<string, unknown> = {};
    const left: { start: number; what: string; pointer: string }[] = [];
    let nameAt = -1;
    for (let j = open + 1; j < pairs[open]; ) {
      // Only keyed fields: a literal of positional values is not read.
      if (tokens[j].kind !== 'name' || !op(j + 1, ':')) return unreadAt(from, pointer);
      const key = struct.fields.get(tokens[j].text as string);
      const at = j + 2;
      j = skip(at);
      if (op(j, ',')) j++;
      if (key === undefined || Object.hasOwn(tool, key)) continue;
      const read = key === 'inputSchema' ? jsonOf(struct)(at, joinPointer(pointer, key)) : value(at, joinPointer(pointer, key));
      const fits = key === 'inputSchema' ? typeof read === 'object' && read !== null && !Array.isArray(read) : typeof read === 'string';
      if (fits && read !== UNKNOWN) tool[key] = read;
      else left.push({ start: tokens[at].start, what: `the tool's ${key}`, pointer: joinPointer(pointer, key) });
      if (key === 'name') nameAt = at;
    }
    if (typeof tool.name !== 'string') return unreadAt(nameAt === -1 ? from : nameAt, pointer);
    if (tool.inputSchema === undefined) {
      tool.inputSchema = { type: 'object' };
      if (!left.some((l) => l.pointer.endsWith('/inputSchema')))
        left.push({ start: tokens[from].start, what: "the tool's inputSchema", pointer: joinPointer(pointer, 'inputSchema') });
    }
    unread.push(...left);
    place(pointer, from, pairs[open]);
    tools.push({ name: tool.name, ...tool });
    names.push(tokens[resolve(nameAt)].start);
  }

  /** A registration whose tool is not statically known, at `i`: nothing read of it stays placed. */
  function unreadAt(i: number, pointer: string): void {
    forget(pointer);
    unread.push({ start: tokens[i].start, what: 'a tool registration' });
  }
}
