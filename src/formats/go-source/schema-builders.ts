/**
 * A package function that builds a go-sdk schema from its parameters, as github/github-mcp-server writes the
 * `fields` parameter its tools share:
 *
 *   func fieldsSchemaProperty(description string, enum []any) *jsonschema.Schema {
 *     return &jsonschema.Schema{Type: "array", Description: description, Items: &jsonschema.Schema{Type: "string", Enum: enum}}
 *   }
 *   var listIssuesItemFieldEnum = []any{"number", "title", …}
 *   schema.Properties["fields"] = fieldsSchemaProperty("Subset of fields …", listIssuesItemFieldEnum)
 *
 * A builder's body is nothing but `return` of one schema literal whose values are literals or its parameters
 * (jsonschema-literal.ts reads it); at a call, each parameter stands for its argument: a scalar extract.ts's
 * `value` reads (a literal, a constant), or a package variable holding a list of literals that the package
 * uses nowhere but as an argument of its builders' calls (so nothing changes it). A call with any other
 * argument is not read. Plain token tests over the package's files (schema-edits.ts gathers them).
 */
import { type Read, UNKNOWN } from '../source/extracted.js';
import { type Func, functionsOf, type ParsedFile, reader } from './functions.js';
import { schemaLiteral } from './jsonschema-literal.js';
import type { GoToken } from './tokens.js';

/** A package's schema builder: its parameters by name and the `&` of the schema literal its body returns. */
export interface SchemaBuilder {
  params: readonly string[];
  file: ParsedFile;
  literal: number;
  alias: string;
  /** The package's list variables its calls may be given, with their items. */
  lists: ReadonlyMap<string, readonly unknown[]>;
}

/** The package's schema builders by name, from its parsed files, each with the jsonschema alias it writes. */
export function schemaBuilders(files: readonly { file: ParsedFile; alias: string }[]): Map<string, SchemaBuilder> {
  const found = new Map<string, { fn: Func; literal: number; alias: string }>();
  for (const { file, alias } of files)
    for (const fn of functionsOf(file)) {
      const literal = returnedLiteral(fn, alias);
      if (literal !== undefined && !fn.receiver && fn.params.length > 0 && !fn.params.some((p) => p.variadic)) found.set(fn.name, { fn, literal, alias });
    }
  if (found.size === 0) return new Map();
  const lists = builderLists(
    files.map((f) => f.file),
    new Set(found.keys()),
  );
  return new Map([...found].map(([name, { fn, literal, alias }]) => [name, { params: fn.params.map((p) => p.name), file: fn.file, literal, alias, lists }]));
}

/**
 * The schema a builder's call makes, its arguments at `args` (each one's first token in the caller's
 * tokens) read by `value` (scalars) or naming one of its lists; UNKNOWN when any is not statically known.
 */
export function builtSchema(builder: SchemaBuilder, callerTokens: readonly GoToken[], args: readonly number[], value: (i: number) => Read): Read {
  if (args.length !== builder.params.length) return UNKNOWN;
  const given = new Map<string, Read>();
  for (const [n, at] of args.entries()) {
    const t = callerTokens[at];
    const list = t?.kind === 'name' ? builder.lists.get(t.text as string) : undefined;
    const read = list ?? value(at);
    if (read === UNKNOWN) return UNKNOWN;
    given.set(builder.params[n], read);
  }
  const { tokens, pairs } = builder.file;
  const { op } = reader(tokens);
  const skip = (i: number) => {
    for (; i < tokens.length; i++) {
      if (op(i, '(') || op(i, '[') || op(i, '{')) i = pairs[i];
      else if (op(i, ')') || op(i, ']') || op(i, '}') || op(i, ',') || op(i, ':')) return i;
    }
    return i;
  };
  let unknown = false;
  const read = schemaLiteral(builder.alias, {
    tokens,
    pairs,
    skip,
    // A parameter alone is its argument; a literal scalar is itself.
    value: (i) => {
      const t = tokens[i];
      if (skip(i) !== i + 1 || t === undefined) return UNKNOWN;
      if (t.kind === 'name') return given.get(t.text as string) ?? (t.text === 'true' || t.text === 'false' ? t.text === 'true' : UNKNOWN);
      if (t.kind === 'string' && t.text !== undefined) return t.text;
      return t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.text ?? '') ? Number(t.text) : UNKNOWN;
    },
    place: () => {},
    unknown: () => {
      unknown = true;
    },
    forget: () => {},
  })(builder.literal, '');
  return unknown ? UNKNOWN : read;
}

/** The `&` of `return &alias.Schema{…}` when that is the whole body of `fn`, which returns `*alias.Schema`. */
function returnedLiteral(fn: Func, alias: string): number | undefined {
  const { tokens, pairs } = fn.file;
  const { op, is } = reader(tokens);
  const close = pairs[fn.body];
  const at = fn.body + 2;
  const result = fn.body - 4;
  const typed = op(result, '*') && is(result + 1, alias) && op(result + 2, '.') && is(result + 3, 'Schema') && op(result - 1, ')');
  const literal = is(fn.body + 1, 'return') && op(at, '&') && is(at + 1, alias) && op(at + 2, '.') && is(at + 3, 'Schema') && op(at + 4, '{');
  return typed && literal && pairs[at + 4] + 1 === close ? at : undefined;
}

/**
 * The package's variables `var X = []any{"a", …}` (or `[]string`, `[]interface{}`) of literals alone, each
 * declared once and otherwise named only as a whole argument of a call of one of `builders`.
 */
function builderLists(files: readonly ParsedFile[], builders: ReadonlySet<string>): Map<string, readonly unknown[]> {
  const declared = new Map<string, { items: unknown[]; at: number; file: ParsedFile }>();
  const twice = new Set<string>();
  for (const file of files) {
    const { tokens, pairs } = file;
    const { op, is } = reader(tokens);
    for (let i = 0; i + 5 < tokens.length; i++) {
      if (!is(i, 'var') || tokens[i + 1]?.kind !== 'name' || !op(i + 2, '=') || !op(i + 3, '[') || !op(i + 4, ']')) continue;
      const name = tokens[i + 1].text as string;
      const brace = is(i + 5, 'interface') && op(i + 6, '{') && op(i + 7, '}') ? i + 8 : is(i + 5, 'any') || is(i + 5, 'string') ? i + 6 : -1;
      if (brace === -1 || !op(brace, '{')) continue;
      const items: unknown[] = [];
      let plain = true;
      for (let j = brace + 1; j < pairs[brace] && plain; j += 2) {
        const t = tokens[j];
        plain = (t.kind === 'string' || (t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.text ?? ''))) && (op(j + 1, ',') || j + 1 === pairs[brace]);
        if (plain) items.push(t.kind === 'string' ? t.text : Number(t.text));
      }
      if (declared.has(name)) twice.add(name);
      if (plain && items.length > 0) declared.set(name, { items, at: i + 1, file });
    }
  }
  const out = new Map<string, readonly unknown[]>();
  for (const [name, { items, at, file: home }] of declared) {
    if (twice.has(name)) continue;
    let passed = true;
    for (const file of files) {
      const { tokens, pairs } = file;
      const { op } = reader(tokens);
      for (let j = 0; j < tokens.length && passed; j++) {
        if (tokens[j].kind !== 'name' || tokens[j].text !== name || (file === home && j === at)) continue;
        // A whole argument: `(`/`,` before, `,`/`)` after, in the parentheses of a builder's call.
        let open = j - 1;
        while (open > 0 && !((op(open, '(') || op(open, '[') || op(open, '{')) && pairs[open] > j)) open--;
        const callee = tokens[open - 1];
        passed =
          (op(j - 1, '(') || op(j - 1, ',')) &&
          (op(j + 1, ',') || op(j + 1, ')')) &&
          op(open, '(') &&
          callee?.kind === 'name' &&
          builders.has(callee.text as string) &&
          !op(open - 2, '.');
      }
    }
    if (passed) out.set(name, items);
  }
  return out;
}
