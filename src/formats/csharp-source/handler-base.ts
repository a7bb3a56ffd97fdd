/**
 * Tools of C# servers over ModelContextProtocol.NET (the `ModelContextProtocol.NET.Server` package, an older
 * library than the official SDK): a tool is a class deriving its `ToolHandlerBase<TParams>` that hands the
 * base constructor a `Tool` held in a static readonly field of the class (`private static readonly Tool tool =
 * new() { Name = "MoveFile", Description = …, InputSchema = … };` and `: base(tool, serverContext,
 * sessionContext)`, or the primary constructor's `: ToolHandlerBase<P>(tool, …)`), registered in the solution
 * with `AddHandler<MoveFileToolHandler>()`. The library keeps that `Tool` as the handler's and answers
 * tools/list with every registered handler's `Tool` as is (`ToolHandlers.Values.Select(h => h.Tool)`, its
 * `Name`, `Description` and `InputSchema` serialized camelCase); it answers protocolVersion 2024-11-05. Each
 * tool's name and description are read when literals (or same-file constants), a computed one listed as not
 * statically known; its input schema is made from a type at run time and is not statically known.
 */
import type { Version } from '../../protocol/versions.js';
import { joinPointer } from '../../util/pointer.js';
import type { Extracted } from '../source/extracted.js';
import { stableMap, type Workspace } from '../types.js';
import { solutionFiles, solutionOf } from './registered.js';
import { readToolInitializer, type ToolFields, type ToolInitializerInput } from './tool-initializer.js';
import { type CsToken, tokenizeCs } from './tokens.js';

const NAMESPACE = 'ModelContextProtocol.NET.Server';
const VERSIONS: Version[] = ['2024-11-05'];
/** A type of its own named as the library's `Tool`. */
const OWN_TOOL = /\b(?:class|struct|record|interface)[ \t\r\n]{1,16}Tool\b/;
const REGISTERED = new WeakMap<Workspace, Map<string, ReadonlyMap<string, readonly string[]>>>();
/** Files told for one handler class at most. */
const MAX_AT = 8;
/** Words that may stand before a field's type. */
const MODIFIERS = new Set(['public', 'internal', 'private', 'protected', 'static', 'readonly', 'new', 'file']);
/** The library's `Tool`: its texts, and its schemas made from types at run time. */
const FIELDS: ToolFields = { texts: new Set(['Name', 'Description']), computed: new Set(['InputSchema', 'OutputSchema']) };

/** Whether the text is a ModelContextProtocol.NET tool handler's file: it names the library and derives its base. */
export function netHandlerFile(text: string): boolean {
  return text.includes(NAMESPACE) && text.includes('ToolHandlerBase') && !OWN_TOOL.test(text);
}

/** The protocol versions such a file's server speaks, and why. */
export function netHandlerVersions(path: string): { versions: Version[]; from: string } {
  return { versions: [...VERSIONS], from: `${path}: a ModelContextProtocol.NET tool handler; the library answers protocolVersion 2024-11-05` };
}

/** Whether the solution of the file at `path` registers the handler class `name` (`AddHandler<Name>()`, in code, not a comment). */
export function netHandlerRegistered(name: string, path: string, workspace: Workspace | undefined): boolean {
  if (!workspace || path.startsWith('/') || path.split('/').includes('..')) return false;
  const root = solutionOf(path, workspace);
  const roots = stableMap(REGISTERED, workspace);
  let known = roots?.get(root);
  if (!known) {
    const found = new Map<string, string[]>();
    for (const [at, text] of solutionFiles(workspace, root)) {
      if (!text.includes('AddHandler')) continue;
      const { tokens } = tokenizeCs(text);
      for (let i = 0; i + 4 < tokens.length; i++) {
        if (!(name_(tokens[i], 'AddHandler') && op_(tokens[i + 1], '<') && tokens[i + 2].kind === 'name')) continue;
        // `AddHandler<Ns.Handler>`: the simple name.
        let last = i + 2;
        while (op_(tokens[last + 1], '.') && tokens[last + 2]?.kind === 'name') last += 2;
        if (!op_(tokens[last + 1], '>') || !op_(tokens[last + 2], '(')) continue;
        const files = found.get(tokens[last].text as string) ?? [];
        if (files.length < MAX_AT && !files.includes(at)) files.push(at);
        found.set(tokens[last].text as string, files);
      }
    }
    known = found;
    roots?.set(root, known);
  }
  const at = known.get(name);
  for (const other of at ?? []) if (other !== path) workspace.drawsOn?.(other);
  return at !== undefined;
}

export interface HandlerToolsInput extends ToolInitializerInput {
  /** Whether the solution registers the handler class named. */
  registered(name: string): boolean;
  place(pointer: string, from: number, to: number, key?: number): void;
}

/** Reads the file's registered handler classes' tools into `out`. */
export function readHandlerTools(input: HandlerToolsInput, out: Pick<Extracted, 'tools' | 'names' | 'unread'>): void {
  const { tokens, pairs, registered, place } = input;
  const op = (i: number, v: string) => op_(tokens[i], v);
  const is = (i: number, v: string) => name_(tokens[i], v);
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (!is(i, 'class') || tokens[i + 1].kind !== 'name') continue;
    const name = tokens[i + 1].text as string;
    // The header to the body: a primary constructor's parameters, then `: ToolHandlerBase<P>(…)`.
    let open = i + 2;
    let base = -1;
    while (open < tokens.length && !op(open, '{') && !op(open, ';') && !op(open, '}')) {
      if (is(open, 'ToolHandlerBase') && op(open + 1, '<')) base = open;
      open = op(open, '(') || op(open, '[') ? pairs[open] + 1 : open + 1;
    }
    if (base === -1 || !op(open, '{') || !registered(name)) continue;
    const close = pairs[open];
    // The argument handed to the base: the primary constructor's `ToolHandlerBase<P>(tool, …)`, or a constructor's `: base(tool, …)`.
    let handed: string | undefined;
    let after = base + 1;
    while (after < open && !op(after, '(')) after++;
    if (op(after, '(')) handed = firstArgument(after);
    const fields = new Map<string, number>();
    for (let j = open + 1; j < close; j++) {
      if (is(j, 'base') && op(j + 1, '(') && op(j - 1, ':')) handed ??= firstArgument(j + 1);
      const init = toolField(j);
      if (init !== undefined) fields.set(tokens[j + 1].text as string, init);
      if (op(j, '{') || op(j, '(') || op(j, '[')) j = pairs[j];
    }
    const literal = handed === undefined ? undefined : fields.get(handed);
    if (literal === undefined) {
      out.unread.push({ start: tokens[i + 1].start, what: 'a tool registration' });
      i = close;
      continue;
    }
    readTool(literal);
    i = close;
  }

  /** The name that is the whole first argument of the call whose `(` is at `paren`. */
  function firstArgument(paren: number): string | undefined {
    const arg = paren + 1;
    return tokens[arg]?.kind === 'name' && (op(arg + 1, ',') || arg + 1 === pairs[paren]) ? (tokens[arg].text as string) : undefined;
  }

  /** At the type of a field `static readonly Tool f = new() { … };` (other modifiers around): the `{`, else undefined. */
  function toolField(j: number): number | undefined {
    if (!is(j, 'Tool') || tokens[j + 1]?.kind !== 'name' || !op(j + 2, '=') || !is(j + 3, 'new')) return undefined;
    const modifiers = new Set<string>();
    for (let k = j - 1; tokens[k]?.kind === 'name' && MODIFIERS.has(tokens[k].text as string); k--) modifiers.add(tokens[k].text as string);
    if (!modifiers.has('static') || !modifiers.has('readonly')) return undefined;
    const at = j + 3;
    const braces = op(at + 1, '(') && op(at + 2, ')') ? at + 3 : is(at + 1, 'Tool') ? (op(at + 2, '(') && op(at + 3, ')') ? at + 4 : at + 2) : -1;
    // The initializer is the field's whole value.
    return op(braces, '{') && op(pairs[braces] + 1, ';') ? braces : undefined;
  }

  function readTool(open: number): void {
    const pointer = joinPointer('/tools', String(out.tools.length));
    const { tool, notKnown, nameAt } = readToolInitializer(input, open, pointer, FIELDS);
    if (typeof tool.name !== 'string' || nameAt === -1) {
      out.unread.push({ start: tokens[open].start, what: 'a tool registration' });
      return;
    }
    out.unread.push(...notKnown);
    tool.inputSchema = { type: 'object' };
    place(pointer, open, pairs[open]);
    out.tools.push(tool);
    out.names.push(tokens[nameAt].start);
  }
}

function op_(token: CsToken | undefined, v: string): boolean {
  return token?.kind === 'op' && token.text === v;
}

function name_(token: CsToken | undefined, v: string): boolean {
  return token?.kind === 'name' && token.text === v;
}
