/**
 * metoro-io/mcp-golang: `server.RegisterTool(name, description, handler)` stores a tool of that name and
 * description in a map keyed by its name (a later registration of a name replaces the earlier), its input
 * schema reflected from the handler's argument struct (invopop/jsonschema, its `json` and `jsonschema` tags:
 * `createJsonSchemaFromHandler` in the SDK's server.go), which is not read here. A call is one only on a
 * server this file proves to be the SDK's: a variable made by `alias.NewServer(…)` or a parameter of type
 * `*alias.Server` (extract.ts reads it).
 *
 * A loop `for _, tool := range pkg.Tools { s.RegisterTool(tool.Name, tool.Description, tool.Handler) }`
 * registers each item of the list it ranges over, its fields handed on unchanged, when the body does
 * nothing else that could leave an item out (no `continue`, `break`, `goto`, `switch`, no `if` but an
 * error check, the item never reassigned) and the list is a package-level `var Tools = []T{…}` the module
 * never assigns again. Each item literal of that list is then one tool, read where it is written, its
 * name and description from the fields the loop hands on; the file resting on the loop's file.
 */
import { perCrate } from '../rust-source/crate.js';
import type { Extracted } from '../source/extracted.js';
import type { Workspace } from '../types.js';
import { joinPointer } from '../../util/pointer.js';
import { eachInModule, moduleOf } from './hand-rolled.js';
import type { JsonLiteralInput } from './json-literal.js';
import { loopEnd } from './keyed.js';

const IMPORT = /(?:^|[\n(])[ \t]*(?:import[ \t]+)?([A-Za-z_]\w{0,63}[ \t]+)?"github\.com\/metoro-io\/mcp-golang"/;
const MODULE_LINE = /^module[ \t]+(\S{1,256})/m;
const PACKAGE = /^package[ \t]+([A-Za-z_]\w{0,63})/m;
const LOOP = /\bfor[ \t]+_[ \t]*,[ \t]*([A-Za-z_]\w{0,63})[ \t]*:=[ \t]*range[ \t]+(?:([A-Za-z_]\w{0,63})\.)?([A-Za-z_]\w{0,63})[ \t]*\{/g;
const SKIPS = /\b(?:continue|break|goto|switch|select)\b/;
const IF = /\bif\b/g;
/** `if err != nil {`, `if err := s.RegisterTool(…); err != nil {`: an error check. */
const ERROR_CHECK = /\bif[ \t]+(?:err[ \t]*:?=[^;{}\n]{1,400};[ \t]*)?err[ \t]*!=[ \t]*nil[ \t]*\{/g;
const IMPORT_PATH = /(?:^|[\n(])[ \t]*(?:import[ \t]+)?([A-Za-z_]\w{0,63}[ \t]+)?"([A-Za-z0-9_.~\-/]{1,256})"/g;
const MAX_FILE = 1 << 20;
const LISTS = new WeakMap<Workspace, Map<string, GolangLists>>();

/** The name the file imports mcp-golang's root package as (`mcp_golang`, its package name, unless aliased), or undefined. */
export function golangAlias(text: string): string | undefined {
  if (!text.includes('github.com/metoro-io/mcp-golang"')) return undefined;
  const match = IMPORT.exec(text);
  return match ? (match[1]?.trim() ?? 'mcp_golang') : undefined;
}

/** Whether `name` is, in this file, a server of the SDK: made by `alias.NewServer(` or a parameter of type `*alias.Server`. */
export function golangServer(text: string, alias: string, name: string): boolean {
  return (
    new RegExp(`\\b${name}[ \\t]*:?=[ \\t]*${alias}\\.NewServer\\(`).test(text) ||
    new RegExp(`[(,][ \\t\\r\\n]*${name}[ \\t]+\\*${alias}\\.Server[ \\t]*[,)]`).test(text)
  );
}

/** A loop that registers each item of a list: the list's qualifier (the package it is imported as) and name, the fields handed on, where the loop starts. */
export interface RegisteringLoop {
  qualifier?: string;
  list: string;
  nameField: string;
  descriptionField: string;
  start: number;
}

/** The loops of an mcp-golang file that register every item of the list they range over, fields unchanged. */
export function registeringLoops(text: string): RegisteringLoop[] {
  const alias = golangAlias(text);
  if (alias === undefined) return [];
  const found: RegisteringLoop[] = [];
  for (const match of text.matchAll(LOOP)) {
    const [, item, qualifier, list] = match;
    const from = match.index + match[0].length;
    const body = text.slice(from, loopEnd(text, from));
    const calls = [...body.matchAll(/\b([A-Za-z_]\w{0,63})\.RegisterTool\(/g)];
    const call = new RegExp(`\\b([A-Za-z_]\\w{0,63})\\.RegisterTool\\([ \\t]*${item}\\.(\\w{1,64})[ \\t]*,[ \\t]*${item}\\.(\\w{1,64})[ \\t]*,`).exec(body);
    if (calls.length !== 1 || !call || !golangServer(text, alias, call[1]) || SKIPS.test(body)) continue;
    if ((body.match(IF)?.length ?? 0) !== (body.match(ERROR_CHECK)?.length ?? 0)) continue;
    if (new RegExp(`\\b${item}(?:\\.\\w{1,64})?[ \\t]*=(?!=)`).test(body)) continue;
    found.push({ ...(qualifier ? { qualifier } : {}), list, nameField: call[2], descriptionField: call[3], start: match.index });
  }
  return found;
}

/** The lists a module's loops register: by the declaring file, each list's name with the fields read and the loop's file. */
export interface GolangLists {
  declared: ReadonlyMap<string, readonly { list: string; nameField: string; descriptionField: string; loopAt: string }[]>;
  /** The loops (file, then the loops' starts) whose list is declared as such a package-level `var`. */
  proven: ReadonlyMap<string, ReadonlySet<number>>;
}

/**
 * The registering loops among the files (path and text) and the lists they range over: a package-level
 * `var List = []T{` of the loop's own package (its folder) or of the package it imports as the qualifier,
 * assigned nowhere else in these files.
 */
export function golangLists(files: readonly [string, string][], modulePath?: string, module = ''): GolangLists {
  const declared = new Map<string, { list: string; nameField: string; descriptionField: string; loopAt: string }[]>();
  const proven = new Map<string, Set<number>>();
  for (const [loopAt, text] of files) {
    for (const loop of registeringLoops(text)) {
      const folder = loop.qualifier === undefined ? folderOf(loopAt) : importedFolder(text, loop.qualifier, files, modulePath, module);
      if (folder === undefined) continue;
      const declaring = files.filter(([at, source]) => folderOf(at) === folder && declares(source, loop.list));
      const assigned = new RegExp(`\\b${loop.list}(?:\\[[^\\]\\n]{0,64}\\])?(?:\\.\\w{1,64})?[ \\t]*=(?!=)`, 'g');
      const writes = files.reduce((n, [, source]) => n + (source.includes(loop.list) ? (source.match(assigned)?.length ?? 0) : 0), 0);
      // A local of the loop's file by the list's name (`Tools := …`) would be what an unqualified range reads.
      const shadowed = loop.qualifier === undefined && new RegExp(`\\b${loop.list}[ \\t]*(?:,[ \\t]*\\w{1,64}[ \\t]*)?:=`).test(text);
      if (declaring.length !== 1 || writes !== 1 || shadowed) continue;
      const at = declaring[0][0];
      declared.set(at, [...(declared.get(at) ?? []), { list: loop.list, nameField: loop.nameField, descriptionField: loop.descriptionField, loopAt }]);
      proven.set(loopAt, new Set([...(proven.get(loopAt) ?? []), loop.start]));
    }
  }
  return { declared, proven };
}

/** Whether the text declares `list` at the package level as a slice literal: `var List = []T{`. */
function declares(text: string, list: string): boolean {
  return new RegExp(`^var[ \\t]+${list}[ \\t]*=[ \\t]*\\[\\][ \\t]*(?:[A-Za-z_]\\w{0,63}\\.)?[A-Za-z_]\\w{0,63}[ \\t]*\\{`, 'm').test(text);
}

/** The folder of the module's package the text imports as `qualifier` (its alias, else the package's own name). */
function importedFolder(
  text: string,
  qualifier: string,
  files: readonly [string, string][],
  modulePath: string | undefined,
  module: string,
): string | undefined {
  if (modulePath === undefined) return undefined;
  for (const [, alias, imported] of text.matchAll(IMPORT_PATH)) {
    if (!imported.startsWith(`${modulePath}/`)) continue;
    const folder = module === '' ? imported.slice(modulePath.length + 1) : `${module}/${imported.slice(modulePath.length + 1)}`;
    const named = alias?.trim() ?? files.map(([at, source]) => (folderOf(at) === folder ? PACKAGE.exec(source)?.[1] : undefined)).find(Boolean);
    if (named === qualifier) return folder;
  }
  return undefined;
}

function folderOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
}

/** What a file of the module declares and loops over: the registered lists it declares, the starts of its loops that register one. */
export interface GolangFile {
  declared: readonly { list: string; nameField: string; descriptionField: string }[];
  proven: ReadonlySet<number>;
}

/** The file's part of its module's registering lists (the file alone without a workspace), recording that a file declaring one rests on its loops' files. */
export function golangFileOf(text: string, path: string, workspace: Workspace | undefined): GolangFile {
  const found = golangListsFor(text, path, workspace);
  return { declared: found.declared.get(path) ?? [], proven: found.proven.get(path) ?? new Set() };
}

function golangListsFor(text: string, path: string, workspace: Workspace | undefined): GolangLists {
  const module = moduleOf(path, workspace);
  if (module === undefined || !workspace) return golangLists([[path, text]]);
  const found = perCrate(LISTS, workspace, module, () => {
    const files: [string, string][] = [];
    eachInModule(workspace, module, (at, source) => files.push([at, source]));
    const mod = workspace.head(module === '' ? 'go.mod' : `${module}/go.mod`, MAX_FILE);
    const modulePath = mod ? MODULE_LINE.exec(new TextDecoder().decode(mod))?.[1] : undefined;
    return golangLists(files, modulePath, module);
  });
  for (const { loopAt } of found.declared.get(path) ?? []) if (loopAt !== path) workspace.drawsOn?.(loopAt);
  return found;
}

export interface GolangListInput extends JsonLiteralInput {
  resolve(i: number): number;
  forget(pointer: string): void;
}

/** Reads each item of the registered lists this file declares (`declared`) as a tool, into `out`. */
export function readGolangLists(
  input: GolangListInput,
  declared: readonly { list: string; nameField: string; descriptionField: string }[],
  out: Pick<Extracted, 'tools' | 'names' | 'unread'>,
): void {
  const { tokens, pairs, value, skip, place, resolve, forget } = input;
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  const { tools, names, unread } = out;
  let depth = 0;
  for (let i = 0; i + 4 < tokens.length; i++) {
    if (op(i, '{')) depth++;
    else if (op(i, '}')) depth--;
    const fields = depth === 0 && is(i, 'var') && op(i + 2, '=') ? declared.find((d) => is(i + 1, d.list)) : undefined;
    if (!fields || !op(i + 3, '[') || !op(i + 4, ']')) continue;
    let open = i + 5;
    while (open < tokens.length && open < i + 9 && !op(open, '{')) open++;
    if (!op(open, '{')) continue;
    for (let j = open + 1; j < pairs[open]; ) {
      item(j, fields);
      j = skip(j);
      if (op(j, ',')) j++;
      else break;
    }
    i = pairs[open];
  }

  /** The item at `j` (`{…}`, `T{…}`, `&T{…}`, `pkg.T{…}`): a tool, when its name field is a literal. */
  function item(j: number, { nameField, descriptionField }: { nameField: string; descriptionField: string }): void {
    let open = op(j, '&') ? j + 1 : j;
    if (!op(open, '{')) open = op(open + 1, '.') ? open + 3 : open + 1;
    const pointer = joinPointer('/tools', String(tools.length));
    if (!op(open, '{') || pairs[open] + 1 !== skip(j)) {
      unread.push({ start: tokens[j].start, what: 'a tool registration' });
      return;
    }
    const tool: Record<string, unknown> = {};
    let nameAt = -1;
    for (let k = open + 1; k < pairs[open]; ) {
      if (tokens[k].kind !== 'name' || !op(k + 1, ':')) {
        forget(pointer);
        unread.push({ start: tokens[j].start, what: 'a tool registration' });
        return;
      }
      const field = tokens[k].text as string;
      const key = field === nameField ? 'name' : field === descriptionField ? 'description' : undefined;
      if (key !== undefined) {
        const read = value(k + 2, joinPointer(pointer, key), k);
        if (typeof read === 'string') tool[key] = read;
        else if (key === 'description') unread.push({ start: tokens[k + 2].start, what: "the tool's description", pointer: joinPointer(pointer, key) });
        if (key === 'name') nameAt = k + 2;
      }
      k = skip(k + 2);
      if (op(k, ',')) k++;
    }
    const name = tool.name;
    const again = typeof name === 'string' ? tools.findIndex((t) => t.name === name) : -1;
    if (typeof name !== 'string' || again !== -1) {
      forget(pointer);
      unread.push({
        start: tokens[nameAt === -1 ? j : nameAt].start,
        what: again === -1 ? 'a tool registration' : `a tool registration (named as tools[${again}] too: the later replaces it)`,
      });
      return;
    }
    unread.push({ start: tokens[j].start, what: "the tool's input schema (made from its handler's argument type)" });
    place(pointer, j, pairs[open]);
    tools.push({ ...tool, inputSchema: { type: 'object' } });
    names.push(tokens[resolve(nameAt)].start);
  }
}
