/**
 * A table of a Rust crate's own tool struct that its server lists: `static TOOLS: &[ToolDef] = &[ToolDef {
 * name: "…", description: "…", input_schema: some_schema, … }, …]`, when a hand-written `list_tools` of the
 * crate makes each `Tool` from an item's `.name` and `.description` and iterates the table, by its name
 * (`TOOLS.iter()`) or through a function of the crate that returns it (`tools::all().iter()`, `fn all() ->
 * &'static [ToolDef] { definitions::TOOLS }`). Each item is one tool; its name and description when written
 * as literals (or same-file constants), its input schema (`input_schema`, `schema`) when given as a same-file
 * function whose body is one literal `json!`. Plain bounded text tests for classification (crate.ts); the table is read from tokens.
 */
import { joinPointer } from '../../util/pointer.js';
import { type Extracted, type Read, UNKNOWN } from '../source/extracted.js';
import { placer } from '../source/tokens.js';
import type { Workspace } from '../types.js';
import { crateOf, firstInCrate, perCrate } from './crate.js';
import { jsonReader } from './json-tools.js';
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
/** What a `list_tools` iterates: `NAME.iter()` or `F().iter()` (a path before either). */
const ITERATED = new RegExp(`\\b(${IDENT})${SP}(?:\\(${SP}\\))?${SP}\\.iter${SP}\\(`, 'g');
/** A `Tool` made from an item's fields: `name: Cow::Borrowed(def.name)`, `description: Some(def.description.into())`. */
const FROM_FIELDS = new RegExp(`\\bname${SP}:[^,;\\n]{0,64}\\.name\\b[\\s\\S]{0,256}?\\bdescription${SP}:[^,;\\n]{0,64}\\.description\\b`);
const CRATES = new WeakMap<Workspace, Map<string, ReadonlySet<string>>>();
const MAX_TABLES = 64;

/** The names of the tables the text declares. */
function tablesIn(text: string): string[] {
  const out: string[] = [];
  if (!text.includes('&[')) return out;
  for (const match of text.matchAll(TABLE)) if (out.push(match[1]) >= MAX_TABLES) break;
  return out;
}

/** The names of the crate's tables its `list_tools` lists. */
function listedTables(workspace: Workspace, crate: string): ReadonlySet<string> {
  return perCrate(CRATES, workspace, crate, () => {
    const returned = new Map<string, string>();
    const iterated = new Set<string>();
    firstInCrate(workspace, crate, ({ text }) => {
      if (text.includes('-> &')) for (const match of text.matchAll(RETURNS)) if (returned.size < MAX_TABLES) returned.set(match[1], match[2]);
      const list = text.indexOf('fn list_tools');
      if (list !== -1 && FROM_FIELDS.test(text.slice(list)))
        for (const match of text.slice(list).matchAll(ITERATED)) if (iterated.size < MAX_TABLES) iterated.add(match[1]);
      return undefined;
    });
    return new Set([...iterated].map((name) => returned.get(name) ?? name));
  });
}

/** The tables the file at `path` declares that its crate's server lists. */
export function servedTables(text: string, path: string, workspace: Workspace | undefined): string[] {
  const declared = tablesIn(text);
  const crate = declared.length > 0 ? crateOf(path, workspace) : undefined;
  if (crate === undefined || !workspace) return [];
  const listed = listedTables(workspace, crate);
  return declared.filter((name) => listed.has(name));
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
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (!(is(i, 'static') || is(i, 'const')) || !tables.includes(tokens[i + 1].text as string) || !op(i + 2, ':')) continue;
    let list = i + 3;
    while (list < tokens.length && list - i < 16 && !op(list, '=')) list++;
    list += 2;
    if (!op(list - 1, '&') || !op(list, '[')) continue;
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
        const made =
          schema && tokens[schema.value].kind === 'name' && (op(schema.value + 1, ',') || op(schema.value + 1, '}'))
            ? schemas.get(tokens[schema.value].text as string)
            : undefined;
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
