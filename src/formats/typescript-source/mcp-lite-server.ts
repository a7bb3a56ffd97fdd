/**
 * Fiberplane's mcp-lite (no MCP SDK under it: it answers JSON-RPC itself): `server.tool('search', { title,
 * description, _meta, inputSchema, outputSchema, handler })` on its `McpServer` lists `{ name, inputSchema,
 * description, title, _meta, outputSchema }`, each as written but the schemas (packages/core/src/core.ts `tool`,
 * validation.ts `resolveSchema`, github.com/fiberplane/mcp-lite 0.9.0): a JSON Schema is listed as it is, a
 * Standard Schema (zod, valibot…) as the `schemaAdapter` the server is made with turns it, which is the project's
 * own code: not statically known. It lists no `annotations`, so they are not read.
 */
import type * as TS from 'typescript';
import type { Typescript } from './values.js';

/** The definition's keys read; the schemas are read only as literal JSON Schema (no Standard Schema key map). */
export const MCP_LITE_KEYS = ['title', 'description', '_meta', 'inputSchema', 'outputSchema'];
export const MCP_LITE_SCHEMAS: Readonly<Partial<Record<string, string>>> = {};

/** Whether a module imports mcp-lite and no MCP SDK (whose `tool(name, …)` would be the SDK's), also as Deno's `npm:mcp-lite`. */
export function importsMcpLite(ts: Typescript, file: TS.SourceFile): boolean {
  let lite = false;
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const module = statement.moduleSpecifier.text;
    if (module.includes('@modelcontextprotocol/')) return false;
    // Deno's `npm:mcp-lite` (Supabase Edge Functions), with or without a version.
    if (module === 'mcp-lite' || /^npm:mcp-lite(?:@[^/]*)?$/.test(module)) lite = true;
  }
  return lite;
}
