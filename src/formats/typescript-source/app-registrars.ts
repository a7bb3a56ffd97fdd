/**
 * MCP Apps' server helpers (`@modelcontextprotocol/ext-apps/server`, for SDK v1 servers): `registerAppTool(server,
 * name, config, cb)` is the SDK's `server.registerTool(name, config, cb)`, but for the legacy
 * `_meta["ui/resourceUri"]` key it adds beside `_meta.ui.resourceUri` itself, and `registerAppResource(server,
 * name, uri, config, cb)` is `server.registerResource(name, uri, { mimeType: "text/html;profile=mcp-app",
 * ...config }, cb)`. Only those functions imported by name from the package are read: a local function of the
 * same name, or another package's, may do anything.
 */
import type * as TS from 'typescript';
import { isObject } from '../../util/json.js';
import type { Typescript } from './values.js';

export type AppRegistrar = 'tool' | 'resource';

const MODULES = new Set(['@modelcontextprotocol/ext-apps/server', '@modelcontextprotocol/ext-apps']);
const EXPORTS: Readonly<Record<string, AppRegistrar>> = { registerAppTool: 'tool', registerAppResource: 'resource' };
/** The MIME type `registerAppResource` lists its resource with unless its config sets one. */
export const APP_MIME_TYPE = 'text/html;profile=mcp-app';
/** The drafts' tool key, which `registerAppTool` keeps in step with `_meta.ui.resourceUri`. */
const LEGACY_KEY = 'ui/resourceUri';
/** The package's string constants servers write their metadata with (`mimeType: RESOURCE_MIME_TYPE`). */
const CONSTANTS: Readonly<Record<string, string>> = { RESOURCE_MIME_TYPE: APP_MIME_TYPE, RESOURCE_URI_META_KEY: LEGACY_KEY };

/** Whether a file's text may import one of the helpers: what tells its module a server file without the SDK's name. */
export function namesAppRegistrar(text: string): boolean {
  return text.includes('@modelcontextprotocol/ext-apps') && (text.includes('registerAppTool') || text.includes('registerAppResource'));
}

/** The names the file imports the helpers as (`import { registerAppTool as addTool } from …`), each with what it registers. */
export function appRegistrars(ts: Typescript, file: TS.SourceFile): ReadonlyMap<string, AppRegistrar> {
  return importedAs(ts, file, EXPORTS);
}

/** `constants` (strings other modules write, by name) with the package's constants by the names the file imports them as. */
export function withAppConstants(ts: Typescript, file: TS.SourceFile, constants?: ReadonlyMap<string, string>): ReadonlyMap<string, string> | undefined {
  const own = importedAs(ts, file, CONSTANTS);
  return own.size > 0 ? new Map([...(constants ?? []), ...own]) : constants;
}

/** The values of `exports` by the local names the file's value imports from the package give them. */
function importedAs<T>(ts: Typescript, file: TS.SourceFile, exports: Readonly<Record<string, T>>): Map<string, T> {
  const out = new Map<string, T>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !MODULES.has(statement.moduleSpecifier.text)) continue;
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    if (!clause || clause.isTypeOnly || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const exported = (element.propertyName ?? element.name).text;
      if (!element.isTypeOnly && Object.hasOwn(exports, exported)) out.set(element.name.text, exports[exported]);
    }
  }
  return out;
}

/** The helper a call is of, when its callee is a name the file imports it as. */
export function appRegistrarOf(
  ts: Typescript,
  call: TS.CallExpression,
  registrars: ReadonlyMap<string, AppRegistrar>,
): { call: TS.CallExpression; kind: AppRegistrar } | undefined {
  const kind = registrars.size > 0 && ts.isIdentifier(call.expression) ? registrars.get(call.expression.text) : undefined;
  return kind && { call, kind };
}

/**
 * The `_meta` `registerAppTool` serves for the one written: `_meta.ui.resourceUri` and the legacy
 * `_meta["ui/resourceUri"]` each filled from the other where only one is set (as the helper tests them), so what
 * the helper writes is never taken for the author's. A `ui` that is no object is left as written.
 */
export function appToolMeta(meta: unknown): unknown {
  if (!isObject(meta) || (meta.ui !== undefined && !isObject(meta.ui))) return meta;
  const ui = meta.ui;
  const uri = ui?.resourceUri;
  const legacy = meta[LEGACY_KEY];
  if (uri && !legacy) return { ...meta, [LEGACY_KEY]: uri };
  if (legacy && !uri) return { ...meta, ui: { ...ui, resourceUri: legacy } };
  return meta;
}
