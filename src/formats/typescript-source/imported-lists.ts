/**
 * A module of tool definitions naming no SDK (`export const storeTools = [{ name, description, inputSchema,
 * handler }, …]`, or one tool `export const readNote = { name, …, inputSchema }` a list of another module
 * names, or wrappers holding each under one key, `{ definition: { name, … }, handler }`): a server file when a
 * module of the repository that names an MCP SDK imports the list (or the tool) (by a relative path or an
 * alias, as `ns.list` of a namespace import or among its values flattened, `Object.values(ns).flat()` (or, a tool,
 * among its values, `Object.values(ns)`), through a
 * barrel's `export … from` or a module's own exported list that spreads or lists it, `export const allTools =
 * [...storeTools, …]`, or a `const` holding it, `const all = makeTools(client)`, or a Map an exported function
 * fills from it and returns, filled-maps.ts, up to MAX_HOPS modules) and registers each item as it is written
 * (a module naming no SDK that answers JSON-RPC itself serves it too: hand-rolled.ts): its tools/list handler
 * answers `{ tools: list }` (or a list it writes of them, a Map's values, or a `const` choosing the whole list
 * on one branch) or `{ tools: list.map((t) => ({ ...t })) }`
 * (each key copied under its own name; a wrapper's tool projected by its key, `list.map((t) => t.definition)`),
 * or a loop over the list (or over the module's own `const all = [...list, …]`) calls `server.tool(t.name,
 * t.description, t.inputSchema.shape, t.annotations, cb)` or `server.registerTool(t.name, { description:
 * t.description, … }, cb)` (or a config of the item's own keys in the SDK v1 order, `{ description: t.summary,
 * inputSchema: t.schema.shape }`, read as those v1 arguments), or that call is made on an imported tool itself
 * (`server.tool(readNote.name, …)`).
 * A list served with items dropped only (dropping.ts: `list.filter(…)`, a function that only filters) is served
 * as written, item by item, whether served whole or registered by a loop (item-configs.ts reads such a loop's
 * config); keys a handler's rest leaves out (`({ _meta, ...rest }) => rest`) are not read.
 * Any other use (a key renamed or computed, wrappers served whole) proves nothing. Callers are looked for as
 * handed-server.ts looks for them (tests never; namesake-modules.ts first), at most MAX_READS modules per proof,
 * in an order of paths alone.
 */
import type * as TS from 'typescript';
import { vendoredTypescript } from '../../util/lazy-require.js';
import { exportsListApart } from './apart-exports.js';
import type { Workspace } from '../types.js';
import { testSource } from '../../engine/test-source.js';
import { drew } from '../source/draws-on.js';
import { callersOf, cousinEntries, entriesAbove, handedServer, type Memo, memoOf, mentions, read, remembered, resolves } from './handed-server.js';
import { parsedSource } from './parsed.js';
import { constLists, iteratedBy, stripped } from './loop-registrars.js';
import { destructuredItem } from './destructured-items.js';
import { droppingCalls, keepsItems, type ModuleCalls } from './dropping.js';
import { filledOnlyFrom, type MapFill, mapDeclaration } from './filled-maps.js';
import { handRolledAnswers } from './hand-rolled.js';
import { answeringBodies } from './handed-answers.js';
import { heldKeys, readsKey } from './keyed-returns.js';
import { passedArgument } from './passed-parameters.js';
import { passingHelpers } from './passing-helpers.js';
import {
  type ExportedTools,
  exportedTools,
  type HelperShape,
  exportedValues,
  heldName,
  listName,
  mappedList,
  namesListTools,
  type Projection,
  topReturns,
} from './tool-lists.js';
import { projectedList } from './projecting-helpers.js';
import { entryName } from './workspace-packages.js';
import { returnedLists } from './returned-lists.js';
import { taggedItem, taggingHelpers } from './tagging-helpers.js';
import { soleTool } from './namespace-wrappers.js';
import { declaredName, isAssignment, someNode, NAMES_SDK } from './values.js';
import { registryServes } from './registry-classes.js';
import { copiedDict, isEmptyObject } from './copied-dicts.js';
import { namesakes } from './namesake-modules.js';
import { heldItemName, madeOfOwn, withoutEmptyText } from './item-configs.js';
import { MADE_CALL, type MadeTool, madeTools } from './made-thunks.js';
import { handedItem, type Registrar, registrarsOf } from './made-registrars.js';
import { type ClassRegistrar, classRegistrarsOf, constructedList } from './class-registrars.js';
import { type MapRegistries, mapRegistriesOf, registryList } from './map-registries.js';

type Typescript = typeof import('typescript');
/**
 * What a module exports under a name: a list of tool objects, or one tool object; `via`, the wrapper key that
 * holds each; `called`, what a call of it returns; `from`, the names the module of definitions exports what it holds by (unknown once joined with
 * a list of another kind);
 * `loose`, objects with a name and no `inputSchema`, a tool only when an SDK v1 call passes their keys;
 * `map`, a Map holding the items keyed by name (filled-maps.ts), served by its `values()` only;
 * `thunk`, functions of no parameter each making its tool (made-thunks.ts), read only called, `list.map((t) => t())`.
 */
type Kind = Pick<ExportedTools, 'kind' | 'via' | 'called' | 'keys'> & { from?: readonly string[]; loose?: boolean; map?: true; thunk?: true; key?: string };

/** One argument of `server.tool(t.name, …)` after the name: the item's key it passes (its zod `.shape` when `shape`), or no key for a `{}` written at the call. */
export interface ItemArgument {
  key?: string;
  shape: boolean;
  /** `t.inputSchema.shape` with no `?.` and `?? {}`: an item without the key throws before it is registered. */
  required?: boolean;
  /** Left out for an item without the key (made-registrars.ts: `if (t.args) server.tool(t.name, t.description, t.args, cb) else …`). */
  optional?: true;
  /** Passed as `registerTool`'s `inputSchema`, a schema whatever it holds (made-registrars.ts). */
  schema?: true;
  /** Passed made by a call from the key, `toShape(schema)` (destructured-items.ts): not statically known. */
  made?: true;
}
/** The SDK v1 arguments each export's items are registered with (`server.tool(t.name, t.summary, t.paramsSchema, cb)`), by export name. */
export type Registrations = Map<string, ItemArgument[]>;
/**
 * What a proof found of how a module's exported tools are registered: the SDK v1 arguments (`passed`); the
 * keys a tools/list answer leaves out of each item (`omitted`: `({ _meta, ...rest }) => rest`, or a mapping
 * that copies no such key), not read; and those it computes (`computed`: `inputSchema: toJson(t.schema)`),
 * not statically known. Each holds for every tool of the module that a handler serves.
 */
export interface Listed {
  passed: Registrations;
  omitted: Set<string>;
  computed: Set<string>;
  /** The helpers whose calls the module's lists hold (passing-helpers.ts), each call read as its argument. */
  helpers?: ReadonlyMap<string, HelperShape>;
  /** The module's tools made by a maker's call (made-thunks.ts), by export name. */
  made?: ReadonlyMap<string, MadeTool>;
  /** The exported tool objects no exported list of the module holds and no module is seen registering (unlisted): not served. */
  unserved?: ReadonlySet<string>;
}

/** How many re-exporting modules a list may pass through (a tool's module, its folder's barrel, the package's list, the server's list, the server), and modules one proof reads. */
const MAX_HOPS = 4;
const MAX_READS = 12;
/** `server.tool(t.name, …)`'s arguments between the name and the callback, in the SDK's order. */
const POSITIONAL = ['description', 'inputSchema', 'annotations'];
const CONFIG_KEYS = new Set(['title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta']);
const SCHEMA_KEYS = new Set(['inputSchema', 'outputSchema']);

/**
 * `export const readNote = { name: …` (or `= [{ name: …`, line comments before the list's first): an object (or a
 * list's first) a module exports whose first key is its name, bounded.
 */
const NAMED_EXPORT =
  /export\s{1,8}const\s{1,8}[\w$]{1,100}\s{0,8}(?::[^=;{]{0,100})?=\s{0,8}(?:\[\s{0,40}(?:\/\/[^\n]{0,200}\n\s{0,40}){0,8})?\{\s{0,40}name\s{0,8}:/;
/** `export const tools: ToolDef[] = [getSnippet` beside `const getSnippet: ToolDef = { name:`: a list of the module's own tool constants, bounded. */
const NAMED_ITEMS = /export\s{1,8}const\s{1,8}[\w$]{1,100}\s{0,8}(?::[^=;{]{0,100})?=\s{0,8}\[\s{0,40}[A-Za-z_$][\w$]{0,99}\s{0,40}[,\]]/;
const NAMED_CONST = /(?:^|\n)const\s{1,8}[\w$]{1,100}\s{0,8}(?::[^=;{]{0,100})?=\s{0,8}\{\s{0,40}name\s{0,8}:/;
/** `defineTool({ name:`: a call of one object literal whose first key is its name, bounded. */
const HELPER_CALL = /[\w$]\(\s{0,40}\{\s{0,40}name\s{0,8}:/;
/** The registrations each proof found, by proof, kept as long as the proofs' memo. */
const FOUND = new WeakMap<Memo, Map<string, Listed>>();

/** Whether a module naming no SDK exports a list of tool objects (or one) that a module of the repository registers item by item. */
export function listedTools(text: string, path: string, workspace: Workspace | undefined): boolean {
  return listedRegistrations(text, path, workspace) !== undefined;
}

/**
 * The SDK v1 arguments a module's exported tools are registered with when a module of the repository
 * registers them item by item (listedTools), by export name, and the keys a serving handler leaves out;
 * undefined when none is proved registered. An export served whole (a tools/list handler's) or read key by
 * key (`registerTool`) has no arguments.
 */
export function listedRegistrations(text: string, path: string, workspace: Workspace | undefined): Listed | undefined {
  if (!workspace || path.split('/').includes('..') || !text.includes('export')) return undefined;
  const strict = text.includes('inputSchema');
  const making = MADE_CALL.test(text);
  // `defineTool({ name: …, input })`: a helper may make the schema of a key of another name (passing-helpers.ts).
  const helping = strict || HELPER_CALL.test(text);
  if (!helping && !making && !NAMED_EXPORT.test(text) && !(NAMED_ITEMS.test(text) && NAMED_CONST.test(text)) && !exportsListApart(text)) return undefined;
  const ts = vendoredTypescript();
  const file = parsedSource(ts, path, text);
  const exported = new Map<string, Kind>();
  for (const [name, { kind, via, called, keys }] of exportedTools(ts, file, true)) exported.set(name, { kind, via, called, keys, from: [name], loose: true });
  // A made tool is a function making it: loose (its keys any), read where an SDK v1 call passes them.
  const made = making ? madeTools(ts, file, path, workspace) : new Map<string, MadeTool>();
  for (const name of made.keys()) exported.set(name, { kind: 'tool', from: [name], loose: true, thunk: true });
  const helpers = helping ? passingHelpers(ts, file, path, workspace) : new Map<string, HelperShape>();
  // What a registry's mapping (keyed-returns.ts) leaves out of each tool or computes, as a handler's would.
  const mapped: Listed = { passed: new Map(), omitted: new Set(), computed: new Set() };
  if (strict || helpers.size > 0)
    for (const [name, { kind, via, called, keys, keyed }] of exportedTools(ts, file, false, helpers)) {
      exported.set(name, { kind, via, called, keys, from: [name], ...(keyed ? { key: keyed.key } : {}) });
      if (keyed?.mapped) keptAsWritten({ spread: false, keys: keyed.mapped }, mapped);
    }
  if (exported.size === 0) return undefined;
  const memo = memoOf(workspace);
  const key = ['listed', path, keyOf(exported)].join('\0');
  let found = FOUND.get(memo);
  if (!found) FOUND.set(memo, (found = new Map()));
  const sink: Listed = { passed: new Map(), omitted: new Set(), computed: new Set() };
  const proved = remembered(workspace, memo, key, (noting) => {
    const result = reaches({ ts, memo, sink, origin: path }, noting, path, exported, MAX_HOPS);
    (found as Map<string, Listed>).set(key, sink);
    return result;
  });
  const kept = found.get(key) ?? sink;
  const registrations = new Map(kept.passed);
  // An item lacking a key the call requires (`t.inputSchema.shape`) throws before it is registered.
  const objects = exportedTools(ts, file, true);
  for (const [name, passed] of registrations) {
    const lacks = (object: TS.ObjectLiteralExpression) => passed.some((arg) => arg.required && !object.properties.some((p) => propertyName(ts, p) === arg.key));
    const unmade = passed.some((arg) => arg.required && arg.key !== undefined && !made.get(name)?.keys.has(arg.key));
    if (objects.get(name)?.tools.some(lacks) || (made.has(name) && unmade) || mutated(ts, file, name)) registrations.delete(name);
  }
  // A loose object is a tool only where an SDK v1 call passes its keys.
  const strictly = [...exported].some(([name, kind]) => !kind.loose || registrations.has(name));
  if (!proved || !strictly) return undefined;
  // What a helper leaves out of the tool objects it makes is not theirs either; what it computes is not known.
  const omitted = new Set([...kept.omitted, ...mapped.omitted, ...[...helpers.values()].flatMap(({ left }) => [...left])]);
  const computed = new Set([...kept.computed, ...mapped.computed, ...[...helpers.values()].flatMap((helper) => [...helper.computed])]);
  const unserved = unlisted(ts, file, exported, helpers, (single) =>
    reaches({ ts, memo, sink: { passed: new Map(), omitted: new Set(), computed: new Set() }, origin: path }, workspace, path, single, MAX_HOPS),
  );
  return {
    ...kept,
    passed: registrations,
    omitted,
    computed,
    ...(helpers.size > 0 ? { helpers } : {}),
    ...(made.size > 0 ? { made } : {}),
    ...(unserved ? { unserved } : {}),
  };
}

/**
 * The exported tool objects of a module whose exported list holds some of them, that no such list holds and no
 * module is seen registering (`reached`, the proof over those exports alone): `export const a = {…}`, `export
 * const b = {…}` beside `export const all = [a]` served whole leaves `b` unserved, its name and texts none the
 * server has. Undefined when the module exports no such list, or when a module registers one of them itself.
 */
function unlisted(
  ts: Typescript,
  file: TS.SourceFile,
  exported: ReadonlyMap<string, Kind>,
  helpers: ReadonlyMap<string, HelperShape>,
  reached: (single: ReadonlyMap<string, Kind>) => boolean,
): Set<string> | undefined {
  const strict = exportedTools(ts, file, false, helpers);
  const held = new Set([...strict.values()].filter((e) => e.kind === 'list').flatMap((e) => e.tools));
  const single = [...strict].filter(([, e]) => e.kind === 'tool' && !e.tools.some((tool) => held.has(tool)));
  if (held.size === 0 || single.length === 0 || single.length === strict.size) return undefined;
  const names = new Set(single.map(([name]) => name));
  const singles = new Map([...exported].filter(([name]) => names.has(name)));
  return singles.size === names.size && !reached(singles) ? names : undefined;
}

/** An object literal's property name written as an identifier or a string, if any. */
function propertyName(ts: Typescript, property: TS.ObjectLiteralElementLike): string | undefined {
  return property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
}

/** A map of exports as a proof's key. */
function keyOf(exports: ReadonlyMap<string, Kind>): string {
  return [...exports]
    .map(
      ([name, { kind, via, called, from, loose, keys, thunk, key }]) =>
        `${kind}${via === undefined ? '' : `.${via}`}${key === undefined ? '' : `[${key}]`}${called ? '()' : ''}${loose ? '~' : ''}${thunk ? '=>' : ''} ${name}<${from?.join('+') ?? ''}${keys ? `{${keys.join('+')}}` : ''}`,
    )
    .sort()
    .join(',');
}

/** What one proof reads with: the parser, the run's memo, and where the SDK v1 arguments it finds go. */
interface Search {
  ts: Typescript;
  memo: Memo;
  sink: Listed;
  /** The module of definitions the proof is for. */
  origin: string;
}

/** Whether a module near `path` imports one of its `exports` and registers it, or re-exports it to one that does; the arguments found, in `sink`. */
function reaches(search: Search, workspace: Workspace, path: string, exports: ReadonlyMap<string, Kind>, hops: number): boolean {
  // A loose export is a tool only by the SDK v1 arguments the proof finds (`sink`): those of another module's
  // exports of the same names (`default`) are not its own, so its proof is its module's.
  const loose = [...exports.values()].some((kind) => kind.loose);
  const key = ['list', path, keyOf(exports), hops, loose ? search.origin : ''].join('\0');
  return remembered(workspace, search.memo, key, (noting) => reachedBy(search, noting, path, exports, hops));
}

/** reaches, not remembered. */
function reachedBy(search: Search, workspace: Workspace, path: string, exports: ReadonlyMap<string, Kind>, hops: number): boolean {
  const { ts, memo, sink } = search;
  let result = false;
  let reads = MAX_READS;
  const stem = /([^/]+?)(?:\/index)?\.[^./]+$/.exec(path)?.[1] ?? '';
  // A list module deep in the tree is served by the package's entry module (`index.ts` three folders up) too.
  // …and a registry in a folder beside its parent's (`src/handlers/ToolRegistry.ts` of `src/server/tools/b.ts`), read last.
  // Modules named as the file first (namesake-modules.ts): likelier importers than the many a common stem's word names.
  const callers = [...namesakes(workspace, path), ...callersOf(workspace, path), ...entriesAbove(workspace, path), ...cousinEntries(workspace, path)];
  const entry = entryName(workspace, path);
  for (const caller of importersFirst(path, [...new Set(callers)])) {
    // A test registers what it tests, maybe otherwise than the server: never a caller.
    if (caller === path || testSource(caller) !== undefined) continue;
    if (result) break;
    // Only a module naming the file's stem (or, for a package's entry, the package) spends the budget, and is parsed.
    if (!mentions(workspace, memo, caller, stem) && !(entry !== undefined && mentions(workspace, memo, caller, entry))) continue;
    if (reads-- <= 0) break;
    const module = read(ts, workspace, memo, caller);
    if (!module) continue;
    const locals = new Map<string, Kind>();
    for (const binding of module.bindings) {
      if (!resolves(ts, workspace, memo, binding.from, caller, path)) continue;
      const kind = exports.get(binding.name);
      if (binding.reexport === undefined) {
        if (kind) locals.set(binding.local, kind);
        // `import * as weather from "./weather.js"`: its list is `weather.TOOLS` here.
        else if (binding.name === '*') {
          for (const [name, exported] of exports) locals.set(`${binding.local}.${name}`, exported);
          // `[getAccounts, …].map((tool) => tool.schema)`: a module of one tool, listed by its namespace (namespace-wrappers.ts).
          const sole = soleTool(exports);
          if (sole !== undefined) locals.set(binding.local, { kind: 'tool', via: sole });
        }
        continue;
      }
      const names = binding.name === '*' ? new Map(exports) : new Map(kind ? [[binding.reexport, kind]] : []);
      if (names.size > 0 && hops > 1 && reaches(search, workspace, caller, names, hops - 1)) result = drew(workspace, caller);
    }
    if (
      !result &&
      locals.size > 0 &&
      registers(
        ts,
        module.file,
        locals,
        sink,
        droppingCalls(ts, workspace, memo, caller, module.file),
        registrarsOf(ts, module.file, caller, workspace),
        () => handedServer(module.file.text, caller, workspace),
        classRegistrarsOf(ts, module.file, caller, workspace),
        mapRegistriesOf(ts, module.file, caller, workspace),
      )
    )
      result = drew(workspace, caller);
    // `this.registerMany(getNoteTools(h))` in a registry class a server serves whole (registry-classes.ts).
    if (!result && locals.size > 0 && registryServes(ts, workspace, memo, caller, module.file, (node) => plainList(importedValue(ts, node, locals))))
      result = drew(workspace, caller);
    // `export const allTools = [...storeTools, ...orderTools]` in a module that registers nothing itself.
    const spreading = result || hops <= 1 ? [] : spreadingLists(ts, module.file, locals, sink);
    if (spreading.length > 0 && reaches(search, workspace, caller, new Map(spreading), hops - 1)) result = drew(workspace, caller);
  }
  return result;
}

/**
 * A folder's `index.ts` is imported by the folder's name from outside it (`./list`), its own folder's modules
 * being what it gathers: those are read last, so a folder of many tools leaves the budget to its importers.
 */
function importersFirst(path: string, callers: string[]): string[] {
  const folder = /^(.*\/)index\.[^./]+$/.exec(path)?.[1];
  if (folder === undefined) return callers;
  const inside = (caller: string) => caller !== path && caller.startsWith(folder) && !caller.slice(folder.length).includes('/');
  return [...callers.filter((caller) => !inside(caller)), ...callers.filter(inside)];
}

/**
 * The module's top-level `export const all = [...list, tool, …]` lists holding the items of one of the `locals`
 * (heldBy), and its exported functions returning such a list (`export function all(client) { return [...a(client)] }`),
 * or such a list mapped key by key (projecting-helpers.ts: `return closed([...a, ...b])`), what the mapping leaves
 * out or computes noted in `sink`, or a Map filled only from such lists (filled-maps.ts). Only a function's is
 * followed mapped: what a call returns passes no SDK v1 arguments.
 */
function spreadingLists(ts: Typescript, file: TS.SourceFile, locals: ReadonlyMap<string, Kind>, sink: Listed): [string, Kind][] {
  const out: [string, Kind][] = [];
  let names: ReadonlyMap<string, Kind> | undefined;
  const returns = new Map(topReturns(ts, file).map((returned) => [returned.name, returned]));
  for (const { name, value, called } of exportedValues(ts, file)) {
    // `export function registerTools() { const tools = new Map(); for (const t of all) tools.set(t.name, t); return tools; }`
    const map = called && ts.isIdentifier(value) ? mapDeclaration(ts, value) : undefined;
    names ??= map && ownLists(ts, file, locals);
    if (map && names && filledOnlyFrom(ts, map, { isKnown: knownList(ts, names, locals), returned: value })) {
      out.push([name, { kind: 'list', called, map: true }]);
      continue;
    }
    const projected = called && !ts.isArrayLiteralExpression(value) ? projectedList(ts, value, returns) : undefined;
    const list = projected?.list ?? value;
    const held = ts.isArrayLiteralExpression(list) ? heldBy(ts, list, locals, taggingHelpers(ts, file)) : undefined;
    if (held?.via !== undefined && projected) continue;
    if (held && (!projected || keptAsWritten(projected.projection, sink))) out.push([name, { ...held, called }]);
  }
  // `export function createTools(s) { const tools = [...helpTools(s)]; …; return tools; }` (returned-lists.ts).
  for (const [name, list] of returnedLists(ts, file)) {
    const held = out.some(([known]) => known === name) ? undefined : heldBy(ts, list, locals);
    if (held) out.push([name, { ...held, called: true }]);
  }
  return out;
}

/** Whether an expression is a list of `names` or an imported one (bare tools, read by name or written out here). */
function knownList(ts: Typescript, names: ReadonlyMap<string, Kind>, locals: ReadonlyMap<string, Kind>): MapFill['isKnown'] {
  return (list) => {
    const kind = ts.isIdentifier(list) ? names.get(list.text) : ts.isArrayLiteralExpression(list) ? heldBy(ts, list, locals) : importedValue(ts, list, locals);
    return kind?.kind === 'list' && kind.via === undefined && !kind.map && !kind.loose;
  };
}

/**
 * The imported lists of `locals`, and the module's own `const` lists holding their items (`const all =
 * [...storeTools, readNote]`; `const every = [...all, ...more]`, one of its own lists', read in one pass per
 * level of nesting) and its dictionaries holding a known one's (ownDicts), by name.
 */
function ownLists(ts: Typescript, file: TS.SourceFile, locals: ReadonlyMap<string, Kind>): Map<string, Kind> {
  const names = new Map([...locals].filter(([, kind]) => kind.kind === 'list' && !kind.called));
  const own = constLists(ts, file);
  for (let pass = 0; pass < MAX_HOPS; pass++) {
    for (const [name, list] of own) {
      const held = names.has(name) ? undefined : heldBy(ts, list, new Map([...locals, ...names]));
      if (held) names.set(name, held);
    }
    for (const [name, kind] of ownDicts(ts, file, new Map([...locals, ...names]))) if (!names.has(name)) names.set(name, kind);
  }
  return names;
}

/**
 * Whether a mapping keeps each tool's keys under their own names (no key renamed); then the keys it leaves out
 * or computes are noted in `sink`, not read as written.
 */
function keptAsWritten(projection: Projection, sink: Listed): boolean {
  const { keys, spread, omit } = projection;
  if ([...keys].some(([key, from]) => typeof from === 'string' && from !== key)) return false;
  for (const key of omit ?? []) sink.omitted.add(key);
  for (const key of CONFIG_KEYS) {
    const from = keys.get(key);
    if (from !== undefined && typeof from !== 'string') sink.computed.add(key);
    else if (from === undefined && !spread) sink.omitted.add(key);
  }
  return true;
}

/**
 * What a list holds of the imported ones, as a list: it spreads an imported list (`...storeTools`,
 * `...weather.TOOLS`, `...(flag ? notes.TOOLS : [])`), lists an imported tool or wrapper (`readNote`), or
 * the tool a wrapper holds (`readNote.definition`). Undefined when it holds none, or holds them not all alike.
 */
function heldBy(ts: Typescript, list: TS.ArrayLiteralExpression, locals: ReadonlyMap<string, Kind>, tagging?: ReadonlySet<string>): Kind | undefined {
  const vias = new Set<string | undefined>();
  // Items made when called and items as they are, never both in one list; nor a value written out beside makers
  // (`{ name, … }`), which `list.map((t) => t())` would fail to call. Another module's names are its own proof's.
  const thunks = new Set<boolean>();
  let written = false;
  let loose = false;
  let projected = false;
  // The exports held, while each element's are known.
  let from: string[] | undefined = [];
  const hold = (kind: Kind | undefined) => {
    if (kind) from = kind.from && from ? [...from, ...kind.from] : undefined;
  };
  for (const element of list.elements) {
    if (ts.isSpreadElement(element)) {
      const spread = stripped(ts, element.expression);
      const branches = ts.isConditionalExpression(spread) ? [spread.whenTrue, spread.whenFalse] : [spread];
      for (const branch of branches) {
        const kind = importedValue(ts, branch, locals);
        if (kind?.kind === 'list') vias.add(kind.via);
        if (kind?.kind === 'list') hold(kind);
        if (kind?.kind === 'list') thunks.add(!!kind.thunk);
        written ||= ts.isArrayLiteralExpression(stripped(ts, branch));
        loose ||= !!kind?.loose;
      }
      continue;
    }
    // `withCategory(readNote, 'core')`: the tool passed, as written (tagging-helpers.ts).
    const at = (tagging && taggedItem(ts, stripped(ts, element), tagging)) ?? stripped(ts, element);
    const kind = importedValue(ts, at, locals);
    loose ||= !!kind?.loose;
    if (kind?.kind === 'tool') hold(kind);
    if (kind?.kind === 'tool') thunks.add(!!kind.thunk);
    written ||= !(ts.isIdentifier(at) || ts.isPropertyAccessExpression(at) || ts.isCallExpression(at));
    if (kind?.kind === 'tool') vias.add(kind.via);
    // `readNote.definition`: the tool the wrapper holds, as a list of bare tools holds it.
    else if (ts.isPropertyAccessExpression(at)) {
      const wrapper = importedValue(ts, at.expression, locals);
      if (wrapper?.kind === 'tool' && wrapper.via === at.name.text) {
        vias.add(undefined);
        projected = true;
      }
    }
  }
  const [via] = vias;
  // A wrapper's tool projected out (`readNote.definition`) is read as a handler's: no v1 arguments for it.
  const known = from !== undefined && from.length > 0 && via === undefined && !projected ? { from } : {};
  if (vias.size !== 1 || thunks.size > 1 || (thunks.has(true) && written)) return undefined;
  return { kind: 'list', via, ...known, ...(loose ? { loose } : {}), ...(thunks.has(true) ? { thunk: true as const } : {}) };
}

/**
 * What an expression holds of the imports: an imported list or tool read by its name (`storeTools`,
 * `weather.TOOLS`), or what a call of an imported function returning one gives (`fieldTools(client)`).
 */
function importedValue(ts: Typescript, node: TS.Expression, locals: ReadonlyMap<string, Kind>): Kind | undefined {
  const at = stripped(ts, node);
  const call = ts.isCallExpression(at);
  // `Object.values(allTools())`: a dictionary's tools, as a list.
  if (call && at.arguments.length === 1 && localName(ts, at.expression) === 'Object.values') {
    const held = importedValue(ts, at.arguments[0], locals);
    if (held?.kind === 'dict') return { kind: 'list', via: held.via };
  }
  const flattened = namespaceItems(ts, at, locals);
  if (flattened) return flattened;
  const kind = locals.get(localName(ts, call ? at.expression : at) ?? '');
  if (!kind || !kind.called !== !call) return undefined;
  // SDK v1 arguments (`from`) are followed for lists read by name only, not for what a call returns.
  return {
    kind: kind.kind,
    via: kind.via,
    ...(kind.keys ? { keys: kind.keys } : {}),
    ...(kind.from && !call ? { from: kind.from } : {}),
    ...(kind.loose ? { loose: true } : {}),
    ...(kind.map ? { map: true } : {}),
    ...(kind.thunk ? { thunk: true } : {}),
  };
}

/** A list of tools or of wrappers as they are written (not loose, a Map, nor makers), by the key each holds its tool under. */
function plainList(kind: Kind | undefined): { via?: string } | undefined {
  return kind?.kind === 'list' && !kind.loose && !kind.map && !kind.thunk ? { via: kind.via } : undefined;
}

/**
 * `Object.values(tools).flat()` of a namespace import `tools`: its values are the module's exports, and `flat()`
 * lists each exported list's items and each other export itself, as written. So every item of the tool lists
 * it exports (`tools.VHOST_TOOLS`) and every tool it exports is one; what else it exports is no tool this proves.
 * Unflattened, `Object.values(tools)` lists each export itself: a module exporting tools and no list of them.
 */
function namespaceItems(ts: Typescript, node: TS.Expression, locals: ReadonlyMap<string, Kind>): Kind | undefined {
  const call = stripped(ts, node);
  if (!ts.isCallExpression(call)) return undefined;
  const flat = stripped(ts, call.expression);
  const flattened = ts.isPropertyAccessExpression(flat) && flat.name.text === 'flat' && call.arguments.length === 0;
  const values = flattened ? stripped(ts, flat.expression) : call;
  if (!ts.isCallExpression(values) || values.arguments.length !== 1 || localName(ts, values.expression) !== 'Object.values') return undefined;
  const ns = stripped(ts, values.arguments[0]);
  if (!ts.isIdentifier(ns)) return undefined;
  let from: string[] | undefined = [];
  let held = false;
  for (const [name, kind] of locals) {
    // A loose object (a name, no schema) the barrel exports beside the tools is taken for no tool.
    if (!name.startsWith(`${ns.text}.`) || kind.via !== undefined || kind.called || kind.loose || (kind.kind !== 'list' && kind.kind !== 'tool')) continue;
    // Unflattened, a list is one value: its items are not.
    if (!flattened && kind.kind === 'list') return undefined;
    from = kind.from && from ? [...from, ...kind.from] : undefined;
    held = true;
  }
  return held ? { kind: 'list', ...(from ? { from } : {}) } : undefined;
}

/** The name an expression reads an import by: `storeTools`, or `weather.TOOLS` of a namespace import. */
function localName(ts: Typescript, node: TS.Expression): string | undefined {
  const at = stripped(ts, node);
  if (ts.isIdentifier(at)) return at.text;
  return ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression) ? `${at.expression.text}.${at.name.text}` : undefined;
}

/**
 * Whether a module naming an SDK (or `handed` a server by its callers) registers each item of one of the lists
 * `locals` names, as the item writes it.
 */
function registers(
  ts: Typescript,
  file: TS.SourceFile,
  locals: ReadonlyMap<string, Kind>,
  sink: Listed,
  calls: ModuleCalls,
  registrars: ReadonlyMap<string, Registrar>,
  handed: () => boolean,
  classes: ReadonlyMap<string, ClassRegistrar> = new Map(),
  registries: MapRegistries = new Map(),
): boolean {
  // A module naming no SDK serves tools only when it answers JSON-RPC itself (hand-rolled.ts), or registers them on
  // a server its callers hand it (handed-server.ts).
  const handRolled = NAMES_SDK.test(file.text) ? [] : handRolledAnswers(ts, file).flatMap((branch) => answeringBodies(ts, branch));
  if (!NAMES_SDK.test(file.text) && handRolled.length === 0 && !handed()) return false;
  const names = ownLists(ts, file, locals);
  const declared = constsOnce(ts, file);
  for (const [name, kind] of importedItemLists(ts, declared, names, locals)) if (!names.has(name)) names.set(name, kind);
  // `const { toolList } = createToolRegistry(config)`: an imported registry's list, by its key (keyed-returns.ts).
  for (const name of heldKeys(ts, file, (call) => locals.get(localName(ts, call.expression) ?? '')?.key))
    if (!names.has(name)) names.set(name, { kind: 'list' });
  for (const [name, kind] of choosingLists(ts, declared, names, locals)) names.set(name, kind);
  for (const [name, kind] of filteredLists(ts, declared, new Map([...locals, ...names]), calls)) names.set(name, kind);
  for (const [name, kind] of filledMaps(ts, file, names, locals)) names.set(name, kind);
  // A loose object is no tool a handler serves whole (nor one `registerTool` reads key by key: itemRegisters).
  const strict = new Map([...locals].filter(([, kind]) => !kind.loose));
  const strictNames = new Map([...names].filter(([, kind]) => !kind.loose));
  let found = false;
  // Every registration is visited, for the arguments each passes (`sink`); a handler's proof ends the visit.
  let served = handRolled.some((branch) => answers(ts, branch, strictNames, strict, sink, calls, registries));
  const visit = (node: TS.Node): void => {
    if (served) return;
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const [first, second] = node.arguments;
      const handler = method === 'setRequestHandler' && node.arguments.length === 2 && namesListTools(ts, first) ? stripped(ts, second) : undefined;
      if (handler && (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler)))
        served = answers(ts, handler.body, strictNames, strict, sink, calls, registries);
      else if (method === 'registerTool' && second) found = itemRegisters(ts, node, names, locals, true, sink.passed, sink.computed) || found;
      else if (method === 'tool' && second) found = itemRegisters(ts, node, names, locals, false, sink.passed) || found;
    }
    const handed = registrars.size > 0 && ts.isCallExpression(node) ? handedItem(ts, node, registrars) : undefined;
    if (handed) found = handedRegisters(ts, file, handed.item, names, locals, handed.registrar, sink.passed) || found;
    // `new ToolRegistry(allTools)`, a registry class registering each item (class-registrars.ts).
    const built = classes.size > 0 && ts.isNewExpression(node) ? constructedList(ts, node, classes) : undefined;
    const kind = built && (ts.isIdentifier(built.list) ? names.get(built.list.text) : importedValue(ts, built.list, new Map([...locals, ...names])));
    if (built && kind?.kind === 'list' && kind.via === undefined && !kind.thunk && !kind.loose && !kind.map) {
      for (const key of built.registrar.fields.computed) sink.computed.add(key);
      found = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found || served;
}

/**
 * The module's own dictionaries holding the tools of a known one (`const base = storeTools()`, `const all = {
 * ...base, ...extra }`), and its functions returning one (`function allTools() { return { ...base, … } }`, as
 * `called`). Other keys may add tools; each of the known dictionary's is still served wherever the whole is.
 */
function ownDicts(ts: Typescript, file: TS.SourceFile, known: ReadonlyMap<string, Kind>): [string, Kind][] {
  const holds = (node: TS.Expression): Kind | undefined => {
    const at = stripped(ts, node);
    if (!ts.isObjectLiteralExpression(at)) {
      const whole = importedValue(ts, at, known);
      return whole?.kind === 'dict' ? { kind: 'dict', ...(whole.keys ? { keys: whole.keys } : {}) } : undefined;
    }
    const spread = at.properties.some((p) => ts.isSpreadAssignment(p) && importedValue(ts, p.expression, known)?.kind === 'dict');
    return spread ? { kind: 'dict' } : undefined;
  };
  const out: [string, Kind][] = [];
  const visit = (node: TS.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isVariableDeclarationList(node.parent)) {
      const kind = node.parent.flags & ts.NodeFlags.Const ? holds(node.initializer) : undefined;
      if (kind) out.push([node.name.text, kind]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  // `return shown`, a dictionary the function fills with some of a known one's entries (copied-dicts.ts).
  const dictKeys = (node: TS.Identifier) => {
    const kind = importedValue(ts, node, known);
    return kind?.kind === 'dict' ? kind.keys : undefined;
  };
  for (const { name, value, fn } of topReturns(ts, file))
    if (holds(value) || copiedDict(ts, fn, value, dictKeys)) out.push([name, { kind: 'dict', called: true }]);
  return out;
}

/**
 * The Maps holding the items of known lists keyed by name and nothing else (filled-maps.ts: `for (const t of all)
 * this.tools.set(t.name, t)` into a private field, or a `const m = new Map(all.map((t) => [t.name, t]))`), by
 * what names them (`this.tools`, `registry`): each holds the lists' items as written, read back by `M.values()`.
 */
function filledMaps(ts: Typescript, file: TS.SourceFile, names: ReadonlyMap<string, Kind>, locals: ReadonlyMap<string, Kind>): [string, Kind][] {
  const out = new Map<string, Kind>();
  const isKnown = knownList(ts, names, locals);
  const checked = new Set<TS.Node>();
  const visit = (node: TS.Node): void => {
    // A Map is looked for where it is written (`M.set`) or read back (`M.values`).
    const ref = ts.isPropertyAccessExpression(node) && (node.name.text === 'set' || node.name.text === 'values') ? node.expression : undefined;
    const map = ref && heldName(ts, ref);
    const declaration = ref && mapDeclaration(ts, ref);
    if (map && declaration && !checked.has(declaration)) {
      checked.add(declaration);
      if (filledOnlyFrom(ts, declaration, { isKnown })) out.set(map, { kind: 'list', map: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...out];
}

/**
 * The module's variables that hold a known list with items dropped only (dropping.ts): `const shown =
 * all.filter((t) => keep.has(t.name))`, or `const shown = enabledTools(all, sets)` of a function `drops`
 * proves; each declared once in the module and never assigned again. Every item shown is served as written.
 */
function filteredLists(
  ts: Typescript,
  declared: ReadonlyMap<string, TS.Expression | null>,
  names: ReadonlyMap<string, Kind>,
  calls: ModuleCalls,
): [string, Kind][] {
  const known = new Map(names);
  const out: [string, Kind][] = [];
  const source = (node: TS.Expression): Kind | undefined => {
    const at = stripped(ts, node);
    const kind = ts.isIdentifier(at) ? known.get(at.text) : undefined;
    return kind?.kind === 'list' && kind.via === undefined && !kind.called ? kind : undefined;
  };
  // A filtered list filtered again is read on the next pass.
  for (let pass = 0; pass < 2; pass++)
    for (const [name, initializer] of declared) {
      const value = initializer && !known.has(name) ? stripped(ts, initializer) : undefined;
      if (!value || !ts.isCallExpression(value) || value.arguments.length === 0) continue;
      const callee = value.expression;
      const kind = ts.isPropertyAccessExpression(callee)
        ? callee.name.text === 'filter' && value.arguments.length === 1 && keepsItems(ts, value.arguments[0], calls)
          ? source(callee.expression)
          : undefined
        : ts.isIdentifier(callee) && source(value.arguments[0]) && calls.drops(callee.text)
          ? source(value.arguments[0])
          : undefined;
      if (kind) {
        known.set(name, kind);
        out.push([name, kind]);
      }
    }
  return out;
}

/** The module's variables by name: each one's initializer when it is a `const` declared once, else null. */
function constsOnce(ts: Typescript, file: TS.SourceFile): Map<string, TS.Expression | null> {
  const declared = new Map<string, TS.Expression | null>();
  const visit = (node: TS.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name))
      declared.set(node.name.text, declared.has(node.name.text) || !node.initializer || !(node.parent.flags & ts.NodeFlags.Const) ? null : node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return declared;
}

/**
 * The module's variables (each a `const` declared once) holding an imported list as it is: `const all =
 * Object.values(tools).flat()`, `const registered = createTools(client)`; or an imported function's Map
 * (`const tools = registerTools()`) the module only reads, or fills from `names` (filled-maps.ts).
 */
function importedItemLists(
  ts: Typescript,
  declared: ReadonlyMap<string, TS.Expression | null>,
  names: ReadonlyMap<string, Kind>,
  locals: ReadonlyMap<string, Kind>,
): [string, Kind][] {
  const out: [string, Kind][] = [];
  const isKnown = knownList(ts, names, locals);
  for (const [name, initializer] of declared) {
    const kind = initializer && !locals.has(name) ? importedValue(ts, initializer, locals) : undefined;
    if (kind?.kind !== 'list' || !initializer) continue;
    const holder = initializer.parent;
    const declaration = kind.map && ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name) ? mapDeclaration(ts, holder.name) : undefined;
    const held = (at: TS.Expression) => at === stripped(ts, initializer);
    if (!kind.map || (declaration !== undefined && filledOnlyFrom(ts, declaration, { isKnown, held }))) out.push([name, kind]);
  }
  return out;
}

/**
 * The module's `const active = readOnly ? tools.filter(…) : tools` or `const tools = codeMode ? codeTools(b) :
 * createTools(b)` (each a `const` declared once, constsOnce, at the top or in a function): one branch is a whole
 * list of `names`, a list written of them (`enableWrite ? [...readTools, ...writeTools] : readTools`), or the list
 * an imported function returns (importedItemLists), so on some run every item of it is served (which ones another
 * branch holds is not read).
 */
function choosingLists(
  ts: Typescript,
  declared: ReadonlyMap<string, TS.Expression | null>,
  names: ReadonlyMap<string, Kind>,
  locals: ReadonlyMap<string, Kind>,
): [string, Kind][] {
  const out: [string, Kind][] = [];
  const whole = (branch: TS.Expression): Kind | undefined => {
    if (ts.isIdentifier(branch)) return names.get(branch.text);
    if (ts.isArrayLiteralExpression(branch)) return heldBy(ts, branch, names);
    const returned = ts.isCallExpression(branch) ? importedValue(ts, branch, locals) : undefined;
    return returned?.kind === 'list' && !returned.map ? returned : undefined;
  };
  for (const [name, initializer] of declared) {
    const value = initializer && stripped(ts, initializer);
    if (!value || !ts.isConditionalExpression(value)) continue;
    const kind = [value.whenTrue, value.whenFalse].map((branch) => whole(stripped(ts, branch))).find((known) => known !== undefined);
    if (kind) out.push([name, kind]);
  }
  return out;
}

/**
 * Whether a tools/list handler's body (or a hand-rolled server's branch answering tools/list) answers `{ tools:
 * list }` (or a list the handler writes out of the imported ones, `[...weather.TOOLS, readNote.definition]`), the
 * list mapped with each key copied under its own name, or each wrapper's tool (`list.map((t) => t.definition)`).
 */
function answers(
  ts: Typescript,
  body: TS.Node,
  names: ReadonlyMap<string, Kind>,
  locals: ReadonlyMap<string, Kind>,
  sink: Listed,
  calls: ModuleCalls,
  registries: MapRegistries = new Map(),
): boolean {
  const known = new Map([...locals, ...names]);
  // A Map's tools are its `values()`: the Map itself is no list (`{ tools: registry }`, `registry.map(…)`).
  const mapItself = (node: TS.Expression) => ts.isIdentifier(node) && !!known.get(node.text)?.map;
  const listed = (node: TS.Expression, hops = MAX_HOPS): boolean => {
    const value = stripped(ts, node);
    // `{ tools: toolList }` of a parameter: the argument of the function's one call (passed-parameters.ts).
    const argument = ts.isIdentifier(value) ? passedArgument(ts, value) : undefined;
    if (argument) return hops > 0 && listed(argument, hops - 1);
    // `{ tools: createToolRegistry(config).toolList }` (keyed-returns.ts).
    if (readsKey(ts, value, (call) => locals.get(localName(ts, call.expression) ?? '')?.key)) return true;
    // `{ tools: registry.list() }` of a registry keeping the list it was built with in a Map (map-registries.ts).
    const built = registryList(ts, value, registries);
    if (built) return listed(built, hops);
    const name = listName(ts, value);
    if (name !== undefined) return known.get(name)?.kind === 'list' && known.get(name)?.via === undefined && !known.get(name)?.called && !mapItself(value);
    if (ts.isArrayLiteralExpression(value)) {
      const held = heldBy(ts, value, known);
      return held !== undefined && held.via === undefined;
    }
    // `narrow ? readOnlyTools : allTools`: on some run a whole list is served (choosingLists, in the handler).
    if (ts.isConditionalExpression(value))
      return [value.whenTrue, value.whenFalse].some((branch) => ts.isIdentifier(stripped(ts, branch)) && listed(branch, hops));
    // `{ tools: fieldTools.filter((t) => keep.has(t.name)) }`: each item kept is served as written (dropping.ts).
    if (
      ts.isCallExpression(value) &&
      ts.isPropertyAccessExpression(value.expression) &&
      value.expression.name.text === 'filter' &&
      value.arguments.length === 1
    )
      return keepsItems(ts, value.arguments[0], calls) && listed(value.expression.expression, hops);
    // `{ tools: fieldTools(client) }`: what an imported function returns.
    const returned = ts.isCallExpression(value) ? importedValue(ts, value, known) : undefined;
    if (returned) return returned.kind === 'list' && returned.via === undefined && !returned.map;
    if (ts.isCallExpression(value) && ts.isPropertyAccessExpression(value.expression) && mapItself(stripped(ts, value.expression.expression))) return false;
    const projected = projectedVia(ts, value);
    if (projected) return names.get(projected.list)?.via === projected.via;
    // Only the name is asked for: what the list holds is proved already.
    const empty = ts.factory.createArrayLiteralExpression([]);
    const bare = new Map([...known].filter(([, kind]) => kind.kind === 'list' && kind.via === undefined && !kind.called).map(([n]) => [n, empty]));
    // `filterForProfile(all).map(…)`: mapped after items are dropped only (dropping.ts).
    // `registry.list().map(…)`: the list the registry was built with, when it is a known one.
    const builtFrom = (receiver: TS.Expression) => {
      const list = registryList(ts, receiver, registries);
      return list && listed(list, hops) ? list : undefined;
    };
    const mapped = mappedList(ts, value, bare, (receiver) => droppedFrom(ts, receiver, calls) ?? builtFrom(receiver));
    // A list written at the answer holds the known tools only where it lists them: `[].map(…)` serves none.
    const holds = mapped !== undefined && (mapped.list === empty || heldBy(ts, mapped.list, known) !== undefined);
    return holds && keptAsWritten(mapped.projection, sink);
  };
  // `const tools = base.filter(…)` of the handler's own `base`: read on the next pass.
  for (let pass = 0; pass < 2; pass++) for (const name of handlerLists(ts, body, listed)) known.set(name, { kind: 'list' });
  return someNode(ts, body, (node) => {
    if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'tools') return listed(node.name);
    return ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'tools' && listed(stripped(ts, node.initializer));
  });
}

/** The list a receiver keeps items of as written: `list.filter(keep)`, or `enabled(list)` of a function dropping items only. */
function droppedFrom(ts: Typescript, receiver: TS.Expression, calls: ModuleCalls): TS.Expression | undefined {
  const at = stripped(ts, receiver);
  if (!ts.isCallExpression(at) || at.arguments.length === 0) return undefined;
  if (ts.isPropertyAccessExpression(at.expression))
    return at.expression.name.text === 'filter' && at.arguments.length === 1 && keepsItems(ts, at.arguments[0], calls) ? at.expression.expression : undefined;
  return ts.isIdentifier(at.expression) && calls.drops(at.expression.text) ? at.arguments[0] : undefined;
}

/**
 * The handler's own lists of registered items (`let all = [...weather.TOOLS, ...notes.TOOLS]`, `const listed =
 * Array.from(this.tools.values()).map((t) => ({ name: t.name, … }))`), by name, each declared once and never
 * assigned again; `listed` tells such a value (the handler's lists counted from the caller's next pass).
 */
function handlerLists(ts: Typescript, body: TS.Node, listed: (value: TS.Expression) => boolean): string[] {
  const declared = new Map<string, number>();
  const out: string[] = [];
  const assigned = new Set<string>();
  const visit = (node: TS.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      declared.set(node.name.text, (declared.get(node.name.text) ?? 0) + 1);
      if (node.initializer && listed(node.initializer)) out.push(node.name.text);
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(node.left)) assigned.add(node.left.text);
    ts.forEachChild(node, visit);
  };
  visit(body);
  return out.filter((name) => declared.get(name) === 1 && !assigned.has(name));
}

/** `list.map((t) => t.definition)` or `list.map(({ definition }) => definition)`: the list and the key each item's tool is read from. */
function projectedVia(ts: Typescript, node: TS.Expression): { list: string; via: string } | undefined {
  if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isPropertyAccessExpression(node.expression)) return undefined;
  const listed = stripped(ts, node.expression.expression);
  const callback = stripped(ts, node.arguments[0]);
  if (node.expression.name.text !== 'map' || !ts.isIdentifier(listed) || !ts.isArrowFunction(callback) || callback.parameters.length !== 1) return undefined;
  const parameter = callback.parameters[0].name;
  const body = ts.isBlock(callback.body) ? undefined : stripped(ts, callback.body);
  if (!body) return undefined;
  if (ts.isIdentifier(parameter) && ts.isPropertyAccessExpression(body) && ts.isIdentifier(body.expression) && body.expression.text === parameter.text)
    return { list: listed.text, via: body.name.text };
  if (!ts.isObjectBindingPattern(parameter) || parameter.elements.length !== 1 || !ts.isIdentifier(body)) return undefined;
  const [element] = parameter.elements;
  const key = element.propertyName ?? element.name;
  const bound = ts.isIdentifier(element.name) && element.name.text === body.text && !element.dotDotDotToken && !element.initializer;
  return bound && ts.isIdentifier(key) ? { list: listed.text, via: key.text } : undefined;
}

/**
 * Whether `server.tool(t.name, …)` or `server.registerTool(t.name, { … }, cb)` is called in a loop over one of
 * the lists, or on an imported tool itself (`server.tool(sowTool.name, sowTool.description, …)`, the name
 * bound by nothing else in the module). registerTool's config keys must each be the item's key of the same
 * meaning (`description: t.description`, `inputSchema: t.inputSchema` or its zod `.shape`). An SDK v1 call
 * may pass any keys of the item (`t.paramsSchema`, `t.inputSchema?.shape ?? {}`: an unset schema is an empty
 * one) or an empty `{}`: the SDK tells each argument by its value, so the module of definitions reads the
 * item's values in the call's order (`sink`, by export). Where the export is unknown (a list joined from
 * several), the keys must be those of the SDK's order: `t.description`, `t.inputSchema`, `t.annotations`.
 */
function itemRegisters(
  ts: Typescript,
  call: TS.CallExpression,
  names: ReadonlyMap<string, Kind>,
  locals: ReadonlyMap<string, Kind>,
  modern: boolean,
  sink: Registrations,
  computed?: Set<string>,
): boolean {
  const nameNode = heldItemName(ts, stripped(ts, call.arguments[0]));
  // `for (const { name: toolName, description } of list)`: the item's keys read through the names (destructured-items.ts).
  const destructured = destructuredItem(ts, nameNode);
  const named =
    ts.isPropertyAccessExpression(nameNode) && nameNode.name.text === 'name' && ts.isIdentifier(nameNode.expression) ? nameNode.expression : undefined;
  if (!named && !destructured) return false;
  const item = named?.text ?? '';
  const iterated = destructured?.list ?? (named && iteratedBy(ts, named, item));
  const itemKey = (node: TS.Expression): string | undefined =>
    destructured
      ? destructured.keyOf(node)
      : ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === item
        ? node.name.text
        : undefined;
  // `list.map((t) => t())`: each made tool of a list of makers (made-thunks.ts), the list read as those tools.
  const calledOut = iterated && calledItems(ts, iterated);
  const list = iterated && stripped(ts, calledOut ?? iterated);
  const listKind = list && (ts.isIdentifier(list) ? names.get(list.text) : importedValue(ts, list, new Map([...locals, ...names])));
  const looped = listKind?.kind === 'list' && listKind.via === undefined && !listKind.thunk === !calledOut;
  const tool = locals.get(item);
  const imported = !iterated && tool?.kind === 'tool' && tool.via === undefined && !tool.thunk && !boundInModule(ts, call.getSourceFile(), item);
  if ((!looped && !imported) || mutated(ts, call.getSourceFile(), item)) return false;
  // `positional`: an SDK v1 argument, where `{}` is an empty shape, which is no annotations either.
  const keyOf = (node: TS.Expression, positional = false): ItemArgument | undefined => {
    let at = stripped(ts, node);
    let fallback = false;
    const zodShape = ts.isConditionalExpression(at) && isEmptyObject(ts, at.whenFalse) ? zodObjectShape(ts, at, item) : undefined;
    if (zodShape) {
      at = zodShape;
      fallback = true;
      // `t.inputSchema?.shape ?? {}`, `t.annotations || {}`: an unset key passes `{}`.
    } else if (
      ts.isBinaryExpression(at) &&
      (at.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || at.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    ) {
      if (!isEmptyObject(ts, at.right)) return undefined;
      at = stripped(ts, at.left);
      fallback = true;
      const annotations = positional && ts.isPropertyAccessExpression(at) && at.name.text === 'annotations';
      if (!ts.isPropertyAccessExpression(at) || (at.name.text !== 'shape' && !annotations)) return undefined;
    }
    let shape = false;
    let required = false;
    if (ts.isPropertyAccessExpression(at) && at.name.text === 'shape' && itemKey(at.expression) !== undefined) {
      shape = true;
      required = !fallback && !at.questionDotToken;
      at = at.expression;
    }
    const key = itemKey(at);
    return key === undefined ? undefined : { key, shape, ...(required ? { required } : {}) };
  };
  let args: ItemArgument[] = [];
  if (modern) {
    const config = call.arguments.length >= 3 ? stripped(ts, call.arguments[1]) : undefined;
    if (!config || !ts.isObjectLiteralExpression(config)) return false;
    const made: string[] = [];
    const same = config.properties.every((p) => {
      const passed = ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) ? keyOf(withoutEmptyText(ts, p.initializer)) : undefined;
      const name = (p.name as TS.Identifier).text;
      if (!passed && ts.isPropertyAssignment(p) && madeOfOwn(ts, name, p.initializer, itemKey)) return made.push(name) > 0;
      return passed !== undefined && CONFIG_KEYS.has(name) && passed.key === name && (!passed.shape || SCHEMA_KEYS.has(name));
    });
    // A loose object is no tool `registerTool` reads key by key; its keys passed as the SDK v1 arguments are.
    const positional = same ? undefined : configAsPositional(ts, config, keyOf);
    if (same && !(looped ? listKind : tool)?.loose) for (const key of made) computed?.add(key);
    if (same || !positional) return same && !(looped ? listKind : tool)?.loose;
    args = positional;
  } else
    for (const [index, arg] of call.arguments.slice(1, -1).entries()) {
      // `toShape(schema)` last, in the place of the input schema: made at run time (destructured-items.ts).
      const made = index === 1 && index === call.arguments.length - 3 ? destructured?.madeOf(arg) : undefined;
      const passed = isEmptyObject(ts, arg) ? { shape: false } : made ? { key: made, shape: false, made: true as const } : keyOf(arg, true);
      if (!passed) return false;
      args.push(passed);
    }
  return recorded(args, (looped ? listKind : tool)?.from, sink);
}

/**
 * Whether SDK v1 arguments register an item: with its exports known (`from`), each export's items are read with
 * them (in `sink`); else they must be the keys of the SDK's order (`t.description`, `t.inputSchema`, …).
 */
function recorded(args: readonly ItemArgument[], from: readonly string[] | undefined, sink: Registrations): boolean {
  // Keys named as the SDK's fields stay in its order (`t.inputSchema.shape, t.description` is no registration of them).
  const fields = args.map(({ key }) => POSITIONAL.indexOf(key ?? '')).filter((index) => index !== -1);
  if (from !== undefined && args.length <= POSITIONAL.length && fields.every((index, at) => at === 0 || index > fields[at - 1])) {
    for (const name of from) if (!sink.has(name)) sink.set(name, [...args]);
    return true;
  }
  let next = 0;
  for (const { key, shape } of args) {
    const index = key === undefined || (shape && !SCHEMA_KEYS.has(key)) ? -1 : POSITIONAL.indexOf(key, next);
    if (index === -1) return false;
    next = index + 1;
  }
  return true;
}

/**
 * `tool(getFlag)` of a registrar (made-registrars.ts) handed one tool the module imports as it is, or each item of
 * a list in a loop (`for (const def of all) registerWrappedTool(server, def, deps)`): registered with the
 * registrar's arguments, as the registration itself written in the loop is (itemRegisters).
 */
function handedRegisters(
  ts: Typescript,
  file: TS.SourceFile,
  item: TS.Identifier,
  names: ReadonlyMap<string, Kind>,
  locals: ReadonlyMap<string, Kind>,
  registrar: Registrar,
  sink: Registrations,
): boolean {
  if (mutated(ts, file, item.text)) return false;
  const iterated = iteratedBy(ts, item, item.text);
  if (iterated) {
    const list = stripped(ts, iterated);
    const kind = ts.isIdentifier(list) ? names.get(list.text) : importedValue(ts, list, new Map([...locals, ...names]));
    return kind?.kind === 'list' && kind.via === undefined && !kind.thunk && recorded(registrar.args, kind.from, sink);
  }
  const tool = locals.get(item.text);
  if (tool?.kind !== 'tool' || tool.via !== undefined || tool.thunk || boundInModule(ts, file, item.text)) return false;
  for (const name of tool.from ?? []) if (!sink.has(name)) sink.set(name, [...registrar.args]);
  return true;
}

/** `list.map((t) => t())` (`(t) => { return t(); }` too): the list whose items are called, with nothing, each once. */
function calledItems(ts: Typescript, node: TS.Expression): TS.Expression | undefined {
  const at = stripped(ts, node);
  if (!ts.isCallExpression(at) || at.arguments.length !== 1 || !ts.isPropertyAccessExpression(at.expression) || at.expression.name.text !== 'map')
    return undefined;
  const callback = stripped(ts, at.arguments[0]);
  if (!(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) || callback.parameters.length !== 1) return undefined;
  const parameter = callback.parameters[0].name;
  const [only] = ts.isBlock(callback.body) ? callback.body.statements : [];
  const body = ts.isBlock(callback.body)
    ? only && ts.isReturnStatement(only) && callback.body.statements.length === 1
      ? only.expression
      : undefined
    : callback.body;
  const made = body && stripped(ts, body);
  const calls = made && ts.isCallExpression(made) && made.arguments.length === 0 && ts.isIdentifier(made.expression);
  return calls && ts.isIdentifier(parameter) && (made.expression as TS.Identifier).text === parameter.text ? at.expression.expression : undefined;
}

/**
 * `{ description: t.summary, inputSchema: t.schema.shape }`, keys of the item under other names: the SDK v1
 * arguments it equals (`t.summary, t.schema.shape`), when its keys are the first of the SDK's order, each
 * once (`description`, then `inputSchema`, then `annotations`), and `inputSchema` a zod `.shape`, no other.
 */
function configAsPositional(
  ts: Typescript,
  config: TS.ObjectLiteralExpression,
  keyOf: (node: TS.Expression) => ItemArgument | undefined,
): ItemArgument[] | undefined {
  const byName = new Map<string, ItemArgument>();
  for (const p of config.properties) {
    const passed = ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) ? keyOf(p.initializer) : undefined;
    const name = (p.name as TS.Identifier).text;
    // A zod object whole (`inputSchema: t.schema`) is no raw shape: SDK v1 would take it for annotations.
    if (!passed || !POSITIONAL.includes(name) || byName.has(name) || passed.shape !== (name === 'inputSchema')) return undefined;
    byName.set(name, passed);
  }
  const args = POSITIONAL.slice(0, byName.size).map((name) => byName.get(name));
  return args.every((arg) => arg !== undefined) ? (args as ItemArgument[]) : undefined;
}

/**
 * `t.params instanceof z.ZodObject ? t.params.shape : {}` (or `t.params && t.params instanceof …`): the
 * shape read, as `t.params?.shape ?? {}` reads it, of a key that is a zod object; undefined for another test.
 */
function zodObjectShape(ts: Typescript, choice: TS.ConditionalExpression, item: string): TS.PropertyAccessExpression | undefined {
  const shape = stripped(ts, choice.whenTrue);
  if (!ts.isPropertyAccessExpression(shape) || shape.name.text !== 'shape') return undefined;
  const read = stripped(ts, shape.expression);
  if (!ts.isPropertyAccessExpression(read) || !ts.isIdentifier(read.expression) || read.expression.text !== item) return undefined;
  const same = (node: TS.Expression) => {
    const at = stripped(ts, node);
    return ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression) && at.expression.text === item && at.name.text === read.name.text;
  };
  const zodObject = (node: TS.Expression) => {
    const at = stripped(ts, node);
    if (!ts.isBinaryExpression(at) || at.operatorToken.kind !== ts.SyntaxKind.InstanceOfKeyword || !same(at.left)) return false;
    const type = stripped(ts, at.right);
    return (ts.isIdentifier(type) ? type.text : ts.isPropertyAccessExpression(type) ? type.name.text : '') === 'ZodObject';
  };
  const test = stripped(ts, choice.condition);
  const guarded = ts.isBinaryExpression(test) && test.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken && same(test.left) && zodObject(test.right);
  return guarded || zodObject(test) ? shape : undefined;
}

/** Whether the module changes what `name` holds: `name.key = …` (`+=`, `name[k] = …`, `delete name.key`) or `Object.assign(name, …)`. */
function mutated(ts: Typescript, file: TS.SourceFile, name: string): boolean {
  const names = (node: TS.Expression) => {
    const at = stripped(ts, node);
    return (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at)) && ts.isIdentifier(at.expression) && at.expression.text === name;
  };
  return someNode(
    ts,
    file,
    (node) =>
      (isAssignment(ts, node) && names(node.left)) ||
      (ts.isDeleteExpression(node) && names(node.expression)) ||
      (ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ts.isIdentifier(node.expression.expression) &&
        node.expression.expression.text === 'Object' &&
        node.expression.name.text === 'assign' &&
        node.arguments.length > 0 &&
        ts.isIdentifier(stripped(ts, node.arguments[0])) &&
        (stripped(ts, node.arguments[0]) as TS.Identifier).text === name),
  );
}

/** Whether the module binds `name` other than by an import: a variable, a parameter, a function or a class. */
function boundInModule(ts: Typescript, file: TS.SourceFile, name: string): boolean {
  return someNode(ts, file, (node) => declaredName(ts, node)?.text === name);
}
