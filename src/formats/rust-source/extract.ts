/**
 * The tools a Rust server defines with rmcp, the official SDK: each function marked `#[tool]` or
 * `#[tool(name = …, title = …, description = …, annotations(read_only_hint = …, …))]` (in a
 * `#[tool_router]` or `#[tool_box]` impl). The name is the function's unless given; the description its
 * doc comment unless given, as rmcp-macros' `extract_doc_line` folds the function's attributes (0.2.0 on):
 * each `///` line trimmed, blank ones left out, joined by line breaks, and any other attribute (bar the
 * `#[tool]` itself) starting over. The
 * input schema rmcp makes from a `Parameters<T>` argument's `JsonSchema` is read from `T` when that struct
 * is written in the same file with fields of simple types (their `///` or `#[schemars(description = …)]`
 * texts too); otherwise it is listed as not statically known. Values only when written as literals,
 * `concat!` of literals, same-file `const`s, or `include_str!` of a file of the repository
 * (included-files.ts). Test code, an item under `#[cfg(test)]` (a `mod tests`, an impl, a function) or a
 * file that opens with `#![cfg(test)]`, registers tools that are wrong on purpose: it is counted, not read,
 * unless `tests` asks for it (the file is named explicitly). A crate with no SDK
 * that answers MCP's methods itself lists its tools as `json!` objects (json-tools.ts).
 */
import { joinedAnchors } from '../../parse/string-anchors.js';
import { joinPointer } from '../../util/pointer.js';
import { argumentsFromSchema, emptyExtracted, type Extracted, type Read, UNKNOWN } from '../source/extracted.js';
import { bracketPairs, placer } from '../source/tokens.js';
import { associatedConstants } from './associated-consts.js';
import type { Included } from './included-files.js';
import { readConstTools } from './const-tools.js';
import { readJsonTools } from './json-tools.js';
import { mcpServerImpls, readMcpAttr } from './mcp-attr.js';
import { toolsListArms } from './mcp-sdk-rs.js';
import { readOwnToolNew } from './own-tool-new.js';
import { readRegistryCalls } from './registry-calls.js';
import { readMethodTools } from './method-tools.js';
import { readMcpTools } from './mcp-tool-macro.js';
import { fieldSchema, RUST_SPACE } from './simple-types.js';
import { routeTools } from './tool-routes.js';
import type { RustSdk } from './sdk.js';
import { readToolTables } from './tool-table.js';
import { type RsToken, tokenizeRust } from './tokens.js';

const MAX_HOPS = 32;

/** rmcp's annotation fields, by the annotation they set. */
const ANNOTATIONS: Readonly<Record<string, string>> = {
  title: 'title',
  read_only_hint: 'readOnlyHint',
  destructive_hint: 'destructiveHint',
  idempotent_hint: 'idempotentHint',
  open_world_hint: 'openWorldHint',
};
/** Modifiers before `fn`. */
const MODIFIERS = new Set(['pub', 'async', 'const', 'unsafe', 'extern', 'default']);

/**
 * `served.handRolled`: the file is of a crate that answers MCP's methods itself, whose listed `json!` tools
 * (json-tools.ts) and registered types' tool methods (method-tools.ts, `served.registered`) are read;
 * `served.tables`, the tables of the crate's own tool struct its server lists (tool-table.ts); `served.consts`,
 * the trait whose impls' constants its `list_tools` serves (const-tools.ts), and `served.lister` that the file's
 * `list_tools` is the one serving them; `served.sdkRs`, that the file's `"tools/list"` arms list mcp-sdk-rs tools; `served.ownNew`, the proof of the crate's
 * own `Tool::new` (own-tool-new.ts); `served.registry`, of its registry's `.register(…)` calls (registry-calls.ts); `served.reached`, the file's
 * functions that `list_tools` reaches from another file (served-functions.ts). `drawsOn` is
 * told of each other file a tool read rests on.
 */
export function extractRustTools(
  text: string,
  tests = false,
  served: Pick<
    RustSdk,
    'handRolled' | 'tables' | 'registered' | 'consts' | 'mcpAttr' | 'reached' | 'lister' | 'sdkRs' | 'ownNew' | 'registry' | 'rustMcpSdk'
  > = {},
  drawsOn?: (path: string) => void,
  included?: Included,
  docIncludes = false,
): Extracted {
  const { handRolled, tables, registered, consts, mcpAttr, reached = [], lister, sdkRs, ownNew, registry, rustMcpSdk } = served;
  const tokens = tokenizeRust(text);
  const { tools, prompts, spans, names, unread, anchors } = emptyExtracted();
  let testRegistrations = 0;

  // Each closing bracket's opening one (-1 when it closes nothing): attributes are read back from an item.
  const openers = new Int32Array(tokens.length).fill(-1);
  const pairs = bracketPairs(tokens, openers);
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const is = (i: number, value: string) => tokens[i]?.kind === 'name' && tokens[i].text === value;
  /** The first of the doc comments and `#[…]` attributes that end right before `i`. */
  const attributesBefore = (i: number): number => {
    let first = i;
    while (first > 0) {
      if (tokens[first - 1].kind === 'doc') first--;
      else if (op(first - 1, ']') && openers[first - 1] >= 1 && op(openers[first - 1] - 1, '#')) first = openers[first - 1] - 1;
      else break;
    }
    return first;
  };

  // `const NAME: &str = …;` and `static NAME: &str = …;`, and the structs of the file by name.
  const constants = new Map<string, number>();
  const structs = new Map<string, number>();
  for (let i = 0; i + 2 < tokens.length; i++) {
    if ((is(i, 'const') || is(i, 'static')) && tokens[i + 1].kind === 'name' && op(i + 2, ':')) {
      for (let j = i + 3; j < tokens.length && j - i < 16; j++) {
        if (op(j, '=')) {
          constants.set(tokens[i + 1].text as string, j + 1);
          break;
        }
        if (op(j, ';')) break;
      }
    } else if (is(i, 'struct') && tokens[i + 1].kind === 'name' && op(i + 2, '{') && !structs.has(tokens[i + 1].text as string)) {
      structs.set(tokens[i + 1].text as string, i);
    }
  }

  /** The index after the expression at `i`: at a `,`, `;` or a closing bracket at its depth. */
  const skip = (i: number): number => {
    for (; i < tokens.length; i++) {
      const t = tokens[i];
      if (t.kind !== 'op') continue;
      if (t.text === '(' || t.text === '[' || t.text === '{') i = pairs[i];
      else if (t.text === ')' || t.text === ']' || t.text === '}' || t.text === ',' || t.text === ';') return i;
    }
    return i;
  };

  const ownConstant = associatedConstants(tokens, pairs);
  /** Where the value of the constant the expression [i, to) names starts: a lone name's, or `Self::NAME`'s of its impl. */
  const constantOf = (i: number, to: number): number | undefined =>
    to === i + 1 && tokens[i]?.kind === 'name' ? constants.get(tokens[i].text as string) : to === i + 4 ? ownConstant(i) : undefined;

  /** The start of what the expression at `i` stands for: a same-file constant's value. */
  const resolve = (i: number): number => {
    let at = i;
    for (let hops = 0; hops < MAX_HOPS && tokens[at]?.kind === 'name' && skip(at) === at + 1; hops++) {
      const found = constants.get(tokens[at].text as string);
      if (found === undefined || found === at) break;
      at = found;
    }
    return at;
  };

  const place = placer(tokens, spans);

  /** The text of the file `include_str!("…")` spanning [at, end) includes (a trailing comma allowed), if read. */
  const includedIn = (at: number, end: number): string | undefined => {
    const path = tokens[at + 3];
    const called = is(at, 'include_str') && op(at + 1, '!') && op(at + 2, '(') && pairs[at + 2] === end - 1;
    const one = path?.kind === 'string' && (at + 4 === end - 1 || (op(at + 4, ',') && at + 5 === end - 1));
    return included && called && one ? included(path.text as string) : undefined;
  };

  /** The value of the expression at `i`: a string, `concat!` of strings, a number, `true`/`false`. */
  const value = (i: number, pointer: string, key?: number): Read => valueIn(i, skip(i), pointer, key);
  /** The value of the expression written in [i, to): one through a same-file constant when it is a lone name. */
  const valueIn = (i: number, to: number, pointer: string, key?: number): Read => {
    const found = constantOf(i, to);
    const at = found === undefined ? i : resolve(found);
    const end = found === undefined ? to : skip(at);
    const t = tokens[at];
    if (!t || end <= at) return UNKNOWN;
    let read: Read = UNKNOWN;
    let pieces: RsToken[] | undefined;
    if (is(at, 'include_str')) {
      const text = includedIn(at, end);
      if (text !== undefined) place(pointer, at, end - 1, key);
      return text ?? UNKNOWN;
    }
    if (t.kind === 'string' && end === at + 1) pieces = [t];
    else if (is(at, 'concat') && op(at + 1, '!') && op(at + 2, '(') && pairs[at + 2] === end - 1) {
      pieces = [];
      for (let j = at + 3; j < end - 1; j += 2) {
        const piece = tokens[resolve(j)];
        if (piece?.kind !== 'string' || (!op(j + 1, ',') && j + 1 !== end - 1)) return UNKNOWN;
        pieces.push(piece);
      }
    }
    if (pieces) {
      if (pieces.some((p) => p.text === undefined)) return UNKNOWN;
      anchors.set(pointer, joinedAnchors(pieces.map((p) => ({ anchors: p.anchors ?? [[0, p.start]], length: (p.text as string).length }))));
      read = pieces.map((p) => p.text).join('');
    } else if (end === at + 1 && t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.text ?? '')) read = Number(t.text);
    else if (end === at + 1 && (t.text === 'true' || t.text === 'false')) read = t.text === 'true';
    if (read !== UNKNOWN) place(pointer, at, end - 1, key);
    return read;
  };

  /** `key = value` pairs and `key(…)` groups of an attribute's arguments at `open`. */
  const pairsOf = (open: number): { key: string; at: number; value?: number; group?: number }[] => {
    const out: { key: string; at: number; value?: number; group?: number }[] = [];
    for (let j = open + 1; j < pairs[open]; ) {
      if (tokens[j].kind !== 'name') {
        j = skip(j) + 1;
        continue;
      }
      const key = tokens[j].text as string;
      if (op(j + 1, '=')) out.push({ key, at: j, value: j + 2 });
      else if (op(j + 1, '(')) out.push({ key, at: j, group: j + 1 });
      else out.push({ key, at: j });
      j = skip(j + 1) + 1;
    }
    return out;
  };

  /** The doc comment of an item among the tokens [from, to): its text as rmcp joins it, and anchors. */
  const docOf = (from: number, to: number): Doc | undefined => {
    const doc = new DocLines();
    for (let j = from; j < to; j++) if (tokens[j].kind === 'doc') doc.add(tokens[j].text as string, tokens[j].start, j);
    return doc.read();
  };

  /**
   * A tool's or prompt's description from its doc comment, as rmcp-macros folds the function's attributes
   * (`extract_doc_line`; the `#[tool]` at `own` is the macro's own and not among them): a `///` line
   * adds to it, any other attribute starts it over, and `#[doc = …]` makes it not statically known.
   */
  const rmcpDoc = (from: number, to: number, own: number): Doc | { unknownAt: number } | undefined => {
    let doc = new DocLines();
    let unknownAt = -1;
    for (let j = from; j < to; j++) {
      if (tokens[j].kind === 'doc') doc.add(tokens[j].text as string, tokens[j].start, j);
      else if (op(j, '#') && op(j + 1, '[')) {
        // `#[doc = include_str!("…")]`, kept by the macros of `docIncludes` (included-files.ts).
        const text = docIncludes && is(j + 2, 'doc') && op(j + 3, '=') ? includedIn(j + 4, pairs[j + 1]) : undefined;
        if (text !== undefined) doc.include(text, j);
        else if (j !== own) {
          unknownAt = is(j + 2, 'doc') ? j : -1;
          doc = new DocLines();
        }
        j = pairs[j + 1];
      }
    }
    return unknownAt === -1 ? doc.read() : { unknownAt };
  };

  /** The first token of the item that the attributes and doc comments from `i` on belong to. */
  const itemAfter = (i: number): number => {
    let j = i;
    while (j < tokens.length) {
      if (tokens[j].kind === 'doc') j++;
      else if (op(j, '#') && op(j + 1, '[')) j = pairs[j + 1] + 1;
      else break;
    }
    return j;
  };

  /** Reads the tool whose `#[tool]` is at `hash`; returns the index of its item, after all its attributes. */
  const tool = (hash: number, open: number, kind: 'tool' | 'prompt'): number => {
    // The attributes and doc comments of the item: back to the previous item's end, forward to `fn`.
    const first = attributesBefore(hash);
    let fn = itemAfter(hash);
    while (fn < tokens.length && (MODIFIERS.has(tokens[fn].text ?? '') || tokens[fn].kind === 'string' || op(fn, '(')))
      fn = op(fn, '(') ? pairs[fn] + 1 : fn + 1;
    const item = fn;
    if (!is(fn, 'fn') || tokens[fn + 1]?.kind !== 'name') return item;
    const method = fn + 1;
    const pointer = joinPointer(kind === 'tool' ? '/tools' : '/prompts', String(kind === 'tool' ? tools.length : prompts.length));
    const tool: Record<string, unknown> = {};
    const annotations: Record<string, unknown> = {};
    let nameAt = method;
    let schemaGiven = false;
    let descriptionUnread = false;
    for (const arg of open === -1 ? [] : pairsOf(open)) {
      if ((arg.key === 'name' || arg.key === 'title' || arg.key === 'description') && arg.value !== undefined) {
        const read = value(arg.value, joinPointer(pointer, arg.key), arg.at);
        if (typeof read === 'string') {
          tool[arg.key] = read;
          if (arg.key === 'name') nameAt = resolve(arg.value);
        } else if (arg.key === 'name') {
          unread.push({ start: tokens[arg.value].start, what: `a ${kind} registration` });
          return item;
        } else {
          unread.push({ start: tokens[arg.value].start, what: `the ${kind}'s ${arg.key}`, pointer: joinPointer(pointer, arg.key) });
          descriptionUnread ||= arg.key === 'description';
        }
      } else if (kind === 'tool' && arg.key === 'annotations' && arg.group !== undefined) {
        for (const hint of pairsOf(arg.group)) {
          const key = Object.hasOwn(ANNOTATIONS, hint.key) ? ANNOTATIONS[hint.key] : undefined;
          if (key === undefined || hint.value === undefined) continue;
          const read = value(hint.value, joinPointer(joinPointer(pointer, 'annotations'), key), hint.at);
          if (read === UNKNOWN) unread.push({ start: tokens[hint.value].start, what: `the tool's ${key}` });
          else annotations[key] = read;
        }
      } else if (kind === 'tool' && arg.key === 'input_schema') {
        schemaGiven = true;
        unread.push({ start: tokens[arg.at].start, what: "the tool's inputSchema", pointer: joinPointer(pointer, 'inputSchema') });
      }
    }
    if (tool.name === undefined) tool.name = tokens[method].text;
    if (tool.description === undefined && !descriptionUnread) {
      const doc = rmcpDoc(first, fn, hash);
      if (doc && 'unknownAt' in doc)
        unread.push({
          start: tokens[doc.unknownAt].start,
          what: `the ${kind}'s description (from its #[doc] attributes)`,
          pointer: joinPointer(pointer, 'description'),
        });
      else if (doc) {
        tool.description = doc.text;
        anchors.set(joinPointer(pointer, 'description'), doc.anchors);
        place(joinPointer(pointer, 'description'), doc.from, fn - 1);
      }
    }
    if (Object.keys(annotations).length > 0) tool.annotations = annotations;
    const schemaAt = joinPointer(pointer, 'inputSchema');
    // The parameters, after generics: `fn name<T: Bound>(…)`.
    let params = -1;
    for (let k = method + 1; k < tokens.length && k < method + 64 && !op(k, '{') && !op(k, ';'); k++) {
      if (op(k, '(')) {
        params = k;
        break;
      }
    }
    place(pointer, first, method);
    if (nameAt === method) place(joinPointer(pointer, 'name'), method, method);
    if (kind === 'prompt') {
      if (params !== -1) promptArguments(params, tool, pointer);
      prompts.push(tool);
      return item;
    }
    tool.inputSchema = schemaGiven || params === -1 ? { type: 'object' } : inputSchema(params, schemaAt);
    if (params !== -1) place(schemaAt, params, pairs[params]);
    tools.push(tool);
    names.push(tokens[nameAt].start);
    return item;
  };

  /** A prompt's arguments: the fields of its `Parameters<T>` struct, read as an input schema and moved. */
  const promptArguments = (params: number, prompt: Record<string, unknown>, pointer: string) => {
    const scratch = joinPointer(pointer, 'inputSchema');
    const before = unread.length;
    const schema = inputSchema(params, scratch);
    // What rmcp makes at run time is an argument list here, not an input schema.
    for (const u of unread.slice(before)) {
      if (u.pointer !== scratch) continue;
      u.pointer = joinPointer(pointer, 'arguments');
      u.what = "the prompt's arguments (made from its parameter type's JsonSchema)";
    }
    const properties = schema.properties as Record<string, unknown> | undefined;
    if (!properties || Object.keys(properties).length === 0) return;
    prompt.arguments = argumentsFromSchema(schema, scratch, pointer, spans, anchors);
  };

  /** The input schema of the function whose parameters are at `open`: its `Parameters<T>`'s, read from `T`. */
  const inputSchema = (open: number, pointer: string): Record<string, unknown> => {
    let wrapper = -1;
    for (let j = open + 1; j < pairs[open]; j++) {
      if (is(j, 'Parameters') && op(j + 1, '<')) wrapper = j;
      // rmcp before 0.3: `#[tool(aggr)] request: T` or `#[tool(param)] a: T`.
      if (op(j, '#') && op(j + 1, '[') && is(j + 2, 'tool')) {
        unread.push({ start: tokens[j].start, what: "the tool's input schema (made from its parameters' types)", pointer });
        return { type: 'object' };
      }
    }
    if (wrapper === -1) return { type: 'object', properties: {} };
    const type = tokens[wrapper + 2];
    const struct = type?.kind === 'name' && op(wrapper + 3, '>') ? structs.get(type.text as string) : undefined;
    const read = struct === undefined ? undefined : fields(struct, pointer);
    if (read) return read;
    unread.push({ start: tokens[wrapper].start, what: "the tool's input schema (made from its parameter type's JsonSchema)", pointer });
    return { type: 'object' };
  };

  /** A struct's fields as the schema schemars makes, when every field is of a simple type and nothing renames them. */
  const fields = (struct: number, pointer: string): Record<string, unknown> | undefined => {
    const open = struct + 2;
    // `#[serde(…)]` on the struct may rename or flatten fields: its schema is then not what is written.
    let item = struct;
    if (is(item - 1, 'pub')) item--;
    else if (op(item - 1, ')') && openers[item - 1] >= 1 && is(openers[item - 1] - 1, 'pub')) item = openers[item - 1] - 1;
    for (let j = attributesBefore(item); j < item; j++) if (op(j, '#') && op(j + 1, '[') && is(j + 2, 'serde')) return undefined;
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    const found: { name: string; at: number; property: Record<string, unknown>; description?: number; docFrom: number; docTo: number }[] = [];
    for (let j = open + 1; j < pairs[open]; ) {
      const from = j;
      let description: number | undefined;
      while (tokens[j]?.kind === 'doc' || (op(j, '#') && op(j + 1, '['))) {
        if (tokens[j].kind === 'doc') {
          j++;
          continue;
        }
        if (is(j + 2, 'serde')) return undefined;
        if (is(j + 2, 'schemars') && op(j + 3, '(')) {
          for (const arg of pairsOf(j + 3)) if (arg.key === 'description' && arg.value !== undefined) description = arg.value;
        }
        j = pairs[j + 1] + 1;
      }
      const docTo = j;
      if (is(j, 'pub')) j = op(j + 1, '(') ? pairs[j + 1] + 1 : j + 1;
      if (tokens[j]?.kind !== 'name' || !op(j + 1, ':')) return undefined;
      const end = skip(j + 2);
      const property = fieldSchema(tokens.slice(j + 2, end));
      if (!property) return undefined;
      found.push({ name: tokens[j].text as string, at: j, property: property.schema, description, docFrom: from, docTo });
      if (property.required) required.push(tokens[j].text as string);
      j = op(end, ',') ? end + 1 : end;
      if (end >= pairs[open]) break;
    }
    for (const field of found) {
      const at = joinPointer(joinPointer(pointer, 'properties'), field.name);
      spans.set(at, { value: [tokens[field.at].start, tokens[field.at].end], key: [tokens[field.at].start, tokens[field.at].end] });
      if (field.description !== undefined) {
        const read = value(field.description, joinPointer(at, 'description'));
        if (typeof read === 'string') field.property.description = read;
        else unread.push({ start: tokens[field.description].start, what: `the description of parameter ${JSON.stringify(field.name)}` });
      } else {
        const doc = docOf(field.docFrom, field.docTo);
        if (doc) {
          field.property.description = doc.text;
          anchors.set(joinPointer(at, 'description'), doc.anchors);
          place(joinPointer(at, 'description'), doc.from, field.docTo - 1);
        }
      }
      properties[field.name] = field.property;
    }
    return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
  };

  /** Whether the attribute whose `[` is at `open` is `cfg(…)` of a predicate that holds only in tests: `test`, `all(test, …)`. */
  const cfgTest = (open: number): boolean => {
    if (!is(open + 1, 'cfg') || !op(open + 2, '(') || pairs[open + 2] + 1 !== pairs[open]) return false;
    let test = false;
    for (let j = open + 3; j < pairs[open + 2]; j++) {
      if (is(j, 'not') || is(j, 'any')) return false;
      test ||= is(j, 'test');
    }
    return test;
  };
  // Test code, as disjoint token ranges in order: from an item's first attribute to the end of its body.
  const testCode: [number, number][] = [];
  // A file that opens with `#![cfg(test)]` (a test module in a file of its own) is test code throughout.
  for (let i = 0; op(i, '#') && op(i + 1, '!') && op(i + 2, '[') && testCode.length === 0; i = pairs[i + 2] + 1)
    if (cfgTest(i + 2)) testCode.push([0, tokens.length]);
  for (let i = testCode.length === 0 ? 0 : tokens.length; i + 2 < tokens.length; i++) {
    if (!op(i, '#') || !op(i + 1, '[') || !cfgTest(i + 1)) continue;
    const first = attributesBefore(i);
    let end = itemAfter(i);
    // The item's body: its first `{…}` (a module's, an impl's, a function's), or up to its `;`.
    while (end < tokens.length && !op(end, '{') && !op(end, ';') && !op(end, '}')) end = op(end, '(') || op(end, '[') ? pairs[end] + 1 : end + 1;
    if (op(end, '{')) end = pairs[end];
    if (end <= i) continue;
    testCode.push([first, end]);
    i = end;
  }
  let nextTest = 0;
  const inTest = (i: number): boolean => {
    while (nextTest < testCode.length && testCode[nextTest][1] < i) nextTest++;
    return nextTest < testCode.length && testCode[nextTest][0] <= i;
  };

  // mcp-attr's server impls, whose `#[tool]`s are its own (mcp-attr.ts); in a crate of mcp-attr, every one is.
  const attrImpls = mcpServerImpls(tokens, pairs);
  for (let i = 0; !mcpAttr && i + 2 < tokens.length; i++) {
    if (!op(i, '#') || !op(i + 1, '[') || attrImpls.some(([open, close]) => open < i && i < close)) continue;
    // `#[tool]`, `#[tool(…)]`, `#[rmcp::tool(…)]`.
    let at = i + 2;
    if (is(at, 'rmcp') && op(at + 1, ':') && op(at + 2, ':')) at += 3;
    if (!is(at, 'tool') && !is(at, 'prompt')) continue;
    const open = op(at + 1, '(') ? at + 1 : -1;
    const close = open === -1 ? at + 1 : pairs[open] + 1;
    if (!op(close, ']')) continue;
    // `#[tool(tool_box)]` marks an impl; `#[tool(aggr)]` and `#[tool(param)]` a parameter.
    if (open !== -1 && pairsOf(open).some((a) => a.key === 'tool_box' || a.key === 'aggr' || a.key === 'param')) continue;
    if (!tests && inTest(i)) {
      testRegistrations++;
      i = close;
      continue;
    }
    // The item's other attributes are its own: a second `#[tool]` among them is not read again.
    i = Math.max(close, tool(i, open, tokens[at].text === 'prompt' ? 'prompt' : 'tool') - 1);
  }
  // The bodies of the functions that list tools, by the range of their braces: a hand-written
  // `list_tools`, the functions of the
  const bodies = new Map<string, [number, number][]>();
  const listing: [number, number][] = [];
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (!is(i, 'fn') || tokens[i + 1].kind !== 'name') continue;
    let body = i + 2;
    while (body < tokens.length && !op(body, '{') && !op(body, ';')) body = op(body, '(') ? pairs[body] + 1 : body + 1;
    if (!op(body, '{')) continue;
    const name = tokens[i + 1].text as string;
    bodies.set(name, [...(bodies.get(name) ?? []), [body, pairs[body]]]);
    // One the crate's `list_tools` reaches from another file (served-functions.ts).
    if (reached.includes(tokens[i + 1].start) && !(lister && name === 'list_tools')) listing.push([body, pairs[body]]);
  }
  // file it calls (`Self::search_tool()`), and those they call in turn: each function read once.
  // A `list_tools` a constants proof rests on (trait-consts.ts) makes the tools read at the impls: not again
  // here. An rmcp route's tool (tool-routes.ts) is listed where the route is made, and in the functions it calls.
  const routes = tokens.some((t) => t.kind === 'name' && t.text === 'rmcp') ? routeTools(tokens, pairs) : { ranges: [], calls: [] };
  listing.push(...routes.ranges);
  // An mcp-sdk-rs server lists the SDK `Tool`s its `"tools/list"` arms build (mcp-sdk-rs.ts).
  if (sdkRs) listing.push(...toolsListArms(tokens, pairs));
  const called = new Set(['list_tools', ...routes.calls]);
  for (const waiting = [...(lister ? [] : ['list_tools']), ...routes.calls]; waiting.length > 0; ) {
    for (const [from, to] of bodies.get(waiting.pop() as string) ?? []) {
      listing.push([from, to]);
      for (let j = from + 1; j < to; j++) {
        const name = tokens[j].text as string;
        if (tokens[j].kind !== 'name' || !op(j + 1, '(') || called.has(name) || !bodies.has(name)) continue;
        called.add(name);
        waiting.push(name);
      }
    }
  }

  // rmcp's own `Tool`, built by hand where tools are listed: `Tool::new("name", "description", schema)`
  // or `Tool { name: …, description: Some(…), … }` (`model::Tool`, `rmcp::model::Tool` too), unless the
  // file defines a `Tool` of its own; one built anywhere else may never be listed. Each starting token of
  // one read, for the list_tools that lists only those.
  const literals = new Set<number>();
  const ownTool = tokens.some((t, i) => t.kind === 'name' && t.text === 'Tool' && (is(i - 1, 'struct') || is(i - 1, 'enum') || is(i - 1, 'trait')));
  for (let i = 1; !ownTool && i + 2 < tokens.length; i++) {
    if (!is(i, 'Tool') || !listing.some(([from, to]) => from < i && i < to)) continue;
    if (!is(i, 'Tool') || is(i - 1, 'struct') || is(i - 1, 'impl') || is(i - 1, 'for') || is(i - 1, 'let')) continue;
    const made =
      op(i + 1, ':') && op(i + 2, ':') && (is(i + 3, 'new') || is(i + 3, 'new_with_raw')) && op(i + 4, '(')
        ? i + 4
        : op(i + 1, '{') && fieldList(i + 1)
          ? i + 1
          : -1;
    if (made === -1) continue;
    let start = i;
    while (op(start - 1, ':') && op(start - 2, ':') && tokens[start - 3]?.kind === 'name') start -= 3;
    if (!tests && testCode.some(([from, to]) => from <= i && i <= to)) testRegistrations++;
    else if (handBuilt(start, made)) literals.add(start);
    i = pairs[made];
  }

  // A hand-written `ServerHandler::list_tools` builds its list at run time (from a registry, in a loop):
  // listed as not statically known, unless it hands over the `#[tool]` router's tools read above, or
  // returns one `vec![…]` of tools each built by hand and read above, with nothing added to it, or names a
  // served table read below (tool-table.ts; a `fn list_tools()` of no parameters may be that table). A
  // crate with no SDK has no ServerHandler: its `list_tools` is its own, read as json-tools.ts reads it.
  const table = (j: number) => tokens[j].kind === 'name' && tables?.includes(tokens[j].text as string) === true;
  for (let i = 0; !handRolled && !lister && i + 2 < tokens.length; i++) {
    if (!is(i, 'fn') || !is(i + 1, 'list_tools') || !op(i + 2, '(') || (table(i + 1) && pairs[i + 2] === i + 3)) continue;
    if (!tests && testCode.some(([from, to]) => from <= i && i <= to)) continue;
    let body = pairs[i + 2] + 1;
    while (body < tokens.length && !op(body, '{') && !op(body, ';')) body++;
    if (!op(body, '{')) continue;
    let router = false;
    for (let j = body + 1; j < pairs[body] && !router; j++) router = is(j, 'list_all') || is(j, 'tool_router') || table(j);
    if (!router && !literalList(body)) unread.push({ start: tokens[i + 1].start, what: 'a tool registration' });
    i = pairs[body];
  }
  const skipped = (i: number) => !tests && testCode.some(([from, to]) => from <= i && i <= to);
  if (attrImpls.length > 0 || mcpAttr)
    testRegistrations += readMcpAttr({ tokens, pairs, value: valueIn, skipped, crate: mcpAttr === true }, attrImpls, {
      tools,
      prompts,
      spans,
      names,
      unread,
      anchors,
    });
  if (rustMcpSdk)
    testRegistrations += readMcpTools(
      { tokens, pairs, openers, value: valueIn, skipped, nullUnion: rustMcpSdk.nullUnion, schemars: text.includes('schemars') },
      { tools, prompts, spans, names, unread, anchors },
    );
  if (handRolled) {
    testRegistrations += readJsonTools({ tokens, pairs, skipped }, { tools, prompts, spans, names, unread, anchors });
    if (registered)
      readMethodTools(
        { tokens, pairs, registered, value: (i, to, pointer) => valueIn(i, to, pointer), skipped, drawsOn },
        { tools, prompts, spans, names, unread, anchors },
      );
  }
  // A table's field copied unchanged (`"x".into()`) is its literal.
  const copied = (i: number, pointer: string, key?: number) => valueIn(...unwrapped(i, skip(i)), pointer, key);
  if (tables && tables.length > 0) readToolTables({ tokens, pairs, tables, value: copied }, { tools, prompts, spans, names, unread, anchors });
  if (ownNew)
    readOwnToolNew(
      { tokens, pairs, proof: ownNew, value: valueIn, written: (i, to) => resolve(constantOf(i, to) ?? i), skipped, drawsOn },
      { tools, prompts, spans, names, unread, anchors },
    );
  if (registry)
    readRegistryCalls(
      { tokens, pairs, proof: registry, value: valueIn, written: (i, to) => resolve(constantOf(i, to) ?? i), skipped, drawsOn },
      { tools, prompts, spans, names, unread, anchors },
    );
  if (consts) readConstTools({ tokens, pairs, served: consts, value: valueIn, skipped, drawsOn }, { tools, prompts, spans, names, unread, anchors });
  return { tools, prompts, spans, names, unread: unread.sort((a, b) => a.start - b.start), anchors, testRegistrations };

  /** Whether the braces at `open` hold a struct literal's fields (`name: …, ..`), never a block or a pattern's shorthand. */
  function fieldList(open: number): boolean {
    let named = false;
    for (let j = open + 1; j < pairs[open]; j = skip(j) + 1) {
      if (op(j, '.') && op(j + 1, '.')) continue;
      if (tokens[j].kind !== 'name' || !op(j + 1, ':') || op(j + 2, ':')) return false;
      named ||= is(j, 'name');
    }
    return named;
  }

  /**
   * A tool built by hand, whose call's `(` or literal's `{` is at `made`: its name when written as a
   * literal (`"x"`, `"x".into()`, `Cow::Borrowed("x")`, a constant), its description and title alike
   * (in `Some(…)` too). The schema is made at run time (`json!`, `schema_for!`): listed as not
   * statically known, as is any other field not written as a literal. False when its name is not known.
   */
  function handBuilt(start: number, made: number): boolean {
    const pointer = joinPointer('/tools', String(tools.length));
    const given: { key: string; at: number; end: number; keyAt?: number }[] = [];
    if (op(made, '(')) {
      let j = made + 1;
      for (const key of ['name', 'description', 'inputSchema']) {
        if (j >= pairs[made]) break;
        given.push({ key, at: j, end: skip(j) });
        j = skip(j) + 1;
      }
    } else
      for (let j = made + 1; j < pairs[made]; j = skip(j) + 1) {
        const key = FIELDS[tokens[j].text as string];
        if (key !== undefined && op(j + 1, ':')) given.push({ key, at: j + 2, end: skip(j + 2), keyAt: j });
      }
    // rmcp's builder methods on `Tool::new(…)`: `.with_title("…")`, `.with_annotations(…)`, ….
    let end = pairs[made];
    while (op(made, '(') && op(end + 1, '.') && tokens[end + 2]?.kind === 'name') {
      // Past a turbofish: `.with_output_schema::<Report>()`.
      let call = end + 3;
      if (op(call, ':') && op(call + 1, ':') && op(call + 2, '<')) while (call < end + 32 && call < tokens.length && !op(call, '(')) call++;
      if (!op(call, '(')) break;
      const key = BUILDERS[tokens[end + 2].text as string];
      if (key !== undefined) given.push({ key, at: call + 1, end: pairs[call] });
      end = pairs[call];
    }
    const tool: Record<string, unknown> = {};
    let nameAt = -1;
    for (const field of given) {
      const [at, end] = unwrapped(field.at, field.end);
      const none = end === at + 1 && is(at, 'None');
      if (field.key === 'inputSchema' || field.key === 'outputSchema' || field.key === 'annotations') {
        if (!none) unread.push({ start: tokens[field.at].start, what: `the tool's ${field.key}`, pointer: joinPointer(pointer, field.key) });
        continue;
      }
      const read = none ? null : valueIn(at, end, joinPointer(pointer, field.key), field.keyAt);
      if (typeof read === 'string') {
        tool[field.key] = read;
        if (field.key === 'name') nameAt = resolve(constantOf(at, end) ?? at);
      } else if (field.key === 'name' || read !== null) {
        if (field.key === 'name') {
          unread.push({ start: tokens[start].start, what: 'a tool registration' });
          return false;
        }
        unread.push({ start: tokens[field.at].start, what: `the tool's ${field.key}`, pointer: joinPointer(pointer, field.key) });
      }
    }
    if (nameAt === -1) {
      unread.push({ start: tokens[start].start, what: 'a tool registration' });
      return false;
    }
    // What rmcp sends for a schema made at run time is an object schema: the tool keeps that shape.
    tool.inputSchema = { type: 'object' };
    place(pointer, start, end);
    tools.push({ name: tool.name, ...tool });
    names.push(tokens[nameAt].start);
    return true;
  }

  /** The value inside `Some(…)`, `Cow::Borrowed(…)`, `String::from(…)` and before `.into()`, `.to_string()`, `.to_owned()`. */
  function unwrapped(from: number, to: number): [number, number] {
    let at = from;
    let end = to;
    for (let hops = 0; hops < 4 && end > at; hops++) {
      if (end - at > 4 && op(end - 4, '.') && CONVERSIONS.has(tokens[end - 3].text as string) && op(end - 2, '(') && op(end - 1, ')')) {
        end -= 4;
        continue;
      }
      let j = at;
      while (tokens[j]?.kind === 'name' && op(j + 1, ':') && op(j + 2, ':')) j += 3;
      if (!WRAPPERS.has(tokens[j]?.text as string) || !op(j + 1, '(') || pairs[j + 1] !== end - 1) break;
      at = j + 2;
      end -= 1;
    }
    return [at, end];
  }

  /** Whether the body at `body` returns one `vec![…]` whose items are all tools read by hand, with no loop or push to add others. */
  function literalList(body: number): boolean {
    let list = -1;
    for (let j = body + 1; j < pairs[body]; j++) {
      if (tokens[j].kind === 'name' && GROWS.has(tokens[j].text as string)) return false;
      if (!(is(j, 'vec') && op(j + 1, '!') && op(j + 2, '['))) continue;
      if (list !== -1) return false;
      list = j + 2;
      j = pairs[list];
    }
    if (list === -1 || pairs[list] === list + 1) return false;
    for (let j = list + 1; j < pairs[list]; j = skip(j) + 1) if (!literals.has(j)) return false;
    return true;
  }
}

/** rmcp `Tool` fields read from a literal, by the key they are read into. */
const FIELDS: Readonly<Record<string, string>> = {
  name: 'name',
  title: 'title',
  description: 'description',
  input_schema: 'inputSchema',
  output_schema: 'outputSchema',
  annotations: 'annotations',
};
/** rmcp's `Tool` builder methods, by the field they set. */
const BUILDERS: Readonly<Record<string, string>> = {
  with_title: 'title',
  with_annotations: 'annotations',
  annotate: 'annotations',
  with_raw_output_schema: 'outputSchema',
  with_output_schema: 'outputSchema',
};
/** Calls that make a `Cow<str>` or `String` of the text they are given. */
const CONVERSIONS = new Set(['into', 'to_string', 'to_owned']);
const WRAPPERS = new Set(['Some', 'Borrowed', 'Owned', 'from']);
/** What may add tools to a list after it is written. */
const GROWS = new Set(['for', 'while', 'loop', 'push', 'extend', 'append', 'insert', 'chain']);

interface Doc {
  text: string;
  anchors: [number, number][];
  /** The token of its first line. */
  from: number;
}

/** Doc comment lines joined as rmcp and schemars join them: each trimmed, blank ones left out, line breaks between. */
class DocLines {
  private readonly lines: string[] = [];
  private readonly anchors: [number, number][] = [];
  private index = 0;
  private from = -1;
  private whole = false;

  add(raw: string, start: number, token: number): void {
    let lead = 0;
    let end = raw.length;
    while (lead < end && RUST_SPACE.has(raw[lead])) lead++;
    while (end > lead && RUST_SPACE.has(raw[end - 1])) end--;
    const line = raw.slice(lead, end);
    if (line === '') return;
    if (this.lines.length > 0) this.index++;
    else this.from = token;
    this.anchors.push([this.index, start + lead]);
    this.lines.push(line);
    this.index += line.length;
  }

  /** A file's text an attribute at `token` includes, as it is: the description is then placed whole, with no anchors. */
  include(text: string, token: number): void {
    if (this.lines.length === 0) this.from = token;
    this.lines.push(text);
    this.whole = true;
  }

  read(): Doc | undefined {
    return this.lines.length > 0 ? { text: this.lines.join('\n'), anchors: this.whole ? [] : this.anchors, from: this.from } : undefined;
  }
}
