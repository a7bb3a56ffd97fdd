/**
 * mcp-use's server (`MCPServer` of `mcp-use/server`, of `mcp-use` itself from 2.0): `server.tool({ name, title,
 * description, schema, annotations, cb }, callback?)` registers `server.registerTool(definition.name, { title,
 * description, inputSchema, annotations, … })` with the SDK (1.x src/server/tools/tool-registration.ts: `schema`,
 * a zod object, else its legacy `inputs` list; 2.x src/server.ts `#registerTool`: `inputSchema ?? schema`, any
 * Standard Schema; github.com/mcp-use/mcp-use). Read like tmcp's `server.tool({ … }, execute)`: the name, title,
 * description and annotations as written, a zod schema as the SDK's. The `_meta` it serves is rebuilt from its
 * `widget`, `view` and `visibility`, and 1.x serves no `outputSchema`: neither is read. Legacy `inputs` are not
 * statically known. Its callback may be a method of the definition (`async cb() {…}`).
 */
import type * as TS from 'typescript';
import type { Typescript } from './values.js';

/** The definition's keys read, and those that are its input schema (`inputs` is never read, so listed unknown). */
export const MCP_USE_KEYS = ['title', 'description', 'annotations', 'inputs', 'schema', 'inputSchema'];
export const MCP_USE_SCHEMAS: Readonly<Partial<Record<string, string>>> = { inputs: 'inputSchema', schema: 'inputSchema', inputSchema: 'inputSchema' };

/** Whether a module imports mcp-use's server: anything of `mcp-use/server`, or `MCPServer` of `mcp-use` (also as a type). */
export function importsMcpUseServer(ts: Typescript, file: TS.SourceFile): boolean {
  return file.statements.some((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return false;
    const module = statement.moduleSpecifier.text;
    if (module === 'mcp-use/server') return true;
    const bindings = statement.importClause?.namedBindings;
    return (
      module === 'mcp-use' &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.some((e) => (e.propertyName ?? e.name).text === 'MCPServer')
    );
  });
}
