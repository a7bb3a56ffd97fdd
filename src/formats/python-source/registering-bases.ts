/**
 * A project's server base class whose method stores the keywords it is given as a tool record, and which
 * serves its records unchanged: `class NmapServer(BaseMCPServer)` … `self.register_method(name="port_scan",
 * description="…", params={…}, handler=self.port_scan)`, where `BaseMCPServer` defines `def register_method(
 * self, name, description, …)` whose body is `self.methods[name] = MethodDefinition(name=name,
 * description=description, …)` (a record class of its module, tool-records.ts; a docstring and logging calls
 * beside it), its module names an MCP SDK and hands each record of `self.methods.values()` to `Tool(name=
 * m.name, description=m.description` (tool-records.ts `serves`), and nothing else of that module changes the
 * registry. Each `self.register_method(…)` written in the base class itself, or in a top-level class of the
 * file with that one base (imported, one re-export followed, or the file's own) that overrides neither the
 * method nor one of the base's methods that serve, in a module that neither changes the registry nor patches
 * the class, is then a tool, read at its literals as a list handler's `Tool(…)` is (extract.ts). The base's module is found by Python's path from the file, or else as the
 * repository's own distribution: the one `packages/<dist>/src/<top>` (`libs/…`, `src/<top>`) that holds it.
 */
import type { Workspace } from '../types.js';
import { boundIn } from './module-bindings.js';
import { FROM_IMPORT, importedItems, MAX_HOPS, modulePaths, namesSdk, readModule } from './package-modules.js';
import { recordClasses, serves } from './tool-records.js';

/** How many modules are read to find the base classes of one file. */
const MAX_READS = 8;
/** Folders of a repository that keep its own distributions (`packages/mcp-common/src/mcp_common`). */
const DISTRIBUTIONS = ['packages', 'libs', 'lib', 'shared'];
const MAX_LISTED = 64;
/** A method of a class body: its indentation, name, and parameters. */
const DEF = /^([ \t]+)(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w{0,99})[ \t]*\(([^)]{0,2000})\)[^:\n]{0,200}:[ \t]*(?:#[^\n]*)?\n/gm;
/** A statement that only logs: `self.logger.info(…)`, `logger.debug(…)`, `logging.info(…)`, written on one line. */
const LOGS = /^(?:self\.)?(?:logger|_logger|log|logging)\.\w+\([^\n]*\)$/;

/** A base class that registers by keywords: its methods that do, and those that may not be overridden. */
interface Registering {
  methods: Set<string>;
  /** The attribute keeping the records (`methods` of `self.methods`). */
  attribute: string;
  /** The base's methods that store or serve the records (those and what calls them). */
  kept: Set<string>;
}

/** The offsets of the `self` of each `self.m(…)` of the file that registers a tool through a base class so shown. */
export function registeringCalls(text: string, path: string, workspace: Workspace | undefined): ReadonlySet<number> {
  const out = new Set<number>();
  if (!text.includes('self.') || !text.includes('description=')) return out;
  const budget = { reads: MAX_READS };
  const own = registeringClasses(text);
  const { tokens } = boundIn(text);
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  for (const { name, base, body, from, to } of topClasses(text)) {
    let registering = own.get(name);
    if (registering === undefined && base !== undefined && body.includes('description=')) {
      const found = own.get(base) ?? (workspace ? imported(text, path, base, workspace, budget) : undefined);
      const overrides = [...body.matchAll(DEF)].map((m) => m[2]);
      // Nor may its module change the registry, or set an attribute of the class after it is made (`Server.__init__ = patched`).
      const patched = new RegExp(`^${name}[ \\t]*\\.[ \\t]*\\w+[ \\t]*=(?!=)`, 'm').test(text);
      if (found && !patched && !changes(text, found.attribute, 0) && !overrides.some((m) => found.methods.has(m) || found.kept.has(m))) registering = found;
    }
    if (registering === undefined) continue;
    for (let j = from; j + 3 < to; j++)
      if (tokens[j].text === 'self' && tokens[j].kind === 'name' && op(j + 1, '.') && registering.methods.has(tokens[j + 2].text as string) && op(j + 3, '('))
        out.add(tokens[j].start);
  }
  return out;
}

/** A top-level class of the module: its name, its one base written as a name (if so), its body's text and tokens. */
interface TopClass {
  name: string;
  base: string | undefined;
  body: string;
  from: number;
  to: number;
}

/** The module's top-level classes, their extent told by its tokens (a string's lines at column 0 stay inside). */
function topClasses(text: string): TopClass[] {
  const { tokens, lines } = boundIn(text);
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const out: TopClass[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!tokens[i].first || tokens[i].text !== 'class' || tokens[i].kind !== 'name' || lines.owner[i] !== -1 || tokens[i + 1].kind !== 'name') continue;
    const single = op(i + 2, '(') && tokens[i + 3]?.kind === 'name' && op(i + 4, ')');
    const to = lines.end[i];
    out.push({
      name: tokens[i + 1].text as string,
      base: single ? (tokens[i + 3].text as string) : undefined,
      body: `${text.slice(tokens[i].start, tokens[to - 1].end)}\n`,
      from: i,
      to,
    });
  }
  return out;
}

/** The base class `name` the file imports, when the module it comes from (one re-export followed) defines it as registering. */
function imported(text: string, path: string, name: string, workspace: Workspace, budget: { reads: number }): Registering | undefined {
  let source = text;
  let at = path;
  let wanted = name;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const from = importFrom(source, wanted);
    if (from === undefined) return undefined;
    const files = modulePaths(from.module, at, workspace);
    const file = files.length > 0 ? files[0] : from.module.startsWith('.') ? undefined : distribution(from.module, workspace);
    const read = file === undefined ? undefined : readModule(workspace, file, budget);
    if (file === undefined || read === undefined) return undefined;
    const found = registeringClasses(read).get(from.name);
    if (found) {
      workspace.drawsOn?.(file);
      return found;
    }
    source = read;
    at = file;
    wanted = from.name;
  }
  return undefined;
}

/** Where the module imports `name` from, by a `from m import x [as name]` at its top level. */
function importFrom(source: string, name: string): { module: string; name: string } | undefined {
  for (const [statement, module, list] of source.matchAll(FROM_IMPORT))
    if (!/^[ \t]/.test(statement)) for (const item of importedItems(list)) if (item.alias === name && item.name !== '*') return { module, name: item.name };
  return undefined;
}

/** The folder of each top-level package found as a distribution of a stable workspace (none: not one, or several). */
const HELD = new WeakMap<Workspace, Map<string, string | undefined>>();

/** The file of an absolute module kept in the repository as a distribution of its own, when exactly one folder holds it. */
function distribution(module: string, workspace: Workspace): string | undefined {
  const [top, ...rest] = module.split('.');
  let known = HELD.get(workspace);
  if (workspace.stable && !known) HELD.set(workspace, (known = new Map()));
  const root = known?.has(top) ? known.get(top) : packageRoot(top, workspace);
  known?.set(top, root);
  if (root === undefined) return undefined;
  const stem = [root, ...rest].join('/');
  return rest.length === 0 ? `${stem}/__init__.py` : [`${stem}.py`, `${stem}/__init__.py`].find((file) => workspace.kind(file) === 'file');
}

/** The one folder of the repository's distributions (or `src/`) that holds the package `top`. */
function packageRoot(top: string, workspace: Workspace): string | undefined {
  const roots = [`src/${top}`];
  for (const folder of DISTRIBUTIONS)
    for (const dist of workspace.list(folder, MAX_LISTED) ?? []) roots.push(`${folder}/${dist}/src/${top}`, `${folder}/${dist}/${top}`);
  const held = roots.filter((root) => workspace.kind(`${root}/__init__.py`) === 'file');
  return held.length === 1 ? held[0] : undefined;
}

/** The module's top-level classes that register by keywords, when it names an MCP SDK. */
function registeringClasses(source: string): Map<string, Registering> {
  const out = new Map<string, Registering>();
  if (!namesSdk(source) || !source.includes('.values()')) return out;
  const records = recordClasses(source);
  if (records.size === 0) return out;
  for (const { name, body } of topClasses(source)) {
    const defs = [...body.matchAll(DEF)];
    const methods = new Set<string>();
    const attributes = new Set<string>();
    for (const [i, def] of defs.entries()) {
      const end = i + 1 < defs.length ? (defs[i + 1].index ?? 0) : body.length;
      const attribute = stores(body.slice((def.index ?? 0) + def[0].length, end), def[1], def[3], records);
      if (attribute !== undefined) {
        methods.add(def[2]);
        attributes.add(attribute);
      }
    }
    if (methods.size === 0 || attributes.size !== 1) continue;
    const [attribute] = attributes;
    if (defs.filter((def) => methods.has(def[2])).length !== methods.size || changes(source, attribute, methods.size) || !serves(source, attribute)) continue;
    out.set(name, { methods, attribute, kept: kept(body, defs, attribute) });
  }
  return out;
}

/**
 * The attribute a method's body stores its keywords in as a record: `self.A[name] = R(name=name,
 * description=description, …)`, R a record class, beside a docstring and logging calls only.
 */
function stores(body: string, indent: string, parameters: string, records: ReadonlySet<string>): string | undefined {
  const names = parameters.split(',').map((p) => /^\s*([A-Za-z_]\w*)/.exec(p)?.[1]);
  if (names[0] !== 'self' || !names.includes('name') || !names.includes('description')) return undefined;
  const store = /^[ \t]+self\.([A-Za-z_]\w{0,99})\[[ \t]*name[ \t]*\][ \t]*=[ \t]*([A-Za-z_]\w{0,99})\(([^()]{0,2000})\)[ \t]*\n/m.exec(body);
  if (store === null || !records.has(store[2])) return undefined;
  const keywords = store[3].split(',').map((k) => k.replace(/\s+/g, ''));
  if (!keywords.includes('name=name') || !keywords.includes('description=description')) return undefined;
  const rest = (body.slice(0, store.index) + body.slice(store.index + store[0].length)).replace(/^[ \t]*("""|''')[\s\S]*?\1[ \t]*\n/, '');
  for (const line of rest.split('\n')) {
    const statement = line.trim();
    if (statement === '' || statement.startsWith('#')) continue;
    if (!line.startsWith(indent) || line.length - line.trimStart().length <= indent.length) break;
    if (!LOGS.test(statement)) return undefined;
  }
  return store[1];
}

/** Whether the module changes the registry otherwise than by its storing methods: another item set, one deleted, or a method that changes it. */
function changes(source: string, attribute: string, stored: number): boolean {
  const sets = source.match(new RegExp(`\\.${attribute}\\[[^\\]\\n]{0,200}\\][ \\t]*=(?!=)`, 'g'))?.length ?? 0;
  return (
    sets !== stored || new RegExp(`\\bdel[ \\t]+[\\w.]{0,200}\\.${attribute}\\[|\\.${attribute}\\.(?:pop|popitem|clear|update|setdefault)\\(`).test(source)
  );
}

/** The class's methods through which its records are served: the one looping over them, and those calling one of those. */
function kept(body: string, defs: RegExpMatchArray[], attribute: string): Set<string> {
  const spans = defs.map((def, i) => ({ name: def[2], text: body.slice(def.index ?? 0, i + 1 < defs.length ? (defs[i + 1].index ?? 0) : body.length) }));
  const out = new Set(spans.filter((s) => s.text.includes(`.${attribute}.values()`)).map((s) => s.name));
  for (let grown = true; grown; ) {
    grown = false;
    for (const s of spans)
      if (!out.has(s.name) && [...out].some((m) => s.text.includes(`.${m}(`))) {
        out.add(s.name);
        grown = true;
      }
  }
  return out;
}
