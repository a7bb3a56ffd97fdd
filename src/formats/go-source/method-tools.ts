/**
 * The tools a hand-rolled Go server (hand-rolled.ts) defines as types of its own: `func (t *Search) Name()
 * string { return "search" }`, `Description() string { return "…" }` and the input schema method the
 * server's listing calls (`InputSchema() map[string]interface{} { return map[string]interface{}{…} }`), for a
 * type the serving file makes (`&tools.Search{}`) or gets from a constructor of this file it calls (`func
 * NewSearchTool(…) *Search`): a type it never makes is never listed. Each such type is one tool, placed at
 * its `Name` method: its name and description when the method's body is one `return` of a literal (or a
 * same-file constant), its input schema when that method returns one literal map (`map[string]interface{}`
 * or `map[string]any`, with slices `[]string{…}`, `[]interface{}{…}` and maps in it); a computed one is
 * listed as not statically known.
 */
import { joinPointer } from '../../util/pointer.js';
import { type Extracted, UNKNOWN } from '../source/extracted.js';
import type { HandRolled } from './hand-rolled.js';
import { type JsonLiteralInput, jsonLiteral } from './json-literal.js';

export interface MethodToolsInput extends JsonLiteralInput {
  served: HandRolled;
  /** The token a name at `i` stands for: a same-file constant's value. */
  resolve(i: number): number;
  /** Forgets what was placed at `pointer` and under it. */
  forget(pointer: string): void;
}

/** Reads the file's served types with tool methods into `out`. */
export function readMethodTools(input: MethodToolsInput, out: Pick<Extracted, 'tools' | 'names' | 'unread'>): void {
  const { tokens, pairs, served, value, skip, resolve, place, forget } = input;
  const { schemaMethod } = served;
  if (schemaMethod === undefined) return;
  const json = jsonLiteral(input);
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  const name = (i: number) => (tokens[i]?.kind === 'name' ? (tokens[i].text as string) : undefined);
  /** Each type's methods with no parameters (the `{` of each body, by name), and the constructors of each type. */
  const methods = new Map<string, Map<string, number>>();
  const made = new Set<string>(served.made);
  /** The constructor of each type the serving file calls (the token of its name). */
  const constructors = new Map<string, number>();
  const pkg = is(0, 'package') ? name(1) : undefined;
  let depth = 0;
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (op(i, '{')) depth++;
    else if (op(i, '}')) depth--;
    if (depth !== 0 || !is(i, 'func')) continue;
    if (op(i + 1, '(')) {
      // `func (t *T) M() R {`
      const close = pairs[i + 1];
      const type = name(close - 1);
      const called = name(close + 1);
      if (type === undefined || called === undefined || !op(close + 2, '(') || pairs[close + 2] !== close + 3) continue;
      const open = bodyOf(close + 4);
      if (open === -1) continue;
      const own = methods.get(type) ?? new Map<string, number>();
      methods.set(type, own);
      if (!own.has(called)) own.set(called, open);
    } else if (name(i + 1) !== undefined && op(i + 2, '(') && served.calls.has(name(i + 1) as string)) {
      // `func NewSearchTool(…) *Search {`, called by the serving file.
      let at = pairs[i + 2] + 1;
      if (op(at, '*')) at++;
      const type = name(at);
      if (type !== undefined && op(at + 1, '{')) made.add(type);
      if (type !== undefined && op(at + 1, '{') && !constructors.has(type)) constructors.set(type, i + 1);
    }
  }
  const { tools, names, unread } = out;
  if (served.keyed) return keyedTools(served.keyed, schemaMethod);
  for (const [type, own] of [...methods].sort((a, b) => (a[1].get('Name') ?? 0) - (b[1].get('Name') ?? 0))) {
    const nameBody = own.get('Name');
    const descriptionBody = own.get('Description');
    const schemaBody = own.get(schemaMethod);
    if (!made.has(type) || nameBody === undefined || descriptionBody === undefined || schemaBody === undefined) continue;
    const pointer = joinPointer('/tools', String(tools.length));
    const nameAt = returned(nameBody);
    const toolName = nameAt === -1 ? UNKNOWN : value(nameAt, joinPointer(pointer, 'name'));
    if (typeof toolName !== 'string') {
      unread.push({ start: tokens[nameBody + 1].start, what: 'a tool registration' });
      continue;
    }
    // Another type of the same name: a registry keyed by name keeps one of them, which is not statically known.
    const first = tools.findIndex((t) => t.name === toolName);
    if (first !== -1) {
      forget(pointer);
      unread.push({
        start: tokens[nameAt].start,
        what: `a tool registration (named as tools[${first}] by another type: which one is listed is not statically known)`,
      });
      continue;
    }
    place(pointer, nameBody, pairs[nameBody]);
    tools.push(described({ name: toolName }, pointer, descriptionBody, schemaBody));
    names.push(tokens[resolve(nameAt)].start);
  }

  /**
   * Each type a constructor of this file makes, listed under the keys the serving map gives that
   * constructor (keyed.ts): one tool per key, its name the key, placed at the constructor.
   */
  function keyedTools(keyed: ReadonlyMap<string, readonly string[]>, schemaMethod: string): void {
    for (const [type, fn] of [...constructors].sort((a, b) => a[1] - b[1])) {
      const keys = keyed.get(`${pkg}.${name(fn)}`);
      const descriptionBody = methods.get(type)?.get('Description');
      const schemaBody = methods.get(type)?.get(schemaMethod);
      if (keys === undefined || descriptionBody === undefined || schemaBody === undefined) continue;
      for (const key of keys) {
        const pointer = joinPointer('/tools', String(tools.length));
        place(pointer, fn, fn);
        tools.push(described({ name: key }, pointer, descriptionBody, schemaBody));
        names.push(tokens[fn].start);
      }
    }
  }

  /** The tool with the description and input schema its methods return, each read or listed as not statically known. */
  function described(tool: Record<string, unknown>, pointer: string, descriptionBody: number, schemaBody: number): Record<string, unknown> {
    const descriptionAt = returned(descriptionBody);
    const description = descriptionAt === -1 ? UNKNOWN : value(descriptionAt, joinPointer(pointer, 'description'));
    if (typeof description === 'string') tool.description = description;
    else unread.push({ start: tokens[descriptionBody + 1].start, what: "the tool's description", pointer: joinPointer(pointer, 'description') });
    const schemaAt = returned(schemaBody);
    const schema = schemaAt === -1 ? UNKNOWN : json(schemaAt, joinPointer(pointer, 'inputSchema'));
    if (schema !== UNKNOWN && typeof schema === 'object' && schema !== null && !Array.isArray(schema)) tool.inputSchema = schema;
    else {
      tool.inputSchema = { type: 'object' };
      unread.push({ start: tokens[schemaBody + 1].start, what: "the tool's inputSchema", pointer: joinPointer(pointer, 'inputSchema') });
    }
    return tool;
  }

  /** The `{` of a method's body after its result type at `i` (`string`, `map[string]any`, `(T, error)`), or -1. */
  function bodyOf(i: number): number {
    for (let j = i; j < tokens.length && j < i + 64; j++) {
      if (op(j, '(') || op(j, '[')) j = pairs[j];
      else if (op(j, '{')) {
        // `interface{}` in a result type is a type, not the body.
        if (is(j - 1, 'interface') || is(j - 1, 'struct')) j = pairs[j];
        else return j;
      } else if (op(j, '}') || op(j, ')') || is(j, 'func')) return -1;
    }
    return -1;
  }
  /** The first token of what a body at `open` returns, when the body is one `return` of one expression; else -1. */
  function returned(open: number): number {
    return is(open + 1, 'return') && open + 2 < pairs[open] && skip(open + 2) === pairs[open] ? open + 2 : -1;
  }
}
