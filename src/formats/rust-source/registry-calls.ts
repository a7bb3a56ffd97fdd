/**
 * A hand-rolled Rust server's tool registry filled by calls: `registry.register("get_health", "…",
 * json!({…}), handler)`, where the crate's registry method `fn register(&mut self, name: &str, description:
 * &str, input_schema: Value, …)` stores its first three parameters, copied at most, as the `name`,
 * `description` and schema fields of one struct literal, and the same file's `fn list_tools` writes each
 * stored item under MCP's keys (`json!({ "name": tool.name, "description": tool.description, "inputSchema":
 * … })`), in a crate that answers `tools/list` and `initialize` itself (hand-rolled.ts). Each call of the
 * method's arity outside test code is one tool: its name and description when written as literals (or
 * same-file constants), its input schema when one literal `json!` that `list_tools` hands on unchanged (one it
 * rewrites, adding a property, is listed as not statically known). A crate that sets a `.name` or
 * `.description` field anywhere (own-tool-new.ts), or has a second `register` method, is not read. The
 * crate is proven once; the files that prove it are drawn on.
 */
import { joinPointer } from '../../util/pointer.js';
import { type Extracted, UNKNOWN } from '../source/extracted.js';
import { bracketPairs, placer } from '../source/tokens.js';
import type { Workspace } from '../types.js';
import { crateOf, firstInCrate, perCrate } from './crate.js';
import { type HandRolled, servingFile } from './hand-rolled.js';
import { jsonReader } from './json-tools.js';
import { type ProvedCallsInput, rewritesFields } from './own-tool-new.js';
import { type RsToken, tokenizeRust } from './tokens.js';

/** `fn register(&mut self`, `fn register<F>(\n &mut self`. */
const REGISTER_METHOD = /\bfn[ \t]{1,16}register[ \t]{0,16}(?:<[^>(]{0,256}>[ \t]{0,16})?\([ \t\r\n]{0,64}&[ \t]{0,16}mut[ \t]{1,16}self\b/g;
const CALLED = /\.[ \t\r\n]{0,16}register[ \t\r\n]{0,16}\(/;
const SP = '[ \\t\\r\\n]{0,64}';
/** A copy that leaves the text as it is. */
const COPIED = `(?:${SP}\\.${SP}(?:to_string|into|to_owned|clone)${SP}\\(${SP}\\)){0,2}`;
const CONVERSIONS = new Set(['into', 'to_string', 'to_owned', 'clone']);
const SCHEMA_FIELDS = new Set(['input_schema', 'inputSchema', 'schema']);
const MAX_LISTER = 4_096;
const CRATES = new WeakMap<Workspace, Map<string, RegistryCalls | undefined>>();

export interface RegistryCalls {
  server: HandRolled;
  /** How many arguments a call of `register` takes. */
  arity: number;
  /** Whether `list_tools` hands the registered schema on unchanged. */
  schema: boolean;
  at: readonly string[];
}

/** What the crate of the file at `path` proves of its registry's `register` calls, when the file makes one; else undefined. */
export function registryCalls(text: string, path: string, workspace: Workspace | undefined): RegistryCalls | undefined {
  if (!CALLED.test(text) || text.includes('rmcp')) return undefined;
  const crate = crateOf(path, workspace);
  if (crate === undefined || !workspace) return undefined;
  return perCrate(CRATES, workspace, crate, () => prove(workspace, crate));
}

function prove(workspace: Workspace, crate: string): RegistryCalls | undefined {
  let registry: { arity: number; schema: boolean; at: string } | undefined;
  let server: HandRolled | undefined;
  let rewritten = false;
  let methods = 0;
  firstInCrate(workspace, crate, ({ at, text }) => {
    if (text.includes('rmcp')) return undefined;
    // A second `register` method (a prompt registry's) makes a call's receiver matter: not read.
    methods += text.includes('fn register') ? [...text.matchAll(REGISTER_METHOD)].length : 0;
    const tokens = text.includes('fn register') || /\.[ \t]{0,16}(?:name|description)[ \t]{0,16}=(?![=>])/.test(text) ? tokenizeRust(text) : undefined;
    if (!registry && tokens && text.includes('fn list_tools')) registry = registryIn(tokens, text, at);
    server ??= servingFile(at, text);
    rewritten ||= tokens !== undefined && rewritesFields(tokens);
    return rewritten || methods > 1 ? true : undefined;
  });
  return registry && server && !rewritten && methods === 1
    ? { server, arity: registry.arity, schema: registry.schema, at: [registry.at, server.at] }
    : undefined;
}

/** The file's `fn register(&mut self, name, description, schema, …)` that stores the three, and the `list_tools` that writes them. */
function registryIn(tokens: readonly RsToken[], text: string, at: string): { arity: number; schema: boolean; at: string } | undefined {
  const pairs = bracketPairs(tokens);
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  for (let i = 0; i + 6 < tokens.length; i++) {
    if (!(is(i, 'fn') && is(i + 1, 'register'))) continue;
    let paren = i + 2;
    // Past generics: `fn register<F, Fut>(`.
    if (op(paren, '<')) while (paren < tokens.length && paren - i < 64 && !op(paren, '(')) paren++;
    if (!op(paren, '(') || !(op(paren + 1, '&') && is(paren + 2, 'mut') && is(paren + 3, 'self') && op(paren + 4, ','))) continue;
    const names: string[] = [];
    for (let k = paren + 5; k < pairs[paren]; k++) {
      if (op(k, '(') || op(k, '[') || op(k, '{')) k = pairs[k];
      else if (tokens[k].kind === 'name' && op(k + 1, ':') && !op(k + 2, ':') && (k === paren + 5 || op(k - 1, ','))) names.push(tokens[k].text as string);
    }
    let open = pairs[paren] + 1;
    while (open < tokens.length && !op(open, '{') && !op(open, ';')) open = op(open, '(') || op(open, '[') ? pairs[open] + 1 : open + 1;
    if (names.length < 3 || !op(open, '{')) continue;
    const field = storedSchema(open, names);
    if (field === undefined) continue;
    const list = text.indexOf('fn list_tools');
    const lister = text.slice(list, list + MAX_LISTER);
    const mapped = new RegExp(
      `"name"${SP}:${SP}([A-Za-z_][A-Za-z0-9_]{0,63})${SP}\\.${SP}name\\b${COPIED}${SP},[\\s\\S]{0,256}?"description"${SP}:${SP}\\1${SP}\\.${SP}description\\b${COPIED}${SP}[,}]`,
    ).exec(lister);
    if (!mapped) continue;
    const schema = new RegExp(`"inputSchema"${SP}:${SP}${mapped[1]}${SP}\\.${SP}${field}\\b${COPIED}${SP}[,}]`).test(lister);
    return { arity: names.length, schema, at };
  }
  return undefined;

  /** In the body at `open`, the struct literal storing the three parameters as `name`, `description` and a schema field: that field. */
  function storedSchema(open: number, names: string[]): string | undefined {
    for (let j = open + 1; j < pairs[open]; j++) {
      if (!(tokens[j].kind === 'name' && op(j + 1, '{'))) continue;
      const given = new Map<string, string>();
      for (let k = j + 2; k < pairs[j + 1]; ) {
        let end = k;
        while (end < pairs[j + 1] && !op(end, ',')) end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
        const key = tokens[k].text as string;
        if (tokens[k].kind === 'name' && end === k + 1) given.set(key, key);
        else if (tokens[k].kind === 'name' && op(k + 1, ':') && tokens[k + 2]?.kind === 'name') {
          let copy = k + 3;
          while (copy < end && op(copy, '.') && CONVERSIONS.has(tokens[copy + 1]?.text as string) && op(copy + 2, '(') && op(copy + 3, ')')) copy += 4;
          if (copy === end) given.set(key, tokens[k + 2].text as string);
        }
        k = end + 1;
      }
      const schema = [...given].find(([key, param]) => SCHEMA_FIELDS.has(key) && param === names[2])?.[0];
      if (given.get('name') === names[0] && given.get('description') === names[1] && schema !== undefined) return schema;
    }
    return undefined;
  }
}

/** Reads the file's `.register(…)` calls of the method's arity into `out`. */
export function readRegistryCalls({ tokens, pairs, proof, value, written, skipped, drawsOn }: ProvedCallsInput<RegistryCalls>, out: Extracted): void {
  const { tools, names, unread, spans } = out;
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  const place = placer(tokens, spans);
  const { json } = jsonReader(tokens, pairs, out);
  let read = false;
  for (let i = 1; i + 2 < tokens.length; i++) {
    if (!(op(i - 1, '.') && is(i, 'register') && op(i + 1, '(')) || skipped(i)) continue;
    const open = i + 1;
    const args: [number, number][] = [];
    for (let j = open + 1; j < pairs[open]; ) {
      let end = j;
      // A closure's parameters (`move |client, params| …`) are one argument's.
      if (is(end, 'move')) end++;
      if (op(end, '|')) {
        end++;
        while (end < pairs[open] && !op(end, '|')) end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
        end++;
      }
      while (end < pairs[open] && !op(end, ',')) end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
      if (end > j) args.push([j, end]);
      j = end + 1;
    }
    // Another method of that name (another arity) is no call of the registry's.
    if (args.length !== proof.arity) continue;
    const start = tokens[i - 2]?.kind === 'name' ? i - 2 : i;
    i = pairs[open];
    const pointer = joinPointer('/tools', String(tools.length));
    const name = value(args[0][0], args[0][1], joinPointer(pointer, 'name'));
    if (typeof name !== 'string') {
      unread.push({ start: tokens[args[0][0]].start, what: 'a tool registration' });
      continue;
    }
    const tool: Record<string, unknown> = { name };
    const description = value(args[1][0], args[1][1], joinPointer(pointer, 'description'));
    if (typeof description === 'string') tool.description = description;
    else unread.push({ start: tokens[args[1][0]].start, what: "the tool's description", pointer: joinPointer(pointer, 'description') });
    let call = args[2][0];
    while (tokens[call]?.kind === 'name' && op(call + 1, ':') && op(call + 2, ':')) call += 3;
    const whole = is(call, 'json') && op(call + 1, '!') && op(call + 2, '(') && pairs[call + 2] + 1 === args[2][1] && pairs[call + 3] + 1 === pairs[call + 2];
    const schema = proof.schema && whole ? json(call + 3, joinPointer(pointer, 'inputSchema'), undefined, 0) : UNKNOWN;
    if (schema !== UNKNOWN && typeof schema === 'object') tool.inputSchema = schema;
    else {
      tool.inputSchema = { type: 'object' };
      unread.push({ start: tokens[args[2][0]].start, what: "the tool's inputSchema", pointer: joinPointer(pointer, 'inputSchema') });
    }
    place(pointer, start, pairs[open]);
    tools.push(tool);
    names.push(tokens[written(args[0][0], args[0][1])].start);
    read = true;
  }
  if (read) for (const at of proof.at) drawsOn?.(at);
}
