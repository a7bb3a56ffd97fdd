/**
 * A tool's `name=` that stands for a string another module of the repository writes: `from
 * app.constants import ToolNames` … `@mcp.tool(name=ToolNames.SAVE)`, where that module's plain class
 * assigns `SAVE = "save_place"`, or `name=TOOL_NAMES["SAVE"]` of a dict literal it assigns at its top
 * level (members.ts), or `name=SAVE_TOOL` of a name that module assigns once at its top level (re-exported
 * through up to MAX_HOPS modules' `from … import SAVE_TOOL` or one `from … import *`): a string literal, or
 * `TABLE["save_place"].name` of a table keyed by that attribute of its values (`{d.name: d for d in DEFS}`,
 * in `MappingProxyType(…)` or `dict(…)` too) that the module changes nowhere, whose entry under a key has
 * that key as its attribute. Read through the workspace before the text alone is read (extract.ts), so the
 * value is known, though written elsewhere: it is placed at the reference. Bounded: the names of at most
 * MAX_REFS references of each kind (bare names, members and entries), MAX_READS modules read, and only a
 * string literal is a value.
 */
import type { Workspace } from '../types.js';
import { blocks } from './blocks.js';
import { classAttributes, dictEntry } from './members.js';
import { assigns, FROM_IMPORT, importedItems, MAX_HOPS, modulePaths, readModule } from './package-modules.js';
import { starExports } from './star-import.js';
import { type Token, tokenize } from './tokens.js';
import { bracketPairs } from '../source/tokens.js';

/** `name=X.Y`, `name=X["k"]` or `name=X`, up to the argument's end. */
const REFERENCE =
  /\bname[ \t]{0,8}=[ \t]{0,8}([A-Za-z_]\w{0,99})(?:\.([A-Za-z_]\w{0,99})|\[[ \t]{0,8}(["'])([^"'\\\n]{0,200})\3[ \t]{0,8}\])?[ \t]{0,8}[,)\n]/g;
const MAX_REFS = 64;
const MAX_READS = 8;

/** The reference (`ToolNames.SAVE`, `TOOL_NAMES["SAVE"]`, as `key` writes it) → its string, for each one an imported module writes. */
export function importedConstants(text: string, path: string, workspace: Workspace | undefined): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  if (!workspace || !text.includes('import')) return out;
  const wanted = new Map<string, Ref[]>();
  const seen = new Set<string>();
  // Each reference once, and bare names (`name=name` is common in any call) counted apart from `X.Y` and `X["k"]`.
  const counts = { bare: 0, member: 0 };
  for (const match of text.matchAll(REFERENCE)) {
    const ref: Ref = match[2] !== undefined ? { member: match[2] } : match[4] !== undefined ? { entry: match[4] } : {};
    const kind = match[2] === undefined && match[4] === undefined ? 'bare' : 'member';
    if (seen.has(key(match[1], ref)) || counts[kind] >= MAX_REFS) continue;
    seen.add(key(match[1], ref));
    counts[kind]++;
    wanted.set(match[1], [...(wanted.get(match[1]) ?? []), ref]);
  }
  if (wanted.size === 0) return out;
  const modules = moduleReader(workspace);
  for (const statement of text.matchAll(FROM_IMPORT)) {
    for (const { name, alias } of importedItems(statement[2])) {
      const refs = wanted.get(alias);
      if (refs === undefined || name === '*') continue;
      // The name is the module's only when the file does not bind it again.
      if (assigns(text, alias)) continue;
      const module = modulePaths(statement[1], path, workspace)[0];
      const read = module === undefined ? undefined : modules(module);
      if (read === undefined || module === undefined) continue;
      for (const ref of refs) {
        const value =
          ref.member !== undefined
            ? read.constants.member(name, ref.member)
            : ref.entry !== undefined
              ? read.constants.entry(name, ref.entry)
              : bareValue(workspace, modules, module, name, MAX_HOPS);
        if (value === undefined) continue;
        out.set(key(alias, ref), value);
        workspace.drawsOn?.(module);
      }
    }
  }
  return out;
}

/** A reference's part after the name: `.Y`, `["k"]`, or nothing. */
interface Ref {
  member?: string;
  entry?: string;
}

/** How a reference is looked up: `X.Y`, `X["k"]` whatever its quotes, or `X`. */
export function key(name: string, ref: Ref): string {
  return ref.member !== undefined ? `${name}.${ref.member}` : ref.entry !== undefined ? `${name}[${JSON.stringify(ref.entry)}]` : name;
}

/**
 * The string the module at `path` (its text `source`) binds `name` to at its top level, or, when it assigns
 * it nowhere, the one the module it imports the name from binds (`from m import name`, or its one `from m
 * import *` when `m` exports the name), up to `hops` modules.
 */
function bareValue(workspace: Workspace, modules: Modules, path: string, name: string, hops: number): string | undefined {
  const read = modules(path);
  if (read === undefined) return undefined;
  if (assigns(read.source, name)) {
    const value = read.constants.bare(name);
    if (value !== undefined) workspace.drawsOn?.(path);
    return value;
  }
  if (hops <= 1) return undefined;
  const statements = [...read.source.matchAll(FROM_IMPORT)].map((s) => ({ module: s[1], items: importedItems(s[2]) }));
  const named = statements.filter((s) => s.items.some((item) => item.alias === name));
  const stars = statements.filter((s) => s.items.some((item) => item.name === '*'));
  // Bound once, by name or by the one star import: two bindings leave which one holds to run time.
  const from = named.length === 1 && stars.length === 0 ? named[0] : named.length === 0 && stars.length === 1 ? stars[0] : undefined;
  const item = from?.items.find((i) => i.alias === name || i.name === '*');
  const module = from && modulePaths(from.module, path, workspace)[0];
  const next = module === undefined ? undefined : modules(module);
  if (next === undefined || item === undefined || module === undefined) return undefined;
  if (item.name === '*' && !starExports(next.source, name)) return undefined;
  return bareValue(workspace, modules, module, item.name === '*' ? name : item.name, hops - 1);
}

/** A module's text and constants by its path, each read once, at most MAX_READS modules. */
type Modules = (path: string) => { source: string; constants: Constants } | undefined;

function moduleReader(workspace: Workspace): Modules {
  const budget = { reads: MAX_READS };
  const read = new Map<string, { source: string; constants: Constants } | undefined>();
  return (path) => {
    if (!read.has(path)) {
      const source = readModule(workspace, path, budget);
      read.set(path, source === undefined ? undefined : { source, constants: constantsOf(source) });
    }
    return read.get(path);
  };
}

interface Constants {
  member(cls: string, attr: string): string | undefined;
  entry(table: string, k: string): string | undefined;
  bare(name: string): string | undefined;
}

/** The string constants of a module's text: its plain classes' attributes, its top-level dict literals' entries and names. */
function constantsOf(source: string): Constants {
  const tokens = tokenize(source);
  const indent = blocks(tokens, source).indent;
  const attributes = classAttributes(tokens, indent);
  const pairs = bracketPairs(tokens);
  const closing = (i: number) => pairs[i];
  const tables = new Map<string, number>();
  /** Where each name the module assigns once at its top level takes its value; -1 for one assigned more. */
  const values = new Map<string, number>();
  for (let i = 0; i + 2 < tokens.length; i++) {
    const t = tokens[i];
    if (!(t.first && t.kind === 'name')) continue;
    // Assigned in a function or class too (a `global`'s, maybe): not the one value.
    if (indent[i] !== 0) {
      if (valueAfter(tokens, i + 1, closing) !== -1) values.set(t.text as string, -1);
      continue;
    }
    if (isOp(tokens[i + 1], '=')) tables.set(t.text as string, isOp(tokens[i + 2], '{') && ends(tokens[closing(i + 2) + 1]) ? i + 2 : -1);
    const at = valueAfter(tokens, i + 1, closing);
    if (at !== -1) values.set(t.text as string, values.has(t.text as string) ? -1 : at);
  }
  // `TABLE["k"].attr` of a table keyed by that attribute of its values: the key itself.
  const keyedEntry = (at: number): string | undefined => {
    const [table, open, k, close, dot, attr] = tokens.slice(at, at + 6);
    if (table?.kind !== 'name' || !isOp(open, '[') || k?.kind !== 'string' || !isOp(close, ']') || !isOp(dot, '.') || attr?.kind !== 'name') return undefined;
    if (!ends(tokens[at + 6]) || k.text === undefined) return undefined;
    const start = values.get(table.text as string) ?? -1;
    return start !== -1 && keyedBy(tokens, start, closing) === attr.text && !changed(source, table.text as string) ? k.text : undefined;
  };
  return {
    member: (cls, attr) => stringAt(tokens, attributes.get(`${cls}.${attr}`) ?? -1),
    entry: (table, k) => {
      const open = tables.get(table) ?? -1;
      return open === -1 ? undefined : stringAt(tokens, dictEntry(tokens, open, closing(open), k, closing));
    },
    bare: (name) => {
      const at = values.get(name) ?? -1;
      return at === -1 ? undefined : (stringAt(tokens, at) ?? keyedEntry(at));
    },
  };
}

/** Where the value of an assignment starts, `at` being just past its name (`= v`, or `: T = v`); -1 for none. */
function valueAfter(tokens: readonly Token[], at: number, closing: (i: number) => number): number {
  if (isOp(tokens[at], '=')) return at + 1;
  if (!isOp(tokens[at], ':')) return -1;
  for (let j = at + 1; j < tokens.length && tokens[j].kind !== 'newline'; j++) {
    if (isOp(tokens[j], '[') || isOp(tokens[j], '(')) j = closing(j);
    else if (isOp(tokens[j], '=')) return j + 1;
  }
  return -1;
}

/** Calls that make a mapping of the one comprehension they are given, keeping its keys. */
const MAPPINGS = new Set(['MappingProxyType', 'dict']);

/**
 * The attribute `{v.attr: v for v in …}` keys its values by (in `MappingProxyType(…)` or `dict(…)` too),
 * the value at `at` being that comprehension up to its line's end; undefined otherwise.
 */
function keyedBy(tokens: readonly Token[], at: number, closing: (i: number) => number): string | undefined {
  let open = at;
  if (tokens[at]?.kind === 'name' && MAPPINGS.has(tokens[at].text as string) && isOp(tokens[at + 1], '(') && isOp(tokens[at + 2], '{')) {
    if (closing(at + 2) + 1 !== closing(at + 1) || !ends(tokens[closing(at + 1) + 1])) return undefined;
    open = at + 2;
  } else if (!isOp(tokens[at], '{') || !ends(tokens[closing(at) + 1])) return undefined;
  const [v, dot, attr, colon, value, keyword, bound, inKeyword] = tokens.slice(open + 1, open + 9);
  const variable = v?.kind === 'name' ? v.text : undefined;
  const same = (t: Token | undefined) => t?.kind === 'name' && t.text === variable;
  return variable !== undefined &&
    isOp(dot, '.') &&
    attr?.kind === 'name' &&
    isOp(colon, ':') &&
    same(value) &&
    keyword?.text === 'for' &&
    same(bound) &&
    inKeyword?.text === 'in'
    ? (attr.text as string)
    : undefined;
}

/** Whether the module may change a table's entries after it is made: an item assigned or deleted, or a method that adds to it. */
function changed(source: string, table: string): boolean {
  return new RegExp(
    String.raw`\b${table}\s{0,8}(?:\[[^\]\n]{0,200}\]\s{0,8}(?:[-+*/|&]?=)(?!=)|\.(?:update|setdefault|pop|popitem|clear)\()|\bdel\s{1,8}${table}\b`,
  ).test(source);
}

function isOp(t: Token | undefined, text: string): boolean {
  return t?.kind === 'op' && t.text === text;
}

/** Whether a value ends before `t`: the end of its line, a `,` or a closing bracket. */
function ends(t: Token | undefined): boolean {
  return t === undefined || t.kind === 'newline' || isOp(t, ',') || isOp(t, '}') || isOp(t, ')') || isOp(t, ']');
}

/** The string at `i` when the value there is one string literal (not an f-string with substitutions). */
function stringAt(tokens: readonly Token[], i: number): string | undefined {
  const t = tokens[i];
  return i >= 0 && t?.kind === 'string' && t.text !== undefined && ends(tokens[i + 1]) ? t.text : undefined;
}
