/**
 * The tools a hand-rolled Go server lists as its own `Tool` struct literals (registrars.ts): each call of a
 * registering method whose first argument is a literal of the tool type (`s.RegisterTool(mcp.Tool{Name:
 * "query", Description: "…", InputSchema: map[string]interface{}{…}}, handler)`) is one tool, placed at the
 * literal. Its fields are read by their JSON tags: the name and description when written as literals (or
 * same-file constants), the input schema when it is one literal map (json-literal.ts); a schema of the
 * module's own struct types, or a computed value, is listed as not statically known.
 */
import { joinPointer } from '../../util/pointer.js';
import { type Extracted, UNKNOWN } from '../source/extracted.js';
import { type JsonLiteralInput, jsonLiteral } from './json-literal.js';
import type { Registrars, ToolStruct } from './registrars.js';

export interface StructToolsInput extends JsonLiteralInput {
  registrars: Registrars;
  /** The token a name at `i` stands for: a same-file constant's value. */
  resolve(i: number): number;
  /** Forgets what was placed at `pointer` and under it. */
  forget(pointer: string): void;
}

/** Reads the Tool literals the file hands to its module's registering methods into `out`. */
export function readStructTools(input: StructToolsInput, out: Pick<Extracted, 'tools' | 'names' | 'unread'>): void {
  const { tokens, pairs, registrars, value, skip, resolve, place, forget } = input;
  const json = jsonLiteral(input);
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  const { tools, names, unread } = out;
  for (let i = 0; i + 3 < tokens.length; i++) {
    const struct = tokens[i].kind === 'name' && op(i + 1, '(') ? registrars.get(tokens[i].text as string) : undefined;
    const open = struct ? literalAt(i + 2, struct) : -1;
    if (struct && open !== -1) read(struct, open);
  }

  /** The `{` of a literal of the type at `i` (`Tool{`, `mcp.Tool{`, `&mcp.Tool{`), or -1. */
  function literalAt(i: number, { type, pkg }: ToolStruct): number {
    const at = op(i, '&') ? i + 1 : i;
    const named = is(at, pkg) && op(at + 1, '.') ? at + 2 : at;
    return is(named, type) && op(named + 1, '{') ? named + 1 : -1;
  }

  function read(struct: ToolStruct, open: number): void {
    const pointer = joinPointer('/tools', String(tools.length));
    const tool: Record<string, unknown> = {};
    const left: { start: number; what: string; pointer: string }[] = [];
    let nameAt = -1;
    for (let j = open + 1; j < pairs[open]; ) {
      // Only keyed fields: a literal of positional values is not read.
      if (tokens[j].kind !== 'name' || !op(j + 1, ':')) return unreadAt(open - 1, pointer);
      const key = struct.fields.get(tokens[j].text as string);
      const at = j + 2;
      j = skip(at);
      if (op(j, ',')) j++;
      if (key === undefined || Object.hasOwn(tool, key)) continue;
      const read = key === 'inputSchema' ? json(at, joinPointer(pointer, key)) : value(at, joinPointer(pointer, key));
      const fits = key === 'inputSchema' ? typeof read === 'object' && read !== null && !Array.isArray(read) : typeof read === 'string';
      if (fits && read !== UNKNOWN) tool[key] = read;
      else left.push({ start: tokens[at].start, what: `the tool's ${key}`, pointer: joinPointer(pointer, key) });
      if (key === 'name') nameAt = at;
    }
    if (typeof tool.name !== 'string') return unreadAt(nameAt === -1 ? open - 1 : nameAt, pointer);
    if (tool.inputSchema === undefined) {
      tool.inputSchema = { type: 'object' };
      if (!left.some((l) => l.pointer.endsWith('/inputSchema')))
        left.push({ start: tokens[open - 1].start, what: "the tool's inputSchema", pointer: joinPointer(pointer, 'inputSchema') });
    }
    unread.push(...left);
    place(pointer, open - 1, pairs[open]);
    tools.push({ name: tool.name, ...tool });
    names.push(tokens[resolve(nameAt)].start);
  }

  /** A registration whose tool is not statically known, at `i`: nothing read of it stays placed. */
  function unreadAt(i: number, pointer: string): void {
    forget(pointer);
    unread.push({ start: tokens[i].start, what: 'a tool registration' });
  }
}
