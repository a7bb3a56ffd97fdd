/**
 * A go-sdk tool's input schema made as a `jsonschema.Schema` literal and then edited before the tool is made,
 * as github/github-mcp-server writes most of its schemas:
 *
 *   schema := &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{…}}
 *   schema.Properties["after"] = &jsonschema.Schema{Type: "string", Description: "…"}
 *   schema.Required = append(schema.Required, "owner")
 *   WithPagination(schema)
 *   return NewTool(…, mcp.Tool{Name: "list_x", InputSchema: schema}, …)
 *
 * or `InputSchema: WithPagination(&jsonschema.Schema{…})`. The edits are read only when they are plain: the
 * local declared once, by a statement of the function's own block, and every other use of it such a
 * statement before the tool's literal (no branch, no loop, no use after it): a property set to a schema
 * literal (or a schema builder's call, schema-builders.ts), a text of a property set before given a literal
 * (`schema.Properties["page"].Description = "…"`), `Required` appended literal names, or the local given to
 * a schema helper. The same straight-line body of a function literal called in place is read alike
 * (schema-closures.ts). A schema helper is a
 * function of the file's own package taking only the schema, whose body is nothing but such statements on
 * its parameter and `return` of it (`func WithPagination(schema *jsonschema.Schema) *jsonschema.Schema`):
 * its edits are read there, with literal values alone, and placed at its call. Anything else (a property
 * made by a call, an edit in an `if`, a helper that reads anything else) keeps the schema not statically known.
 */
import { joinPointer } from '../../util/pointer.js';
import { type Read, UNKNOWN } from '../source/extracted.js';
import { bracketPairs } from '../source/tokens.js';
import type { Workspace } from '../types.js';
import { type Func, functionsOf, type ParsedFile, reader, uses } from './functions.js';
import { jsonschemaAlias, STRINGS, type SchemaLiteralInput, schemaLiteral } from './jsonschema-literal.js';
import { builtSchema, type SchemaBuilder, schemaBuilders } from './schema-builders.js';
import { schemaClosure, startsLine } from './schema-closures.js';
import { goFiles } from './spec-helpers.js';
import { type GoToken, goTokens } from './tokens.js';

/** One plain edit of a schema: a property set to a schema, a text of a property set, or names appended to `required`. */
export type SchemaEdit =
  | { property: string; schema: Record<string, unknown> }
  | { property: string; field: string; text: string }
  | { required: readonly string[] };
/** The schema helpers of a package by name, each with the edits its body makes, and its schema builders (schema-builders.ts). */
export type SchemaHelpers = ReadonlyMap<string, readonly SchemaEdit[] | SchemaBuilder>;

const HELPERS = new WeakMap<Workspace, Map<string, SchemaHelpers>>();
const MAX_FOLDERS = 256;
/** Helpers nested in a call read at most (`WithA(WithB(&jsonschema.Schema{…}))`). */
const MAX_NESTED = 8;

/** The schema helpers of the package of the file at `path` (its own text when no workspace is given). */
export function schemaHelpers(text: string, path: string, workspace: Workspace | undefined): SchemaHelpers | undefined {
  if (jsonschemaAlias(text) === undefined) return undefined;
  const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  if (!workspace) return helpersIn([[path, text]]);
  let folders = workspace.stable ? HELPERS.get(workspace) : undefined;
  const known = folders?.get(folder);
  if (known) return known.size > 0 ? known : undefined;
  const found = helpersIn([...goFiles(workspace, folder)]);
  if (workspace.stable) {
    if (!folders) HELPERS.set(workspace, (folders = new Map()));
    if (folders.size >= MAX_FOLDERS) folders.clear();
    folders.set(folder, found);
  }
  return found.size > 0 ? found : undefined;
}

function helpersIn(files: readonly [string, string][]): Map<string, readonly SchemaEdit[] | SchemaBuilder> {
  const found = new Map<string, readonly SchemaEdit[] | SchemaBuilder>();
  const parsed: { file: ParsedFile; alias: string }[] = [];
  for (const [at, text] of files) {
    const alias = jsonschemaAlias(text);
    if (alias === undefined || !text.includes(`*${alias}.Schema`)) continue;
    const tokens = goTokens(text);
    const pairs = bracketPairs(tokens);
    parsed.push({ file: { at, text, tokens, pairs }, alias });
    for (const fn of functionsOf({ at, text, tokens, pairs })) {
      const [param, ...more] = fn.params;
      if (fn.receiver || !param || more.length > 0 || param.variadic || param.type !== `*${alias}.Schema`) continue;
      const edits = helperEdits(fn, param.name, alias);
      if (edits) found.set(fn.name, edits);
    }
  }
  for (const [name, builder] of schemaBuilders(parsed)) if (!found.has(name)) found.set(name, builder);
  return found;
}

/** The edits the body of `fn` makes to its parameter `p`, when it is nothing but plain edits and `return p`. */
function helperEdits(fn: Func, p: string, alias: string): SchemaEdit[] | undefined {
  const { tokens, pairs, text } = fn.file;
  const { is } = reader(tokens);
  const skip = skipper(tokens, pairs);
  const close = pairs[fn.body];
  let unknown = false;
  const input: SchemaLiteralInput = {
    tokens,
    pairs,
    value: (i) => plainValue(tokens, i, skip),
    skip,
    place: () => {},
    unknown: () => {
      unknown = true;
    },
    forget: () => {},
  };
  const edits: SchemaEdit[] = [];
  for (let j = fn.body + 1; j < close; ) {
    if (!startsLine(text, tokens[j].start)) return undefined;
    if (is(j, 'return') && is(j + 1, p) && j + 2 === close) return edits;
    const edit = plainEdit(
      tokens,
      pairs,
      j,
      p,
      alias,
      (at, end) => {
        const read = schemaLiteral(alias, { ...input, skip: (k) => Math.min(skip(k), end) })(at, '');
        return unknown || read === UNKNOWN ? UNKNOWN : read;
      },
      (at) => plainValue(tokens, at, skip),
    );
    if (!edit || (edit.end < close && !startsLine(text, tokens[edit.end].start))) return undefined;
    edits.push(edit.edit);
    j = edit.end;
  }
  return edits;
}

/**
 * The plain edit of `v` written at `j`: `v.Properties["k"] = &jsonschema.Schema{…}` (read by `literal`, given
 * the literal's first token and the index after it, or a builder's call read by `built`), `v.Properties["k"].Description
 * = "…"` (the value read by `scalar`, given its first token and the field's JSON name) or `v.Required = append(v.Required,
 * "a", …)`; with the index after it, or undefined.
 */
function plainEdit(
  tokens: readonly GoToken[],
  pairs: Int32Array,
  j: number,
  v: string,
  alias: string,
  literal: (at: number, end: number) => Read,
  scalar: (at: number, key: string) => Read,
  built?: (at: number) => { read: Read; end: number } | undefined,
): { edit: SchemaEdit; end: number } | undefined {
  const { op, is } = reader(tokens);
  if (!is(j, v) || !op(j + 1, '.')) return undefined;
  const field = tokens[j + 7]?.kind === 'name' && Object.hasOwn(STRINGS, tokens[j + 7].text as string) ? STRINGS[tokens[j + 7].text as string] : undefined;
  if (is(j + 2, 'Properties') && op(j + 3, '[') && tokens[j + 4]?.kind === 'string' && op(j + 5, ']') && op(j + 6, '.') && field && op(j + 8, '=')) {
    // A string literal, or strings joined with `+`.
    let end = j + 10;
    while (op(end, '+') && tokens[end + 1]?.kind === 'string') end += 2;
    const read = tokens[j + 9]?.kind === 'string' ? scalar(j + 9, field) : UNKNOWN;
    return typeof read === 'string' ? { edit: { property: tokens[j + 4].text as string, field, text: read }, end } : undefined;
  }
  if (is(j + 2, 'Properties') && op(j + 3, '[') && tokens[j + 4]?.kind === 'string' && op(j + 5, ']') && op(j + 6, '=')) {
    const at = j + 7;
    const brace = op(at, '&') && is(at + 1, alias) && op(at + 2, '.') && is(at + 3, 'Schema') && op(at + 4, '{') ? at + 4 : -1;
    const call = brace === -1 ? built?.(at) : undefined;
    if (call && call.read !== UNKNOWN && typeof call.read === 'object' && call.read !== null)
      return { edit: { property: tokens[j + 4].text as string, schema: call.read as Record<string, unknown> }, end: call.end };
    if (brace === -1) return undefined;
    const read = literal(at, pairs[brace] + 1);
    if (read === UNKNOWN || typeof read !== 'object' || read === null) return undefined;
    return { edit: { property: tokens[j + 4].text as string, schema: read as Record<string, unknown> }, end: pairs[brace] + 1 };
  }
  if (is(j + 2, 'Required') && op(j + 3, '=') && is(j + 4, 'append') && op(j + 5, '(') && is(j + 6, v) && op(j + 7, '.') && is(j + 8, 'Required')) {
    const names: string[] = [];
    for (let k = j + 9; k < pairs[j + 5]; k += 2) {
      if (!op(k, ',')) return undefined;
      // A list written one name a line ends in a comma.
      if (k + 1 === pairs[j + 5]) break;
      if (tokens[k + 1]?.kind !== 'string') return undefined;
      names.push(tokens[k + 1].text as string);
    }
    return names.length > 0 ? { edit: { required: names }, end: pairs[j + 5] + 1 } : undefined;
  }
  return undefined;
}

export interface EditedSchemaInput extends SchemaLiteralInput {
  text: string;
  alias: string;
  helpers: SchemaHelpers | undefined;
}

/**
 * A reader of the edited schema an `InputSchema` is given at `i` (a local, or a helper's call) as JSON placed
 * under `pointer`, or UNKNOWN.
 */
export function editedSchemas(input: EditedSchemaInput): (i: number, pointer: string) => Read {
  const { text, tokens, pairs, alias, helpers, skip, place } = input;
  const { op, is } = reader(tokens);
  let functions: Func[] | undefined;
  /** The schema literal in tokens [at, end) read whole, or UNKNOWN. */
  const literal = (at: number, end: number, pointer: string): Read => {
    const brace = op(at, '&') && is(at + 1, alias) && op(at + 2, '.') && is(at + 3, 'Schema') && op(at + 4, '{') ? at + 4 : -1;
    if (brace === -1 || pairs[brace] + 1 !== end) return UNKNOWN;
    return schemaLiteral(alias, { ...input, skip: (k) => Math.min(skip(k), end) })(at, pointer);
  };
  /** A helper's call `F(x)` at `i`, ending at `end`: `x` (a literal, or another such call) edited as the helper does. */
  const helped = (i: number, end: number, pointer: string, depth: number): Read => {
    const edits =
      tokens[i]?.kind === 'name' && !op(i - 1, '.') && op(i + 1, '(') && pairs[i + 1] + 1 === end ? helpers?.get(tokens[i].text as string) : undefined;
    if (!edits || 'params' in edits || depth > MAX_NESTED) return UNKNOWN;
    const close = pairs[i + 1];
    const inner = Math.min(skip(i + 2), close);
    if (inner !== close && !(op(inner, ',') && inner + 1 === close)) return UNKNOWN;
    const base = literal(i + 2, inner, pointer);
    const read = base === UNKNOWN ? helped(i + 2, inner, pointer, depth + 1) : base;
    return read === UNKNOWN ? UNKNOWN : applied(read, edits, pointer, [i, close]);
  };
  /** `schema` with `edits` made; a helper's properties placed at its call's tokens `at`. */
  const applied = (schema: Read, edits: readonly SchemaEdit[], pointer: string, at?: [number, number]): Read => {
    if (typeof schema !== 'object' || schema === null) return UNKNOWN;
    let out = schema as Record<string, unknown>;
    for (const edit of edits) {
      const properties = out.properties as Record<string, unknown> | undefined;
      if ('field' in edit) {
        // A property never set is a nil pointer the assignment panics on.
        const before = properties?.[edit.property];
        if (typeof before !== 'object' || before === null || !Object.hasOwn(properties as object, edit.property)) return UNKNOWN;
        out = { ...out, properties: { ...properties, [edit.property]: { ...before, [edit.field]: edit.text } } };
        if (at) place(joinPointer(joinPointer(joinPointer(pointer, 'properties'), edit.property), edit.field), at[0], at[1]);
      } else if ('property' in edit) {
        out = { ...out, properties: { ...properties, [edit.property]: edit.schema } };
        if (at) place(joinPointer(joinPointer(pointer, 'properties'), edit.property), at[0], at[1]);
      } else out = { ...out, required: [...((out.required as string[] | undefined) ?? []), ...edit.required] };
    }
    return out;
  };
  /** A schema builder's call `F(a, b)` at `at` (schema-builders.ts): the schema it makes, placed at the call, and the index after it. */
  const built = (at: number, pointer: string): { read: Read; end: number } | undefined => {
    const builder = tokens[at]?.kind === 'name' && !op(at - 1, '.') && op(at + 1, '(') ? helpers?.get(tokens[at].text as string) : undefined;
    if (!builder || !('params' in builder)) return undefined;
    const args: number[] = [];
    for (let k = at + 2; k < pairs[at + 1]; k++) {
      args.push(k);
      k = skip(k);
      if (!op(k, ',') && k !== pairs[at + 1]) return undefined;
    }
    const read = builtSchema(builder, tokens, args, (k) => (skip(k) === k + 1 || tokens[k].kind === 'string' ? input.value(k, pointer) : UNKNOWN));
    if (read !== UNKNOWN) place(pointer, at, pairs[at + 1]);
    return { read, end: pairs[at + 1] + 1 };
  };
  /** Whether the token at `j` starts a statement of the body at `body` itself (in no block), on a line of its own. */
  const statement = (body: number, j: number) => {
    let k = body + 1;
    while (k < j) k = op(k, '{') || op(k, '(') || op(k, '[') ? pairs[k] + 1 : k + 1;
    return k === j && startsLine(text, tokens[j].start);
  };
  /** Whether the statement ending before `end` ends its line. */
  const ends = (fn: Func, end: number) => end === pairs[fn.body] || startsLine(text, tokens[end].start);

  /** A local `v` at `i` of `own` (else of the function around it): its declaration's schema with every plain edit before `i` made. */
  const local = (i: number, pointer: string, own?: Func): Read => {
    const v = tokens[i].text as string;
    functions ??= functionsOf({ at: '', text, tokens, pairs });
    const fn = own ?? functions.find((f) => f.body < i && i < pairs[f.body]);
    if (!fn) return UNKNOWN;
    const used = uses(fn, v);
    const consumed = new Set<number>([i]);
    let base: Read = UNKNOWN;
    let declared = -1;
    const edits: { at: number; to: number; edits: readonly SchemaEdit[]; placed: boolean }[] = [];
    for (const u of used) {
      if (consumed.has(u)) continue;
      if (u > i) return UNKNOWN;
      if (op(u + 1, ':=') && declared === -1 && statement(fn.body, u)) {
        declared = u;
        const at = u + 2;
        const brace = op(at, '&') && is(at + 1, alias) && op(at + 2, '.') && is(at + 3, 'Schema') && op(at + 4, '{') ? at + 4 : -1;
        const end = brace !== -1 ? pairs[brace] + 1 : op(at + 1, '(') ? pairs[at + 1] + 1 : -1;
        if (end === -1 || !ends(fn, end)) return UNKNOWN;
        base = brace !== -1 ? literal(at, end, pointer) : helped(at, end, pointer, 0);
        if (base === UNKNOWN) return UNKNOWN;
        continue;
      }
      // `F(v)` or `v = F(v)`: a helper given the local, a statement of its own.
      const call = op(u - 1, '(') && op(u + 1, ')') ? u - 2 : op(u + 1, '=') && is(u + 4, v) && op(u + 3, '(') && op(u + 5, ')') ? u + 2 : -1;
      const found = call !== -1 && !op(call - 1, '.') ? helpers?.get(tokens[call].text as string) : undefined;
      const helper = found && !('params' in found) ? found : undefined;
      if (helper && statement(fn.body, call === u + 2 ? u : call) && ends(fn, pairs[call + 1] + 1)) {
        consumed.add(call === u + 2 ? u + 4 : u);
        edits.push({ at: call, to: pairs[call + 1], edits: helper, placed: true });
        continue;
      }
      const property = joinPointer(joinPointer(pointer, 'properties'), String(tokens[u + 4]?.text));
      const edit = statement(fn.body, u)
        ? plainEdit(
            tokens,
            pairs,
            u,
            v,
            alias,
            (at, to) => literal(at, to, property),
            (at, key) => input.value(at, joinPointer(property, key)),
            (at) => built(at, property),
          )
        : undefined;
      if (!edit || !ends(fn, edit.end)) return UNKNOWN;
      // `append(v.Required, …)` names the local again.
      if ('required' in edit.edit) consumed.add(u + 6);
      edits.push({ at: u, to: edit.end - 1, edits: [edit.edit], placed: false });
    }
    if (declared === -1 || edits.some((e) => e.at < declared)) return UNKNOWN;
    let out: Read = base;
    for (const edit of edits.sort((a, b) => a.at - b.at)) out = applied(out, edit.edits, pointer, edit.placed ? [edit.at, edit.to] : undefined);
    return out;
  };

  return (i, pointer) => {
    if (tokens[i]?.kind !== 'name') return UNKNOWN;
    const end = skip(i);
    if (end === i + 1) return local(i, pointer);
    const closure = schemaClosure({ at: '', text, tokens, pairs }, alias, i, end);
    if (closure) return local(closure.returned, pointer, closure.fn);
    return helped(i, end, pointer, 0);
  };
}

/** A literal scalar at `i` alone: a string, a number, `true` or `false`. */
function plainValue(tokens: readonly GoToken[], i: number, skip: (i: number) => number): Read {
  const t = tokens[i];
  if (!t || skip(i) !== i + 1) return UNKNOWN;
  if (t.kind === 'string' && t.text !== undefined) return t.text;
  if (t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.text ?? '')) return Number(t.text);
  if (t.kind === 'name' && (t.text === 'true' || t.text === 'false')) return t.text === 'true';
  return UNKNOWN;
}

/** The index after the expression at `i`: at a `,`, a `:`, an `=` or a closing bracket at its depth. */
function skipper(tokens: readonly GoToken[], pairs: Int32Array): (i: number) => number {
  return (i) => {
    for (; i < tokens.length; i++) {
      const t = tokens[i];
      if (t.kind !== 'op') continue;
      if (t.text === '(' || t.text === '[' || t.text === '{') i = pairs[i];
      else if (t.text === ')' || t.text === ']' || t.text === '}' || t.text === ',' || t.text === ':' || t.text === '=' || t.text === ':=') return i;
    }
    return i;
  };
}
