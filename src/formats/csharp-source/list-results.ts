/**
 * The tools a C# server over the official SDK lists itself: the `Tool` objects of a `ListToolsResult` it
 * makes, the answer a list handler gives (`.WithListToolsHandler((request, ct) => ValueTask.FromResult(new
 * ListToolsResult { Tools = [new Tool { Name = "echo", Description = "…", InputSchema = … }] }))`). The
 * result's `Tools` is typed `IList<Tool>` of the SDK, so every `new Tool { … }` that reaches it is the SDK's.
 * One reaches it when it is
 *
 * - an item of a collection literal given as `Tools` (`[…]`, `new[] {…}`, `new Tool[] {…}`, `new List<Tool> {…}`);
 * - given to a local list that is `Tools`, by `list.Add(new Tool {…})` or `list.AddRange(<literal>)` as a
 *   statement of the list's own block (in a branch or loop: not statically known), the list used no other way
 *   (a `Remove`, a call it is handed to, a reassignment: nothing of it is read);
 * - or an item of a static member's collection literal given so (`Tools = MaintenanceTools.All`,
 *   `tools.AddRange(MaintenanceTools.All)`, `[.. MaintenanceTools.All]`): `static IReadOnlyList<Tool> All { get; }
 *   = Build();`, a `static readonly` field, or `=> …`, whose value is such a literal or a parameterless static
 *   method of the class returning one, and no code of the solution changing its list (`All.Clear()`,
 *   `Tools.All.Add(…)`). A member of another file is read there, where its literal is written:
 *   the solution's files that make a `ListToolsResult` are searched for the members they hand it (registered.ts'
 *   bounded walk, remembered per solution folder).
 *
 * Each tool's name, title and description when literals (or same-file constants); its input schema, when set,
 * and its annotations are not statically known (the SDK's default schema is `{"type": "object"}`). A name
 * listed twice is read once, the second listed as not statically known. Anything else given as `Tools` or to
 * the list is listed as not statically known.
 */
import { joinPointer } from '../../util/pointer.js';
import type { Extracted } from '../source/extracted.js';
import { bracketPairs } from '../source/tokens.js';
import { stableMap, type Workspace } from '../types.js';
import { solutionFiles, solutionOf } from './registered.js';
import { readToolInitializer, type ToolFields, type ToolInitializerInput } from './tool-initializer.js';
import { type CsToken, tokenizeCs } from './tokens.js';

/** Collection types a `new List<Tool> { … }` literal may be of. */
const LISTS = new Set(['List', 'Collection']);
const SERVED = new WeakMap<Workspace, Map<string, ReadonlyMap<string, ServedMember>>>();
/** The methods that change a list's items. */
const MUTATORS = new Set(['Add', 'AddRange', 'Insert', 'InsertRange', 'Remove', 'RemoveAll', 'RemoveAt', 'RemoveRange', 'Clear']);
/** `Owner.Member.Add(`: a static member's list changed, in any file. */
const CHANGED =
  /\b([A-Za-z_]\w{0,63})[ \t]{0,16}\.[ \t]{0,16}([A-Za-z_]\w{0,63})[ \t]{0,16}\.[ \t]{0,16}(?:Add|AddRange|Insert|InsertRange|Remove|RemoveAll|RemoveAt|RemoveRange|Clear)[ \t]{0,16}\(/g;
const MAX_AT = 8;
/** The SDK's `Tool`: its texts, and its schema and annotations made at run time. */
const FIELDS: ToolFields = { texts: new Set(['Name', 'Title', 'Description']), computed: new Set(['InputSchema', 'Annotations']) };
/** Words before `name =` that make it no declaration. */
const KEYWORDS = new Set(['return', 'new', 'in', 'out', 'ref', 'else', 'await', 'yield', 'case', 'is', 'as']);

export interface ListResultsInput extends ToolInitializerInput {
  place(pointer: string, from: number, to: number, key?: number): void;
}

/** What reaches one `ListToolsResult`'s `Tools`. */
interface Listed {
  /** The `new` of each `new Tool { … }` read. */
  tools: number[];
  /** Where something not statically known is given. */
  unread: number[];
  /** Static members handed on, each as `Class.Member` (an unqualified one of the class that names it). */
  members: string[];
}

/** A file's tokens, each token's innermost enclosing `{` and its classes. */
interface File {
  tokens: readonly CsToken[];
  pairs: Int32Array;
  parent: Int32Array;
  classes: { name: string; open: number; close: number }[];
  op(i: number, v: string): boolean;
  is(i: number, v: string): boolean;
}

/** A type of its own named as the SDK's: `class Tool`, `record ListToolsResult`. */
const OWN_TYPES = /\b(?:class|struct|record|interface)[ \t\r\n]{1,16}(?:Tool|ListToolsResult)\b/;

/** Whether the file's `Tool` and `ListToolsResult` are the SDK's: it names the SDK's namespace and declares neither itself. */
export function sdkTypes(text: string): boolean {
  return text.includes('ModelContextProtocol') && !OWN_TYPES.test(text);
}

const none = (): Listed => ({ tools: [], unread: [], members: [] });

/** A static member a `ListToolsResult` of the solution is given: the files that give it, and whether a file changes its list. */
export interface ServedMember {
  at: readonly string[];
  changed: boolean;
}

/**
 * The static members of the classes the file `text` declares that a `ListToolsResult` of the solution of
 * `path` is given (`Class.Member`); undefined when none.
 */
export function servedMembers(text: string, path: string, workspace: Workspace | undefined): ReadonlyMap<string, ServedMember> | undefined {
  if (!workspace || path.startsWith('/') || path.split('/').includes('..')) return undefined;
  const root = solutionOf(path, workspace);
  const roots = stableMap(SERVED, workspace);
  let all = roots?.get(root);
  if (!all) {
    const found = new Map<string, string[]>();
    const changed = new Set<string>();
    for (const [at, source] of solutionFiles(workspace, root)) {
      for (const [, owner, member] of source.includes('.') ? source.matchAll(CHANGED) : []) changed.add(`${owner}.${member}`);
      if (!source.includes('ListToolsResult') || !sdkTypes(source)) continue;
      for (const listed of listsOf(fileOf(tokenizeCs(source).tokens)))
        for (const member of listed.members) {
          const files = found.get(member) ?? [];
          if (files.length < MAX_AT && !files.includes(at)) files.push(at);
          found.set(member, files);
        }
    }
    all = new Map([...found].map(([member, at]) => [member, { at, changed: changed.has(member) }]));
    roots?.set(root, all);
  }
  const mine = new Map(
    [...all].filter(([member]) => new RegExp(`\\b(?:class|struct|record)[ \\t\\r\\n]{1,16}${member.slice(0, member.indexOf('.'))}\\b`).test(text)),
  );
  // The files that hand the SDK this file's members: a change there re-checks this one.
  for (const { at } of mine.values()) for (const file of at) if (file !== path) workspace.drawsOn?.(file);
  return mine.size > 0 ? mine : undefined;
}

/** Reads the tools the file's `ListToolsResult`s are given, and those of its static members `served` names, into `out`. */
export function readListResults(input: ListResultsInput, out: Pick<Extracted, 'tools' | 'names' | 'unread'>, served?: ReadonlyMap<string, ServedMember>): void {
  const { tokens, place } = input;
  const file = fileOf(tokens, input.pairs);
  const { pairs, op } = file;
  const listed = listsOf(file);
  const items = listed.flatMap((l) => l.tools);
  const unread = listed.flatMap((l) => l.unread);
  const wanted = new Set([...listed.flatMap((l) => l.members), ...(served?.keys() ?? [])]);
  for (const { name, open, close } of file.classes)
    for (const [member, init] of staticMembers(file, open, close)) {
      if (!wanted.has(`${name}.${member}`)) continue;
      // A list some code adds to or removes from: what it holds when listed is not statically known.
      const literal = served?.get(`${name}.${member}`)?.changed || changedIn(file, name, member) ? undefined : literalOf(file, init, open, close);
      items.push(...(literal?.tools ?? []));
      unread.push(...(literal ? literal.unread : [init]));
    }
  for (const at of unread) out.unread.push({ start: tokens[at].start, what: 'a tool registration' });
  const read = new Map<string, number>();
  for (const at of items.sort((a, b) => a - b)) {
    const open = op(at + 2, '{') ? at + 2 : at + 4;
    const pointer = joinPointer('/tools', String(out.tools.length));
    const { tool, notKnown, nameAt } = readToolInitializer(input, open, pointer, FIELDS);
    const name = tool.name;
    const earlier = typeof name === 'string' ? read.get(name) : undefined;
    if (typeof name !== 'string' || nameAt === -1 || earlier !== undefined) {
      const again = earlier === undefined ? '' : ` (named as tools[${earlier}], in another list)`;
      out.unread.push({ start: tokens[at].start, what: `a tool registration${again}` });
      continue;
    }
    read.set(name, out.tools.length);
    out.unread.push(...notKnown);
    tool.inputSchema = { type: 'object' };
    place(pointer, at, pairs[open]);
    out.tools.push(tool);
    out.names.push(tokens[nameAt].start);
  }
}

function fileOf(tokens: readonly CsToken[], given?: Int32Array): File {
  const pairs = given ?? bracketPairs(tokens);
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  const parent = new Int32Array(tokens.length).fill(-1);
  const stack: number[] = [];
  for (let j = 0; j < tokens.length; j++) {
    if (op(j, '}')) stack.pop();
    parent[j] = stack.length > 0 ? stack[stack.length - 1] : -1;
    if (op(j, '{')) stack.push(j);
  }
  const classes: File['classes'] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!(is(i, 'class') || is(i, 'struct') || is(i, 'record')) || tokens[i + 1].kind !== 'name') continue;
    let open = i + 2;
    while (open < tokens.length && !op(open, '{') && !op(open, ';') && !op(open, '}')) open = op(open, '(') || op(open, '[') ? pairs[open] + 1 : open + 1;
    if (op(open, '{')) classes.push({ name: tokens[i + 1].text as string, open, close: pairs[open] });
  }
  return { tokens, pairs, parent, classes, op, is };
}

/** The innermost class around token `at`. */
function classAround(file: File, at: number): File['classes'][number] | undefined {
  let found: File['classes'][number] | undefined;
  for (const c of file.classes) if (c.open < at && at < c.close && (!found || c.open > found.open)) found = c;
  return found;
}

/** The index after the expression at `i`: at a `,`, `;` or a closing bracket at its depth (a lambda's `=>` kept in). */
function endOf(file: File, i: number): number {
  const { tokens, pairs, op } = file;
  for (; i < tokens.length; i++) {
    if (op(i, '(') || op(i, '[') || op(i, '{')) i = pairs[i];
    else if (op(i, ')') || op(i, ']') || op(i, '}') || op(i, ',') || op(i, ';')) return i;
  }
  return i;
}

/** The `{` of a `new Tool { … }` / `new Tool() { … }` at `i`, or -1. */
function toolAt(file: File, i: number): number {
  const { op, is } = file;
  if (!is(i, 'new') || !is(i + 1, 'Tool')) return -1;
  if (op(i + 2, '{')) return i + 2;
  return op(i + 2, '(') && op(i + 3, ')') && op(i + 4, '{') ? i + 4 : -1;
}

/** The static member `A.B.Member` or `Member` spanning [i, end) names, as `Class.Member` (an unqualified one of the class around it, if it declares it). */
function memberAt(file: File, i: number, end: number): string | undefined {
  const { tokens, op } = file;
  if (tokens[i]?.kind !== 'name') return undefined;
  let last = i;
  while (last + 2 < end && op(last + 1, '.') && tokens[last + 2]?.kind === 'name') last += 2;
  if (last + 1 !== end) return undefined;
  const name = tokens[last].text as string;
  if (last > i) return `${tokens[last - 2].text}.${name}`;
  // Unqualified: a static member of the class around it, not a parameter or local.
  const around = classAround(file, i);
  return around && staticMembers(file, around.open, around.close).has(name) ? `${around.name}.${name}` : undefined;
}

/**
 * The items of the collection literal spanning [i, end): the `new Tool {…}` read, what else is given, the
 * members spread (`.. Tools.All`); undefined when it is no collection literal.
 */
function collection(file: File, i: number, end: number): Listed | undefined {
  const { pairs, op, is } = file;
  let open = -1;
  if (op(i, '[') && pairs[i] + 1 === end) open = i;
  else if (is(i, 'new') && op(i + 1, '[') && op(i + 2, ']') && op(i + 3, '{')) open = i + 3;
  else if (is(i, 'new') && is(i + 1, 'Tool') && op(i + 2, '[') && op(i + 3, ']') && op(i + 4, '{')) open = i + 4;
  else if (listOfTools(file, i)) {
    const after = op(i + 5, '(') && op(i + 6, ')') ? i + 7 : i + 5;
    // `new List<Tool>()`: empty.
    if (after === end) return none();
    open = op(after, '{') ? after : -1;
  }
  if (open === -1 || pairs[open] + 1 !== end) return undefined;
  const out = none();
  for (let j = open + 1; j < pairs[open]; ) {
    const stop = endOf(file, j);
    if (stop === j) break;
    const tool = toolAt(file, j);
    const spread = op(j, '.') && op(j + 1, '.') ? memberAt(file, j + 2, stop) : undefined;
    if (tool !== -1 && pairs[tool] + 1 === stop) out.tools.push(j);
    else if (spread !== undefined) out.members.push(spread);
    else out.unread.push(j);
    j = op(stop, ',') ? stop + 1 : stop;
  }
  return out;
}

/** `new List<Tool>` at `i`. */
function listOfTools(file: File, i: number): boolean {
  const { tokens, op, is } = file;
  return is(i, 'new') && LISTS.has(tokens[i + 1]?.text as string) && op(i + 2, '<') && is(i + 3, 'Tool') && op(i + 4, '>');
}

/** Each `new ListToolsResult { … Tools = … }` of the file: what reaches its `Tools`. */
function listsOf(file: File): Listed[] {
  const { tokens, pairs, op, is } = file;
  const out: Listed[] = [];
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (!is(i, 'new') || !is(i + 1, 'ListToolsResult')) continue;
    const open = op(i + 2, '{') ? i + 2 : op(i + 2, '(') && op(i + 3, ')') && op(i + 4, '{') ? i + 4 : -1;
    for (let j = open + 1; open !== -1 && j < pairs[open] && tokens[j].kind === 'name' && op(j + 1, '='); ) {
      const end = endOf(file, j + 2);
      if (is(j, 'Tools')) out.push(given(file, j + 2, end, i));
      j = op(end, ',') ? end + 1 : end;
    }
  }
  return out;
}

/** What the expression [i, end) given as `Tools` to the result made at `at` holds. */
function given(file: File, i: number, end: number, at: number): Listed {
  const literal = collection(file, i, end);
  if (literal) return literal;
  const local = end === i + 1 && file.tokens[i].kind === 'name' ? declaration(file, file.tokens[i].text as string, at) : -1;
  if (local !== -1) return localList(file, local, at);
  const member = memberAt(file, i, end);
  return member === undefined ? { ...none(), unread: [i] } : { ...none(), members: [member] };
}

/** The declaration (`var name = …`, `List<Tool> name = …`) of the local `name` in a block around `at` and before it: the name's index, or -1. */
function declaration(file: File, name: string, at: number): number {
  const { tokens, pairs, parent, op, is } = file;
  for (let j = at - 1; j > 0; j--) {
    if (!is(j, name) || !op(j + 1, '=') || op(j + 2, '=') || op(j + 2, '>')) continue;
    const before = tokens[j - 1];
    const typed = op(j - 1, '>') || op(j - 1, ']') || (before?.kind === 'name' && !KEYWORDS.has(before.text as string));
    const block = parent[j];
    if (typed && block !== -1 && pairs[block] > at) return j;
  }
  return -1;
}

/**
 * The local list declared at `declared` and given as `Tools` at `at`: an empty or literal collection, then
 * given tools by `Add` and `AddRange` statements, used no other way (else nothing of it is known).
 */
function localList(file: File, declared: number, at: number): Listed {
  const { tokens, pairs, parent, op, is } = file;
  const name = tokens[declared].text as string;
  const block = parent[declared];
  const initEnd = endOf(file, declared + 2);
  const out = collection(file, declared + 2, initEnd) ?? none();
  if (out.tools.length + out.unread.length + out.members.length === 0 && !(listOfTools(file, declared + 2) && initEnd === declared + 7)) {
    // `new List<Tool>(capacity)`: its argument may be another collection, whose tools are not known.
    if (!listOfTools(file, declared + 2) || !op(declared + 7, '(') || pairs[declared + 7] + 1 !== initEnd) return { ...none(), unread: [declared + 2] };
    out.unread.push(declared + 7);
  }
  for (let j = declared + 1; j < pairs[block]; j++) {
    if (!is(j, name) || op(j - 1, '.')) continue;
    // `Tools = list` of the result itself.
    if (op(j - 1, '=') && is(j - 2, 'Tools') && j > at) continue;
    const method = op(j + 1, '.') && (is(j + 2, 'Add') || is(j + 2, 'AddRange')) && op(j + 3, '(') ? tokens[j + 2].text : undefined;
    if (!method) return { ...none(), unread: [at] };
    const arg = j + 4;
    const argEnd = pairs[j + 3];
    // A statement of the list's own block: `list.Add(…);`.
    const statement = parent[j] === block && op(argEnd + 1, ';') && (op(j - 1, ';') || op(j - 1, '{') || op(j - 1, '}'));
    const items = method === 'Add' ? undefined : collection(file, arg, argEnd);
    const member = method === 'Add' || items ? undefined : memberAt(file, arg, argEnd);
    const tool = toolAt(file, arg);
    if (!statement) out.unread.push(arg);
    else if (method === 'Add' && tool !== -1 && pairs[tool] + 1 === argEnd) out.tools.push(arg);
    else if (items) {
      out.tools.push(...items.tools);
      out.unread.push(...items.unread);
      out.members.push(...items.members);
    } else if (member !== undefined && !(argEnd === arg + 1 && declaration(file, tokens[arg].text as string, j) !== -1)) out.members.push(member);
    else out.unread.push(arg);
    j = argEnd;
  }
  return out;
}

/**
 * The class body's static members that keep one value: `static T Name { get; } = init;`, `static T Name =>
 * init;`, `static readonly T Name = init;`. Each by its name, with its value's first token.
 */
function staticMembers(file: File, open: number, close: number): Map<string, number> {
  const { tokens, pairs, op, is } = file;
  const out = new Map<string, number>();
  let start = open + 1;
  for (let j = open + 1; j < close; j++) {
    if (op(j, '{') || op(j, ';')) {
      // A body (a method's, a nested type's, an accessor list's): skipped, the next member after it.
      if (op(j, '{')) j = pairs[j];
      start = j + 1;
      continue;
    }
    if (tokens[j].kind !== 'name' || !tokens.slice(start, j).some((t) => t.kind === 'name' && t.text === 'static')) continue;
    const name = tokens[j].text as string;
    const readonly = tokens.slice(start, j).some((t) => t.kind === 'name' && t.text === 'readonly');
    let init = -1;
    // `{ get; } = init;`: a getter alone, no setter.
    if (op(j + 1, '{') && is(j + 2, 'get') && op(j + 3, ';') && op(j + 4, '}') && op(j + 5, '=')) init = j + 6;
    else if (op(j + 1, '=') && op(j + 2, '>')) init = j + 3;
    else if (op(j + 1, '=') && readonly) init = j + 2;
    if (init === -1) continue;
    out.set(name, init);
    j = endOf(file, init);
    start = j + 1;
  }
  return out;
}

/** Whether the file changes the list of `owner`'s member (`Member.Add(…)` in it, `Owner.Member.Remove(…)`). */
function changedIn(file: File, owner: string, member: string): boolean {
  const { tokens, op, is } = file;
  for (let j = 0; j + 3 < tokens.length; j++)
    if (is(j, member) && op(j + 1, '.') && MUTATORS.has(tokens[j + 2].text as string) && op(j + 3, '(') && (!op(j - 1, '.') || is(j - 2, owner))) return true;
  return false;
}

/**
 * The collection literal a member's value at `init` is, directly or returned by a parameterless static method
 * of the class [open, close] it calls (`Build()`, `=> new[] { … }` or `{ return new[] { … }; }`).
 */
function literalOf(file: File, init: number, open: number, close: number): Listed | undefined {
  const { tokens, pairs, op, is } = file;
  const end = endOf(file, init);
  const direct = collection(file, init, end);
  if (direct || !(tokens[init]?.kind === 'name' && op(init + 1, '(') && op(init + 2, ')') && init + 3 === end)) return direct;
  const method = tokens[init].text as string;
  let found: Listed | undefined;
  for (let j = open + 1; j < close; j++) {
    if (!is(j, method) || !op(j + 1, '(') || !op(j + 2, ')') || j === init) continue;
    let first = j - 1;
    while (first > open && !op(first, ';') && !op(first, '{') && !op(first, '}')) first--;
    if (!tokens.slice(first + 1, j).some((t) => t.kind === 'name' && t.text === 'static')) continue;
    let body = -1;
    if (op(j + 3, '=') && op(j + 4, '>')) body = j + 5;
    else if (op(j + 3, '{') && is(j + 4, 'return') && op(endOf(file, j + 5), ';') && endOf(file, j + 5) + 1 === pairs[j + 3]) body = j + 5;
    if (body === -1) continue;
    if (found) return undefined;
    found = collection(file, body, endOf(file, body));
    if (!found) return undefined;
  }
  return found;
}
