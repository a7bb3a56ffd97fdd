/**
 * A Go module's own registering helper, in another package of the module: `func AddTool[In, Out any](r
 * *Registry, spec ToolSpec, h mcp.ToolHandlerFor[In, Out]) error` whose body makes `&mcp.Tool{Name: spec.Name,
 * Title: spec.Title, Description: spec.Description, …}` and hands it to the SDK's `AddTool`, never setting
 * the tool's fields otherwise. A call `mcpserver.AddTool(r, spec, h)` then registers the spec's fields as
 * the tool's (extract.ts reads the spec literal the call is given). And the methods of the calling file's
 * own package that hand such a spec on (`func (c Contract) Registration() mcpserver.ToolSpec { spec :=
 * c.Spec; spec.InputSchema = …; return spec }`): setting no field the helper copies, they give the spec
 * their value holds in that field. Found by reading the helper's package (from the file's import path and
 * its go.mod's module path) and the file's own folder, bounded.
 */
import { perCrate } from '../rust-source/crate.js';
import { bracketPairs } from '../source/tokens.js';
import type { Workspace } from '../types.js';
import { parameterNames } from './builders.js';
import { moduleOf } from './hand-rolled.js';
import { type GoToken, tokenizeGo } from './tokens.js';

/** A package's files read at most: a package of one file per tool has hundreds. */
const MAX_FILES = 1_024;
const METHODS = new WeakMap<Workspace, Map<string, ReadonlyMap<string, SpecMethod>>>();
const HELPERS = new WeakMap<Workspace, Map<string, ReadonlyMap<string, SpecHelper>>>();
const MODULE_PATHS = new WeakMap<Workspace, Map<string, string | undefined>>();
const MAX_FILE = 1 << 20;
const MAX_LISTED = 512;
const IMPORT = /"([A-Za-z0-9_.~\-/]{1,256})"/g;
const MODULE_LINE = /^module[ \t]+(\S{1,256})/m;
/** The Tool's text fields a helper may copy from its spec, by their JSON names. */
const COPIED: Readonly<Record<string, string>> = { Name: 'name', Title: 'title', Description: 'description' };

export interface SpecHelper {
  /** Which argument of the call is the spec. */
  param: number;
  /** The spec's type, unqualified (`ToolSpec`). */
  specType: string;
  /** The spec's field each of the tool's text fields is copied from, by the field's JSON name. */
  fields: Readonly<Record<string, string>>;
  /** Whether the helper sets the tool's annotations some other way (`spec.Annotations.toSDK()`): not statically known. */
  annotations: boolean;
  /** The file that declares it. */
  at?: string;
}

/** A method `func (c T) M() pkg.Spec` that hands on its value's field. */
export interface SpecMethod {
  receiver: string;
  field: string;
  at?: string;
}

export interface SpecHelpers {
  /** By the call as the file writes it: `mcpserver.AddTool`. */
  helpers: ReadonlyMap<string, SpecHelper>;
  /** By the method's name. */
  methods: ReadonlyMap<string, SpecMethod>;
}

/** The helpers of the module's packages the file at `path` imports, and its own package's spec methods; undefined when none. */
export function specHelpers(text: string, path: string, workspace: Workspace | undefined): SpecHelpers | undefined {
  if (!workspace) return undefined;
  const module = moduleOf(path, workspace);
  const modulePath = module === undefined ? undefined : modulePathOf(workspace, module);
  if (module === undefined || !modulePath) return undefined;
  const helpers = new Map<string, SpecHelper>();
  for (const [, imported] of text.matchAll(IMPORT)) {
    if (!imported.startsWith(`${modulePath}/`)) continue;
    const alias = imported.slice(imported.lastIndexOf('/') + 1);
    const folder = inFolder(module, imported.slice(modulePath.length + 1));
    const found = perCrate(HELPERS, workspace, folder, () => {
      const all = new Map<string, SpecHelper>();
      for (const [at, source] of goFiles(workspace, folder)) for (const [fn, helper] of helpersIn(source)) all.set(fn, { ...helper, at });
      return all;
    });
    for (const [fn, helper] of found) if (text.includes(`${alias}.${fn}(`)) helpers.set(`${alias}.${fn}`, helper);
  }
  if (helpers.size === 0) return undefined;
  const own = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  const types = new Set([...helpers.values()].map((h) => h.specType));
  const methods = perCrate(METHODS, workspace, `${own}\n${[...types].sort().join(' ')}`, () => {
    const all = new Map<string, SpecMethod>();
    for (const [at, source] of goFiles(workspace, own)) for (const [m, method] of specMethodsIn(source, types)) all.set(m, { ...method, at });
    return all;
  });
  // What the file's tools are read from: a change there re-checks the file.
  for (const { at } of [...helpers.values(), ...methods.values()]) if (at !== undefined) workspace.drawsOn?.(at);
  return { helpers, methods };
}

/** The module path the go.mod of the module at `module` declares, or undefined. */
export function modulePathOf(workspace: Workspace, module: string): string | undefined {
  return perCrate(MODULE_PATHS, workspace, module, () => {
    const mod = workspace.head(inFolder(module, 'go.mod'), MAX_FILE);
    return (mod && MODULE_LINE.exec(new TextDecoder().decode(mod))?.[1]) || undefined;
  });
}

/** The non-test Go files of a folder: each's path and text. */
export function* goFiles(workspace: Workspace, folder: string): Generator<[string, string]> {
  let reads = MAX_FILES;
  for (const name of workspace.list(folder, MAX_LISTED) ?? []) {
    if (!name.endsWith('.go') || name.endsWith('_test.go') || reads-- <= 0) continue;
    const at = inFolder(folder, name);
    const bytes = workspace.head(at, MAX_FILE);
    if (bytes && bytes.length < MAX_FILE) yield [at, new TextDecoder().decode(bytes)];
  }
}

/** A file's registering helpers: exported top-level functions that make an SDK `Tool` from a spec parameter's fields. */
function helpersIn(text: string): Map<string, SpecHelper> {
  const found = new Map<string, SpecHelper>();
  if (!text.includes('mcp.Tool{') || !text.includes('github.com/modelcontextprotocol/go-sdk')) return found;
  const tokens = tokenizeGo(text);
  const pairs = bracketPairs(tokens);
  const { op, is } = reader(tokens);
  for (let i = 0; i + 3 < tokens.length; i++) {
    if (!is(i, 'func') || tokens[i + 1]?.kind !== 'name' || !/^[A-Z]/.test(tokens[i + 1].text as string)) continue;
    // `func AddTool[In, Out any](…)`: type parameters first.
    const open = op(i + 2, '[') ? pairs[i + 2] + 1 : i + 2;
    if (!op(open, '(')) continue;
    const names = parameterNames(tokens, pairs, open);
    let body = pairs[open] + 1;
    while (body < tokens.length && !op(body, '{') && body < pairs[open] + 16) body = op(body, '(') || op(body, '[') ? pairs[body] + 1 : body + 1;
    if (!names || !op(body, '{')) continue;
    const helper = helperBody(tokens, pairs, open, body, names);
    if (helper) found.set(tokens[i + 1].text as string, helper);
    i = pairs[body];
  }
  return found;
}

/** The body at `body` makes one `mcp.Tool{…}` from a spec parameter's fields, hands it to `mcp.AddTool`, and sets none of its text fields. */
function helperBody(tokens: readonly GoToken[], pairs: Int32Array, open: number, body: number, names: readonly string[]): SpecHelper | undefined {
  const { op, is } = reader(tokens);
  let literal = -1;
  let adds = false;
  for (let j = body + 1; j < pairs[body]; j++) {
    if (is(j, 'mcp') && op(j + 1, '.') && is(j + 2, 'Tool') && op(j + 3, '{')) {
      if (literal !== -1) return undefined;
      literal = j + 3;
    } else if (is(j, 'mcp') && op(j + 1, '.') && is(j + 2, 'AddTool') && op(j + 3, '(')) adds = true;
    // `tool.Name = …` after the literal: not what the spec says.
    else if (op(j, '.') && tokens[j + 1]?.kind === 'name' && Object.hasOwn(COPIED, tokens[j + 1].text as string) && op(j + 2, '=')) return undefined;
  }
  if (literal === -1 || !adds) return undefined;
  const fields: Record<string, string> = {};
  let spec: string | undefined;
  let annotations = false;
  for (let j = literal + 1; j < pairs[literal]; ) {
    if (tokens[j]?.kind !== 'name' || !op(j + 1, ':')) return undefined;
    const field = tokens[j].text as string;
    let end = j + 2;
    while (end < pairs[literal] && !op(end, ',')) end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
    // `Name: spec.Name`: copied from the spec parameter's field.
    const copied =
      end === j + 5 && tokens[j + 2].kind === 'name' && op(j + 3, '.') && tokens[j + 4].kind === 'name' ? (tokens[j + 2].text as string) : undefined;
    if (Object.hasOwn(COPIED, field)) {
      if (copied === undefined || (spec !== undefined && copied !== spec)) return undefined;
      spec = copied;
      fields[COPIED[field]] = tokens[j + 4].text as string;
    } else if (field === 'Annotations') annotations = true;
    j = op(end, ',') ? end + 1 : end;
  }
  const param = spec === undefined ? -1 : names.indexOf(spec);
  if (fields.name === undefined || param === -1) return undefined;
  // The spec parameter's type: `spec ToolSpec` (the name is followed by its type, unqualified in its own package).
  const at = paramType(tokens, pairs, open, spec as string);
  return at === undefined ? undefined : { param, specType: at, fields, annotations };
}

/** The unqualified type named after the parameter `name` in the list at `open`, or undefined. */
function paramType(tokens: readonly GoToken[], pairs: Int32Array, open: number, name: string): string | undefined {
  for (let j = open + 1; j < pairs[open]; j++)
    if (tokens[j].kind === 'name' && tokens[j].text === name && tokens[j + 1]?.kind === 'name' && !(tokens[j + 2]?.kind === 'op' && tokens[j + 2].text === '.'))
      return tokens[j + 1].text as string;
  return undefined;
}

/**
 * A file's methods `func (c T) M() pkg.Spec { s := c.F; …; return s }` (or `{ return c.F }`) whose
 * statements set no field a helper copies: each hands on its value's field F.
 */
function specMethodsIn(text: string, types: ReadonlySet<string>): Map<string, SpecMethod> {
  const found = new Map<string, SpecMethod>();
  if (![...types].some((t) => text.includes(t))) return found;
  const tokens = tokenizeGo(text);
  const pairs = bracketPairs(tokens);
  const { op, is } = reader(tokens);
  for (let i = 0; i + 12 < tokens.length; i++) {
    // `func (c T) M() pkg.Spec {`
    if (!is(i, 'func') || !op(i + 1, '(') || pairs[i + 1] !== i + 4) continue;
    const value = tokens[i + 2].text as string;
    const receiver = tokens[i + 3].text as string;
    const m = i + 5;
    if (tokens[m]?.kind !== 'name' || !op(m + 1, '(') || !op(m + 2, ')')) continue;
    let result = m + 3;
    if (tokens[result]?.kind === 'name' && op(result + 1, '.')) result += 2;
    if (!types.has(tokens[result]?.text as string) || !op(result + 1, '{')) continue;
    const body = result + 1;
    const field = handedOn(tokens, pairs, body, value);
    if (field !== undefined) found.set(tokens[m].text as string, { receiver, field });
    i = pairs[body];
  }
  return found;
}

/** The field of `value` a method body at `body` returns unchanged in the helpers' text fields, or undefined. */
function handedOn(tokens: readonly GoToken[], pairs: Int32Array, body: number, value: string): string | undefined {
  const { op, is } = reader(tokens);
  const close = pairs[body];
  // `return c.F }`
  if (is(body + 1, 'return') && is(body + 2, value) && op(body + 3, '.') && tokens[body + 4]?.kind === 'name' && body + 5 === close)
    return tokens[body + 4].text as string;
  // `s := c.F` … `return s }`, no `return` before, no `s.Name =`, `s.Title =`, `s.Description =`, nor `s` handed on.
  const kept = tokens[body + 1];
  if (kept?.kind !== 'name' || !op(body + 2, ':=') || !is(body + 3, value) || !op(body + 4, '.') || tokens[body + 5]?.kind !== 'name') return undefined;
  // `s := c.F.G`, `s := c.F(…)`: not the field itself.
  if (op(body + 6, '.') || op(body + 6, '(') || op(body + 6, '[')) return undefined;
  if (!(is(close - 2, 'return') && is(close - 1, kept.text as string))) return undefined;
  for (let j = body + 6; j < close - 2; j++) {
    if (is(j, 'return')) return undefined;
    if (!is(j, kept.text as string) || op(j - 1, '.')) continue;
    if (!(op(j + 1, '.') && tokens[j + 2]?.kind === 'name' && op(j + 3, '=')) || Object.hasOwn(COPIED, tokens[j + 2].text as string)) return undefined;
  }
  return tokens[body + 5].text as string;
}

function reader(tokens: readonly GoToken[]) {
  return {
    op: (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v,
    is: (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v,
  };
}

export function inFolder(folder: string, name: string): string {
  return folder === '' ? name : `${folder}/${name}`;
}
