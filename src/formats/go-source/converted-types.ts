/**
 * A Go module's own tool type, converted field by field into an SDK's tool by a function of the module:
 * `func ToSdk(tool api.ServerTool) (*mcp.Tool, error) { return &mcp.Tool{Name: tool.Tool.Name, Description:
 * tool.Tool.Description, InputSchema: tool.Tool.InputSchema, …}, nil }` (the go-sdk's literal), or
 * `mcp.NewTool(t.Name, mcp.WithDescription(t.Description))` (mcp-go's), the tool returned or handed to a
 * server's `AddTool` there. The field the converter reads the name from (`tool.Tool.Name`) is followed through
 * the module's struct declarations to the type that holds it (`api.Tool`): each literal of that type in the
 * module (`api.Tool{Name: "events_list", …}`) is then a tool, whose fields are read where the converter copies
 * them unchanged into the SDK's same field (extract.ts reads the literal). A field the converter sets some other
 * way (annotations rebuilt field by field, what other mcp-go options may set) is not statically known from the
 * literal and listed so; one it never sets is the SDK's default. A converter whose value is a module map's entry
 * looked up by a literal key (`def := toolnames.Registry["find"]`) makes that entry alone a tool, read in the
 * map's literal. A converter that changes the name takes no type, and a go-sdk `mcp.AddTool` helper's spec is
 * read at its calls (spec-helpers.ts). Found by bounded token scans of the module's files, cached per module.
 */
import { perCrate } from '../rust-source/crate.js';
import { bracketPairs } from '../source/tokens.js';
import type { Workspace } from '../types.js';
import { type Func, fieldsOf, functionsOf, type ParsedFile, reader } from './functions.js';
import { eachInModule, moduleOf } from './hand-rolled.js';
import { optionSlice, parameterOption } from './option-slices.js';
import { registeredVariables } from './registered-variables.js';
import { goFiles, inFolder, modulePathOf } from './spec-helpers.js';
import { type GoToken, goTokens } from './tokens.js';

/** The SDK tool's fields a converter may copy from its own type's same field. */
const COPIED = ['Name', 'Title', 'Description', 'InputSchema', 'Annotations'] as const;
type Copied = (typeof COPIED)[number];
const SDKS = ['"github.com/modelcontextprotocol/go-sdk/mcp"', '"github.com/mark3labs/mcp-go/mcp"'];
/** Struct fields followed from the converter's parameter to the type holding the name, at most. */
const MAX_PATH = 4;
const CONVERTED = new WeakMap<Workspace, Map<string, Converted>>();

/** A module's converted types, and where each proven converter makes its SDK tool: its file and the offset of its `{` or `(`. */
interface Converted {
  types: readonly ConvertedType[];
  sites: readonly { at: string; start: number }[];
}

export interface ConvertedType {
  /** The folder of the package that declares it (relative to the repository). */
  folder: string;
  type: string;
  /** Its fields the converter copies unchanged into the SDK tool's same field. */
  copied: ReadonlySet<Copied>;
  /** Its fields the converter makes the SDK tool's from otherwise: not statically known from a literal. */
  rebuilt: ReadonlySet<Copied>;
  /** The files the proof reads. */
  at: readonly string[];
  /** Only these entries are tools, when the converter looks its value up by a literal key: `def := toolnames.Registry["find"]`. */
  entries?: { folder: string; variable: string; keys: ReadonlySet<string> };
  /** Only these of its package variables' literals are tools, when the module registers such variables (registered-variables.ts). */
  registered?: ReadonlySet<string>;
}

/** A converted type as a file writes it: `api.Tool` (by its package's name there), or `Tool` in its own package. */
export interface WrittenType {
  qualifier?: string;
  type: ConvertedType;
}

/** The converted types of the module the file at `path` is in, as the file writes them; empty when it writes none. */
export function convertedTypes(text: string, path: string, workspace: Workspace | undefined): readonly WrittenType[] {
  if (!workspace || !text.includes('{')) return [];
  const module = moduleOf(path, workspace);
  if (module === undefined) return [];
  const all = perCrate(CONVERTED, workspace, module, () => findConverted(workspace, module)).types;
  if (!all.some((t) => text.includes(`${t.type}{`))) return [];
  const modulePath = modulePathOf(workspace, module);
  const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  const tokens = goTokens(text);
  const written: WrittenType[] = [];
  // A looked-up map's entries are read in the file declaring the map alone.
  for (const type of all)
    if (type.entries ? type.entries.folder === folder && text.includes(`${type.entries.variable} = map[`) : type.folder === folder) written.push({ type });
  for (const [qualifier, imported] of importsOf(tokens, bracketPairs(tokens))) {
    if (modulePath === undefined || !(imported === modulePath || imported.startsWith(`${modulePath}/`))) continue;
    const at = imported === modulePath ? module : inFolder(module, imported.slice(modulePath.length + 1));
    for (const type of all) if (type.folder === at && !type.entries) written.push({ qualifier, type });
  }
  const found = written.filter((w) => w.type.entries || text.includes(`${w.qualifier === undefined ? '' : `${w.qualifier}.`}${w.type.type}{`));
  for (const { type } of found) for (const at of type.at) workspace.drawsOn?.(at);
  return found;
}

/** The literals of the `written` types in a file's tokens, by the token of the type's name: the literal's `{` and its type. */
export function convertedLiterals(
  tokens: readonly GoToken[],
  pairs: Int32Array,
  written: readonly WrittenType[],
): ReadonlyMap<number, { open: number; type: ConvertedType }> {
  const out = new Map<number, { open: number; type: ConvertedType }>();
  const { op, is } = reader(tokens);
  const blocks: [number, number][] = [];
  for (let i = 0; i + 1 < tokens.length; i++) if (is(i, 'var') && op(i + 1, '(')) blocks.push([i + 1, pairs[i + 1]]);
  /** Whether the value ending at `equals` (its `=`) is no package variable's (`var X = `, `X = ` in a `var (…)`) or one of `names`. */
  const registered = (names: ReadonlySet<string>, equals: number) => {
    const variable = op(equals, '=') && tokens[equals - 1]?.kind === 'name' ? (tokens[equals - 1].text as string) : undefined;
    const declared = is(equals - 2, 'var') || (!op(equals - 2, '.') && blocks.some(([open, close]) => equals > open && equals < close));
    return variable === undefined || !declared || names.has(variable);
  };
  for (const { type } of written) {
    if (!type.entries) continue;
    // `var Registry = map[string]ToolDef{"find": {…}, …}`: the entries looked up, each keyed by its `{`.
    const { variable, keys } = type.entries;
    for (let i = 0; i + 4 < tokens.length; i++) {
      if (!is(i, 'var') || !is(i + 1, variable) || !op(i + 2, '=') || !is(i + 3, 'map')) continue;
      let open = i + 4;
      while (open < tokens.length && !op(open, '{')) open = op(open, '[') ? pairs[open] + 1 : open + 1;
      for (let j = open + 1; j < pairs[open]; j = op(j, '{') || op(j, '(') || op(j, '[') ? pairs[j] + 1 : j + 1) {
        const key = tokens[j - 2];
        if (op(j, '{') && op(j - 1, ':') && key?.kind === 'string' && keys.has(key.text as string) && (op(j - 3, '{') || op(j - 3, ',')))
          out.set(j, { open: j, type });
      }
    }
  }
  for (let i = 0; written.length > 0 && i + 1 < tokens.length; i++) {
    if (tokens[i].kind !== 'name' || !op(i + 1, '{')) continue;
    const qualifier = op(i - 1, '.') && tokens[i - 2]?.kind === 'name' ? (tokens[i - 2].text as string) : undefined;
    // `Tool{` in its own package, not a `type Tool struct {` declaration nor another value's field.
    if (qualifier === undefined && op(i - 1, '.')) continue;
    const match = written.find((w) => !w.type.entries && w.type.type === tokens[i].text && w.qualifier === qualifier);
    if (!match) continue;
    const close = pairs[i + 1];
    const before = qualifier === undefined ? i - 1 : i - 3;
    if (!op(before, ']') && !(op(before, '*') && op(before - 1, ']'))) {
      // Its own package's variables: only those registered, when the module registers them (registered-variables.ts).
      const names = qualifier === undefined ? match.type.registered : undefined;
      if (!names || registered(names, op(before, '&') ? before - 1 : before)) out.set(i, { open: i + 1, type: match.type });
    }
    // `[]api.Tool{{…}, {…}}`, `[]*Tool{…}`, `map[string]Tool{"a": {…}}`: each item's type elided, keyed by its `{`.
    else
      for (let j = i + 2; j < close; j = op(j, '{') || op(j, '(') || op(j, '[') ? pairs[j] + 1 : j + 1)
        if (op(j, '{') && (op(j - 1, '{') || op(j - 1, ',') || op(j - 1, ':') || (op(j - 1, '&') && (op(j - 2, '{') || op(j - 2, ',') || op(j - 2, ':')))))
          out.set(j, { open: j, type: match.type });
  }
  return out;
}

/** The file's imports: each package's path by the name the file calls it (its alias, or the path's last segment). */
function importsOf(tokens: readonly GoToken[], pairs: Int32Array): Map<string, string> {
  const out = new Map<string, string>();
  const { op, is } = reader(tokens);
  const one = (j: number) => {
    const alias = tokens[j]?.kind === 'name' ? (tokens[j].text as string) : undefined;
    const at = alias === undefined ? j : j + 1;
    const path = tokens[at]?.kind === 'string' ? tokens[at].text : undefined;
    if (path !== undefined) out.set(alias ?? (path.split('/').pop() as string), path);
    return at + 1;
  };
  for (let i = 0; i < tokens.length; i++) {
    if (!is(i, 'import')) continue;
    if (!op(i + 1, '(')) one(i + 1);
    else for (let j = i + 2; j < pairs[i + 1]; ) j = one(j);
  }
  return out;
}

/** The module's converted types: every converter of its SDK files, each followed to the type holding the name. */
function findConverted(workspace: Workspace, module: string): Converted {
  const found: ConvertedType[] = [];
  const sites: Converted['sites'][number][] = [];
  const files: [string, string][] = [];
  eachInModule(workspace, module, (at, text) => files.push([at, text]));
  const tokenized = new Map<string, readonly GoToken[]>();
  const tokensOf = (at: string, text: string) => {
    const known = tokenized.get(at) ?? goTokens(text);
    tokenized.set(at, known);
    return known;
  };
  for (const [at, text] of files) {
    if (!SDKS.some((sdk) => text.includes(sdk)) || !text.includes('.Name')) continue;
    const tokens = tokensOf(at, text);
    const file: ParsedFile = { at, text, tokens, pairs: bracketPairs(tokens) };
    const sdk = [...importsOf(tokens, file.pairs)].find(([, path]) => SDKS.includes(`"${path}"`))?.[0];
    if (sdk === undefined) continue;
    for (const fn of functionsOf(file))
      for (const conversion of conversionsIn(fn, sdk)) {
        // A converter of one looked-up entry that nothing in the module calls registers nothing.
        if (conversion.lookup && !fn.receiver && !named(fn, modulePathOf(workspace, module), module, files, tokensOf)) continue;
        const type = followed(workspace, module, file, conversion);
        if (type) sites.push({ at, start: tokens[conversion.site].start });
        const known = type && found.find((t) => t.folder === type.folder && t.type === type.type && t.entries?.variable === type.entries?.variable);
        if (known?.entries && type?.entries) known.entries = { ...known.entries, keys: new Set([...known.entries.keys, ...type.entries.keys]) };
        else if (type && !known) found.push(type);
      }
  }
  const modulePath = modulePathOf(workspace, module);
  for (const type of found) {
    if (type.entries) continue;
    const relative = type.folder === module ? '' : type.folder.slice(module === '' ? 0 : module.length + 1);
    const importPath = modulePath === undefined ? undefined : relative === '' ? modulePath : `${modulePath}/${relative}`;
    const registered = registeredVariables(files, { folder: type.folder, type: type.type, ...(importPath ? { importPath } : {}) });
    if (registered) type.registered = registered;
  }
  return { types: found, sites };
}

/**
 * The offsets in the file at `path` of the SDK tools its proven converters make (`&mcp.Tool{Name: t.Name, …}`):
 * no tool by themselves, their literals being read where the module writes them.
 */
export function converterSites(path: string, workspace: Workspace | undefined): ReadonlySet<number> {
  const module = workspace && moduleOf(path, workspace);
  if (!workspace || module === undefined) return new Set();
  const { sites } = perCrate(CONVERTED, workspace, module, () => findConverted(workspace, module));
  return new Set(sites.filter((site) => site.at === path).map((site) => site.start));
}

/**
 * Whether a file of the module names the function `fn` (called or handed on), comments and strings aside: in
 * its own folder bare, beyond its declaration; elsewhere `pkg.Name` in a file importing its package by the
 * path's last segment or an alias. Without the module's path, whether another package names it is not known:
 * then it counts as named.
 */
function named(
  fn: Func,
  modulePath: string | undefined,
  module: string,
  files: readonly [string, string][],
  tokensOf: (at: string, text: string) => readonly GoToken[],
): boolean {
  if (modulePath === undefined) return true;
  const folderOf = (at: string) => (at.includes('/') ? at.slice(0, at.lastIndexOf('/')) : '');
  const folder = folderOf(fn.file.at);
  const relative = module === '' ? folder : folder.slice(module.length + 1);
  const path = relative === '' ? modulePath : `${modulePath}/${relative}`;
  for (const [at, text] of files) {
    const own = folderOf(at) === folder;
    if (!text.includes(fn.name) || (!own && !text.includes(`"${path}"`))) continue;
    const tokens = tokensOf(at, text);
    const { op, is } = reader(tokens);
    let qualifier: string | undefined;
    if (!own) {
      const imported = tokens.findIndex((t) => t.kind === 'string' && t.text === path);
      qualifier =
        tokens[imported - 1]?.kind === 'name' && !is(imported - 1, 'import') ? (tokens[imported - 1].text as string) : path.slice(path.lastIndexOf('/') + 1);
    }
    for (let j = 0; j < tokens.length; j++) {
      if (!is(j, fn.name)) continue;
      if (own ? !op(j - 1, '.') && !is(j - 1, 'func') : op(j - 1, '.') && is(j - 2, qualifier as string) && !op(j - 3, '.')) return true;
    }
  }
  return false;
}

interface Conversion {
  /** The parameter's type as written (`api.ServerTool`, `*Tool`) and the fields followed to the name (`Tool`). */
  param: string;
  /** Or the map variable as written (`toolnames.Registry`) a local is looked up in by a literal key. */
  lookup?: { variable: string; key: string };
  path: readonly string[];
  copied: Set<Copied>;
  rebuilt: Set<Copied>;
  /** The `{` of the SDK literal, or the `(` of `NewTool`, the converter makes. */
  site: number;
}

/** The SDK tools `fn` makes from one of its parameters' fields: a `mcp.Tool{…}` literal or a `mcp.NewTool(…)` call. */
function conversionsIn(fn: Func, sdk: string): Conversion[] {
  const { tokens, pairs } = fn.file;
  const { op, is } = reader(tokens);
  const out: Conversion[] = [];
  // The tool made must leave the function: handed to a server's `AddTool` there, or returned (`(*mcp.Tool, error)`).
  // A go-sdk `mcp.AddTool(…)` helper's spec is read at its calls instead (spec-helpers.ts).
  let adds = false;
  let helper = false;
  for (let j = fn.body + 1; j < pairs[fn.body]; j++) {
    if (!is(j, 'AddTool') || !op(j + 1, '(')) continue;
    helper ||= is(j - 2, sdk) && op(j - 1, '.');
    adds ||= op(j - 1, '.');
  }
  // The results: `(*mcp.Tool, error)` (its `(` found back from the body) or one type, `*mcp.Tool`.
  let from = fn.body - 1;
  if (op(from, ')')) while (from > 0 && !(op(from, '(') && pairs[from] === fn.body - 1)) from--;
  else while (tokens[from - 1]?.kind === 'name' || op(from - 1, '.') || op(from - 1, '*')) from--;
  let returns = false;
  for (let k = from; k < fn.body; k++) returns ||= is(k, sdk) && op(k + 1, '.') && is(k + 2, 'Tool') && !op(k + 3, '.');
  if (!adds && !returns) return out;
  /** The parameter a chain `p.F.G.Last` at `j` (ending at `end`) reads, its fields before `Last`, and `Last`; or undefined. */
  const chain = (j: number, end: number) => {
    const names: string[] = [];
    for (let k = j; k < end; k += 2) {
      if (tokens[k]?.kind !== 'name' || (k + 1 < end && !op(k + 1, '.'))) return undefined;
      names.push(tokens[k].text as string);
    }
    const param = fn.params.find((p) => p.name === names[0] && !p.variadic);
    const lookup = param ? undefined : lookedUp(names[0]);
    if ((!param && !lookup) || names.length < 2 || names.length > MAX_PATH + 2) return undefined;
    return { param: param?.type ?? '', ...(lookup ? { lookup } : {}), path: names.slice(1, -1), last: names[names.length - 1] };
  };
  /** A local assigned once, `def := toolnames.Registry["find"]`: the map as written and the key. */
  const lookedUp = (local: string) => {
    const made: number[] = [];
    for (let k = fn.body + 1; k < pairs[fn.body]; k++)
      if (is(k, local) && !op(k - 1, '.') && (op(k + 1, ':=') || (op(k + 1, '=') && !op(k + 2, '=')))) made.push(k);
    const at = made.length === 1 && op(made[0] + 1, ':=') ? made[0] + 2 : -1;
    const map = at !== -1 && op(at + 1, '.') ? at + 2 : at;
    const key = tokens[map + 2];
    if (at === -1 || tokens[map]?.kind !== 'name' || !op(map + 1, '[') || key?.kind !== 'string' || key.text === undefined || pairs[map + 1] !== map + 3)
      return undefined;
    return {
      variable: tokens
        .slice(at, map + 1)
        .map((t) => t.text)
        .join(''),
      key: key.text,
    };
  };
  /** A local `x := p.F.InputSchema` the literal names: that chain, when `x` is assigned once. */
  const local = (j: number, end: number) => {
    if (end !== j + 1 || tokens[j].kind !== 'name') return undefined;
    // Its assignments (`==` is two `=` tokens).
    const made = [];
    for (let k = fn.body + 1; k < pairs[fn.body]; k++)
      if (is(k, tokens[j].text as string) && !op(k - 1, '.') && (op(k + 1, ':=') || (op(k + 1, '=') && !op(k + 2, '=')))) made.push(k);
    if (made.length !== 1 || !op(made[0] + 1, ':=')) return undefined;
    let stop = made[0] + 2;
    while (stop < pairs[fn.body] && tokens[stop].kind === 'name' && op(stop + 1, '.')) stop += 2;
    return chain(made[0] + 2, stop + 1);
  };
  const same = (a: { param: string; path: readonly string[]; lookup?: Conversion['lookup'] }, c: Conversion) =>
    a.param === c.param && a.lookup?.variable === c.lookup?.variable && a.lookup?.key === c.lookup?.key && a.path.join('.') === c.path.join('.');
  // `tool.Name = …` (`==` is two `=` tokens) anywhere in the body: the made tool's field is not the copy alone.
  const set = new Set<string>();
  for (let j = fn.body + 1; j < pairs[fn.body]; j++)
    if (op(j, '.') && tokens[j + 1]?.kind === 'name' && op(j + 2, '=') && !op(j + 3, '=')) set.add(tokens[j + 1].text as string);
  if (set.has('Name')) return out;
  for (let j = fn.body + 1; j < pairs[fn.body]; j++) {
    // go-sdk: `mcp.Tool{Name: p.F.Name, …}`.
    if (is(j, sdk) && op(j + 1, '.') && is(j + 2, 'Tool') && op(j + 3, '{')) {
      const fields = fieldsOf(fn.file, j + 3) ?? [];
      const named = fields.find((f) => f.field === 'Name');
      const name = named ? chain(named.value, named.end) : undefined;
      if (name?.last !== 'Name') continue;
      const conversion: Conversion = { ...name, copied: new Set(), rebuilt: new Set(), site: j + 3 };
      for (const { field, value, end } of fields) {
        if (!(COPIED as readonly string[]).includes(field)) continue;
        const from = chain(value, end) ?? (field === 'InputSchema' ? local(value, end) : undefined);
        const straight = from !== undefined && from.last === field && same(from, conversion);
        (straight ? conversion.copied : conversion.rebuilt).add(field as Copied);
      }
      // No schema given: the go-sdk's `AddTool` makes one from the handler's argument type.
      if (!fields.some((f) => f.field === 'InputSchema')) conversion.rebuilt.add('InputSchema');
      for (const field of COPIED) if (set.has(field) && conversion.copied.delete(field)) conversion.rebuilt.add(field);
      out.push(conversion);
      j = pairs[j + 3];
    }
    // mcp-go: `mcp.NewTool(p.F.Name, mcp.WithDescription(p.F.Description), …)`.
    if (is(j, sdk) && op(j + 1, '.') && is(j + 2, 'NewTool') && op(j + 3, '(')) {
      let end = j + 4;
      while (end < pairs[j + 3] && !op(end, ',')) end++;
      const name = chain(j + 4, end);
      if (name?.last !== 'Name') continue;
      // Each option but `mcp.WithDescription(p.F.Description)` and a parameter's may set any field but the name; none set, the SDK's defaults.
      const conversion: Conversion = { ...name, copied: new Set(['Name']), rebuilt: new Set(), site: j + 3 };
      const option = (k: number, next: number) => {
        const described = is(k, sdk) && op(k + 1, '.') && is(k + 2, 'WithDescription') && op(k + 3, '(') && pairs[k + 3] + 1 === next;
        const from = described ? chain(k + 4, pairs[k + 3]) : undefined;
        if (from?.last === 'Description' && same(from, conversion)) conversion.copied.add('Description');
        else if (parameterOption(tokens, pairs, k, sdk) === next) conversion.rebuilt.add('InputSchema');
        else for (const field of COPIED) if (field !== 'Name') conversion.rebuilt.add(field);
      };
      for (let k = op(end, ',') ? end + 1 : end; k < pairs[j + 3]; ) {
        let next = k;
        while (next < pairs[j + 3] && !op(next, ',')) next = op(next, '(') || op(next, '[') || op(next, '{') ? pairs[next] + 1 : next + 1;
        // `toolOptions...`, a slice of the function built of such options (option-slices.ts).
        const slice = tokens[k].kind === 'name' && op(k + 1, '...') && next === k + 2 ? optionSlice(fn, sdk, k) : undefined;
        if (slice) for (const item of slice.items) option(item.start, item.end);
        if (slice?.parameters) conversion.rebuilt.add('InputSchema');
        if (!slice) option(k, next);
        k = next + 1;
      }
      for (const field of COPIED) if (set.has(field) && conversion.copied.delete(field)) conversion.rebuilt.add(field);
      if (conversion.rebuilt.has('Description')) conversion.copied.delete('Description');
      out.push(conversion);
      j = pairs[j + 3];
    }
  }
  return helper ? out.filter((c) => c.lookup) : out;
}

/** The type holding the name a conversion reads: the parameter's type, followed through the module's struct fields. */
function followed(workspace: Workspace, module: string, file: ParsedFile, conversion: Conversion): ConvertedType | undefined {
  const modulePath = modulePathOf(workspace, module);
  const imports = importsOf(file.tokens, file.pairs);
  const at = [file.at];
  const folder = file.at.includes('/') ? file.at.slice(0, file.at.lastIndexOf('/')) : '';
  /** The folder and type a written type names, from a file of `from` importing `known`. */
  const resolve = (written: string, from: string, known: ReadonlyMap<string, string>): [string, string] | undefined => {
    const bare = written.replace(/^\*/, '');
    const dot = bare.indexOf('.');
    if (dot === -1) return /^\w+$/.test(bare) ? [from, bare] : undefined;
    const path = known.get(bare.slice(0, dot));
    if (modulePath === undefined || path === undefined || !(path === modulePath || path.startsWith(`${modulePath}/`))) return undefined;
    return [path === modulePath ? module : inFolder(module, path.slice(modulePath.length + 1)), bare.slice(dot + 1)];
  };
  /** The folder of a map variable as written and its element type: `var Registry = map[string]ToolDef{`. */
  const mapElement = (variable: string): [string, string] | undefined => {
    const [where, name] = resolve(variable, folder, imports) ?? [];
    if (where === undefined || name === undefined) return undefined;
    for (const [file, text] of goFiles(workspace, where)) {
      if (!text.includes(`${name} = map[`)) continue;
      const tokens = goTokens(text);
      const { op, is } = reader(tokens);
      for (let i = 0; i + 6 < tokens.length; i++) {
        if (!is(i, 'var') || !is(i + 1, name) || !op(i + 2, '=') || !is(i + 3, 'map') || !op(i + 4, '[') || !op(i + 6, ']')) continue;
        let end = i + 7;
        while (tokens[end]?.kind === 'name' || op(end, '.') || op(end, '*')) end++;
        if (!op(end, '{')) return undefined;
        at.push(file);
        entries = { folder: where, variable: name, keys: new Set([conversion.lookup?.key as string]) };
        return resolve(
          tokens
            .slice(i + 7, end)
            .map((t) => t.text)
            .join(''),
          where,
          importsOf(tokens, bracketPairs(tokens)),
        );
      }
    }
    return undefined;
  };
  let entries: ConvertedType['entries'];
  let current = conversion.lookup ? mapElement(conversion.lookup.variable) : resolve(conversion.param, folder, imports);
  for (const field of conversion.path) {
    if (!current) return undefined;
    const declared = fieldType(workspace, current[0], current[1], field);
    if (!declared) return undefined;
    at.push(declared.at);
    current = resolve(declared.type, current[0], declared.imports);
  }
  if (!current || !fieldType(workspace, current[0], current[1], 'Name')) return undefined;
  return { folder: current[0], type: current[1], copied: conversion.copied, rebuilt: conversion.rebuilt, at, ...(entries ? { entries } : {}) };
}

/** The type of `field` in the struct `type` a file of `folder` declares (`Tool Tool`, `Tool *api.Tool`), with that file's imports. */
function fieldType(
  workspace: Workspace,
  folder: string,
  type: string,
  field: string,
): { type: string; at: string; imports: ReadonlyMap<string, string> } | undefined {
  for (const [at, text] of goFiles(workspace, folder)) {
    if (!text.includes(`${type} struct`)) continue;
    const tokens = goTokens(text);
    const pairs = bracketPairs(tokens);
    const { op, is } = reader(tokens);
    // `type Tool struct {`, or `Tool struct {` in a `type (…)` group.
    for (let i = 1; i + 2 < tokens.length; i++) {
      if (!is(i, type) || !is(i + 1, 'struct') || !op(i + 2, '{') || !(is(i - 1, 'type') || startsLine(text, tokens[i].start))) continue;
      for (let j = i + 3; j < pairs[i + 2]; j++) {
        // A field's declaration starts its line: `Tool Tool`, `Tool *api.Tool `json:"tool"``.
        if (!is(j, field) || !startsLine(text, tokens[j].start)) continue;
        let end = j + 1;
        while (end < pairs[i + 2] && !startsLine(text, tokens[end].start) && tokens[end].kind !== 'string') end++;
        const written = tokens
          .slice(j + 1, end)
          .map((t) => t.text)
          .join('');
        return written === '' ? undefined : { type: written, at, imports: importsOf(tokens, pairs) };
      }
    }
  }
  return undefined;
}

/** Whether only blanks are before `offset` on its line. */
function startsLine(text: string, offset: number): boolean {
  return /^[ \t]*$/.test(text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset));
}
