/**
 * A table of a Rust crate's own tool struct that its server lists: `static TOOLS: &[ToolDef] = &[ToolDef {
 * name: "…", description: "…", input_schema: some_schema, … }, …]`, when a hand-written `list_tools` of the
 * crate makes each `Tool` from an item's `.name` and `.description` and iterates the table, by its name
 * (`TOOLS.iter()`) or through a function of the crate that returns it (`tools::all().iter()`, `fn all() ->
 * &'static [ToolDef] { definitions::TOOLS }`). A table may also be a function whose body is one `vec![…]` of
 * the struct's literals (`fn list_tools() -> Vec<ToolDef> { vec![ToolDef { … }, …] }`), which a `list_tools`
 * hands on item by item with `Tool::new(t.name.to_string(), t.description.to_string(), …)`: each field copied
 * unchanged (`.to_string()`, `.into()`, `.to_owned()`), never rewritten. Each item is one tool; its name and
 * description when written as literals (or same-file constants, copied by `.into()`), its input schema
 * (`input_schema`, `schema`) when given as one literal `json!` or a same-file function whose body is one. A
 * hand-rolled server (no SDK) may serve a table function from its `"tools/list"` arm (list-arm.ts), in this
 * crate or in one beside it that depends on it by path; the table then speaks that server's protocol version. Plain bounded text tests for
 * classification (crate.ts); the table is read from tokens. The files that prove a table served are drawn on.
 */
import { joinPointer } from '../../util/pointer.js';
import { type Extracted, type Read, UNKNOWN } from '../source/extracted.js';
import { placer } from '../source/tokens.js';
import type { Workspace } from '../types.js';
import { crateOf, dependentCrates, firstInCrate, perCrate } from './crate.js';
import { type HandRolled, servingFile } from './hand-rolled.js';
import { jsonReader } from './json-tools.js';
import { listedByArm, toolStructs } from './list-arm.js';
import type { RsToken } from './tokens.js';

const IDENT = '[A-Za-z_][A-Za-z0-9_]{0,63}';
const SP = '[ \\t\\r\\n]{0,64}';
/** `static NAME: &[T] = &[` (or `const`, `&'static [T]`): NAME and T. */
const TABLE = new RegExp(`\\b(?:static|const)[ \\t]{1,16}(${IDENT})${SP}:${SP}&(?:'static[ \\t]{1,16})?\\[${SP}(${IDENT})${SP}\\]${SP}=${SP}&\\[`, 'g');
/** `fn F() -> &'static [T] { path::NAME }`: F and NAME. */
const RETURNS = new RegExp(
  `\\bfn[ \\t]{1,16}(${IDENT})${SP}\\(${SP}\\)${SP}->${SP}&(?:'static[ \\t]{1,16})?\\[${SP}${IDENT}${SP}\\]${SP}\\{${SP}(?:${IDENT}::){0,8}(${IDENT})${SP}\\}`,
  'g',
);
/** `fn F() -> Vec<T> { vec![`: a function whose body is a table, F and T. */
const TABLE_FN = new RegExp(`\\bfn[ \\t]{1,16}(${IDENT})${SP}\\(${SP}\\)${SP}->${SP}Vec${SP}<${SP}(${IDENT})${SP}>${SP}\\{${SP}vec${SP}!${SP}\\[`, 'g');
/** What a `list_tools` iterates: `NAME.iter()` or `F().into_iter()` (a path before either), and whether it is called. */
const ITERATED = new RegExp(`\\b(${IDENT})${SP}(\\(${SP}\\))?${SP}\\.(?:into_)?iter${SP}\\(`, 'g');
/** A `Tool` made from an item's fields: `name: Cow::Borrowed(def.name)`, `description: Some(def.description.into())`. */
const FROM_FIELDS = new RegExp(`\\bname${SP}:[^,;\\n]{0,64}\\.name\\b[\\s\\S]{0,256}?\\bdescription${SP}:[^,;\\n]{0,64}\\.description\\b`);
/** A copy that leaves the text as it is: `.to_string()`, `.into()`, `.to_owned()`. */
const COPIED = `(?:${SP}\\.${SP}(?:to_string|into|to_owned)${SP}\\(${SP}\\)){0,2}`;
/** rmcp's `Tool::new(t.name…, t.description…, …)` with both fields of one item copied unchanged. */
const FROM_ARGUMENTS = new RegExp(
  `\\bTool${SP}::${SP}new${SP}\\(${SP}(${IDENT})${SP}\\.${SP}name${COPIED}${SP},${SP}\\1${SP}\\.${SP}description${COPIED}${SP},`,
);
const CRATES = new WeakMap<Workspace, Map<string, Listed>>();

/** The tables a crate's `list_tools` (or a hand-rolled server's `"tools/list"` arm) lists, with the files that prove it. */
interface Listed {
  /** Tables whose items are copied field by field, by name (`F()` for a function). */
  names: ReadonlySet<string>;
  /** Table functions a hand-rolled server serializes as they are (`F()`): served when their struct is a tool struct. */
  serialized: ReadonlySet<string>;
  /** Structs serde writes under MCP's tool keys (list-arm.ts), with the file of each. */
  structs: ReadonlyMap<string, string>;
  at: readonly string[];
  /** The hand-rolled server that lists them, when one does. */
  server?: HandRolled;
}
const MAX_TABLES = 64;

interface Declared {
  name: string;
  /** The struct of its items. */
  type: string;
}

/** The tables the text declares: statics, and functions returning one `vec![…]` (as `F()`). */
function tablesIn(text: string): Declared[] {
  const out: Declared[] = [];
  if (text.includes('&[')) for (const match of text.matchAll(TABLE)) if (out.push({ name: match[1], type: match[2] }) >= MAX_TABLES) return out;
  // A function is listed by a call of it (`tools().iter()`), never by a field of its name (`self.tools.iter()`).
  if (text.includes('vec')) for (const match of text.matchAll(TABLE_FN)) if (out.push({ name: `${match[1]}()`, type: match[2] }) >= MAX_TABLES) return out;
  return out;
}

/**
 * The names of the tables the crate's `list_tools` lists, and the files where the crate says so. A crate
 * beside it that depends on it by path may serve them from a hand-rolled `"tools/list"` arm (list-arm.ts).
 */
function listedTables(workspace: Workspace, crate: string): Listed {
  return perCrate(CRATES, workspace, crate, () => {
    const returned = new Map<string, { table: string; at: string }>();
    const iterated = new Map<string, string>();
    const serialized = new Map<string, string>();
    const structs = new Map<string, string>();
    let server: HandRolled | undefined;
    for (const folder of [crate, ...dependentCrates(workspace, crate)])
      firstInCrate(workspace, folder, ({ at, text }) => {
        if (text.includes('-> &')) for (const match of text.matchAll(RETURNS)) if (returned.size < MAX_TABLES) returned.set(match[1], { table: match[2], at });
        const list = text.indexOf('fn list_tools');
        const rest = list === -1 ? '' : text.slice(list);
        if (FROM_FIELDS.test(rest) || FROM_ARGUMENTS.test(rest))
          for (const match of rest.matchAll(ITERATED)) if (iterated.size < MAX_TABLES) iterated.set(match[2] === undefined ? match[1] : `${match[1]}()`, at);
        for (const name of toolStructs(text)) if (structs.size < MAX_TABLES) structs.set(name, at);
        // A file that names rmcp serves through it: its answers are no hand-rolled server's (index.ts).
        const serving = text.includes('rmcp') ? undefined : servingFile(at, text);
        if (!serving) return undefined;
        const arm = listedByArm(text);
        for (const name of arm.mapped) if (iterated.size < MAX_TABLES) iterated.set(name, at);
        for (const name of arm.serialized) if (serialized.size < MAX_TABLES) serialized.set(name, at);
        if (arm.mapped.length + arm.serialized.length > 0) server ??= serving;
        return undefined;
      });
    const names = new Set<string>();
    const at = new Set<string>();
    for (const [name, lister] of iterated) {
      // `all().iter()` of `fn all() -> &'static [T] { TOOLS }`: the static's table; `TOOLS.iter()` or `TOOLS().iter()`.
      const via = returned.get(name.replace('()', ''));
      names.add(via?.table ?? name);
      if (!via && name.endsWith('()')) names.add(name.slice(0, -2));
      at.add(lister);
      if (via) at.add(via.at);
    }
    for (const lister of serialized.values()) at.add(lister);
    return { names, serialized: new Set(serialized.keys()), structs, at: [...at], ...(server ? { server } : {}) };
  });
}

export interface Served {
  /** The names of the tables to read. */
  tables: string[];
  /** The hand-rolled server that lists them, when one does: its protocol versions are theirs. */
  server?: HandRolled;
}

/** The tables the file at `path` declares that its crate's server lists: the files proving it are drawn on. */
export function servedTables(text: string, path: string, workspace: Workspace | undefined): Served {
  const declared = tablesIn(text);
  const crate = declared.length > 0 ? crateOf(path, workspace) : undefined;
  if (crate === undefined || !workspace) return { tables: [] };
  const listed = listedTables(workspace, crate);
  const drawn = new Set(listed.at);
  const served = declared.filter(({ name, type }) => {
    if (listed.names.has(name)) return true;
    const struct = listed.serialized.has(name) ? listed.structs.get(type) : undefined;
    if (struct !== undefined) drawn.add(struct);
    return struct !== undefined;
  });
  if (served.length === 0) return { tables: [] };
  for (const at of drawn) if (at !== path) workspace.drawsOn?.(at);
  return { tables: served.map(({ name }) => name.replace('()', '')), ...(listed.server ? { server: listed.server } : {}) };
}

export interface ToolTableInput {
  tokens: readonly RsToken[];
  pairs: Int32Array;
  /** The names of the tables to read. */
  tables: readonly string[];
  /** The value of the expression at `i`, placed (extract.ts). */
  value(i: number, pointer: string, key?: number): Read;
}

/** Reads the items of the file's served tables as tools into `out`. */
export function readToolTables({ tokens, pairs, tables, value }: ToolTableInput, out: Extracted): void {
  const { tools, names, unread, spans } = out;
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  const place = placer(tokens, spans);
  const { json } = jsonReader(tokens, pairs, out);
  /** Each same-file `fn f() -> Value { json!(…) }`: the `{` or `[` of its JSON. */
  const schemas = new Map<string, number>();
  for (let i = 0; i + 3 < tokens.length; i++) {
    if (!is(i, 'fn') || tokens[i + 1].kind !== 'name' || !op(i + 2, '(') || pairs[i + 2] !== i + 3) continue;
    let body = i + 4;
    while (body < tokens.length && body - i < 16 && !op(body, '{')) body++;
    let call = body + 1;
    while (op(call + 1, ':') && op(call + 2, ':')) call += 3;
    if (
      op(body, '{') &&
      is(call, 'json') &&
      op(call + 1, '!') &&
      op(call + 2, '(') &&
      pairs[call + 2] + 1 === pairs[body] &&
      pairs[call + 3] + 1 === pairs[call + 2]
    )
      schemas.set(tokens[i + 1].text as string, call + 3);
  }
  const ends = (i: number) => op(i, ',') || op(i, '}');
  /** The `{` or `[` of the JSON a schema field gives: a same-file function's (`schema: shelves_schema`) or its own `json!(…)`. */
  const schemaAt = (at: number): number | undefined => {
    let call = at;
    while (tokens[call]?.kind === 'name' && op(call + 1, ':') && op(call + 2, ':')) call += 3;
    if (is(call, 'json') && op(call + 1, '!') && op(call + 2, '(') && ends(pairs[call + 2] + 1) && pairs[call + 3] + 1 === pairs[call + 2]) return call + 3;
    return tokens[at].kind === 'name' && ends(at + 1) ? schemas.get(tokens[at].text as string) : undefined;
  };
  const fieldsOf = (open: number) => {
    const found = new Map<string, { key: number; value: number }>();
    for (let j = open + 1; j < pairs[open]; ) {
      if (tokens[j].kind !== 'name' || !op(j + 1, ':')) return undefined;
      found.set(tokens[j].text as string, { key: j, value: j + 2 });
      while (j < pairs[open] && !op(j, ',')) j = op(j, '(') || op(j, '[') || op(j, '{') ? pairs[j] + 1 : j + 1;
      j++;
    }
    return found;
  };
  /** The `[` of the list a table declared at `i` holds: `static T: &[X] = &[…]`, or `fn t() -> Vec<X> { vec![…] }` and nothing else. */
  const listOf = (i: number): number => {
    if (!tables.includes(tokens[i + 1]?.text as string)) return -1;
    let list = i + 2;
    if (is(i, 'fn') && op(i + 2, '(') && pairs[i + 2] === i + 3) {
      while (list < tokens.length && list - i < 16 && !op(list, '{')) list++;
      const body = list;
      return is(body + 1, 'vec') && op(body + 2, '!') && op(body + 3, '[') && pairs[body + 3] + 1 === pairs[body] ? body + 3 : -1;
    }
    if (!(is(i, 'static') || is(i, 'const')) || !op(i + 2, ':')) return -1;
    while (list < tokens.length && list - i < 16 && !op(list, '=')) list++;
    return op(list + 1, '&') && op(list + 2, '[') ? list + 2 : -1;
  };
  for (let i = 0; i + 2 < tokens.length; i++) {
    const list = listOf(i);
    if (list === -1) continue;
    for (let j = list + 1; j < pairs[list]; ) {
      const item = j;
      const open = tokens[j].kind === 'name' && op(j + 1, '{') ? j + 1 : -1;
      const fields = open === -1 ? undefined : fieldsOf(open);
      const nameAt = fields?.get('name');
      const pointer = joinPointer('/tools', String(tools.length));
      const name = nameAt && value(nameAt.value, joinPointer(pointer, 'name'), nameAt.key);
      if (!fields || !nameAt || typeof name !== 'string') unread.push({ start: tokens[item].start, what: 'a tool registration' });
      else {
        const tool: Record<string, unknown> = { name };
        const description = fields.get('description');
        const read = description && value(description.value, joinPointer(pointer, 'description'), description.key);
        if (typeof read === 'string') tool.description = read;
        else if (description)
          unread.push({ start: tokens[description.value].start, what: "the tool's description", pointer: joinPointer(pointer, 'description') });
        const schema = fields.get('input_schema') ?? fields.get('inputSchema') ?? fields.get('schema');
        const made = schema === undefined ? undefined : schemaAt(schema.value);
        const schemaRead = made === undefined ? UNKNOWN : json(made, joinPointer(pointer, 'inputSchema'), undefined, 0);
        if (schemaRead !== UNKNOWN && typeof schemaRead === 'object') tool.inputSchema = schemaRead;
        else {
          tool.inputSchema = { type: 'object' };
          unread.push({ start: tokens[schema?.value ?? item].start, what: "the tool's inputSchema", pointer: joinPointer(pointer, 'inputSchema') });
        }
        place(pointer, item, pairs[open]);
        tools.push(tool);
        names.push(tokens[nameAt.value].start);
      }
      j = open === -1 ? j + 1 : pairs[open] + 1;
      while (j < pairs[list] && !op(j, ',')) j = op(j, '(') || op(j, '[') || op(j, '{') ? pairs[j] + 1 : j + 1;
      j++;
    }
    i = pairs[list];
  }
}
