/**
 * Frameworks whose server is handed a record of tools keyed by name, each key the MCP tool's name:
 * - Supabase's `@supabase/mcp-utils`: `createMcpServer({ name, version, tools: { list_tables: tool({ description,
 *   annotations, parameters, outputSchema, execute }) } })`. Its tools/list handler answers
 *   `Object.entries(tools).map(([name, tool]) => ({ name, description, annotations, inputSchema:
 *   z.toJSONSchema(tool.parameters) }))`, a description written as a function called first; `tool(def)` returns
 *   `def` as it is (packages/mcp-utils/src/server.ts 0.4.0, src/tool-handlers.ts later,
 *   github.com/supabase-community/supabase-mcp). `outputSchema` is listed only by later releases, and then by the
 *   request's context: not read. Later releases list no tool `hidden: true` (so not read), filter by
 *   `visible(ctx)` (listed on some paths) and let a `policy` rewrite the input schema (not statically known).
 * - Mastra's `@mastra/mcp`: `new MCPServer({ name, version, tools: { getWeather: createTool({ id, description,
 *   inputSchema, execute }) } })`. Its `convertTools` names each tool by its key (`id` is not the name), the
 *   description and zod `inputSchema` as `createTool` keeps them, and its tools/list handler answers `{ name,
 *   description, inputSchema }` (packages/mcp/src/server/server.ts; "keys are tool names", docs reference
 *   tools/mcp-server.mdx, github.com/mastra-ai/mastra). Later releases add the `outputSchema`, and a tool's
 *   `mcp: { annotations }`: neither is read, so annotations there are not statically known. Its `agents` and
 *   `workflows` become tools `ask_<key>` and `run_<key>` described by the agent or workflow object: not read.
 * Read where the record is written in the call (or a same-file constant) and each entry's definition is an
 * object literal, bare or handed to the framework's builder: a record built at run time (`tools: async () =>
 * {…}`, `tools: makeTools()`), an entry spread in or with a computed key, or a definition imported from another
 * module is not statically known.
 */
import type * as TS from 'typescript';
import type { Typescript } from './values.js';

/** A framework of keyed records: where its server and builder come from, and what of a definition it lists. */
export interface KeyedFramework {
  /** The server's module and export, and whether it is a class (`new MCPServer(…)`) or a function. */
  server: { module: string; name: string; constructed: boolean };
  /** The builder returning a definition as written, by the modules it is exported from. */
  builder: { modules: readonly string[]; name: string };
  /** A definition's keys read, and its zod schema's key. */
  keys: readonly string[];
  schemas: Readonly<Partial<Record<string, string>>>;
  /** The options' other records whose entries become tools under names and texts made at run time. */
  derived: readonly string[];
  /** A definition's key that may make its annotations other than written (Mastra's `mcp`). */
  annotates?: string;
}

const SUPABASE: KeyedFramework = {
  server: { module: '@supabase/mcp-utils', name: 'createMcpServer', constructed: false },
  builder: { modules: ['@supabase/mcp-utils'], name: 'tool' },
  keys: ['description', 'annotations', 'parameters'],
  schemas: { parameters: 'inputSchema' },
  derived: [],
};
const MASTRA: KeyedFramework = {
  server: { module: '@mastra/mcp', name: 'MCPServer', constructed: true },
  builder: { modules: ['@mastra/core/tools', '@mastra/core'], name: 'createTool' },
  keys: ['description', 'inputSchema'],
  schemas: { inputSchema: 'inputSchema' },
  derived: ['agents', 'workflows'],
  annotates: 'mcp',
};
const FRAMEWORKS = [SUPABASE, MASTRA];

/** Whether a module's text may make a server of these frameworks (info.ts): its module and server's names. */
export const namesKeyedServer = (text: string): boolean =>
  FRAMEWORKS.some(({ server }) => text.includes(server.name) && (text.includes(`'${server.module}'`) || text.includes(`"${server.module}"`)));

/** The builders a module imports (not as types), by local name, with their framework. */
export function keyedBuilders(ts: Typescript, file: TS.SourceFile): Map<string, KeyedFramework> {
  const out = new Map<string, KeyedFramework>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.importClause?.isTypeOnly) continue;
    const module = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const framework = FRAMEWORKS.find(({ builder }) => builder.modules.includes(module) && builder.name === (element.propertyName ?? element.name).text);
      if (framework && !element.isTypeOnly) out.set(element.name.text, framework);
    }
  }
  return out;
}

/** The builders' modules, as a module's text names them (keyed-imports.ts). */
export const namesKeyedBuilder = (text: string): boolean =>
  FRAMEWORKS.some(({ builder }) => text.includes(builder.name) && builder.modules.some((m) => text.includes(`'${m}'`) || text.includes(`"${m}"`)));

/** The framework a module imports a server of, with the local names of its server and builder. */
export interface KeyedImports {
  framework: KeyedFramework;
  servers: Set<string>;
  builders: Set<string>;
}

/** One entry of the record: its key (the tool's name), its definition, and whether it is listed always, on some paths, or never. */
export interface KeyedTool {
  key: TS.Identifier | TS.StringLiteral;
  definition: TS.ObjectLiteralExpression;
  listed: 'always' | 'sometimes' | 'never';
  /** A key of the definition making a listed part other than written (a `policy`, Mastra's `mcp`), by the part. */
  unknown: { node: TS.Node; part: string }[];
}

/** What a server call serves: its record's entries, and what of it is not statically known. */
export interface ServedRecord {
  framework: KeyedFramework;
  tools: KeyedTool[];
  unread: { node: TS.Node; what: string }[];
  /** The entries holding a name of the module's own under that name (`{ weatherTool }`): another module's export, maybe (keyed-imports.ts). */
  named: TS.Identifier[];
}

/** The framework whose server a module imports (not as a type), with the names it imports its server and builder as. */
export function keyedImports(ts: Typescript, file: TS.SourceFile): KeyedImports | undefined {
  for (const framework of FRAMEWORKS) {
    const out: KeyedImports = { framework, servers: new Set(), builders: new Set() };
    for (const statement of file.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const module = statement.moduleSpecifier.text;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings) || statement.importClause?.isTypeOnly) continue;
      for (const element of bindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (element.isTypeOnly) continue;
        if (module === framework.server.module && imported === framework.server.name) out.servers.add(element.name.text);
        if (framework.builder.modules.includes(module) && imported === framework.builder.name) out.builders.add(element.name.text);
      }
    }
    if (out.servers.size > 0) return out;
  }
  return undefined;
}

/**
 * The record a server call serves (`createMcpServer({ tools })`, `new MCPServer({ tools })`), when the call is one:
 * each entry `key: tool({ … })` or `key: { … }` (or a shorthand `key`), its definition as `resolve` finds it.
 */
export function servedRecord(
  ts: Typescript,
  call: TS.CallExpression | TS.NewExpression,
  imports: KeyedImports,
  resolve: (node: TS.Expression) => TS.Expression,
): ServedRecord | undefined {
  const { framework } = imports;
  const made = framework.server.constructed ? ts.isNewExpression(call) : ts.isCallExpression(call);
  if (!made || !ts.isIdentifier(call.expression) || !imports.servers.has(call.expression.text) || call.arguments?.length !== 1) return undefined;
  const out: ServedRecord = { framework, tools: [], unread: [], named: [] };
  const argument = call.arguments[0];
  const options = resolve(argument);
  if (!ts.isObjectLiteralExpression(options)) return { ...out, unread: [{ node: argument, what: "the server's tools" }] };
  const option = (name: string) => options.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === name);
  for (const name of framework.derived) {
    const derived = option(name);
    if (derived) out.unread.push({ node: derived, what: `the tools made of its ${name}` });
  }
  const property = option('tools');
  if (!property) {
    if (options.properties.some(ts.isSpreadAssignment)) out.unread.push({ node: options, what: "the server's tools" });
    return out;
  }
  const value = ts.isPropertyAssignment(property) ? property.initializer : ts.isShorthandPropertyAssignment(property) ? property.name : undefined;
  const record = value && resolve(value);
  if (!record || !ts.isObjectLiteralExpression(record)) return { ...out, unread: [...out.unread, { node: value ?? property, what: 'a tool list' }] };
  for (const entry of record.properties) {
    const key = entry.name;
    const written = ts.isPropertyAssignment(entry) ? entry.initializer : ts.isShorthandPropertyAssignment(entry) ? entry.name : undefined;
    if (!written || !key || !(ts.isIdentifier(key) || ts.isStringLiteral(key))) {
      out.unread.push({ node: entry, what: 'a tool' });
      continue;
    }
    const found = resolve(written);
    const definition =
      ts.isCallExpression(found) && ts.isIdentifier(found.expression) && imports.builders.has(found.expression.text) && found.arguments.length === 1
        ? resolve(found.arguments[0])
        : found;
    if (ts.isIdentifier(found) && ts.isIdentifier(written) && written.text === key.text) out.named.push(written);
    if (!ts.isObjectLiteralExpression(definition)) out.unread.push({ node: written, what: 'a tool' });
    else out.tools.push(keyedTool(ts, key, definition, framework));
  }
  return out;
}

/** A tool named `key` (a record's key, or an exported constant's name: keyed-imports.ts), with what its definition says of its listing. */
export function keyedTool(ts: Typescript, key: TS.Identifier | TS.StringLiteral, definition: TS.ObjectLiteralExpression, framework: KeyedFramework): KeyedTool {
  return { key, definition, ...filters(ts, definition, framework) };
}

/**
 * Whether a definition is listed (`hidden: true` never; a `hidden` not `false`, or a `visible` filter, on some
 * paths), and the keys that make a listed part other than written (`policy`, the framework's `annotates`).
 */
function filters(ts: Typescript, definition: TS.ObjectLiteralExpression, framework: KeyedFramework): Pick<KeyedTool, 'listed' | 'unknown'> {
  let listed: KeyedTool['listed'] = 'always';
  const unknown: KeyedTool['unknown'] = [];
  for (const property of definition.properties) {
    const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    const value = ts.isPropertyAssignment(property) ? property.initializer : undefined;
    if (framework === SUPABASE) {
      if (name === 'hidden' && value?.kind === ts.SyntaxKind.TrueKeyword) return { listed: 'never', unknown: [] };
      if (name === 'visible' || (name === 'hidden' && value?.kind !== ts.SyntaxKind.FalseKeyword)) listed = 'sometimes';
      if (name === 'policy') unknown.push({ node: property, part: 'inputSchema' });
    }
    if (name !== undefined && name === framework.annotates) unknown.push({ node: property, part: 'annotations' });
  }
  return { listed, unknown };
}
