/**
 * A hand-rolled Go MCP server: a module with no SDK that answers JSON-RPC itself. It is one when a file of
 * the module (the nearest folder with a go.mod; its `.go` files a few levels deep, no tests, no `vendor`)
 * handles the `tools/list` method (`case "tools/list":`), answers `initialize` with MCP's own fields
 * (`"serverInfo"` or `"protocolVersion"`), and lists tools by their own methods (`.Name()`,
 * `.Description()` and an input schema method: `.InputSchema()`). Its tools are then the types with those
 * methods that this serving file makes (`&tools.Search{…}`) or gets from a constructor it calls
 * (`tools.NewSearchTool(client)`, a function of the type's file that returns `*Search`): method-tools.ts.
 * Of several serving files, package main's (what the module's commands run) are taken when there are any.
 * Other listings are read: Tool struct literals a registering method keeps (registrars.ts, read by
 * each package, a folder's files being one namespace; or definitions whose copies it lists, copies.ts), a map of tools listed by key (keyed.ts), and
 * a slice of maps the answer writes (map-tools.ts).
 * It speaks the protocol version it answers when that is written as a literal (or a same-file `const`);
 * every version mcpdesc knows is assumed otherwise. Plain bounded text tests, read only for a file that
 * gives a type `Name()` and `Description()` methods. Cheap to import: classification loads it.
 */
import { isVersion, VERSIONS, type Version } from '../../protocol/versions.js';
import { perCrate } from '../rust-source/crate.js';
import type { Workspace } from '../types.js';
import { assembledResults, declaresServed } from './assembled-lists.js';
import { copiedRegistrars } from './copies.js';
import { listedRegistries } from './listed-registries.js';
import { type Keyed, keyedListing } from './keyed.js';
import { listsMaps } from './map-tools.js';
import { registryServing } from './registry-server.js';
import { importsFoxy, importsGolang } from './sdk.js';
import {
  callsRegistrar,
  forwarded,
  listedIn,
  type Registrars,
  registrarsIn,
  returnsServed,
  servedResults,
  type ToolStruct,
  toolStructs,
} from './registrars.js';

/** A `case` on the method: the module serves the tool list. */
const HANDLES_LIST = /\bcase[ \t]{1,16}(?:"[^"\n]{0,64}"[ \t]{0,16},[ \t]{0,16}){0,8}"tools\/list"[ \t]{0,16}[,:]/;
/** The `initialize` answer's fields: map keys, or a `case "initialize":` answered with a struct's `ProtocolVersion:`. */
const ANSWERS_INITIALIZE = /"(?:serverInfo|protocolVersion)"[ \t\r\n]{0,16}:/;
const INITIALIZE_CASE = /\bcase[ \t]{1,16}"initialize"[ \t]{0,16}:/;
const VERSION_FIELD = /\bProtocolVersion[ \t\r\n]{0,16}:/;
/** The input schema method the listing reads (it reads `.Name()` and `.Description()` too). */
const SCHEMA_CALL = /\.(InputSchema|GetInputSchema|Schema)\(\)/;
const PROTOCOL = /(?:"protocolVersion"|\bProtocolVersion)[ \t\r\n]{0,16}:[ \t\r\n]{0,16}(?:"(\d{4}-\d{2}-\d{2})"|([A-Za-z_][A-Za-z0-9_]{0,63})\b)/;
/** `func (t *Search) Name() string`: a type's own method, by name. */
const method = (name: string) =>
  new RegExp(
    `\\bfunc[ \\t]{0,16}\\([ \\t]{0,16}(?:[A-Za-z_][A-Za-z0-9_]{0,63}[ \\t]{1,16})?\\*?[ \\t]{0,16}[A-Za-z_][A-Za-z0-9_]{0,63}[ \\t]{0,16}\\)[ \\t]{0,16}${name}[ \\t]{0,16}\\([ \\t]{0,16}\\)[ \\t]{0,16}string\\b`,
  );
const NAME_METHOD = method('Name');
const DESCRIPTION_METHOD = method('Description');
/** A function the serving file calls (`NewSearchTool(`; not `func NewSearchTool(`, its declaration). */
const CALLED = /(\bfunc[ \t]{1,16})?\b([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\(/g;
/** A type it makes as a composite literal (`&tools.Search{`, `Search{}` as an item or a value), not a block's `{`. */
const MADE = /(?:[=(,:&{\n]|\breturn)[ \t]{0,16}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\.)?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\{/g;
const MAX_USED = 8_192;

const MAX_DEPTH = 12;
const MAX_LISTED = 512;
/** The module's files read at most, the head read of each, and the folders walked below its root. */
const MAX_FILES = 256;
const MAX_FILE = 1 << 20;
const MAX_NESTING = 5;
/** Serving files taken at most. */
const MAX_SERVING = 16;
const PACKAGE_MAIN = /^package[ \t]+main\b/m;
const PACKAGE = /^package[ \t]+([A-Za-z_][A-Za-z0-9_]{0,63})/m;
const MODULES = new WeakMap<Workspace, Map<string, HandRolled | undefined>>();
const STRUCT_MODULES = new WeakMap<Workspace, Map<string, HandRolled | undefined>>();
const KEYED_MODULES = new WeakMap<Workspace, Map<string, HandRolled | undefined>>();
const CONSTRUCTOR = /\bfunc[ \t]{1,16}([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\(/g;

export interface HandRolled {
  /** The files that serve `tools/list` (for a struct server, every file of each serving package). */
  at: string[];
  /** The protocol versions it answers `initialize` with. */
  versions: Version[];
  from: string;
  /** The method the listing reads each tool's input schema from, when it lists types by their methods. */
  schemaMethod?: string;
  /** The names the serving file calls, and the types it makes as composite literals. */
  calls: ReadonlySet<string>;
  made: ReadonlySet<string>;
  /** The registering methods that keep the Tool struct literals they are given for the listing (registrars.ts). */
  registrars: Registrars;
  /** The serving files whose `tools/list` answer writes a slice literal of a tool type, each with that type. */
  lists: ReadonlyMap<string, ToolStruct>;
  /** The functions whose result (a slice of a tool type) a `tools/list` answer gives as written, and the module's tool types. */
  results: ReadonlySet<string>;
  types: ReadonlyMap<string, ToolStruct>;
  /** The keys each constructor's result is listed under, when the answer lists a map of tools by key (keyed.ts). */
  keyed?: Keyed['constructors'];
  /** The serving file's answer writes its tools as a slice of maps (map-tools.ts). */
  maps?: true;
}

/** Whether the file names no SDK module (mark3labs/mcp-go, the official go-sdk, metoro-io/mcp-golang, strowk/foxy-contexts). */
export function namesNoSdk(text: string): boolean {
  return (
    !text.includes('github.com/mark3labs/mcp-go') && !text.includes('github.com/modelcontextprotocol/go-sdk') && !importsGolang(text) && !importsFoxy(text)
  );
}

/** Whether the text gives a type tool methods of its own: `Name() string` and `Description() string`. */
export function hasToolMethods(text: string): boolean {
  return text.includes('Name()') && NAME_METHOD.test(text) && DESCRIPTION_METHOD.test(text);
}

/**
 * The hand-rolled server of the module the file at `path` is in, or undefined. A module may hold several
 * serving files: those of package main are what its commands run, and a serving package beside them that
 * no command uses is never served, so they alone are taken when there are any; every one otherwise.
 */
export function handRolledServer(text: string, path: string, workspace: Workspace | undefined): HandRolled | undefined {
  return (
    (hasToolMethods(text) ? methodServer(text, path, workspace) : undefined) ??
    (text.includes('Name:') ? structServer(text, path, workspace) : undefined) ??
    (DESCRIPTION_METHOD.test(text) ? keyedServer(text, path, workspace) : undefined) ??
    (text.includes('tools/list') && listsMaps(text) ? mapServer(text, path, workspace) : undefined)
  );
}

/**
 * The server of a file whose `tools/list` answer writes a slice of maps (map-tools.ts), when its package
 * (the file's folder) answers `initialize` with MCP's fields.
 */
function mapServer(text: string, path: string, workspace: Workspace | undefined): HandRolled | undefined {
  const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  const siblings: [string, string][] = [[path, text]];
  if (!answers(text) && workspace && !path.split('/').includes('..'))
    for (const name of workspace.list(folder, MAX_LISTED) ?? []) {
      const at = inFolder(folder, name);
      const bytes = name.endsWith('.go') && !name.endsWith('_test.go') && at !== path ? workspace.head(at, MAX_FILE) : undefined;
      if (bytes && siblings.length < MAX_FILES) siblings.push([at, new TextDecoder().decode(bytes)]);
    }
  const unit = siblings.map(([, source]) => source).join('\n');
  if (!answers(unit)) return undefined;
  const answering = siblings.find(([, source]) => PROTOCOL.test(source)) ?? siblings[0];
  for (const [at] of siblings.slice(1)) workspace?.drawsOn?.(at);
  return {
    ...spoken([[answering[0], unit]]),
    at: [path],
    calls: new Set(),
    made: new Set(),
    registrars: new Map(),
    lists: new Map(),
    results: new Set(),
    types: new Map(),
    maps: true,
  };
}

/** The server of the file's module when its answer lists a map of tools by key (keyed.ts) and the file declares a constructor of an entry. */
function keyedServer(text: string, path: string, workspace: Workspace | undefined): HandRolled | undefined {
  const module = moduleOf(path, workspace);
  if (module === undefined || !workspace) return undefined;
  const found = perCrate(KEYED_MODULES, workspace, module, () => {
    const files: [string, string][] = [];
    eachInModule(workspace, module, (at, source) => files.push([at, source]));
    for (const members of packages(files)) {
      if (!members.some(([, source]) => source.includes('tools/list'))) continue;
      const unit = members.map(([, source]) => source).join('\n');
      const keyed = answers(unit) ? keyedListing(unit) : undefined;
      if (!keyed) continue;
      const answering = members.find(([, source]) => PROTOCOL.test(source)) ?? members[0];
      const calls = new Set([...keyed.constructors.keys()].map((at) => at.slice(at.indexOf('.') + 1)));
      return {
        ...spoken([[answering[0], unit]]),
        at: members.map(([at]) => at),
        schemaMethod: keyed.schemaMethod,
        calls,
        made: new Set<string>(),
        registrars: new Map(),
        lists: new Map(),
        results: new Set<string>(),
        types: new Map(),
        keyed: keyed.constructors,
      };
    }
    return undefined;
  });
  const own = PACKAGE.exec(text)?.[1];
  if (!found || ![...text.matchAll(CONSTRUCTOR)].some((match) => found.keyed?.has(`${own}.${match[1]}`))) return undefined;
  for (const at of found.at) workspace.drawsOn?.(at);
  return found;
}

function methodServer(text: string, path: string, workspace: Workspace | undefined): HandRolled | undefined {
  const module = moduleOf(path, workspace);
  if (module === undefined || !workspace) return serves(text) ? server([[path, text]]) : undefined;
  const found = perCrate(MODULES, workspace, module, () => {
    const serving: [string, string][] = [];
    const files: [string, string][] = [];
    eachInModule(workspace, module, (at, source) => {
      if (serving.length < MAX_SERVING && serves(source)) serving.push([at, source]);
      files.push([at, source]);
    });
    const main = serving.filter(([, source]) => PACKAGE_MAIN.test(source));
    return serving.length === 0 ? registryServer(files) : server(main.length > 0 ? main : serving);
  });
  for (const at of found?.at ?? []) workspace.drawsOn?.(at);
  return found;
}

/** The server of a module whose registry serves its tool types (registry-server.ts), when a file of it answers `initialize`. */
function registryServer(files: readonly [string, string][]): HandRolled | undefined {
  const answering = files.find(([, text]) => ANSWERS_INITIALIZE.test(text) || (INITIALIZE_CASE.test(text) && VERSION_FIELD.test(text)));
  const found = answering ? registryServing(files) : undefined;
  if (!answering || !found) return undefined;
  const { schemaMethod, calls, made, at } = found;
  return { ...spoken([answering]), at, schemaMethod, calls, made, registrars: new Map(), lists: new Map(), results: new Set(), types: new Map() };
}

/**
 * The server of the file's module when it lists Tool struct literals its registering methods keep
 * (registrars.ts) and the file hands one to such a method.
 */
function structServer(text: string, path: string, workspace: Workspace | undefined): HandRolled | undefined {
  const module = moduleOf(path, workspace);
  const found =
    module === undefined || !workspace
      ? structServing([[path, text]])
      : perCrate(STRUCT_MODULES, workspace, module, () => {
          const files: [string, string][] = [];
          eachInModule(workspace, module, (at, source) => files.push([at, source]));
          return structServing(files);
        });
  if (!found) return undefined;
  const { results, types } = found;
  if (!(found.lists.has(path) || callsRegistrar(text, found.registrars) || returnsServed(text, results, types) || declaresServed(text, results, types)))
    return undefined;
  // The tool types' tags decide what a literal's fields are: their files are drawn on too.
  for (const at of new Set([...found.at, ...[...found.types.values()].map((struct) => struct.at)])) workspace?.drawsOn?.(at);
  return found;
}

/**
 * The struct server of these files: the packages that answer MCP's methods and declare registering methods
 * for a tool type among them, list its slice literals, or serve a function's result. A package (a folder's
 * files) is one namespace: its `tools/list` case may call a method another of its files declares.
 */
function structServing(files: readonly [string, string][]): HandRolled | undefined {
  const types = toolStructs(files);
  if (types.size === 0) return undefined;
  const registrars = new Map<string, ToolStruct>();
  const lists = new Map<string, ToolStruct>();
  const results = new Set<string>();
  const at: string[] = [];
  const units: [string, string][] = [];
  for (const members of packages(files)) {
    if (units.length >= MAX_SERVING || !members.some(([, text]) => text.includes('tools/list'))) continue;
    const unit = members.map(([, text]) => text).join('\n');
    if (!answers(unit)) continue;
    const own = registrarsIn(unit, types);
    for (const [method, struct] of copiedRegistrars(unit, types, files)) if (!own.has(method)) own.set(method, struct);
    // A registry of another package whose listing the answer serves (listed-registries.ts).
    for (const [method, struct] of listedRegistries(unit, files)) if (!own.has(method)) own.set(method, struct);
    const served = servedResults(unit);
    for (const fn of assembledResults(members)) served.add(fn);
    for (const [path, text] of members) {
      const listed = text.includes('tools/list') ? listedIn(text, types) : undefined;
      if (listed) lists.set(path, listed);
    }
    if (own.size === 0 && served.size === 0 && !members.some(([path]) => lists.has(path))) continue;
    at.push(...members.map(([path]) => path));
    // The version is read from the file that answers it, else the one that handles the list.
    const answering = members.find(([, text]) => PROTOCOL.test(text)) ?? members.find(([, text]) => HANDLES_LIST.test(text)) ?? members[0];
    units.push([answering[0], unit]);
    for (const fn of served) results.add(fn);
    for (const [method, struct] of own) if (!registrars.has(method)) registrars.set(method, struct);
  }
  for (const method of forwarded(files, registrars)) registrars.delete(method);
  return units.length === 0 ? undefined : { ...spoken(units), at, calls: new Set(), made: new Set(), registrars, lists, results, types };
}

/** The files grouped by folder (each a Go package), in the order first met. */
function packages(files: readonly [string, string][]): [string, string][][] {
  const found = new Map<string, [string, string][]>();
  for (const file of files) {
    const folder = file[0].slice(0, Math.max(0, file[0].lastIndexOf('/')));
    const members = found.get(folder) ?? [];
    found.set(folder, members);
    members.push(file);
  }
  return [...found.values()];
}

/** Whether the file handles `tools/list` and answers `initialize` with MCP's fields. */
function answers(text: string): boolean {
  return text.includes('tools/list') && HANDLES_LIST.test(text) && (ANSWERS_INITIALIZE.test(text) || (INITIALIZE_CASE.test(text) && VERSION_FIELD.test(text)));
}

function serves(text: string): boolean {
  return answers(text) && text.includes('.Name()') && text.includes('.Description()') && SCHEMA_CALL.test(text);
}

/** What the serving files (path and text, the first giving the protocol version) list tools by. */
function server(files: readonly [string, string][]): HandRolled {
  const calls = new Set<string>();
  const made = new Set<string>();
  for (const [, text] of files) {
    for (const match of text.matchAll(CALLED)) if (match[1] === undefined && calls.size < MAX_USED) calls.add(match[2]);
    for (const match of text.matchAll(MADE)) if (made.size < MAX_USED) made.add(match[1]);
  }
  const schemaMethod = (SCHEMA_CALL.exec(files[0][1]) as RegExpExecArray)[1];
  return {
    ...spoken(files),
    at: files.map(([path]) => path),
    schemaMethod,
    calls,
    made,
    registrars: new Map(),
    lists: new Map(),
    results: new Set(),
    types: new Map(),
  };
}

/** The protocol versions the first serving file answers `initialize` with, and where that was read. */
function spoken(files: readonly [string, string][]): Pick<HandRolled, 'versions' | 'from'> {
  const [at, text] = files[0];
  const match = PROTOCOL.exec(text);
  let answered = match?.[1];
  if (match?.[2] !== undefined) {
    const constant = new RegExp(`\\b${match[2]}[ \\t]{0,16}(?:string[ \\t]{0,16})?=[ \\t]{0,16}"(\\d{4}-\\d{2}-\\d{2})"`);
    answered = constant.exec(text)?.[1];
  }
  if (isVersion(answered)) return { versions: [answered], from: `${at}: a hand-rolled server (no SDK) that answers protocolVersion ${answered}` };
  const why = answered === undefined ? 'answers no literal protocolVersion' : `answers protocolVersion ${answered}, which mcpdesc does not know`;
  return { versions: [...VERSIONS], from: `assumed every protocol version: ${at}, a hand-rolled server (no SDK), ${why}` };
}

/** The folder of the module the file at `path` is in (the nearest with a go.mod), or undefined. */
export function moduleOf(path: string, workspace: Workspace | undefined): string | undefined {
  if (!workspace || path.startsWith('/') || path.split('/').includes('..')) return undefined;
  const segments = path.split('/').slice(0, -1);
  for (let depth = segments.length; depth >= Math.max(0, segments.length - MAX_DEPTH); depth--) {
    const folder = segments.slice(0, depth).join('/');
    if (workspace.kind(inFolder(folder, 'go.mod')) === 'file') return folder;
  }
  return undefined;
}

/** Hands `visit` each of the module's Go files (bounded; no tests, no `vendor` or `testdata`), nearest the root first. */
export function eachInModule(workspace: Workspace, module: string, visit: (at: string, text: string) => void): void {
  let reads = MAX_FILES;
  const waiting: [string, number][] = [[module, 0]];
  while (waiting.length > 0 && reads > 0) {
    const [folder, nesting] = waiting.shift() as [string, number];
    for (const name of workspace.list(folder, MAX_LISTED) ?? []) {
      const at = inFolder(folder, name);
      const kind = workspace.kind(at);
      if (kind === 'directory' && nesting < MAX_NESTING && !name.startsWith('.') && name !== 'vendor' && name !== 'testdata') waiting.push([at, nesting + 1]);
      if (kind !== 'file' || !name.endsWith('.go') || name.endsWith('_test.go') || reads-- <= 0) continue;
      const bytes = workspace.head(at, MAX_FILE);
      if (bytes) visit(at, new TextDecoder().decode(bytes));
    }
  }
}

function inFolder(folder: string, name: string): string {
  return folder === '' ? name : `${folder}/${name}`;
}
