/**
 * xmcp's file-based tools: every `.ts` and `.tsx` file under the tools folder of a package depending on `xmcp`
 * is a tool, `export const schema = { city: z.string() }` (a zod raw shape), `export const metadata = { name,
 * description, annotations }` and a default export handling the call. xmcp registers each with the SDK,
 * `server.registerTool(metadata.name ?? <file name>, { description, inputSchema: z.object(schema), annotations,
 * … })` (packages/xmcp/src/runtime/utils/tools.ts `addToolsToServer`; the files are `${tools}/**\/*.{ts,tsx}`
 * but dotfiles, compiler/index.ts; github.com/basementstudio/xmcp). The folder is the package's config's
 * `paths.tools` (xmcp.config.json, else xmcp.config.ts's default export), `src/tools` when it sets none or
 * `true`, none when `false` (compiler/config/schemas/paths.ts). A config this cannot read proves nothing.
 * Read where `metadata` is an object literal naming the tool: its name, description and annotations as written,
 * its `schema` as the SDK's zod shape. A tool named by its file name alone is not read (no text names it); its
 * title and `_meta` are made anew (not read). `enabled: false` is never served, so not read; an `enabled`
 * computed, or `requiresAuth`, `requiredScopes` or `dependsOn`, gate it: served on some paths.
 */
import type * as TS from 'typescript';
import { vendoredTypescript } from '../../util/lazy-require.js';
import { drew } from '../source/draws-on.js';
import { folderOf } from '../source/lockfile.js';
import type { Workspace } from '../types.js';
import { parseWithin } from './handed-server.js';
import { stripped } from './loop-registrars.js';
import { dependency } from './sdk.js';
import type { Typescript } from './values.js';

const MAX_CONFIG = 64_000;
const DEFAULT_TOOLS = 'src/tools';
/** The metadata's keys read. */
export const XMCP_KEYS = ['description', 'annotations'];
/** Keys of the metadata that serve the tool on some paths only. */
const GATES = ['requiresAuth', 'requiredScopes', 'dependsOn'];

/** Whether a file is one of the tools folder of an xmcp package (said to the workspace). */
export function xmcpToolFile(source: string, path: string, workspace: Workspace | undefined): boolean {
  if (!workspace || !/\.tsx?$/.test(path) || path.endsWith('.d.ts') || !source.includes('metadata')) return false;
  if (path.split('/').some((segment) => segment === '..' || segment.startsWith('.'))) return false;
  const declared = dependency(workspace, path, 'xmcp');
  if (!declared) return false;
  const root = folderOf(declared.at);
  const tools = toolsFolder(workspace, root);
  if (tools === undefined) return false;
  drew(workspace, declared.at);
  const folder = root === '' ? tools : `${root}/${tools}`;
  return path.startsWith(`${folder}/`);
}

/** The tools folder a package's config sets, relative to it; undefined when none, or when the config is not read. */
function toolsFolder(workspace: Workspace, root: string): string | undefined {
  const at = (name: string) => (root === '' ? name : `${root}/${name}`);
  const json = text(workspace, at('xmcp.config.json'));
  if (json !== undefined) {
    drew(workspace, at('xmcp.config.json'));
    let config: unknown;
    try {
      config = JSON.parse(json);
    } catch {
      return undefined;
    }
    const paths = typeof config === 'object' && config !== null ? (config as Record<string, unknown>).paths : undefined;
    const tools = typeof paths === 'object' && paths !== null ? (paths as Record<string, unknown>).tools : paths === undefined ? true : null;
    return folderNamed(tools);
  }
  const source = text(workspace, at('xmcp.config.ts'));
  if (source === undefined) return DEFAULT_TOOLS;
  drew(workspace, at('xmcp.config.ts'));
  const ts = vendoredTypescript();
  const file = parseWithin(ts, at('xmcp.config.ts'), source);
  return file ? folderNamed(configTools(ts, file)) : undefined;
}

/** A small file's text, or undefined when there is none. */
function text(workspace: Workspace, path: string): string | undefined {
  const bytes = workspace.kind(path) === 'file' ? workspace.head(path, MAX_CONFIG) : undefined;
  return bytes && bytes.length < MAX_CONFIG ? new TextDecoder().decode(bytes) : undefined;
}

/** The folder a `paths.tools` value names: a path, the default for `true` or nothing set, none for anything else. */
function folderNamed(tools: unknown): string | undefined {
  if (tools === true || tools === undefined) return DEFAULT_TOOLS;
  return typeof tools === 'string' && tools !== '' ? tools.replace(/^\.\//, '').replace(/\/+$/, '') : undefined;
}

/** `paths.tools` of a TypeScript config's default export, as JSON would hold it: `undefined` when unset, null when not read. */
function configTools(ts: Typescript, file: TS.SourceFile): unknown {
  const assigned = file.statements.find(ts.isExportAssignment);
  let config = assigned && stripped(ts, assigned.expression);
  if (config && ts.isIdentifier(config)) {
    const name = config.text;
    const declared = file.statements
      .filter(ts.isVariableStatement)
      .flatMap((s) => [...s.declarationList.declarations])
      .find((d) => ts.isIdentifier(d.name) && d.name.text === name);
    config = declared?.initializer && stripped(ts, declared.initializer);
  }
  if (!config || !ts.isObjectLiteralExpression(config)) return null;
  const paths = literalProperty(ts, config, 'paths');
  if (paths === undefined) return undefined;
  if (!ts.isObjectLiteralExpression(paths)) return null;
  const tools = literalProperty(ts, paths, 'tools');
  if (tools === undefined) return paths.properties.some(ts.isSpreadAssignment) ? null : undefined;
  if (ts.isStringLiteral(tools) || ts.isNoSubstitutionTemplateLiteral(tools)) return tools.text;
  return tools.kind === ts.SyntaxKind.TrueKeyword ? true : null;
}

/** The value written under a key of an object literal, or undefined when the key is not written. */
function literalProperty(ts: Typescript, object: TS.ObjectLiteralExpression, key: string): TS.Expression | undefined {
  for (const property of object.properties)
    if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) && property.name.text === key)
      return stripped(ts, property.initializer);
  return undefined;
}

/** A tool file's `export const metadata` (an object literal), whether it names the tool, its `export const schema`, and whether it is served always, sometimes or never. */
export interface XmcpTool {
  declaration: TS.VariableDeclaration & { name: TS.Identifier };
  metadata: TS.ObjectLiteralExpression;
  named: boolean;
  schema?: { name: TS.Identifier; value: TS.Expression };
  listed: 'always' | 'sometimes' | 'never';
}

/** The exported `metadata` and `schema` of a tool file, when its metadata is an object literal. */
export function xmcpTool(ts: Typescript, file: TS.SourceFile): XmcpTool | undefined {
  const exported = new Map<string, { declaration: TS.VariableDeclaration & { name: TS.Identifier }; value: TS.Expression }>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (named(ts, declaration) && declaration.initializer) exported.set(declaration.name.text, { declaration, value: declaration.initializer });
  }
  const found = exported.get('metadata');
  const metadata = found && stripped(ts, found.value);
  if (!found || !metadata || !ts.isObjectLiteralExpression(metadata)) return undefined;
  const enabled = literalProperty(ts, metadata, 'enabled');
  const gated = (enabled !== undefined && enabled.kind !== ts.SyntaxKind.TrueKeyword) || GATES.some((key) => literalProperty(ts, metadata, key));
  const listed = enabled?.kind === ts.SyntaxKind.FalseKeyword ? 'never' : gated ? 'sometimes' : 'always';
  const schema = exported.get('schema');
  return {
    declaration: found.declaration,
    metadata,
    named: literalProperty(ts, metadata, 'name') !== undefined,
    ...(schema ? { schema: { name: schema.declaration.name, value: schema.value } } : {}),
    listed,
  };
}

/** A declaration of one name (`const x = …`), not of a destructuring pattern. */
function named(ts: Typescript, declaration: TS.VariableDeclaration): declaration is TS.VariableDeclaration & { name: TS.Identifier } {
  return ts.isIdentifier(declaration.name);
}
