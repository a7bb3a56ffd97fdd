/**
 * A Go module's own tool constructor over mark3labs/mcp-go, in another package of the module (imported by
 * the module's path in go.mod): `mcpgrafana.MustTool("list_teams", "Search for teams…", handler,
 * mcp.WithTitleAnnotation(…))`, `mcpgo.NewTool("fetch_payment", "Fetch a payment…", params, handler)`.
 * The principle: its call is a tool only when the constructor's body provably hands the name and
 * description parameters to the SDK unchanged. Two bodies prove it:
 *
 * - a literal one: `t := mcp.Tool{Name: name, Description: description, RawInputSchema: …}`, the two
 *   parameters never assigned nor their address taken, `t` used only to set other fields, to apply the
 *   options parameter (`for _, o := range options { o(&t) }`: those options are then read as `NewTool`'s)
 *   and to be returned; or a function that forwards its own parameters unchanged to such a one
 *   (`MustTool` calling `ConvertTool(name, description, h, options...)`);
 * - a field one: `return &impl{name: name, description: description, …}`, where one method of `impl`
 *   makes `mcp.NewTool(t.name, opts...)` after `opts = append(opts, mcp.WithDescription(t.description))`
 *   in its own block, and no file of the package assigns either field.
 *
 * The input schema such a constructor makes (by reflection over the handler's argument type, or by
 * converting its own parameter type) is never read: it is listed as not statically known, and so are
 * annotations the constructor sets itself. Anything else (a branch on an argument, a filter, a rewrite,
 * an SDK other than mcp-go) makes no wrapper. Plain token scans of the package's files, bounded, cached
 * per package.
 *
 * A pointer helper of the module, `func Ptr[T any](v T) *T { return &v }` (or typed, `func ptr(s string)
 * *string { return &s }`), gives the value it is called with: foxy-contexts' Tool takes its description as
 * a `*string`.
 */
import { perCrate } from '../rust-source/crate.js';
import { bracketPairs } from '../source/tokens.js';
import type { Workspace } from '../types.js';
import { moduleOf } from './hand-rolled.js';
import { type Func, failsOtherwise, fieldsOf, functionsOf, namingParams, onlyRead, paramAt, reader, uses } from './functions.js';
import { newToolForwarder } from './new-tool-forwarders.js';
import { addToolWrapper, GO_SDK_MCP } from './sdk-adders.js';
import { constructorWrapper } from './sdk-constructors.js';
import { goFiles, inFolder, modulePathOf } from './spec-helpers.js';
import { goTokens } from './tokens.js';

export interface ToolWrapper {
  /** Which argument of the call gives the tool's name, which its description (-1: its options do). */
  name: number;
  description: number;
  /** The first argument of the mcp-go options the wrapper applies to its tool, when it takes some. */
  options?: number;
  /** Whether the wrapper sets the tool's annotations itself: not statically known. */
  annotations: boolean;
  /** Whether its call registers a go-sdk tool (sdk-adders.ts) rather than making an mcp-go one. */
  registers?: true;
  /** Whether its call makes a go-sdk tool (sdk-constructors.ts), one only where `mcp.AddTool` is given it. */
  constructs?: true;
  /** Whether its call is mcp-go's `NewTool(name, options…)` (new-tool-forwarders.ts). */
  forwards?: true;
  /** The files its proof reads. */
  at: readonly string[];
  /** A go-sdk one's own tool literal: its file and the offset of its `{`, no tool by itself (its calls are). */
  literal?: { at: string; start: number };
}

/** What a file calls of its module's own packages, each by the call as the file writes it (`mcpgrafana.MustTool`). */
export interface ToolWrappers {
  wrappers: ReadonlyMap<string, ToolWrapper>;
  /** `utils.Ptr`: `func Ptr[T any](v T) *T { return &v }`, whose call of a literal is that literal. */
  pointers: ReadonlySet<string>;
}

const PACKAGES = new WeakMap<Workspace, Map<string, Package>>();
const POINTERS = new WeakMap<Workspace, Map<string, ReadonlyMap<string, string>>>();
const MCP_GO = '"github.com/mark3labs/mcp-go/mcp"';
const PACKAGE = /^package[ \t]+([A-Za-z_][A-Za-z0-9_]{0,63})/m;
/** An import line: `alias "path"`, `import "path"`, `"path"`. */
const IMPORT = /^[ \t]*(?:import[ \t]+)?(?:([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]+)?"([A-Za-z0-9_.~\-/]{1,256})"[ \t]*$/gm;
/** The fields of mcp-go's Tool a literal wrapper may set besides Name and Description. */
const OTHER_FIELDS = new Set(['InputSchema', 'RawInputSchema', 'OutputSchema', 'RawOutputSchema', 'Annotations']);
const MAX_FORWARDS = 4;
/** After a callee: its type arguments, if written, and a first argument that is a literal, or a name then one. */
const CALLED = String.raw`(?:\[[^\n(]{0,256}\])?\([ \t\r\n]{0,64}(?:[A-Za-z_][\w.]{0,63}[ \t]{0,16},[ \t\r\n]{0,64})?(?:["\`]|true\b|false\b|\d)`;
/** `func Ptr[T any](v T) *T { return &v }`: name, type parameter, parameter, its type, the result's, what is returned. */
const POINTER =
  /^func[ \t]{1,16}([A-Za-z_]\w{0,63})[ \t]{0,16}\[[ \t]{0,16}(\w{1,64})[ \t]{1,16}any[ \t]{0,16}\][ \t]{0,16}\([ \t]{0,16}(\w{1,64})[ \t]{1,16}(\w{1,64})[ \t]{0,16}\)[ \t]{0,16}\*(\w{1,64})[ \t]{0,16}\{[ \t\r\n]{0,64}return[ \t]{1,16}&(\w{1,64})[ \t\r\n]{0,64}\}/gm;
/** `func ptr(v string) *string { return &v }`: name, parameter, its type, the result's, what is returned. */
const TYPED_POINTER =
  /^func[ \t]{1,16}([A-Za-z_]\w{0,63})[ \t]{0,16}\([ \t]{0,16}(\w{1,64})[ \t]{1,16}(\w{1,64})[ \t]{0,16}\)[ \t]{0,16}\*(\w{1,64})[ \t]{0,16}\{[ \t\r\n]{0,64}return[ \t]{1,16}&(\w{1,64})[ \t\r\n]{0,64}\}/gm;

interface Package {
  name: string;
  wrappers: ReadonlyMap<string, ToolWrapper>;
  /** Its functions that register a go-sdk tool (sdk-adders.ts) or forward to NewTool, exported or not: its own files call them unqualified. */
  registering: ReadonlyMap<string, ToolWrapper>;
  /** Each pointer helper, with its file. */
  pointers: ReadonlyMap<string, string>;
}

/**
 * The wrappers the file at `path` calls, of the packages of its own module it imports, and their pointer
 * helpers; with `own`, its own package's pointer helpers and registering functions too, called unqualified.
 * Undefined when none.
 */
export function toolWrappers(text: string, path: string, workspace: Workspace | undefined, own = false): ToolWrappers | undefined {
  if (!workspace || !text.includes('.')) return undefined;
  const module = moduleOf(path, workspace);
  const modulePath = module === undefined ? undefined : modulePathOf(workspace, module);
  if (module === undefined || !modulePath) return undefined;
  const found = new Map<string, ToolWrapper>();
  const pointers = new Set<string>();
  if (own) {
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    for (const [fn, at] of perCrate(POINTERS, workspace, folder, () => pointersIn([...goFiles(workspace, folder)])))
      if (text.includes(`${fn}(`)) {
        pointers.add(fn);
        workspace.drawsOn?.(at);
      }
    // Its package's registering functions, called unqualified; not where a local of the name may shadow one.
    for (const [fn, wrapper] of perCrate(PACKAGES, workspace, folder, () => packageWrappers([...goFiles(workspace, folder)])).registering)
      if ((text.includes(`${fn}(`) || text.includes(`${fn}[`)) && !new RegExp(`\\b${fn}[ \\t]{0,16}:?=[^=]`).test(text)) found.set(fn, wrapper);
  }
  for (const [, alias, imported] of text.includes(modulePath) ? text.matchAll(IMPORT) : []) {
    if (imported !== modulePath && !imported.startsWith(`${modulePath}/`)) continue;
    // Cheap first: the file calls the package with a string first (`kit.NewTool("knead", …)`) or second, after
    // a name (`utils.RegisterTool[In, Out](server, "get_board", …)`), or a boolean or number (`util.Ptr(true)`),
    // by its alias or the path's last segment, which names the package unless it cannot (`mcp-grafana`).
    const segment = imported.slice(imported.lastIndexOf('/') + 1);
    const guess = alias ?? (/^[A-Za-z_]\w{0,63}$/.test(segment) ? segment : undefined);
    if (guess !== undefined && !new RegExp(`\\b${guess}\\.[A-Z]\\w{0,63}${CALLED}`).test(text)) continue;
    const rest = imported.slice(modulePath.length + 1);
    const folder = rest === '' ? module : inFolder(module, rest);
    const pkg = perCrate(PACKAGES, workspace, folder, () => packageWrappers([...goFiles(workspace, folder)]));
    const as = alias ?? pkg.name;
    for (const [fn, wrapper] of pkg.wrappers)
      if (text.includes(`${as}.${fn}(`) || (wrapper.registers && text.includes(`${as}.${fn}[`))) found.set(`${as}.${fn}`, wrapper);
    for (const [fn, at] of pkg.pointers)
      if (text.includes(`${as}.${fn}(`)) {
        pointers.add(`${as}.${fn}`);
        workspace.drawsOn?.(at);
      }
  }
  // The file's own functions forwarding to a constructor it imports (`func readTool(n, d string) *mcp.Tool { return tools.NewReadTool(n, d) }`).
  const constructors = new Map([...found].filter(([, wrapper]) => wrapper.constructs));
  if (own && constructors.size > 0) {
    const tokens = goTokens(text);
    for (const fn of functionsOf({ at: path, text, tokens, pairs: bracketPairs(tokens) })) {
      const forwarded = fn.receiver ? undefined : forwarder(fn, constructors);
      if (forwarded) found.set(fn.name, forwarded);
    }
  }
  // What the file's tools are read from: a change there re-checks the file.
  for (const wrapper of found.values()) for (const at of wrapper.at) workspace.drawsOn?.(at);
  return found.size > 0 || pointers.size > 0 ? { wrappers: found, pointers } : undefined;
}

/** A package's pointer helpers, each with its file. */
function pointersIn(files: readonly [string, string][]): Map<string, string> {
  const pointers = new Map<string, string>();
  for (const [at, text] of files) {
    if (!text.includes('return &')) continue;
    for (const [, fn, type, param, paramType, result, returned] of text.matchAll(POINTER))
      if (paramType === type && result === type && returned === param) pointers.set(fn, at);
    for (const [, fn, param, type, result, returned] of text.matchAll(TYPED_POINTER)) if (result === type && returned === param) pointers.set(fn, at);
  }
  return pointers;
}

/** The exported wrappers and pointer helpers among a package's files. */
export function packageWrappers(files: readonly [string, string][]): Package {
  const name = files.map(([, text]) => PACKAGE.exec(text)?.[1]).find((n) => n !== undefined) ?? '';
  const wrappers = new Map<string, ToolWrapper>();
  const pointers = pointersIn(files);
  const sources = files.filter(
    ([, text]) =>
      (text.includes(MCP_GO) && /\bmcp\.(?:Tool\{|NewTool\()/.test(text)) ||
      ((text.includes('AddTool') || text.includes('mcp.Tool{')) && GO_SDK_MCP.test(text)),
  );
  if (sources.length === 0) return { name, wrappers, registering: new Map(), pointers };
  const funcs: Func[] = [];
  // Only the files that make an mcp-go Tool or register a go-sdk one: a wrapper, what it forwards to and the method of a field one are there.
  const goSdk = new Set<Func>();
  for (const [at, text] of sources) {
    const tokens = goTokens(text);
    const found = functionsOf({ at, text, tokens, pairs: bracketPairs(tokens) });
    if (!text.includes(MCP_GO)) for (const fn of found) goSdk.add(fn);
    funcs.push(...found);
  }
  const all = new Map<string, ToolWrapper>();
  for (const fn of funcs) {
    if (fn.receiver) continue;
    const found = goSdk.has(fn)
      ? (addToolWrapper(fn) ?? constructorWrapper(fn))
      : (literalWrapper(fn) ?? fieldWrapper(fn, funcs, files) ?? newToolForwarder(fn));
    if (found) all.set(fn.name, found);
  }
  // Functions forwarding to one, a few calls deep.
  for (let round = 0; round < MAX_FORWARDS; round++) {
    let added = false;
    for (const fn of funcs) {
      if (fn.receiver || all.has(fn.name)) continue;
      const found = forwarder(fn, all);
      if (found) all.set(fn.name, found);
      added ||= found !== undefined;
    }
    if (!added) break;
  }
  for (const [fn, wrapper] of all) if (/^[A-Z]/.test(fn)) wrappers.set(fn, wrapper);
  return { name, wrappers, registering: new Map([...all].filter(([, wrapper]) => wrapper.registers || wrapper.forwards)), pointers };
}

/** `t := mcp.Tool{Name: name, Description: description, …}`, the options applied, `t` otherwise only given fields and returned. */
function literalWrapper(fn: Func): ToolWrapper | undefined {
  const { tokens, pairs } = fn.file;
  const { op, is } = reader(tokens);
  const close = pairs[fn.body];
  let literal = -1;
  for (let j = fn.body + 1; j < close; j++)
    if (is(j, 'mcp') && op(j + 1, '.') && (is(j + 2, 'Tool') || is(j + 2, 'NewTool')) && (op(j + 3, '{') || op(j + 3, '('))) {
      // `zero := mcp.Tool{}`, what an error return gives: no tool of this name.
      if (op(j + 3, '{') && pairs[j + 3] === j + 4) continue;
      if (literal !== -1 || !is(j + 2, 'Tool') || !op(j + 3, '{')) return undefined;
      literal = j + 3;
    }
  const made = op(literal - 4, '&') ? literal - 5 : literal - 4;
  if (literal === -1 || !op(made, ':=') || tokens[made - 1]?.kind !== 'name') return undefined;
  const variable = tokens[made - 1].text as string;
  const named = namingParams(fn, literal, OTHER_FIELDS);
  if (!named) return undefined;
  const { name, description } = named;
  let { annotations } = named;
  // The options parameter: applied to the tool in a loop of its own, `for _, o := range options { o(&t) }`.
  const last = fn.params.length - 1;
  const optioned = last >= 0 && fn.params[last].variadic && fn.params[last].type === 'mcp.ToolOption';
  let loop = -1;
  if (optioned) {
    const [only, ...more] = uses(fn, fn.params[last].name);
    const v = only - 2;
    const applied =
      only !== undefined &&
      more.length === 0 &&
      is(only - 1, 'range') &&
      op(only - 2, ':=') &&
      op(only - 4, ',') &&
      is(only - 5, '_') &&
      is(only - 6, 'for') &&
      op(only + 1, '{') &&
      pairs[only + 1] === only + 7 &&
      is(only + 2, tokens[v - 1].text as string) &&
      op(only + 3, '(') &&
      op(only + 4, '&') &&
      is(only + 5, variable) &&
      op(only + 6, ')');
    if (!applied) return undefined;
    loop = only + 5;
  }
  // `t` after the literal: set a field (not its name nor description), given to the options' loop, or returned.
  for (const j of uses(fn, variable)) {
    if (j === made - 1 || j === loop) continue;
    if (is(j - 1, 'return') || (op(j - 1, '&') && is(j - 2, 'return'))) continue;
    let k = j;
    while (op(k + 1, '.') && tokens[k + 2]?.kind === 'name') k += 2;
    if (k === j || !op(k + 1, '=')) return undefined;
    const field = tokens[j + 2].text as string;
    if (field === 'Name' || field === 'Description') return undefined;
    annotations ||= field === 'Annotations';
  }
  if (!failsOtherwise(fn, (j) => is(j + 1, variable) || (op(j + 1, '&') && is(j + 2, variable)))) return undefined;
  return { name, description, ...(optioned ? { options: last } : {}), annotations, at: [fn.file.at] };
}

/**
 * `return &impl{name: name, description: description, …}`, whose one method making an mcp-go tool gives it
 * those fields unchanged (module doc); no file of the package assigns either.
 */
function fieldWrapper(fn: Func, funcs: readonly Func[], files: readonly [string, string][]): ToolWrapper | undefined {
  const { tokens, pairs } = fn.file;
  const { op, is } = reader(tokens);
  if (!is(fn.body + 1, 'return') || fn.params.some((p) => p.type.endsWith('ToolOption'))) return undefined;
  const start = op(fn.body + 2, '&') ? fn.body + 3 : fn.body + 2;
  const type = tokens[start]?.text as string;
  if (tokens[start]?.kind !== 'name' || !op(start + 1, '{') || pairs[start + 1] + 1 !== pairs[fn.body]) return undefined;
  // Each field given a string parameter, by the field.
  const given = new Map<string, number>();
  const fields = fieldsOf(fn.file, start + 1);
  for (const { field, value, end } of fields ?? []) {
    const param = paramAt(fn, value, end);
    if (param !== -1) given.set(field, param);
  }
  if (!fields || given.size < 2) return undefined;
  const made = funcs.filter((m) => m.receiver?.type === type && uses(m, 'mcp').length > 0).flatMap((m) => makes(m));
  if (made.length !== 1) return undefined;
  const { nameField, descriptionField } = made[0];
  const name = given.get(nameField);
  const description = given.get(descriptionField);
  if (name === undefined || description === undefined || name === description) return undefined;
  // Neither field assigned anywhere in the package.
  const assigned = new RegExp(`\\.(?:${nameField}|${descriptionField})[ \\t]{0,16}(?:=(?!=)|\\+=)`);
  if (files.some(([, text]) => assigned.test(text))) return undefined;
  return { name, description, annotations: made[0].annotations, at: [...new Set([fn.file.at, made[0].at])] };
}

/**
 * In method `m`: `tool := mcp.NewTool(r.<name>, opts...)` in its own block, after `opts = append(opts,
 * mcp.WithDescription(r.<description>))` there, the one description option, `opts` only ever appended to:
 * the two fields, whether it sets annotations too, and its file.
 */
function makes(m: Func): { nameField: string; descriptionField: string; annotations: boolean; at: string }[] {
  const { tokens, pairs, at } = m.file;
  const { op, is } = reader(tokens);
  const r = m.receiver?.name as string;
  const close = pairs[m.body];
  const depth = new Int32Array(close + 1);
  for (let j = m.body + 1, d = 0; j < close; j++) {
    if (op(j, '}')) d--;
    depth[j] = d;
    if (op(j, '{')) d++;
  }
  const calls: number[] = [];
  const descriptions: number[] = [];
  for (let j = m.body + 1; j < close; j++) {
    if (!is(j, 'mcp') || !op(j + 1, '.')) continue;
    if (is(j + 2, 'NewTool') && op(j + 3, '(')) calls.push(j);
    if (is(j + 2, 'WithDescription')) descriptions.push(j);
  }
  if (calls.length !== 1 || descriptions.length !== 1) return [];
  const call = calls[0];
  // `mcp.NewTool(r.name, opts...)`
  if (!(is(call + 4, r) && op(call + 5, '.') && tokens[call + 6]?.kind === 'name' && op(call + 7, ',') && tokens[call + 8]?.kind === 'name')) return [];
  const nameField = tokens[call + 6].text as string;
  const opts = tokens[call + 8].text as string;
  if (!(op(call + 9, '...') && pairs[call + 3] === call + 10 && depth[call] === 0)) return [];
  // `opts = append(opts, mcp.WithDescription(r.description))` before it, in the method's own block.
  const d = descriptions[0];
  const appended =
    depth[d] === 0 &&
    d < call &&
    is(d - 6, opts) &&
    op(d - 5, '=') &&
    is(d - 4, 'append') &&
    op(d - 3, '(') &&
    is(d - 2, opts) &&
    op(d - 1, ',') &&
    op(d + 3, '(') &&
    is(d + 4, r) &&
    op(d + 5, '.') &&
    tokens[d + 6]?.kind === 'name' &&
    op(d + 7, ')') &&
    pairs[d - 3] === d + 8;
  if (!appended) return [];
  // `opts` never set but by appending to it.
  for (const j of uses(m, opts)) if (op(j + 1, '=') && !(is(j + 2, 'append') && op(j + 3, '(') && is(j + 4, opts))) return [];
  const descriptionField = tokens[d + 6].text as string;
  return [{ nameField, descriptionField, annotations: m.file.text.slice(tokens[m.body].start, tokens[close].end).includes('Annotation('), at }];
}

/** The next `return` of the body after `j`, if any. */
function nextReturn(fn: Func, j: number): number | undefined {
  const { tokens, pairs } = fn.file;
  for (let k = j + 1; k < pairs[fn.body]; k++) if (tokens[k].kind === 'name' && tokens[k].text === 'return') return k;
  return undefined;
}

/**
 * A function whose body calls a wrapper of the package once with its own parameters unchanged (the
 * options spread on as `options...`), and uses the result only as a field value or returned.
 */
function forwarder(fn: Func, wrappers: ReadonlyMap<string, ToolWrapper>): ToolWrapper | undefined {
  const { tokens, pairs } = fn.file;
  const { op, is } = reader(tokens);
  const close = pairs[fn.body];
  // The call's callee, its first token (`tools` of `tools.NewReadTool(…)`, one the file imports: toolWrappers) and key.
  let site = -1;
  let start = -1;
  let key = '';
  for (let j = fn.body + 1; j < close; j++) {
    if (tokens[j].kind !== 'name' || op(j - 1, '.')) continue;
    const qualified = op(j + 1, '.') && tokens[j + 2]?.kind === 'name';
    const called = qualified ? `${tokens[j].text}.${tokens[j + 2].text}` : (tokens[j].text as string);
    if (!wrappers.has(called) || !op(qualified ? j + 3 : j + 1, '(')) continue;
    if (site !== -1) return undefined;
    site = qualified ? j + 2 : j;
    start = j;
    key = called;
  }
  if (site === -1) return undefined;
  const target = wrappers.get(key) as ToolWrapper;
  const args: [number, number][] = [];
  for (let j = site + 2; j < pairs[site + 1]; ) {
    let end = j;
    while (end < pairs[site + 1] && !op(end, ',')) end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
    args.push([j, end]);
    j = end + 1;
  }
  const given = (k: number | undefined, spread: boolean): number => {
    if (k === undefined || args[k] === undefined) return -1;
    const [from, end] = args[k];
    if (end !== from + (spread ? 2 : 1) || tokens[from].kind !== 'name' || (spread && !op(from + 1, '...'))) return -1;
    const index = fn.params.findIndex((p) => p.name === tokens[from].text);
    return index !== -1 && uses(fn, fn.params[index].name).length === 1 && onlyRead(fn, fn.params[index].name) ? index : -1;
  };
  const name = given(target.name, false);
  const description = given(target.description, false);
  const options = target.options === undefined ? undefined : given(target.options, true);
  if (name === -1 || description === -1 || options === -1 || (target.options !== undefined && target.options !== args.length - 1)) return undefined;
  // `tool, h, err := Convert(…)`: the tool only given as a field's value or returned.
  if (!op(start - 1, ':=') && !op(start - 1, '=') && !is(start - 1, 'return')) return undefined;
  let result: string | undefined;
  if (!is(start - 1, 'return')) {
    let first = start - 2;
    while (op(first - 1, ',') && tokens[first - 2]?.kind === 'name') first -= 2;
    result = tokens[first].text as string;
    for (const j of uses(fn, result))
      if (j !== first && !(op(j - 1, ':') && (op(j + 1, ',') || op(j + 1, '}'))) && !(is(j - 1, 'return') && (op(j + 1, ',') || op(j + 1, '}'))))
        return undefined;
  }
  // The one return that gives the tool: the call's, or one naming its result (`return Tool{Tool: tool, …}`).
  const gives = (j: number) => j === start - 1 || (result !== undefined && uses(fn, result).some((k) => k > j && k < (nextReturn(fn, j) ?? pairs[fn.body])));
  if (!failsOtherwise(fn, gives)) return undefined;
  return {
    name,
    description,
    ...(options === undefined ? {} : { options }),
    annotations: target.annotations,
    ...(target.registers ? { registers: target.registers } : {}),
    ...(target.constructs ? { constructs: target.constructs } : {}),
    at: [...new Set([fn.file.at, ...target.at])],
  };
}
