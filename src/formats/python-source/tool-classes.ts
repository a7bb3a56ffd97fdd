/**
 * Tool classes that make their own record, served as they are: `class CloseTool(BaseTool): def
 * _create_schema(self) -> ToolSchema: return ToolSchema(name="close_session", description="…", …)`. Read
 * when every step from the literal to the SDK is written in the repository: the record class is one
 * (tool-records.ts `recordClasses`: its attributes are its keywords); the base class's `__init__(self)`
 * keeps the record (`self.schema = self._create_schema()`, the only assignment of that attribute) and the
 * tool class defines neither `__init__` nor that attribute; a module near the file that imports the class
 * lists its instances in a function (`def get_all_tools(): return [CloseTool(), …]`); and a module naming an
 * MCP SDK that imports that function loops over what it returns, handing each record unchanged to
 * `Tool(name=t.schema.name, description=t.schema.description` (or `x.tool(…)`). Each such method's
 * returned record is then a tool, read at its literals as a list handler's `Tool(…)` is (extract.ts `made`).
 */
import type { Workspace } from '../types.js';
import { modulesNear } from './handed-server.js';
import { FROM_IMPORT, importedItems, modulePaths, namesSdk, readModule } from './package-modules.js';
import { recordClasses } from './tool-records.js';

/** How many modules the search reads at most, for one file. */
const MAX_READS = 24;
/** A top-level class of one base and its indented body (blank lines included). */
const CLASS = /^class[ \t]+([A-Za-z_]\w{0,99})[ \t]*\([ \t]*([A-Za-z_]\w{0,99})[ \t]*\)[ \t]*:[^\n]{0,200}\n((?:[ \t]+[^\n]{0,2000}\n|[ \t]*\n){0,4000})/gm;
/** A module-level function of no parameter and its body (the module's last lines without a line break too). */
const LISTS = /^def[ \t]+([A-Za-z_]\w{0,99})[ \t]*\([ \t]*\)[^:\n]{0,200}:[ \t]*\n((?:[ \t]+[^\n]{0,2000}(?:\n|$)|[ \t]*\n){0,4000})/gm;
/** A top-level class of any bases and its body. */
const BASE = /^class[ \t]+([A-Za-z_]\w{0,99})[ \t]*(?:\([^)\n]{0,200}\))?[ \t]*:[^\n]{0,200}\n((?:[ \t]+[^\n]{0,2000}(?:\n|$)|[ \t]*\n){0,4000})/gm;
/** A method of no parameter but `self` whose body is `return R(`, a docstring before it at most. */
const MAKES =
  /^([ \t]+)def[ \t]+([A-Za-z_]\w{0,99})[ \t]*\([ \t]*self[ \t]*\)[^:\n]{0,200}:[ \t]*\n(?:[ \t]+(?:"""[^\n]{0,500}"""|'''[^\n]{0,500}''')[ \t]*\n)?([ \t]+)return[ \t]+([A-Za-z_]\w{0,99})\(/gm;

/** What a tool class of the file makes: the method returning its record, and the record's class. */
export interface Made {
  method: string;
  record: string;
}

/** The file's tool classes whose records its modules serve as tools, by class name. */
export function toolClasses(text: string, path: string, workspace: Workspace | undefined): ReadonlyMap<string, Made> {
  const out = new Map<string, Made>();
  if (!workspace || !text.includes('(self)') || !text.includes('return')) return out;
  const candidates = new Map<string, (Made & { base: string })[]>();
  for (const [, name, base, body] of text.matchAll(CLASS)) {
    if (/\b__init__\b|\b__new__\b/.test(body)) continue;
    const found = [...body.matchAll(MAKES)].filter(([, indent, , inner]) => inner.length > indent.length);
    if (found.length > 0)
      candidates.set(
        name,
        found.map(([, , method, , record]) => ({ method, record, base })),
      );
  }
  if (candidates.size === 0) return out;
  const budget = { reads: MAX_READS };
  const texts = new Map<string, string | undefined>([[path, text]]);
  const read = (module: string) => {
    if (!texts.has(module)) texts.set(module, workspace.kind(module) === 'file' ? readModule(workspace, module, budget) : undefined);
    return texts.get(module);
  };
  // The module a name of the file comes from (the file itself when it defines the name).
  const origin = (name: string): string | undefined => {
    if (new RegExp(`^class[ \\t]+${name}\\b`, 'm').test(text)) return path;
    for (const [, from, items] of text.matchAll(FROM_IMPORT))
      if (importedItems(items).some((item) => item.alias === name && item.name === name)) return modulePaths(from, path, workspace)[0];
    return undefined;
  };
  // The record kept by the base (`self.schema = self._create_schema()`): the attribute it is kept as.
  const kept = new Map<string, string | undefined>();
  const keptAs = (base: string, method: string): string | undefined => {
    const key = `${base} ${method}`;
    if (!kept.has(key)) {
      const module = origin(base);
      const source = module === undefined ? undefined : read(module);
      kept.set(key, source === undefined ? undefined : keeps(source, base, method));
    }
    return kept.get(key);
  };
  const records = new Map<string, boolean>();
  const isRecord = (record: string) => {
    if (!records.has(record)) {
      const module = origin(record);
      const source = module === undefined ? undefined : read(module);
      records.set(record, source !== undefined && recordClasses(source).has(record));
    }
    return records.get(record) === true;
  };
  const served = new Map<string, Made & { attribute: string }>();
  for (const [name, made] of candidates)
    for (const { base, method, record } of made) {
      const attribute = keptAs(base, method);
      // The tool class's own `schema = …` (or `self.schema = …` anywhere in the file) may replace the kept record.
      const replaced = attribute !== undefined && new RegExp(`^[ \\t]+(?:self\\.)?${attribute}[ \\t]*[:=](?!=)`, 'm').test(text);
      if (attribute !== undefined && !replaced && isRecord(record) && !served.has(name)) served.set(name, { method, record, attribute });
    }
  if (served.size === 0) return out;
  // Modules that list instances of the file's classes, then the SDK modules serving what those lists give.
  for (const module of modulesNear(workspace, path)) {
    if (budget.reads <= 0) break;
    const lister = read(module);
    if (lister === undefined) continue;
    const imported = importsOf(lister, module, path, workspace);
    for (const [fn, listed] of listings(lister)) {
      const classes = [...listed].filter((name) => imported.has(name) && served.has(name) && !out.has(name));
      if (classes.length === 0) continue;
      for (const server of modulesNear(workspace, module)) {
        if (budget.reads <= 0) break;
        const source = server === path ? text : read(server);
        if (source === undefined || !namesSdk(source) || !importsOf(source, server, module, workspace).has(fn)) continue;
        const attributes = new Set(classes.map((name) => served.get(name)?.attribute));
        for (const attribute of attributes) {
          if (attribute === undefined || !serves(source, fn, attribute)) continue;
          for (const name of classes) {
            const kept = served.get(name);
            if (kept?.attribute === attribute) out.set(name, { method: kept.method, record: kept.record });
          }
        }
      }
    }
  }
  // The proof reads the base's, the record's, the listing's and the server's modules: a change to one may undo it.
  if (out.size > 0) for (const module of texts.keys()) if (module !== path) workspace.drawsOn?.(module);
  return out;
}

/**
 * The attribute the base class of `source` keeps `self.method()`'s value as: its `__init__(self)` assigns
 * `self.attribute = self.method()`, the attribute's only assignment in the module.
 */
function keeps(source: string, base: string, method: string): string | undefined {
  for (const [, name, body] of source.matchAll(BASE)) {
    if (name !== base || !/^[ \t]+def[ \t]+__init__[ \t]*\([ \t]*self[ \t]*\)/m.test(body)) continue;
    const assigned = new RegExp(`^[ \\t]+self\\.([A-Za-z_]\\w{0,99})[ \\t]*=[ \\t]*self\\.${method}\\(\\)[ \\t]*$`, 'm').exec(body)?.[1];
    if (assigned === undefined) return undefined;
    const all = source.match(new RegExp(`\\.${assigned}[ \\t]*=(?!=)`, 'g')) ?? [];
    return all.length === 1 ? assigned : undefined;
  }
  return undefined;
}

/** The names `source` (the module at `module`) imports from the file at `path`, as it binds them unchanged. */
function importsOf(source: string, module: string, path: string, workspace: Workspace): Set<string> {
  const out = new Set<string>();
  for (const [, from, items] of source.matchAll(FROM_IMPORT))
    if (modulePaths(from, module, workspace).includes(path)) for (const item of importedItems(items)) if (item.name === item.alias) out.add(item.name);
  return out;
}

/** The module-level functions of no parameter whose body is `return [ … ]` of instances (`Cls()`), with the classes listed. */
function listings(source: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [, fn, body] of source.matchAll(LISTS)) {
    const list = /^[ \t]+(?:"""[^\n]{0,500}"""[ \t]*\n[ \t]+)?return[ \t]+\[([^\]]{0,20000})\][ \t]*$/m.exec(body);
    // Only instances, comments and blank lines in the list.
    if (list === null || body.trim().split('\n').length > list[0].trim().split('\n').length + 1) continue;
    const items = list[1]
      .replace(/#[^\n]*/g, '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    if (items.every((item) => /^[A-Za-z_]\w{0,99}\(\)$/.test(item))) out.set(fn, new Set(items.map((item) => item.slice(0, -2))));
  }
  return out;
}

/**
 * Whether `source` loops over what `fn()` returns (`for t in fn():`, or `for t in x:` after `x = fn()`) and
 * hands `Tool(` (or `.tool(`) `name=t.attribute.name` and `description=t.attribute.description`.
 */
function serves(source: string, fn: string, attribute: string): boolean {
  const bound = [...source.matchAll(new RegExp(`^[ \\t]*([A-Za-z_]\\w{0,99})[ \\t]*=[ \\t]*${fn}\\(\\)[ \\t]*$`, 'gm'))].map((m) => m[1]);
  for (const [, each, over] of source.matchAll(/\bfor[ \t]+([A-Za-z_]\w{0,99})[ \t]+in[ \t]+([A-Za-z_]\w{0,99}(?:\(\))?)[ \t]*:/g)) {
    if (over !== `${fn}()` && !bound.includes(over)) continue;
    const hands = new RegExp(
      `(?:\\bTool|\\.tool)\\([ \\t\\n]{0,200}name[ \\t]*=[ \\t]*${each}\\.${attribute}\\.name[ \\t]*,[ \\t\\n]{0,200}description[ \\t]*=[ \\t]*${each}\\.${attribute}\\.description\\b`,
    );
    if (hands.test(source)) return true;
  }
  return false;
}
