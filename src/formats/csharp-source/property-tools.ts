/**
 * The tools a hand-rolled C# server (hand-rolled.ts) defines as classes of its own: `public sealed class
 * GetLayers : IMcpTool { public string Name => "get_layers"; public string Description => "…"; public object
 * InputSchema => new { type = "object", properties = new { … } }; … }`, for a class that implements the
 * server's interface directly and that the server makes: by reflection over the interface's assembly (a
 * concrete class, not generic, with no constructor that takes arguments alone), or by a `new GetLayers(…)` in the project.
 * Each such class is one tool: its name and description when each property is a literal (`=> "…"` or `{ get; }
 * = "…"`, strings joined with `+`, same-file constants), its input schema when `InputSchema` is one anonymous
 * object of literals (`new { type = "object", required = new[] { "id" } }`, serialized with its members'
 * names as written); anything else is listed as not statically known.
 */
import { joinPointer } from '../../util/pointer.js';
import { type Extracted, type Read, UNKNOWN } from '../source/extracted.js';
import type { HandRolledCs } from './hand-rolled.js';
import type { CsToken } from './tokens.js';

const MAX_DEPTH = 16;
/** Words that may stand before `class`; `abstract` and `static` make no instance. */
const MODIFIERS = new Set(['public', 'internal', 'private', 'protected', 'sealed', 'partial', 'file', 'unsafe', 'new', 'abstract', 'static']);

export interface PropertyToolsInput {
  tokens: readonly CsToken[];
  pairs: Int32Array;
  served: HandRolledCs;
  /** The value of the literal expression at `i`, placed at `pointer` (its key at token `key`) (source/literals.ts). */
  value(i: number, pointer: string, key?: number): Read;
  /** The index after the expression at `i`. */
  skip(i: number): number;
  place(pointer: string, from: number, to: number, key?: number): void;
}

/** Reads the file's classes that the hand-rolled server makes into `out`. */
export function readPropertyTools({ tokens, pairs, served, value, skip, place }: PropertyToolsInput, out: Extracted): void {
  const { tools, names, unread } = out;
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;

  for (let i = 0; i + 2 < tokens.length; i++) {
    if (!is(i, 'class') || tokens[i + 1].kind !== 'name') continue;
    const name = tokens[i + 1].text as string;
    let open = i + 2;
    while (open < tokens.length && !op(open, '{') && !op(open, ';') && !op(open, '}')) open = op(open, '(') || op(open, '[') ? pairs[open] + 1 : open + 1;
    if (!op(open, '{') || !implementsContract(i + 2, open)) continue;
    let k = i - 1;
    let instance = true;
    for (; tokens[k]?.kind === 'name' && MODIFIERS.has(tokens[k].text as string); k--) instance &&= !is(k, 'abstract') && !is(k, 'static');
    // Reflection makes no generic class (`class Tool<T>`): its type is open.
    const made = served.reflected ? instance && !op(i + 2, '<') && creatable(name, open) : served.made.has(name);
    const members = properties(open);
    const nameAt = members.get('Name');
    const descriptionAt = members.get('Description');
    if (!made || nameAt === undefined || descriptionAt === undefined) continue;
    const pointer = joinPointer('/tools', String(tools.length));
    const read = value(nameAt, joinPointer(pointer, 'name'));
    if (typeof read !== 'string') {
      unread.push({ start: tokens[nameAt].start, what: 'a tool registration' });
      i = pairs[open];
      continue;
    }
    const tool: Record<string, unknown> = { name: read };
    const description = value(descriptionAt, joinPointer(pointer, 'description'));
    if (typeof description === 'string') tool.description = description;
    else unread.push({ start: tokens[descriptionAt].start, what: "the tool's description", pointer: joinPointer(pointer, 'description') });
    const schemaAt = members.get('InputSchema');
    const schema = schemaAt === undefined ? UNKNOWN : anonymous(schemaAt, joinPointer(pointer, 'inputSchema'), 0);
    if (schema !== UNKNOWN && typeof schema === 'object' && schema !== null && !Array.isArray(schema)) tool.inputSchema = schema;
    else {
      tool.inputSchema = { type: 'object' };
      unread.push({ start: tokens[schemaAt ?? open].start, what: "the tool's inputSchema", pointer: joinPointer(pointer, 'inputSchema') });
    }
    place(pointer, i, pairs[open]);
    tools.push(tool);
    names.push(tokens[nameAt].start);
    i = pairs[open];
  }

  /** Whether the base list in [from, open) (after its `:`, before any `where`) names the server's interface (`IMcpTool`, `Ns.IMcpTool`). */
  function implementsContract(from: number, open: number): boolean {
    let j = from;
    while (j < open && !op(j, ':')) j = op(j, '(') || op(j, '[') ? pairs[j] + 1 : j + 1;
    let angles = 0;
    for (j++; j < open && !is(j, 'where'); j++) {
      if (op(j, '<')) angles++;
      else if (op(j, '>')) angles--;
      else if (angles === 0 && is(j, served.contract) && (op(j + 1, ',') || j + 1 === open || is(j + 1, 'where'))) return true;
    }
    return false;
  }

  /** Whether reflection can make the class: it declares no constructor, or one that takes nothing. */
  function creatable(name: string, open: number): boolean {
    let declared = false;
    for (let j = open + 1; j < pairs[open]; j++) {
      if (op(j, '{') || op(j, '[')) {
        j = pairs[j];
        continue;
      }
      if (is(j, name) && op(j + 1, '(') && !is(j - 1, 'new')) {
        if (pairs[j + 1] === j + 2) return true;
        declared = true;
        j = pairs[j + 1];
      }
    }
    return !declared;
  }

  /** The class's `Name => …;` and `Name { get; } = …;` properties at its top level: the first token of each value, by name. */
  function properties(open: number): Map<string, number> {
    const found = new Map<string, number>();
    for (let j = open + 1; j < pairs[open]; j++) {
      if (op(j, '(') || op(j, '[')) {
        j = pairs[j];
        continue;
      }
      if (op(j, '{')) {
        // `{ get; } = value;`: an auto-property's initializer.
        const property = tokens[j - 1]?.kind === 'name' ? (tokens[j - 1].text as string) : undefined;
        const close = pairs[j];
        if (property !== undefined && close === j + 3 && is(j + 1, 'get') && op(j + 2, ';') && op(close + 1, '=') && !found.has(property))
          found.set(property, close + 2);
        j = close;
        continue;
      }
      if (tokens[j].kind === 'name' && op(j + 1, '=') && op(j + 2, '>') && tokens[j + 2].start === tokens[j + 1].end && !found.has(tokens[j].text as string))
        found.set(tokens[j].text as string, j + 3);
    }
    return found;
  }

  /** An anonymous object `new { a = …, b = new[] { … } }` at `i` as JSON, each member placed; UNKNOWN for anything else. */
  function anonymous(i: number, pointer: string, depth: number): Read {
    if (depth > MAX_DEPTH) return UNKNOWN;
    if (is(i, 'new') && op(i + 1, '{')) {
      const object: Record<string, unknown> = {};
      for (let j = i + 2; j < pairs[i + 1]; ) {
        if (tokens[j].kind !== 'name' || !op(j + 1, '=')) return UNKNOWN;
        const key = tokens[j].text as string;
        const read = anonymous(j + 2, joinPointer(pointer, key), depth + 1);
        if (read === UNKNOWN) return UNKNOWN;
        place(joinPointer(pointer, key), j + 2, Math.max(j + 2, skip(j + 2) - 1), j);
        object[key] = read;
        j = skip(j + 2);
        if (op(j, ',')) j++;
        else if (j !== pairs[i + 1]) return UNKNOWN;
      }
      return object;
    }
    // `new[] { … }`, `new string[] { … }`, `new object[] { … }`.
    let bracket = is(i, 'new') ? i + 1 : -1;
    if (bracket !== -1 && tokens[bracket]?.kind === 'name' && op(bracket + 1, '[')) bracket++;
    if (bracket !== -1 && op(bracket, '[') && pairs[bracket] === bracket + 1 && op(bracket + 2, '{')) {
      const items: unknown[] = [];
      const close = pairs[bracket + 2];
      for (let j = bracket + 3; j < close; ) {
        const read = anonymous(j, joinPointer(pointer, String(items.length)), depth + 1);
        if (read === UNKNOWN) return UNKNOWN;
        items.push(read);
        j = skip(j);
        if (op(j, ',')) j++;
        else if (j !== close) return UNKNOWN;
      }
      return items;
    }
    return value(i, pointer);
  }
}
