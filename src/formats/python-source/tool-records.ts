/**
 * Tool records a project keeps in a registry of its own and serves as they are: `server.register_tool(
 * MCPTool(name="stock_search", description="…", handler=…))`. Read when the file defines both the record
 * class (a pydantic `BaseModel` or a `@dataclass` declaring `name: str` and `description: str`, with no
 * `__init__`, `__post_init__`, validator, nor a method or property of those names: its attributes are the keywords it is given)
 * and the method (`def register_tool(self, tool): self.tools[tool.name] = tool`, that one statement only),
 * and the file or a module near it that imports from it and names an MCP SDK serves the registry's records
 * unchanged: a loop over `….tools.values()` handing each, or a function of that module taking it, to
 * `Tool(name=t.name, description=t.description` (or `x.tool(name=t.name, description=t.description`).
 * Each `x.register_tool(MCPTool(…))` of the file is then a tool, read at its literals as a list handler's
 * `Tool(…)` is (extract.ts `records`).
 */
import type { Workspace } from '../types.js';
import { modulesNear } from './handed-server.js';
import { FROM_IMPORT, modulePaths, namesSdk, readModule } from './package-modules.js';

/** How many modules near the file are read for the one that serves its registry. */
const MAX_READS = 12;
/** A top-level class and its indented body (blank lines included), with the decorator line before it. */
const CLASS =
  /^(@(?:dataclasses\.)?dataclass\b[^\n]{0,200}\n)?class[ \t]+([A-Za-z_]\w{0,99})[ \t]*(?:\(([^)\n]{0,200})\))?[ \t]*:[^\n]{0,200}\n((?:[ \t]+[^\n]{0,2000}\n|[ \t]*\n){0,2000})/gm;
/** What may make a record's attributes differ from the keywords it is given. */
const RESHAPES =
  /\b(?:__init__|__post_init__|model_post_init|__setattr__|__getattr__|__getattribute__|validator|field_validator|model_validator|root_validator)\b|\bdef[ \t]+(?:name|description)\b/;
const field = (key: string) => new RegExp(`^[ \\t]+${key}[ \\t]*:[ \\t]*str[ \\t]*(?:#[^\\n]*)?$`, 'm');
/** `def m(self, tool[: T]) [-> None]:` then `self.attr[tool.name] = tool` and nothing more in its body. */
const STORES =
  /^([ \t]+)def[ \t]+([A-Za-z_]\w{0,99})[ \t]*\([ \t]*self[ \t]*,[ \t]*([A-Za-z_]\w{0,99})[ \t]*(?::[ \t]*([A-Za-z_]\w{0,99})[ \t]*)?\)[ \t]*(?:->[ \t]*None[ \t]*)?:[ \t]*\n[ \t]+self\.([A-Za-z_]\w{0,99})\[[ \t]*\3\.name[ \t]*\][ \t]*=[ \t]*\3[ \t]*\n((?:[ \t]*\n){0,20})([ \t]*)/gm;

/**
 * The methods of the file that store a record its modules serve as a tool, each with the record classes
 * it may be called with (`register_tool` → `MCPTool`). Empty when nothing of the file is such a registry.
 */
export function toolRecords(text: string, path: string, workspace: Workspace | undefined): ReadonlyMap<string, ReadonlySet<string>> {
  const out = new Map<string, Set<string>>();
  if (!text.includes('.name] =')) return out;
  const classes = recordClasses(text);
  if (classes.size === 0) return out;
  const stores = new Map<string, { attribute: string; classes: Set<string> }>();
  const defined = new Set<string>();
  for (const m of text.matchAll(STORES)) {
    const [, indent, method, , annotation, attribute, , next] = m;
    // One definition of the method, whose body ends at the statement (the next line is dedented).
    if (defined.has(method) || next.length > indent.length) {
      stores.delete(method);
      defined.add(method);
      continue;
    }
    defined.add(method);
    const takes = annotation === undefined ? classes : new Set(classes.has(annotation) ? [annotation] : []);
    if (takes.size > 0) stores.set(method, { attribute, classes: new Set(takes) });
  }
  if (stores.size === 0) return out;
  const servers = [path, ...(workspace ? modulesNear(workspace, path) : [])];
  const budget = { reads: MAX_READS };
  for (const module of servers) {
    const source = module === path ? text : workspace && workspace.kind(module) === 'file' ? readModule(workspace, module, budget) : undefined;
    if (source === undefined || !namesSdk(source) || (module !== path && !(workspace && importsFrom(source, module, path, workspace)))) continue;
    for (const [method, { attribute, classes: takes }] of stores) if (!out.has(method) && serves(source, attribute)) out.set(method, takes);
    if (module !== path && out.size > 0) workspace?.drawsOn?.(module);
    if (out.size === stores.size) break;
  }
  return out;
}

/** The file's record classes: a `BaseModel` or a `@dataclass` declaring `name: str` and `description: str`, nothing reshaping them. */
export function recordClasses(text: string): Set<string> {
  const out = new Set<string>();
  const seen = new Set<string>();
  for (const [, dataclass, name, bases = '', body] of text.matchAll(CLASS)) {
    if (seen.has(name)) out.delete(name);
    seen.add(name);
    const model = bases.split(',').some((base) => /^[ \t]*(?:pydantic\.)?BaseModel[ \t]*$/.test(base));
    if ((model || (dataclass !== undefined && bases.trim() === '')) && field('name').test(body) && field('description').test(body) && !RESHAPES.test(body))
      out.add(name);
  }
  return out;
}

/** Whether a `from m import …` of `source` (the module at `module`) imports from the file at `path`. */
function importsFrom(source: string, module: string, path: string, workspace: Workspace): boolean {
  for (const [, from] of source.matchAll(FROM_IMPORT)) if (modulePaths(from, module, workspace).includes(path)) return true;
  return false;
}

/**
 * Whether `source` hands each record of `….attribute.values()` to the SDK unchanged: the loop's variable, or
 * the parameter of a function of the module it is passed to, gives `Tool(` (or `.tool(`) its `name=` and
 * `description=` as `v.name` and `v.description`.
 */
export function serves(source: string, attribute: string): boolean {
  const loops = new RegExp(`\\bfor[ \\t]+([A-Za-z_]\\w{0,99})[ \\t]+in[ \\t]+[A-Za-z_][\\w.()]{0,200}\\.${attribute}\\.values\\(\\)`, 'g');
  for (const [, each] of source.matchAll(loops)) {
    const given = [each];
    for (const [, fn] of source.matchAll(new RegExp(`\\b([A-Za-z_]\\w{0,99})\\([ \\t]*${each}[ \\t]*\\)`, 'g'))) {
      const parameter = new RegExp(`^[ \\t]*(?:async[ \\t]+)?def[ \\t]+${fn}[ \\t]*\\([ \\t]*([A-Za-z_]\\w{0,99})[ \\t]*(?::[^,)\\n]{0,200})?\\)`, 'm').exec(
        source,
      )?.[1];
      if (parameter !== undefined) given.push(parameter);
    }
    const hands = (v: string) =>
      new RegExp(
        `(?:\\bTool|\\.tool)\\([ \\t\\n]{0,200}name[ \\t]*=[ \\t]*${v}\\.name[ \\t]*,[ \\t\\n]{0,200}description[ \\t]*=[ \\t]*${v}\\.description\\b`,
      ).test(source);
    if (given.some(hands)) return true;
  }
  return false;
}
