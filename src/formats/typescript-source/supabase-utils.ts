/**
 * Supabase's `@supabase/mcp-utils`: `createMcpServer({ name, version, tools: { list_tables: tool({ description,
 * annotations, parameters, outputSchema, execute }) } })` serves a record of tools keyed by name. Its tools/list
 * handler answers `Object.entries(tools).map(([name, tool]) => ({ name, description, annotations, inputSchema:
 * z.toJSONSchema(tool.parameters) }))`, a description written as a function called first; `tool(def)` returns
 * `def` as it is (packages/mcp-utils/src/server.ts 0.4.0, src/tool-handlers.ts later,
 * github.com/supabase-community/supabase-mcp). So the record's key is the MCP name and the description, annotations
 * and zod `parameters` are read as written, where the record is written in the call (or a same-file constant):
 * `tools` as a function of its own (`tools: async () => { … }`) builds it at run time. `outputSchema` is listed
 * only by later releases, and then by the request's context: not read. Later releases also list no tool
 * `hidden: true` (never listed, so not read), filter by `visible(ctx)` (listed on some paths) and let a
 * `policy` rewrite the input schema (not statically known).
 */
import type * as TS from 'typescript';
import type { Typescript } from './values.js';

export const SUPABASE_UTILS = '@supabase/mcp-utils';
/** A tool definition's keys read, and its zod schema's key. */
export const SUPABASE_KEYS = ['description', 'annotations', 'parameters'];
export const SUPABASE_SCHEMAS: Readonly<Partial<Record<string, string>>> = { parameters: 'inputSchema' };

/** The local names a module imports `createMcpServer` and `tool` of @supabase/mcp-utils as. */
export interface SupabaseImports {
  servers: Set<string>;
  tools: Set<string>;
}

/** One entry of the record: its key (the tool's name), its definition, and whether it is listed always, on some paths, or never. */
export interface KeyedTool {
  key: TS.Identifier | TS.StringLiteral;
  definition: TS.Expression;
  listed: 'always' | 'sometimes' | 'never';
  /** A `policy` that may rewrite its input schema. */
  policy?: TS.Node;
}

/** What `createMcpServer(…)` serves: its record's entries, and what of it is not statically known. */
export interface ServedRecord {
  tools: KeyedTool[];
  unread: { node: TS.Node; what: string }[];
}

/** The names a module imports of @supabase/mcp-utils, when it imports `createMcpServer` (not as a type). */
export function supabaseImports(ts: Typescript, file: TS.SourceFile): SupabaseImports | undefined {
  const out: SupabaseImports = { servers: new Set(), tools: new Set() };
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== SUPABASE_UTILS) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings) || statement.importClause?.isTypeOnly) continue;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (element.isTypeOnly) continue;
      if (imported === 'createMcpServer') out.servers.add(element.name.text);
      else if (imported === 'tool') out.tools.add(element.name.text);
    }
  }
  return out.servers.size > 0 ? out : undefined;
}

/**
 * The record `createMcpServer({ tools })` serves, when the call is one: each entry `key: tool({ … })` or `key: { … }`
 * (or a shorthand `key`), its definition as `resolve` finds it. A spread, a computed key, or `tools` not an object
 * literal is not statically known.
 */
export function servedRecord(
  ts: Typescript,
  call: TS.CallExpression,
  imports: SupabaseImports,
  resolve: (node: TS.Expression) => TS.Expression,
): ServedRecord | undefined {
  if (!ts.isIdentifier(call.expression) || !imports.servers.has(call.expression.text) || call.arguments.length !== 1) return undefined;
  const options = resolve(call.arguments[0]);
  if (!ts.isObjectLiteralExpression(options)) return { tools: [], unread: [{ node: call.arguments[0], what: "the server's tools" }] };
  const property = options.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'tools');
  if (!property) return options.properties.some(ts.isSpreadAssignment) ? { tools: [], unread: [{ node: options, what: "the server's tools" }] } : undefined;
  const value = ts.isPropertyAssignment(property) ? property.initializer : ts.isShorthandPropertyAssignment(property) ? property.name : undefined;
  const record = value && resolve(value);
  if (!record || !ts.isObjectLiteralExpression(record)) return { tools: [], unread: [{ node: value ?? property, what: 'a tool list' }] };
  const out: ServedRecord = { tools: [], unread: [] };
  for (const entry of record.properties) {
    const key = entry.name;
    const written = ts.isPropertyAssignment(entry) ? entry.initializer : ts.isShorthandPropertyAssignment(entry) ? entry.name : undefined;
    if (!written || !key || !(ts.isIdentifier(key) || ts.isStringLiteral(key))) {
      out.unread.push({ node: entry, what: 'a tool' });
      continue;
    }
    const found = resolve(written);
    const definition =
      ts.isCallExpression(found) && ts.isIdentifier(found.expression) && imports.tools.has(found.expression.text) && found.arguments.length === 1
        ? resolve(found.arguments[0])
        : found;
    if (!ts.isObjectLiteralExpression(definition)) {
      out.unread.push({ node: written, what: 'a tool' });
      continue;
    }
    out.tools.push({ key, definition, ...filters(ts, definition) });
  }
  return out;
}

/** Whether a definition is listed (`hidden: true` never; a `hidden` not `false`, or a `visible` filter, on some paths), and its `policy`. */
function filters(ts: Typescript, definition: TS.ObjectLiteralExpression): Pick<KeyedTool, 'listed' | 'policy'> {
  let listed: KeyedTool['listed'] = 'always';
  let policy: TS.Node | undefined;
  for (const property of definition.properties) {
    const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    const value = ts.isPropertyAssignment(property) ? property.initializer : undefined;
    if (name === 'hidden' && value?.kind === ts.SyntaxKind.TrueKeyword) return { listed: 'never' };
    if (name === 'visible' || (name === 'hidden' && value?.kind !== ts.SyntaxKind.FalseKeyword)) listed = 'sometimes';
    if (name === 'policy') policy = property;
  }
  return { listed, ...(policy ? { policy } : {}) };
}
