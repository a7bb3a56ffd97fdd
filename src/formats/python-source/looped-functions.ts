/**
 * Functions a server module registers in a loop over a list of them: `for fn in TOOLS: mcp.tool()(fn)`,
 * `for fn in tools.ALL_TOOLS: mcp.add_tool(fn)`, `for fn in registry.get_all_tools(): mcp.tool(fn)`. Each
 * is registered as that call written once for it would register it, so each is read so (extract.ts reads
 * a function of the file at its `def`; one of another module there, registered-elsewhere.ts). Read only
 * where the list is provably known: the loop's body is that one registration of its variable, and the loop
 * goes over a list or tuple literal of functions: written in the loop, a constant assigned once at the top
 * level of this module or of a module it imports, or the return of a function of no parameters there
 * (`return [f, g]`, or a list assigned once in it and returned, its only `return`); or, in a loop over a
 * literal of modules the file imports whose body is that loop alone (`for mod in [cart, stock]: for fn in
 * mod.__all_tools__:`), the constant of that name of each. An item is read when
 * it is a function defined once at the top level of the module that names it, or imported there from one
 * (package-modules.ts definesOnce). When an item is not, or the list may gain items (`.append`, `.extend`,
 * `.insert`, `+=`), the others are read and the registration is also listed as not statically known; a
 * list that may lose items (`.remove`, `.pop`, `.clear`, `del`, `x[…] =`) is not read.
 * Text of other modules through the workspace, bounded: MAX_READS modules, MAX_ITEMS items.
 */
import type { Workspace } from '../types.js';
import { definesOnce, importedBy, MAX_HOPS, modulePaths, namesSdk, readModule } from './package-modules.js';
import { registersOnPackageServer } from './server-import.js';

/** A looped function: its name, and the module that defines it (undefined: the registering module itself). */
export interface Looped {
  path: string | undefined;
  name: string;
}

/**
 * What a loop registers: the functions found, whether they are all it registers (every item found, the
 * list never added to), and the names of the file its list is written with (a parameter of a function
 * around the loop would stand for something else: extract.ts).
 */
export interface Loop {
  functions: readonly Looped[];
  whole: boolean;
  names: readonly string[];
}

const MAX_READS = 32;
const MAX_ITEMS = 512;
const NAME = String.raw`[A-Za-z_]\w{0,99}`;
const LIST = String.raw`(\[[^[\]]{0,20000}\]|\([^()]{0,20000}\)|${NAME}(?:\.${NAME})?(?:\(\))?)`;
const HEADER_END = String.raw`[ \t]*:[ \t]*(?:#[^\n]*)?\r?\n`;
/**
 * A `for` whose whole body is one registration of its variable: `(?<indent>…)`, maybe an outer loop over
 * modules whose body is that loop alone (`for (?<module>…) in (?<modules>…):` then `(?<inner>…)`), then
 * `for (?<var>…) in (?<list>…):`, then `(?<call>  x.tool()(` or `x.tool(` or `x.add_tool(`) and the variable alone.
 */
const LOOP = new RegExp(
  String.raw`^([ \t]*)(?:for[ \t]+(${NAME})[ \t]+in[ \t]+${LIST}${HEADER_END}([ \t]+))?for[ \t]+(${NAME})[ \t]+in[ \t]+${LIST}${HEADER_END}` +
    String.raw`([ \t]+${NAME}(?:\.${NAME}){0,4}\.(?:tool\([ \t]*\)\(|tool\(|add_tool\()[ \t]*)\5[ \t]*\)[ \t]*(?:#[^\n]*)?\r?$`,
  'gm',
);

/**
 * The loops of a server module (one naming an MCP SDK, or handed its package's server: server-import.ts)
 * registering a known list, by the offset of the variable in their registration.
 */
export function loopedFunctions(text: string, path: string, workspace: Workspace | undefined): ReadonlyMap<number, Loop> {
  const out = new Map<number, Loop>();
  if (!workspace || path.split('/').includes('..') || !text.includes('for')) return out;
  const loops = [...text.matchAll(LOOP)];
  if (loops.length === 0 || (!namesSdk(text) && !registersOnPackageServer(text, path, workspace))) return out;
  const budget = { reads: MAX_READS };
  for (const match of loops) {
    const [whole, indent, module, modules, inner = indent, , list, call] = match;
    const body = /^[ \t]*/.exec(call)?.[0] ?? '';
    const end = (match.index ?? 0) + whole.length;
    if ((module !== undefined && !deeper(inner, indent)) || !deeper(body, inner) || !endsBody(text, end, indent.length)) continue;
    const lists = module === undefined ? [listed(text, path, list, workspace, budget)] : eachModule(text, path, module, modules, list, workspace, budget);
    if (lists === undefined || lists.includes(undefined)) continue;
    let complete = true;
    const functions: Looped[] = [];
    for (const items of lists as Items[]) {
      complete &&= !items.grows;
      for (const item of items.names) {
        const found = functionOf(items.source, items.path, item, workspace, budget);
        if (found !== undefined) functions.push(found.path === path ? { path: undefined, name: found.name } : found);
        else complete = false;
      }
    }
    const at = end - whole.length + whole.lastIndexOf('\n') + 1 + call.length;
    // The list's name (`TOOLS`, `registry` of `registry.get_all_tools()`), or each item of a literal written in the loop.
    const written = module === undefined ? list : modules;
    const names = (/^[[(]/.test(written) ? (itemsOf(written) ?? []) : [written]).map((name) => name.split('.')[0].replace(/\(\)$/, ''));
    if (functions.length > 0) out.set(at, { functions, whole: complete, names });
  }
  return out;
}

/** Whether indentation `inner` is inside `outer`'s block. */
const deeper = (inner: string, outer: string) => inner.length > outer.length && inner.startsWith(outer);

/**
 * The lists of `for module in modules: for fn in module.NAME`: the constant NAME of each module of a
 * literal of modules the file imports (written in the loop, or a constant of the file).
 */
function eachModule(
  text: string,
  path: string,
  module: string,
  modules: string,
  list: string,
  workspace: Workspace,
  budget: { reads: number },
): (Items | undefined)[] | undefined {
  const [head, member] = list.split('.');
  if (head !== module || member === undefined || member.endsWith('()')) return undefined;
  const literal = modules.startsWith('[') || modules.startsWith('(');
  // A constant of the file, not another module's nor a call's.
  if (!literal && /[.(]/.test(modules)) return undefined;
  const written = literal ? { names: itemsOf(modules), grows: false } : held(text, modules, false);
  if (!written?.names || written.grows) return undefined;
  return written.names.map((name) => {
    const found = submodule(text, path, name, workspace);
    const source = found === undefined ? undefined : readModule(workspace, found, budget);
    const there = source === undefined || loses(text, `${name}.${member}`) ? undefined : held(source, member, false);
    return there && found !== undefined && source !== undefined
      ? { source, path: found, ...there, grows: there.grows || grows(text, `${name}.${member}`) }
      : undefined;
  });
}

/** Whether the first line of code after `end` is indented no deeper than `indent`: the loop's body ended. */
function endsBody(text: string, end: number, indent: number): boolean {
  const next = /\n([ \t]*)[^ \t\r\n#]/.exec(text.slice(end));
  return next === null || next[1].length <= indent;
}

/** A list's item names as written in the module at `path`, and whether it may gain more. */
interface Items {
  source: string;
  path: string;
  names: readonly string[];
  grows: boolean;
}

/** The items the loop's list stands for: a literal; a constant or a function's return, of this module or one it imports. */
function listed(text: string, path: string, list: string, workspace: Workspace, budget: { reads: number }): Items | undefined {
  if (list.startsWith('[') || list.startsWith('(')) {
    const names = itemsOf(list);
    return names && { source: text, path, names, grows: false };
  }
  const called = list.endsWith('()');
  const [head, member] = list.replace(/\(\)$/, '').split('.');
  if (member === undefined) {
    // A name of this module, or one it imports from another (`from .tools import ALL_TOOLS`).
    const own = held(text, head, called);
    if (own) return { source: text, path, ...own, grows: own.grows || grows(text, head) };
    const from = importedBy(text, head);
    const module = from && modulePaths(from.from, path, workspace)[0];
    const source = module === undefined ? undefined : readModule(workspace, module, budget);
    const there = from && source !== undefined ? held(source, from.name, called) : undefined;
    return there && module && source !== undefined && !loses(text, head)
      ? { source, path: module, ...there, grows: there.grows || grows(text, head) }
      : undefined;
  }
  // `module.NAME` of a module it imports (`from pkg import registry`).
  const module = submodule(text, path, head, workspace);
  const source = module === undefined ? undefined : readModule(workspace, module, budget);
  const there = source === undefined ? undefined : held(source, member, called);
  return there && module && source !== undefined && !loses(text, `${head}.${member}`)
    ? { source, path: module, ...there, grows: there.grows || grows(text, `${head}.${member}`) }
    : undefined;
}

/** The module `from pkg import name` (`from . import name`) binds `name` to, when that import alone binds it. */
function submodule(text: string, path: string, name: string, workspace: Workspace): string | undefined {
  const from = importedBy(text, name);
  if (from === undefined) return undefined;
  return modulePaths(from.from.endsWith('.') ? `${from.from}${from.name}` : `${from.from}.${from.name}`, path, workspace)[0];
}

/** The items of the list `name` of `source` holds: a top-level constant assigned once, or (`called`) the return of a top-level function of no parameters. */
function held(source: string, name: string, called: boolean): { names: readonly string[]; grows: boolean } | undefined {
  if (!called) {
    if (!assignedOnce(source, name) || loses(source, name)) return undefined;
    const value = new RegExp(
      String.raw`^${name}[ \t]{0,8}(?::[^=\n]{0,200})?=[ \t]{0,8}(\[[^[\]]{0,20000}\]|\([^()]{0,20000}\))[ \t]*(?:#[^\n]*)?\r?$`,
      'm',
    ).exec(source);
    const names = value ? itemsOf(value[1]) : undefined;
    return names && { names, grows: grows(source, name) };
  }
  if (!definesOnce(source, name)) return undefined;
  const header = new RegExp(String.raw`^def[ \t]+${name}[ \t]*\([ \t]*\)[^:\n]{0,200}:[ \t]*(?:#[^\n]*)?\r?\n`, 'm').exec(source);
  if (header === null) return undefined;
  const start = (header.index ?? 0) + header[0].length;
  const stop = /\n(?=[^ \t\r\n#])/.exec(source.slice(start));
  const body = source.slice(start, stop === null ? undefined : start + stop.index);
  // One `return`, at the body's own depth, and no function or generator inside whose returns could be taken for it.
  const indent = /^[ \t]*(?=[^ \t\r\n])/m.exec(body)?.[0] ?? '';
  const returns = [...body.matchAll(/^([ \t]*)return\b[ \t]*([^\n#]*)/gm)];
  if (returns.length !== 1 || returns[0][1] !== indent || /\b(?:def|lambda|yield)\b/.test(body.replace(/#[^\n]*/g, ''))) return undefined;
  const returned = returns[0][2].trim();
  if (returned.startsWith('[') || returned.startsWith('(')) {
    const literal = new RegExp(String.raw`^${indent}return[ \t]+(\[[^[\]]{0,20000}\]|\([^()]{0,20000}\))`, 'm').exec(body);
    const names = literal ? itemsOf(literal[1]) : undefined;
    return names && { names, grows: false };
  }
  // `tools = [...]` … `return tools`: the local list, assigned once at the body's depth.
  if (!new RegExp(`^${NAME}$`).test(returned) || !assignedOnce(body, returned) || loses(body, returned)) return undefined;
  const value = new RegExp(String.raw`^${indent}${returned}[ \t]{0,8}(?::[^=\n]{0,200})?=[ \t]{0,8}(\[[^[\]]{0,20000}\]|\([^()]{0,20000}\))`, 'm').exec(body);
  const names = value ? itemsOf(value[1]) : undefined;
  return names && { names, grows: grows(body, returned) };
}

/** A list or tuple literal's items, each a name or `module.name`; undefined for any other item. */
function itemsOf(literal: string): string[] | undefined {
  const items = literal
    .slice(1, -1)
    .replace(/#[^\n]*/g, '')
    .split(',')
    .map((item) => item.trim());
  if (items.at(-1) === '') items.pop();
  if (items.length === 0 || items.length > MAX_ITEMS) return undefined;
  return items.every((item) => new RegExp(`^${NAME}(?:\\.${NAME})?$`).test(item)) ? items : undefined;
}

/** Whether `source` assigns `name` once, at any indentation. */
function assignedOnce(source: string, name: string): boolean {
  return source.match(new RegExp(String.raw`^[ \t]{0,64}${name}[ \t]{0,8}(?::[^=\n]{0,200})?=(?!=)`, 'gm'))?.length === 1;
}

const escaped = (written: string) => written.replace('.', '\\.');

/** Whether `source` may add to the list written `name` in place. */
function grows(source: string, name: string): boolean {
  return new RegExp(String.raw`(?<![\w.])${escaped(name)}[ \t]{0,8}(?:\.[ \t]{0,8}(?:append|extend|insert)\b|\+=)`).test(source);
}

/** Whether `source` may take items from the list written `name`, or replace them. */
function loses(source: string, name: string): boolean {
  const list = escaped(name);
  return new RegExp(String.raw`(?<![\w.])${list}[ \t]{0,8}(?:\.[ \t]{0,8}(?:remove|pop|clear)\b|\[[^\]\n]{0,200}\][ \t]{0,8}=(?!=))|\bdel[ \t]+${list}\b`).test(
    source,
  );
}

/** The function `item` names in the module at `path`: defined there once, at the top level, or imported there from one that does. */
function functionOf(source: string, path: string, item: string, workspace: Workspace, budget: { reads: number }, hops = MAX_HOPS): Looped | undefined {
  const [head, member] = item.split('.');
  if (member !== undefined) {
    const module = submodule(source, path, head, workspace);
    const read = module === undefined ? undefined : readModule(workspace, module, budget);
    return module !== undefined && read !== undefined ? functionOf(read, module, member, workspace, budget, hops - 1) : undefined;
  }
  if (definesOnce(source, head)) return { path, name: head };
  const from = hops > 0 ? importedBy(source, head) : undefined;
  const module = from && modulePaths(from.from, path, workspace)[0];
  const read = module === undefined ? undefined : readModule(workspace, module, budget);
  return from && module !== undefined && read !== undefined ? functionOf(read, module, from.name, workspace, budget, hops - 1) : undefined;
}
