/**
 * Decorator factories of another module of the repository that register what they decorate
 * (`from ..tools.registry import register_tool` … `@register_tool(mcp, "notes.read")`, or `from pkg.server
 * import tool` … `@tool()`): a module-level `def` of that module whose body defines one function of one
 * parameter and returns it, that inner function handing its parameter (or a `functools.wraps` wrapper of
 * it) to the module's one `x.tool(…)(…)` call, on a server the factory receives as a parameter annotated
 * FastMCP or MCPServer, or one the module builds at its top level. That call may give only keywords: `name=`
 * one of the factory's parameters (the tool is named by what each use passes there) or none (the
 * function's own name), the keywords a file's registering wrapper may give (WRAPPED_KEYS: not statically
 * known, the factory computes them), and the factory's own `**kwargs`, which each use's keywords fill.
 * Nothing in the factory rebinds the function, the name's parameter or the keywords, nor sets an
 * attribute of the function; after registering, it may only read the tool back (`mcp._tool_manager.get_tool(
 * …)`) and touch its `parameters`, which leaves the input schema not statically known, as does a wrapper.
 * A registration under a run-time condition is still one of the server's. Anything else: not read.
 */
import type { Workspace } from '../types.js';
import { testSource } from '../../engine/test-source.js';
import { bracketPairs } from '../source/tokens.js';
import { type Blocks, headerOf } from './blocks.js';
import { boundIn } from './module-bindings.js';
import { builds, FROM_IMPORT, importedItems, modulePaths, namesSdk, readModule } from './package-modules.js';
import { type Given, recordValues } from './factory-records.js';
import { ASSIGNS, rebinds } from './rebinds.js';
import type { Token } from './tokens.js';
import { WRAPPED_KEYS } from './wrapped-keys.js';

/** How a factory registers what it decorates, as each use of it reads. */
export interface Factory {
  /** The factory's parameters, in order; those before `positional` may be passed by position. */
  parameters: readonly string[];
  positional: number;
  /** The parameter whose value names the tool (`name=tool_name`); undefined when the tool takes the function's name. */
  named?: string;
  /** Whether the factory hands its `**kwargs` on to `x.tool(…)`: each use's other keywords are the registration's. */
  forwards: boolean;
  /** The keywords the factory itself gives `x.tool(…)` besides the name, sorted: computed there, not statically known. */
  keys: readonly string[];
  /** Whether the input schema is the function's parameters': not when it may be wrapped or is edited after registering. */
  schema: boolean;
  /** The keywords' values read off the record the factory looks up by each tool's name (factory-records.ts), by that name. */
  known: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
}

/** A factory another module defines, with that module's path. */
export interface ImportedFactory extends Factory {
  path: string;
}

/** Names whose presence lets a body change bindings or attributes out of sight. */
const OPAQUE = new Set(['setattr', 'delattr', 'globals', 'locals', 'exec', 'eval', 'vars', 'global', 'nonlocal', 'update_wrapper']);
/** The fields of a registered tool that name or describe it: set after registering, they are not the function's. */
const FIELDS = new Set(['name', 'key', 'title', 'description', 'annotations', 'meta', 'tags', 'fn', '__name__', '__doc__', '__qualname__']);
/** A decorator line calling a name: `@name(`, `(?<name>…)`. */
const DECORATOR_CALL = /^[ \t]{0,64}@([A-Za-z_]\w{0,99})\(/gm;
/** A call of a name: `name(`, `(?<name>…)`; tried only where a name starts, so each is tried once. */
const CALLED = /(?<!\w)([A-Za-z_]\w{0,99})[ \t]{0,8}\(/g;
/** How many factories one module's uses may import, or one module define. */
const MAX_FACTORIES = 16;
const MAX_READS = 16;

/** What was found for each (module text, factory name): the same whichever file asks first. */
const SEEN = new Map<string, Map<string, Factory | null>>();
const MAX_SEEN = 64;

/**
 * The factories of other modules of the repository the file imports by name (`from m import f`,
 * relative or absolute, never bound otherwise in the file) and calls, by the name it binds. Empty for a
 * test module.
 */
export function importedFactories(text: string, path: string, workspace: Workspace | undefined): ReadonlyMap<string, ImportedFactory> {
  const out = new Map<string, ImportedFactory>();
  if (!workspace || path.split('/').includes('..') || testSource(path) !== undefined || !text.includes('@')) return out;
  const budget = { reads: MAX_READS };
  const sources = new Map<string, string | undefined>();
  // The names the file calls: as a decorator `@name(…)` first, then otherwise (which the reader lists as not followed).
  const decorating = new Set([...text.matchAll(DECORATOR_CALL)].map((match) => match[1]));
  if (decorating.size === 0) return out;
  const called = new Set([...text.matchAll(CALLED)].map((match) => match[1]));
  const imports = new Map<string, { from: string; name: string }[]>();
  for (const statement of text.matchAll(FROM_IMPORT))
    for (const { name, alias } of importedItems(statement[2]))
      if (name !== '*') imports.set(alias, [...(imports.get(alias) ?? []), { from: statement[1], name }]);
  const order = [...imports].filter(([alias]) => called.has(alias)).sort(([a], [b]) => Number(decorating.has(b)) - Number(decorating.has(a)));
  for (const [alias, from] of order) {
    if (out.size >= MAX_FACTORIES) break;
    // Imported once, and never assigned nor defined by the file itself.
    if (from.length !== 1) continue;
    if (new RegExp(`^[ \\t]{0,64}(?:(?:async[ \\t]+)?def|class)[ \\t]+${alias}\\b|^[ \\t]{0,64}${alias}[ \\t]{0,8}(?::[^=\\n]{0,200})?=(?!=)`, 'm').test(text))
      continue;
    const module = modulePaths(from[0].from, path, workspace)[0];
    if (module === undefined || module === path || testSource(module) !== undefined) continue;
    // A module read only for a decorator: a name the file only calls is looked for in those modules.
    if (!sources.has(module) && decorating.has(alias)) sources.set(module, readModule(workspace, module, budget));
    const source = sources.get(module);
    const factory = source === undefined ? undefined : factoryIn(source, from[0].name);
    if (factory === undefined) continue;
    // Changed mode re-checks this file when the factory's module changes.
    workspace.drawsOn?.(module);
    out.set(alias, { ...factory, path: module });
  }
  return out;
}

/** The factory `name` the module `source` defines once at its top level; undefined when it is none. */
export function factoryIn(source: string, name: string): Factory | undefined {
  let known = SEEN.get(source);
  if (known === undefined) {
    if (SEEN.size >= MAX_SEEN) SEEN.clear();
    SEEN.set(source, (known = new Map()));
  }
  let found = known.get(name);
  // Cheap tests first: most modules a file imports from register nothing.
  if (found === undefined && (!namesSdk(source) || !source.includes('.tool('))) found = null;
  if (found === undefined) {
    const module = boundIn(source);
    const at = module.once.functions.get(name);
    found =
      (at !== undefined && module.lines.indent[at] === 0 && factoryAt(module.tokens, module.lines, bracketPairs(module.tokens), at, source)?.factory) || null;
    known.set(name, found);
  }
  return found ?? undefined;
}

/**
 * The `tool` tokens of the registrations made by the module's own factories that only other modules use:
 * each named nowhere in it but at its `def`. What they register is read where they are used.
 */
export function exportedFactories(text: string, tokens: readonly Token[], lines: Blocks, pairs: Int32Array): number[] {
  if (!namesSdk(text)) return [];
  const found = new Map<string, number>();
  // At most MAX_FACTORIES: the registrations of any more stay listed as not statically known.
  for (let i = 0; i < tokens.length && found.size < MAX_FACTORIES; i++) {
    if (!tokens[i].first || lines.owner[i] !== -1 || tokens[i].text !== 'def' || tokens[i + 1]?.kind !== 'name') continue;
    const made = factoryAt(tokens, lines, pairs, i, text);
    if (made !== undefined) found.set(tokens[i + 1].text as string, made.call);
  }
  for (let i = 0; i < tokens.length && found.size > 0; i++)
    if (
      tokens[i].kind === 'name' &&
      found.has(tokens[i].text as string) &&
      tokens[i - 1]?.text !== 'def' &&
      !(tokens[i - 1]?.kind === 'op' && tokens[i - 1].text === '.')
    )
      found.delete(tokens[i].text as string);
  return [...found.values()];
}

/** The factory whose `def` (its line's first token) is at `at`, with its `tool` token; undefined when the `def` is none. */
export function factoryAt(
  tokens: readonly Token[],
  lines: Blocks,
  pairs: Int32Array,
  at: number,
  source: string,
): { factory: Factory; call: number } | undefined {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const is = (i: number, value: string) => tokens[i]?.kind === 'name' && tokens[i].text === value;
  // An undecorated `def`: a decorator could make the factory anything.
  if (!is(at, 'def') || !namesSdk(source) || (tokens[at - 1]?.kind === 'newline' && op(lines.line[at - 2] ?? -1, '@'))) return undefined;
  const end = lines.end[at];
  const opened = openOf(tokens, pairs, at + 2);
  const signature = parametersOf(tokens, pairs, opened);
  if (signature === undefined || signature.starred) return undefined;
  // One inner `def` of one parameter, which the factory returns at every `return`, and nothing nested in it.
  const inner: number[] = [];
  for (let j = at + 1; j < end; j++)
    if (tokens[j].first && lines.owner[j] === at && (headerOf(tokens, j) === 'def' || headerOf(tokens, j) === 'class')) inner.push(j);
  if (inner.length !== 1 || !is(inner[0], 'def')) return undefined;
  const def = inner[0];
  const decorator = tokens[def + 1];
  const own = parametersOf(tokens, pairs, openOf(tokens, pairs, def + 2));
  if (decorator?.kind !== 'name' || own === undefined || own.starred || own.kwargs !== undefined || own.names.length !== 1 || own.defaulted.size > 0)
    return undefined;
  if (tokens[def - 1]?.kind === 'newline' && op(lines.line[def - 2] ?? -1, '@')) return undefined;
  const fn = own.names[0];
  let returns = 0;
  for (let j = at + 1; j < end; j++) {
    if (!(tokens[j].first && lines.owner[j] === at && is(j, 'return'))) continue;
    if (!is(j + 1, decorator.text as string) || tokens[j + 2]?.kind !== 'newline') return undefined;
    returns++;
  }
  if (returns === 0) return undefined;
  for (let j = def + 1; j < lines.end[def]; j++) if (tokens[j].first && lines.owner[j] !== def) return undefined;
  // The one `.tool` of the factory: `x.tool(…)(target)` or `x.tool(target)`, in the inner function.
  const tools: number[] = [];
  for (let j = at + 1; j < end; j++) {
    const t = tokens[j];
    if (t.kind === 'name' && OPAQUE.has(t.text as string)) return undefined;
    if (t.kind === 'name' && (t.text === 'tool' || t.text === 'add_tool') && op(j - 1, '.')) tools.push(j);
  }
  if (tools.length !== 1) return undefined;
  const call = tools[0];
  if (!is(call, 'tool') || !op(call + 1, '(') || lines.owner[lines.line[call]] !== def || tokens[call - 2]?.kind !== 'name' || op(call - 3, '.'))
    return undefined;
  const server = tokens[call - 2].text as string;
  const applied = op(pairs[call + 1] + 1, '(') ? pairs[call + 1] + 1 : -1;
  const given = applied === -1 ? [] : argumentsOf(tokens, pairs, call + 1);
  const handed = applied === -1 ? call + 1 : applied;
  if (tokens[handed + 1]?.kind !== 'name' || pairs[handed] !== handed + 2) return undefined;
  // The server: a parameter annotated as one, or a module-level server of the module, never rebound here.
  const annotated = signature.hints.get(server);
  if (annotated !== undefined ? !/\b(?:FastMCP|MCPServer)\b/.test(annotated) : signature.names.includes(server) || !builds(source, server)) return undefined;
  // The keywords: `name=` a parameter, the wrapper keys, the factory's `**kwargs`.
  let named: string | undefined;
  let forwards = false;
  const keys: string[] = [];
  const computed: Given[] = [];
  for (const arg of given) {
    if (arg.spread) {
      if (!op(arg.at, '**') || arg.at + 2 !== arg.end || tokens[arg.at + 1]?.text !== signature.kwargs) return undefined;
      forwards = true;
    } else if (arg.name === 'name') {
      const value = tokens[arg.at];
      if (arg.at + 1 !== arg.end || value?.kind !== 'name' || !signature.names.includes(value.text as string) || value.text === server) return undefined;
      // A name its caller must give: a default would name every tool alike.
      if (signature.defaulted.has(value.text as string)) return undefined;
      named = value.text as string;
    } else if (arg.name !== undefined && WRAPPED_KEYS.has(arg.name)) {
      keys.push(arg.name);
      computed.push({ key: arg.name, at: arg.at, end: arg.end });
    } else return undefined;
  }
  const wrappers = new Set<string>();
  const handedName = tokens[handed + 1].text as string;
  if (handedName !== fn) {
    // A local the inner function binds only to the function itself or a `functools.wraps` wrapper of it.
    let bound = 0;
    for (let j = def + 1; j < lines.end[def]; j++) {
      if (!is(j, handedName) || op(j - 1, '.')) continue;
      if (!tokens[j].first) {
        if (rebinds(tokens, lines, j)) return undefined;
        continue;
      }
      if (!op(j + 1, '=')) return undefined;
      const value = j + 2;
      if (is(value, fn) && tokens[value + 1]?.kind === 'newline') bound++;
      else if (
        tokens[value]?.kind === 'name' &&
        op(value + 1, '(') &&
        is(value + 2, fn) &&
        (op(value + 3, ',') || op(value + 3, ')')) &&
        tokens[pairs[value + 1] + 1]?.kind === 'newline'
      ) {
        wrappers.add(tokens[value].text as string);
        bound++;
      } else return undefined;
    }
    if (bound === 0) return undefined;
    // The same text's bindings (module-bindings.ts keeps them): its `def`s at the same token indices as here.
    const { once } = boundIn(source);
    for (const wrapper of wrappers) {
      const w = once.functions.get(wrapper);
      if (w === undefined || lines.indent[w] !== 0 || !keepsFirst(tokens, lines, pairs, w, source)) return undefined;
    }
  }
  // Nothing rebinds the function, the name's parameter or the keywords, nor sets an attribute of the function.
  const guarded = new Set([fn, server, ...(named === undefined ? [] : [named])]);
  let readsBack = false;
  for (let j = at + 1; j < end; j++) {
    const t = tokens[j];
    if (t.kind !== 'name' || op(j - 1, '.')) continue;
    if (guarded.has(t.text as string) && rebinds(tokens, lines, j)) return undefined;
    // The keywords only handed on or read (`kwargs.get("name")`).
    if (
      t.text === signature.kwargs &&
      j > pairs[opened] &&
      !(op(j - 1, '**') && j > call + 1 && j < pairs[call + 1]) &&
      !(op(j + 1, '.') && is(j + 2, 'get') && op(j + 3, '('))
    )
      return undefined;
    // The server used again after registering: only to read the tool back into a local (`tool = mcp.get_tool(…)`).
    if (t.text === server && j !== call - 2 && j > pairs[opened]) {
      const getter = op(j + 1, '.') && is(j + 2, '_tool_manager') && op(j + 3, '.') ? j + 4 : j + 2;
      const line = lines.line[j];
      if (!op(j + 1, '.') || !is(getter, 'get_tool') || !op(getter + 1, '(') || line <= lines.line[call]) return undefined;
      if (tokens[line].kind !== 'name' || !op(line + 1, '=') || line + 2 !== j || tokens[pairs[getter + 1] + 1]?.kind !== 'newline') return undefined;
      if (!onlyParameters(tokens, lines.line, tokens[line].text as string, line, lines.end[def])) return undefined;
      readsBack = true;
    }
  }
  // After registering: no field that names or describes the tool set, on anything.
  for (let j = pairs[handed] + 1; j < lines.end[def]; j++) {
    if (!op(j, '.') || !FIELDS.has(tokens[j + 1]?.text as string)) continue;
    let k = j + 2;
    while (op(k, '.') && tokens[k + 1]?.kind === 'name') k += 2;
    if (tokens[k]?.kind === 'op' && ASSIGNS.test(tokens[k].text as string)) return undefined;
  }
  // The result of the registration kept (`decorated = mcp.tool(…)(fn)`): only returned.
  const line = lines.line[call];
  if (tokens[line]?.kind === 'name' && op(line + 1, '=') && line + 2 === call - 2) {
    const result = tokens[line].text as string;
    for (let j = pairs[handed] + 1; j < lines.end[def]; j++)
      if (is(j, result) && !op(j - 1, '.') && !(is(j - 1, 'return') && tokens[j + 1]?.kind === 'newline')) return undefined;
  } else if (line !== call - 2 && !(is(line, 'return') && line + 1 === call - 2)) return undefined;
  return {
    factory: {
      parameters: signature.names,
      positional: signature.positional,
      named,
      forwards,
      keys: keys.sort(),
      schema: wrappers.size === 0 && !readsBack,
      known: named === undefined ? new Map() : recordValues(tokens, lines, pairs, at, named, computed),
    },
    call,
  };
}

/**
 * Whether the local `name` bound at `from` to the tool read back is used, up to `end`, only for its
 * `parameters`, tested against None (`is None`, `is not None`) or bound to None.
 */
function onlyParameters(tokens: readonly Token[], line: Int32Array, name: string, from: number, end: number): boolean {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  for (let j = from + 1; j < end; j++) {
    if (tokens[j].kind !== 'name' || tokens[j].text !== name || op(j - 1, '.')) continue;
    const parameters = op(j + 1, '.') && tokens[j + 2]?.text === 'parameters' && !op(j + 3, '.') && !op(j + 3, '=');
    const tested = tokens[j + 1]?.text === 'is';
    const cleared = tokens[j].first && op(j + 1, '=') && tokens[j + 2]?.text === 'None' && tokens[j + 3]?.kind === 'newline';
    if (!parameters && !tested && !cleared && line[j] !== from) return false;
  }
  return true;
}

/**
 * Whether the module-level `def` at `at` returns, at every `return`, a wrapper of its first parameter made
 * with `functools.wraps` (`typing.cast(T, wrapper)` too): a `def` in its body under exactly that decorator,
 * whose `__name__` and `__doc__` are the function's; nothing sets another attribute of either than
 * `__signature__` (which only the schema reads), nor rebinds them.
 */
function keepsFirst(tokens: readonly Token[], lines: Blocks, pairs: Int32Array, at: number, source: string): boolean {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  if (tokens[at].text !== 'def' || (tokens[at - 1]?.kind === 'newline' && op(lines.line[at - 2] ?? -1, '@'))) return false;
  const signature = parametersOf(tokens, pairs, openOf(tokens, pairs, at + 2));
  const func = signature?.names[0];
  if (func === undefined || signature?.positional === 0) return false;
  const end = lines.end[at];
  const wrappers = new Set<string>();
  for (let j = at + 1; j < end; j++) {
    if (!tokens[j].first || lines.owner[j] !== at || headerOf(tokens, j) !== 'def') continue;
    const decorators: number[] = [];
    for (let d = j; tokens[d - 1]?.kind === 'newline' && op(lines.line[d - 2] ?? -1, '@'); d = lines.line[d - 2]) decorators.push(lines.line[d - 2]);
    if (decorators.length !== 1) continue;
    const d = decorators[0];
    const wraps = op(d + 2, '.') && tokens[d + 1].text === 'functools' ? d + 3 : d + 1;
    if (tokens[wraps]?.text !== 'wraps' || !op(wraps + 1, '(') || tokens[wraps + 2]?.text !== func || pairs[wraps + 1] !== wraps + 3) continue;
    if (wraps === d + 1 && !/^[ \t]*from[ \t]+functools[ \t]+import[ \t][^\n]*\bwraps\b/m.test(source)) continue;
    wrappers.add(tokens[tokens[j].text === 'async' ? j + 2 : j + 1].text as string);
  }
  let returns = 0;
  for (let j = at + 1; j < end; j++) {
    const t = tokens[j];
    if (t.kind === 'name' && OPAQUE.has(t.text as string)) return false;
    if (t.kind === 'name' && (wrappers.has(t.text as string) || t.text === func) && !op(j - 1, '.') && t.first) {
      // `wrapper.__signature__ = …` only; any other assignment of either, or of an attribute of it, is not kept.
      const signatureSet = op(j + 1, '.') && tokens[j + 2]?.text === '__signature__' && op(j + 3, '=');
      if (!signatureSet && rebinds(tokens, lines, j)) return false;
    }
    if (!(t.first && lines.owner[lines.line[j]] === at && t.text === 'return')) continue;
    const cast = tokens[j + 1]?.text === 'cast' && op(j + 2, '(') ? pairs[j + 2] : -1;
    const given = cast === -1 ? j + 1 : cast - 1;
    if (!wrappers.has(tokens[given]?.text as string) || (cast !== -1 && !op(given - 1, ',')) || tokens[(cast === -1 ? given : cast) + 1]?.kind !== 'newline')
      return false;
    returns++;
  }
  return returns > 0;
}

/** The `(` of a `def`'s parameters, past its type parameters (`def tool[F: Callable[..., Any]](**kwargs)`), from the token after its name. */
function openOf(tokens: readonly Token[], pairs: Int32Array, i: number): number {
  return tokens[i]?.kind === 'op' && tokens[i].text === '[' ? pairs[i] + 1 : i;
}

/** A `def`'s parameters whose `(` is at `open`: their names, annotations, defaults, `**kwargs`, and whether it takes `*args`. */
function parametersOf(
  tokens: readonly Token[],
  pairs: Int32Array,
  open: number,
): { names: string[]; positional: number; hints: Map<string, string>; defaulted: Set<string>; kwargs?: string; starred: boolean } | undefined {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  if (!op(open, '(')) return undefined;
  const names: string[] = [];
  const hints = new Map<string, string>();
  const defaulted = new Set<string>();
  let positional = -1;
  let kwargs: string | undefined;
  let starred = false;
  const close = pairs[open];
  for (let j = open + 1; j < close; ) {
    let end = j;
    while (end < close && !op(end, ',')) end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
    if (op(j, '**') && tokens[j + 1]?.kind === 'name') kwargs = tokens[j + 1].text;
    else if (op(j, '*') && tokens[j + 1]?.kind === 'name') starred = true;
    else if (op(j, '*')) positional = names.length;
    else if (op(j, '/')) {
      // Positional-only parameters: a use could not pass the name by keyword; not followed.
      return undefined;
    } else if (tokens[j].kind === 'name') {
      const name = tokens[j].text as string;
      names.push(name);
      let k = j + 1;
      if (op(k, ':')) {
        const from = k + 1;
        while (k < end && !op(k, '=')) k = op(k, '[') || op(k, '(') ? pairs[k] + 1 : k + 1;
        hints.set(
          name,
          tokens
            .slice(from, k)
            .map((t) => t.text ?? '')
            .join(''),
        );
      }
      if (op(k, '=')) defaulted.add(name);
    } else return undefined;
    j = end + 1;
  }
  return { names, positional: positional === -1 ? names.length : positional, hints, defaulted, kwargs, starred };
}

/** A call's arguments whose `(` is at `open`: each keyword's name, where its value starts and ends, or a spread. */
function argumentsOf(tokens: readonly Token[], pairs: Int32Array, open: number): { name?: string; at: number; end: number; spread: boolean }[] {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const out: { name?: string; at: number; end: number; spread: boolean }[] = [];
  const close = pairs[open];
  for (let j = open + 1; j < close; ) {
    let end = j;
    while (end < close && !op(end, ',')) end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
    const keyword = tokens[j].kind === 'name' && op(j + 1, '=');
    out.push({ name: keyword ? (tokens[j].text as string) : undefined, at: keyword ? j + 2 : j, end, spread: op(j, '*') || op(j, '**') });
    j = end + 1;
  }
  return out;
}
