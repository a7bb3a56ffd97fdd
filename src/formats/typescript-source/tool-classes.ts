/**
 * Tool classes: a class whose fields are a tool's parts, which a framework or a base class of the project
 * registers. A class is read as a tool only when it is proved one: it extends (directly, or through base
 * classes of the same module or of modules it imports, up to MAX_HOPS) mcp-framework's `MCPTool`, or a base
 * class whose own code, in a module naming an MCP SDK, registers `this.<field>` as the name with the SDK's
 * `registerTool(…)` or `tool(…)` (`server.registerTool(this.name, { description: this.description, … })`).
 * The answer, for each class of a module, says which field holds which part of the tool; extract.ts reads
 * the fields, or for a name the base's constructor takes, the static member its server hands it
 * (static-named-classes.ts). Modules are found by a relative path, an alias (module-aliases.ts) or a workspace package's
 * name (workspace-packages.ts); at most MAX_READS per module, in the order the bases name them.
 */
import type * as TS from 'typescript';
import { vendoredTypescript } from '../../util/lazy-require.js';
import type { Workspace } from '../types.js';
import { type Binding, bindingsOf, importedFile, type Memo, memoOf, read } from './handed-server.js';
import { parsedSource } from './parsed.js';
import { stripped } from './loop-registrars.js';
import { drawnFrom } from '../source/draws-on.js';
import { constructingStatic, constructorKey, memberOf, passesOn } from './static-named-classes.js';

type Typescript = typeof import('typescript');

/** Where a tool class's parts are: for each key of the tool, the class field that holds it, the name first. */
export interface ClassTool {
  fields: readonly (readonly [string, string])[];
  /** mcp-framework's `schema`: a zod object, or `{ p: { type: z.string(), description: "…" } }`. */
  framework: boolean;
  /** Keys the registration computes (`inputSchema: this.schemaOf()`): not statically known. */
  computed: readonly string[];
  /** The class's static member its name is when no field writes it (static-named-classes.ts): `static toolName = "…"`. */
  staticName?: string;
}

/** The module of tool classes' classes proved tools, by class name. */
export type ToolClasses = ReadonlyMap<string, ClassTool>;

/** mcp-framework's `MCPTool`: `name`, `description` and `schema`, which it registers with the SDK. */
const FRAMEWORK_TOOL: ClassTool = {
  fields: [
    ['name', 'name'],
    ['description', 'description'],
    ['inputSchema', 'schema'],
  ],
  framework: true,
  computed: [],
};
const FRAMEWORK_MODULE = /^mcp-framework(?:$|\/)/;
/** A quoted MCP SDK module name: a base class registering its tools must be in a module naming one. */
const NAMES_SDK = /['"]@modelcontextprotocol\/(?:sdk|server)/;
/** `registerTool(name, config)` and v1's `tool(name, description, shape, annotations)`, by the tool keys of their arguments. */
const POSITIONAL = ['description', 'inputSchema', 'annotations'];
const CONFIG_KEYS = new Set(['title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta']);
/** Base classes followed from a class, barrels' `export … from` from an import, and modules one module's proofs read. */
const MAX_HOPS = 4;
const MAX_REEXPORTS = 3;
const MAX_READS = 12;
const NONE: ToolClasses = new Map();

/**
 * `class X extends Base` (type parameters allowed), for the cheap test before anything is parsed: its base's name.
 * Bounded, so linear on any text.
 */
const EXTENDS = /\bclass\s{1,8}[\w$]{1,100}(?:\s{0,8}<[^>{]{0,200}>)?\s{1,8}extends\s{1,8}([A-Za-z_$][\w$]{0,99})/g;
/** Bases no tool class has: the language's and the UI libraries' own. */
const NO_TOOL_BASE = /^(?:Error|\w{0,60}Error|Component|PureComponent|EventEmitter|Array|Map|Set|Promise|HTMLElement|LitElement)$/;
/** The last module's answer: a file's format asks for it (info.ts), then its reader (index.ts), one after the other. */
let last: { path: string; text: string; workspace: Workspace | undefined; classes: ToolClasses } | undefined;

/** The classes of a module proved tools (not abstract ones: a base of tools is none). */
export function toolClassesOf(ts: Typescript, text: string, path: string, workspace: Workspace | undefined): ToolClasses {
  if (!text.includes('extends') || path.split('/').includes('..')) return NONE;
  if (last && last.path === path && last.text === text && last.workspace === workspace) return last.classes;
  const candidate = [...text.matchAll(EXTENDS)].some((match) => !NO_TOOL_BASE.test(match[1]));
  const classes = candidate ? proved(ts, text, path, workspace) : NONE;
  last = { path, text, workspace, classes };
  return classes;
}

function proved(ts: Typescript, text: string, path: string, workspace: Workspace | undefined): ToolClasses {
  const file = parsedSource(ts, path, text);
  const memo = workspace && memoOf(workspace);
  const out = new Map<string, ClassTool>();
  const budget = { reads: MAX_READS };
  for (const statement of file.statements) {
    if (!ts.isClassDeclaration(statement) || !statement.name || ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.AbstractKeyword)) continue;
    const base = extendsOf(ts, statement);
    const found = base && baseTool(ts, { workspace, memo, budget, trail: [] }, file, path, base, MAX_HOPS);
    if (found) out.set(statement.name.text, staticNamed(ts, statement, found));
  }
  return out;
}

/** Whether a module naming no SDK declares a class proved a tool. */
export function declaresToolClass(text: string, path: string, workspace: Workspace | undefined): boolean {
  return text.includes('extends') && toolClassesOf(vendoredTypescript(), text, path, workspace).size > 0;
}

interface Reach {
  workspace: Workspace | undefined;
  memo: Memo | undefined;
  budget: { reads: number };
  /** The modules the base classes followed so far are read from, nearest last: where their server may be. */
  trail: string[];
}

function extendsOf(ts: Typescript, node: TS.ClassLikeDeclaration): TS.Expression | undefined {
  const clause = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword);
  return clause?.types[0]?.expression;
}

/** What a class extending `base` (written in `file`) is, by what `base` is: mcp-framework's, or a class of the project. */
function baseTool(ts: Typescript, reach: Reach, file: TS.SourceFile, path: string, base: TS.Expression, hops: number): ClassTool | undefined {
  if (hops <= 0 || !ts.isIdentifier(base)) return undefined;
  const local = file.statements.find((s): s is TS.ClassDeclaration => ts.isClassDeclaration(s) && s.name?.text === base.text);
  if (local) return classTool(ts, reach, file, path, local, hops - 1);
  const binding = bindingsOf(ts, file).find((b) => b.local === base.text && b.reexport === undefined);
  if (!binding || binding.name === '*') return undefined;
  if (FRAMEWORK_MODULE.test(binding.from)) return binding.name === 'MCPTool' ? FRAMEWORK_TOOL : undefined;
  return exportedTool(ts, reach, binding, path, hops - 1);
}

/** A class of the project a module imports (`binding`), followed through re-exports: what it makes of a class extending it. */
function exportedTool(ts: Typescript, reach: Reach, binding: Binding, from: string, hops: number, reexports = MAX_REEXPORTS): ClassTool | undefined {
  const { workspace, memo } = reach;
  if (!workspace || !memo || hops <= 0 || reexports < 0 || reach.budget.reads <= 0) return undefined;
  const at = importedFile(ts, workspace, memo, binding.from, from);
  if (!at) return undefined;
  reach.budget.reads--;
  reach.trail.push(at);
  const found = drawnFrom(workspace, at, exportedFrom(ts, reach, binding, at, hops, reexports));
  reach.trail.pop();
  return found;
}

/** What exportedTool finds in the module at `at`, read: the class it exports, or one it re-exports. */
function exportedFrom(ts: Typescript, reach: Reach, binding: Binding, at: string, hops: number, reexports: number): ClassTool | undefined {
  const module = reach.workspace && reach.memo && read(ts, reach.workspace, reach.memo, at);
  if (!module) return undefined;
  const { file } = module;
  const local = exportedClass(ts, file, binding.name);
  if (local) return classTool(ts, reach, file, at, local, hops);
  // `export { X } from`, else each `export * from` in turn (none passes a default on).
  const named = module.bindings.find((b) => b.reexport === binding.name);
  const onward = named ? [named] : binding.name === 'default' ? [] : module.bindings.filter((b) => b.reexport === '*');
  for (const next of onward) {
    const found = exportedTool(ts, reach, { ...next, name: next.name === '*' ? binding.name : next.name }, at, hops, reexports - 1);
    if (found) return found;
  }
  return undefined;
}

/** The class a module exports as `name` (`export class X`, `export default class`, `export { X as name }`). */
function exportedClass(ts: Typescript, file: TS.SourceFile, name: string): TS.ClassDeclaration | undefined {
  const classes = file.statements.filter((s): s is TS.ClassDeclaration => ts.isClassDeclaration(s));
  const exported = (node: TS.ClassDeclaration, kind: TS.SyntaxKind) => ts.getModifiers(node)?.some((m) => m.kind === kind) ?? false;
  if (name === 'default') {
    const found = classes.find((c) => exported(c, ts.SyntaxKind.DefaultKeyword));
    if (found) return found;
  } else {
    const found = classes.find((c) => c.name?.text === name && exported(c, ts.SyntaxKind.ExportKeyword));
    if (found) return found;
  }
  for (const statement of file.statements) {
    let local: string | undefined;
    if (ts.isExportAssignment(statement) && !statement.isExportEquals && name === 'default' && ts.isIdentifier(statement.expression))
      local = statement.expression.text;
    else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause))
      local =
        statement.exportClause.elements.find((e) => e.name.text === name)?.propertyName?.text ??
        (statement.exportClause.elements.some((e) => e.name.text === name) ? name : undefined);
    const found = local && classes.find((c) => c.name?.text === local);
    if (found) return found;
  }
  return undefined;
}

/** What a class of the project makes of a class extending it: its own SDK registration of `this.<field>`s, else its base's. */
function classTool(ts: Typescript, reach: Reach, file: TS.SourceFile, path: string, node: TS.ClassDeclaration, hops: number): ClassTool | undefined {
  const own = NAMES_SDK.test(file.text) ? registration(ts, node) : undefined;
  if (own) return withStatic(ts, reach, path, node, own);
  const base = extendsOf(ts, node);
  const found = base && baseTool(ts, reach, file, path, base, hops);
  return found && staticNamed(ts, node, found);
}

/** A registering base's answer with the static member its tools are named by, when its constructor and its server prove one. */
function withStatic(ts: Typescript, reach: Reach, path: string, node: TS.ClassDeclaration, found: ClassTool & { method?: string }): ClassTool {
  const { method, ...tool } = found;
  const key = constructorKey(ts, node, tool.fields[0][1]);
  const { workspace, memo } = reach;
  const staticName = key && method && workspace && memo && constructingStatic(ts, workspace, memo, [path, ...reach.trail], key, method);
  return staticName ? { ...tool, staticName } : tool;
}

/** A base's answer for a class extending it: its static name kept only when the class leaves the name as the base sets it. */
function staticNamed(ts: Typescript, node: TS.ClassDeclaration, found: ClassTool): ClassTool {
  if (!found.staticName || passesOn(ts, node, found.fields[0][1])) return found;
  const { staticName: _, ...rest } = found;
  return rest;
}

/** The fields a class's own `registerTool(this.name, { description: this.description, … })` (or `tool(this.name, …)`) hands the SDK. */
function registration(ts: Typescript, node: TS.ClassDeclaration): (ClassTool & { method?: string }) | undefined {
  let found: (ClassTool & { method?: string }) | undefined;
  const visit = (at: TS.Node): void => {
    if (found) return;
    if (ts.isCallExpression(at)) {
      const method = calleeName(ts, at.expression);
      const name = (method === 'registerTool' || method === 'tool') && at.arguments.length >= 2 ? thisField(ts, at.arguments[0]) : undefined;
      if (name) {
        const fields: [string, string][] = [['name', name]];
        const computed: string[] = [];
        if (method === 'registerTool') {
          const config = at.arguments[1] && stripped(ts, at.arguments[1]);
          if (config && ts.isObjectLiteralExpression(config))
            for (const property of config.properties) {
              const key = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
              const field = ts.isPropertyAssignment(property) ? thisField(ts, property.initializer) : undefined;
              if (key && CONFIG_KEYS.has(key)) {
                if (field) fields.push([key, field]);
                else computed.push(key);
              }
            }
        }
        // The last argument is the callback.
        else
          at.arguments.slice(1, Math.min(1 + POSITIONAL.length, at.arguments.length - 1)).forEach((arg, i) => {
            const field = thisField(ts, arg);
            if (field) fields.push([POSITIONAL[i], field]);
            else computed.push(POSITIONAL[i]);
          });
        found = { fields, framework: false, computed, method: memberOf(ts, node, at) };
        return;
      }
    }
    ts.forEachChild(at, visit);
  };
  for (const member of node.members) visit(member);
  return found;
}

/** The method a call calls: `x.registerTool(…)`, also cast first (`(server.registerTool as Fn)(…)`). */
function calleeName(ts: Typescript, callee: TS.Expression): string | undefined {
  const at = stripped(ts, callee);
  return ts.isPropertyAccessExpression(at) ? at.name.text : undefined;
}

/** `this.name` as the field `name`. */
function thisField(ts: Typescript, node: TS.Expression | undefined): string | undefined {
  const at = node && stripped(ts, node);
  return at && ts.isPropertyAccessExpression(at) && at.expression.kind === ts.SyntaxKind.ThisKeyword ? at.name.text : undefined;
}
