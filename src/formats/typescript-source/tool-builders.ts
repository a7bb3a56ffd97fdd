/**
 * Tools a framework builds with its own builder function and registers with the SDK as built: the call's name
 * literal is the MCP tool's name, its options' fields the tool's. Read like an SDK registration, from the
 * builder's import of the framework:
 * - @cyanheads/mcp-ts-core's `tool('nws_get_forecast', { title, description, annotations, input, output, _meta,
 *   handler })`, which returns `{ name, ...options }` (src/mcp-server/tools/utils/toolDefinition.ts); its
 *   ToolRegistry registers each definition `createApp({ tools })` is given with `server.registerTool(tool.name, {
 *   title, description: tool.description, inputSchema: tool.input, outputSchema, annotations, _meta })`
 *   (src/mcp-server/tools/tool-registration.ts, github.com/cyanheads/mcp-ts-core 0.12.3). Its `appTool(name, {
 *   …, resourceUri })` builds the same through `tool`, but writes `_meta` anew, so that is not read as written.
 *   A definition the framework's `disabledTool(…)` wraps is skipped at registration: one wrapped as it is built
 *   is never served, so not read; the `const` it is declared as, wrapped in the module (`flag ? def :
 *   disabledTool(def, …)`), is registered on some paths only, as `if (flag) server.tool(…)` is. One another
 *   module wraps is read as served.
 * The framework re-exports zod's `z`, so its `z` is zod's for the schemas: zod 4 in every release under that
 * name (0.1.0-beta.4 to 0.12.3 depend on zod 4.3.6 to ^4.4.3).
 */
import type * as TS from 'typescript';
import type { Typescript } from './values.js';
import type { ZodMajor } from './zod-version.js';

/** The frameworks whose builders are read, by module name. */
export const BUILDER_MODULES = ['@cyanheads/mcp-ts-core'];

/** The zod the frameworks' `z` is. */
export const BUILDER_ZOD: ZodMajor = 4;

/** A builder's options keys read (each under its own name, or the schema's), and its zod schemas' keys. */
export interface ToolBuilder {
  keys: readonly string[];
  schemas: Readonly<Partial<Record<string, string>>>;
}

const SCHEMAS = { input: 'inputSchema', output: 'outputSchema' };
const BUILDERS: Readonly<Record<string, ToolBuilder>> = {
  tool: { keys: ['title', 'description', 'annotations', 'input', 'output', '_meta'], schemas: SCHEMAS },
  appTool: { keys: ['title', 'description', 'annotations', 'input', 'output'], schemas: SCHEMAS },
};
const DISABLER = 'disabledTool';

/** What a module imports from a framework of builders: its builders by local name, its `z`, its disabler. */
export interface BuilderImports {
  builders: Map<string, ToolBuilder>;
  zod: Set<string>;
  disablers: Set<string>;
}

/** The builders, `z` and `disabledTool` a module imports by name from a framework (`import { tool as t, z } from …`). */
export function builderImports(ts: Typescript, file: TS.SourceFile): BuilderImports {
  const out: BuilderImports = { builders: new Map(), zod: new Set(), disablers: new Set() };
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !BUILDER_MODULES.includes(statement.moduleSpecifier.text))
      continue;
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings) || clause.isTypeOnly) continue;
    for (const element of bindings.elements) {
      if (element.isTypeOnly) continue;
      const imported = (element.propertyName ?? element.name).text;
      if (Object.hasOwn(BUILDERS, imported)) out.builders.set(element.name.text, BUILDERS[imported]);
      else if (imported === 'z') out.zod.add(element.name.text);
      else if (imported === DISABLER) out.disablers.add(element.name.text);
    }
  }
  return out;
}

/** The builder a call is of (`tool('name', { … })`), when it is one, with a name and options. */
export function builderOf(ts: Typescript, node: TS.Node, imports: BuilderImports): ToolBuilder | undefined {
  if (!ts.isCallExpression(node) || node.arguments.length !== 2 || !ts.isIdentifier(node.expression)) return undefined;
  return imports.builders.get(node.expression.text);
}

/**
 * Whether a builder's call is handed to the framework's `disabledTool`: `'always'` as its argument, `'sometimes'`
 * as the `const` it initializes, anywhere in the module (`cond ? def : disabledTool(def, …)`).
 */
export function disabledDefinition(ts: Typescript, call: TS.CallExpression, imports: BuilderImports, file: TS.SourceFile): 'always' | 'sometimes' | undefined {
  if (imports.disablers.size === 0) return undefined;
  const isDisabling = (node: TS.Node): node is TS.CallExpression =>
    ts.isCallExpression(node) && ts.isIdentifier(node.expression) && imports.disablers.has(node.expression.text);
  let at: TS.Node = call;
  while (ts.isParenthesizedExpression(at.parent) || ts.isAsExpression(at.parent) || ts.isSatisfiesExpression(at.parent)) at = at.parent;
  if (isDisabling(at.parent)) return 'always';
  const declaration = at.parent;
  if (!ts.isVariableDeclaration(declaration) || declaration.initializer !== at || !ts.isIdentifier(declaration.name)) return undefined;
  const name = declaration.name.text;
  let found = false;
  const visit = (node: TS.Node): void => {
    if (found) return;
    if (isDisabling(node) && node.arguments.some((arg) => ts.isIdentifier(arg) && arg.text === name)) found = true;
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return found ? 'sometimes' : undefined;
}
